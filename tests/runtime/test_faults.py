"""scripts/faults' bad-input kind in CI: 30-odd wrong commands, each a one-line error, and nothing written
outside the data dir. (The kill -9, file-size, damaged-file and concurrency kinds have their own tests
beside the code they check; the full table comes from running the script.)"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_bad_input_is_one_line_and_harmless(starter_gguf, minilm_dir):
    r = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "faults"), "--quick", "--only", "bad-input"],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    [row] = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    assert row["kind"] == "bad-input" and row["tries"] >= 30
    assert row["one_line"] == row["tries"], r.stderr[-2000:]
    assert row["failures_seen"] >= row["tries"] - 1  # every one refused (the binary file is skipped, not refused)
    assert (row["data_lost"], row["recovered"]) == (0, 1)
