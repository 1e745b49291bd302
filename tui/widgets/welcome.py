"""What an empty chat shows: the model it talks to and what fits this machine, the keys that matter, how to
attach documents, and a few things to try. Gone once the chat has a message."""

from __future__ import annotations

from textual.widgets import Markdown

EXAMPLES = (
    "Explain what a KV cache is, in two sentences.",
    "Write a Python function that checks whether a word is a palindrome.",
)


def welcome_text(chat, loaded: dict) -> str:
    model = chat.model or "no model"
    if loaded.get("model") == chat.model and loaded.get("context_length"):
        fits = (
            f"loaded, with a context of up to {loaded['context_length']:,} tokens on this machine "
            f"({loaded.get('memory_gb', 0):.2f} GB in use)"
        )
    else:
        fits = "loading…"
    docs = (
        f"This chat answers from the collections **{', '.join(chat.settings.docs)}** and cites their passages."
        if chat.settings.docs
        else "**F3** attaches a collection of your documents (answers then cite them); **F4** adds a file or folder."
    )
    return "\n".join(
        [
            "## A new chat",
            "",
            f"Model: **{model}**, {fits}. Nothing leaves this machine.",
            "",
            "- **Enter** sends, **Ctrl+J** starts a new line, **Esc** stops an answer (what it wrote is kept)",
            "- **Ctrl+O** picks another model or downloads one, **Ctrl+S** this chat's system prompt and sampling",
            f"- {docs}",
            "- **F1** lists every key, **Ctrl+P** every command",
            "",
            "Try: " + " · ".join(f"*{e}*" for e in EXAMPLES),
        ]
    )


class Welcome(Markdown):
    def __init__(self, chat, loaded: dict, **kwargs):
        super().__init__(welcome_text(chat, loaded), classes="welcome", **kwargs)

    def show(self, chat, loaded: dict) -> None:
        self.update(welcome_text(chat, loaded))
