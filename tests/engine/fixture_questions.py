"""The fixture matches' fans' questions (tests/matches/questions), read in either form.

A list of `{q, expect | decline}` (the developers' fixtures), or the `items:` of
`score.py` (the blind fixtures, kept as their writer wrote them). Both are judged the
same way: an answer holds one word of each `expect` group (accents, case and dashes
folded), stays within `max_len` characters, and a `decline` question is not answered.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

import yaml

from bot.engine.answering.reply import Reply

MATCHES = Path(__file__).resolve().parents[1] / "matches"
SHAPES = sorted(p.name for p in MATCHES.iterdir() if (p / "match.yaml").is_file())
MAX_LEN = 600


def questions(shape: str) -> list[dict[str, Any]]:
    data = yaml.safe_load((MATCHES / "questions" / f"{shape}.yaml").read_text("utf-8"))
    return list(data["items"] if isinstance(data, dict) else data)


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    text = re.sub(r"[\u2010-\u2015\u2212]", "-", text)
    text = re.sub(r"(\d)\s*[-:]\s*(\d)", r"\1-\2", text)
    return re.sub(r"\s+", " ", text)


def judged(case: dict[str, Any], reply: Reply) -> bool:
    if case.get("decline"):
        return reply.intent is None
    text = fold(reply.text)
    if reply.band != "answer" or len(text) > case.get("max_len", MAX_LEN):
        return False
    return all(any(fold(alt) in text for alt in group) for group in case["expect"])
