"""The multilingual embedder tells its owner how much memory its weights took, once, when they load (the chat
counts them in the engine's memory plan: docs/grounding.hold_multilingual)."""

from macllm.docs.multilingual import MultilingualEmbedder


def test_its_weights_bytes_are_heard_once_when_they_load():
    embedder, heard = MultilingualEmbedder(), []
    embedder.on_load = heard.append
    assert embedder.nbytes() == 0 and len(embedder([])) == 0 and heard == []  # nothing loaded yet
    assert embedder(["你好", "hello"]).shape == (2, 512)
    embedder(["again"])
    assert heard == [embedder.nbytes()] and heard[0] > 65_000_000  # its uint8 embedding table alone is 65.5 MB
