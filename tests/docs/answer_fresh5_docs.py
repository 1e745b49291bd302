"""The documents of the answer evaluation's `fresh5` set (questions in tests/docs/answer_fresh5.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Products,
companies and people are made up.

- A project README in Markdown: requirements, three ways to install, configuration tables, backups, upgrading and
  troubleshooting (`skerry/README.md`, about 10 KB).
- A changelog in the Keep a Changelog style, two look-alike header-redaction entries in neighbouring releases
  (`wrenlog/CHANGELOG.md`).
- An internal wiki page on on-call and incident response: a severity table, escalation times, roles, compensation
  in time off only (`wiki/oncall/incident-response.md`, about 9 KB).
- An HTML help-centre page of a coworking space: booking rules per membership, a table of rooms and their prices
  (`larkspur/help/booking-rooms.html`).
- A CSV price list and stock sheet of lab consumables, rows that differ by one detail (`lab/consumables-2026.csv`).
- An e-mail (.eml) whose reply on top corrects the plan quoted below it (`inbox/offsite-plan-correction.eml`).
- A PowerPoint deck (.pptx, built in code) for onboarding support agents, a table of response targets and one fact
  only in the speaker notes (`decks/support-onboarding-week1.pptx`).
- An OpenDocument text (.odt, built in code) equipment manual: descaling an espresso machine in numbered steps,
  with warnings and a table by water hardness (`manuals/corrado-cm20-descaling.odt`).
- A Chinese employee handbook excerpt (.docx, built in code) in numbered clauses, with a 2026 revision note that
  changes two of them (`员工手册-禾木科技.docx`).
- A Chinese product manual of an air fryer: parameters, steps, a cooking table and error codes
  (`惠厨AF5空气炸锅使用说明书.txt`).
- Chinese meeting minutes in Markdown: decisions by topic and an action-item table (`随行记账-2026年第3次产品例会纪要.md`).
- A Chinese HTML help page of a cloud drive: a membership table and rules (`云杉网盘帮助中心-会员权益.html`).
"""

from __future__ import annotations

from . import office_files as of

