"""The app on the real starter model: an answer, then a restart that resumes the chat from the pool's disk tier."""

import asyncio

from macllm.chat.settings import ChatSettings
from macllm.chat.store import ChatStore
from macllm.model_store import InstalledModel
from macllm.runtime.engine import Engine
from macllm.tui.app import MacllmApp

from .test_app import send, until


def test_answer_then_resume_after_restart_without_recompute(starter_dir, tmp_path):
    model = str(starter_dir)
    installed = lambda: [InstalledModel(model, model, "test", "llama", 134_515_008, "4-bit g32", 100_000_000, 0.0)]  # noqa: E731
    db, sessions = tmp_path / "chats.db", tmp_path / "sessions"
    chats = ChatStore(db)
    chat = chats.new_chat(model=model, settings=ChatSettings(temperature=0.0, max_tokens=24))

    async def turn(question):
        engine = Engine(kv_dir=tmp_path / "kv")
        app = MacllmApp(engine, ChatStore(db), sessions, default_model=model, installed=installed)
        try:
            async with app.run_test() as pilot:
                assert app.chat_id == chat.id
                await send(pilot, question)
                await until(
                    pilot,
                    lambda: (
                        app.job is None and app.chats.messages(chat.id)[-1].finish_reason not in (None, "streaming")
                    ),
                    timeout=120,
                )
        finally:
            engine.close()

    asyncio.run(turn("What is the capital of France?"))
    first = chats.messages(chat.id)[-1]
    assert "Paris" in first.content and first.stats.reused_tokens == 0
    assert list((tmp_path / "kv").glob("*/seg-*.safetensors"))  # the chat's KV, on the pool's disk tier

    asyncio.run(turn("And of Germany?"))  # a new engine and app: a restart
    second = chats.messages(chat.id)[-1]
    assert "Berlin" in second.content
    assert second.stats.cache_source == "disk"
    assert second.stats.reused_tokens >= first.stats.prompt_tokens + first.stats.generation_tokens - 2
    chats.close()
