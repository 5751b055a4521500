"""A long league table (more clubs than a plain answer lists) asked in plain words: its
top places, its bottom ones and where the whole table is; a short table stays whole
(tests/tournament/test_league.py). The clubs and results are invented."""

from __future__ import annotations

import datetime as dt
import itertools
import json

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.knowledge import load_knowledge

CLUBS = [f"Club {name}" for name in "Alder Birch Cedar Dogwood Elm Fir Gum Hazel Ivy Juniper "
         "Kapok Larch Maple Nutmeg Oak Pine".split()]  # fmt: skip
STRENGTH = {club: len(CLUBS) - i for i, club in enumerate(CLUBS)}  # Alder strongest


def _season() -> dict[str, object]:
    matches = [
        {
            "date": (dt.date(2025, 8, 1) + dt.timedelta(days=day)).isoformat(),
            "team1": home,
            "team2": away,
            "score": {"ft": [STRENGTH[home] + 1, STRENGTH[away]]},
        }
        for day, (home, away) in enumerate(itertools.permutations(CLUBS, 2), start=1)
    ]
    rounds = [{"name": f"Matchday {i}", "matches": [m]} for i, m in enumerate(matches, 1)]
    return {"name": "Long League 2025/26", "rounds": rounds}


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    tmp = tmp_path_factory.mktemp("long")
    source = tmp / "league.json"
    source.write_text(json.dumps(_season()), encoding="utf-8")
    out = tmp / "knowledge"
    assert main(["import", "football-json", str(source), "--out", str(out)]) == 0
    return Engine(load_knowledge(out))


@pytest.mark.parametrize(
    ("question", "whole"),
    [("league table pls", "(/table shows all 16.)"), ("tabla de la liga", "(/tabla muestra")],
)
def test_a_long_table_gives_its_top_and_bottom(league: Engine, question: str, whole: str) -> None:
    text = league.answer(question).text
    assert len(text) <= 600, text
    shown = [line.split(". ", 1)[1].rsplit(" ", 2)[0] for line in text.splitlines()
             if line[:1].isdigit()]  # fmt: skip
    assert shown == [*CLUBS[:4], *CLUBS[-3:]], text
    assert "\n...\n" in text and whole in text and ("Order:" in text or "Orden:" in text)


def test_the_top_asked_and_a_place_asked_are_not_cut(league: Engine) -> None:
    top = league.answer("top 6 of the table").text
    assert "6. Club Fir" in top and "..." not in top, top
    place = league.answer("where did club kapok finish").text
    assert "Club Kapok" in place and "..." not in place and "1. " not in place, place


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("have club birch lost a game", "Lost: Club Alder 17-15 Club Birch (matchday 1,"),
        ("ha perdido el club birch algun partido", "Perdió: Club Alder 17-15 Club Birch"),
    ],
)
def test_whether_a_club_lost_names_the_games_it_lost(
    league: Engine, question: str, lost: str
) -> None:
    text = league.answer(question).text
    assert lost in text and text.count(" 17-15 ") == 1, text  # Birch lost only there


def test_a_record_not_asked_about_defeats_lists_none(league: Engine) -> None:
    text = league.answer("club birch record").text
    assert "lost 1" in text and "Lost:" not in text, text
    many = league.answer("did club pine lose any games").text  # lost 29: the count alone
    assert "lost 29" in many and "Lost:" not in many, many
