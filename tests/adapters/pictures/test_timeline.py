"""The match timeline picture, drawn from the bundled match and the four fixture shapes
in English and Spanish, and from made-up crowded matches: inside its canvas, no text on
other text, the score large, every goal's scorer written."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.adapters.discord.pictures import marks
from bot.adapters.pictures import Canvas, render_timeline
from bot.engine import Engine, TimelineCard, TimelineGoal, timeline_card
from bot.knowledge import load_knowledge
from tests.adapters.pictures.layout import check_layout, drawn

ROOT = Path(__file__).resolve().parents[3]
MATCHES = sorted(p.parent for p in (ROOT / "tests" / "matches").glob("*/match.yaml"))
SOURCES = [ROOT / "knowledge", *MATCHES]


@cache
def engine(path: Path) -> Engine:
    return Engine(load_knowledge(path))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_each_match_draws_inside_its_canvas(source: Path, lang: str) -> None:
    card = timeline_card(engine(source), lang)  # type: ignore[arg-type]
    pic = render_timeline(card, marks(lang))
    check_layout(pic)
    texts = drawn(pic)
    score = f"{card.score[0]} – {card.score[1]}"
    assert score in texts
    score_box = dict(pic.texts)[score]
    assert score_box[3] - score_box[1] >= 40, "the score must read at phone size"
    for goal in card.goals:
        assert any(goal.scorer.split()[-1] in t for t in texts), goal
    assert marks(lang)[0] in texts and marks(lang)[1] in texts
    assert (marks(lang)[2] in texts) == card.extra_time
    if card.shootout:
        assert f"{marks(lang)[3]} {card.shootout[0]}–{card.shootout[1]}" in texts


def test_the_fixtures_cover_extra_time_and_a_shootout() -> None:
    cards = [timeline_card(engine(s)) for s in SOURCES]
    assert any(c.extra_time and not c.shootout for c in cards)
    assert any(c.shootout and c.kicks for c in cards)


def _crowded(goals_per_side: int, minute_step: int) -> TimelineCard:
    goals = tuple(
        TimelineGoal(
            side=n % 2,
            minute=min(1 + (n // 2) * minute_step, 120),
            added=None,
            period="first_half" if (n // 2) * minute_step < 45 else "second_half",
            scorer="Maximiliano Bartholomew-Featherstonehaugh" if n % 3 else "Li",
            note="pen" if n % 5 == 0 else "",
        )
        for n in range(2 * goals_per_side)
    )
    return TimelineCard(
        teams=("Bosnia and Herzegovina", "Democratic Republic of the Congo"),
        score=(goals_per_side, goals_per_side),
        heading="A very long competition name indeed, quarter-final replay · Saturday 12 July",
        goals=goals,
        extra_time=False,
    )


@pytest.mark.parametrize(("goals", "step"), [(1, 1), (6, 1), (10, 4), (13, 3)])
def test_crowded_matches_stack_labels_without_overlap(goals: int, step: int) -> None:
    pic = render_timeline(_crowded(goals, step))
    check_layout(pic)
    assert sum("'" in t for t in drawn(pic)) == 2 * goals


def test_the_layout_check_catches_overlapping_text() -> None:
    c = Canvas(400, 300)
    c.text((10, 10), "Argentina", 30)
    c.text((20, 15), "England", 30)
    with pytest.raises(AssertionError, match="overlaps"):
        check_layout(c.picture())
    c = Canvas(400, 300)
    c.text((380, 10), "England", 30)
    with pytest.raises(AssertionError):
        check_layout(c.picture())


def _tournaments() -> list[tuple[str, object]]:
    """The small hand-made cup and, once the bundled knowledge has one, its tournament."""
    import yaml

    from bot.knowledge import Tournament

    cup = ROOT / "tests" / "adapters" / "discord" / "exts" / "cup.yaml"
    found = [
        (
            "cup",
            Tournament.model_validate(yaml.safe_load(cup.read_text())["tournament"], strict=False),
        )
    ]
    bundled = load_knowledge(ROOT / "knowledge").knowledge.tournament
    if bundled is not None:
        found.append((bundled.id, bundled))
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_played_data_match_draws_inside_its_canvas(lang: str) -> None:
    from bot.engine import data_timeline_card

    drawn_matches = 0
    for _name, t in _tournaments():
        for m in t.matches:  # type: ignore[attr-defined]
            if m.score is None:
                continue
            card = data_timeline_card(t, m, lang)  # type: ignore[arg-type]
            pic = render_timeline(card, marks(lang))
            check_layout(pic)
            assert len([x for x in drawn(pic) if "'" in x]) == len(m.goals)
            drawn_matches += 1
    assert drawn_matches >= 9
