"""Tournament answers on a small invented tournament (tests/tournament/invented: six
made-up teams, a group of draws separated by head-to-head, a semi-final on penalties, an
own goal, an extra-time final reported in depth as the current match).

Each stage is tested on its own (calendar words, resolving which match, the derived
facts) and then through the engine, in English and Spanish."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.matching.resolve import resolve
from bot.engine.understanding.slots import Slots
from bot.knowledge import load_knowledge

INVENTED = Path(__file__).parent / "invented"


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(load_knowledge(INVENTED))


@pytest.fixture(scope="module")
def tf(engine: Engine) -> TournamentFacts:
    assert engine.facts.tournament is not None
    return engine.facts.tournament


def slots(engine: Engine, question: str) -> Slots:
    return engine.understanding.parse(question).slots


# --- calendar words and stages ----------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "date"),
    [("what happened on june 5", "06-05"), ("results 5 june", "06-05"),
     ("partidos del 5 de junio", "06-05"), ("games on the 14th of june", "06-14")],
)  # fmt: skip
def test_a_date_is_read_into_a_slot(engine: Engine, question: str, date: str) -> None:
    assert slots(engine, question).dates == [date]


def test_groups_numbers_and_stages_are_slots(engine: Engine) -> None:
    assert slots(engine, "group b table").groups == ["group-b"]
    assert slots(engine, "who wears number 10 for brenmoor").numbers == [10]
    assert slots(engine, "quien usa la 9 de valdoria").numbers == [9]
    assert slots(engine, "who won the third place match").stages == ["third_place"]
    assert slots(engine, "resultados de los octavos de final").stages == ["round_of_16"]
    assert slots(engine, "kelvia's last game").relative == ["last"]
    assert "all" in slots(engine, "who won the semis").relative


# --- which match a question names -------------------------------------------------------


def names(engine: Engine, tf: TournamentFacts, question: str) -> tuple[str, list[str]]:
    found = resolve(tf, slots(engine, question))
    return found.kind, [m.id for m in found.matches]


def test_no_match_named_is_the_current_one(engine: Engine, tf: TournamentFacts) -> None:
    assert names(engine, tf, "who scored the winner?")[0] == "none"
    # the current match's teams alone name it, not one of their other matches
    assert names(engine, tf, "who scored for norland?") == (
        "one",
        ["2030-06-19-valdoria-norland"],
    )


@pytest.mark.parametrize(
    ("question", "match"),
    [
        ("score of sundar v kelvia", "2030-06-02-sundar-kelvia"),
        ("kelvia's last game", "2030-06-18-kelvia-brenmoor"),
        ("valdoria's first match", "2030-06-01-valdoria-norland"),
        ("what happened on june 5", "2030-06-05-norland-estmark"),
        ("the third place match", "2030-06-18-kelvia-brenmoor"),
        ("the semi final between brenmoor and norland", "2030-06-15-brenmoor-norland"),
        ("who played in the opening game", "2030-06-01-valdoria-norland"),
    ],
)
def test_a_named_match_is_found(
    engine: Engine, tf: TournamentFacts, question: str, match: str
) -> None:
    assert names(engine, tf, question) == ("one", [match])


def test_several_or_none_are_never_narrowed_by_a_guess(engine: Engine, tf: TournamentFacts) -> None:
    kind, found = names(engine, tf, "who scored for kelvia?")
    assert kind == "many" and len(found) == 4
    assert names(engine, tf, "valdoria v sundar") == ("missing", [])
    assert resolve(tf, slots(engine, "who won the semis")).by_round_only


# --- what follows from the data ---------------------------------------------------------


def test_group_tables_use_the_stated_tie_break(tf: TournamentFacts) -> None:
    assert [r.team for r in tf.table("group-a")] == ["valdoria", "norland", "estmark"]
    # all three on 2 points and 0 goal difference; Kelvia and Brenmoor also level on goals
    # scored and drew 2-2, so the name decides (the last step of every order)
    assert [r.team for r in tf.table("group-b")] == ["brenmoor", "kelvia", "sundar"]
    assert tf.tiebreak[-1] == "name"


def test_scorers_leave_out_own_goals(tf: TournamentFacts) -> None:
    tally = {t.name: t.goals for t in tf.tally}
    assert tally["Kai Lind"] == 7 and tally["Ida Brandt"] == 5 and tally["Pavel Orn"] == 4
    assert "Arno Kask" not in tally  # his own goal counted for Valdoria, not for him


def test_paths_and_placings(tf: TournamentFacts) -> None:
    assert tf.winner == "valdoria"
    assert tf.reached("estmark") == "group"
    out = tf.out_in("kelvia")
    assert out is not None and out.winner == "valdoria" and out.stage == "semi_final"
    assert [m.id for m in tf.shootouts()] == ["2030-06-14-valdoria-kelvia"]
    assert {m.id for m in tf.biggest_wins()} == {
        "2030-06-09-estmark-valdoria",
        "2030-06-18-kelvia-brenmoor",
    }


# --- answers through the engine ---------------------------------------------------------


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.band, reply.text)
    return reply.text


def test_a_data_match_score_says_how_it_was_decided(engine: Engine) -> None:
    text = ask(engine, "what was the score in valdoria v kelvia?")
    assert "1-1" in text and "after extra time" in text and "4-2 on penalties" in text
    assert "Valdoria won" in text
    draw = ask(engine, "did sundar beat kelvia?")
    assert "1-1" in draw and "draw" in draw


def test_every_knockout_answer_carries_extra_time_and_penalties(
    engine: Engine, tf: TournamentFacts
) -> None:
    for m in tf.played:
        a, b = (tf.teams[t].name for t in m.teams)
        text = ask(engine, f"score of {a} v {b} on {m.date:%B} {m.date.day}")
        assert m.score is not None
        if m.score.extra_time is not None:
            assert "extra time" in text, text
        if m.score.penalties is not None:
            assert "on penalties" in text, text


def test_the_current_match_is_the_report(engine: Engine) -> None:
    reply = engine.answer("who scored the winner?")
    assert "Ida Brandt" in reply.text
    assert reply.match == "2030-06-19-valdoria-norland"


def test_which_match_offers_the_candidates(engine: Engine) -> None:
    reply = engine.answer("who scored for kelvia?")
    assert reply.band == "suggest" and reply.text.startswith("Which match?")
    assert len(reply.suggestions) == 4
    assert all("Kelvia" in s.question for s in reply.suggestions)
    # a suggestion, asked back, answers about its match
    picked = engine.render_intent(reply.suggestions[0].intent, reply.suggestions[0].question)
    assert picked.band == "answer" and "Kai Lind" in picked.text


def test_team_and_tournament_answers(engine: Engine) -> None:
    won = ask(engine, "who won the island cup?")  # the final: the report's match
    assert "Valdoria" in won and "after extra time" in won
    path = ask(engine, "how far did kelvia get")
    assert "semi-finals" in path and "Valdoria" in path and "third" in path
    table = ask(engine, "group b table")
    assert table.index("1. Brenmoor") < table.index("2. Kelvia") < table.index("3. Sundar")
    assert "goal difference" in table  # the tie-break order is stated
    top = ask(engine, "who is the top scorer?")
    assert "Kai Lind" in top and "7 goals" in top
    assert "own goals" in top  # the rule is stated
    assert "penalt" in ask(engine, "which matches went to penalties?")


def test_squad_answers(engine: Engine) -> None:
    assert "Bo Hart" in ask(engine, "who wears number 10 for brenmoor")
    assert "22 on" in ask(engine, "how old is ida brandt")  # on the tournament's first day
    assert "Ida Brandt" in ask(engine, "who is the youngest player at the tournament")
    assert "3 players" in ask(engine, "how many fjord sc players are at the tournament")
    assert "Kestrel United" in ask(engine, "which club does bo hart play for")


def test_what_the_data_lacks_is_declined(engine: Engine) -> None:
    for question in ("who refereed sundar v kelvia?", "who won the 2010 world cup?"):
        reply = engine.answer(question)
        assert reply.intent is None, (question, reply.text)


def test_spanish(engine: Engine) -> None:
    assert "Brenmoor" in ask(engine, "¿quién ganó el grupo b?")
    assert "semifinales" in ask(engine, "¿hasta dónde llegó kelvia?")
    assert "penales" in ask(engine, "¿cuánto salió valdoria contra kelvia?")


def test_the_json_names_the_match(engine: Engine) -> None:
    assert engine.answer("score of sundar v kelvia").to_json()["match"] == (
        "2030-06-02-sundar-kelvia"
    )
    assert engine.answer("how far did kelvia get").to_json()["match"] is None
    assert engine.answer("what was the score?").to_json()["match"] == (
        "2030-06-19-valdoria-norland"
    )


def test_follow_ups_carry_across_matches(engine: Engine) -> None:
    first = engine.answer("who scored in sundar v kelvia?")
    assert "Dev Rao" in first.text
    then = engine.answer("and in the third place match?", first.context)
    assert then.match == "2030-06-18-kelvia-brenmoor" and "Kai Lind" in then.text


def test_a_tournament_without_a_report_answers_from_the_data(tmp_path: Path) -> None:
    """Knowledge of the data alone (no match.yaml): the current match is the last played,
    and every match question is answered from the data."""
    (tmp_path / "tournament.yaml").write_text(
        (INVENTED / "tournament.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    engine = Engine(load_knowledge(tmp_path))
    assert engine.knowledge.report_of is None
    score = engine.answer("what was the score?")
    assert score.match == "2030-06-19-valdoria-norland"
    assert "2-1" in score.text and "after extra time" in score.text
    assert "Ida Brandt" in engine.answer("who scored the winner?").text
    assert "Brenmoor" in engine.answer("who won group b?").text
    assert engine.answer("who refereed the final?").intent is None
    kicks = engine.answer("who missed in the shootout between valdoria and kelvia?")
    assert kicks.intent is None and "4-2 on penalties" in kicks.text
