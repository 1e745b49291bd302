"""The documents of the answer evaluation's `fresh6` set (questions in tests/docs/answer_fresh6.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Products,
companies, clubs, schools and people are made up.

- An engineering-handbook policy page in Markdown: what may be contributed to open source without asking, what
  needs a manager or a review board, a licence table, the time allowed (`handbook/open-source-contributions.md`).
- Release notes of a database-migration CLI, newest first, with look-alike entries in neighbouring releases (a dry
  run for `apply` in one, for `rollback` in the next; a lock timeout introduced, then raised)
  (`tidemark/RELEASE_NOTES.md`).
- A rowing club committee's decision record (.docx, built in code): three quotes and the one chosen, a table of
  last year's and next year's subscriptions, a junior sculling rule by age, an action table
  (`eastgate-rc/committee-decisions-2026-02.docx`).
- A print shop's price list (.xlsx, built in code), four sheets; neighbouring cells differ by finish or quantity
  (`ferncastle/price-list-2026.xlsx`).
- A troubleshooting FAQ of a smart thermostat in HTML: a table of status lights, restart against factory reset,
  warranty without a repair price (`kitewing/support/k2-troubleshooting.html`).
- A man page as plain text (80 columns) of an image-resizing CLI: options, environment, files, exit status
  (`spindle/spindle.1.txt`).
- An e-mail thread (.eml) in Outlook's quoting style whose newest message corrects a price in the quote at the
  bottom (`inbox/re-fathom-renewal-quote.eml`).
- A warehouse safety induction deck (.pptx, built in code) with tables and a fact only in the speaker notes
  (`decks/pellmore-warehouse-induction.pptx`).
- A Chinese residential compound's renovation rules (规章制度, .docx built in code) in numbered articles, with a
  supplementary notice that changes two of them (`枫林苑小区装修管理规定.docx`).
- A Chinese dehumidifier manual (产品说明书): parameters, modes, drainage, cleaning, error codes
  (`明川D12除湿机使用说明书.txt`).
- Chinese meeting minutes (会议纪要) of a primary school's sports day, written as a few long lines, one per section,
  with many dates close to one another (`临江三小2026春季运动会筹备会议纪要.txt`).
- A Chinese gym's member FAQ in HTML: opening hours, a card table, pausing and transferring cards, class bookings
  (`悦动健身会员常见问题.html`).
"""

from __future__ import annotations

from . import office_files as of

OSS_POLICY = """# Open-source contributions

*Tamsin Robotics engineering handbook · Owner: Open Source Programme Office (OSPO) · Last reviewed 3 February 2026*

Tamsin builds its robots on a great deal of open-source software, and we want engineers to give back. This page says
what you can do on your own, what needs a sign-off, and what we never publish. It applies to employees, and to
contractors working on Tamsin time or with Tamsin equipment. If something is not covered here, ask in #ospo before
you act.

## In short

- Small fixes to projects under an approved licence: go ahead, no approval needed.
- Bigger contributions, and anything under the GPL: your engineering manager approves.
- New projects published under Tamsin's name: the Open Source Review Board approves.
- Code from the motion-control or safety firmware: never published, whatever its size.

## Contributing to existing projects

### What you can do without asking

You may, without approval:

- report bugs, answer questions and review pull requests in any public project;
- submit changes of up to 100 changed lines (additions plus deletions, as `git diff --stat` counts them) to a
  project under a licence marked "yes" in the *Contribute* column below;
- fix typos and documentation in any project, whatever the size of the change.

The change must not contain Tamsin code or anything written for a customer, and it must not mention unreleased
Tamsin products or customers by name.

### What needs your manager's approval

- Changes of more than 100 changed lines, or a new feature of any size.
- Any contribution to a project under GPL-2.0 or GPL-3.0.
- Becoming a maintainer, or a member of a project's steering committee.

Ask in the OSPO request form (Jira project OSPO, request type "Contribution"). Your manager answers in the ticket;
most requests are approved within 3 working days. An approval covers one project for 12 months, so you do not need a
new one for every pull request.

### Accounts and identity

Contribute with a GitHub account that has your `@tamsin-robotics.example` address as a verified email, and commit
with that address. You may use your personal account if you add the work address to it. Do not use the shared
`tamsin-bot` account for contributions; it is for CI only.

### Contributor licence agreements

Some projects ask contributors to sign a contributor licence agreement (CLA) before they accept a change.

- Never sign an individual CLA for work done at Tamsin: it would grant rights that belong to the company.
- Corporate CLAs are signed by Legal. Email oss-legal@tamsin-robotics.example with the project's name and a link to
  the agreement; Legal answers within 10 working days.
- A Developer Certificate of Origin (the `Signed-off-by` line) is fine: you may sign off your own commits.

## Approved licences

| Licence | Contribute | Use in our products |
|---------|------------|---------------------|
| MIT, BSD-2-Clause, BSD-3-Clause, ISC | yes | yes |
| Apache-2.0 | yes | yes |
| MPL-2.0 | yes | yes, unmodified files only |
| LGPL-2.1, LGPL-3.0 | yes | dynamic linking only, after OSRB review |
| GPL-2.0, GPL-3.0 | with manager approval | no |
| AGPL-3.0 | no | no |
| SSPL, BUSL and other source-available licences | no | no |

A licence that is not in the table counts as "no" until the OSPO has looked at it. Ask in #ospo; a new licence
usually takes a week to review.

## Publishing a new project

A new repository in the `tamsin-oss` GitHub organisation, or any code published as Tamsin's, needs the approval of
the Open Source Review Board (OSRB). The board meets every second Thursday; put your request in the OSPO form at
least 5 working days before the meeting.

1. Fill in the request form (request type "New project"): what the code does, who will maintain it, and whether it
   was ever part of a product.
2. Run `tamsin-scan` on the repository. It must report no secrets and no third-party code under a licence that is
   not approved.
3. Present the project at the OSRB meeting (10 minutes, including questions).
4. After approval, the OSPO creates the repository and gives you admin rights on it.

New projects use the Apache-2.0 licence unless the board agrees on another one. Documentation and examples may be
published under CC BY 4.0. Every repository needs a README, a CONTRIBUTING.md, a SECURITY.md that points at
security@tamsin-robotics.example, and at least two maintainers who work at Tamsin.

Personal projects that you write in your own time, on your own equipment, and that have nothing to do with Tamsin's
business are yours; you do not need to tell us about them. If you are not sure whether a project counts as personal,
ask the OSPO before you publish it.

## Time for open source

Engineers may spend up to 10% of their working time on approved open-source work (about half a day a week), agreed
with their manager. Maintainers of a project on Tamsin's critical dependency list may spend up to 20%. Time spent
fixing a bug that blocks a Tamsin product counts as ordinary project work, not against this allowance.

## Security vulnerabilities

If you find a vulnerability in an open-source project, do not open a public issue. Report it privately through the
project's security policy, and tell security@tamsin-robotics.example within 2 working days. Tamsin follows a 90-day
disclosure deadline unless the maintainers ask for more time.

## What we never publish

- Source code, models or parameters from the motion-control and safety firmware (the `mc-*` and `safety-*`
  repositories), in whole or in part.
- Data from customer sites, including logs, maps and camera images.
- Anything with an export-control classification. Ask Legal if you are unsure.

## Questions

Ask in #ospo on Slack or write to ospo@tamsin-robotics.example. OSPO office hours: Tuesdays 14:00-15:00, Berlin
time.
"""

