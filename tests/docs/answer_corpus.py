"""Documents for the answer evaluation (tests/docs/answer_evaluation.py), built into a folder by `build_answer_corpus`.

- Terse release notes of a made-up tool, Kestrel, one file per release named after its version (`kestrel/1.4.0.txt`)
  in the layout of git's RelNotes: the version is in the file's name and its title, never beside the bullet that a
  question asks about. Most bullets are generated from templates (a fixed seed), so the files look alike, as real
  release notes do; the bullets that questions ask about are written out.
- Chinese articles written as one long line each (as text copied from a web page or a word processor is), with
  lists that run past any 600-character cut, and terse Chinese release notes of a made-up database (`星图/3.2.0.txt`).
- The Markdown manuals shipped inside the installed mlx-lm package (LORA.md, SERVER.md, ...).
"""

from __future__ import annotations

import random
from pathlib import Path

COMMANDS = ["status", "diff", "commit", "tag", "branch", "remote", "config", "blame", "grep", "stash"]
COMMANDS += ["rebase", "merge", "show", "bisect", "worktree", "notes", "reflog", "prune", "verify", "serve"]
OPTIONS = ["quiet", "porcelain", "null", "color-moved", "no-verify", "sort", "format", "column", "ignore-case"]
OPTIONS += ["show-origin", "keep-empty", "autostash", "stat", "abbrev", "reverse", "no-progress", "dry-run"]
PURPOSES = [
    "limit its output to what scripts need",
    "print the result in a stable, machine-readable form",
    "make it easier to review large changes",
    "skip the hooks for a single invocation",
    "show where each setting was read from",
    "order its output by the given key",
]
BEHAVIOURS = [
    "honours the configured pager",
    "shows a progress meter when its work takes more than two seconds",
    "refuses to run in a repository that is being rebased",
    "gives a clearer message when the given name is ambiguous",
    "reads its defaults from the configuration file of the worktree",
]
BUGS = [
    "reported success even when writing the result failed",
    "mishandled paths with spaces in them",
    "did not respect the quiet option",
    "read uninitialized memory on an empty repository",
    "could loop forever on a corrupt reflog",
]

# (version, since, bullets that questions ask about, in the features list, in the fixes list)
RELEASES = [
    ("1.0.0", None, [], []),
    (
        "1.1.0",
        "1.0",
        ['"kestrel clone" can now be told to skip large files with the "--max-file-size=<n>" option.'],
        [],
    ),
    ("1.2.0", "1.1", ['The default value of "fetch.parallel" has been raised from 1 to 8.'], []),
    ("1.2.1", "1.2", [], []),
    ("1.3.0", "1.2", [], []),
    (
        "1.3.1",
        "1.3",
        [],
        ['"kestrel mirror" no longer deletes local branches when the remote cannot be reached.'],
    ),
    (
        "1.4.0",
        "1.3",
        [
            '"kestrel push" learned the "--atomic-tags" option, which refuses to update any tag unless all of them '
            "can be updated."
        ],
        [],
    ),
    ("1.4.1", "1.4", [], []),
    (
        "1.5.0",
        "1.4",
        ['"kestrel log" learned "--since-tag=<tag>" to show only the entries recorded after the given tag.'],
        [],
    ),
    ("1.5.1", "1.5", [], []),
    ("1.5.2", "1.5", [], ['A crash in "kestrel gc" when the pack directory was empty has been fixed.']),
    ("1.6.0", "1.5", ['The "sync.jobs" configuration variable now defaults to 4 instead of 1.'], []),
    (
        "2.0.0",
        "1.6",
        [
            'The "kestrel snapshot" command, deprecated since 1.5, has been removed; use "kestrel archive '
            '--snapshot" instead.'
        ],
        [],
    ),
    (
        "2.1.0",
        "2.0",
        [
            "The on-disk index format was bumped to version 4; older kestrel binaries cannot read repositories "
            "written by this release."
        ],
        [],
    ),
]


def _wrap(bullet: str) -> str:
    import textwrap

    return textwrap.fill(bullet, width=70, initial_indent=" * ", subsequent_indent="   ")


def _underlined(title: str, mark: str) -> str:
    return f"{title}\n{mark * len(title)}"


