"""A season still being played, asked as of a moment (the shipped La Liga 2024/25 file as
it stood on 10 February 2025, noon in Madrid): who is first, the points between two
clubs, the relegation places "right now", the next meeting of two clubs (a derby's own
next fixture, not one club's next match) and their meetings still to come, in English
and Spanish."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.importers import import_football_json, write_imported
from bot.knowledge import knowledge_as_of, load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25" / "es.1.json"
MID = Moment(
    dt.datetime(2025, 2, 10, 12, tzinfo=dt.timezone(dt.timedelta(hours=1))), "Europe/Madrid"
)
AFTER = Moment(dt.datetime(2025, 12, 1, 12, tzinfo=dt.UTC), "Europe/Madrid")


@pytest.fixture(scope="module")
def engines(tmp_path_factory: pytest.TempPathFactory) -> tuple[Engine, Engine]:
    out: Path = tmp_path_factory.mktemp("mid") / "knowledge"
    write_imported(import_football_json([SEASON]), out)
    loaded = load_knowledge(out)
    then = replace(loaded, knowledge=knowledge_as_of(loaded.knowledge, MID.now), version="mid")
    return Engine(then), Engine(loaded)


def ask(engine: Engine, question: str, moment: Moment = MID) -> tuple[str | None, str]:
    reply = engine.answer(question, moment=moment)
    return reply.intent, reply.text


@pytest.mark.parametrize("question", ["quién va primero", "quien esta primero"])
def test_who_is_first_is_the_leader(engines: tuple[Engine, Engine], question: str) -> None:
    intent, text = ask(engines[0], question)
    assert intent == "season-state" and "Real Madrid" in text and "50" in text, text


@pytest.mark.parametrize(
    ("question", "gap"),
    [
        ("cuántos puntos le saca el madrid al barça", "2 puntos"),
        ("cuantos puntos le lleva el atletico al betis", "20 puntos"),
        ("how many points behind real madrid are barcelona", "2 points"),
        ("how many points ahead of atletico are real madrid", "1 point"),
    ],
)
def test_the_points_between_two_clubs(
    engines: tuple[Engine, Engine], question: str, gap: str
) -> None:
    intent, text = ask(engines[0], question)
    assert intent == "table-gap" and gap in text, text


@pytest.mark.parametrize(
    "question", ["who is in the relegation zone right now", "quién está en descenso ahora mismo"]
)
def test_words_of_the_moment_ask_nothing_more(
    engines: tuple[Engine, Engine], question: str
) -> None:
    intent, text = ask(engines[0], question)
    assert intent == "relegated" and "Valladolid" in text and "Valencia" in text, text


@pytest.mark.parametrize(
    ("question", "day", "time"),
    [
        ("when is the next clasico", "11 May 2025", "16:15"),
        ("cuándo es el próximo derbi sevillano", "30 de marzo de 2025", "21:00"),
        ("when do barcelona play real madrid next", "11 May 2025", "16:15"),
    ],
)
def test_the_next_meeting_of_two_clubs(
    engines: tuple[Engine, Engine], question: str, day: str, time: str
) -> None:
    intent, text = ask(engines[0], question)
    assert intent == "next-match" and day in text and time in text, text
    assert "Rayo" not in text and "Valladolid" not in text, text  # not one club's next match


def test_meetings_still_to_come_say_when(engines: tuple[Engine, Engine]) -> None:
    _, text = ask(engines[0], "when do barcelona play real madrid")
    assert "0-4" in text and "to be played Sunday 11 May 2025, 16:15" in text, text
    assert "no result" not in text, text
    _, text = ask(engines[0], "cuándo juegan sevilla y betis")
    assert "por jugar el domingo 30 de marzo de 2025, a las 21:00" in text, text


def test_no_meeting_left_is_said_with_the_last(engines: tuple[Engine, Engine]) -> None:
    reply = engines[1].answer("when is the next clasico", moment=AFTER)
    assert reply.band == "decline" and "still to be played" in reply.text, reply.text
    assert "4-3" in reply.text, reply.text