TIDEMARK_NOTES = """# tidemark release notes

tidemark is a command-line tool for versioned database schema migrations on PostgreSQL, MySQL, MariaDB and
SQLite. Releases are listed newest first. Read the upgrade notes before you upgrade across a major version.

## 4.0.0 (2026-03-09)

### Upgrade notes

- The configuration file is now `tidemark.toml`. A `.tidemark.yml` is still read, with a warning, until 4.2; run
  `tidemark config migrate` to convert it.
- The default migrations folder is now `db/migrations` instead of `migrations`. Set
  `paths.migrations = "migrations"` to keep the old location.
- MySQL 5.7 is no longer supported. MySQL 8.0 or MariaDB 10.6 is the minimum.

### Removed

- `tidemark redo`, deprecated since 3.2. Use `tidemark rollback --steps 1` followed by `tidemark apply`.
- The `--no-transaction` flag of `apply`. Mark a single migration with a `-- tidemark:no-transaction` comment
  instead.

### New

- `tidemark lint` checks pending migrations for operations that lock large tables (adding a column with a
  volatile default, creating an index without CONCURRENTLY on PostgreSQL) and exits with status 3 when it finds
  one.
- `tidemark apply --target <version>` stops after the given version.

### Fixed

- Checksums of migrations with Windows line endings are computed after converting them to LF, so a checkout on
  Windows no longer reports every migration as changed.

## 3.3.2 (2026-01-20)

### Fixed

- `apply` released its advisory lock only when the connection was closed, so a failed migration on PostgreSQL 16
  left the lock held until the session timed out. The lock is now released as soon as the migration fails.
- `status --json` printed `applied_at` in local time without an offset; it now prints UTC with a `Z` suffix.

## 3.3.1 (2025-12-02)

### Fixed

- `tidemark new` gave two migrations created in the same second the same name.
- The `--env-file` option ignored lines with `export` in front of the variable.

## 3.3.0 (2025-11-04)

### New

- `tidemark rollback --dry-run` prints the SQL that rollback would run, without running it.
- MariaDB 11 is supported.

### Changed

- The default of `lock.timeout` has been raised from 30s to 120s, because index builds on large tables often
  kept other runs waiting for longer than 30 seconds.
- `tidemark status` marks migrations that are applied but missing from the folder with `!`.

## 3.2.0 (2025-08-18)

### New

- `tidemark apply --dry-run` prints the SQL of every pending migration without running it (and without taking
  the lock).
- `tidemark history` lists the applied migrations with who applied them and when.

### Deprecated

- `tidemark redo`. It will be removed in 4.0.

## 3.1.1 (2025-06-30)

### Fixed

- A migration whose name contains a dot is no longer skipped.
- `--env-file` is now read before the configuration file, as documented.

## 3.1.0 (2025-06-02)

### New

- `tidemark status --json` for scripts and CI.
- `tidemark new --sql-only` creates a migration without a down part.
- The database URL can be read from a file with `database.url_file`, for secrets mounted by Kubernetes or Docker.

### Changed

- `apply` runs each migration in its own transaction by default; `--single-transaction` runs them all in one.

## 3.0.0 (2025-04-14)

### Upgrade notes

- Applied migrations are now recorded in the `tidemark_history` table instead of `schema_migrations`. The first
  run of 3.0 copies the old table; keep it until you are sure you will not go back to 2.x.

### New

- SQLite support.
- A lock, so that two runs of `apply` against the same database cannot overlap. The `lock.timeout` setting
  (default 30s) is how long a run waits for the lock before it gives up.

### Removed

- PostgreSQL 11 support.
"""