SKERRY_README = """# Skerry

Skerry is a self-hosted feed reader for RSS, Atom and JSON Feed. It runs as one
Python service with a web interface and a Google Reader compatible API, so most
mobile feed apps can sync with it. One Skerry server can serve a household or a
small team; every user has their own feeds, folders and read state.

![Skerry's reading view](docs/screenshot.png)

## Features

- Folders, tags and saved searches; full-text search over every article.
- Reads RSS 0.9x/2.0, Atom 1.0 and JSON Feed 1.1, and fetches full text for
  feeds that only publish summaries (per feed, off by default).
- Keyboard shortcuts modelled on the classic readers (`j`/`k`, `s` to star).
- OPML import and export.
- Sign-in with local passwords or any OpenID Connect provider.
- A Google Reader compatible API for mobile and desktop apps.

## Requirements

- Python 3.11 or newer (3.13 is tested in CI)
- SQLite 3.35 or newer (the default), or PostgreSQL 14 or newer
- A reverse proxy with TLS (Caddy, nginx, Traefik) if Skerry is reachable from
  the internet; Skerry itself only speaks plain HTTP

Skerry runs on Linux, macOS and FreeBSD. Windows is not supported; use the
Docker image there.

## Installation

### With pipx (recommended)

```sh
pipx install skerry
skerry init --admin you@example.com
skerry serve
```

`skerry init` writes a configuration file to `~/.config/skerry/skerry.toml`,
creates the data directory `~/.local/share/skerry` and prints a one-time
password for the admin account. You are asked to change it when you first sign
in.

### With Docker

```sh
docker run -d --name skerry -p 8650:8650 \\
  -v skerry-data:/data \\
  -e SKERRY_SECRET_KEY=change-me \\
  ghcr.io/skerry-rss/skerry:2.4
```

In the container the configuration is read from `/data/skerry.toml` and the
database lives in `/data`. The image runs as user 1000; if you mount a host
folder instead of a volume, make sure that user can write to it.

### From source

```sh
git clone https://git.example.org/skerry/skerry.git
cd skerry
python -m venv .venv && . .venv/bin/activate
pip install -e ".[dev]"
make test
```

## Quick start

1. Start the server with `skerry serve` and open http://127.0.0.1:8650 in a
   browser.
2. Sign in as the admin with the password `skerry init` printed.
3. Add a feed with the + button, or import the OPML file your old reader
   exported: `skerry import-opml feeds.opml --user alice`.
4. To use a mobile app, create an app password under Settings > Apps and point
   the app at `https://your-server/api/greader`.

## Configuration

Skerry reads `skerry.toml` from the path in `SKERRY_CONFIG`, or else from
`~/.config/skerry/skerry.toml`. Every key has a default, so the file only needs
the keys you change. A small configuration for a public server:

```toml
[server]
bind = "127.0.0.1"
port = 8650
base_url = "https://news.example.org"

[database]
url = "postgresql://skerry@localhost/skerry"

[fetch]
interval = "20m"
workers = 8
```

Durations are written with a unit: `90s`, `20m`, `6h`, `2d`.

### Fetching

Skerry checks every feed once per `fetch.interval`. The lowest value Skerry
accepts is 5 minutes; a lower value is raised to 5 minutes with a warning in
the log. A feed can also have its own interval on its settings page, within the
same limit. Skerry honours ETag and Last-Modified, and when a feed asks for a
longer interval with its `<ttl>` element, the longer one wins.

| Key | Default | Meaning |
|-----|---------|---------|
| `fetch.interval` | `20m` | How often each feed is checked |
| `fetch.workers` | `8` | Feeds fetched at the same time |
| `fetch.timeout` | `15s` | Time allowed for one request |
| `fetch.max_failures` | `10` | Failures in a row before a feed is paused |
| `fetch.full_text` | `false` | Fetch each article's page for feeds with summaries only |

A paused feed is shown with a red badge. Fix the cause, then resume it on its
settings page or with `skerry feeds resume FEED_ID`.

### Retention

Old articles are deleted every night at 03:30, server time.

| Key | Default | Meaning |
|-----|---------|---------|
| `retention.read_days` | `90` | Read articles older than this many days are deleted |
| `retention.unread_days` | `365` | Unread articles older than this many days are deleted |
| `retention.keep_starred` | `true` | Starred articles are never deleted |
| `retention.max_per_feed` | `2000` | Newest articles kept per feed, whatever their age |

### Limits

| Key | Default | Meaning |
|-----|---------|---------|
| `limits.feeds_per_user` | `1000` | Feeds one user may subscribe to |
| `limits.users` | `0` | Accounts on the server (0: no limit) |
| `limits.search_results` | `200` | Results a search returns |

### Environment variables

| Variable | Meaning |
|----------|---------|
| `SKERRY_CONFIG` | Path of the configuration file |
| `SKERRY_DATA_DIR` | Folder for the SQLite database and the favicon cache |
| `SKERRY_SECRET_KEY` | Signs session cookies; required when `base_url` starts with `https` |
| `SKERRY_LOG_LEVEL` | `debug`, `info` (default), `warning` or `error` |

Any configuration key can also be set from the environment: upper-case it, put
`SKERRY_` in front and write the dot as two underscores. For example
`SKERRY_FETCH__INTERVAL=30m` sets `fetch.interval`. The environment wins over
the file.

### Behind a reverse proxy

Keep Skerry bound to `127.0.0.1` and let the proxy handle TLS. For Caddy:

```
news.example.org {
    reverse_proxy 127.0.0.1:8650
}
```

For nginx, pass the original host and scheme along, or the links in the web
interface will point at `http://127.0.0.1`:

```nginx
location / {
    proxy_pass http://127.0.0.1:8650;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
}
```

Set `server.base_url` to the public address, and `server.trusted_proxies` to
the proxy's address if it is not on the same machine.

### Running as a service

On Linux, a systemd user unit keeps Skerry running after you log out:

```ini
[Unit]
Description=Skerry feed reader

[Service]
ExecStart=%h/.local/bin/skerry serve
Restart=on-failure

[Install]
WantedBy=default.target
```

Save it as `~/.config/systemd/user/skerry.service`, then run
`systemctl --user enable --now skerry` and `loginctl enable-linger $USER`.

## Users and sign-in

The admin invites people with `skerry users invite bob@example.com`, or from
Settings > Users. An invitation link is valid for 72 hours; after that, send a
new one. To sign in through an OpenID Connect provider, fill in the
`[auth.oidc]` table (`issuer`, `client_id`, `client_secret`); set
`auth.password_login = false` to turn local passwords off once everyone has
signed in through the provider. App passwords keep working either way.

## Backups and restore

`skerry backup --output /backups/skerry-$(date +%F).tar.zst` writes the
database, the settings and the favicon cache into one archive. It can run while
the server is up: SQLite is copied with its online backup API. With PostgreSQL
the archive holds the settings only; back the database up with `pg_dump`.

To restore, stop the server, run `skerry restore FILE` and start it again.
Restoring replaces every user's data on that server.

## Upgrading

Take a backup first. Then upgrade the package and run the migrations:

```sh
pipx upgrade skerry
skerry migrate
```

Coming from Skerry 1.x: the `[http]` table is now called `[server]` and
`fetch.every` is now `fetch.interval`. The 1.x names are still read, with a
warning, until Skerry 3.0.

## Troubleshooting

**"database is locked" in the log.** The SQLite database is on a network file
system (NFS, SMB). Move `SKERRY_DATA_DIR` to a local disk, or use PostgreSQL.

**A feed answers 403 Forbidden.** Some sites block unknown clients. Set a
browser-like user agent for that feed on its settings page.

**Times are shown in UTC.** Set your time zone under Settings > Profile.

## Moving from another feed reader

Most readers export your subscriptions as OPML: look for "Export" or "Backup"
in their settings. Import the file with `skerry import-opml FILE --user NAME`,
or under Settings > Import. Folders in the OPML file become Skerry folders;
feeds that are already there are skipped, so importing the same file twice is
harmless. Read state, stars and old articles cannot be carried over: Skerry
starts each feed with the articles the feed itself still lists.

To move a Skerry server to another machine, make a backup on the old one,
install the same Skerry version on the new one, restore the backup there, and
only then upgrade.

## Monitoring

`GET /healthz` answers `ok` while the server can reach its database, and is
meant for load balancers and uptime checks. With `server.metrics = true`,
Prometheus metrics are served at `/metrics`: fetch durations, failures per
feed, queue length and the number of articles stored. Protect that path at the
proxy if the server is public.

## Keyboard shortcuts

| Key | Action |
|-----|--------|
| `j` / `k` | Next / previous article |
| `o` or Enter | Open the article in a new tab |
| `s` | Star or unstar |
| `m` | Mark as read or unread |
| `Shift+A` | Mark the whole folder as read |
| `/` | Search |
| `g` then `f` | Go to the feed list |

## Contributing

Bug reports and pull requests are welcome. Please run `make lint test` before
sending a pull request, and add a line to CHANGELOG.md under "Unreleased".

## License

Skerry is free software under the GNU AGPL, version 3 or later.
"""

WRENLOG_CHANGELOG = """# Changelog

All notable changes to wrenlog are documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Added
- `wrenlog.testing.capture()`, a context manager that collects records for
  assertions in tests.

## [3.2.1] - 2026-04-09

### Security
- The `Authorization`, `Cookie` and `Set-Cookie` headers of logged HTTP
  requests and responses are now redacted by default. Pass
  `redact_headers=()` to `HttpRenderer` to log them again.

### Fixed
- `RotatingFileSink` lost the last record when the process exited during a
  rotation.
- `JsonRenderer` wrote `NaN` for float fields, which is not valid JSON; it now
  writes `null`.

## [3.2.0] - 2026-03-02

### Added
- `OtlpSink`, which sends records to an OpenTelemetry collector over OTLP/HTTP.
- `JsonRenderer(sort_keys=True)` for stable output in snapshot tests.
- `HttpRenderer(redact_headers=...)`, a list of header names whose values are
  replaced with `***` (empty by default).

### Changed
- Timestamps are now written in UTC, as ISO 8601 with milliseconds
  (`2026-03-02T09:15:04.120Z`). Set `utc=False` on the renderer for local time.

### Deprecated
- `wrenlog.configure(stream=...)`. Use `sinks=[StreamSink(...)]` instead; the
  `stream` argument will be removed in 4.0.

## [3.1.0] - 2026-01-15

### Changed
- The default queue size of `AsyncSink` is now 10000 records (it was 1000).
- When the queue of `AsyncSink` is full, the oldest records are dropped
  instead of blocking the caller.

### Fixed
- `bind()` on a logger created with `wrenlog.get(name)` no longer leaks the
  bound fields into the parent logger.

## [3.0.0] - 2025-11-20

### Removed
- Support for Python 3.8 and 3.9.
- The `wrenlog.compat` module.

### Changed
- The default level is now `INFO` (it was `DEBUG`).
- Records are rendered as JSON when stdout is not a terminal, and as coloured
  text when it is.

## [2.9.3] - 2025-09-30

### Fixed
- Exceptions raised inside a `__repr__` of a logged object no longer crash the
  renderer; the field is written as `<repr failed>`.

[Unreleased]: https://git.example.org/wrenlog/wrenlog/compare/v3.2.1...HEAD
[3.2.1]: https://git.example.org/wrenlog/wrenlog/compare/v3.2.0...v3.2.1
[3.2.0]: https://git.example.org/wrenlog/wrenlog/compare/v3.1.0...v3.2.0
[3.1.0]: https://git.example.org/wrenlog/wrenlog/compare/v3.0.0...v3.1.0
[3.0.0]: https://git.example.org/wrenlog/wrenlog/compare/v2.9.3...v3.0.0
[2.9.3]: https://git.example.org/wrenlog/wrenlog/releases/tag/v2.9.3
"""

