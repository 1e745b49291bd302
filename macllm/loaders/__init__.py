"""Turning a source (GGUF file, HF repo, local folder) into an MLX model folder."""