ROWING_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1") + of.w_style("Heading2", "heading 2")
ROWING_RECORD = [
    ("Eastgate Rowing Club: committee meeting of 10 February 2026, decision record", "Title"),
    (
        "Present: Helen Marsh (Chair), Tom Okafor (Captain), Priti Shah (Treasurer), Gareth Lowe (Boatman), Ines "
        "Carvalho (Junior Coordinator), Sam Ridley (Secretary). Apologies: Dev Patel (Welfare Officer).",
        None,
    ),
    (
        "This record lists the decisions taken. The discussion is in the full minutes, which members can ask the "
        "Secretary for. Decisions take effect at once unless a date is given.",
        None,
    ),
    ("D1. A new quad for the senior squad", "Heading1"),
    (
        "The committee compared three quotes for a new quad scull: Hallam Boats, £14,800 including riggers and "
        "delivery; Marlin Racing Shells, £16,250 plus £450 delivery; and a two-year-old ex-demonstrator boat from "
        "Corran Sports, £11,900 with no warranty.",
        None,
    ),
    (
        "Decision: buy the new quad from Hallam Boats for £14,800. £9,000 comes from the boat fund and £5,800 "
        "from the Riverside Trust grant awarded in January. Delivery is expected in the week of 13 April. "
        "Owner: Gareth Lowe.",
        None,
    ),
    ("D2. Subscriptions for 2026-27", "Heading1"),
    None,  # the subscriptions table
    (
        "Subscriptions are due by 31 March 2026. Seniors may instead pay by monthly direct debit: £37 a month "
        "for 12 months. Members who have not paid by 30 April may not book boats until they have.",
        None,
    ),
    ("D3. Junior sculling", "Heading1"),
    (
        "Juniors under 16 may only scull in a crew boat, or in a single under direct supervision from a "
        "coaching launch.",
        None,
    ),
    (
        "Juniors aged 16 and 17 who have passed the capsize drill may take a single scull out alone, on Saturday "
        "and Sunday mornings only, and only when a coach is on the bank.",
        None,
    ),
    (
        "The capsize drill runs twice a year at Eastgate Leisure Pool; the next one is on 8 March. "
        "Owner: Ines Carvalho.",
        None,
    ),
    ("D4. River levels", "Heading1"),
    (
        "Outings are cancelled when the Eastgate Bridge gauge reads above 1.8 m (red board). Between 1.5 m and "
        "1.8 m (amber board) only senior crews may go out, and only with a launch following. Below 1.5 m the "
        "normal rules apply. The Captain posts the board colour in the club app by 06:30 every day.",
        None,
    ),
    ("D5. Erg room", "Heading1"),
    (
        "Ergs are booked in the club app, 60 minutes at a time, with at most two bookings a day per member. "
        "Juniors may use the erg room only during junior sessions.",
        None,
    ),
    ("D6. Eastgate Spring Head 2026", "Heading1"),
    (
        "The club will host the Eastgate Spring Head on Saturday 18 April 2026. Entry fee: £18 per seat, coxes "
        "free. Every senior member is asked to give at least 3 hours on the day as a marshal, in the kitchen or "
        "at the boat park. Owner: Tom Okafor.",
        None,
    ),
    ("D7. Boathouse access", "Heading1"),
    (
        "The keypad code changes on the first day of each quarter and is sent only to members whose "
        "subscription is paid.",
        None,
    ),
    ("Actions", "Heading1"),
    None,  # the action table
    ("Next committee meeting: Tuesday 10 March 2026, 19:30, in the clubroom.", None),
]
ROWING_FEES = [
    ["Category", "2025-26", "2026-27"],
    ["Senior (full)", "£395", "£420"],
    ["Student (full-time)", "£200", "£210"],
    ["Junior (under 18)", "£140", "£150"],
    ["Social", "£55", "£60"],
]
ROWING_ACTIONS = [
    ["Action", "Owner", "Due"],
    ["Place the order with Hallam Boats and pay the 30% deposit", "Gareth Lowe", "20 February"],
    ["Update the subscription rates on the website and the direct debit form", "Priti Shah", "1 March"],
    ["Book the pool for the capsize drill and tell junior parents", "Ines Carvalho", "22 February"],
    ["Open entries for the Spring Head and ask for volunteers", "Tom Okafor", "1 March"],
]

PRICE_LIST = {
    "Business cards": [
        ["Code", "Card", "Finish", "Print", "250", "500", "1000", "2500"],
        ["BC-350M", "Standard 350gsm", "Matte", "Double-sided", 24, 32.5, 45, 89],
        ["BC-350G", "Standard 350gsm", "Gloss", "Double-sided", 24, 33.9, 47.5, 92],
        ["BC-450S", "Premium 450gsm", "Soft-touch", "Double-sided", 39, 54, 78, 151],
        ["BC-400R", "Recycled 400gsm", "Uncoated", "Double-sided", 29, 38.5, 56, 109],
        ["BC-600L", "Letterpress 600gsm", "Cotton", "Single-sided", 120, 185, 310, None],
        [],
        ["Prices in GBP per order, excluding VAT. Rounded corners: add 6.00 per order."],
        ["Single-sided Standard cards: 10% less than the price shown."],
    ],
    "Flyers": [
        ["Code", "Size", "Paper", "100", "500", "1000", "5000"],
        ["FL-A6", "A6", "Silk 130gsm", 18, 29, 39, 119],
        ["FL-A5", "A5", "Silk 130gsm", 24, 41, 58, 189],
        ["FL-A4", "A4", "Silk 130gsm", 39, 72, 109, 365],
        ["FL-A5H", "A5", "Silk 250gsm", 32, 59, 85, 279],
        [],
        ["Prices in GBP per order, excluding VAT, printed on both sides."],
    ],
    "Posters": [
        ["Code", "Size", "Paper", "1 copy", "10 copies", "25 copies"],
        ["PO-A3", "A3", "Satin 200gsm", 6.5, 38, 80],
        ["PO-A2", "A2", "Satin 200gsm", 14, 85, 175],
        ["PO-A1", "A1", "Satin 200gsm", 22, 140, 290],
        ["PO-A0", "A0", "Satin 200gsm", 35, 230, 480],
        [],
        ["Prices in GBP, excluding VAT. Foamboard mounting on request."],
    ],
    "Turnaround and delivery": [
        ["Service", "When", "Cost"],
        ["Standard", "3 working days after artwork approval", "included"],
        ["Express", "next working day", "surcharge of 40% on the print price"],
        ["Same day (order by 10:00)", "same day from 16:00", "surcharge of 90%; business cards and flyers only"],
        ["Delivery", "UK mainland, 1-2 working days after printing", "6.95, free for orders over 75 excl. VAT"],
        ["Collection", "Ferncastle Print, 12 Mill Lane, Mon-Fri 9:00-17:30", "free"],
    ],
}

KITEWING_FAQ = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>K2 troubleshooting and FAQ - Kitewing Support</title>
<link rel="stylesheet" href="/assets/support.css">
</head>
<body>
<nav class="crumbs"><a href="/">Kitewing Support</a> &rsaquo; <a href="/thermostats">Thermostats</a> &rsaquo; K2</nav>
<main>
<h1>Kitewing K2 smart thermostat: troubleshooting and FAQ</h1>
<p>This page applies to the K2 and the K2 Plus with firmware 5.x. You can see your firmware version in the
Kitewing app under Devices &gt; K2 &gt; About. For the older K1, see <a href="/k1">its own page</a>.</p>

<h2 id="lights">What the status light means</h2>
<table>
<tr><th>Light</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>Solid green</td><td>Heating is on</td><td>Nothing</td></tr>
<tr><td>Slow green pulse</td><td>Target temperature reached, heating idle</td><td>Nothing</td></tr>
<tr><td>Blinking amber</td><td>The K2 has lost its Wi-Fi connection; your schedule keeps running</td>
<td>See <a href="#offline">The K2 keeps going offline</a></td></tr>
<tr><td>Solid amber</td><td>No connection to the boiler receiver</td>
<td>See <a href="#noheat">Heating doesn't come on</a></td></tr>
<tr><td>Blinking red</td><td>Batteries below 10%</td><td>Replace both AAA batteries</td></tr>
<tr><td>Pulsing white</td><td>Firmware update in progress</td><td>Don't remove the batteries; it takes up to 8 minutes</td></tr>
</table>