ONCALL_WIKI = """# Platform on-call and incident response

*Fennick Freight engineering wiki > Platform > Operations. Owner: Platform
Reliability (#platform-reliability). Last reviewed 3 February 2026.*

This page is for everyone on the Platform on-call rotation. Read it before your
first shift, and again when something is on fire. If this page and a runbook
disagree, follow the runbook and tell us in #platform-reliability.

## The rotation

- The rotation is weekly. A shift starts and ends at the Monday handover at
  10:00 Europe/Amsterdam.
- Every week has a **primary** and a **secondary**. Pages go to the primary;
  the secondary is the backup and takes over if the primary is unreachable.
- New joiners shadow two shifts (one as shadow-primary, one as
  shadow-secondary) before they go on the rotation on their own.
- The schedule lives in Klaxon, our paging tool. Make sure your phone number
  and push notifications are set up there before your first shift.

### Swapping a shift

Swap in Klaxon at least 48 hours before the shift starts, and post the swap in
#oncall-swaps. Anything closer to the start needs the agreement of the
engineering manager on duty. You are responsible for your shift until the swap
shows in Klaxon.

## Before your shift

- Laptop charged, VPN working, and you can reach the production bastion
  (`ssh bastion.prod.fennick.internal`).
- Klaxon app installed, notifications allowed, do-not-disturb overrides on.
- Read the handover notes of the previous shift in the #oncall-handover
  channel.
- Stay within 15 minutes of your laptop and a working internet connection
  while you are primary.

## Severity levels

| Severity | Name | Examples | Acknowledge within | Status page |
|----------|------|----------|--------------------|-------------|
| SEV1 | Outage | Customers cannot book or track shipments; data loss | 5 minutes | Within 15 minutes, then every 30 minutes |
| SEV2 | Degraded service | A key feature is slow or failing for some customers | 15 minutes | If customers have noticed |
| SEV3 | Minor | Internal tools broken, a single customer affected | Next working day | No |

When in doubt, pick the higher severity. Lowering it later costs nothing;
raising it late costs time.

## Paging and escalation

Klaxon pages the primary by push notification and, after two minutes, by
phone call. If the primary has not acknowledged a page after 10 minutes, the
secondary is paged. If nobody has acknowledged it 10 minutes after that,
Klaxon pages the engineering manager on duty, whose name is at the top of the
schedule.

Acknowledging a page means "I am looking at it". It does not mean you have to
fix it alone: pull in the owning team through their Klaxon escalation policy
as soon as you know whose system is failing.

## Declaring an incident

Any SEV1 or SEV2 is an incident. Declare it in Slack with

    /incident declare sev2 "Label printing fails for DHL shipments"

The bot creates a channel named `#inc-YYYYMMDD-short-title`, starts a timeline
and invites the people on call. Keep the conversation in that channel, not in
direct messages, so that the timeline is complete.

### Roles

- **Incident commander (IC):** the primary, unless they hand the role over.
  Decides what happens next, keeps the channel focused, calls for help. The IC
  does not debug.
- **Communications lead:** the secondary by default. Updates the status page
  and the #customer-support channel, and answers questions from outside the
  incident channel.
- **Scribe:** anyone. Notes decisions and times in the channel with the
  `/incident note` command.

An incident that runs longer than four hours gets a new IC: the current IC
hands over in the channel with a written summary, and goes off to rest.

## Customer communication

For a SEV1 the communications lead posts on the status page within 15 minutes
of the declaration, then at least every 30 minutes until it is resolved, even
when there is nothing new to say. Use the templates in the status page tool;
do not name customers, suppliers or people. For a SEV2, post only once
customers have noticed (support has received tickets about it).

## Resolving and closing

1. When the impact is over, the IC marks the incident resolved with
   `/incident resolve`.
2. Keep watching the dashboards for 30 minutes after resolving.
3. Close the incident channel only after the follow-up tickets exist.

## Postmortems

Every SEV1 and SEV2 gets a blameless postmortem, written by the IC (or someone
they ask) within 5 working days of resolution. Use the template in the
Postmortems space. SEV3 postmortems are optional. Postmortems are reviewed in
the Thursday reliability meeting.

## Compensation and rest

- For each week as primary you get one day off in lieu, to be taken within
  the following month.
- Pages answered outside working hours are recorded in Klaxon and count as
  overtime under the rules in the HR handbook.
- After a night with more than two hours of incident work, start late the
  next day or take the morning off. No need to ask.

## First checks when you are paged

Before you dive into a service, spend two minutes on the big picture:

1. Open the "Platform / On-call" overview dashboard. Is one service red, or
   are many? Many at once usually means a shared dependency: the database
   cluster, the message queue, DNS or the network.
2. Check #deploys. Most incidents start within an hour of a deploy. If the
   timing fits, roll back first and investigate afterwards; rolling back a
   deploy never needs anyone's permission.
3. Check the status pages of our cloud provider and of the carriers.
4. Open the runbook linked from the alert and follow it.

If after 20 minutes you do not know what is wrong, escalate: page the owning
team or the secondary. Nobody will mind being woken up for a real problem.

## Handover

The Monday handover is a 15-minute call at 10:00 between the outgoing and the
incoming primary and secondary. The outgoing primary writes the handover note
in #oncall-handover before the call, using this outline:

- Incidents of the week, with links to their channels and postmortems.
- Alerts that fired more than three times, and whether a ticket exists to fix
  or silence them.
- Anything still in progress: a migration, a vendor ticket, a flaky host.
- Planned changes in the coming week that may page (maintenance windows,
  database upgrades, carrier API changes).

If the incoming primary cannot make the call, the outgoing primary stays on
call until they have had the handover, even if it is after 10:00.

## Noisy alerts

An alert that pages and needs no action is a bug. Do not just acknowledge it
again and again: open a ticket in the PLAT project with the label
`noisy-alert`, and silence it in Klaxon for at most 24 hours with a link to
that ticket. The reliability meeting goes through the `noisy-alert` tickets
every Thursday.

## Who else to call

| Problem | Team | How |
|---------|------|-----|
| Carrier APIs (DHL, PostNL, UPS) failing | Integrations | Klaxon policy "integrations-oncall" |
| Payments or invoices | Billing | Klaxon policy "billing-oncall" |
| Office network, laptops, SSO | IT Service Desk | #it-help, phone extension 4400 |
| Suspected security breach | Security | Klaxon policy "security-oncall"; do not discuss in public channels |
| Press or customer escalation to management | Communications | The engineering manager on duty contacts them |

## Runbooks and dashboards

Runbooks are in the `platform-runbooks` repository, one folder per service.
Every Klaxon alert links to its runbook. The Grafana folder "Platform / On-call"
has the dashboards the runbooks refer to.
"""

