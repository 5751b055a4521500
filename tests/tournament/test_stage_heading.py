"""A group's name heads its matches as the data writes it: "Group L", not the
"Group l" that `str.capitalize` made of "group L"."""

from __future__ import annotations

from pathlib import Path

from bot.engine import Engine
from bot.knowledge import load_knowledge

ROOT = Path(__file__).resolve().parents[2]


def test_a_group_heading_keeps_its_letter_upper_case() -> None:
    engine = Engine(load_knowledge(ROOT / "knowledge"))
    text = engine.answer("group d winner").text
    assert text.startswith("Group D:"), text
    assert "Group d" not in text, text