<h2 id="offline">The K2 keeps going offline</h2>
<p>The K2 connects only to 2.4 GHz Wi-Fi networks (802.11 b/g/n); it cannot join a 5 GHz network. If your router
uses one network name for both bands and the K2 cannot find it, turn on a separate 2.4 GHz network in the router's
settings for the setup, or ask your internet provider how to do it.</p>
<p>Place the K2 within about 10 m of the router or a mesh point, with no more than two walls in between. WPA3-only
networks are supported from firmware 5.2; on older firmware, set the router to WPA2/WPA3 mixed mode.</p>
<p>While the K2 is offline it keeps heating to your schedule, but you cannot change it from the app and away mode
does not switch on by itself.</p>

<h2 id="noheat">Heating doesn't come on</h2>
<ol>
<li>Check the receiver next to the boiler. Its light should be steady green. If it is off, check the boiler's
fused spur and the receiver's power cable.</li>
<li>Press the receiver's button once. The boiler should start within 30 seconds; press again to stop it. If the
boiler does not start, the fault is in the wiring or the boiler, not the thermostat.</li>
<li>If the K2 shows solid amber, pair it again: hold the receiver's button for 5 seconds until its light blinks
blue, then on the K2 open Settings &gt; Receiver &gt; Pair.</li>
</ol>
<p>The K2 and its receiver talk on 868 MHz, with a range of about 30 m indoors. Metal cabinets and underfloor
heating manifolds between them shorten the range.</p>

<h2 id="temp">The temperature shown is wrong</h2>
<p>The K2 measures to within 0.5 &deg;C. A K2 on an outside wall, in direct sun or above a radiator reads too low
or too high. Move it if you can, or correct the reading with an offset of up to 3 &deg;C either way under
Settings &gt; Sensor &gt; Offset.</p>

<h2 id="reset">Restart or factory reset</h2>
<p>To restart the K2 without losing any settings, press and hold the dial for 5 seconds until the screen goes
dark, then let go.</p>
<p>To factory reset the K2, press and hold the dial for 15 seconds, until the ring turns red, then turn the dial
to the right to confirm. A factory reset deletes your schedules, your Wi-Fi details and the pairing with the
receiver; you then set the K2 up in the Kitewing app as if it were new. Remove the K2 from your home in the app
first, or the app will show it twice.</p>

<h2 id="batteries">Batteries</h2>
<p>The K2 takes two AAA alkaline batteries, which last about a year. We don't recommend rechargeable batteries:
their lower voltage makes the battery gauge read low. The K2 Plus is mains-powered and has no batteries.</p>

<h2 id="away">Away mode and frost protection</h2>
<p>In away mode the K2 keeps your home at 16 &deg;C by default; you can choose anything from 10 to 20 &deg;C.
Frost protection is always on, even when the heating is switched off: the K2 turns the heating on when the room
falls below 7 &deg;C.</p>

<h2 id="smart">Voice assistants</h2>
<p>The K2 works with Amazon Alexa and Google Home through the Kitewing skill and action. Link your Kitewing
account in the Alexa or Google Home app; the K2 then appears as a thermostat called "Heating".</p>

<h2 id="warranty">Warranty</h2>
<p>The K2 has a 2-year warranty from the date of purchase, extended to 3 years if you register it in the Kitewing
app within 30 days. During the warranty we replace a faulty thermostat or receiver free of charge, postage
included. After the warranty has ended, contact support with your order number and we will tell you what your
options are.</p>

<h2>Still need help?</h2>
<p>Chat with us in the Kitewing app every day from 8:00 to 20:00, or call 0330 555 0192, Monday to Friday,
9:00 to 17:00.</p>
</main>
<footer>&copy; 2026 Kitewing Ltd. Last updated 2 February 2026.</footer>
</body>
</html>
"""

SPINDLE_MAN = """SPINDLE(1)                       User Commands                      SPINDLE(1)

NAME
       spindle - resize and convert images in bulk

SYNOPSIS
       spindle [OPTION]... SOURCE...
       spindle --watch [OPTION]... DIR

DESCRIPTION
       spindle reads JPEG, PNG, WebP, TIFF, HEIC and AVIF images from each
       SOURCE (a file or a directory) and writes resized or converted copies
       to the output directory. The originals are never modified. Images are
       processed in parallel, so the output is not written in the order of
       the input.

       By default spindle only makes images smaller: an image that already
       fits within --max-width and --max-height is copied unchanged, with its
       format and metadata, unless --format, --quality or --strip asks for a
       change.

OPTIONS
   Output
       -o, --output DIR
              Write the results to DIR, which is created if it is missing.
              Default: ./out.

       -f, --format FORMAT
              Convert to FORMAT: jpeg, png, webp or avif. Default: keep each
              image's own format. HEIC input is always converted, to jpeg
              unless FORMAT says otherwise, as spindle cannot write HEIC.

       -q, --quality N
              Quality for lossy formats, from 1 to 100. Default: 82 for jpeg,
              80 for webp, 60 for avif. Ignored for png.

       --suffix TEXT
              Add TEXT to each output file name before the extension, for
              example --suffix=-small. Default: none.

       --skip-existing
              Do not overwrite output files that already exist and are newer
              than their source.

   Size
       -w, --max-width PX
              Scale images down so that they are at most PX pixels wide,
              keeping the aspect ratio.

       -H, --max-height PX
              Scale images down so that they are at most PX pixels high.

       --upscale
              Also enlarge images that are smaller than --max-width and
              --max-height. Off by default.

       --resample FILTER
              lanczos (the default), bicubic, bilinear or nearest.

   Metadata
       --strip
              Remove EXIF, XMP and IPTC metadata (camera model, GPS position,
              date taken, comments) from the output. The orientation is
              applied to the pixels first, so images stay the right way up.

       --keep-icc
              With --strip, keep the embedded colour profile. Without it,
              stripped images are converted to sRGB.

       --keep-dates
              Give each output file the modification time of its source.

   Processing
       -r, --recursive
              Descend into the subdirectories of each SOURCE directory and
              recreate the same structure under the output directory.

       -j, --jobs N
              Process N images at a time. Default: the number of CPU cores,
              at most 16. SPINDLE_JOBS sets another default.

       -n, --dry-run
              Print what would be done and exit without writing anything.

       --watch
              Keep running, and process every new or changed image in DIR
              once it has not changed for 2 seconds.

       -v, --verbose
              Print one line per image. Give it twice to add timings.

       -h, --help
              Print a summary of the options and exit.

       -V, --version
              Print the version and exit.