LARKSPUR_BOOKING = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Booking meeting rooms | Larkspur Hub Help Centre</title>
  <link rel="stylesheet" href="/assets/help.css">
  <script src="/assets/search.js" defer></script>
</head>
<body>
<nav class="crumbs"><a href="/help/">Help Centre</a> &rsaquo; <a href="/help/spaces/">Spaces</a> &rsaquo; Booking meeting rooms</nav>
<main>
<h1>Booking meeting rooms</h1>
<p class="lead">Every Larkspur Hub membership includes meeting-room credits. This page explains how to book a
room, what it costs and what happens when plans change.</p>

<h2>How to book</h2>
<ol>
  <li>Open the Larkspur app and go to <strong>Book &rsaquo; Rooms</strong>, or ask at the front desk.</li>
  <li>Pick a room, a date and a start time. The app shows the credits the booking will use.</li>
  <li>Confirm. You and any colleagues you add get a calendar invitation.</li>
  <li>Check in on the tablet outside the room when you arrive.</li>
</ol>
<p>Flex members can book up to 21 days ahead, and a single booking can last at most 3 hours.
Resident members can book up to 60 days ahead, for up to 6 hours at a time.</p>

<h2>Rooms and prices</h2>
<table class="rooms">
  <thead>
    <tr><th>Room</th><th>Seats</th><th>Credits per hour</th><th>Equipment</th></tr>
  </thead>
  <tbody>
    <tr><td>Plover (phone booth)</td><td>1</td><td>0</td><td>Power socket, at most 1 hour a day</td></tr>
    <tr><td>Heron</td><td>4</td><td>2</td><td>55" screen</td></tr>
    <tr><td>Linnet</td><td>6</td><td>3</td><td>55" screen, whiteboard</td></tr>
    <tr><td>Curlew</td><td>10</td><td>5</td><td>Video-conferencing kit, whiteboard</td></tr>
    <tr><td>Lapwing (event space)</td><td>40</td><td>30</td><td>Projector, microphones; by request only</td></tr>
  </tbody>
</table>

<h2>Credits</h2>
<p>Flex members get 10 credits each calendar month, Resident members 40. Credits are used up oldest first and
do not carry over to the next month. You can buy extra credits in the app at &euro;4 each; bought credits stay
valid for 12 months.</p>

<h2>Changing or cancelling a booking</h2>
<ul>
  <li>You can move or cancel a booking free of charge up to 24 hours before it starts.</li>
  <li>Cancel later than that and 50% of the booking's credits are charged.</li>
  <li>If nobody checks in within 15 minutes of the start, the room is released and the full booking is
    charged.</li>
</ul>

<h2>Guests</h2>
<p>Register your guests in the app before they arrive, so the front desk can welcome them by name. Each member
can bring up to 3 guests a day. Guests must stay with their host and cannot book rooms themselves.</p>

<h2>Opening hours</h2>
<p>The front desk is staffed Monday to Friday, 08:30 to 18:00. Resident members have access around the clock
with their key fob; Flex members can use the building during staffed hours only.</p>