def release_notes() -> dict[str, str]:
    """{'kestrel/1.4.0.txt': text} for every release."""
    rng = random.Random(23)
    out = {}
    for version, since, features, fixes in RELEASES:
        major_minor = version.rsplit(".", 1)[0] if version.endswith(".0") else version
        point = not version.endswith(".0")
        title = f"Kestrel v{version} Release Notes" if point else f"Kestrel {major_minor} Release Notes"
        parts = [_underlined(title, "=")]
        if not point:
            feats = []
            for _ in range(rng.randint(7, 10)):
                cmd, opt = rng.choice(COMMANDS), rng.choice(OPTIONS)
                feats.append(
                    rng.choice(
                        [
                            f'"kestrel {cmd}" learned the "--{opt}" option to {rng.choice(PURPOSES)}.',
                            f'"kestrel {cmd}" now {rng.choice(BEHAVIOURS)}.',
                            f'The documentation for "kestrel {cmd}" has been updated and its examples corrected.',
                        ]
                    )
                )
            feats[len(feats) // 2 : len(feats) // 2] = features  # in the middle: far from the title
            heading = f"Updates since v{since}" if since else "First release"
            parts += [_underlined(heading, "-"), "UI, Workflows & Features", "\n\n".join(_wrap(b) for b in feats)]
            perf = [
                f"The code path that {rng.choice(['walks', 'reads', 'verifies'])} the object store has been "
                f"{rng.choice(['optimized', 'simplified', 'rewritten'])}."
                for _ in range(rng.randint(2, 4))
            ]
            parts += ["Performance, Internal Implementation, etc.", "\n\n".join(_wrap(b) for b in perf)]
        bugs = [
            f'"kestrel {rng.choice(COMMANDS)} --{rng.choice(OPTIONS)}" {rng.choice(BUGS)}, which has been corrected.'
            for _ in range(rng.randint(4, 7))
        ]
        bugs[len(bugs) // 2 : len(bugs) // 2] = fixes
        if since:
            parts += [_underlined(f"Fixes since v{since}", "-"), "\n\n".join(_wrap(b) for b in bugs)]
        out[f"kestrel/{version}.txt"] = "\n\n".join(parts) + "\n"
    return out


# One line each, as text pasted from a web page is. The lists are longer than a 600-character passage.
ARTICLES = {
    "差旅费报销管理办法.txt": (
        "差旅费报销管理办法。为规范公司员工出差期间的费用开支，根据国家有关规定并结合公司实际，制定本办法。"
        "本办法适用于公司全体正式员工以及经批准随同出差的实习人员。出差须事先填写出差审批单，经部门负责人批准后方可成行，"
        "未经批准擅自出差的，所发生的费用一律不予报销。员工出差应当优先乘坐火车二等座或者飞机经济舱，"
        "单程超过八小时的火车行程可以乘坐一等座，特殊情况需要乘坐公务舱的，须经分管副总经理书面同意。"
        "市内交通以公共交通为主，确有需要乘坐出租车的，应当保留发票并在明细表中注明起止地点和事由。"
        "住宿费实行限额标准：在北京、上海、广州、深圳四个一线城市，住宿标准为每人每晚五百元；在省会城市和计划单列市，"
        "住宿标准为每人每晚三百八十元；在其他地区，住宿标准为每人每晚二百八十元。超出标准的部分由员工自行承担。"
        "伙食补助按出差自然天数计算，每人每天一百元，已由会议主办方统一安排用餐的，不再发放伙食补助。"
        "员工出差结束后，应当在返回之日起三十天内办理报销手续，逾期未报销的，财务部门有权拒绝受理。"
        "办理报销时须提交以下材料。第一，经批准的出差审批单原件。第二，往返交通票据原件，包括火车票、登机牌和行程单。"
        "第三，住宿发票原件以及酒店开具的消费明细。第四，会议通知、培训通知或者客户邀请函等能够证明出差事由的文件。"
        "第五，由出差人本人签字的费用明细表，逐项列明每一笔开支的日期、金额和用途。第六，因公发生的其他费用的原始凭证，"
        "例如快递费、资料费和签证费的发票。第七，如有借款，还须附上借款单的复印件，以便财务部门冲销借款。"
        "以上材料缺少任何一项的，财务部门将退回报销申请，并通知出差人在十个工作日内补齐。"
        "财务部门收到齐全的材料后，应当在五个工作日内完成审核，审核通过的款项通过银行转账支付到员工的工资卡。"
        "对虚报、冒领差旅费的，一经查实，除追回全部款项外，还将视情节轻重给予通报批评直至解除劳动合同的处分。"
        "本办法由公司财务部负责解释，自二〇二四年一月一日起施行，原有的相关规定同时废止。"
    ),
    "城市生活垃圾分类指南.txt": (
        "城市生活垃圾分类指南。生活垃圾分类是指按照垃圾的不同成分、属性和利用价值，将垃圾分类投放、分类收集、"
        "分类运输和分类处理的一系列活动。做好垃圾分类，可以减少填埋和焚烧的数量，节约土地资源，减少环境污染，"
        "并让更多的资源得到回收利用。本市的生活垃圾分为四类：可回收物、有害垃圾、厨余垃圾和其他垃圾。"
        "可回收物是指适宜回收利用的生活垃圾，主要包括废纸张、废塑料、废玻璃制品、废金属和废织物。"
        "投放可回收物时应当尽量保持清洁干燥，避免污染，立体包装物应当清空内容物、清洁后压扁投放。"
        "有害垃圾是指对人体健康或者自然环境造成直接或者潜在危害的生活垃圾，主要包括废电池、废荧光灯管、"
        "废温度计、废血压计、过期药品及其包装物、废油漆桶和杀虫剂容器。投放有害垃圾时应当注意轻放，"
        "易破损的应当连带包装或者包裹后投放，废荧光灯管不要打碎。厨余垃圾是指易腐烂的、含有有机质的生活垃圾，"
        "包括家庭产生的剩菜剩饭、瓜皮果核、蔬菜残渣和过期食品。厨余垃圾应当沥干水分后投放，"
        "有包装物的应当将包装物去除后分类投放，包装物请投放到对应的容器。其他垃圾是指除以上三类之外的生活垃圾，"
        "例如用过的餐巾纸、尿不湿、烟蒂、陶瓷碎片和灰土。居民小区的集中投放时间为每天早上七点到九点、晚上六点到八点，"
        "其他时间请投放到小区指定的误时投放点。大件垃圾，例如旧家具和床垫，应当预约物业或者再生资源回收企业上门收运，"
        "不得随意堆放在楼道或者路边。装修垃圾应当袋装后堆放到物业指定的临时堆放点，由具备资质的企业清运。"
        "单位和个人应当按照规定分类投放生活垃圾。个人违反规定未分类投放的，由城市管理部门责令改正；拒不改正的，"
        "处五十元以上二百元以下的罚款。单位违反规定的，处五千元以上五万元以下的罚款。"
        "收集、运输单位不得将已经分类投放的生活垃圾混合收集、混合运输，违者处五万元以上五十万元以下的罚款。"
    ),
    # held out: written with the held-out questions, before any tuning
    "家庭急救常识.txt": (
        "家庭急救常识。意外总是在不经意间发生，掌握一些基本的急救知识，可以在专业救援到来之前为伤者争取宝贵的时间。"
        "据统计，我国每年发生心脏骤停的人数超过五十万，其中大多数发生在医院以外的场所，例如家中、商场、车站和运动场。"
        "心脏骤停发生后的四到六分钟是抢救的黄金时间，超过这个时间，大脑就可能出现不可逆的损伤，因此身边的人能否及时施救至关重要。"
        "许多国家在中小学开设急救课程，并在公共场所配置自动体外除颤器，使普通人也能在第一时间参与救援。"
        "学习急救并不复杂，只要经过几个小时的培训，大多数人都能掌握基本的操作要领，关键是在紧急时刻保持冷静、按步骤操作。"
        "遇到有人突然倒地，首先要确认周围环境是否安全，避免自己也受到伤害，然后轻拍伤者的双肩并大声呼喊，判断其有无反应。"
        "如果发现伤者没有反应、没有呼吸或者只有濒死叹息样呼吸，应当立即实施心肺复苏。"
        "心肺复苏的操作可以分为六个步骤。第一步，立即拨打急救电话一二零，或者请身边的人拨打，并设法取来附近的自动体外除颤器。"
        "第二步，让伤者仰卧在坚实的平面上，解开其衣领和腰带。第三步，在两乳头连线的中点进行胸外按压，"
        "双手掌根重叠，手臂伸直，垂直向下用力。第四步，按压深度为五到六厘米，按压频率为每分钟一百到一百二十次，"
        "每次按压后要让胸廓完全回弹。第五步，每按压三十次后，打开气道进行两次人工呼吸，每次吹气持续约一秒。"
        "第六步，除颤器取到后立即开机，按照语音提示贴好电极片并进行除颤，除颤后马上继续按压，"
        "直到伤者恢复自主呼吸或者专业急救人员到达。对于烫伤，应当立即用流动的凉水冲洗伤处十五到二十分钟，"
        "以降低皮肤温度、减轻疼痛，不要涂抹牙膏、酱油或者食用油，也不要刺破已经形成的水疱。"
        "如果衣物和皮肤粘在一起，不要强行撕脱，应当用剪刀剪开周围的衣物。"
        "对于流鼻血，应当让患者身体稍向前倾，用手指捏住鼻翼两侧持续按压十分钟左右，不要仰头，以免血液流入咽喉。"
        "对于异物卡喉的成年人，可以采用海姆立克急救法：站在患者身后，双臂环抱其腰部，一手握拳，"
        "拳眼放在肚脐上方两横指处，另一只手包住拳头，快速向内向上冲击，直到异物排出。"
        "家中应当常备一个急救箱，里面放有创可贴、无菌纱布、医用胶带、碘伏、体温计和常用药品，并定期检查药品的有效期。"
    ),
}

XINGTU = {  # terse Chinese release notes, the version in the file's name
    "星图/3.0.0.txt": "星图数据库 3.0 发布说明\n\n新功能\n\n- 默认监听端口由 5400 改为 7400。\n- 新增只读副本，"
    "可以把查询分流到副本节点。\n- 配置文件改用 TOML 格式，旧的 INI 格式仍可读取。\n\n修复\n\n- 修复了长时间空闲的连接被"
    "错误关闭的问题。\n- 修复了备份文件名中的日期在跨年时出错的问题。\n",
    "星图/3.1.0.txt": "星图数据库 3.1 发布说明\n\n新功能\n\n- 查询计划可以用 EXPLAIN 命令输出为 JSON。\n- 新增按表设置"
    "的数据保留期限，过期数据每天凌晨自动清理。\n\n修复\n\n- 修复了导入含有空行的 CSV 文件时丢失最后一行的问题。\n- 修复了"
    "副本节点在主节点重启后不能自动重连的问题。\n",
    "星图/3.2.0.txt": "星图数据库 3.2 发布说明\n\n新功能\n\n- 支持在线扩容：增加存储节点时不再需要停机，数据会在后台"
    "自动重新均衡。\n- 慢查询日志默认记录执行时间超过两秒的语句。\n\n修复\n\n- 修复了在线备份期间写入延迟升高的问题。\n- 修复"
    "了用户名中含有中文时无法登录管理界面的问题。\n",
    "星图/3.2.1.txt": "星图数据库 3.2.1 发布说明\n\n修复\n\n- 修复了在线扩容过程中个别查询返回重复结果的问题。\n- 修复了"
    "慢查询日志在磁盘写满时导致服务崩溃的问题。\n",
}


def build_answer_corpus(dest: Path) -> Path:
    """Write the corpus into dest (idempotent)."""
    import mlx_lm

    files = {**release_notes(), **ARTICLES, **XINGTU}
    for md in sorted(Path(mlx_lm.__file__).parent.glob("*.md")):
        files[f"mlx-lm/{md.name}"] = md.read_text(encoding="utf-8")
    return write_documents(dest, files)


def write_documents(dest: Path, files: dict[str, str | bytes]) -> Path:
    """Write {relative name: text, or the bytes of an Office file} into dest, each file only where it is missing or
    differs (idempotent)."""
    for name, doc in files.items():
        path = dest / name
        path.parent.mkdir(parents=True, exist_ok=True)
        data = doc if isinstance(doc, bytes) else doc.encode("utf-8")
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
    return dest