ENVIRONMENT
       SPINDLE_JOBS
              Default for --jobs.

       SPINDLE_CONFIG
              Path of the configuration file, instead of the per-user one.

       NO_COLOR
              If set, the progress bar and messages are not coloured.

FILES
       ~/.config/spindle/config.toml
              Per-user defaults. Every long option can be set there, without
              the leading dashes: quality = 75, strip = true.

       /etc/spindle/config.toml
              System-wide defaults, read before the per-user file.

EXIT STATUS
       0      All images were processed.

       1      Some images could not be read or written; the others were
              processed.

       2      Invalid options or arguments.

       3      The output directory could not be created or is not writable.

       130    Interrupted (Ctrl-C). Images already written are kept.

EXAMPLES
       Make web-sized copies of a folder of holiday photos, without their
       location data:

              spindle -r -w 1600 --strip -o web/ ~/Pictures/2026-lisbon

       Convert PNG screenshots to WebP at quality 90:

              spindle -f webp -q 90 -o shots/ *.png

       See what a run would do before doing it:

              spindle -n -w 800 photos/

NOTES
       AVIF encoding is slow: expect it to take 5 to 10 times as long as jpeg
       for the same image. Lower --jobs if the machine runs out of memory on
       very large TIFF files; each job holds one decoded image in memory.

BUGS
       Animated GIF and WebP images are written as their first frame only.
       Report bugs at https://codeberg.example/spindle/spindle/issues.

SEE ALSO
       convert(1), cwebp(1), exiftool(1)

spindle 2.7.1                     March 2026                       SPINDLE(1)
"""

FATHOM_EML = """Message-ID: <AM9PR03MB7412.2026040211051@fathom-analytics.example>
Date: Thu, 2 Apr 2026 11:05:19 +0100
From: Dana Whitlock <dana.whitlock@fathom-analytics.example>
To: Marcus Oyelaran <m.oyelaran@quaysidemedia.example>
Cc: procurement@quaysidemedia.example
Subject: RE: Fathom renewal quote for Quayside Media
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Marcus,

One correction to my quote below, and apologies for the confusion: with annual
prepayment the price is €31 per seat per month, not €33. €33 was last year's
list price and slipped into the template. Monthly billing stays at €36 per
seat per month.

So for 45 seats on annual prepayment: 45 x €31 x 12 = €16,740 a year, plus the
SSO add-on.

To your questions: yes, you still need the SSO add-on, as it is what gives you
SAML sign-in and SCIM provisioning with Okta (for 45 seats, €2,160 a year). And
Standard support stays included, so there is nothing to change there.

Everything else in the quote stands. I've attached the corrected order form. It
needs to be signed by 24 April so that there is no gap when your current term
ends on 30 April.

Best regards,
Dana

Dana Whitlock | Account Manager, Fathom Analytics
+44 20 7946 0321

From: Marcus Oyelaran <m.oyelaran@quaysidemedia.example>
Sent: Wednesday, 1 April 2026 16:40
To: Dana Whitlock <dana.whitlock@fathom-analytics.example>
Cc: procurement@quaysidemedia.example
Subject: RE: Fathom renewal quote for Quayside Media

Hi Dana,

Thanks for this. We'll go up to 45 seats, as the new data team starts in May.

Two questions: do we still need the SSO add-on now that we've moved to Okta?
And can we stay on the Standard support plan?

Thanks,
Marcus

Marcus Oyelaran | IT Operations Lead, Quayside Media

From: Dana Whitlock <dana.whitlock@fathom-analytics.example>
Sent: Tuesday, 31 March 2026 10:12
To: Marcus Oyelaran <m.oyelaran@quaysidemedia.example>
Subject: Fathom renewal quote for Quayside Media

Hi Marcus,

As promised, here is the quote for renewing your Fathom Analytics subscription
from 1 May 2026:

- Plan: Business, 40 seats (your current number)
- Annual prepayment: €33 per seat per month
- Monthly billing: €36 per seat per month
- SSO add-on (SAML and SCIM, needed for Okta): €4 per seat per month
- Support: Standard (business hours, next-business-day response) is included;
  Priority (24/7, one-hour response for outages) is €2,400 a year
- Data retention: 25 months of event history on Business; 37 months with the
  Extended retention add-on (€1,200 a year)
- Seats can be added at any time, pro rata; seats can only be removed at
  renewal.

Prices exclude VAT. The quote is valid until 30 April 2026.

Let me know if you want to change the number of seats or go over the options
on a call.

Best regards,
Dana