<p class="help-footer">Still stuck? Write to <a href="mailto:hello@larkspurhub.example">hello@larkspurhub.example</a>
or ask at the front desk. Last updated 14 January 2026.</p>
</main>
</body>
</html>
"""

LAB_CONSUMABLES = """Item code,Description,Supplier,Pack,Unit price (EUR),In stock (packs),Reorder at,Location
MF-1101,Tips 10 uL racked,Verrin Labware,10 racks x 96,24.80,14,5,Room 2.14 shelf A
MF-1102,Tips 200 uL racked,Verrin Labware,10 racks x 96,26.50,22,6,Room 2.14 shelf A
MF-1103,Tips 1000 uL racked,Verrin Labware,10 racks x 96,31.90,9,6,Room 2.14 shelf A
MF-1201,Filter tips 10 uL racked,Verrin Labware,10 racks x 96,49.20,7,4,Room 2.14 shelf B
MF-1202,Filter tips 200 uL racked,Verrin Labware,10 racks x 96,52.10,11,4,Room 2.14 shelf B
MF-1203,Filter tips 1000 uL racked,Verrin Labware,10 racks x 96,58.40,3,4,Room 2.14 shelf B
MF-2101,Microcentrifuge tubes 1.5 mL,Verrin Labware,bag of 500,18.75,30,10,Room 2.14 drawer 3
MF-2102,Microcentrifuge tubes 2.0 mL,Verrin Labware,bag of 500,19.90,12,8,Room 2.14 drawer 3
MF-2201,Conical tubes 15 mL sterile,Castell Scientific,case of 500,96.00,6,3,Room 2.16 cabinet 1
MF-2202,Conical tubes 50 mL sterile,Castell Scientific,case of 300,104.50,4,3,Room 2.16 cabinet 1
MF-2301,PCR tubes 0.2 mL strips of 8,Castell Scientific,box of 125 strips,41.30,8,4,Room 2.14 drawer 4
MF-2401,96-well PCR plates skirted,Castell Scientific,box of 50,88.00,5,2,Room 2.14 drawer 4
MF-3101,Serological pipettes 5 mL,Castell Scientific,case of 200,47.60,10,4,Room 2.16 cabinet 2
MF-3102,Serological pipettes 10 mL,Castell Scientific,case of 200,52.90,9,4,Room 2.16 cabinet 2
MF-3103,Serological pipettes 25 mL,Castell Scientific,case of 150,61.20,3,3,Room 2.16 cabinet 2
MF-4101,Cell culture flasks T25 vented,Halloran Bio,case of 200,132.00,4,2,Room 2.16 cabinet 3
MF-4102,Cell culture flasks T75 vented,Halloran Bio,case of 100,118.00,6,2,Room 2.16 cabinet 3
MF-4201,Cell culture plates 6-well,Halloran Bio,case of 50,74.50,5,2,Room 2.16 cabinet 3
MF-4202,Cell culture plates 96-well flat bottom,Halloran Bio,case of 50,69.00,8,3,Room 2.16 cabinet 3
MF-5101,Nitrile gloves S,Greyfield Safety,box of 100,6.40,40,15,Corridor store
MF-5102,Nitrile gloves M,Greyfield Safety,box of 100,6.40,55,20,Corridor store
MF-5103,Nitrile gloves L,Greyfield Safety,box of 100,6.40,35,15,Corridor store
MF-5201,Lab wipes low-lint,Greyfield Safety,box of 280,3.90,60,20,Corridor store
MF-6101,Syringe filters 0.22 um PES,Halloran Bio,pack of 50,63.80,4,2,Room 2.16 cabinet 1
MF-6102,Bottle-top filters 0.22 um 500 mL,Halloran Bio,case of 12,142.00,2,1,Room 2.16 cabinet 1
MF-7101,Cryovials 2 mL external thread,Castell Scientific,bag of 500,84.20,3,2,Room 2.18 freezer bench
MF-7201,Freezer boxes 81-place,Castell Scientific,pack of 5,27.50,7,3,Room 2.18 freezer bench
"""

OFFSITE_EML = """Message-ID: <20260519081244.5512@mail.halden-studio.example>
In-Reply-To: <20260518160203.2871@mail.halden-studio.example>
References: <20260518160203.2871@mail.halden-studio.example>
Date: Tue, 19 May 2026 09:12:44 +0100
From: Priya Raman <priya.raman@halden-studio.example>
To: Studio <studio@halden-studio.example>
Subject: Re: Studio offsite on Friday 12 June: the plan
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi all,

A correction to yesterday's email, sorry: the coach now leaves at 07:45, not
08:30. Blackmere Lodge asked us to arrive by 09:30 because another group has
the main room from 17:00, so we will also be back earlier, around 17:30.

And Marta needs the dietary form by Friday 29 May (not 5 June) so that the
caterers can order in time. Everything else below stays as it was.

Thanks,
Priya

