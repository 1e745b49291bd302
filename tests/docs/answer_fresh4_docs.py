"""The documents of the answer evaluation's `fresh4` set (questions in tests/docs/answer_fresh4.py), of kinds the
other sets do not have, written with its questions before anything was scored on them. Products, companies and
people are made up.

- A TOML configuration file, every key with its default and a comment, two shutdown timeouts that look alike and a
  default raised in an earlier release (`quarry/quarry.toml`).
- A Python source module whose facts sit in its docstrings and `#:` comments: a retry policy with two attempt
  counts that look alike (`wicket/src/wicket/retry.py`).
- A plain-text protocol specification in the layout of an RFC, numbered sections ("3.2 Rate limits") and the
  changes from the version before at the end (`specs/ember-sync-v3.txt`).
- A Word document (.docx, built in code) of an HR leave policy under numbered headings, one fact in a small table
  (`hr/brightwater-leave-policy.docx`).
- A spreadsheet (.xlsx, built in code) of ferry fares, rows that differ by season and vehicle, and a sheet of
  notes (`saltmarsh/fares-2026.xlsx`).
- Plain-text release notes under underlined and ALL-CAPS headings, a renamed setting whose old name is still read
  for a while (`lattice/RELEASE-NOTES.txt`).
- An AsciiDoc support policy whose dates are only in a table (`corvid/SUPPORT.adoc`).
- A Chinese lease in 第X条 clauses with a supplement (补充条款) that changes three of them (`租房合同-滨湖花园3栋1204.txt`).
- A Chinese course syllabus in Markdown with a week-by-week table and the grading rules (`数据结构课程教学大纲.md`).
- A Chinese product FAQ (常见问题) of a smart lock in 问/答 pairs under 一、二、三 sections (`安途S7智能门锁常见问题.txt`).
"""

from __future__ import annotations

from . import office_files as of

QUARRY_TOML = """# quarry.toml: configuration of the Quarry job runner (quarry 1.8)
#
# Every key is shown with its default value; delete the ones you do not change.
# Durations are in seconds unless the key's name says otherwise. Quarry reads
# this file from the working directory, or from the path in QUARRY_CONFIG.

[server]
# Address the dashboard and the HTTP API listen on.
bind = "127.0.0.1:7070"
# Workers started for each CPU core. With 0, a single worker runs every job.
workers_per_core = 2
# Upper bound on the number of workers, whatever the number of cores.
max_workers = 24

[jobs]
# Runs a job gets in all, the first one included, before it is marked failed.
max_attempts = 4
# Seconds a single run of a job may take before it is killed and the run
# counts as failed. Raised from 300 in quarry 1.6.
timeout = 900
# Seconds a job that is still running gets to finish after the worker is
# asked to stop (a deploy, a scale-in). After that it is sent SIGKILL.
shutdown_grace = 45
# Seconds `quarry drain` waits for the queue to empty before it gives up
# and exits with status 75.
drain_timeout = 600
# Days the records of finished jobs are kept before they are deleted.
keep_finished_days = 14
# Failed jobs are kept longer, for inspection.
keep_failed_days = 30

[queue]
# "fifo" or "priority". With "priority", 0 is the lowest priority and 9 the
# highest.
order = "priority"
# Priority of a job whose producer gives none.
default_priority = 5
# Jobs a worker takes from the broker at a time.
prefetch = 8

[broker]
url = "redis://localhost:6379/3"
# Seconds before a lost connection to the broker is tried again. The wait
# doubles after each failure, up to reconnect_max.
reconnect_delay = 2
reconnect_max = 60

[metrics]
# Prometheus metrics at http://<bind>/metrics. Off by default since 1.7.
enabled = false
# Labels added to every metric.
labels = { service = "quarry" }
"""

