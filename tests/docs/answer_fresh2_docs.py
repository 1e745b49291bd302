"""The documents of the answer evaluation's `fresh2` set (questions in tests/docs/answer_fresh2.py), of kinds the
other sets do not have, written with its questions before anything was scored on them:

- A plain-text FAQ, one `Q:` / `A:` pair after another, no headings (`tarn/FAQ.txt`).
- A CSV spec sheet whose rows differ by a detail: a model and its two-stage `S` or three-phase `T` variant
  (`specs/brook-pumps.csv`).
- A long README whose answers sit in its later sections: deployment, troubleshooting, upgrading (`kiln/README.md`).
- An HTML page with lists inside list items, the same field given per product (`lumen/warranty.html`).
- Two service notices of one bus route, alike but for their dates, frequencies and times (`transit/route-14.md`).
- Firmware notes where 5.1.2 and 5.1.12 say almost the same thing about different bands (`halyard/FIRMWARE.md`).
- A Chinese policy in numbered clauses (第一条 ...), one a line, under chapter headings (`远程办公管理办法.txt`).
"""

FAQ = """TARN NOTES - FREQUENTLY ASKED QUESTIONS
Updated 14 October 2025

Q: What is Tarn?
A: Tarn is a note-taking app that keeps your notes as plain Markdown files and syncs them, end-to-end
encrypted, between your devices.

Q: Which systems does Tarn run on?
A: macOS 13 or newer, Windows 10 and 11, Ubuntu 22.04 or newer, iOS 16 or newer and Android 11 or newer.
There is no web version, and none is planned.

Q: How many devices can I sync?
A: A free account syncs up to 2 devices. Tarn Pro syncs up to 10 devices, and Tarn Team has no device limit.

Q: How large can an attachment be?
A: Up to 25 MB on the free plan and up to 500 MB on Pro and Team.

Q: What happens to the notes I delete?
A: They move to the Trash. The Trash is emptied automatically after 30 days on the free plan and after 180 days
on Pro and Team. A note removed from the Trash cannot be recovered, not even by our support team.

Q: Can I use Tarn offline?
A: Yes. Every note is stored on your device, and the changes you make offline are synced the next time the
device is online. When the same note was changed on two devices, Tarn keeps both versions side by side.

Q: I forgot my password. Can you reset it?
A: We can reset the password of your account from the sign-in page, but your notes are encrypted with your
recovery key, not your password. Without the recovery key, the notes on our servers cannot be read after a
reset; the copies on your own devices stay readable.

Q: How do I cancel Tarn Pro?
A: Open Settings > Account > Manage subscription. Pro stays active until the end of the period you paid for.
Your account then becomes a free one: your notes are kept, and sync continues on the two devices you used most
recently.

Q: Where do I find the prices?
A: Prices depend on your country and are shown on tarn.app/pricing and in the app under Settings > Account.

Q: How do I import notes from another app?
A: Choose File > Import. Tarn imports Markdown folders, Evernote .enex exports and Apple Notes (on macOS only).
"""

PUMPS = """Model,Type,Max flow (L/min),Max head (m),Power (W),Voltage (V),Cable (m),Weight (kg),Outlet (in)
BR-200,clean water,120,7,250,230,10,4.1,1
BR-200S,clean water two-stage,95,12,300,230,15,5.0,1
BR-350,dirty water,180,9,400,230,10,5.6,1.25
BR-350S,dirty water two-stage,150,14,550,230,15,7.4,1.25
BR-500,dirty water,260,11,750,230,10,9.8,1.5
BR-500T,dirty water three-phase,260,11,750,400,10,11.2,1.5
"""

