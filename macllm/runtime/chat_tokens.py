"""A chat's prompt tokens without tokenizing its whole history again every turn.

Each turn of a chat, and each step of an agent's loop, sends the whole conversation again. Rendering the chat
template over it is cheap (0.5 ms for 30k tokens), tokenizing it is not: 0.36-0.41 s for a 30k-token chat with
the starter's tokenizer on the shared CPU, growing faster than the text (`scripts/long_path_bench.py`), where
the model's prefill of the turn's new tokens from the pool's cache may take less on a GPU. ChatTokens keeps the
last few rendered prompts with their tokens and tokenizes only what follows the longest text the new prompt
shares with one of them, from the last special token inside the shared part.

Why that is exact: Hugging Face tokenizers split added tokens out of the text before normalizing and
pre-tokenizing it, and handle each piece between them alone, so a text's tokens are those of its part before a
special token followed by those of the rest from that token on. The rest is tokenized with that token at its
head (so it is never the text's first piece, which some tokenizers prefix with a space); a cut is used only
where the kept tokens' special ids line up one for one with the special strings in the kept text, and where
the rest's first token is that special token again. Otherwise, and for tokenizers whose special strings contain
one another or that have none, the prompt is tokenized whole.
"""

from __future__ import annotations

import bisect
import re
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass

KEEP = 8  # rendered prompts kept per tokenizer
MIN_CHARS = 2048  # shorter prompts are tokenized whole (a few ms at most)
MAX_SPECIALS = 4096  # tokenizers with more added special tokens are not searched for cuts

_per_tokenizer: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def chat_tokens(tokenizer) -> ChatTokens:
    """The ChatTokens of this tokenizer (one per loaded tokenizer, shared by the engine and the server)."""
    with _lock:
        found = _per_tokenizer.get(tokenizer)
        if found is None:
            found = _per_tokenizer[tokenizer] = ChatTokens(tokenizer)
        return found


def _specials(tokenizer) -> dict[str, int]:
    """Special added tokens matched on the raw text: content -> id ({} where none or where they overlap)."""
    try:
        added = tokenizer.added_tokens_decoder
    except (AttributeError, NotImplementedError):
        return {}
    found = {t.content: i for i, t in added.items() if t.special and not t.normalized and t.content}
    if not found or len(found) > MAX_SPECIALS:
        return {}
    anywhere = re.compile("(?=(" + "|".join(re.escape(s) for s in found) + "))")
    for s in found:  # one special inside another could match differently once the text around it changes
        if any(m.group(1) != s or m.start() for m in anywhere.finditer(s)):
            return {}
    return found


def _shared(a: str, b: str) -> int:
    """Length of the longest common prefix of a and b (binary search over slices: C-speed comparisons)."""
    hi = min(len(a), len(b))
    if a[:hi] == b[:hi]:
        return hi
    lo = 0  # a[:lo] == b[:lo], a[:hi] != b[:hi]
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid
    return lo


@dataclass(slots=True)
class _Kept:
    tokens: list[int]
    starts: list[int]  # character offset of each special string in the text
    ends: list[int]  # and where it ends (ascending, as the starts)
    at: list[int]  # index of its token in `tokens`


class ChatTokens:
    def __init__(self, tokenizer, keep: int = KEEP):
        self.tokenizer, self.keep = tokenizer, keep
        self.specials = _specials(tokenizer)
        self.ids = set(self.specials.values())
        longest_first = sorted(self.specials, key=len, reverse=True)
        self.pattern = re.compile("|".join(re.escape(s) for s in longest_first)) if self.specials else None
        self.recent: OrderedDict[str, _Kept] = OrderedDict()  # rendered text -> its tokens, least recent first
        self.lock = threading.Lock()
        self.reused_chars = 0  # of the last encode: characters whose tokens came from a kept prompt

    def encode(self, text: str) -> list[int]:
        """The tokens of a rendered prompt, as `tokenizer.encode(text, add_special_tokens=False)` gives them."""
        with self.lock:
            self.reused_chars = 0
            if self.pattern is None or len(text) < MIN_CHARS:
                return list(self.tokenizer.encode(text, add_special_tokens=False))
            kept = self._from_recent(text)
            if kept is None:
                tokens = list(self.tokenizer.encode(text, add_special_tokens=False))
                kept = self._index(text, tokens, 0, _Kept(tokens, [], [], []))
            if kept is not None:
                self.recent[text] = kept
                self.recent.move_to_end(text)
                while len(self.recent) > self.keep:
                    self.recent.popitem(last=False)
                return list(kept.tokens)
            return tokens

    def _from_recent(self, text: str) -> _Kept | None:
        best, best_n = None, 0
        for old in self.recent:
            n = _shared(old, text)
            if n > best_n:
                best, best_n = old, n
        if best is None:
            return None
        old = self.recent[best]
        i = bisect.bisect_right(old.ends, best_n) - 1  # the last special string wholly in the shared part
        if i < 0:
            return None
        cut, at = old.starts[i], old.at[i]
        rest = list(self.tokenizer.encode(text[cut:], add_special_tokens=False))
        if not rest or rest[0] != old.tokens[at]:
            return None
        head = _Kept(old.tokens[:at] + rest, old.starts[:i], old.ends[:i], old.at[:i])
        found = self._index(text, rest, cut, head, first_token=at)
        if found is not None:
            self.reused_chars = cut
        return found

    def _index(self, text: str, tokens: list[int], cut: int, kept: _Kept, first_token: int = 0) -> _Kept | None:
        """`kept` with the special strings of text[cut:] and their tokens (`tokens`, starting at index
        first_token of the whole) added; None where the two do not line up one for one."""
        matches = list(self.pattern.finditer(text, cut))
        at = [first_token + j for j, t in enumerate(tokens) if t in self.ids]
        if len(matches) != len(at) or any(self.specials[m.group()] != kept.tokens[j] for m, j in zip(matches, at)):
            return None
        kept.starts += [m.start() for m in matches]
        kept.ends += [m.end() for m in matches]
        kept.at += at
        return kept
