"""Documents for the answer evaluation's dev questions on tables and nested headings (tests/docs/answer_evaluation.py,
DEV): a Markdown page of limits in tables and a changelog whose versions are `##` headings above `###` sections.
Written for tuning issue 23's answers, apart from the fresh set's documents (tests/docs/answer_fresh.py)."""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents

LIMITS = """# Quill Cloud Limits

Quill Cloud applies the following limits to every workspace. Counters reset at midnight UTC.

## Request limits

| Plan | Requests per minute | Burst | Largest request body |
|---|---|---|---|
| Free | 60 | 10 | 1 MB |
| Team | 600 | 100 | 10 MB |
| Enterprise | 6000 | 1000 | 100 MB |

A request over the limit is answered with status 429 and a `Retry-After` header that gives the wait in seconds.

## Storage

| Plan | Storage | Versions kept per file | Trash emptied after |
|---|---|---|---|
| Free | 5 GB | 3 | 7 days |
| Team | 1 TB | 30 | 30 days |
| Enterprise | unlimited | 100 | 90 days |

A file in the trash still counts towards the storage of its workspace until the trash is emptied.
"""

CHANGES = """# Release history

Every release of the quill command-line client, newest first.

## 0.9.0 (2025-06-01)

### Features

- `quill sync --prune` deletes remote files that were removed locally.
- `quill ls` prints sizes in powers of 1024 with `--binary`.

### Bug fixes

- `quill sync` skipped files whose names started with a dot.

## 0.8.2 (2025-04-11)

### Bug fixes

- `quill login` no longer stores the access token in plain text on Linux; it uses the keyring.
- Uploads larger than 4 GB failed halfway on Windows.

## 0.8.0 (2025-02-20)

### Features

- Webhooks can be signed with an HMAC secret.

### Breaking changes

- The default region changed from `us-east` to `eu-west`.
- `quill push` was removed; use `quill sync`.
"""

DEV_DOCS = {"quill-cloud/LIMITS.md": LIMITS, "quill/CHANGES.md": CHANGES}


def build_dev_corpus(dest: Path) -> Path:
    """Write these documents into dest (idempotent)."""
    return write_documents(dest, DEV_DOCS)
