"""Retrieval evaluation: a real offline corpus, questions with known answers, and the scorer.

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

MODULES = ["json", "csv", "argparse", "shutil", "statistics", "textwrap", "heapq", "bisect", "subprocess", "hashlib",
           "collections", "functools", "tempfile", "random", "datetime", "urllib.parse", "zipfile", "itertools", "re",
           "queue", "pathlib", "threading", "logging", "difflib"]

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
]


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


def rank_of(question: Question, passages) -> int | None:
    for rank, p in enumerate(passages, 1):
        if Path(p.file).name == question.file and question.answer.lower() in p.text.lower():
            return rank
    return None


def evaluate(index, collection: str, embed, modes=("keyword", "vector", "hybrid"), k: int = 5, questions=QUESTIONS) -> dict:
    """{mode: {lang: {recall@1, recall@5, mrr, n}}} with lang in ('all', 'en', 'zh')."""
    from macllm.docs.retrieve import search

    query_vecs = dict(zip([q.text for q in questions], embed([q.text for q in questions])))
    results = {}
    for mode in modes:
        ranks = [(q.lang, rank_of(q, search(index, q.text, collection, lambda t: [query_vecs[t[0]]], k=k, mode=mode)))
                 for q in questions]
        results[mode] = {}
        for lang in ("all", "en", "zh"):
            rs = [r for lg, r in ranks if lang == "all" or lg == lang]
            results[mode][lang] = {
                "recall@1": sum(r == 1 for r in rs) / len(rs),
                "recall@5": sum(r is not None and r <= 5 for r in rs) / len(rs),
                "mrr": sum(1 / r for r in rs if r) / len(rs),
                "n": len(rs),
            }
    return results


def table(results: dict) -> str:
    lines = ["| mode | questions | recall@1 | recall@5 | MRR |", "|---|---|---|---|---|"]
    for mode, by_lang in results.items():
        for lang, m in by_lang.items():
            lines.append(f"| {mode} | {lang} ({m['n']}) | {m['recall@1']:.2f} | {m['recall@5']:.2f} | {m['mrr']:.3f} |")
    return "\n".join(lines)
