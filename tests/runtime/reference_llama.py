"""An independent float32 llama / qwen2 forward pass in numpy, straight from a GGUF file.

It shares no code with macllm's importer: weights come from the gguf package's dequantization. For llama,
Q/K stay in GGUF's permuted layout and RoPE rotates adjacent pairs (interleaved), as llama.cpp does; qwen2
rotates the two halves of each head (NEOX) and adds Q/K/V biases.
"""

from __future__ import annotations

import numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize


class ReferenceLlama:
    def __init__(self, path):
        reader = GGUFReader(str(path))
        arch_field = reader.fields["general.architecture"]
        self.arch = bytes(arch_field.parts[arch_field.data[0]]).decode()
        field = lambda k: reader.fields[f"{self.arch}.{k}"].parts[reader.fields[f"{self.arch}.{k}"].data[0]][0]  # noqa: E731
        self.n_layers = int(field("block_count"))
        self.n_head = int(field("attention.head_count"))
        self.n_kv = int(field("attention.head_count_kv"))
        self.dim = int(field("embedding_length"))
        self.head_dim = self.dim // self.n_head
        self.eps = float(field("attention.layer_norm_rms_epsilon"))
        theta = float(field("rope.freq_base"))
        self.inv_freq = theta ** (-np.arange(0, self.head_dim, 2, dtype=np.float64) / self.head_dim)
        self.w = {}
        for t in reader.tensors:
            shape = [int(d) for d in reversed(t.shape)]
            self.w[t.name] = dequantize(t.data, t.tensor_type).reshape(shape).astype(np.float32)
        self.out = self.w.get("output.weight", self.w["token_embd.weight"])

    def _norm(self, x, w):
        return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + self.eps) * w

    def _rope(self, x, positions):  # x: (T, H, hd)
        ang = positions[:, None] * self.inv_freq[None, :]
        cos, sin = np.cos(ang)[:, None, :].astype(np.float32), np.sin(ang)[:, None, :].astype(np.float32)
        half = self.head_dim // 2
        pairs = (slice(0, None, 2), slice(1, None, 2)) if self.arch == "llama" else (slice(0, half), slice(half, None))
        a, b = x[..., pairs[0]], x[..., pairs[1]]
        out = np.empty_like(x)
        out[..., pairs[0]] = a * cos - b * sin
        out[..., pairs[1]] = a * sin + b * cos
        return out

    def _proj(self, h, name):
        y = h @ self.w[name + ".weight"].T
        return y + self.w[name + ".bias"] if name + ".bias" in self.w else y

    def forward(self, tokens, cache):
        """tokens: new token ids; cache: list of per-layer [k, v] arrays (mutated). Returns last logits."""
        start = cache[0][0].shape[0] if cache[0][0] is not None else 0
        T = len(tokens)
        pos = np.arange(start, start + T, dtype=np.float64)
        x = self.w["token_embd.weight"][tokens]
        rep = self.n_head // self.n_kv
        for i in range(self.n_layers):
            p = f"blk.{i}."
            h = self._norm(x, self.w[p + "attn_norm.weight"])
            q = self._proj(h, p + "attn_q").reshape(T, self.n_head, self.head_dim)
            k = self._proj(h, p + "attn_k").reshape(T, self.n_kv, self.head_dim)
            v = self._proj(h, p + "attn_v").reshape(T, self.n_kv, self.head_dim)
            q, k = self._rope(q, pos), self._rope(k, pos)
            if cache[i][0] is not None:
                k, v = np.concatenate([cache[i][0], k]), np.concatenate([cache[i][1], v])
            cache[i] = [k, v]
            S = k.shape[0]
            kk, vv = np.repeat(k, rep, axis=1), np.repeat(v, rep, axis=1)
            scores = np.einsum("thd,shd->hts", q, kk) / np.sqrt(self.head_dim)
            mask = np.arange(S)[None, :] > (np.arange(T)[:, None] + start)
            scores = np.where(mask[None], -np.inf, scores)
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            attn = np.einsum("hts,shd->thd", scores, vv).reshape(T, self.dim)
            x = x + attn @ self.w[p + "attn_output.weight"].T
            h = self._norm(x, self.w[p + "ffn_norm.weight"])
            gate = h @ self.w[p + "ffn_gate.weight"].T
            x = (
                x
                + ((gate / (1 + np.exp(-gate))) * (h @ self.w[p + "ffn_up.weight"].T)) @ self.w[p + "ffn_down.weight"].T
            )
        x = self._norm(x[-1:], self.w["output_norm.weight"])
        return (x @ self.out.T)[0]

    def greedy(self, prompt, n):
        cache = [[None, None] for _ in range(self.n_layers)]
        logits = self.forward(list(prompt), cache)
        out = []
        for _ in range(n):
            out.append(int(np.argmax(logits)))
            logits = self.forward([out[-1]], cache)
        return out