WICKET_RETRY = '''"""Retries for wicket's HTTP client.

wicket retries a request when the connection fails or the server answers with
one of RETRY_STATUSES. Between two attempts it sleeps for a random time
between zero and a cap that grows exponentially ("full jitter"), so that many
clients that failed at once do not all come back at once.

The defaults suit calls to a service in the same data centre. For calls across
the internet, raise BASE_DELAY and MAX_DELAY rather than MAX_ATTEMPTS.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

#: Attempts for each request that was sent, the first one included. A request
#: that is not idempotent (POST, PATCH) gets a single attempt unless it
#: carries an Idempotency-Key header.
MAX_ATTEMPTS = 5

#: Cap of the first sleep, in seconds. Each later cap is MULTIPLIER times the
#: one before it.
BASE_DELAY = 0.25

MULTIPLIER = 2.0

#: No sleep between attempts is ever longer than this, in seconds.
MAX_DELAY = 20.0

#: Statuses that are retried. 500 is not among them: an internal error is
#: rarely cured by asking again, and retrying it doubled the load on the
#: payments service during the June 2025 outage. Pass retry_statuses to a
#: RetryPolicy to add it back.
RETRY_STATUSES = frozenset({408, 429, 502, 503, 504})

#: A Retry-After header is obeyed when it asks for at most this many seconds;
#: a longer one makes wicket give up at once with RetryAfterTooLong.
RETRY_AFTER_LIMIT = 120


class RetryAfterTooLong(Exception):
    """The server asked to wait longer than the policy's retry_after_limit."""


@dataclass(frozen=True)
class RetryPolicy:
    """How a client retries. Client(retry=RetryPolicy(...)) overrides the
    module's defaults; Client(retry=None) turns retrying off.

    connect_attempts counts the attempts to open a connection (DNS lookup, TCP
    connect, TLS handshake) and defaults to 3. It is separate from
    max_attempts, which counts requests that were sent: a request whose
    connection could not be opened was never sent.
    """

    max_attempts: int = MAX_ATTEMPTS
    connect_attempts: int = 3
    base_delay: float = BASE_DELAY
    multiplier: float = MULTIPLIER
    max_delay: float = MAX_DELAY
    retry_statuses: frozenset = RETRY_STATUSES
    retry_after_limit: float = RETRY_AFTER_LIMIT

    def cap(self, attempt: int) -> float:
        """The longest sleep before attempt (2 is the first retry): 0.25, 0.5,
        1, 2, 4 and so on with the defaults, never above max_delay."""
        return min(self.max_delay, self.base_delay * self.multiplier ** (attempt - 2))

    def sleep_for(self, attempt: int, retry_after: float | None = None) -> float:
        """How long to sleep before attempt: the server's Retry-After when it
        sent one, else a random time up to cap(attempt)."""
        if retry_after is not None:
            if retry_after > self.retry_after_limit:
                raise RetryAfterTooLong(retry_after)
            return retry_after
        return random.uniform(0, self.cap(attempt))

    def should_retry(self, method: str, status: int | None, attempt: int, idempotent_key: bool = False) -> bool:
        """Whether to try again after attempt failed with status (None: the
        connection broke after the request was sent)."""
        if attempt >= self.max_attempts:
            return False
        if method in ("POST", "PATCH") and not idempotent_key:
            return False
        return status is None or status in self.retry_statuses
'''

