"""Issue 36, defects 3 and 13, in the pictures: every picture is bounded (4,096 px a side,
8 MB; a bracket past that keeps its last rounds or is refused before drawing, a table
keeps its first rows); a stoppage-time goal with no minute is drawn after the period's
last minute; a team has its own colour in every match; extra time is marked in the
bracket; a table marks the teams through to the knockout rounds."""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

from bot.adapters.discord.pictures import bracket_rounds, bracket_text, marks
from bot.adapters.discord.tournament_cards import qualified
from bot.adapters.pictures import (
    MAX_ROWS,
    MAX_SIDE,
    BracketMatch,
    BracketRound,
    BracketSide,
    Canvas,
    PictureTooBig,
    TableLine,
    first_drawn,
    render_bracket,
    render_table,
    render_timeline,
    team_colours,
)
from bot.adapters.pictures.canvas import WIN
from bot.adapters.pictures.timeline import _position, _units
from bot.engine import Engine, data_timeline_card, timeline_card
from bot.knowledge import LoadedKnowledge, Tournament, load_knowledge
from tests.adapters.pictures.layout import check_layout, drawn

ROOT = Path(__file__).resolve().parents[3]


@cache
def bundled() -> LoadedKnowledge:
    return load_knowledge(ROOT / "knowledge")


def tournament() -> Tournament:
    t = bundled().knowledge.tournament
    assert t is not None
    return t


# defect 13: the timeline


def test_a_stoppage_time_winner_without_a_minute_comes_after_90() -> None:
    card = timeline_card(Engine(bundled()), "en")
    [winner] = [g for g in card.goals if g.minute is None]
    [equaliser] = [g for g in card.goals if g.minute == 85]
    assert winner.stoppage and winner.clock == "90+'"
    spans = _units(card.extra_time)
    second_half_end = next(end for period, _, end in spans if period == "second_half")
    regular_end = second_half_end - 5  # the 90th minute; stoppage room follows
    assert _position(winner, spans) > _position(equaliser, spans)
    assert regular_end < _position(winner, spans) <= second_half_end
    pic = render_timeline(card, marks("en"))
    check_layout(pic)
    assert any(t.startswith("90+' ") and "Lautaro" in t for t in drawn(pic))


def colour_in(png: bytes, box: tuple[int, int, int, int]) -> set[tuple[int, int, int]]:
    image = Image.open(io.BytesIO(png)).convert("RGB").crop(box)
    return {c for _, c in image.getcolors(maxcolors=1 << 16) or []}


def test_a_team_has_its_own_colour_in_every_match() -> None:
    t = tournament()
    played = [m for m in t.matches if "argentina" in m.teams and m.score is not None]
    sides = {m.teams.index("argentina") for m in played}
    assert sides == {0, 1}  # listed first in some matches, second in others
    colours = set()
    for m in played:
        card = data_timeline_card(t, m, "en")
        side = m.teams.index("argentina")
        colour = team_colours(card.keys)[side]
        colours.add(colour)
        pic = render_timeline(card, marks("en"))
        box = dict(pic.texts)["Argentina"]
        assert colour in colour_in(pic.png, box)  # the name is drawn in it
    assert len(colours) == 1
    a, b = team_colours(("spain", "argentina"))
    assert (b, a) == team_colours(("argentina", "spain")) and a != b


# defect 13: the bracket and the tables


def test_extra_time_is_marked_in_the_bracket() -> None:
    t = tournament()
    rounds, third = bracket_rounds(t, "es")
    extra = [m for r in rounds for m in r.matches if m.note]
    assert extra and all(m.note == marks("es")[2] for m in extra)
    assert any(f"({marks('es')[2]})" in line for line in bracket_text(rounds, third))
    pic = render_bracket(t.name, rounds, third)
    assert marks("es")[2] in drawn(pic)


def test_a_table_marks_who_went_through() -> None:
    through = qualified(tournament())
    assert len(through) == 32  # the round of 32's teams
    lines = [
        TableLine("Through", 3, 3, 0, 0, 9, 0, 9, qualified=True),
        TableLine("Out", 3, 0, 0, 3, 0, 9, 0),
    ]
    pic = render_table("Group A", lines)
    check_layout(pic)
    first_row, second_row = (dict(pic.texts)[n] for n in ("1", "2"))
    assert WIN in colour_in(pic.png, first_row)
    assert WIN not in colour_in(pic.png, second_row)


# defect 3: bounds


def _side(n: int) -> BracketSide:
    return BracketSide(f"Team {n}", f"T{n}", "1", n % 2 == 0)


def _round(title: str, matches: int) -> BracketRound:
    return BracketRound(
        title, tuple(BracketMatch((_side(2 * i), _side(2 * i + 1))) for i in range(matches))
    )


def test_no_canvas_is_past_the_bound() -> None:
    with pytest.raises(PictureTooBig):
        Canvas(506, 258_148)
    with pytest.raises(PictureTooBig):
        Canvas(MAX_SIDE + 1, 10)


def test_a_3000_match_round_is_refused_before_drawing(monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.adapters.pictures.bracket as bracket

    def no_canvas(*_: object) -> None:
        raise AssertionError("a canvas was made for a bracket past the bound")

    monkeypatch.setattr(bracket, "Canvas", no_canvas)
    with pytest.raises(PictureTooBig):
        render_bracket("Big Cup", [_round("Round of 32", 3000)])


def test_a_bracket_too_tall_keeps_its_last_rounds() -> None:
    sizes = [256, 128, 64, 32, 16, 8, 4, 2, 1]
    rounds = [_round(f"Round {n}", n) for n in sizes]
    first = first_drawn(rounds)
    assert 0 < first < len(rounds)
    pic = render_bracket("Big Cup", rounds)
    assert max(pic.size) <= MAX_SIDE and len(pic.png) <= 8 * 2**20
    titles = drawn(pic)
    assert "Round 1" in titles and f"Round {sizes[first]}" in titles
    assert f"Round {sizes[first - 1]}" not in titles


def test_a_big_table_draws_its_first_rows_within_the_bound() -> None:
    lines = [TableLine(f"Team {n}", 3, 1, 1, 1, 3, 3, 4) for n in range(400)]
    pic = render_table("Group A", lines)
    assert pic.size[1] <= MAX_SIDE
    texts = drawn(pic)
    assert f"Team {MAX_ROWS - 1}" in texts and f"Team {MAX_ROWS}" not in texts
