"""Passages of the files a question names. People ask about an organisation, a product or a project by its name
("What's the reason Brackwater Software has to leave its current office?"), and keep its documents in a file or
folder of that name (brackwater-software/harbour-yard-move-briefing.pptx). The name is often in no passage: the
reason is in the deck's speaker notes, which never say "Brackwater", so neither keyword nor vector search ties them
to the question, and passages of other files that share its other words ("leave", "office") win.

A file is named by a question when words of its name (the file's stem and its folder's, split at - _ . and spaces;
Chinese by character pairs) are among the question's words. Each of the file's passages then gets a bonus in hybrid
search: NAME_BONUS times the share of the question's keyword weight (its words' IDF over the passages, as the
keyword confidence weighs them) that the name holds, and the file's passages closest to the question join the
candidates. A word in the names of more than NAME_SHARE of the collection's files, and of more than two (its one
folder, "notes", "2026"), names none of them.
"""

from __future__ import annotations

import re
from pathlib import Path

from macllm.docs.index import DocIndex

NAME_BONUS = (
    0.15  # times the name's share of the question's rarest word's weight (0.3 lost passages; scripts/eval_docs)
)
NAME_SHARE = 0.2  # a word in more of the collection's file names than this names no file
ALWAYS = 2  # a word in this many file names or fewer names them, in a collection of any size
SEPARATOR = re.compile(r"[-_.\s]+")


def name_terms(path: str) -> set[str]:
    """The words of a file's name and its folder's, as keyword search reads words (terms): 'harbour-yard-move-
    briefing.pptx' in 'brackwater-software' -> {'brackwater', 'software', 'harbour', 'yard', 'move', 'briefing'}."""
    from macllm.docs.retrieve import terms

    p = Path(path)
    return terms(SEPARATOR.sub(" ", f"{p.parent.name} {p.stem}"))


def named_files(index: DocIndex, collection: str, weight: dict[str, float]) -> dict[int, float]:
    """{file id: share of the question's keyword weight its name holds} for the files the question names;
    weight: the question's {term: IDF} (retrieve.term_weights)."""
    asked = {t for t, w in weight.items() if w > 0}
    if not asked:
        return {}
    rarest = max(weight.values())
    files = index.file_paths(collection)
    names = {fid: name_terms(path) for fid, path in files.items()}
    count: dict[str, int] = {}
    for words in names.values():
        for t in words & asked:
            count[t] = count.get(t, 0) + 1
    limit = max(len(files) * NAME_SHARE, ALWAYS)
    specific = {t for t, n in count.items() if n <= limit}
    shares = {}
    for fid, words in names.items():
        held = words & specific
        if held:
            shares[fid] = min(sum(weight[t] for t in held) / rarest, 1.0)
    return shares


def name_bonuses(index: DocIndex, collection: str, weight: dict[str, float]) -> dict[int, float]:
    """{chunk id: bonus} for the passages of the files the question names (NAME_BONUS x the name's share)."""
    shares = named_files(index, collection, weight)
    if not shares:
        return {}
    return {cid: NAME_BONUS * shares[fid] for cid, fid in index.chunk_files(list(shares)).items()}
