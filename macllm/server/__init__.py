"""`macllm serve`: an OpenAI-compatible local API over the engine (see app.py)."""
