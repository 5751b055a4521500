"""Issue 33: a season still being played. "When do X play next", "what's on this
weekend", in English and Spanish, with the day and kick-off converted to the asker's time
zone; "now" is the caller's (a fixed `Moment` here), never the wall clock. And the
competition a question naming none means: a server's setting, which a question naming
one overrides.

The shipped La Liga 2024/25 file has no results for matchday 38 (23-25 May 2025); asked
on 20 May 2025 those are the fixtures still to come. Its kick-offs are Madrid times.
"""

from __future__ import annotations

import datetime as dt

import pytest

from bot.engine import Moment
from bot.engine.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.importers import import_football_json, write_imported
from bot.knowledge import Match, Tournament, kickoff_zone, load_knowledge, local_kickoff
from bot.service.kickoff import kickoff_at
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"
TUESDAY = dt.datetime(2025, 5, 20, 10, 0, tzinfo=dt.UTC)  # before matchday 38
AFTER = dt.datetime(2025, 6, 1, 12, 0, tzinfo=dt.UTC)  # after the season's last day


@pytest.fixture(scope="module")
def la_liga(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("laliga")
    write_imported(import_football_json([SEASON / "es.1.json"]), out)
    return Engine(load_knowledge(out))


@pytest.fixture(scope="module")
def liga_and_cl(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("ligacl")
    write_imported(import_football_json([SEASON / "es.1.json", SEASON / "uefa.cl.json"]), out)
    return Engine(load_knowledge(out))


def answer(engine: Engine, question: str, moment: Moment, **kw: str) -> str:
    reply = engine.answer(question, moment=moment, **kw)  # type: ignore[arg-type]
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_league_files_kick_off_times_are_read_in_the_leagues_zone(la_liga: Engine) -> None:
    t = la_liga.knowledge.tournament
    assert t is not None and t.timezone == "Europe/Madrid"
    betis = next(
        m for m in t.matches if m.round == "Matchday 38" and "real-betis-balompie" in m.teams
    )
    at = local_kickoff(betis, t)
    assert at is not None and at.astimezone(dt.UTC) == dt.datetime(
        2025, 5, 23, 19, 0, tzinfo=dt.UTC
    )
    assert kickoff_at(betis, t) == at  # predictions close at the same instant


def test_a_time_with_an_offset_or_no_zone_at_all() -> None:
    def match(time: str | None) -> Match:
        return Match(
            id="m", stage="league", round="Matchday 1", date=dt.date(2025, 1, 4),
            time=time, teams=["a", "b"],
        )  # fmt: skip

    t = Tournament.model_validate(
        {"id": "t", "name": "T", "source": {"name": "x", "licence": "y"}, "matches": [match(None)]}
    )
    offset = local_kickoff(match("20:00 UTC+1"), t)
    assert offset is not None and offset.astimezone(dt.UTC).hour == 19
    assert local_kickoff(match("20:00"), t) is None  # no zone anywhere: not guessed
    assert kickoff_zone(match("20:00"), t) is None
    assert local_kickoff(match(None), t) is None
    with pytest.raises(ValueError, match="not an IANA zone"):
        Tournament.model_validate({**t.model_dump(), "timezone": "Mars/Olympus"})


@pytest.mark.parametrize(
    ("question", "zone", "expected"),
    [
        ("when do betis play next", "UTC", "Friday 23 May 2025, 19:00 (UTC)"),
        ("when do betis play next", "Europe/Madrid", "Friday 23 May 2025, 21:00 (Europe/Madrid)"),
        ("betis next game", "America/New_York", "Friday 23 May 2025, 15:00 (America/New_York)"),
        ("¿cuándo juega el Betis?", "Europe/Madrid", "viernes 23 de mayo de 2025, a las 21:00"),
        ("proximo partido del betis", "Asia/Tokyo", "sábado 24 de mayo de 2025, a las 04:00"),
    ],
)
def test_when_a_club_plays_next_in_the_askers_zone(
    la_liga: Engine, question: str, zone: str, expected: str
) -> None:
    text = answer(la_liga, question, Moment(TUESDAY, zone))
    assert "Valencia CF" in text and expected in text, text


def test_next_fixtures_and_this_weekend(la_liga: Engine) -> None:
    madrid = Moment(TUESDAY, "Europe/Madrid")
    text = answer(la_liga, "next match", madrid)
    assert text.splitlines()[0].endswith("Friday 23 May 2025:")
    assert len(text.splitlines()) == 2 and "Real Betis Balompié v Valencia CF" in text
    weekend = answer(la_liga, "what's on this weekend", madrid)
    lines = weekend.splitlines()
    assert "Saturday 24 May 2025 and Sunday 25 May 2025" in lines[0]
    assert len(lines) == 1 + 9  # the other nine games of matchday 38, Friday's not
    assert "Athletic Club v FC Barcelona (matchday 38): Sunday 25 May 2025, 21:00" in weekend
    spanish = answer(la_liga, "partidos de este finde", madrid)
    assert spanish.startswith("Este fin de semana en la Primera División")
    assert len(spanish.splitlines()) == 10


def test_a_weekend_already_played_lists_its_results(la_liga: Engine) -> None:
    saturday = Moment(dt.datetime(2025, 5, 17, 9, 0, tzinfo=dt.UTC), "Europe/Madrid")
    text = answer(la_liga, "games this weekend", saturday)
    assert "Club Atlético de Madrid 4-1 Real Betis Balompié" in text  # Sunday 18 May


def test_nothing_left_to_play_is_said_not_guessed(la_liga: Engine) -> None:
    # after the season: matchday 38 is past and has no result in the data
    reply = la_liga.answer("when do betis play next", moment=Moment(AFTER))
    assert "No match of Real Betis Balompié is still to be played after Sunday 1 June 2025" in (
        reply.text
    )
    assert "Real Betis Balompié v Valencia CF (matchday 38, 23 May), has no result" in reply.text
    assert "Friday 23 May 2025, 19:00" not in reply.text  # not given as to come


def test_a_season_played_whole_has_nothing_to_come(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    out = tmp_path_factory.mktemp("prem")
    write_imported(import_football_json([SEASON / "en.1.json"]), out)
    prem = Engine(load_knowledge(out))
    reply = prem.answer("when do liverpool play next", moment=Moment(AFTER))
    assert reply.band != "answer"
    assert "no match of Liverpool FC still to be played after Sunday 1 June 2025" in reply.text
    assert "Liverpool FC 1-1 Crystal Palace FC" in reply.text  # their last


def test_a_match_named_by_its_round_is_still_the_datas_answer(la_liga: Engine) -> None:
    text = answer(la_liga, "who did betis play on matchday 1", Moment(TUESDAY))
    assert "Girona FC" in text and "next match in" not in text


def test_the_servers_competition_is_what_a_question_naming_none_means(
    liga_and_cl: Engine,
) -> None:
    cl = next(i for i in liga_and_cl.competitions.ids if "champions" in i)
    moment = Moment(TUESDAY)
    own = answer(liga_and_cl, "who won the league", moment)
    assert "Spain Primera División" in own or "FC Barcelona" in own
    table = answer(liga_and_cl, "who topped the table", moment, competition=cl)
    assert "Liverpool FC" in table, table
    # naming a competition wins over the setting
    named = answer(liga_and_cl, "who topped la liga", moment, competition=cl)
    assert "FC Barcelona" in named and "Liverpool" not in named, named


def test_the_facts_read_each_kick_off_once_and_another_match_afresh(la_liga: Engine) -> None:
    t = la_liga.knowledge.tournament
    assert t is not None
    tf = TournamentFacts(t)
    first = tf.kickoff(t.matches[0])
    assert first is not None and first == local_kickoff(t.matches[0], t)
    assert tf.kickoff(t.matches[0]) is first  # kept, not read again
    assert all(tf.kickoff(m) == local_kickoff(m, t) for m in t.matches)
    moved = t.matches[0].model_copy(update={"time": "23:59"})  # same id, not the facts' match
    assert tf.kickoff(moved) == local_kickoff(moved, t) != first
