"""Everything that runs on the engine thread, the one thread that touches MLX: the engine and its scheduler,
the single-sequence and batched decode paths, drafting, the KV cache pool and its disk tier, the memory plan and
model loading. Nothing outside this folder imports mlx at module level; the chat side, the server and the UI
reach it only through `Engine`'s thread-safe methods (submit, load, run, forget)."""
