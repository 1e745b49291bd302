"""The documents of the answer evaluation's `fresh3` set (questions in tests/docs/answer_fresh3.py), of kinds the
other sets do not have, written with its questions before anything was scored on them:

- A man page rendered to plain text, NAME / SYNOPSIS / OPTIONS / EXIT STATUS, its version only in the footer, two
  timeouts that look alike (`sluice/sluice.1.txt`).
- A YAML configuration reference, every key with its default and a comment, one default that changed
  (`marlin/gateway.reference.yaml`).
- Meeting minutes with decisions, owners and dates, the date only in the heading block (`osprey/minutes-2026-03-12.md`).
- A plain-text e-mail thread, newest reply first, older ones quoted, where later replies change the plan
  (`mail/ledger-db-upgrade.txt`).
- A reStructuredText changelog whose versions are underlined headings, with two look-alike leak fixes
  (`grebe/CHANGES.rst`).
- An incident postmortem with a timeline and action items (`postmortems/2026-01-28-checkout.md`).
- A Markdown pricing and limits table of four plans, two with near names (`tessera/pricing.md`).
- A Chinese product manual of two look-alike models in long paragraphs (`清泉净水器使用说明书.txt`).
- A Chinese notice in 一、二、三 sections with a later supplement that changes a date (`关于开展2026年度员工体检的通知.txt`).
- A Chinese meeting record whose decisions go on in a second paragraph (`青禾小程序2.3评审会纪要.txt`).
"""

MANPAGE = """SLUICE(1)                        User Commands                        SLUICE(1)

NAME
       sluice - copy directory trees to a remote host over SSH, resuming
       interrupted transfers

SYNOPSIS
       sluice [OPTION]... SOURCE... [USER@]HOST:DEST
       sluice --list [USER@]HOST:DEST

DESCRIPTION
       sluice copies each SOURCE to DEST on HOST. A file whose size and
       modification time match the file at the destination is skipped. A
       file that was only partly sent is kept in the partial directory on
       the remote side and resumed on the next run, unless --no-resume is
       given.

       sluice needs only ssh(1) on the local side and a POSIX shell on the
       remote one; nothing has to be installed on HOST.

OPTIONS
       -n, --dry-run
              Show what would be copied or deleted, and change nothing.

       -c, --checksum
              Compare files by their BLAKE3 checksum instead of their size
              and modification time. Slower, since every file is read on
              both sides. Files larger than --checksum-limit are still
              compared by size and modification time only.

       --checksum-limit=SIZE
              The largest file --checksum reads, with a suffix K, M or G.
              Default: 4G.

       -b, --bwlimit=RATE
              Limit the transfer rate to RATE kilobytes per second. A suffix
              M means megabytes per second (--bwlimit=2M). The default, 0,
              means no limit.

       -j, --jobs=N
              Send N files at the same time. The default is 4, or the value
              of SLUICE_JOBS when it is set; the highest value accepted is
              32.

       --connect-timeout=SECONDS
              Give up when the SSH connection is not established within
              SECONDS. Default: 15.

       --timeout=SECONDS
              Abort the run when no data has moved for SECONDS during a
              transfer. Default: 120. A value of 0 turns the timeout off.

       --retries=N
              Try a file that failed N more times before counting it as
              failed, waiting 5 seconds before the first retry and twice as
              long before each later one. Default: 3.

       --delete
              Delete files at the destination that no longer exist in
              SOURCE. Files under a directory excluded with --exclude are
              never deleted.

       --exclude=PATTERN
              Skip files and directories whose path matches the shell
              PATTERN. May be given more than once.

       --partial-dir=DIR
              Keep partly sent files in DIR, relative to DEST. Default:
              .sluice-partial.

       --no-resume
              Send every partly sent file again from its beginning.

       --list
              List the files at DEST with their sizes and times, and exit.

       -q, --quiet
              Print errors only.

       -v, --verbose
              Print each file as it is sent. Give it twice for the SSH
              commands too.

EXIT STATUS
       0      Every file was copied or was already up to date.

       1      Wrong usage: an unknown option or a missing argument.

       2      The connection to HOST could not be established (see
              --connect-timeout).

       3      Some files could not be copied; the others were.

       4      The run was stopped by --timeout.

       5      The destination ran out of space.

       130    Interrupted by Ctrl-C; partly sent files are kept for the
              next run.

ENVIRONMENT
       SLUICE_SSH
              The ssh command to run, with its options. Default: ssh.

       SLUICE_JOBS
              The default for --jobs.

FILES
       ~/.config/sluice/config
              Per-user defaults, one long option a line, without the
              leading dashes (bwlimit=512).

SEE ALSO
       ssh(1), rsync(1)

sluice 3.2                         March 2026                         SLUICE(1)
"""

