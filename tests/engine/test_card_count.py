"""A count of many cards: the number first, then each card by its player and minute (a
red marked), not a sentence each past the length of a chat reply; a few cards keep their
sentences. The match is tests/matches/red_card_derby with four more bookings."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge.loader import load_knowledge

DERBY = Path(__file__).parents[1] / "matches" / "red_card_derby" / "match.yaml"
MORE = "".join(
    f"    - {{kind: card, id: rc-x{m}, minute: 90, added: {m}, period: second_half, team: {team}, "
    f"card: yellow, person: {who}, title: booked, description: booked}}\n"
    for m, team, who in [
        (3, "brackenford", "yusuf-garnett"),
        (4, "brackenford", "kwame-ashdown"),
        (5, "quillhaven", "benji-okwu"),
        (6, "quillhaven", "theo-marrin"),
    ]
)  # fmt: skip; after the last card (90+2'), as the timeline is in order


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    text = DERBY.read_text(encoding="utf-8")
    assert "\n  crowd:" in text
    folder = tmp_path_factory.mktemp("cards")
    more = text.replace("\n  crowd:", "\n" + MORE + "  crowd:", 1)
    (folder / "match.yaml").write_text(more, encoding="utf-8")
    return Engine(load_knowledge(folder))


@pytest.mark.parametrize(
    ("question", "head", "off"),
    [
        ("how many yellow cards were there", "7 yellow cards: Idris Vance 52', ", " (sent off)"),
        ("cuantas amarillas hubo", "7 tarjetas amarillas: Idris Vance 52', ", " (expulsado)"),
    ],
)
def test_many_cards_counted_are_listed_short(
    engine: Engine, question: str, head: str, off: str
) -> None:
    text = engine.answer(question).text
    assert text.startswith(head) and f"Elio Marchbank 90+2'{off}, " in text, text
    assert text.endswith("Theo Marrin 90+6'.") and "booked" not in text and len(text) < 300, text


def test_few_cards_counted_keep_their_sentences(engine: Engine) -> None:
    text = engine.answer("how many cards did quillhaven get").text
    assert text.startswith("4 cards: ") and "was booked" in text, text