EMBER_SPEC = """Ember Sync Working Group                                     R. Halvorsen
Specification: ESP-7                                          Lumatic Labs
Obsoletes: ESP-4                                             February 2026
Category: Standards Track


                   The Ember Sync Protocol, Version 3

Abstract

   This document specifies version 3 of the Ember Sync Protocol (ESP),
   which keeps a local replica of a document store in step with a server
   over one WebSocket connection. It replaces version 2 (ESP-4).

Table of Contents

   1. Introduction
   2. Conventions
   3. Sessions
      3.1 Opening a session
      3.2 Rate limits
      3.3 Batches
      3.4 Heartbeats
   4. Conflict resolution
   5. Error codes
   6. Changes from version 2

1. Introduction

   A replica holds a copy of some or all of the documents of a store. It
   sends the changes made locally to the server in PUSH messages and
   receives the changes of other replicas in CHANGES messages, each
   stamped with the server's sequence number.

2. Conventions

   The key words "MUST", "MUST NOT", "SHOULD" and "MAY" in this document
   are to be interpreted as described in RFC 2119.

3. Sessions

3.1 Opening a session

   A client opens a session by sending HELLO with its replica id and the
   highest sequence number it has applied. The server MUST answer with
   WELCOME within 10 seconds; otherwise the client SHOULD close the
   connection and try again later. A client MUST NOT hold more than 4
   sessions with one server at the same time.

3.2 Rate limits

   A session MAY send up to 50 requests per second, averaged over a
   sliding window of 10 seconds. SUB and UNSUB messages, which change the
   set of collections a session follows, are counted apart from other
   requests and are limited to 5 per second.

   Sessions opened with "mode": "observe" (read-only sessions) are limited
   to 10 requests per second.

   A server that receives more MUST answer ERROR 429 with a "retry_ms"
   field, and MAY close a session that gets three such errors within one
   minute.

3.3 Batches

   A client MAY put several operations in one PUSH message. A batch holds
   at most 200 operations. A server that receives a larger batch MUST
   reject it as a whole with ERROR 413 and apply none of its operations.
   The operations of a batch that is accepted are applied atomically:
   either all of them or none.

3.4 Heartbeats

   Either side sends PING when it has sent nothing else for 20 seconds.
   A peer that has received nothing for 60 seconds MUST consider the
   connection lost and close it. (Version 2 used 30 and 90 seconds.)

4. Conflict resolution

   When two replicas change the same field of a document, the change with
   the higher hybrid logical clock wins; on equal clocks, the change of
   the replica whose id sorts first wins. Deleted documents are kept as
   tombstones for 30 days, so that replicas that were offline learn of
   the deletion.

5. Error codes

   400  The message is malformed.
   401  The token is missing or has expired.
   409  The base sequence number is behind the server's; resynchronize.
   413  The batch has too many operations.
   429  Too many requests; wait retry_ms before sending again.
   503  The server is shutting down; reconnect after retry_ms.

6. Changes from version 2

   - The heartbeat intervals are shorter (Section 3.4).
   - A batch may hold 200 operations instead of 100.
   - Tombstones are kept for 30 days instead of 7.
   - Read-only sessions ("mode": "observe") are new.
"""

_HR_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
HR_POLICY_PARAGRAPHS = [
    ("Brightwater Analytics Ltd: Leave and Time Off Policy", "Title"),
    (
        "Version 4, effective 1 January 2026. It applies to every employee on a UK or Irish contract. Owner: the "
        "People team (people@brightwater.example).",
        None,
    ),
    ("1. Annual leave", "Heading1"),
    (
        "Full-time employees get 25 working days of paid annual leave in each calendar year, on top of public "
        "holidays. After five full years of service this rises to 28 days. Part-time employees get a share in "
        "proportion to their hours, rounded up to the nearest half day.",
        None,
    ),
    (
        "Request leave in HR Portal at least two weeks ahead for five days or more in a row, and at least two "
        "working days ahead for anything shorter.",
        None,
    ),
    ("2. Carrying leave over", "Heading1"),
    (
        "Up to 5 unused days may be carried into the next calendar year. Carried days must be taken by 31 March, "
        "or they lapse. Any other unused days lapse on 31 December. Leave is not paid out instead of being taken, "
        "except when employment ends.",
        None,
    ),
    (
        "Employees who could not take their leave because they were on parental leave or long-term sick leave may "
        "carry over up to 20 days, to be taken by 30 June.",
        None,
    ),
    ("3. Sick leave", "Heading1"),
    (
        "Tell your manager before 10:00 on your first day of sickness. Up to three working days in a row need no "
        "certificate: record them in HR Portal yourself. From the fourth day, a doctor's note is needed.",
        None,
    ),
    (
        "Brightwater pays full salary for up to 20 working days of sickness in any rolling 12 months, and "
        "statutory sick pay after that.",
        None,
    ),
    ("4. Parental leave", "Heading1"),
    (
        "To be eligible, you need at least six months of continuous service on the expected date of the birth or "
        "of the adoption placement. Employees with less service get statutory leave and statutory pay only.",
        None,
    ),
    None,  # the table
    (
        "After the weeks at full pay, a primary caregiver may take up to 34 more weeks of unpaid leave. Tell the "
        "People team at least 15 weeks before the expected date.",
        None,
    ),
    ("5. Working from abroad", "Heading1"),
    (
        "You may work from a country other than your country of employment for up to 20 working days in a "
        "calendar year, in blocks of at most 10 working days. Your manager and the People team must approve it at "
        "least two weeks before you travel.",
        None,
    ),
    ("6. Other paid leave", "Heading1"),
    (
        "Bereavement: 5 days for a partner, child or parent, 2 days for other relatives. Volunteering: 2 days a "
        "year with a registered charity. Moving house: 1 day a year.",
        None,
    ),
]
HR_PARENTAL_TABLE = [
    ["Leave", "At full pay", "When it is taken"],
    ["Primary caregiver", "18 weeks", "From up to 4 weeks before the expected date"],
    ["Secondary caregiver", "6 weeks", "In one or two blocks within 12 months of the birth or placement"],
]

