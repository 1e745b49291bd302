"""The answer evaluation's `fresh` set: documents of kinds the other sets do not cover, and questions over them,
written together for issue 23 before any change to answering was scored on them (scored once before the changes
and once after the last one; never tuned on).

- A Markdown manual whose settings and exit codes are tables (`harrow/MANUAL.md`).
- An HTML help page with a list, a table and conditions (`help/returns.html`).
- A changelog in the Keep a Changelog layout, where a release's version is only in a `## [3.1.0]` heading above an
  `### Added` one, never in the file's name (`ferrule/CHANGELOG.md`).
- A long one-line Chinese text whose list runs past a passage's end (`图书馆借阅规则.txt`).

The questions ask for what needs a passage's source (a version in a heading), lists across rows or passages,
numbers with their units, and yes or no under a condition; English and Chinese, one Chinese question over an English
page.
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents

MANUAL = """# Harrow User Manual

Harrow copies folders to a remote store and keeps dated snapshots of them. This manual covers installing,
configuring, encrypting, restoring and the exit codes of the `harrow` command.

## Installing

Harrow needs Python 3.10 or newer. Install it with `pip install harrow`, then run `harrow init` once to create
the configuration file. On Windows the `harrow watch` command is not available; run `harrow run` from a scheduled
task instead.

## Configuration

Harrow reads `~/.config/harrow/harrow.toml`. Every setting can also be given on the command line as
`--<setting>=<value>`, which wins over the file.

| Setting | Default | Unit | Meaning |
|---|---|---|---|
| `chunk_size` | 8 | MiB | Size of the pieces a file is uploaded in |
| `max_parallel` | 3 | uploads | Uploads running at the same time |
| `retry_delay` | 30 | seconds | Wait before an upload that failed is tried again |
| `bandwidth_limit` | 0 | KiB/s | Upload speed cap; 0 means no limit |
| `compression_level` | 6 | 1-9 | zstd level used before upload |
| `keep_daily` | 7 | snapshots | Daily snapshots that `harrow prune` keeps |
| `keep_weekly` | 4 | snapshots | Weekly snapshots that `harrow prune` keeps |
| `keep_monthly` | 12 | snapshots | Monthly snapshots that `harrow prune` keeps |

## Encryption

Snapshots are encrypted with a key derived from your passphrase. If you lose the passphrase, the snapshots
cannot be restored: Harrow keeps no copy of the key. Encryption cannot be turned off for a remote store, but a
local store (a folder on this machine or a mounted disk) may be created without it with `--no-encryption`.

## Restoring

`harrow restore <snapshot> <folder>` restores into an empty folder. It refuses a folder that is not empty unless
`--overwrite` is given. Files are restored with their modification times; their owners are restored only when
Harrow runs as root.

## Exit codes

| Code | Meaning |
|---|---|
| 0 | Everything was copied |
| 1 | Some files could not be read and were skipped |
| 2 | The remote store could not be reached |
| 3 | The passphrase was wrong |
| 4 | Another harrow process holds the lock |
"""

RETURNS = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Returns and refunds - Northwind Outfitters Help</title>
<style>body { font-family: sans-serif; }</style>
</head>
<body>
<nav><a href="/">Home</a> &gt; <a href="/help">Help</a> &gt; Returns</nav>
<h1>Returns and refunds</h1>
<p>You can return most items within 45 days of delivery for a full refund, in their original condition and with
the receipt or order number. Items bought in our stores can be returned by post and the other way round.</p>
<h2>Items that cannot be returned</h2>
<p>For hygiene and safety reasons, the following are never taken back:</p>
<ul>
<li>Gift cards</li>
<li>Opened sleeping bags and sleeping mats</li>
<li>Custom-engraved knives</li>
<li>Items marked Final sale</li>
</ul>
<h2>When your refund arrives</h2>
<p>We refund to the payment method you used. Once the parcel has reached our warehouse, the refund appears within:</p>
<table>
<tr><th>Payment method</th><th>Refund appears within</th></tr>
<tr><td>Credit card</td><td>5 business days</td></tr>
<tr><td>PayPal</td><td>2 business days</td></tr>
<tr><td>Store credit</td><td>1 hour</td></tr>
</table>
<h2>Return shipping</h2>
<p>Return shipping is free for members of Northwind Plus. Other customers pay a flat fee of $6.95, which is
deducted from the refund, unless the item arrived damaged or was not what was ordered: then Northwind pays the
return shipping for everyone.</p>
<footer><p>&copy; Northwind Outfitters</p></footer>
</body>
</html>
"""