GATEWAY = """# Marlin API gateway: configuration reference (marlin 2.3)
#
# Every key is shown with its default value. Copy this file to
# /etc/marlin/gateway.yaml and keep only the keys you change.
# Durations take a unit: ms, s, m or h. Sizes are in bytes.

server:
  # Address and port of the HTTPS listener.
  listen: "0.0.0.0:8443"
  # A plain-HTTP listener that only redirects to HTTPS. Empty turns it off.
  redirect_listen: "0.0.0.0:8080"
  # Longest time to read a whole request, headers and body.
  read_timeout: 30s
  # Longest time to write a response. Streaming responses (Server-Sent
  # Events, chunked downloads) are exempt: they may stay open as long as
  # the client keeps reading.
  write_timeout: 60s
  # Requests with a larger body are refused with 413 Payload Too Large.
  max_body_bytes: 10485760
  # How long an idle keep-alive connection is kept open.
  idle_timeout: 90s

tls:
  cert_file: /etc/marlin/tls/cert.pem
  key_file: /etc/marlin/tls/key.pem
  # Oldest TLS version accepted. Until marlin 2.2 the default was "1.0";
  # set it back only for clients that cannot be upgraded.
  min_version: "1.2"

rate_limit:
  enabled: true
  # Sustained rate allowed for each API key. Requests that carry no API key
  # are limited per client IP address, at a quarter of this rate.
  requests_per_minute: 300
  # Requests allowed above the sustained rate in a short burst.
  burst: 50
  # API keys listed here are never limited.
  exempt_keys: []
  # Status code of a limited request; a Retry-After header is always sent.
  status: 429

cache:
  enabled: true
  # How long a cached GET response is served before the upstream is asked
  # again. Responses with Cache-Control: no-store are never cached.
  ttl: 5m
  # Most responses kept; the least recently used ones are dropped first.
  max_entries: 10000
  # Query parameters left out of the cache key (tracking parameters).
  ignore_params: ["utm_source", "utm_medium", "utm_campaign"]

upstream:
  # Backends are tried in order; a backend that fails health checks is
  # skipped until it passes two in a row.
  targets:
    - "http://10.0.0.11:9000"
  health_check_path: /healthz
  health_check_interval: 10s
  # Retries of an idempotent request (GET, HEAD, PUT, DELETE) on the next
  # backend. POST requests are never retried.
  retries: 2
  connect_timeout: 5s

log:
  # One of: debug, info, warn, error.
  level: info
  # "json" or "text".
  format: json
  # Access log; "-" writes it to standard output.
  access_log: /var/log/marlin/access.log
"""

