"""Penalties, shootouts, keepers and follow-ups within one match (fixr9a): a side's misses
in a shootout are that side's; a side's numbered kick is that kick, not a moment of the
shootout; the keeper in goal at the shootout after a change of goalkeeper; penalty
answers lead with the one asked (and "he" then means him); substitutions picked by
number, also as follow-ups; "was it a header" of the goal in focus says yes or no first.
English and Spanish."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine import Context, Reply
from bot.engine.claims.typed import Count, Counted
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {
    # Germany 1-1 Argentina, 4-2 on penalties; Argentina changed keepers in the 71st
    "wc2006": TESTS / "blindmatch9b" / "wc2006_qf" / "knowledge",
    # Bayern 2-1 Dortmund: Dante gave away a penalty won by Reus, Gündoğan scored it
    "ucl2013": TESTS / "blindmatch9a" / "ucl2013_final" / "knowledge",
    # Spain 1-0 Germany: three changes each
    "euro2008": TESTS / "blindmatch9a" / "euro2008_final" / "knowledge",
    "ucl2014": TESTS / "blindmatch8b" / "ucl2014_final" / "knowledge",
}


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(FOLDERS[name]))


def said(name: str, question: str) -> str:
    reply = engine(name).answer(question)
    assert reply.band == "answer", (question, reply.band, reply.text)
    return reply.text


def talk(name: str, questions: list[str]) -> list[Reply]:
    replies: list[Reply] = []
    context: Context | None = None
    for question in questions:
        reply = engine(name).answer(question, context)
        context = reply.context
        replies.append(reply)
    return replies


def test_a_side_that_missed_none_is_not_every_kick_scored() -> None:
    for question, says in [
        ("did germany miss a penalty in the shootout", "Germany scored all 4 of their penalties"),
        ("¿falló alemania algún penal en la tanda?", "Alemania convirtió sus 4 penales"),
    ]:
        text = said("wc2006", question)
        assert says in text and text.startswith("No"), text
        assert "every penalty" not in text and "todos los penales" not in text, text


def test_a_side_that_missed_gets_its_misses() -> None:
    text = said("wc2006", "did argentina miss any penalties in the shootout")
    assert "Roberto Ayala" in text and "Esteban Cambiasso" in text, text
    assert "Nobody missed" not in text, text


def test_the_side_none_missed_answer_carries_checked_counts() -> None:
    reply = engine("wc2006").answer("did germany miss a penalty in the shootout")
    counts = [c.claim for c in reply.claims if isinstance(c.claim, Count)]
    assert any(
        c.counted == Counted.SHOOTOUT_SCORED and c.who == "germany" and c.n == 4 for c in counts
    ), reply.claims


def test_a_sides_numbered_kick_is_that_kick_not_a_shootout_moment() -> None:
    for question, taker in [
        ("who took germany's first penalty", "Oliver Neuville"),
        ("who took argentina's first pen", "Julio Cruz"),
        ("who took germany's third penalty", "Lukas Podolski"),
        ("¿quién pateó el primer penal de argentina?", "Julio Cruz"),
    ]:
        text = said("wc2006", question)
        assert text.startswith(taker), (question, text)
        assert "sock" not in text and "media" not in text, text


def test_the_second_kick_as_a_follow_up() -> None:
    replies = talk("wc2006", ["¿quién tiró el primer penal de alemania?", "¿y el segundo?"])
    assert replies[1].text.startswith("Michael Ballack"), replies[1].text


def test_the_keeper_in_goal_at_the_shootout_is_the_one_who_came_on() -> None:
    for question, says in [
        ("who was in goal for argentina in the shootout", "Leo Franco was in goal for Argentina"),
        (
            "¿quién era el arquero de argentina en la tanda?",
            "Leo Franco estuvo en el arco de Argentina",
        ),
        ("¿quién estaba en el arco de argentina en los penales?", "Leo Franco estuvo en el arco"),
    ]:
        text = said("wc2006", question)
        assert text.startswith(says), text
        assert "Abbondanzieri and" not in text and "Abbondanzieri y" not in text, text


def test_a_sides_keepers_say_who_started_and_who_came_on() -> None:
    text = said("wc2006", "who was argentina's goalkeeper")
    assert text.startswith("Roberto Abbondanzieri started in goal"), text
    assert "Leo Franco replaced him in the 71st minute" in text, text
    # a side that kept its keeper is answered as before
    assert said("wc2006", "who was germany's goalkeeper").startswith("Jens Lehmann"), "Lehmann"


def test_who_took_the_penalty_leads_with_the_taker() -> None:
    for question, first in [
        ("who took dortmund's penalty", "İlkay Gündoğan took the penalty and scored it"),
        ("quién pateó el penal", "İlkay Gündoğan pateó el penal y lo convirtió"),
        ("who won the penalty", "Marco Reus won the penalty"),
        ("who gave away the penalty", "Dante gave away the penalty"),
    ]:
        text = said("ucl2013", question)
        assert text.startswith(first), (question, text)


def test_a_taker_who_won_it_himself_is_not_named_twice() -> None:
    text = said("ucl2014", "who took the penalty")
    assert text.startswith("Cristiano Ronaldo took the penalty"), text
    assert text.count("Cristiano Ronaldo") == 1, text


def test_he_after_a_penalty_answer_is_the_one_it_leads_with() -> None:
    gave = talk("ucl2013", ["who gave away the penalty", "what country is he from"])
    assert "Dante" in gave[1].text and "Reus" not in gave[1].text, gave[1].text
    won = talk("ucl2013", ["who won the penalty", "what country is he from"])
    assert "Marco Reus" in won[1].text, won[1].text


def test_a_sides_numbered_substitution() -> None:
    for question, first in [
        ("who was spain's first sub", "Xabi Alonso came on"),
        ("who was the last substitution", "Mario Gómez came on"),
        ("quién fue el primer cambio de alemania", "Marcell Jansen entró"),
    ]:
        text = said("euro2008", question)
        assert text.startswith(first) and "Cazorla" not in text, (question, text)


def test_a_number_beyond_a_sides_changes_is_said_so() -> None:
    text = said("euro2008", "who was spain's fifth substitution")
    assert text.startswith("Spain made only 3 substitutions: there was no 5th"), text


def test_the_second_after_a_substitution_is_the_second_substitution() -> None:
    en = talk("euro2008", ["who was spain's first sub", "and the second?"])
    assert en[1].text.startswith("Santi Cazorla came on"), en[1].text
    es = talk("euro2008", ["¿quién fue el primer cambio de alemania?", "¿y el segundo?"])
    assert es[1].text.startswith("Kevin Kurányi entró"), es[1].text


def test_was_it_a_header_of_the_goal_in_focus_says_yes_or_no_first() -> None:
    no = talk("ucl2013", ["who scored the winner", "was it a header"])
    assert no[1].text.startswith("No, it was not a header: Arjen Robben"), no[1].text
    yes = talk("wc2006", ["who scored the first goal", "was it a header"])
    assert yes[1].text.startswith("Yes, it was a header: Roberto Ayala"), yes[1].text
