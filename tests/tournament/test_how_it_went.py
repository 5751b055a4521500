"""'¿Cómo le fue al X?' asks how a club's season went (issue 32), not who beat it: the
clitic 'le' before 'a X' makes X the side scored against only with a verb of scoring or
beating ('le ganó al X', 'le hizo goles al X'), not with 'le fue'. Four invented clubs,
each meeting each other twice; the stronger club always wins."""

from __future__ import annotations

import datetime as dt
import itertools
import json

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.knowledge import load_knowledge

CLUBS = ["Brennholt BK", "Ostvika FC", "Marrowby Villa", "Tarnhope City"]
STRENGTH = {club: len(CLUBS) - i for i, club in enumerate(CLUBS)}


def _season() -> dict[str, object]:
    rounds = [
        {
            "name": f"Matchday {day}",
            "matches": [
                {
                    "date": (dt.date(2025, 8, 1) + dt.timedelta(days=day)).isoformat(),
                    "team1": home,
                    "team2": away,
                    "score": {"ft": [STRENGTH[home], STRENGTH[away]]},
                }
            ],
        }
        for day, (home, away) in enumerate(itertools.permutations(CLUBS, 2), start=1)
    ]
    return {"name": "Invented League 2025/26", "rounds": rounds}


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    tmp = tmp_path_factory.mktemp("how_it_went")
    source = tmp / "league.json"
    source.write_text(json.dumps(_season()), encoding="utf-8")
    out = tmp / "knowledge"
    assert main(["import", "football-json", str(source), "--out", str(out)]) == 0
    return Engine(load_knowledge(out))


@pytest.mark.parametrize("question", ["¿cómo le fue al tarnhope?", "¿qué tal le fue a tarnhope?"])
def test_how_a_club_got_on_is_its_season_not_its_defeats(league: Engine, question: str) -> None:
    reply = league.answer(question)
    assert reply.band == "answer", reply.text
    assert "Tarnhope City" in reply.text and "cuarto de 4" in reply.text
    assert "Perdidos" not in reply.text  # not only the six defeats: who beat them


def test_who_beat_a_club_is_still_its_defeats(league: Engine) -> None:
    reply = league.answer("¿quién le ganó al tarnhope?")
    assert "Perdidos: 6" in reply.text


@pytest.mark.parametrize("question", ["how did sevilla do", "¿cómo le fue al sevilla?"])
def test_a_club_not_in_the_season_is_not_one_whose_name_it_holds(
    league: Engine, question: str
) -> None:
    # "sevilla" holds "villa" (Marrowby Villa's short name): another word, not a misspelling
    assert "Marrowby" not in league.answer(question).text


def test_a_club_s_short_name_still_names_it(league: Engine) -> None:
    assert "Marrowby Villa" in league.answer("how did villa do").text
