"""Which English embedder serves a collection: the one that built its vectors, as the index records it
(DocIndex.collection_embedder; all-MiniLM-L6-v2 for a collection from before the record). Its later adds embed
their passages with it and every question asked of it is embedded with it, whatever other collections a chat
has; an add with another is refused (DocIndex.embedder_for). Chinese, Japanese and Korean questions keep the
multilingual embedder (docs/multilingual.py), which every collection has besides its own.

Each model is built once, on first use: on this thread (`local_embedders`, the CLI's `docs` commands), or on the
engine's (`engine_embedders`: `ask`, `chat --docs`, the app), where its weights count in the memory plan. No MLX is
imported here.
"""

from __future__ import annotations

import threading

from macllm.docs.embedder import EMBEDDER, embedder_folder


class Embedders:
    """make(name, folder) -> a model with embed(texts) (passages) and embed_query(texts) (questions), kept by name."""

    def __init__(self, make, folder=embedder_folder):
        self._make, self._folder = make, folder
        self._models: dict[str, object] = {}
        self._lock = threading.Lock()  # the app asks from its answer and ingest workers

    @classmethod
    def using(cls, embed) -> Embedders:
        """One embed(texts) for every collection's passages and questions (tests' stand-ins, scripts)."""
        one = _Same(embed)
        return cls(lambda name, folder: one, folder=lambda name: None)

    def model(self, name: str = EMBEDDER):
        """The model `name`, built on first use; not installed: one line naming 'macllm pull NAME'."""
        with self._lock:
            if name not in self._models:
                self._models[name] = self._make(name, self._folder(name))
            return self._models[name]

    def of(self, index, collection: str):
        """The collection's own model (all-MiniLM-L6-v2 for one that does not exist yet)."""
        record = index.collection_embedder(collection)
        return self.model(record.name if record else EMBEDDER)

    def add(self, index, paths, collection: str, name: str | None = None, progress=None):
        """index.add with the collection's own embedder; name: a new collection's (another than an existing
        collection's own is refused, in one line that says what to do)."""
        chosen = index.embedder_for(collection, name)
        return index.add(paths, collection, self.model(chosen).embed, progress=progress, embedder=chosen)


class _Same:
    def __init__(self, embed):
        self.embed = self.embed_query = embed


def as_embedders(embed) -> Embedders:
    """embed itself if it is an Embedders; a plain embed(texts) serves every collection."""
    return embed if isinstance(embed, Embedders) else Embedders.using(embed)


def local_embedders() -> Embedders:
    """Embedders that run on the calling thread."""
    from macllm.docs.embedder import Embedder

    return Embedders(lambda name, folder: Embedder(folder))


def engine_embedders(engine) -> Embedders:
    """Embedders that run on the engine's thread, each built there once and held as resident in the memory plan
    (ModelSlots.hold_resident), as the server's embedder is."""
    from macllm.docs.grounding import on_engine

    def make(name, folder):
        from macllm.docs.embedder import Embedder

        built: list = []

        def build():  # on the engine thread: one model for passages and questions
            if not built:
                built.append(Embedder(folder))
            return built[0]

        resident = "document embedder" if name == EMBEDDER else f"document embedder {name}"
        return _OnEngine(on_engine(engine, build, "embed", resident), on_engine(engine, build, "embed_query", resident))

    return Embedders(make)


class _OnEngine:
    def __init__(self, embed, embed_query):
        self.embed, self.embed_query = embed, embed_query