Dana Whitlock | Account Manager, Fathom Analytics
"""

PELLMORE_DECK = [
    {
        "title": "Welcome to Pellmore Logistics, Daventry DC",
        "body": [
            "Site safety induction for new starters and agency staff",
            "90 minutes in the training room, then a walk round the site",
            "You must complete it before you go onto the warehouse floor",
        ],
        "notes": [
            "Check that everyone has a badge. Agency staff sign the attendance sheet as well as the app, because "
            "the agency needs it for their records."
        ],
    },
    {
        "title": "The site at a glance",
        "body": [
            "Goods in: doors 1 to 12, north side",
            "Goods out: doors 20 to 38, south side",
            "Racking zone: aisles A to R, up to 11 m high",
            "Green walkways are for people; yellow aisles are for vehicles",
        ],
    },
    {
        "title": "Personal protective equipment",
        "table": [
            ["PPE", "Where you need it"],
            ["Hi-vis vest", "Everywhere outside the offices and the canteen"],
            ["Safety boots (S3)", "Everywhere on the warehouse floor and in the yard"],
            ["Cut-resistant gloves", "Goods in, and whenever you cut banding or stretch wrap"],
            ["Hard hat", "Racking zone, while a reach truck is working above you"],
        ],
        "notes": [
            "Agency staff collect boots from the stores on their first morning; they must tell the agency their "
            "size in advance."
        ],
    },
    {
        "title": "Forklifts and other vehicles",
        "body": [
            "Only drivers with a valid Pellmore authorisation card may drive any powered truck",
            "Speed limits: yard 15 km/h, inside the warehouse 8 km/h, loading bays and crossings walking pace",
            "Never walk down a yellow aisle while a truck is working in it; make eye contact with the driver",
            "Authorisation cards are renewed every 3 years, after a refresher course",
        ],
    },
    {
        "title": "Manual handling",
        "body": [
            "Lift up to 25 kg on your own, using the technique shown in the video",
            "Over 25 kg, or anything longer than 2 m: ask for a team lift or use a pallet truck",
            "Never lift above shoulder height from a kick step",
        ],
    },
    {
        "title": "Fire and emergencies",
        "body": [
            "Continuous alarm bell: stop work, switch off trucks, leave by the nearest green exit",
            "Day shifts: assembly point B, in the staff car park",
            "Do not use the lifts, and do not go back for your belongings",
            "First aiders wear a green armband; the first aid room is next to the canteen",
        ],
        "notes": [
            "The staff car park is not lit at night, so during the night shift (22:00 to 06:00) the assembly point "
            "is C, by the gatehouse. Give your name to the night team leader there."
        ],
    },
    {
        "title": "Shifts and breaks",
        "table": [
            ["Shift", "Hours", "Breaks"],
            ["Early", "06:00-14:00", "30 minutes, paid"],
            ["Late", "14:00-22:00", "30 minutes, paid"],
            ["Night", "22:00-06:00", "Two breaks of 20 minutes, paid"],
            ["Weekend days", "07:00-19:00", "One break of 45 minutes, paid"],
        ],
        "notes": ["Clock in at the turnstile with your badge. Tell your team leader if you will be late."],
    },
    {
        "title": "Reporting",
        "body": [
            "Report every accident, near miss and piece of damaged racking in the SafeTrack app before the end of "
            "your shift",
            "Damaged racking: do not touch it; tell your team leader, who closes the bay",
            "Questions: your team leader, or the HSE office on extension 4410",
        ],
    },
]

FENGLIN_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
FENGLIN_RULES = [
    ("枫林苑小区装修管理规定（2024年修订）", "Title"),
    (
        "为规范本小区住宅装修行为，维护全体业主的合法权益和小区公共安全，根据《物业管理条例》和《住宅室内装饰装修"
        "管理办法》，结合本小区实际，制定本规定。本规定由枫林苑物业服务中心负责解释。",
        None,
    ),
    ("第一章 装修申请", "Heading1"),
    (
        "第一条 业主装修前，须至少提前7个工作日到物业服务中心办理装修申请手续，经审核同意并领取《装修许可证》后方可"
        "施工。",
        None,
    ),
    (
        "第二条 办理申请须提交以下材料：房屋所有权证或购房合同复印件、业主身份证复印件、装修施工方案及图纸；委托装修"
        "公司施工的，还须提交装修公司营业执照复印件和施工人员名单。",
        None,
    ),
    (
        "第三条 办理申请时，业主须缴纳装修保证金3000元；委托装修公司施工的，装修公司另缴纳施工保证金2000元。业主另按"
        "建筑面积每平方米5元缴纳装修垃圾清运费。",
        None,
    ),
    (
        "第四条 施工人员凭物业发放的《施工出入证》进出小区，每证押金20元，施工结束后交回出入证即退还押金。",
        None,
    ),
    ("第二章 施工时间", "Heading1"),
    ("第五条 工作日（周一至周五）施工时间为上午8:00至12:00、下午14:00至18:00，其余时间不得施工。", None),
    (
        "第六条 周六、周日及法定节假日禁止使用电钻、电锤、切割机等产生噪音的电动工具；上午9:00至12:00、下午14:00至"
        "17:00可进行刷漆、贴墙纸、安装灯具等不产生噪音的作业。",
        None,
    ),
    ("第七条 春节期间（除夕至正月初七）以及中考、高考期间，小区内禁止一切装修施工。", None),
    ("第三章 禁止行为", "Heading1"),
    (
        "第八条 装修中不得有下列行为：（一）拆除、改动承重墙、梁、柱和楼板；（二）拆除连接阳台的砖墙、混凝土墙；"
        "（三）破坏卫生间、厨房的防水层，或将没有防水要求的房间改为卫生间、厨房；（四）擅自改动燃气管道和设施；"
        "（五）在外墙开门窗洞或改变外立面，空调外机须安装在预留机位；（六）封闭公共走道或占用楼道堆放材料。",
        None,
    ),
    (
        "第九条 卫生间、厨房重新做防水的，须做闭水试验，蓄水48小时不渗漏，并经物业确认后方可继续施工。",
        None,
    ),
    (
        "第十条 装修垃圾须装袋，每日收工前运至小区北门东侧的装修垃圾临时堆放点，不得混入生活垃圾，严禁从窗口抛掷。",
        None,
    ),
    ("第四章 验收及保证金退还", "Heading1"),
    (
        "第十一条 装修完工后，业主须向物业服务中心申请竣工验收。验收合格且无违规行为的，物业在验收合格之日起30日内"
        "无息退还装修保证金和施工保证金。",
        None,
    ),
    (
        "第十二条 违反本规定的，物业有权责令停工整改；造成公共设施损坏的，从保证金中扣除修复费用，不足部分由业主承担。",
        None,
    ),
    ("第十三条 装修期限一般不超过90天；确需延长的，须提前向物业申请，延长期限不超过30天。", None),
    ("附：关于调整装修施工时间和装修期限的补充通知", "Heading1"),
    (
        "根据业主大会2026年第一次会议决议，为减少施工噪音对居民休息的影响，自2026年4月1日起对本规定作如下调整：",
        None,
    ),
    ("一、第五条工作日下午的施工时间由14:00至18:00调整为14:00至17:30，上午施工时间不变。", None),
    ("二、第十三条装修期限由一般不超过90天调整为一般不超过120天，延长期限仍不超过30天。", None),
    ("三、其他条款不变，继续执行。", None),
    ("枫林苑物业服务中心　2026年3月15日", None),
]

DEHUMIDIFIER_ZH = """明川 D12 除湿机
使用说明书

尊敬的用户：感谢您选用明川除湿机。为了正确、安全地使用本产品，请在使用前仔细阅读本说明书，并妥善保存。

一、安全注意事项

1. 请使用额定电压220V、带接地线的专用插座，不要使用多孔插线板。
2. 机器须直立放置在平整、坚固的地面上，四周至少留出20厘米空间，出风口前方50厘米内不要有遮挡物。
3. 搬运前请先倒空水箱，并保持机器直立；运输中倾斜超过45度的，放正后须静置2小时再开机，以免损坏压缩机。
4. 不要把衣物盖在机器上烘干；使用干衣模式时，衣物应悬挂在机器前方1米以外。
5. 清洁或维护前，请先关机并拔下电源插头。
6. 不要在有易燃气体的场所或浴室等会直接淋到水的地方使用。

