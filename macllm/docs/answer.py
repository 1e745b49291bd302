"""Answering from documents: numbered passages in the prompt, [n] citations in the answer mapped back to
file and lines (or page). A citation number that was not among the passages is flagged, never silently kept."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from macllm.docs.retrieve import Passage

CITATION = re.compile(r"\[(\d+)\]")
SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+")
TOKEN = re.compile(r"[\u3400-\u9fff]|\w+", re.UNICODE)  # a CJK character, or a word
MIN_OVERLAP = 0.5

SYSTEM = "You answer questions from the user's own documents, using only the numbered passages you are given."
INSTRUCTIONS = (
    "Answer the question in full sentences, using only these passages. End every sentence with the number of "
    "the passage it comes from, in square brackets. For example: The meeting is on Monday [2]. "
    "If the passages do not answer the question, say that the documents do not say."
)


@dataclass(slots=True)
class CitedAnswer:
    answer: str
    sources: list[dict] = field(default_factory=list)  # the cited passages: n, file, line_start, line_end, page
    passages: list[Passage] = field(default_factory=list)  # everything the model was given
    invalid_citations: list[int] = field(default_factory=list)
    inferred_citations: list[int] = field(default_factory=list)  # markers macllm added, not the model

    def as_dict(self) -> dict:
        return {"answer": self.answer, "sources": self.sources, "invalid_citations": self.invalid_citations,
                "inferred_citations": self.inferred_citations}


def where(p: Passage) -> str:
    lines = f"{p.line_start}" if p.line_start == p.line_end else f"{p.line_start}-{p.line_end}"
    return f"{p.file}, page {p.page}, lines {lines}" if p.page else f"{p.file}:{lines}"


def build_prompt(question: str, passages: list[Passage]) -> str:
    parts = [f"[{n}] ({where(p)})\n{p.text}" for n, p in enumerate(passages, 1)]
    return "Passages:\n\n" + "\n\n".join(parts) + f"\n\n{INSTRUCTIONS}\n\nQuestion: {question}"


def _tokens(text: str) -> set[str]:
    return {t.lower() for t in TOKEN.findall(text)}


def attribute(answer: str, passages: list[Passage]) -> tuple[str, list[int]]:
    """Give each uncited sentence the passage it overlaps most, when at least half its words come from it.

    Small models often answer right but forget the markers; this keeps every claim traceable, and the
    numbers it adds are reported apart from the model's own.
    """
    if not passages:
        return answer, []
    vocab = [_tokens(p.text) for p in passages]
    out, added, pos = [], [], 0
    for match in list(SENTENCE_END.finditer(answer)) + [None]:
        end = match.start() if match else len(answer)
        sentence, gap = answer[pos:end], (match.group(0) if match else "")
        pos = match.end() if match else len(answer)
        words = _tokens(CITATION.sub("", sentence))
        if sentence.strip() and not CITATION.search(sentence) and len(words) >= 3:
            overlap = [len(words & v) / len(words) for v in vocab]
            best = max(range(len(passages)), key=lambda i: overlap[i])
            if overlap[best] >= MIN_OVERLAP:
                stripped = sentence.rstrip()
                tail = stripped[-1] if stripped[-1] in ".!?。！？" else ""
                sentence = f"{stripped[: len(stripped) - len(tail)]} [{best + 1}]{tail}{sentence[len(stripped):]}"
                added.append(best + 1)
        out.append(sentence + gap)
    return "".join(out), sorted(set(added))


def cite(answer: str, passages: list[Passage]) -> CitedAnswer:
    """Map [n] markers to passages; mark numbers outside 1..len(passages) as [n?] and report them."""
    cited, invalid = [], []
    for match in CITATION.finditer(answer):
        n = int(match.group(1))
        target = cited if 1 <= n <= len(passages) else invalid
        if n not in target:
            target.append(n)
    text = CITATION.sub(lambda m: m.group(0) if 1 <= int(m.group(1)) <= len(passages) else f"[{m.group(1)}?]", answer)
    sources = [{"n": n, "file": passages[n - 1].file, "line_start": passages[n - 1].line_start,
                "line_end": passages[n - 1].line_end, "page": passages[n - 1].page} for n in sorted(cited)]
    return CitedAnswer(text, sources, passages, invalid)


def ask(engine, question: str, passages: list[Passage], params, on_text=None) -> CitedAnswer:
    """Generate the answer with the engine (streaming text to on_text) and map its citations."""
    from macllm.events import TextChunk
    from macllm.requests import Request

    if not passages:
        return CitedAnswer("The documents do not say: nothing in the collection matches the question.")
    messages = [{"role": "user", "content": build_prompt(question, passages)}]
    handle = engine.submit(Request(messages=messages, system=SYSTEM, params=params))
    for event in handle:
        if isinstance(event, TextChunk) and on_text:
            on_text(event.text)
    text, inferred = attribute(handle.result().text.strip(), passages)
    result = cite(text, passages)
    result.inferred_citations = inferred
    return result
