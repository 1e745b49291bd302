"""A collection keeps the embedder that built it (docs/embedders.py, DocIndex.collection_embedder): its adds and its
questions go through that one, another is refused, an index from before the record is all-MiniLM-L6-v2's, and a chat
over collections of different embedders searches each with its own. The second embedder is a stand-in: a tiny random
MPNet (tests/docs/test_mpnet.py's shape, 32 dimensions) with all-MiniLM-L6-v2's tokenizer, installed from its folder."""

import json
import shutil
import subprocess
import sys
from types import SimpleNamespace

import pytest

from macllm import model_store
from macllm.docs.embedder import EMBEDDER, Embedder
from macllm.docs.embedders import Embedders, local_embedders
from macllm.docs.index import DocIndex, EmbedderMismatch, EmbedderRecord
from macllm.docs.retrieve import search_collections

from ..conftest import DATA, build_once
from .conftest import hashing_embed
from .test_mpnet import CONFIG, random_weights

STAND_IN = "tiny-mpnet"


@pytest.fixture(scope="session")
def stand_in_dir(minilm_dir):
    """A 2-layer MPNet, 32 wide, random weights, reading text with all-MiniLM-L6-v2's tokenizer."""
    from safetensors.numpy import save_file

    config = {**CONFIG, "vocab_size": 30522, "pad_token_id": 0, "max_position_embeddings": 300}

    def build(part):
        part.mkdir(parents=True)
        (part / "config.json").write_text(json.dumps(config))
        shutil.copy(minilm_dir / "tokenizer.json", part / "tokenizer.json")
        save_file(random_weights(config, seed=3), str(part / "model.safetensors"))

    return build_once(DATA / "tiny-mpnet-minilm-tokens", build)


@pytest.fixture
def installed(home, minilm_dir, stand_in_dir):
    model_store.pull(str(minilm_dir), name=EMBEDDER)
    model_store.pull(str(stand_in_dir), name=STAND_IN)


@pytest.fixture
def notes(tmp_path):
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "wifi.md").write_text("The wifi password is on the sticker under the router.\n", encoding="utf-8")
    (folder / "plants.md").write_text("Water the fern twice a week.\n", encoding="utf-8")
    return folder


@pytest.fixture
def bread(tmp_path):
    folder = tmp_path / "bread"
    folder.mkdir()
    (folder / "dough.md").write_text("Knead the dough for ten minutes, then let it rise.\n", encoding="utf-8")
    (folder / "oven.md").write_text("Bake the loaf at 220 degrees until it sounds hollow.\n", encoding="utf-8")
    return folder


def spied(heard: list):
    """Embedders on this thread that note (model name, texts) for every question they embed."""

    def make(name, folder):
        model = Embedder(folder)
        ask = model.embed_query

        def embed_query(texts):
            heard.append((name, list(texts)))
            return ask(texts)

        model.embed_query = embed_query
        return model

    return Embedders(make)


def test_a_collection_is_searched_and_added_to_with_the_embedder_that_built_it(installed, notes, tmp_path):
    index = DocIndex(tmp_path / "docs.db")
    heard = []
    embedders = spied(heard)
    embedders.add(index, [notes], "notes", STAND_IN)
    assert index.collection_embedder("notes") == EmbedderRecord(STAND_IN, 32)
    assert index.vectors("notes")[1].shape == (2, 32)
    question = "Water the fern twice a week."
    [found] = search_collections(index, question, ["notes"], embedders, k=1)
    assert found.file == str(notes / "plants.md")
    assert heard == [(STAND_IN, [question])]  # all-MiniLM-L6-v2 never saw it

    (notes / "plants.md").write_text("Water the fern twice a week.\nThe cactus needs water once a month.\n")
    report = embedders.add(index, [notes], "notes")  # no name: the collection's own
    assert report.updated == 1 and index.vectors("notes")[1].shape == (2, 32)
    assert list(embedders._models) == [STAND_IN]

    with pytest.raises(EmbedderMismatch) as refused:
        embedders.add(index, [notes], "notes", EMBEDDER)
    message = str(refused.value)
    assert "\n" not in message and f"built with {STAND_IN}" in message
    assert "macllm docs rm -c notes" in message and f"--embedder {EMBEDDER}" in message
    assert index.collection_embedder("notes") == EmbedderRecord(STAND_IN, 32)


