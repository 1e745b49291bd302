"""The chat side, no MLX: one owner for a chat turn (history, submit, stream, stop, persist), the chat store in
SQLite, typed chat settings and where the sliding window stands. The app, `chat --plain` and `macllm ask` drive it."""