FARES_SHEETS = {
    "Fares 2026": [
        ["Season", "Ticket", "Single", "Return", "Notes"],
        ["Low (1 Nov-31 Mar)", "Adult (16 and over)", 6.5, 11, None],
        ["Low (1 Nov-31 Mar)", "Child (5-15)", 3.25, 5.5, None],
        ["Low (1 Nov-31 Mar)", "Bicycle", 2, 3, "Rider pays the adult or child fare"],
        ["Low (1 Nov-31 Mar)", "Motorcycle", 19, 32, "Rider included"],
        ["Low (1 Nov-31 Mar)", "Car up to 5 m", 38, 64, "Driver included"],
        ["Low (1 Nov-31 Mar)", "Car over 5 m or with trailer", 52, 88, "Driver included"],
        ["High (1 Apr-31 Oct)", "Adult (16 and over)", 7.5, 13, None],
        ["High (1 Apr-31 Oct)", "Child (5-15)", 3.75, 6.5, None],
        ["High (1 Apr-31 Oct)", "Bicycle", 2, 3, "Rider pays the adult or child fare"],
        ["High (1 Apr-31 Oct)", "Motorcycle", 23, 39, "Rider included"],
        ["High (1 Apr-31 Oct)", "Car up to 5 m", 46, 78, "Driver included"],
        ["High (1 Apr-31 Oct)", "Car over 5 m or with trailer", 61, 104, "Driver included"],
    ],
    "Notes": [
        ["Note"],
        ["Saltmarsh Ferry Company, Holm Quay to Eastwick. Fares are in pounds sterling and include VAT."],
        ["Children under 5 and dogs on a lead travel free."],
        ["A return ticket is valid for 30 days from the outward crossing."],
        ["A car's length includes a roof box, a bicycle rack and a tow bar."],
        ["Island residents with a Saltmarsh card pay half the adult foot passenger fare."],
    ],
}