README = """# kiln

kiln turns a folder of Markdown files into a static website. It has no database and no server-side code: the
result is a folder of HTML, CSS and images that any web host can serve.

## Contents

- Installation
- Quick start
- Configuration
- Writing content
- Templates
- Themes
- Plugins
- Deployment
- Troubleshooting
- Upgrading from 1.x
- Contributing
- License

## Installation

kiln needs Python 3.11 or newer. The easiest way to install it is with pipx:

```
pipx install kiln-site
```

On macOS you can also use Homebrew: `brew install kiln`. Check the installation with `kiln --version`.

## Quick start

```
kiln new mysite
cd mysite
kiln serve
```

`kiln new` creates a site with one page and the default theme. `kiln serve` builds the site, serves it on
http://localhost:4000 and rebuilds the pages you change while it runs. `kiln build` writes the finished site into
the output folder without serving it.

## Configuration

A site is configured in `kiln.toml` at its root:

```toml
[site]
title = "Field notes"
url = "https://notes.example.org"
language = "en"

[build]
output = "public"
workers = 8
drafts = false

[feed]
items = 20
```

- `site.url`: the address the site is served from; it is used for absolute links and in the feed.
- `build.output`: the folder the site is written to, `public` by default.
- `build.workers`: how many pages are rendered at the same time; by default the number of CPU cores.
- `build.drafts`: whether pages marked as drafts are built (they always are by `kiln serve`).
- `feed.items`: how many of the newest pages the Atom feed lists.

## Writing content

Every Markdown file under `content/` becomes a page, at the same path without its `.md`. A file may start with
front matter between two lines of `---`: its `title`, its `date`, its `tags` and `draft: true` for a page that is
not ready. A page dated in the future is left out of the build until that date, unless `kiln build --future`
is used. Images and other files next to a page are copied beside it.

## Templates

Templates are Jinja files in `templates/`. A page uses `page.html` unless its front matter names another with
`template:`. Inside a template, `page` holds the page (its `title`, `date`, `content` and `tags`) and `site`
holds the settings of the `[site]` table. The `datefmt` filter formats a date: `{{ page.date|datefmt("%d %B %Y") }}`.

## Themes

A theme is a folder with templates and static files. Add one with `kiln theme add <git url>`; it is cloned into
`themes/` and chosen with `theme = "<name>"` under `[site]`. A template of the site's own `templates/` folder
wins over the theme's template of the same name, so you can change one page of a theme without copying it.

## Plugins

Plugins are Python packages that register an entry point in the `kiln.plugins` group. A plugin can change a
page before it is rendered (`on_page`), add pages (`on_collect`) or act on the finished site (`on_build_done`).
List the plugins a site uses under `[plugins]` in `kiln.toml`; a plugin that is installed but not listed is not
loaded.

## Deployment

`kiln deploy` builds the site and uploads the output folder. It supports four targets, chosen with
`deploy.target` in `kiln.toml`:

- `github-pages`: pushes the site to the `gh-pages` branch of the repository it runs in.
- `netlify`: uploads to a Netlify site; it needs the `NETLIFY_AUTH_TOKEN` environment variable.
- `s3`: uploads to an S3 or S3-compatible bucket named by `deploy.bucket`.
- `rsync`: copies the site to any server you can reach over SSH, given as `deploy.destination`.

For any other host, run `kiln build` and copy the output folder yourself.

## Troubleshooting

### `kiln serve` says that the port is in use

Another program listens on port 4000. Start kiln on another one with `kiln serve --port 4001`.

### The build fails with "Too many open files"

On macOS a process may keep only 256 files open by default, and a build with many workers can need more. Raise
the limit for the shell with `ulimit -n 4096` before building, or lower `build.workers` in `kiln.toml`.

### Pages are missing from the built site

Check that they are not drafts and not dated in the future (see Writing content), and that their files end in
`.md`: kiln ignores `.markdown` files.

## Upgrading from 1.x

kiln 2.0 renamed several settings and removed a few things:

- `base_url` is now `site.url`.
- `output_dir` is now `build.output`.
- The template variable `page.date_str` was removed; use `page.date|datefmt` instead.
- Python 3.9 and 3.10 are no longer supported.

`kiln migrate` rewrites a 1.x configuration file in the new form and keeps the old one as `kiln.toml.bak`.

## Contributing

Bug reports and pull requests are welcome. Run `make test` before sending a change, and add a line to
CHANGES.md under "Unreleased".

## License

kiln is released under the MIT license.
"""

WARRANTY = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Warranty - Lumen Lighting</title></head>
<body>
<header><a href="/">Lumen</a> <a href="/support">Support</a></header>
<main>
<h1>Lumen lamp warranty</h1>
<p>Every Lumen desk lamp bought from Lumen or from an authorised reseller comes with a limited warranty that
starts on the day it was delivered.</p>
<h2>What the warranty covers</h2>
<ul>
  <li>Lumen Classic and Lumen Arc
    <ul>
      <li>LED module: 5 years</li>
      <li>Driver and dimmer electronics: 2 years</li>
      <li>Arm, joints and base: 2 years</li>
    </ul>
  </li>
  <li>Lumen Mini
    <ul>
      <li>LED module: 3 years</li>
      <li>Everything else, including the USB-C cable: 1 year</li>
    </ul>
  </li>
</ul>
<h2>What the warranty does not cover</h2>
<ul>
  <li>Damage caused by a power adapter that did not come with the lamp</li>
  <li>Scratches, dents and other normal wear</li>
  <li>Lamps bought second-hand or from a seller that is not authorised</li>
  <li>Water damage</li>
</ul>
<h2>How to make a claim</h2>
<ol>
  <li>Find the serial number on the label under the base.</li>
  <li>Fill in the claim form at lumen.example/claim with:
    <ul>
      <li>the serial number</li>
      <li>your proof of purchase (a receipt or the order confirmation)</li>
      <li>a photo or a short video that shows the fault</li>
    </ul>
  </li>
  <li>We reply within 3 business days. If the claim is accepted we send a replacement part or a new lamp; you
  send the faulty lamp back only if we ask for it.</li>
