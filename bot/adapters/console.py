"""A local prompt on the same engine as Discord: try questions without a server."""

from __future__ import annotations

import contextlib

from bot.adapters.local import LocalService, shown

PROMPT = "you> "
QUIT = {"quit", "exit", ":q", "/quit"}
CONVERSATION = ("console",)


def run_console(local: LocalService) -> int:
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401  (arrow keys and history for input())
    engine = local.service.live.engine
    print(f"matchbot - {engine.title} (knowledge {engine.version}).")
    print("Ask anything about the match; 'quit' to leave.")
    while True:
        try:
            question = input(PROMPT).strip()
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        if not question:
            continue
        if question.lower() in QUIT:
            return 0
        # The session is one conversation: "when?" continues the answer before.
        print(f"bot> {shown(local.ask(question, CONVERSATION))}\n")
