"""/help names only what the loaded match's knowledge holds (no quotes, no next match...)."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.discord import embeds
from bot.engine import Engine
from bot.knowledge import load_knowledge

MATCHES = Path(__file__).resolve().parents[2] / "matches"


def test_help_card_names_only_what_the_match_has() -> None:
    engine = Engine(load_knowledge(MATCHES / "extra_time_win"))  # no quotes, no crowd
    embed = embeds.help_card(engine, [])
    fields = {f.name: f.value for f in embed.fields}
    assert embed.description is not None
    assert "the next match" in embed.description and "the referee" in embed.description
    assert "crowd" not in embed.description and "quotes" not in embed.description
    assert "/quote" not in fields["Commands"] and "/goals" in fields["Commands"]


def test_help_card_of_a_final_without_a_next_match() -> None:
    engine = Engine(load_knowledge(MATCHES / "shootout_final"))
    embed = embeds.help_card(engine, [])
    assert embed.description is not None
    assert "next match" not in embed.description
    assert "penalty shootout" in embed.description
    assert "/quote" in {f.name: f.value for f in embed.fields}["Commands"]
