"""Start the chat app with the real engine and the user's chat database."""

from __future__ import annotations

from macllm import paths


def run_app(default_model: str | None, new_chat: bool = False, chat_options: dict | None = None) -> int:
    """chat_options (draft, system, settings from the command line) open a new chat with them."""
    from macllm.chat.store import ChatStore
    from macllm.runtime.engine import Engine
    from macllm.tui.app import MacllmApp

    chats = ChatStore(paths.home() / "chats.db")
    engine = Engine()
    try:
        MacllmApp(
            engine,
            chats,
            paths.sessions_dir(),
            default_model=default_model,
            new_chat=new_chat,
            chat_options=chat_options,
        ).run()
    finally:
        engine.close()
        chats.close()
    return 0
