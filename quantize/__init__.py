"""`macllm quantize`: checkpoints to MLX 4-bit with a quality report (installed as `macllm.quantize`)."""
