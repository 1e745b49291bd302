"""Passages of the files a question names. People ask about an organisation, a product or a project by its name
("What's the reason Brackwater Software has to leave its current office?"), and keep its documents in a file or
folder of that name (brackwater-software/harbour-yard-move-briefing.pptx). The name is often in no passage: the
reason is in the deck's speaker notes, which never say "Brackwater", so neither keyword nor vector search ties them
to the question, and passages of other files that share its other words ("leave", "office") win.

A file's name words are the words of its stem and of every folder between the collection's root (the folder all
its files share) and the file, split at - _ . and spaces (Chinese by character pairs). A file is named by a question
when some of them are among the question's words; English function words ("how", "what") and words under 3
characters ("2", "v1") name nothing, nor does a word in the names of more than NAME_SHARE of the collection's files
and of more than two ("notes", "2026"). The name's weight is the sum of its words' IDF over the passages (as the
keyword confidence weighs words), against the question's rarest word's, capped at 1. Each of a named file's
passages then gets NAME_BONUS times that weight in hybrid search, and its passages closest to the question join the
candidates. Hybrid search only: a Chinese question over a collection without multilingual vectors is fused by rank,
and gets no name bonus.
"""

from __future__ import annotations

import os
import re
from pathlib import PurePath

from macllm.docs.function_words import FUNCTION_WORDS
from macllm.docs.index import CJK_RUN, DocIndex

# chosen with scripts/eval_docs --passages --name-bonus 0,0.1,0.15,0.2,0.3 (0.3 lost a passage 0.15 finds)
NAME_BONUS = 0.15
NAME_SHARE = 0.2  # a word in more of the collection's file names than this names no file...
ALWAYS = 2  # ...unless it is in this many names or fewer
MIN_CHARS = 3  # shorter words name nothing (CJK character pairs aside)
MOST_FILES = 50  # named files whose passages get the bonus, the heaviest names first
SEPARATOR = re.compile(r"[-_.\s]+")
STOP = frozenset(FUNCTION_WORDS)

_names: dict = {}  # (index, collection) -> (the file_paths dict it was built from, {term: [file ids]})


def name_terms(relative: str) -> set[str]:
    """The words of a file's path below its collection's root, as keyword search reads words (retrieve.terms):
    'brackwater-software/harbour-yard-move-briefing.pptx' -> {'brackwater', 'software', 'harbour', 'yard', 'move',
    'briefing'}; the file's suffix is not a word of its name."""
    from macllm.docs.retrieve import terms

    p = PurePath(relative)
    words = terms(SEPARATOR.sub(" ", " ".join([*p.parent.parts, p.stem])))
    return {t for t in words if t not in STOP and (len(t) >= MIN_CHARS or CJK_RUN.fullmatch(t))}


def _by_term(index: DocIndex, collection: str) -> tuple[int, dict[str, list[int]]]:
    """(the collection's number of files, {name word: ids of the files whose name holds it}), built once per state
    of the collection."""
    files = index.file_paths(collection)
    held = _names.get((id(index), collection))
    if held is not None and held[0] is files:
        return len(files), held[1]
    root = os.path.commonpath([os.path.dirname(path) for path in files.values()]) if files else ""
    inverted: dict[str, list[int]] = {}
    for fid, path in files.items():
        for t in name_terms(os.path.relpath(path, root) if root else path):
            inverted.setdefault(t, []).append(fid)
    if len(_names) > 32:  # indexes opened and closed over a long run
        _names.clear()
    _names[(id(index), collection)] = (files, inverted)
    return len(files), inverted


def named_files(index: DocIndex, collection: str, weight: dict[str, float]) -> dict[int, float]:
    """{file id: its name's weight against the question's rarest word, at most 1} for the files the question
    names; weight: the question's {term: IDF over the passages} (retrieve.term_weights)."""
    rarest = max(weight.values(), default=0.0)
    if rarest <= 0:
        return {}
    n_files, by_term = _by_term(index, collection)
    limit = max(n_files * NAME_SHARE, ALWAYS)
    held: dict[int, float] = {}
    for t, w in weight.items():
        files = by_term.get(t, ())
        if not files or len(files) > limit:
            continue
        for fid in files:
            held[fid] = held.get(fid, 0.0) + w
    heaviest = sorted(held.items(), key=lambda item: -item[1])[:MOST_FILES]
    return {fid: min(w / rarest, 1.0) for fid, w in heaviest if w > 0}


def name_bonuses(index: DocIndex, collection: str, weight: dict[str, float]) -> dict[int, float]:
    """{chunk id: bonus} for the passages of the files the question names (NAME_BONUS x the name's weight)."""
    shares = named_files(index, collection, weight)
    if not shares:
        return {}
    return {cid: NAME_BONUS * shares[fid] for cid, fid in index.chunk_files(list(shares)).items()}