二、产品参数

型号：D12
额定电压/频率：220V~/50Hz
额定功率：240W
额定除湿量：12升/天（测试条件：30℃，相对湿度80%）
水箱容量：2.2升
适用面积：15～25平方米
适用环境温度：5℃～35℃
制冷剂：R290
净重：11.5千克
外形尺寸：320×220×505毫米

三、控制面板与使用方法

1. 电源键：按一下开机，再按一下关机。开机后进入上次关机时的模式。
2. 模式键：依次切换“自动”“连续”“干衣”“睡眠”四种模式。
   自动：根据设定湿度自动启停，湿度设定范围40%～70%，每按一次湿度键调整5%。
   连续：不论室内湿度高低，持续除湿。
   干衣：风量最大，持续运行，6小时后自动关机。
   睡眠：风速降至最低，显示屏在30秒后熄灭。
3. 定时键：可设定1～24小时后自动开机或关机，每按一次增加1小时。
4. 童锁：同时按住“模式”键和“定时”键3秒，锁定或解锁控制面板。

四、排水

1. 水箱排水：水箱满（约2.2升）时，水满指示灯亮红色，压缩机自动停机并发出提示音。取出水箱倒掉积水后放回原位，机器自动恢复运行。
2. 连续排水：取下机身背面连续排水口的堵头，接上内径10毫米的排水软管，把软管另一端引到地漏，即可持续排水，无需倒水箱。
   排水软管全程须低于排水口，不可弯折或抬高，否则水会流回水箱。

五、清洁与保养

1. 滤网：每两周清洗一次；在灰尘较多的环境中使用时，建议每周清洗一次。
   取下滤网后用清水或40℃以下的温水冲洗，放在阴凉处晾干后装回，不可在阳光下暴晒，也不可用吹风机吹干。
2. 水箱：每次倒水后用清水冲洗；每月用中性清洁剂清洗一次，防止滋生细菌和产生异味。
3. 机身：用软布擦拭，不可使用汽油、酒精或去污粉。
4. 长期不用时：倒空水箱，在干衣模式下运行半天使机器内部干燥，清洗滤网后用塑料袋罩住机器存放。

六、故障代码

显示 | 含义 | 处理方法
E1 | 湿度传感器故障 | 关机断电10分钟后重新开机；仍然显示的，请联系售后
E2 | 温度传感器故障 | 同上
P1 | 水箱已满或未放到位 | 倒空水箱后放回原位，推到底
CL | 自动除霜中，并非故障 | 环境温度低于16℃时蒸发器可能结霜，机器会自动除霜，期间压缩机停止、风扇继续运行，约10分钟后恢复除湿
LO | 环境温度低于5℃，停止除湿 | 请在5℃以上的环境中使用

七、常见问题

问：刚开机时为什么没有水？
答：除湿机开机后需要3～5分钟才开始除湿；室内湿度低于设定湿度时，压缩机不工作。

问：出风口吹出的是热风，正常吗？
答：正常。除湿机工作时出风温度比室温高2～5℃，这是除湿过程中放出的热量，不是故障。

问：冬天除湿量变小了，是机器有问题吗？
答：除湿量随温度和湿度的降低而减少。额定除湿量是在30℃、相对湿度80%的条件下测得的，冬季除湿量低于额定值属正常现象。

八、保修说明

整机保修1年，压缩机保修3年，自购买之日起计算，请保留购买发票。人为损坏、自行拆修或未按说明书使用造成的故障不在保修范围内。

