"""Several competitions in one knowledge: a club typed loosely ("marseile",
"marseilles") still chooses its competition, and a decline names every competition the
knowledge holds, never only the default one."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

COMBINED = Path(__file__).resolve().parents[1] / "blindclub5" / "knowledge" / "combined"


@cache
def engine() -> Engine:
    return Engine(load_knowledge(COMBINED))


def test_a_club_typed_one_letter_off_chooses_its_competition() -> None:
    for q in ("marseile last 5 games", "marseilles last 5 games"):
        reply = engine().answer(q)
        assert reply.band == "answer", (q, reply.text)
        assert reply.text.startswith("Olympique de Marseille's last 5 league games"), reply.text


def test_a_decline_names_every_competition_held() -> None:
    text = engine().answer("who won the coppa italia").text
    assert "Primera División 2024/25" in text and "Ligue 1 2024/25" in text, text
    text = engine().answer("quién ganó la coppa italia").text
    assert "Primera División 2024/25" in text and "Ligue 1 2024/25" in text, text