</ol>
</main>
<footer><p>&copy; Lumen Lighting</p></footer>
</body>
</html>
"""

TRANSIT = """# Riverside Transit: service notices

Notices for changes to our bus routes. A notice stays valid for the dates it gives.

## Notice 25-07: route 14 summer timetable

Valid from 7 July 2025 to 31 August 2025.

- Weekdays: every 15 minutes from 06:00 to 20:00, then every 30 minutes.
- Saturdays: every 20 minutes.
- Sundays and public holidays: every 30 minutes.
- Last bus from Central Station: 23:10.
- The Mill Lane stop is closed for roadworks; use the temporary stop on Quay Street.

## Notice 25-09: route 14 autumn timetable

Valid from 1 September 2025 until further notice.

- Weekdays: every 10 minutes from 06:00 to 20:00, then every 20 minutes.
- Saturdays: every 15 minutes.
- Sundays and public holidays: every 30 minutes.
- Last bus from Central Station: 00:40.
- The Mill Lane stop is open again.

## Notice 25-10: route 14X express

From 6 October 2025 route 14X runs on weekdays only, every 30 minutes from 07:00 to 09:30 and from 16:00 to
18:30. It stops only at Central Station, the Hospital and Riverside Park and Ride.
"""

FIRMWARE = """# Halyard AX6 firmware release notes

Install a release from the admin page under System > Firmware, or let the router update itself at night.

## 5.1.12 (2025-10-21)

- Enabled 160 MHz channels on the 6 GHz band; a client needs Wi-Fi 6E to use them.
- Fixed: the guest network stayed off after a restart when a schedule was set.
- The admin page signs you out after 15 minutes without activity (was 60).

## 5.1.4 (2025-08-12)

- Fixed: port forwarding rules with a range of ports were applied to the first port only.
- Updated the list of time servers.

## 5.1.2 (2025-06-02)

- Enabled 160 MHz channels on the 5 GHz band in every region.
- Fixed: the router did not renew its IPv6 prefix after a lease of more than 24 hours.

## 5.1.0 (2025-04-15)

- WPA3 is now the default for new networks.
- Parental controls can pause the internet for one device on a schedule.
"""

# one clause a line, as such a policy is written; a line too long for the source is split in two
REMOTE_WORK = "\n".join(
    [
        "远程办公管理办法",
        "",
        "第一章　总则",
        "",
        "第一条　为规范员工远程办公，在保障工作质量和信息安全的前提下提高工作的灵活性，制定本办法。",
        "第二条　本办法所称远程办公，是指员工经批准，在公司办公场所以外的地点，使用公司提供的设备和网络完成本职工作。",
        "第三条　本办法适用于公司全体正式员工。试用期员工、实习人员和劳务派遣人员不适用远程办公。",
        "",
        "第二章　申请与审批",
        "",
        "第四条　员工申请远程办公，应当至少提前两个工作日通过办公系统提交申请，写明远程办公的日期、地点和工作内容。",
        "第五条　每名员工每周远程办公不得超过两天，每月累计不得超过八天。"
        "因照顾家庭成员等特殊情况需要超出的，须经部门负责人和人力资源部共同批准，最长不超过连续二十个工作日。",
        "第六条　部门负责人应当在收到申请后一个工作日内审批；逾期未审批的，视为不同意。",
        "",
        "第三章　工作要求",
        "",
        "第七条　远程办公期间实行与在岗办公相同的工作时间，即上午九点至下午六点，中午休息一小时。",
        "第八条　员工在工作时间内应当保持即时通讯工具在线，收到工作消息后应当在三十分钟内回复；参加视频会议时应当开启摄像头。",
        "第九条　员工应当在每个远程办公日下班前，在办公系统中填写当日的工作记录。",
        "",
        "第四章　设备与信息安全",
        "",
        "第十条　公司为获准远程办公的员工配备笔记本电脑，并开通虚拟专用网络账号。员工不得使用个人电脑处理公司数据。",
        "第十一条　员工不得在咖啡馆、机场等公共场所通过公共无线网络访问公司内部系统。",
        "第十二条　设备丢失或者疑似发生信息泄露的，员工应当在两小时内报告信息安全部门。",
        "",
        "第五章　附则",
        "",
        "第十三条　违反本办法的，公司可以暂停其远程办公资格三个月；情节严重的，按照员工奖惩制度处理。",
        "第十四条　本办法由人力资源部负责解释，自二〇二五年十一月一日起施行。",
        "",
    ]
)

FRESH2_DOCS = {
    "tarn/FAQ.txt": FAQ,
    "specs/brook-pumps.csv": PUMPS,
    "kiln/README.md": README,
    "lumen/warranty.html": WARRANTY,
    "transit/route-14.md": TRANSIT,
    "halyard/FIRMWARE.md": FIRMWARE,
    "远程办公管理办法.txt": REMOTE_WORK,
}
