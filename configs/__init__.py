"""TOML defaults shipped with macllm: the model catalogue and the sampling presets."""