MINUTES = """# Osprey 4.2 release sync: minutes

Date: Thursday 12 March 2026, 15:00-15:45 CET
Attendees: Mara Jensen (chair), Tomás Ruiz, Aiko Tanaka, Priya Nair, Felix Brandt
Absent: Jonas Weber (sent his notes ahead)
Minutes: Aiko Tanaka

## 1. Status

Tomás reported that 41 of the 46 tickets planned for 4.2 are done. Of the five left, three are small UI fixes
and two belong to the new offline mode: the sync conflict dialog and the storage quota warning.

The iOS build 4.2.0 (1873) passed internal QA with two open issues, both minor. The Android build is a day
behind because of the Play Console signing key rotation, which Felix expects to finish on Friday.

## 2. Decisions

- The code freeze moves from 16 March to 19 March, to give the offline mode tickets three more days. The
  release date stays 26 March.
- The storage quota warning is cut from 4.2 and moves to 4.3.
- Offline mode ships in 4.2 behind a remote flag. It is switched on for 10% of users in the first week, and for
  everyone after that if the crash-free rate of those users stays above 99.5%; otherwise it stays at 10% until
  the next sync decides.

Jonas agreed by e-mail to the last two points of his notes, which were also decided:

- Android 8 is no longer supported from 4.2 on: the minimum becomes Android 9.
- The in-app survey runs for two weeks after the release, not four.

## 3. Action items

| What | Owner | Due |
|---|---|---|
| Finish the signing key rotation in the Play Console | Felix | 13 March |
| Write the plan for switching the offline flag off again, with who decides | Priya | 17 March |
| Update the store screenshots (iOS and Android) | Aiko | 20 March |
| Tell support about the Android 9 minimum | Mara | 16 March |
| Shorten the survey and set its end date | Tomás | 19 March |

Next sync: Thursday 19 March, same time.
"""

THREAD = """From: Ken Osei <ken.osei@fernway.example>
To: infra-team@fernway.example
Cc: Rosa Almeida <rosa.almeida@fernway.example>
Date: Wed, 4 Mar 2026 09:12:33 +0000
Subject: Re: Ledger DB upgrade to PostgreSQL 16 - maintenance window

One more change: the rehearsal on the staging copy took 22 minutes with pg_upgrade --link instead of a dump and
restore, so I'm announcing 25 minutes of downtime, not 40. The window stays Rosa's.

Ken

On Tue, 3 Mar 2026 at 16:42, Rosa Almeida <rosa.almeida@fernway.example> wrote:
> Finance can't do Saturday 14 March: the month-end close reports run that night. New plan:
>
>   Sunday 15 March, 01:00-03:00 UTC
>
> Everything else stays as Ken wrote. I've moved the calendar invite.
>
> Rosa
>
> On Tue, 3 Mar 2026 at 10:05, Lena Fischer <lena.fischer@fernway.example> wrote:
>> Will the read replica stay up? The dashboards only read.
>>
>> Lena
>>
>>> On Mon, 2 Mar 2026 at 11:05, Ken Osei <ken.osei@fernway.example> wrote:
>>> Hi all,
>>>
>>> We are upgrading the Ledger database from PostgreSQL 13 to 16. Proposed window:
>>>
>>>   Saturday 14 March, 22:00-00:00 UTC
>>>
>>> - Expected downtime: about 40 minutes. The ledger API answers 503 for writes during it.
>>> - The read replica keeps serving reads, except the /reports endpoints, which need the primary.
>>> - We go ahead unless the replica is more than 10 minutes behind when the window starts; then we postpone
>>>   by a week.
>>> - Rollback: we keep the old data directory until Wednesday after the upgrade.
>>>
>>> Reply by Thursday if the window does not work for your team.
>>>
>>> Ken
"""

CHANGES = """Changelog
=========

grebe follows semantic versioning. Dates are release dates.

2.5.0 (2026-02-10)
------------------

Added
~~~~~

- ``grebe.open()`` reads Zstandard-compressed files (``.zst``) without extra packages.
- ``Reader(on_error="skip")`` skips malformed rows and counts them in ``Reader.skipped``.

Changed
~~~~~~~

- The default ``chunk_size`` is 256 KiB, up from 64 KiB; reading large files is about 30% faster.
- ``sniff()`` looks at the first 200 lines instead of the first 50.

Removed
~~~~~~~

- Support for Python 3.9. grebe 2.5 needs Python 3.10 or newer.
- ``Reader.rows``, deprecated since 2.4.0; use ``Reader.records``.

2.4.1 (2025-12-03)
------------------

Fixed
~~~~~

- A memory leak in ``iter_records()`` when the caller stopped iterating before the end of the file (#412).
- ``dialect="excel"`` no longer quotes empty fields that were not quoted in the input.

2.4.0 (2025-11-18)
------------------

Added
~~~~~

- ``grebe.sniff()`` guesses the delimiter and whether the first row is a header.
- JSON Lines: ``strict=False`` accepts a trailing comma after the last field.

Deprecated
~~~~~~~~~~

- ``Reader.rows``, in favour of ``Reader.records``.

Fixed
~~~~~

- ``iter_records()`` left the file open when a row could not be parsed (#398).

2.3.2 (2025-09-30)
------------------

Fixed
~~~~~

- Reading from standard input on Windows lost the first byte when it was a UTF-8 byte order mark.
"""

