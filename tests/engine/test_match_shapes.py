"""Any match, answered with the bundled intents: invented match shapes besides the
bundled one (four by the developers, three written blind: see tests/matches/README.md),
each with fans' questions (typos included) that must reach 95%.

The fixtures live in tests/matches/<shape>/match.yaml (only a match file: the bundled
intents are the default) and their questions in tests/matches/questions/<shape>.yaml.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.engine.languages.en import lexicon
from bot.knowledge.loader import load_knowledge
from tests.engine.fixture_questions import MATCHES, SHAPES, judged, questions

BUNDLED = Path(__file__).resolve().parents[2] / "knowledge"
PASS_RATE = 0.95
MIN_QUESTIONS = 30


@cache
def engine_for(shape: str) -> Engine:
    return Engine(load_knowledge(MATCHES / shape))


@pytest.mark.parametrize("shape", SHAPES)
def test_fans_questions_reach_95_percent(shape: str) -> None:
    cases = questions(shape)
    assert len(cases) >= MIN_QUESTIONS
    replies = [engine_for(shape).answer(c["q"]) for c in cases]
    results = [(c["q"], judged(c, r), r.text) for c, r in zip(cases, replies, strict=True)]
    failed = [(q, text) for q, ok, text in results if not ok]
    rate = 1 - len(failed) / len(results)
    assert rate >= PASS_RATE, f"{shape}: {rate:.1%}; failed: {failed}"


def answer(shape: str, question: str) -> str:
    reply = engine_for(shape).answer(question)
    assert reply.band == "answer", reply.text
    return reply.text


def test_a_shootout_result_reads_as_one() -> None:
    text = answer("shootout_final", "who won")
    assert text.startswith("Solvaria won 4-2 on penalties against Kestavia after a 3-3 draw")
    assert "after extra time" in text
    assert "beat" not in text and "drew" not in text


def test_extra_time_and_stoppage_minutes_are_rendered() -> None:
    assert "after extra time" in answer("extra_time_win", "final score")
    assert "90+4" in answer("extra_time_win", "when did eastmoor equalise")
    assert "120+2'" in answer("shootout_final", "timeline")


def test_goals_are_numbered_per_team() -> None:
    text = answer("shootout_final", "who scored kestavia's first goal")
    assert "Kestavia's first goal" in text and "Dario Fenn" in text
    assert "Solvaria's 2nd goal" in answer("shootout_final", "who scored solvaria's second goal")


def test_shootout_questions() -> None:
    missed = answer("shootout_final", "who missed a penalty")
    assert all(n in missed for n in ("Luka Senn", "Emil Saar", "Nils Drago"))
    assert "Oren Vask" not in missed
    assert "Ari Moss" in answer("shootout_final", "who took the winning penalty")
    assert "no penalty shootout" in answer("draw_own_goal", "was there a shootout")


def test_no_goal_won_a_shootout() -> None:
    text = answer("shootout_final", "who scored the winner")
    assert text.startswith("No goal won it")


def test_cards_own_goals_and_counts() -> None:
    assert "Reuben Cray" in answer("draw_own_goal", "who was sent off")
    assert "Milo Strand" not in answer("draw_own_goal", "who was sent off")
    own = answer("draw_own_goal", "who scored the own goal")
    assert "Theo Brisk (Castlebridge Rovers)" in own and "for Northvale Town" in own
    assert "scored 2 goals" in answer("draw_own_goal", "how many goals did dane score")
    assert "3 goals (a hat-trick)" in answer("hat_trick_rout", "how many goals did okoro score")


def test_a_missing_kind_of_goal_is_an_honest_no() -> None:
    text = answer("hat_trick_rout", "was any goal a header")
    assert text.startswith("No, none of the goals was a header")
    assert "Okoro" not in text


def test_referee_attendance_and_awards_are_answered_when_known() -> None:
    assert "Jon Weller" in answer("shootout_final", "who was the referee")
    assert "61,204" in answer("shootout_final", "what was the attendance")
    assert "Oren Vask" in answer("shootout_final", "who won the golden ball")
    assert "Ivo Brand" in answer("shootout_final", "player of the match")


def test_the_stage_names_this_match_or_the_next() -> None:
    assert "Alder Bowl" in answer("shootout_final", "where was the final played")
    assert "Dunmere Albion" in answer("extra_time_win", "who is in the final")
    assert "Riverside Ground" in answer("extra_time_win", "where was the semi played")
    assert "Eastmoor" in answer("extra_time_win", "who won the semifinal")


@pytest.mark.parametrize("shape", SHAPES)
def test_declines_and_help_name_only_what_the_match_has(shape: str) -> None:
    engine = engine_for(shape)
    m = engine.knowledge.match
    texts = [engine.answer("write me a poem").text, answer(shape, "help")]
    for text in texts:
        assert ("next match" in text) == bool(m.upcoming), text
        assert ("crowd" in text) == (m.crowd is not None), text
        assert ("shootout" in text) == (m.result.shootout is not None), text


def test_a_known_fact_is_never_hidden_by_a_fixed_decline() -> None:
    for shape in SHAPES:
        k = engine_for(shape).knowledge
        for question, known in (
            ("who was the referee", k.match.referee),
            ("what was the attendance", k.match.attendance),
            ("was anyone sent off", any(e.kind == "card" for e in k.events)),
        ):
            reply = engine_for(shape).answer(question)
            assert reply.best_intent != "not-in-report", (shape, question)
            assert (reply.band == "answer") == bool(known), (shape, question, reply.text)


def test_lexicon_names_no_team_or_person_of_the_bundled_match() -> None:
    k = load_knowledge(BUNDLED).knowledge
    names = {w.casefold() for t in k.teams for w in (t.name, *t.aliases, *t.nicknames)}
    names |= {w.casefold() for p in k.people for w in (p.name, *p.aliases)}
    words = set(lexicon.SHORTHAND) | set(lexicon.SHORTHAND.values()) | set(lexicon.SYNONYMS)
    words |= set(lexicon.SYNONYMS.values()) | set(lexicon.STOPWORDS)
    assert not words & names
    for word in ("hydration", "rock star", "air con", "eng", "arg"):
        assert word not in words


def test_what_a_match_lacks_is_never_offered() -> None:
    rout = engine_for("hat_trick_rout")  # no next match, no crowd, no referee, no cards
    for intent in ("next-match", "crowd", "referee", "cards", "not-in-report"):
        assert not rout.offers(intent)
    assert rout.offers("attendance") and rout.offers("result")
    assert engine_for("extra_time_win").offers("next-match")


def test_what_a_player_did_includes_the_shootout_cards_and_awards() -> None:
    brand = answer("shootout_final", "what did ivo brand do")
    assert "saved Emil Saar's kick" in brand and "player of the match" in brand
    assert "sent off" in answer("draw_own_goal", "what did cray do")


def test_a_follow_up_means_the_person_the_answer_named() -> None:
    engine = engine_for("shootout_final")
    first = engine.answer("who took the winning penalty")
    then = engine.answer("did he score in the match?", first.context)
    assert "Ari Moss" in then.text
    ref = engine.answer("who was the referee")
    assert "Norlander" in engine.answer("where is he from?", ref.context).text


def declined(shape: str, question: str) -> None:
    reply = engine_for(shape).answer(question)
    assert reply.intent is None, reply.text


def test_an_ordinal_on_a_penalty_picks_that_penalty() -> None:
    first = answer("nations_third_place_rout", "who conceded the 1st penalty")
    assert first.startswith("Harald Beck gave away the penalty") and "Osei Varn" not in first
    second = answer("nations_third_place_rout", "who earned the second penalty")
    assert "Tariq Lunden won the penalty" in second and "Harald Beck" not in second
    assert "Osei Varn cometió el penal" in answer(
        "nations_third_place_rout", "quién hizo el segundo penal"
    )


def test_a_tally_held_is_the_players_record_not_this_match() -> None:
    assert "27 goals" in answer("nations_third_place_rout", "how many goals has ensing got")
    assert "100th cap" in answer("nations_third_place_rout", "how many caps has marchetti won")
    reply = engine_for("nations_third_place_rout").answer("how many goals has taryn got")
    assert reply.band == "decline" and "no record or tally" in reply.text


def test_out_is_an_absence_and_normal_time_is_not_the_shootout() -> None:
    assert "suspended" in answer("nations_third_place_rout", "why was haldor sveen out")
    text = answer("aurelian_cup_shootout", "who saved a pen in open play")
    assert "Tomas Reinholt saved" in text and "shootout" not in text


def test_someone_the_file_does_not_hold_and_other_stages_are_declined() -> None:
    declined("nations_third_place_rout", "what did the ellorin chairman say")
    declined("nations_third_place_rout", "who scored for tamsara in the group stage")


def test_no_article_is_added_before_a_stadiums_name() -> None:
    assert "played at Corvane Park in" in answer("tessaline_red_cards", "what stadium was it at")
    assert "at Corvane Park." in answer("tessaline_red_cards", "how many people were there")
    assert "en el Corvane Park" in answer("tessaline_red_cards", "en qué estadio se jugó")


def test_what_someone_said_about_a_card_is_their_quote() -> None:
    text = answer("tessaline_red_cards", "what did eckhart make of the sending off")
    assert "killed us" in text
    assert "not shown a card" in answer("tessaline_red_cards", "was eckhart booked")


def test_spanish_shootout_and_a_players_goal_in_a_part_of_the_match() -> None:
    assert "Ferro" in answer("aurelian_cup_shootout", "quién dio al palo en los penaltis")
    text = answer("aurelian_cup_shootout", "cuándo fue el gol de pellik en el primer tiempo")
    assert "minuto 8" in text