LATTICE_NOTES = """LATTICE RELEASE NOTES
=====================

Lattice is a shared build cache for Bazel, Buck2 and Pants builds. This file
lists the changes of each release, newest first.


LATTICE 5.1.0 (17 March 2026)
-----------------------------

NEW

  * `lattice du` prints the space each project takes in the cache, largest
    first.
  * Artifacts can be pinned with `lattice pin DIGEST`; pinned artifacts are
    never evicted.

FIXED

  * The HTTP port given with --http-port was ignored when the configuration
    file set one too (#1187).
  * After a restart, eviction could run twice at the same time and remove
    more artifacts than it had to.

DEPRECATED

  * `cache.max_size` still works in 5.1 but logs a warning at every start.


LATTICE 5.0.0 (3 February 2026)
-------------------------------

UPGRADING FROM 4.x

  * The on-disk format changed. The first start of 5.0 converts the cache
    in place, which takes about one minute per million artifacts; Lattice
    answers no requests meanwhile. There is no way back to the 4.x format:
    copy the cache directory first if you may need to downgrade.
  * The setting `cache.max_size` is renamed `storage.quota`. Both names are
    read in 5.0 and 5.1; from 5.2 only `storage.quota` is, and Lattice
    refuses to start when the configuration still has the old name.
  * Lattice 5 needs glibc 2.31 or newer (Ubuntu 20.04, Debian 11, RHEL 9).
    On Alpine, use the lattice-static build.

NEW

  * When the cache is full, the least frequently used artifacts are evicted
    first (LFU). 4.x evicted the least recently used ones (LRU); set
    `storage.eviction = "lru"` to keep that behaviour.
  * Artifacts are compressed with zstd at level 3 by default; 4.x used
    level 1. `storage.zstd_level` takes 1 to 19.
  * A new endpoint, /v2/stats, reports hits, misses and evictions per
    project.

CHANGED

  * The HTTP port moves from 8080 to 9093; the gRPC port stays 9092.
  * An upload is checked against its digest before it is stored, not
    after; a mismatch is answered with 400 instead of 500.

REMOVED

  * The `lattice migrate-v3` command, needed only for caches older than
    4.0.
  * Support for CentOS 7.


LATTICE 4.9.2 (12 November 2025)
--------------------------------

FIXED

  * A `cache.max_size` smaller than one artifact made Lattice evict every
    upload right after storing it (#1102).
  * LRU eviction skipped artifacts that were read while an upload of the
    same digest was running.
"""

CORVID_SUPPORT = """= CorvidDB support policy
:revdate: 2026-01-15
:toc:

CorvidDB has one feature release a year, in September, and patch releases
when they are needed. Each release line is supported as the table below
says. After its end of support a line gets no fixes of any kind, security
fixes included, and no answers from the support desk.

== Release lines

[cols="1,2,2,2,4",options="header"]
|===
|Line |Released |Status |End of support |Notes
|7.x |2025-09-02 |Current |2028-09-30 |All fixes
|6.x |2024-09-10 |Maintenance |2027-03-31 |Security fixes only from 2026-03-31
|5.x |2023-08-29 |Extended |2026-06-30 |Needs an extended support contract
|4.x |2022-09-06 |End of life |2025-03-31 |
|===

== Statuses

Current:: Bug fixes, security fixes and small improvements.
Maintenance:: Bug fixes and security fixes, and later security fixes only,
as the Notes column says.
Extended:: Security fixes, for customers with an extended support contract.
End of life:: Nothing.

== Upgrading

Upgrade one line at a time: from 5.x to 6.x, then from 6.x to 7.x. Run
`corvid-upgrade --check` first; it lists the settings and queries that need
attention. A cluster can run two neighbouring lines at once during a rolling
upgrade, for at most seven days.

== Platforms

The server runs on Linux on x86-64 and ARM64. The command-line client also
runs on macOS and Windows. Container images are published for every patch
release.
"""