def test_an_index_from_before_the_record_is_all_minilm_and_opens_as_it_is(tmp_path, notes):
    path = tmp_path / "docs.db"
    index = DocIndex(path)
    index.add([notes], "old", lambda texts: hashing_embed(texts, dim=384))
    for column in ("embedder", "embedder_dim"):  # the collections table as it was before the record
        index.db.execute(f"ALTER TABLE collections DROP COLUMN {column}")
    index.close()

    index = DocIndex(path)
    assert index.collection_embedder("old") == EmbedderRecord(EMBEDDER, 384)
    assert [(c["name"], c["files"], c["embedder"], c["embedder_dim"]) for c in index.collections()] == [
        ("old", 2, EMBEDDER, 384)
    ]
    assert (
        index.embedder_for("old") == EMBEDDER and index.embedder_for("new", "bge-small-en-v1-5") == "bge-small-en-v1-5"
    )
    with pytest.raises(EmbedderMismatch, match="rebuild it with bge-small-en-v1-5"):
        index.embedder_for("old", "bge-small-en-v1-5")
    asked = []

    def make(name, folder):
        asked.append(name)
        return SimpleNamespace(embed_query=lambda texts: hashing_embed(texts, dim=384))

    [found] = search_collections(index, "the wifi password", ["old"], Embedders(make, folder=lambda name: None), k=1)
    assert asked == [EMBEDDER] and found.file == str(notes / "wifi.md")


def test_collections_of_one_embedder_are_merged_by_score(index, notes, bread):
    index.add([notes], "notes", hashing_embed)
    index.add([bread], "bread", hashing_embed)
    question = "let the dough rise"
    each = [p for name in ("notes", "bread") for p in search_collections(index, question, [name], hashing_embed, k=4)]
    best = sorted(each, key=lambda p: -p.score)[:3]
    merged = search_collections(index, question, ["notes", "bread"], hashing_embed, k=3)
    assert [p.chunk_id for p in merged] == [p.chunk_id for p in best]
    assert merged[0].file == str(bread / "dough.md")


def test_a_chat_over_two_collections_of_different_embedders_searches_each_with_its_own(
    installed, engine, notes, bread, tmp_path
):
    from macllm.chat.turn import Documents, answer
    from macllm.docs.embedders import engine_embedders
    from macllm.docs.retrieve import search
    from macllm.requests import Request
    from macllm.sampling import preset

    index = DocIndex(tmp_path / "docs.db")
    embedders = engine_embedders(engine)  # as `ask` and `chat --docs` make them: on the engine's thread
    embedders.add(index, [notes], "home")
    embedders.add(index, [bread], "bread", STAND_IN)
    assert [(c["name"], c["embedder"], c["embedder_dim"]) for c in index.collections()] == [
        ("bread", STAND_IN, 32),
        ("home", EMBEDDER, 384),
    ]
    question = "How often do I water the fern?"
    # the stand-in's cosines sit near 0.95 for any text, above MiniLM's for the right passage: merged by score,
    # the fern's passage would not be among the two
    local = local_embedders()
    plants = search(index, question, "home", local.of(index, "home").embed_query, k=1)[0]
    others = search(index, question, "bread", local.of(index, "bread").embed_query, k=2)
    assert plants.file == str(notes / "plants.md") and min(p.score for p in others) > plants.score

    request = Request(
        messages=[{"role": "user", "content": question}], params=preset("precise").with_overrides(max_tokens=8)
    )
    result = answer(engine, request, documents=Documents(index, ["bread", "home"], embedders, k=2))
    assert result.error is None
    files = sorted(p.file for p in result.passages)
    assert files == sorted([str(notes / "plants.md"), str(bread / "dough.md")])  # each collection's best


