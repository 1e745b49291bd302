import pytest

from macllm.chat.store import ChatStore
from macllm.tui.app import MacllmApp

from .fake_engine import FakeEngine, catalog, fit, installed_models


@pytest.fixture
def chats(tmp_path):
    store = ChatStore(tmp_path / "chats.db")
    yield store
    store.close()


@pytest.fixture
def make_app(tmp_path, chats):
    def make(engine=None, installed=installed_models, chat_options=None):
        return MacllmApp(
            engine or FakeEngine(),
            chats,
            tmp_path / "sessions",
            default_model="tiny",
            installed=installed,
            exports_dir=tmp_path / "exports",
            chat_options=chat_options,
            catalog=catalog,
            fit=fit,
        )

    return make