CHANGELOG = """# Changelog

All notable changes to ferrule, a small HTTP client library, are documented in this file. The format is based on
Keep a Changelog, and the project follows semantic versioning.

## [3.2.0] - 2025-11-04

### Added

- `Client.stream()` yields the response body in pieces of `chunk_size` bytes.
- Proxy settings are read from `NO_PROXY` as well as `HTTPS_PROXY`.

### Fixed

- Cookies with an empty value were dropped from the next request.

## [3.1.1] - 2025-09-18

### Fixed

- A redirect from HTTPS to plain HTTP kept the `Authorization` header; it is now removed.
- Timeouts given as integers were read as milliseconds instead of seconds.

## [3.1.0] - 2025-08-02

### Added

- HTTP/2 support, off by default; turn it on with `Client(http2=True)`.
- `Response.elapsed`, the time from sending the request to the last byte of the headers.

### Changed

- The default timeout went from 5 to 10 seconds.

### Deprecated

- `ferrule.get_json()`; use `Client.get(...).json()` instead.

## [3.0.0] - 2025-05-20

### Removed

- Support for Python 3.8.
- `ferrule.Session`, renamed `ferrule.Client` in 2.4.

### Changed

- Retries are off by default; pass `retries=3` to keep the 2.x behaviour.

## [2.4.0] - 2025-01-10

### Added

- `ferrule.Client`, the new name of `ferrule.Session`, which stays as an alias until 3.0.
- Responses can be decoded as JSON lines with `Response.iter_json()`.

### Fixed

- A connection pool could hand out a socket that the server had already closed.

## [2.3.0] - 2024-10-02

### Added

- Client certificates can be given as a pair of file paths.

### Changed

- Redirects are followed up to 20 times instead of 10.
"""

LIBRARY = (
    "市图书馆借阅规则。为方便读者利用馆藏文献，保障文献的合理流通，根据本馆实际情况制定本规则。读者须凭本人有效读者证借阅，"
    "读者证不得转借他人，因转借造成的损失由持证人承担。办理读者证须交纳押金一百元，年满六十五周岁的老年人和持残疾人证的读者"
    "免交押金，退证时押金全额退还。普通读者证每次最多可以借阅图书十册，借期为三十天；少儿读者证每次最多可以借阅五册，借期为二十一天。"
    "借期届满前，读者可以通过网站、手机应用或者到服务台办理续借，每册图书只能续借一次，续借期为二十天，已被其他读者预约的图书不能续借。"
    "逾期归还的，每册每天收取滞纳金零点一元，单册滞纳金累计不超过二十元；逾期超过九十天的，暂停其借阅资格直至归还图书并交清滞纳金。"
    "读者应当爱护图书，不得在书上涂写、划线、折页或者撕页。遗失或者严重损坏图书的，应当购买同一版本的图书赔偿，"
    "无法购买的，按图书定价的三倍赔偿。本馆各阅览室开放时间为每天上午九点至晚上九点，每周一上午闭馆进行内部整理，"
    "法定节假日的开放时间另行公告。馆内禁止吸烟、饮食和大声喧哗，请将手机调至静音状态。"
    "下列文献只供馆内阅览，不予外借：第一，古籍善本和民国时期的文献；第二，字典、百科全书等工具书；第三，当期的报纸和期刊；"
    "第四，学位论文和会议论文集；第五，地方文献和本馆特藏；第六，光盘、录像带等视听资料。"
    "读者在馆内复印文献的，应当遵守著作权法的有关规定，复印量不得超过一本书的三分之一。"
    "读者对本馆服务有意见或者建议的，可以通过意见箱、服务热线或者电子邮件反映，本馆将在七个工作日内答复。"
    "本规则由市图书馆负责解释，自发布之日起施行。"
)

FRESH_DOCS = {
    "harrow/MANUAL.md": MANUAL,
    "help/returns.html": RETURNS,
    "ferrule/CHANGELOG.md": CHANGELOG,
    "图书馆借阅规则.txt": LIBRARY,
}


def build_fresh_corpus(dest: Path) -> Path:
    """Write the fresh set's documents into dest (idempotent)."""
    return write_documents(dest, FRESH_DOCS)