POSTMORTEM = """# Postmortem: checkout errors on the web shop

Incident date: 28 January 2026 · Severity: SEV-2 · Status: final
Author: Dmitri Volkov · Reviewed in the incident review of 4 February 2026

## Summary

From 09:14 to 10:01 UTC, 38% of checkout requests on the web shop failed with HTTP 502. Checkouts in the mobile
apps were not affected: they still go through the older API gateway, which keeps its own connection limits.
About 2,100 orders failed; 1,640 of them were completed later by the same customers.

## Timeline (UTC)

- 08:57 A configuration change raises the payment service's database connection pool from 50 to 500 per
  instance. It is deployed to all 12 instances.
- 09:14 The error rate of /checkout rises above 5%.
- 09:19 The alert "checkout 5xx above 5%" fires and pages the on-call engineer, Wen Li.
- 09:24 Wen acknowledges the page and opens the incident channel.
- 09:41 The payments database is found at its connection limit (max_connections = 2000).
- 09:52 The configuration change is rolled back.
- 10:01 The error rate is back under 0.5%. The incident is closed.
- 10:30 The status page is updated with a summary.

## Root cause

Each instance opened up to its pool size as load rose in the morning. With 12 instances of 500 connections the
service could ask for 6,000 connections, three times what the database allows. New connections were refused,
the payment service timed out, and the gateway answered 502. The change had passed review because the limit of
the database is not written down next to the pool setting.

## What went well

- The alert fired five minutes after errors began.
- The rollback took one command.

## What went wrong

- It took 17 minutes from the acknowledgement to look at the database, because the payment service's own
  dashboard showed no errors.
- Nobody was watching the database's connection count.

## Action items

| Action | Owner | Due |
|---|---|---|
| A CI check that rejects pool sizes whose total over all instances exceeds the database limit | Dmitri Volkov | 20 February |
| An alert when the payments database uses more than 80% of max_connections | Wen Li | 11 February |
| Show database errors on the payment service dashboard | Sara Okafor | 25 February |
| Move the mobile apps to the new gateway only after the CI check is in place | Dmitri Volkov | 31 March |
"""

PRICING = """# Tessera CI: plans and limits

Prices are in US dollars per user and month, without VAT. Build minutes are shared by everyone in a workspace
and reset on the first day of each month.

| | Hobby | Team | Team Plus | Enterprise |
|---|---|---|---|---|
| Price, billed monthly | $0 | $19 | $29 | contact sales |
| Price, billed yearly | $0 | $16 | $24 | contact sales |
| Linux build minutes a month | 400 | 3,000 | 10,000 | 50,000 |
| Jobs at the same time | 1 | 4 | 10 | 40 |
| Longest job | 30 min | 2 h | 6 h | 12 h |
| Artifact retention | 7 days | 30 days | 90 days | 400 days |
| Self-hosted runners | - | 5 | 25 | unlimited |
| Single sign-on (SAML) | - | - | yes | yes |
| Support | community | e-mail, 2 business days | e-mail, 1 business day | 24/7, named contact |

## Minutes beyond the plan

Team, Team Plus and Enterprise workspaces can keep building when their minutes run out: each extra Linux minute
costs $0.008. A Windows minute counts as two Linux minutes. On Hobby, jobs wait in the queue until the next
month; extra minutes cannot be bought.

## Changing plans

An upgrade takes effect at once, and the difference is charged for the rest of the billing period. A downgrade
takes effect at the end of the period. Artifacts older than the new plan's retention are deleted a week after a
downgrade.

## Open source

Public repositories of open-source projects get Team Plus limits for free, except for self-hosted runners, which
stay at 5. Apply from the workspace settings.
"""

