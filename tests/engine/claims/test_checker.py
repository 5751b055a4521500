"""The claim checker: each kind of claim is caught when the knowledge says otherwise or
cannot back it, passes when it holds, and a reply keeps only what holds (or declines).

The matches are the real ones in tests/real (written blind, with their sources); the
tournament without scorers is built here from the models, as an importer would."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine, Reply
from bot.engine.claims import Checker, ReportCheck, Withheld
from bot.knowledge import (
    DataSource,
    Knowledge,
    Match,
    MatchScore,
    Tournament,
    TournamentTeam,
    load_knowledge,
)

REAL = Path(__file__).parents[2] / "real"


@cache
def real(name: str) -> Knowledge:
    return load_knowledge(REAL / name / "knowledge").knowledge


@cache
def engine_of(name: str) -> Engine:
    return Engine(load_knowledge(REAL / name / "knowledge"))


def rules(name: str, text: str) -> set[str]:
    return {w.rule for w in ReportCheck(real(name)).flags(text)}


@pytest.mark.parametrize(
    ("match", "right", "wrong", "rule"),
    [
        # a negative the data makes false
        ("wc2010_final", "Netherlands did not score.", "Spain did not score.", "did_not_score"),
        (
            "ucl2019_semi",
            "None of Jordan Henderson's goals was a header.",
            "None of Georginio Wijnaldum's goals was a header.",
            "none_of_kind",
        ),
        (  # the yes/no form, led by its answer
            "ucl2019_semi",
            "No, none of Jordan Henderson's goals was a header.",
            "No, none of Georginio Wijnaldum's goals was a header.",
            "none_of_kind",
        ),
        (
            "wc2010_final",
            "No Spain player was sent off; John Heitinga (Netherlands) was sent off.",
            "Nobody was sent off. Cards: John Heitinga (Netherlands) was sent off.",
            "nobody_sent_off",
        ),
        (
            "wc2010_final",
            "No Spain player was sent off.",
            "No Netherlands player was sent off.",
            "nobody_sent_off",
        ),
        # a result: a level score is no win without the shootout that decided it
        (
            "wc2018_final",
            "France beat Croatia 4-2.",
            "France beat Croatia 2-2.",
            "beat_level",
        ),
        # an award and its winner
        (
            "wc2010_final",
            "Golden Glove (tournament award): Iker Casillas (Spain).",
            "Golden Ball (tournament award): Iker Casillas (Spain).",
            "award",
        ),
        # a count of cards: the match's, or one side's
        ("wc2010_final", "14 yellow cards: ...", "13 yellow cards: ...", "card_count"),
        ("wc2010_final", "5 cards: ...", "6 cards: ...", "card_count"),
        ("wc2010_final", "1 expulsado: ...", "2 expulsados: ...", "card_count"),
        # a goal's scorer and minute, a count
        ("wc2018_final", "Kylian Mbappe 65'", "Kylian Mbappe 18'", "minutes"),
        ("wc2018_final", "Kylian Mbappe scored 1 goal", "Kylian Mbappe scored 4 goals", "counts"),
        # a crowd, as English and Spanish write thousands, a sentence's comma or stop after it
        ("wc2010_final", "84,490 watched, and", "84,940 watched, and", "thousands"),
        ("wc2010_final", "Asistieron 84.490.", "Asistieron 84.940.", "thousands"),
    ],
)
def test_a_false_claim_is_caught_and_the_true_one_passes(
    match: str, right: str, wrong: str, rule: str
) -> None:
    assert rules(match, right) == set()
    assert rule in rules(match, wrong)


def test_no_cards_only_where_the_report_has_none() -> None:
    assert "no_card_data" not in rules("wc2010_final", "Spain won 1-0.")
    assert rules("wc2010_final", "The report records no cards.") == {"no_card_data"}


def _no_scorers() -> Knowledge:
    """A season whose source gives scores only (goals_listed: false)."""
    teams = [
        TournamentTeam(id="chelsea", name="Chelsea FC"),
        TournamentTeam(id="city", name="Manchester City FC"),
    ]
    m = Match(
        id="m12",
        stage="league",
        round="Matchday 12",
        date=date(2024, 11, 12),
        teams=["chelsea", "city"],
        score=MatchScore(full_time=[4, 4]),
        goals_listed=False,
    )
    t = Tournament(
        id="season",
        name="Season",
        source=DataSource(name="test", licence="CC0"),
        teams=teams,
        matches=[m],
    )
    return Knowledge(teams=[], people=[], tournament=t)


def test_a_season_without_scorers_cannot_say_did_not_score() -> None:
    checker = Checker(_no_scorers(), report_less=True)
    text = "Chelsea FC 4-4 Manchester City FC (matchday 12, 12 November). Chelsea FC did not score."
    assert [w.reason for w in checker.flags(text, "m12")] == ["negative"]
    assert checker.flags("Chelsea FC 4-4 Manchester City FC (matchday 12).", "m12") == []
    # nor say how a goal was not scored: the data never says how one was
    said = checker.flags("None of Chelsea FC's goals was a header.", "m12")
    assert [w.reason for w in said] == ["negative"]


def _reply(text: str, lang: str = "en") -> Reply:
    return Reply("q", "answer", "cards", 90, text, lang=lang)


def test_a_reply_keeps_the_sentences_that_hold() -> None:
    engine = engine_of("wc2010_final")
    reply = engine.checker.checked(_reply("Spain won the final 1-0. Spain did not score."))
    assert (reply.band, reply.text) == ("answer", "Spain won the final 1-0.")
    assert [w.reason for w in reply.withheld] == ["negative"]


@pytest.mark.parametrize(("lang", "word"), [("en", "guess"), ("es", "adivinar")])
def test_a_reply_whose_lead_fails_declines_in_its_language(lang: str, word: str) -> None:
    engine = engine_of("wc2010_final")
    reply = engine.checker.checked(_reply("Spain did not score. Andres Iniesta 116'", lang))
    assert reply.band == "decline" and reply.intent is None
    assert word in reply.text and "Iniesta" not in reply.text
    assert reply.best_intent == "cards" and reply.withheld


def test_a_contradiction_across_sentences_declines() -> None:
    engine = engine_of("wc2010_final")
    text = "Nobody was sent off. Cards: Carles Puyol (Spain) was booked in the 16th minute."
    reply = engine.checker.checked(_reply(text))
    assert reply.band == "decline"


def test_the_engine_runs_the_check_on_every_answer() -> None:
    engine = engine_of("wc2010_final")
    reply = engine.answer("did any spain player get a red")
    assert reply.band == "answer" and "Nobody" not in reply.text, reply.text
    assert "Heitinga" in reply.text and reply.withheld == ()
    # a true answer passes untouched; a planted false one would not
    assert engine.checker.checked(reply) is reply
    planted = replace(reply, text=reply.text.replace("No Spain player", "No Netherlands player"))
    assert engine.checker.checked(planted).band == "decline"


def test_a_declined_answer_offers_what_can_be_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = Engine(load_knowledge(REAL / "wc2010_final" / "knowledge"))
    monkeypatch.setattr(
        engine.checker.report, "flags", lambda text, whole=True: [Withheld("scores", text)]
    )
    reply = engine.answer("who won")
    assert reply.band == "decline" and reply.withheld
    assert 1 <= len(reply.suggestions) <= 3
    assert all(s.intent != "result" and s.question for s in reply.suggestions)


def test_a_withheld_answer_says_so_in_json() -> None:
    engine = engine_of("wc2010_final")
    reply = engine.checker.checked(_reply("Spain won 1-0. Spain did not score."))
    assert reply.to_json()["withheld"] == ["negative"]
    assert engine.answer("who won").to_json()["withheld"] == []


@cache
def bundled() -> Engine:
    return Engine(load_knowledge(Path(__file__).parents[3] / "knowledge"))


@pytest.mark.parametrize(
    ("question", "starts"),
    [
        ("did argentina win the world cup?", "No: Spain won"),
        ("did spain win the world cup", "Yes: Spain won"),
        ("ganó argentina el mundial?", "No: España ganó"),
    ],
)
def test_did_x_win_the_tournament_says_yes_or_no_and_who_did(question: str, starts: str) -> None:
    assert bundled().answer(question).text.startswith(starts)


@pytest.mark.parametrize(
    ("question", "starts"),
    [
        ("how many yellow cards were there", "14 yellow cards: "),
        ("cuantas amarillas hubo", "14 tarjetas amarillas: "),
        ("how many red cards", "1 player sent off: John Heitinga"),
        ("who got the first yellow", "Carles Puyol (Spain) was booked in the 16th minute."),
        ("who won the golden glove", "Golden Glove (tournament award): Iker Casillas"),
        ("best young player of the tournament", "Best Young Player (tournament award): Thomas"),
        ("quien gano el balon de oro", "Balón de Oro (premio del torneo): Diego Forlan"),
        ("did any spain player get a red", "No Spain player was sent off; John Heitinga"),
    ],
)
def test_asked_is_answered(question: str, starts: str) -> None:
    engine = engine_of("wc2010_final")
    reply = engine.answer(question)
    assert reply.text.startswith(starts), reply.text
    assert reply.withheld == ()


def test_a_how_many_gets_the_number_not_a_yes() -> None:
    engine = engine_of("wc2018_final")
    text = engine.answer("how many goals did mbappe score").text
    assert text.startswith("Kylian Mbappe scored 1 goal in this match."), text
    assert "Yes" not in text


def test_a_hat_trick_question_of_a_one_goal_game_is_a_no() -> None:
    engine = engine_of("wc2018_final")
    assert engine.answer("did mbappe score a hat trick").text.startswith(
        "No, Kylian Mbappe scored 1 goal."
    )
    assert engine.answer("did mbappe score").text.startswith("Yes, Kylian Mbappe scored 1 goal.")


@pytest.mark.parametrize("question", ["who missed the last penalty", "quien erro el ultimo penal"])
def test_the_last_penalty_missed_is_the_kick_that_ended_it(question: str) -> None:
    text = engine_of("ucl2005_final").answer(question).text
    assert "Shevchenko" in text and "Smicer" not in text, text
