"""An independent float32 llama forward pass in numpy, straight from a GGUF file.

It shares no code with macllm's importer: weights come from the gguf package's dequantization, Q/K stay in
GGUF's permuted layout, and RoPE rotates adjacent pairs (interleaved), as llama.cpp does.
"""

from __future__ import annotations

import numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize


class ReferenceLlama:
    def __init__(self, path):
        reader = GGUFReader(str(path))
        field = lambda k: reader.fields[k].parts[reader.fields[k].data[0]][0]  # noqa: E731
        self.n_layers = int(field("llama.block_count"))
        self.n_head = int(field("llama.attention.head_count"))
        self.n_kv = int(field("llama.attention.head_count_kv"))
        self.dim = int(field("llama.embedding_length"))
        self.head_dim = self.dim // self.n_head
        self.eps = float(field("llama.attention.layer_norm_rms_epsilon"))
        theta = float(field("llama.rope.freq_base"))
        self.inv_freq = theta ** (-np.arange(0, self.head_dim, 2, dtype=np.float64) / self.head_dim)
        self.w = {}
        for t in reader.tensors:
            shape = [int(d) for d in reversed(t.shape)]
            self.w[t.name] = dequantize(t.data, t.tensor_type).reshape(shape).astype(np.float32)
        self.out = self.w.get("output.weight", self.w["token_embd.weight"])

    def _norm(self, x, w):
        return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + self.eps) * w

    def _rope(self, x, positions):  # x: (T, H, hd), rotating pairs (2i, 2i+1)
        ang = positions[:, None] * self.inv_freq[None, :]
        cos, sin = np.cos(ang)[:, None, :].astype(np.float32), np.sin(ang)[:, None, :].astype(np.float32)
        a, b = x[..., 0::2], x[..., 1::2]
        out = np.empty_like(x)
        out[..., 0::2] = a * cos - b * sin
        out[..., 1::2] = a * sin + b * cos
        return out

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
            q = (h @ self.w[p + "attn_q.weight"].T).reshape(T, self.n_head, self.head_dim)
            k = (h @ self.w[p + "attn_k.weight"].T).reshape(T, self.n_kv, self.head_dim)
            v = (h @ self.w[p + "attn_v.weight"].T).reshape(T, self.n_kv, self.head_dim)
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
            x = x + ((gate / (1 + np.exp(-gate))) * (h @ self.w[p + "ffn_up.weight"].T)) @ self.w[p + "ffn_down.weight"].T
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