MANUAL_ZH = (
    "清泉 QR-400 / QR-600 反渗透净水器 使用说明书（2025年版）\n\n"
    "感谢您选购清泉净水器。本说明书适用于 QR-400 和 QR-600 两款机型，两者外形和安装方式相同，区别在于额定净水流量和反渗透膜"
    "的规格：QR-400 的额定净水流量为每分钟 1.05 升，QR-600 为每分钟 1.6 升；QR-400 使用标准反渗透膜，QR-600 使用加厚反渗透"
    "膜，使用寿命更长。两款机型的额定功率均为 72 瓦，电源为 220 伏、50 赫兹，外形尺寸为长 420 毫米、宽 160 毫米、高 380 毫米"
    "。请在安装和使用之前仔细阅读本说明书，并妥善保管。\n\n"
    "安装条件：本机适用于市政自来水，进水压力应在 0.1 至 0.4 兆帕之间，进水压力高于 0.4 兆帕时必须在进水口前加装减压阀，低于 "
    "0.1 兆帕时出水会明显变慢，需要加装增压泵；进水温度应在 5 至 38 摄氏度之间，不得接入热水管。本机应安装在室内通风、干燥的"
    "地方，避免阳光直射，不要安装在冬季气温可能低于零摄氏度的阳台或车库，结冰会损坏反渗透膜和管路。安装时请为机器两侧各留出不少"
    "于 5 厘米的空间，以便散热和更换滤芯。\n\n"
    "首次使用：安装完成后，打开进水阀，接通电源，让机器连续制水并排放十分钟，排掉滤芯中的保护液和炭粉，这段时间内流出的水不可饮"
    "用。此后出水口指示灯由红色变为蓝色，即可正常使用。\n\n"
    "滤芯更换：本机共有四级滤芯，请按以下周期更换。第一级 PP 棉滤芯每 6 个月更换一次；第二级前置活性炭滤芯每 12 个月更换一次；"
    "第三级反渗透膜，QR-400 每 24 个月更换一次，QR-600 因采用加厚膜，每 36 个月更换一次；第四级后置活性炭滤芯每 12 个月更换一次"
    "。以上周期按每天制水 10 升计算，如果当地自来水的溶解性总固体（TDS）超过 300 毫克每升，各级滤芯的更换周期均应缩短一半。某一"
    "级滤芯到期时，面板上对应的指示灯会闪烁红灯，更换滤芯后长按“复位”键三秒即可清除提醒。请使用清泉原装滤芯，使用非原装滤芯造成"
    "的损坏不在保修范围之内。\n\n"
    "长时间不用：如果连续三天以上没有使用，再次使用前请先排水五分钟。如果外出超过三十天，应关闭进水阀并拔下电源插头；回来后重新"
    "打开进水阀、接通电源，并连续冲洗十五分钟后再饮用，如果出水有异味，请更换第四级后置活性炭滤芯。\n\n"
    "常见问题：出水变慢，多数是进水压力不足或者第一级滤芯堵塞，请检查进水阀是否完全打开，必要时提前更换 PP 棉滤芯；机器频繁启动"
    "，可能是管路接头漏水，请关闭进水阀后检查各接头；废水口一直流水不停，请联系售后服务。本机制水时会排出浓水，QR-400 的纯水与"
    "浓水之比约为一比一，QR-600 约为二比一。\n\n"
    "保修：整机保修一年，电源适配器和增压泵保修两年，滤芯和反渗透膜属于消耗品，不在保修范围之内。售后服务电话 400-820-6600，"
    "服务时间为每天 8:00 至 20:00。\n"
)