LEASE_ZH = """房屋租赁合同

出租方（甲方）：何建平
承租方（乙方）：梁思琪

甲、乙双方经协商一致，就乙方承租甲方房屋一事订立本合同，共同遵守。

第一条 房屋
甲方将位于滨湖花园3栋1204室的房屋出租给乙方居住使用。房屋建筑面积89平方米，两室一厅一卫，附带的家具、家电见附件清单。

第二条 租赁期限
租赁期限为十二个月，自2026年3月1日起至2027年2月28日止。

第三条 租金及支付方式
每月租金为人民币4600元。租金每三个月支付一次，乙方应于每季度第一个月的10日前将该季度租金转入甲方指定的银行账户。

第四条 押金
乙方应于签订本合同时向甲方支付押金人民币9200元，相当于两个月租金。租期届满或合同解除后，乙方结清各项费用、房屋及设施无人为损坏的，甲方应在七日内将押金全额退还乙方。

第五条 费用承担
租赁期间的水费、电费、燃气费和网络费由乙方承担；物业管理费和供暖费由甲方承担。

第六条 维修
房屋主体结构和附带设施因正常使用出现的损坏，由甲方负责维修，甲方应在接到乙方通知后三日内安排维修。因乙方使用不当造成的损坏，由乙方负责修复或赔偿。

第七条 转租
未经甲方书面同意，乙方不得将房屋全部或部分转租给他人。

第八条 提前解约
租赁期间，乙方需要提前退租的，应提前三十日书面通知甲方，并支付一个月租金作为违约金。甲方需要提前收回房屋的，应提前三十日书面通知乙方，退还全部押金，并支付一个月租金作为违约金。

第九条 宠物
乙方不得在房屋内饲养宠物。

第十条 续租
租期届满，乙方需要继续承租的，应在租期届满前一个月向甲方提出，同等条件下乙方享有优先承租权。

第十一条 其他
本合同一式两份，甲、乙双方各执一份，自双方签字之日起生效。未尽事宜，双方可另行签订补充条款。

甲方（签字）：何建平　　　乙方（签字）：梁思琪
签订日期：2026年2月16日


补充条款

经甲、乙双方协商，对《房屋租赁合同》作如下修改，本补充条款与原合同具有同等效力，与原合同不一致的，以本补充条款为准。

一、原合同第三条的租金支付方式改为按月支付，乙方应于每月5日前支付当月租金，租金金额不变。

二、原合同第九条修改为：经甲方同意，乙方可以在房屋内饲养一只体重不超过10公斤的猫或狗。因宠物造成的房屋及家具损坏由乙方赔偿，退租时乙方应负责对房屋进行深度清洁。

三、原合同第八条中乙方提前退租的书面通知期限由三十日改为六十日，违约金标准不变。

甲方（签字）：何建平　　　乙方（签字）：梁思琪
签订日期：2026年2月20日
"""

SYLLABUS_ZH = """# 《数据结构》课程教学大纲

- 课程代码：CS2031
- 课程性质：专业必修课
- 学分：3
- 总学时：64（课堂讲授48学时，上机实验16学时）
- 适用专业：计算机科学与技术、软件工程（二年级）
- 先修课程：《C语言程序设计》《离散数学》
- 开课学期：2026年春季学期
- 课程负责人：韩立新（信息学院）

## 一、课程目标

学生学完本课程后，应能够：

1. 掌握线性表、栈、队列、树和图等基本数据结构的逻辑结构、存储结构及其基本运算；
2. 掌握常用的查找和排序算法，能够分析算法的时间复杂度和空间复杂度；
3. 能够针对实际问题选择合适的数据结构，并用C语言编程实现。

## 二、教学内容与进度

| 周次 | 教学内容 | 学时 |
|---|---|---|
| 1 | 绪论：数据结构的基本概念、算法复杂度 | 3 |
| 2-3 | 线性表：顺序表、链表 | 6 |
| 4 | 栈与队列 | 3 |
| 5 | 串与数组 | 3 |
| 6-8 | 树与二叉树、哈夫曼树 | 9 |
| 9 | 期中测验（课堂内进行，45分钟），讲评 | 3 |
| 10-12 | 图：存储结构、遍历、最短路径、最小生成树 | 9 |
| 13-14 | 查找：二分查找、二叉排序树、散列表 | 6 |
| 15-16 | 排序：插入、交换、选择、归并、基数排序 | 6 |
| 17 | 复习与答疑 | 3 |
| 18 | 期末考试 | - |

上机实验共8次，每次2学时，从第3周开始，隔周进行，地点为信息楼305机房。

## 三、考核方式与成绩评定

总评成绩由以下四部分组成：

1. 平时作业 15%：共10次，每两周布置一次。
2. 课堂测验 10%：包括第9周的期中测验。
3. 实验 25%：8次实验的报告和上机检查。
4. 期末考试 50%：闭卷笔试，时长120分钟，安排在第18周，具体时间和考场以教务处通知为准。

期末考试卷面成绩低于40分的，总评成绩按卷面成绩记录。

## 四、课程纪律

1. 作业应在布置后第二周的周五23:59前提交到课程平台。迟交的，每迟交一天扣该次作业成绩的10%；迟交超过3天的不予接收。
2. 缺交实验报告3次及以上，或者缺课累计超过总学时三分之一的，不得参加期末考试。
3. 作业和实验报告严禁抄袭，一经发现，该次成绩记为零分。

## 五、教材与参考书

- 教材：《数据结构（C语言版）》，严谨编著，云帆出版社，2023年第3版。
- 参考书：《算法设计与分析基础》，林若溪译，远山出版社，2021年。
"""