def macllm(*args):
    return subprocess.run([sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True, timeout=600)


def test_docs_add_with_an_embedder_from_the_command_line(installed, notes):
    r = macllm("docs", "add", str(notes), "-c", "mp", "--embedder", STAND_IN)
    assert r.returncode == 0, r.stderr
    r = macllm("docs", "add", str(notes), "-c", "mini")
    assert r.returncode == 0, r.stderr
    listed = {line.split()[0]: line for line in macllm("docs", "ls").stdout.splitlines()}
    assert listed["mp"].endswith(f"{STAND_IN} (32 dimensions)")
    assert listed["mini"].endswith(f"{EMBEDDER} (384 dimensions)")
    for collection in ("mp", "mini"):  # vector search alone: the question compared with the collection's own vectors
        r = macllm("docs", "search", "Water the fern twice a week.", "-c", collection, "--mode", "vector", "--json")
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout)[0]["file"] == str(notes / "plants.md")

    r = macllm("docs", "add", str(notes), "-c", "mp", "--embedder", EMBEDDER)
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
    assert f"built with {STAND_IN}" in r.stderr and "macllm docs rm -c mp" in r.stderr
    r = macllm("docs", "add", str(notes), "-c", "other", "--embedder", "all-mpnet-base-v2")
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
    assert "run 'macllm pull all-mpnet-base-v2'" in r.stderr
    assert "other" not in macllm("docs", "ls").stdout  # nothing was made

    model_store.remove(STAND_IN)
    r = macllm("docs", "search", "fern", "-c", "mp")
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
    assert f"collection 'mp' was built with {STAND_IN}" in r.stderr
    # not in the catalogue: 'macllm pull tiny-mpnet' would not find it; it goes back under its name from where it was
    assert f"'macllm pull PATH_OR_REPO --name {STAND_IN}'" in r.stderr


def test_the_encoder_types_are_one_list():
    """runtime/bert.py builds, docs.Embedder accepts and the model lists leave out the same model types
    (encoder_types.ENCODERS); the UI's side imports that list without MLX (tests/test_boundary.py)."""
    from macllm import encoder_types, model_choices
    from macllm.runtime.bert import encoder_for

    config = {**CONFIG, "type_vocab_size": 2}
    for model_type, kind in encoder_types.ENCODERS.items():
        assert type(encoder_for({**config, "model_type": model_type})).__name__ == kind
    with pytest.raises(ValueError, match="'llama' is not a sentence encoder"):
        encoder_for({**config, "model_type": "llama"})
    assert model_choices.EMBEDDING_ARCHITECTURES is encoder_types.EMBEDDING_ARCHITECTURES


def test_chinese_questions_keep_the_multilingual_encoder_whatever_built_the_collection(tmp_path):
    heard = []

    def english(name, dim):
        return SimpleNamespace(
            embed=lambda texts: hashing_embed(texts, dim),
            embed_query=lambda texts: heard.append(name) or hashing_embed(texts, dim),
        )

    models = {"small": english("small", 16), "wide": english("wide", 24)}
    embedders = Embedders(lambda name, folder: models[name], folder=lambda name: None)
    index = DocIndex(tmp_path / "docs.db", multilingual=lambda texts: hashing_embed(texts, 32))
    for name, embedder, text in (
        ("wall", "small", "长城全长两万一千公里。\n\nThe Great Wall is long."),
        ("city", "wide", "故宫位于北京市中心。\n\n熊猫吃竹子。"),
    ):
        (tmp_path / name).mkdir()
        (tmp_path / name / "a.md").write_text(text, encoding="utf-8")
        embedders.add(index, [tmp_path / name], name, embedder)

    found = search_collections(index, "长城有多长", ["city", "wall"], embedders, k=3)
    assert heard == []  # neither English embedder: the multilingual one, as for every collection
    assert found[0].text.startswith("长城")
    each = [p for name in ("city", "wall") for p in search_collections(index, "长城有多长", [name], embedders, k=3)]
    assert [p.chunk_id for p in found] == [p.chunk_id for p in sorted(each, key=lambda p: -p.score)[:3]]  # one scale

    search_collections(index, "How long is the Great Wall?", ["city", "wall"], embedders, k=3)
    assert sorted(heard) == ["small", "wide"]  # an English question: each collection's own, once


