"""The match a server means when it names none, read from the engine's index (it is asked
with every question, so it must not walk the tournament's matches each time)."""

from __future__ import annotations

from bot.engine import Engine

OWN = "2026-07-15-england-argentina"  # the report's semi-final, the knowledge's own
THIRD = "2026-07-18-france-england"
FINAL = "2026-07-19-spain-argentina"


def test_a_chosen_match_is_the_servers(engine: Engine) -> None:
    m = engine.server_current(THIRD)
    assert m is not None and m.id == THIRD


def test_nothing_chosen_or_a_match_no_longer_there_is_the_knowledges_own(
    engine: Engine,
) -> None:
    for chosen in ("", "2026-07-20-gone-match"):
        m = engine.server_current(chosen)
        assert m is not None and m.id == OWN


def test_the_latest_played_is_the_last_kick_off_with_a_score(engine: Engine) -> None:
    m = engine.server_current("latest", latest=True)
    assert m is not None and m.id == FINAL
    t = engine.knowledge.tournament
    assert t is not None
    latest = max((x for x in t.matches if x.score is not None), key=lambda x: x.kickoff)
    assert m is latest