LOCK_FAQ_ZH = """安途S7智能门锁 常见问题（2026年1月更新）

一、电池与供电

问：S7用什么电池？一套电池能用多久？
答：S7使用8节5号碱性电池，请不要使用充电电池，它的电压偏低，会导致门锁误报电量不足。按每天开门10次计算，一套电池大约可以使用10个月。电量低于20%时，每次开门都会有语音提醒，“安途家”App也会推送通知；电量低于5%时，大约还能再开门50次。

问：电池完全没电了，人在门外怎么开门？
答：用Type-C接口的充电宝或手机充电器连接前面板底部的应急供电口，供电约10秒后即可用指纹或密码开门，进门后请尽快更换电池。也可以用机械钥匙开门，钥匙孔在前把手下方的装饰盖板后面，向上推开盖板即可看到。应急供电口只能临时供电，不能给电池充电。

二、指纹与密码

问：最多可以录入多少个指纹和密码？
答：最多可以录入100枚指纹、50组密码和20张门卡。其中前10枚指纹和前5组密码具有管理员权限，可以进入设置菜单。

问：密码输错了会怎样？
答：连续输错5次，键盘锁定3分钟；锁定解除后再连续输错5次（即累计连续输错10次），键盘锁定30分钟，同时门锁发出警报声，并向App推送告警信息。键盘锁定期间，指纹和门卡仍然可以开门。

问：可以给来访的客人设置临时密码吗？
答：可以。在“安途家”App中生成临时密码，有效期可以在1小时到7天之间选择；也可以生成单次密码，使用一次后立即失效。同一时间最多可以有10组有效的临时密码。

问：什么是虚位密码？
答：输入密码时，可以在正确密码的前后加上任意数字，只要其中包含连续的正确密码就能开门，总长度不超过16位，防止旁人偷看。

三、安装

问：我家的门能装S7吗？
答：S7适用于门厚40至120毫米的木门、钢木门和防盗门，锁体需要符合国标6068或5050规格。门厚超过120毫米的，需要加购加长组件（型号EX-30）。安装师傅上门时会现场测量。

问：门锁可以装在室外吗？
答：S7的工作温度为零下25摄氏度至60摄氏度，可以用于入户门和庭院门。前面板做了防溅处理，但不建议安装在雨水能直接淋到的位置；确实需要安装的，请加装防雨罩。

四、保修

问：保修期多长？
答：锁体机械部分保修3年，电子部分（主板、指纹模块、显示屏）保修2年，电池不在保修范围之内。保修期内免费上门维修，服务热线400-619-3377。
"""


FRESH4_DOCS: dict[str, str | bytes] = {
    "quarry/quarry.toml": QUARRY_TOML,
    "wicket/src/wicket/retry.py": WICKET_RETRY,
    "specs/ember-sync-v3.txt": EMBER_SPEC,
    "hr/brightwater-leave-policy.docx": of.w_document(HR_POLICY_PARAGRAPHS, [HR_PARENTAL_TABLE], _HR_STYLES),
    "saltmarsh/fares-2026.xlsx": of.steady(of.xlsx(FARES_SHEETS)),
    "lattice/RELEASE-NOTES.txt": LATTICE_NOTES,
    "corvid/SUPPORT.adoc": CORVID_SUPPORT,
    "租房合同-滨湖花园3栋1204.txt": LEASE_ZH,
    "数据结构课程教学大纲.md": SYLLABUS_ZH,
    "安途S7智能门锁常见问题.txt": LOCK_FAQ_ZH,
}