On Mon, 18 May 2026 at 16:02, Priya Raman <priya.raman@halden-studio.example> wrote:
> Hi everyone,
>
> Here is the plan for the studio offsite on Friday 12 June.
>
> Where: Blackmere Lodge, on the north shore of Blackmere reservoir.
>
> Getting there: a coach leaves from the studio (14 Tanner Street) at 08:30
> and brings us back around 18:30. If you would rather drive, there is free
> parking at the lodge, but tell me so that I don't wait for you at the coach.
>
> Programme: in the morning, the 2027 plan with Jonas and two workshops. After
> lunch, a guided walk of about 6 km along the reservoir (bring shoes you
> don't mind getting muddy; there is no bad weather plan, only rain jackets).
> Dinner at the lodge.
>
> Food: the studio pays for lunch and dinner. Drinks after dinner are on you.
> Please fill in the dietary form (link in #studio-general) by 5 June.
>
> Partners and children can't come this time, sorry. Dogs are welcome on the
> walk but not inside the lodge.
>
> Questions to me or to Marta.
>
> Priya
"""

SUPPORT_DECK = [
    {
        "title": "Welcome to Nettlebrook Support",
        "body": ["Onboarding, week 1", "Tier 1 agents, intake of March 2026", "Facilitator: Owen Castellano"],
        "notes": ["Introduce yourself and the buddies. Everyone gets a buddy from the current Tier 1 team."],
    },
    {
        "title": "Where customers reach us",
        "body": ["First-response targets are measured from the moment the contact reaches the queue."],
        "table": [
            ["Channel", "First response target", "Opening hours"],
            ["Live chat", "2 minutes", "Every day 08:00-22:00"],
            ["Phone", "5 minutes", "Every day 08:00-20:00"],
            ["Email", "8 business hours", "Monday to Friday"],
            ["Social media messages", "4 hours", "Every day 09:00-17:00"],
        ],
        "notes": ["Chat is where most of your first weeks go: about 60% of our contacts start in chat."],
    },
    {
        "title": "Your tools",
        "body": [
            "Helmsman: tickets, calls and chats in one queue",
            "Lantern: the knowledge base; link the article you used in every ticket",
            "LineCheck: remote test of a customer's line and router",
            "All three sign in with your Nettlebrook account (single sign-on)",
        ],
        "notes": ["Helmsman accounts are created on day 2. Until then, shadow your buddy on their screen."],
    },
    {
        "title": "Goodwill credits",
        "body": [
            "Up to £25 per customer in any 12 months: your own decision, no approval needed",
            "£25.01 to £75: needs your team lead's approval in Helmsman before you promise it",
            "Above £75: hand the case over to the Billing team",
            "Always log the reason and the amount in the ticket",
        ],
        "notes": ["Credits are for our mistakes and long outages, not for customers who simply ask for a discount."],
    },
    {
        "title": "When to escalate to Tier 2",
        "body": [
            "A call has gone on for 20 minutes without a fix",
            "LineCheck shows a line fault: only Tier 2 can book an engineer visit",
            "The customer mentions a vulnerable situation (medical equipment, a carer)",
            "Use the Escalate button in Helmsman; never transfer a call without a note",
        ],
    },
    {
        "title": "Major outages",
        "body": [
            "When the red outage banner is up, do not troubleshoot individual lines in the affected area",
            "Link the contact to the master incident with the tag #MI and read the approved script",
            "Updates for customers come from the incident team every 60 minutes",
        ],
    },
    {
        "title": "Quality and targets",
        "body": [
            "Customer satisfaction (CSAT) target: 88%",
            "Four of your contacts are reviewed by a quality coach each month",
            "First-contact resolution target: 75%",
        ],
    },
    {
        "title": "Your first week",
        "body": [
            "Monday: accounts, tools tour, security training",
            "Tuesday and Wednesday: shadowing your buddy on chat and phone",
            "Thursday: supervised chats",
            "Friday: certification quiz, then your first live chats",
        ],
        "notes": [
            "The certification quiz has 30 questions and the pass mark is 80%. "
            "If someone fails, they can retake it once, on the following Monday."
        ],
    },
]

_ODT = "application/vnd.oasis.opendocument.text"


CORRADO_MANUAL = [
    of.odf_h("Corrado CM-20 espresso machine: cleaning and descaling", 1),
    of.odf_p("User manual, chapter 6. Read the safety instructions in chapter 1 before you clean the machine."),
    of.odf_h("6.1 Daily and weekly cleaning", 2),
    of.odf_p(
        "After the last coffee of the day, backflush the group head with the blind filter basket: insert the "
        "basket, lock the portafilter in, run the pump for 10 seconds, stop for 10 seconds, and repeat five "
        "times. Wipe the steam wand with a damp cloth after every use and purge it for two seconds."
    ),
    of.odf_p(
        "Once a week, backflush with one Corrado cleaning tablet in the blind basket instead of water alone, "
        "then repeat the backflush with water only to rinse. Wash the drip tray and the portafilter in warm "
        "soapy water. None of the parts of the CM-20 may go in a dishwasher."
    ),
    of.odf_h("6.2 When to descale", 2),
    of.odf_p(
        "Limescale from the water builds up in the boiler and the pipes and makes the coffee taste flat. The "
        "orange descale light comes on when the machine has counted enough brewing cycles for the water "
        "hardness that is set (see 6.5). As a guide:"
    ),
    of.odf_table(
        [
            ["Water hardness", "Descale", "Hardness setting"],
            ["Soft (under 7 °dH)", "every 120 days", "1"],
            ["Medium (7 to 14 °dH)", "every 60 days", "2"],
            ["Hard (over 14 °dH)", "every 30 days", "3"],
        ],
        name="Hardness",
    ),
    of.odf_p(
        "If you use the Corrado AquaClear water filter and change it every two months, the machine can be set "
        "one level softer."
    ),
    of.odf_h("6.3 What you need", 2),
    of.odf_list(
        [
            "One 100 ml bottle of Corrado DecalcPro descaler.",
            "900 ml of fresh cold water, to mix with it in the water tank.",
            "A container that holds at least 1.5 litres and fits under the group head.",
            "About 40 minutes, during which the machine cannot be used.",
        ]
    ),
    of.odf_p(
        "WARNING: Never descale with vinegar, citric acid powder or a descaler meant for kettles. They attack "
        "the seals and the brass parts of the boiler, and damage caused by them is not covered by the warranty."
    ),
    of.odf_h("6.4 Descaling step by step", 2),
    of.odf_list(
        [
            "1. Switch the machine on and let it heat up until the ready light is steady green.",
            "2. Take the AquaClear water filter (if you use one) out of the water tank.",
            "3. Empty the water tank, pour in the 100 ml of DecalcPro and add 900 ml of fresh water.",
            "4. Empty the drip tray and put the container under the group head and the steam wand.",
            "5. Press and hold the Descale button for 5 seconds, until the descale light blinks orange.",
            "6. The descaling programme runs on its own for about 25 minutes, pausing now and then. When the "
            "descale light flashes fast, open the steam knob; close it again when the light blinks slowly.",
            "7. When the light stays orange, empty the container, rinse the water tank well and fill it with "
            "fresh water up to MAX. Press the Descale button once to start the rinse, which takes about 10 minutes.",
            "8. When the descale light goes out, put the water filter back and pour away the first two coffees.",
        ]
    ),
    of.odf_p(
        "CAUTION: The descaling solution and the water that comes out are hot. Do not touch the group head or "
        "the steam wand during the programme, and do not move the machine."
    ),
    of.odf_p(
        "If the power fails during descaling, the programme does not resume by itself. Start again at step 7 "
        "and run the rinse before you make coffee."
    ),
    of.odf_h("6.5 Setting the water hardness", 2),
    of.odf_p(
        "Measure your water with the test strip in the box. With the machine off, press and hold the single cup "
        "button and switch the machine on: the number of lit cup lights shows the setting (1 to 3). Press the "
        "single cup button to change it and the double cup button to save."
    ),
]

HEMU_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1") + of.w_style("Heading2", "heading 2")
HEMU_HANDBOOK = [
    ("杭州禾木科技有限公司员工手册（2025年版，节选）", "Title"),
    (
        "本手册由人力资源部编制，经职工代表大会讨论通过，适用于与公司签订劳动合同的全体员工。手册未尽事宜，"
        "按国家及浙江省有关规定执行。如有疑问，请联系人力资源部（hr@hemutech.example）。",
        None,
    ),
    ("第三章 工作时间与考勤", "Heading1"),
    (
        "3.1 公司实行弹性工作制，每日工作8小时（不含午休）。员工可在8:30至10:00之间到岗，下班时间相应顺延。",
        None,
    ),
    (
        "3.2 核心工作时间为10:00至16:00（12:00至13:30午休除外）。核心工作时间内员工应在岗或保持在线，"
        "部门例会原则上安排在核心工作时间内。",
        None,
    ),
    (
        "3.3 远程办公：经直属上级同意，员工每月可申请不超过4天的远程办公，须至少提前一个工作日在企业微信"
        "提交申请。试用期员工不适用远程办公。",
        None,
    ),
    (
        "3.4 考勤以企业微信打卡记录为准。每月累计迟到3次以内（含3次）不作处理；超过3次的，每次扣减当月绩效"
        "1分。忘记打卡的，须在两个工作日内提交补卡申请，每月补卡不超过3次。",
        None,
    ),
    ("第四章 假期", "Heading1"),
    ("4.1 法定节假日按国务院当年公布的放假安排执行。", None),
    (
        "4.2 法定年休假：员工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，"
        "年休假15天。",
        None,
    ),
    (
        "4.3 福利年假：在本公司连续工作满一年的员工，每年在法定年休假之外另享公司福利年假3天。入职未满一年的"
        "员工不享受福利年假。福利年假须在当年12月31日前休完，不可跨年，也不折算工资。",
        None,
    ),
    (
        "4.4 病假：员工每年享有5天全薪病假，超出部分按国家规定发放病假工资。连续病假超过2天的，须提交二级及"
        "以上医院出具的病假证明。",
        None,
    ),
    None,  # 其他假期的表格
    (
        "4.6 请假流程：请假3天以内由直属上级审批；3天以上（不含3天）须经部门负责人审批并报人力资源部备案。"
        "年假须至少提前3个工作日申请。",
        None,
    ),
    ("第五章 办公设备与信息安全", "Heading1"),
    (
        "5.1 公司为员工配发笔记本电脑，使用满3年可申请更换。设备遗失的，须在24小时内报告IT部门并冻结账号。",
        None,
    ),
    (
        "5.2 工作文件须存放在公司云盘，不得使用个人网盘或个人邮箱传输客户资料。离职时须在最后工作日前归还"
        "全部设备和门禁卡。",
        None,
    ),
    ("附：2026年修订说明", "Heading1"),
    (
        "经2025年12月职工代表大会审议通过，以下条款自2026年1月1日起按新规定执行，原条款同时废止：",
        None,
    ),
    ("一、第3.3条远程办公天数由每月4天调整为每月6天；试用期员工仍不适用远程办公。", None),
    ("二、第4.3条福利年假由每年3天调整为每年5天，享受条件（在本公司连续工作满一年）不变。", None),
    ("三、第5.1条笔记本电脑的更换年限由3年缩短为2年半。", None),
]
HEMU_LEAVE_TABLE = [
    ["4.5 其他假期", "天数", "需提交的材料"],
    ["婚假", "13天（含法定3天）", "结婚证"],
    ["产假", "158天", "出生医学证明"],
    ["陪产假", "15天", "出生医学证明"],
    ["丧假", "3天", "相关证明"],
]

AIR_FRYER_ZH = """惠厨 AF5 空气炸锅 使用说明书

感谢您选购惠厨产品。使用前请仔细阅读本说明书，并妥善保管，以备日后查阅。

一、安全注意事项

1. 本产品仅供家庭使用，请使用额定电压为220V的插座，不要与其他大功率电器共用一个插线板。
2. 使用时机身四周及上方至少留出10厘米空间，不要靠墙或放在橱柜下方使用，出风口会排出热气。
3. 工作中及刚结束时，炸锅、炸篮和出风口温度很高，请握住手柄操作，不要直接触摸。
4. 炸锅内不得加入食用油或其他液体进行油炸，本产品不是油炸锅。
5. 主机不可浸水，也不可用水直接冲洗；清洁前请先拔下电源插头并等待冷却。
6. 儿童须在成人看护下使用；8岁以下儿童不得操作本产品。

二、产品参数

型号：AF5
额定电压：220V~ 50Hz
额定功率：1500W
炸锅容量：5.5升（炸篮可用容量4升）
温度范围：80℃至200℃
定时范围：1至60分钟
产品尺寸：32厘米×27厘米×33厘米
净重：4.6千克

三、首次使用

1. 取下所有包装材料、标签和贴纸。
2. 用温水和少量洗洁精清洗炸锅和炸篮，擦干。
3. 将空炸锅装入机身，设定200℃空烤10分钟，以去除新机的气味。首次使用时有轻微烟雾或气味属正常现象。

四、使用方法

1. 将机器放在平稳、耐热的台面上，插上电源，显示屏亮起。
2. 握住手柄拉出炸锅，把食材放入炸篮，食材不要超过炸篮内侧的MAX标线。
3. 把炸锅推回机身，直到听到“咔”的一声。
4. 按“温度”键设定温度，按“时间”键设定时间，也可以直接选择菜单键（薯条、鸡翅、牛排、蛋糕、烤蔬菜、解冻）。
5. 按“启动/暂停”键开始烹饪。烹饪过程中拉出炸锅，机器会自动暂停；推回后继续工作。
6. 较小的食材在烹饪时间过半时拉出炸锅抖动一次，受热更均匀。
7. 时间到后机器发出五声提示音，风扇会继续运转约20秒进行散热，属正常现象。

五、烹饪参考表

以下时间和温度仅供参考，请根据食材的大小、份量和个人口味调整。

食材 | 份量 | 温度 | 时间 | 说明
冷冻薯条 | 300至500克 | 200℃ | 15至18分钟 | 无需预热，中途抖动一次
鲜切薯条 | 300至500克 | 180℃ | 20至25分钟 | 拌入半勺油
鸡翅 | 6至8个 | 180℃ | 20分钟 | 10分钟时翻面
牛排 | 1块（约2厘米厚） | 200℃ | 8至12分钟 | 预热3分钟
戚风蛋糕 | 6寸模具 | 150℃ | 30分钟 | 需使用烘焙模具
烤蔬菜 | 300克 | 170℃ | 12至15分钟 | 拌入少许油

六、清洁与保养

1. 每次使用后待机器完全冷却再清洁。
2. 炸篮和炸锅带不粘涂层，可以放入洗碗机，也可用软布加中性洗洁精清洗，不要使用钢丝球或金属铲。
3. 主机外壳用湿布擦拭；加热管上的油污可用软毛刷清除。
4. 长期不用时，请清洁干净后放入原包装盒，存放在干燥处。

七、故障排除

机器不工作：检查电源插头是否插好，炸锅是否推到位。
冒白烟：通常是食材油脂较多，请减少食材份量或在炸锅底部倒少量清水。
冒黑烟：请立即拔下电源，联系售后服务，不要继续使用。
显示E1：温度传感器故障，请联系售后维修。
显示E2：机器过热，过热保护已启动。请拔下电源，冷却30分钟后再使用；如反复出现，请联系售后。
显示E3：炸锅未放到位，请重新推入炸锅。

八、保修说明

整机保修1年，加热管和电机保修2年，自购买之日起计算。人为损坏、自行拆修或用于商业用途的，不在保修范围内。
售后服务热线：400-806-2219（每天9:00至21:00）
"""

MEETING_ZH = """# “随行记账”App 2026年第3次产品例会纪要

- **时间**：2026年3月18日（周三）14:00—15:30
- **地点**：3楼青松会议室（线上同步：腾讯会议）
- **主持**：赵明（产品总监）
- **记录**：孙悦
- **参会**：赵明、孙悦、李浩然（研发）、陈静（设计）、周婷（法务）、吴涛（运营）、马骁（测试）
- **请假**：刘一鸣（市场），由吴涛代为传达

## 一、4.0版本发布计划

李浩然汇报：4.0版本（新增“家庭账本”多人共享和票据拍照识别）目前功能开发完成度约85%，剩余工作集中在同步冲突处理上。马骁提出，多人同时编辑同一笔账目时仍有数据覆盖的问题，需要在提测前解决。

**决定：**

1. 4.0版本正式发布日期定为4月22日（周三），4月8日提测，4月15日起对10%的用户灰度一周。
2. 若4月15日前同步冲突问题仍未解决，“家庭账本”功能推迟到4.1版本，其余功能按期发布。

## 二、会员定价调整

吴涛汇报：目前年卡价格98元，月卡12元，年卡续费率偏低。对比竞品后，建议下调年卡价格并增加首月优惠。

**决定：**

1. 会员年卡价格由98元下调至88元，自4.0版本上线之日起执行；已购年卡的用户不退差价，续费时按新价格。
2. 月卡维持12元不变。
3. 新用户首月优惠暂不推出，5月例会上根据4.0的数据再议。

## 三、安卓最低系统版本

李浩然提出，Android 8及以下系统的用户占比已降到1.2%，但兼容工作占用了较多测试时间。

**决定：** 自4.0版本起，安卓端最低支持Android 9；iOS端维持最低iOS 15不变。老版本App可继续使用，但不再更新。

## 四、待办事项

| 序号 | 事项 | 负责人 | 截止日期 |
|------|------|--------|----------|
| 1 | 解决多人同时编辑的同步冲突问题 | 李浩然 | 4月8日 |
| 2 | 完成家庭账本和会员页的界面走查 | 陈静 | 3月27日 |
| 3 | 更新隐私政策及用户协议（新增票据识别相关条款） | 周婷 | 4月10日 |
| 4 | 准备应用商店的更新说明和宣传图 | 吴涛 | 4月17日 |
| 5 | 制定灰度期间的监控指标和回滚方案 | 马骁 | 4月13日 |

下次例会时间：2026年4月15日14:00，地点不变。
"""

YUNSHAN_HELP_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>会员权益说明 - 云杉网盘帮助中心</title>
<style>table{border-collapse:collapse} td,th{border:1px solid #ccc;padding:4px 8px}</style>
</head>
<body>
<div class="breadcrumb">帮助中心 &gt; 会员服务 &gt; 会员权益说明</div>
<h1>会员权益说明</h1>
<p>云杉网盘提供免费版、标准会员和超级会员三种服务。下表列出各版本的主要权益，开通或升级会员后立即生效。</p>

<h2>各版本权益对比</h2>
<table>
<tr><th>版本</th><th>价格</th><th>存储空间</th><th>单个文件上传上限</th><th>回收站保留时间</th><th>历史版本</th></tr>
<tr><td>免费版</td><td>免费</td><td>10 GB</td><td>2 GB</td><td>7天</td><td>不支持</td></tr>
<tr><td>标准会员</td><td>15元/月</td><td>1 TB</td><td>20 GB</td><td>30天</td><td>保留最近10个版本</td></tr>
<tr><td>超级会员</td><td>30元/月</td><td>5 TB</td><td>50 GB</td><td>90天</td><td>保留最近100个版本</td></tr>
</table>
<p>按年开通可享受八五折优惠。回收站中的文件超过保留时间后将被自动彻底删除，无法恢复。</p>

<h2>分享与传输</h2>
<ul>
<li>所有用户都可以创建分享链接，有效期可选1天、7天或永久，也可以为链接设置4位提取码。</li>
<li>免费版用户每天最多创建50个分享链接；会员不限。</li>
<li>离线下载（输入链接后由云端下载）仅超级会员可用，每月200个任务。</li>
<li>会员的下载速度不限速；免费版在高峰时段（每天19:00至23:00）可能降速。</li>
</ul>

<h2>会员到期后会怎样</h2>
<p>会员到期后自动恢复为免费版。如果已用空间超过10 GB，已有文件不会被删除，可以正常查看和下载，
但不能再上传新文件，直到已用空间降到10 GB以下或重新开通会员。</p>

<h2>自动续费与退款</h2>
<ul>
<li>开通自动续费后，系统会在到期前1天自动扣款，扣款前3天会发短信提醒。</li>
<li>可随时在“我的 &gt; 会员中心 &gt; 自动续费管理”中关闭自动续费，关闭后本期权益不受影响。</li>
<li>自动续费扣款后48小时内，如未使用新周期的会员权益，可联系客服申请全额退款；手动开通的会员不支持退款。</li>
</ul>

<h2>账号注销</h2>
<p>在“设置 &gt; 账号与安全 &gt; 注销账号”中提交申请后，进入15天的冷静期，冷静期内重新登录即可撤销注销。
冷静期结束后，账号及其中的全部文件将被永久删除。</p>

<p class="footer">客服邮箱：help@yunshanpan.example　更新时间：2026年2月</p>
</body>
</html>
"""


def _manual() -> bytes:
    return of.steady(of.odf(_ODT, "<office:text>" + "".join(CORRADO_MANUAL) + "</office:text>"))


FRESH5_DOCS: dict[str, str | bytes] = {
    "skerry/README.md": SKERRY_README,
    "wrenlog/CHANGELOG.md": WRENLOG_CHANGELOG,
    "wiki/oncall/incident-response.md": ONCALL_WIKI,
    "larkspur/help/booking-rooms.html": LARKSPUR_BOOKING,
    "lab/consumables-2026.csv": LAB_CONSUMABLES,
    "inbox/offsite-plan-correction.eml": OFFSITE_EML,
    "decks/support-onboarding-week1.pptx": of.steady(of.pptx(SUPPORT_DECK)),
    "manuals/corrado-cm20-descaling.odt": _manual(),
    "员工手册-禾木科技.docx": of.w_document(HEMU_HANDBOOK, [HEMU_LEAVE_TABLE], HEMU_STYLES),
    "惠厨AF5空气炸锅使用说明书.txt": AIR_FRYER_ZH,
    "随行记账-2026年第3次产品例会纪要.md": MEETING_ZH,
    "云杉网盘帮助中心-会员权益.html": YUNSHAN_HELP_ZH,
}
