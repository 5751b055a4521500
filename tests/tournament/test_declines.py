"""A decline says what the knowledge really holds: a tournament is not "one match", a
tournament without a report has no report to quote, and a data match's decline names only
what its data has (the Euro 2020 data gives no venues)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge import load_knowledge

ROOT = Path(__file__).parent.parent.parent


@pytest.fixture(scope="module")
def bundled() -> Engine:
    return Engine(load_knowledge(ROOT / "knowledge"))


def test_a_report_less_tournament_is_named_not_a_blank_match(imported: dict[str, Engine]) -> None:
    euro = imported["euro2020"]
    assert euro.title == "Euro 2020"
    reply = euro.answer("who won euro 2016")
    assert reply.band == "decline"
    head = "I only know the Euro 2020: every match's score"  # named once, then what it holds
    assert reply.text.startswith(head) and reply.text.count("Euro 2020") == 1, reply.text
    assert " v ," not in reply.text and "one match" not in reply.text
    assert "squads" not in reply.text and "venues" not in reply.text  # not in this data
    es = euro.answer("¿quién ganó la eurocopa 2016?")
    assert es.band == "decline" and es.text.startswith("Solo tengo datos de la Eurocopa 2020")


def test_a_report_less_tournament_never_speaks_of_a_report(imported: dict[str, Engine]) -> None:
    for question in ("how much were tickets", "prediction for the next match"):
        reply = imported["wc2022"].answer(question)
        assert reply.band == "decline", question
        assert "report" not in reply.text and "crónica" not in reply.text, reply.text


@pytest.mark.parametrize(
    ("name", "question", "venue"),
    [
        ("euro2020", "who was the referee for italy v england on july 11", False),
        ("wc2022", "who was the referee for argentina v france on december 18", True),
    ],
)
def test_a_data_match_decline_names_only_what_its_data_holds(
    imported: dict[str, Engine], name: str, question: str, venue: bool
) -> None:
    reply = imported[name].answer(question)
    assert reply.band == "decline" and reply.match is not None
    assert "the scorers with their minutes" in reply.text and "the referee" in reply.text
    assert ("venue" in reply.text) is venue, reply.text


def test_the_bundled_tournament_names_itself_and_its_deep_match(bundled: Engine) -> None:
    reply = bundled.answer("who won euro 2016")
    assert reply.band == "decline"
    assert reply.text.startswith("I only know the World Cup 2026: ")
    assert "the squads" in reply.text and "the venues" in reply.text
    assert "In depth, from its report: Argentina v England" in reply.text
    assert bundled.title.startswith("Argentina v England")


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("how many fouls were there", "The match report doesn't say."),
        ("cuántas faltas hubo", "La crónica del partido no lo dice."),
        ("who will win the next world cup", None),
    ],
)
def test_a_decline_is_one_sentence_and_offers_questions(
    bundled: Engine, question: str, text: str | None
) -> None:
    """Not the 60 words of what the bot answers after every 'the report doesn't say':
    one sentence, and questions it does answer as suggestions (buttons in Discord)."""
    reply = bundled.answer(question)
    assert reply.band == "decline" and reply.intent is None
    assert text is None or reply.text == text
    assert reply.text.count(". ") == 0 and "I answer questions" not in reply.text
    assert len(reply.suggestions) == 3
    for s in reply.suggestions:
        assert bundled.offers(s.intent) and "{" not in s.question
        assert bundled.render_intent(s.intent, question).band == "answer", s


def test_a_short_decline_leaves_the_conversation_where_it_was(bundled: Engine) -> None:
    """Without the scope at its end, a 'doesn't say' is still no topic to follow up on."""
    first = bundled.answer("who scored the winner?")
    declined = bundled.answer("how many fouls were there", first.context)
    assert declined.band == "decline" and declined.suggestions
    then = bundled.answer("when?", declined.context)
    assert then.intent == "goal-time" and "Lautaro Martinez" in then.text, then.text


def test_a_report_less_decline_offers_what_the_data_answers(imported: dict[str, Engine]) -> None:
    reply = imported["wc2022"].answer("how much were tickets")
    assert reply.text == "The tournament data doesn't say."
    assert reply.suggestions and all(imported["wc2022"].offers(s.intent) for s in reply.suggestions)


def test_a_prediction_decline_does_not_claim_only_a_report(bundled: Engine) -> None:
    reply = bundled.answer("who will win the next world cup")
    assert reply.band == "decline"
    assert reply.text.startswith("I can't predict the future; I only know what has already")
    assert "match report says" not in reply.text


def test_a_topic_the_data_lacks_is_declined_not_swapped_for_the_score() -> None:
    """'argentina's starting XI in the final': the line-up the data lacks was asked; the
    final's score beside it would be an answer to another question."""
    engine = Engine(load_knowledge(Path(__file__).resolve().parents[2] / "knowledge"))
    for question in (
        "what was argentina's starting XI in the final",
        "who was in spain's lineup for the final",
    ):
        r = engine.answer(question)
        assert r.band == "decline" and "line-ups" in r.text, r.text


@pytest.mark.parametrize(
    "question", ["who won the champions league", "who won the league", "la liga top scorer"]
)
def test_a_league_is_not_the_world_cup(question: str) -> None:
    """A World Cup's data holds no league: naming one is never answered with the World
    Cup ('who won the champions league' said Spain won the World Cup)."""
    engine = Engine(load_knowledge(Path(__file__).resolve().parents[2] / "knowledge"))
    assert engine.answer(question).band != "answer"


@pytest.mark.parametrize(
    "question",
    [
        "who won the copa america",
        "quien gano la copa america",
        "who won the africa cup of nations",
        "who won the champions league",
    ],
)
def test_a_competition_the_data_is_not_is_declined_whole(bundled: Engine, question: str) -> None:
    """Another competition named is read before any team: 'america' in 'copa america' is
    not the USA, and the answer is never the World Cup's winner or a team's run."""
    reply = bundled.answer(question)
    assert reply.band == "decline", reply.text
    assert "Spain won" not in reply.text and "USA" not in reply.text, reply.text
    assert "Estados Unidos" not in reply.text, reply.text


def test_america_alone_is_still_the_usa(bundled: Engine) -> None:
    reply = bundled.answer("how did america do")
    assert reply.band == "answer" and "USA" in reply.text, reply.text


def test_a_tournament_is_never_foreign_to_itself() -> None:
    """The Copa América's own data answers 'copa america' (accents folded both ways)."""
    from bot.engine.understanding.names.teams import foreign_forms

    assert "copa america" not in foreign_forms("Copa América 2024")
    assert "copa america" in foreign_forms("World Cup 2026")
    assert "champions league" not in foreign_forms("UEFA Champions League 2024/25")