售后服务热线：400-886-1230（每天8:00～20:00）
明川电器（宁波）有限公司
"""

# Minutes written as a few long lines, one a section, as text pasted from a word processor or a WeChat post is.
SPORTS_DAY_MINUTES_ZH = (
    "临江区第三小学2026年春季运动会筹备工作会议纪要\n"
    "2026年3月18日下午3:30，学校在行政楼三楼会议室召开2026年春季运动会筹备工作会议。会议由副校长周建华主持，"
    "体育组、德育处、总务处、教务处、信息中心负责人及各年级组长共十四人参加，校医孙丽列席。会议听取了体育组关于"
    "运动会方案的汇报，讨论了比赛项目、报名办法、安全保障和人员分工，现将会议议定事项纪要如下。\n"
    "一、时间与地点。本届春季运动会定于4月23日（星期四）至4月24日（星期五）在学校田径场举行，23日上午8:00举行"
    "开幕式，8:40开始比赛，24日下午3:00举行闭幕式并颁奖。如遇雨天，运动会整体顺延至4月28日（星期二）至4月29日"
    "（星期三）举行，是否顺延由周建华副校长在比赛前一天下午4:00前确定，并通过班级群通知家长。原定4月23日、24日"
    "的课程届时由教务处另行调整，因运动会调整的课时不再补上。\n"
    "二、项目设置与报名。一、二年级设置趣味项目，包括袋鼠跳、30米迎面接力和亲子跳绳，亲子项目安排在开幕式后进行；"
    "三至六年级设置田径项目，包括60米、200米（五、六年级）、400米（五、六年级）、立定跳远、跳高（五、六年级）、"
    "1分钟跳绳和垒球掷远，另设4×100米接力和班级集体跳长绳两个集体项目。每名学生最多报名2个个人项目和1个集体项目，"
    "每班每个个人项目男女生各限报3人。各班班主任须在4月3日（星期五）前通过学校OA系统提交报名表，逾期视为弃权；"
    "体育组于4月10日前编排完成秩序册并下发各班。\n"
    "三、安全保障。运动会期间，校医孙丽和区社区卫生服务中心派驻的2名医护人员在田径场东侧设医疗点，配备担架、冰袋"
    "和AED除颤仪；每班安排2名家长志愿者协助班主任管理学生，全校共需家长志愿者48名，由各班家委会在4月15日前报德育"
    "处。考虑到场地容量，本次运动会不对家长全面开放，除家长志愿者外，家长仅可在23日上午8:00至9:30开幕式和亲子项目"
    "期间，凭班级发放的入校二维码进校观看，其余时间谢绝入校。所有参赛学生须在4月17日前由家长在“临江三小”小程序上"
    "确认健康承诺书，患有心脏病、哮喘等疾病的学生不得报名200米和400米项目。\n"
    "四、人员分工。体育组组长王磊担任总裁判长，负责竞赛组织和裁判工作，裁判员从全体体育教师和部分青年教师中抽调，"
    "4月20日下午进行裁判培训；德育处主任陈晓梅负责开幕式和入场式，各班入场式展示时间不超过1分钟，4月21日下午第三"
    "节课进行全校彩排；总务处主任刘建军负责场地和器材，须在4月20日前完成跑道、跳远沙坑和起跳线的划线修整，并备好"
    "号码布和接力棒；教务处负责调课和成绩统计；信息中心负责广播音响、拍照摄像和赛后新闻稿，新闻稿在闭幕当天发布"
    "在学校公众号。\n"
    "五、奖励办法。个人项目录取前六名，分别记7、5、4、3、2、1分，集体项目加倍计分，破校纪录的另加7分。按年级评出"
    "团体总分前三名，并评选“体育道德风尚奖”班级若干名，获奖班级计入本学期文明班级考核。个人项目前三名颁发奖牌和"
    "证书，第四至六名颁发证书。\n"
    "六、其他事项。4月24日下午比赛结束后举行教职工拔河比赛，以年级组为单位组队，每队男女教师各5人，由工会负责组织。"
    "会议要求各部门按照分工抓紧落实，4月16日下午召开筹备工作推进会，检查各项准备情况。\n"
    "临江区第三小学办公室　2026年3月19日\n"
)

GYM_FAQ_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>会员常见问题 - 悦动健身</title>
<style>table{border-collapse:collapse} td,th{border:1px solid #ddd;padding:4px 10px}</style>
</head>
<body>
<header><a href="/">悦动健身</a> &gt; 会员中心 &gt; 常见问题</header>
<h1>会员常见问题</h1>
<p>本页适用于悦动健身全部门店（滨江店、西溪店、城北店）。更新时间：2026年1月。</p>

<h2>一、营业与入场</h2>
<h3>门店几点开门，几点关门？</h3>
<p>周一至周五6:30至22:30；周六、周日及法定节假日8:00至21:00。春节期间的营业时间另行通知。闭店前30分钟停止入场。</p>
<h3>怎么入场？</h3>
<p>在“悦动健身”小程序中打开入场码，在闸机上扫码入场。会员卡仅限本人使用，首次入场须在前台录入人脸信息。</p>
<h3>可以带孩子来吗？</h3>
<p>未满14周岁的儿童不得进入器械区和团课教室；14至16周岁的青少年须在家长陪同下锻炼，并由家长签署《未成年人健身安全告知书》。</p>

<h2>二、会员卡</h2>
<h3>有哪些卡，多少钱？</h3>
<table>
<tr><th>卡种</th><th>价格</th><th>有效期</th><th>停卡</th></tr>
<tr><td>月卡</td><td>299元</td><td>30天</td><td>不可停卡</td></tr>
<tr><td>季卡</td><td>799元</td><td>90天</td><td>可停1次，最长15天</td></tr>
<tr><td>年卡</td><td>2680元</td><td>365天</td><td>见下方“年卡怎么停卡”</td></tr>
<tr><td>次卡（10次）</td><td>450元</td><td>180天内用完</td><td>不可停卡</td></tr>
</table>
<p>首次开卡另收手环工本费30元。</p>
<h3>年卡怎么停卡？</h3>
<p>年卡在每个会员年度内最多可停卡2次，累计不超过60天，每次至少停7天。
停卡须至少提前1天在小程序“我的 &gt; 会员卡 &gt; 停卡申请”中提交，停卡期间会员卡有效期相应顺延。
因病住院等特殊情况，凭医院证明可另外停卡，最长90天。</p>
<h3>卡可以转给别人吗？</h3>
<p>年卡和季卡剩余有效期超过60天的，可以转让一次，须转让双方本人到店办理，收取手续费200元。月卡和次卡不可转让。</p>
<h3>可以退卡吗？</h3>
<p>开卡之日起7天内未入场使用的，可全额退款；已经入场或超过7天的，不予退款，可按上一条办理转卡。</p>

<h2>三、团课与私教</h2>
<h3>团课怎么预约？</h3>
<p>会员可在小程序中预约未来7天内的团课，每人每天最多预约2节。开课前2小时以上可免费取消；开课前2小时内取消或预约后未到场的，记爽约一次。30天内爽约3次的，暂停团课预约权限7天。</p>
<h3>私教课怎么收费？</h3>
<p>私教课按课包购买：体验课1节99元（每人限1次），12节课包3600元，24节课包6720元。12节课包须在90天内上完，24节课包须在180天内上完。上课前12小时以上可以改约。</p>

<h2>四、更衣与储物</h2>
<p>更衣室提供淋浴、吹风机和毛巾（每次入场1条，免费）。临时储物柜免费使用，每天闭店时统一清柜；长租柜每月50元，在前台办理。桑拿房仅滨江店设有，每天16:00至21:30开放。</p>

<h2>五、联系我们</h2>
<p>客服电话：400-820-6618（每天9:00至21:00）。也可以在小程序“我的 &gt; 在线客服”中留言，工作日24小时内回复。</p>
</body>
</html>
"""


FRESH6_DOCS: dict[str, str | bytes] = {
    "handbook/open-source-contributions.md": OSS_POLICY,
    "tidemark/RELEASE_NOTES.md": TIDEMARK_NOTES,
    "eastgate-rc/committee-decisions-2026-02.docx": of.w_document(
        ROWING_RECORD, [ROWING_FEES, ROWING_ACTIONS], ROWING_STYLES
    ),
    "ferncastle/price-list-2026.xlsx": of.steady(of.xlsx(PRICE_LIST)),
    "kitewing/support/k2-troubleshooting.html": KITEWING_FAQ,
    "spindle/spindle.1.txt": SPINDLE_MAN,
    "inbox/re-fathom-renewal-quote.eml": FATHOM_EML,
    "decks/pellmore-warehouse-induction.pptx": of.steady(of.pptx(PELLMORE_DECK)),
    "枫林苑小区装修管理规定.docx": of.w_document(FENGLIN_RULES, styles=FENGLIN_STYLES),
    "明川D12除湿机使用说明书.txt": DEHUMIDIFIER_ZH,
    "临江三小2026春季运动会筹备会议纪要.txt": SPORTS_DAY_MINUTES_ZH,
    "悦动健身会员常见问题.html": GYM_FAQ_ZH,
}