def test_docs_add_refuses_a_folder_as_the_embedder_and_names_the_pull(installed, notes, stand_in_dir):
    """The collection keeps the embedder's name; a folder's path (relative to where it was typed) would not find
    the model again from elsewhere, so it is installed under a name first."""
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "macllm.cli.main",
            "docs",
            "add",
            str(notes),
            "-c",
            "f",
            "--embedder",
            f"./{stand_in_dir.name}",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=stand_in_dir.parent,
    )
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert f"'macllm pull ./{stand_in_dir.name} --name NAME'" in r.stderr and "--embedder NAME" in r.stderr
    assert "f" not in [line.split()[0] for line in macllm("docs", "ls").stdout.splitlines()]  # nothing was made


def test_ask_and_a_plain_chat_answer_from_collections_of_other_embedders(installed, starter_dir, notes, bread):
    """`ask` and `chat --plain --docs` embed each question with the collection's own embedder: the stand-in's
    questions are 32 wide, and all-MiniLM-L6-v2's 384-wide ones could not be compared with its vectors."""
    model_store.pull(str(starter_dir), name="smollm2-135m")
    assert macllm("docs", "add", str(bread), "-c", "mp", "--embedder", STAND_IN).returncode == 0
    assert macllm("docs", "add", str(notes), "-c", "mini").returncode == 0
    r = macllm("ask", "How long do I knead the dough?", "-c", "mp", "-k", "1", "--json", "--max-tokens", "8")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["answer"]
    r = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "chat", "--plain", "--docs", "mp", "--docs", "mini"]
        + ["--max-tokens", "8", "--temp", "0"],
        input="How often do I water the fern?\n",
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert r.returncode == 0, r.stderr
    assert "Error" not in r.stdout and "error" not in r.stderr.lower(), r.stdout + r.stderr


def test_a_question_from_another_model_under_the_embedders_name_is_refused_in_one_line(tmp_path, notes):
    """The embedder's folder replaced by another model of another width under the same name: the add is refused
    (DocIndex._claim_width), and so is a question, with how to rebuild, not numpy's broadcast error."""
    width = {"mine": 16}
    model = SimpleNamespace(
        embed=lambda texts: hashing_embed(texts, width["mine"]),
        embed_query=lambda texts: hashing_embed(texts, width["mine"]),
    )
    embedders = Embedders(lambda name, folder: model, folder=lambda name: None)
    index = DocIndex(tmp_path / "docs.db")
    embedders.add(index, [notes], "notes", "mine")
    width["mine"] = 24
    for attempt in (
        lambda: search_collections(index, "Water the fern", ["notes"], embedders, k=1),
        lambda: (notes / "plants.md").write_text("Water the fern weekly.\n") and embedders.add(index, [notes], "notes"),
    ):
        with pytest.raises(EmbedderMismatch) as refused:
            attempt()
        message = str(refused.value)
        assert "16-wide vectors" in message and "24-wide" in message and "\n" not in message
        assert "'macllm docs rm -c notes', then 'macllm docs add PATH -c notes --embedder mine'" in message


def test_an_installed_embedders_name_is_the_installed_model_wherever_it_is_typed(
    installed, notes, minilm_dir, tmp_path
):
    """A folder of that name where the command runs (here all-MiniLM-L6-v2's, 384 wide) neither shadows the
    installed stand-in nor makes the name a path: the collection is the stand-in's, 32 wide."""
    here = tmp_path / "here"
    shutil.copytree(minilm_dir, here / STAND_IN)
    r = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "docs", "add", str(notes), "-c", "c", "--embedder", STAND_IN],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=here,
    )
    assert r.returncode == 0, r.stderr
    listed = {line.split()[0]: line for line in macllm("docs", "ls").stdout.splitlines()}
    assert listed["c"].endswith(f"{STAND_IN} (32 dimensions)")
