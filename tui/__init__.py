"""The Textual chat app behind `macllm chat` (installed as `macllm.tui`). It never imports mlx."""
