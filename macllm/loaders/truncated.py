"""A model's first N layers as a model of its own: a draft that shares the target's tokenizer exactly.

Used where no smaller model of the same family is at hand (this machine has only the starter): the tests
need a real draft that disagrees with its target often enough to exercise rejection, and the speculative
benchmark needs a draft whose cost is a known fraction of the target's. Untrained for early exit, such a
draft is accepted less often than a real small model of the family would be (the starter's first 24 of 30
layers: about a fifth of greedy drafts).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path


def write_truncated_model(src: Path, out: Path, layers: int) -> Path:
    import mlx.core as mx

    src, out = Path(src), Path(out)
    config = json.loads((src / "config.json").read_text())
    if not 0 < layers <= config["num_hidden_layers"]:
        raise ValueError(f"layers must be in 1..{config['num_hidden_layers']}")
    config["num_hidden_layers"] = layers
    weights = {}
    for f in sorted(src.glob("*.safetensors")):
        for name, w in mx.load(str(f)).items():
            if name.startswith("model.layers.") and int(name.split(".")[2]) >= layers:
                continue
            weights[name] = w
    out.mkdir(parents=True, exist_ok=True)
    mx.save_safetensors(str(out / "model.safetensors"), weights, metadata={"format": "mlx"})
    (out / "config.json").write_text(json.dumps(config))
    for f in src.iterdir():
        if f.is_file() and f.suffix != ".safetensors" and f.name != "config.json" and not f.name.startswith("."):
            shutil.copy(f, out / f.name)
    return out