NOTICE_ZH = """关于开展2026年度员工健康体检的通知

各部门、全体员工：

为关心员工身体健康，经公司研究决定，组织开展2026年度员工健康体检。现将有关事项通知如下。

一、体检对象

截至2026年3月31日入职满三个月的公司正式员工。劳务派遣人员由派遣单位另行安排，不在本次范围之内。

二、体检时间和地点

时间：2026年4月13日至4月30日，每周一至周五上午7:30至10:30，周末和法定节假日不安排体检。
地点：康宁体检中心滨江院区（滨江路88号二楼）。

三、体检项目

所有员工：一般检查、血常规、尿常规、肝功能、肾功能、血脂、血糖、心电图、腹部彩超、胸部正位片。
年满四十周岁（含）的员工另加：低剂量螺旋CT（代替胸部正位片）、颈动脉彩超、肿瘤标志物。
女员工另加：乳腺彩超、妇科检查。

四、预约方式

请于4月3日前登录“企业微信—工作台—健康体检”选择体检日期，每天名额六十人，约满为止。预约后如需改期，请至少提前两个工作日在同一页面修改。

五、注意事项

（一）体检前一天晚上八点以后不要进食，体检当天早晨空腹，可以少量饮水。
（二）体检前三天清淡饮食，不要饮酒。
（三）请携带本人身份证原件，佩戴眼镜的同事请带上眼镜。
（四）体检报告由体检中心发送到本人企业微信，如有异常结果，体检中心会另行电话通知本人。

六、费用

体检费用由公司承担，员工本人不需要垫付。员工家属可以随同体检，按协议价每人六百八十元自费，在体检中心前台缴纳。

人力资源部
2026年3月25日

补充通知（2026年4月1日）

因预约人数较多，预约截止时间由4月3日延长至4月8日。另外，滨江院区4月20日设备检修，停诊一天，当天已经预约的同事请改约其他日期。

人力资源部
"""

REVIEW_ZH = """“青禾”小程序 2.3 版本评审会会议纪要

时间：2026年3月18日（星期三）14:00—15:30
地点：3号楼502会议室
主持：赵敏
参会人员：产品部赵敏、孙浩；研发部周涛、林晓雨；测试部钱坤；运营部吴佳
记录：林晓雨

一、会议议题

评审青禾小程序 2.3 版本的功能范围、上线时间和分工。

二、讨论情况

周涛介绍，会员积分兑换模块已完成约百分之八十，剩余工作主要是与支付系统的联调；“扫码点单”功能的接口尚未确定，按目前进度无法在原计划上线前完成。钱坤提出，积分兑换涉及资金，回归测试至少需要五个工作日，原计划的上线时间留给测试的时间不够。吴佳建议上线时配合一次积分翻倍活动，吸引老用户回流。

三、会议决定

1. 2.3 版本上线时间由原定的4月15日推迟到4月22日。
2. 积分兑换规则：每个用户每天最多兑换三次，单次最多兑换五千积分。
3. “扫码点单”功能不进入 2.3 版本，改在 2.4 版本上线。

会议还就运营方面作出以下决定：

4. 上线后第一周开展积分翻倍活动，活动期间兑换次数上限不变。
5. 2025年12月31日前注册的老用户，首次兑换免收手续费；新用户按正常标准收取。

四、待办事项

（一）周涛：4月10日前完成积分兑换模块与支付系统的联调。
（二）钱坤：4月17日前完成回归测试，并出具测试报告。
（三）吴佳：4月20日前完成上线活动方案和宣传文案。
（四）孙浩：3月25日前更新 2.4 版本的需求文档，把“扫码点单”列入其中。

下次评审会时间另行通知。
"""

FRESH3_DOCS = {
    "sluice/sluice.1.txt": MANPAGE,
    "marlin/gateway.reference.yaml": GATEWAY,
    "osprey/minutes-2026-03-12.md": MINUTES,
    "mail/ledger-db-upgrade.txt": THREAD,
    "grebe/CHANGES.rst": CHANGES,
    "postmortems/2026-01-28-checkout.md": POSTMORTEM,
    "tessera/pricing.md": PRICING,
    "清泉净水器使用说明书.txt": MANUAL_ZH,
    "关于开展2026年度员工体检的通知.txt": NOTICE_ZH,
    "青禾小程序2.3评审会纪要.txt": REVIEW_ZH,
}
