"""League seasons of blindclub9a (Bundesliga / Ligue 1 2024/25 with the Champions League,
results only): fans' nicknames, questions that drifted to a nearby answer, follow-ups
across the two competitions, and declines that said too much or the wrong thing."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.answering.reply import Reply
from bot.engine.engine import Engine
from bot.engine.understanding.tokens import clean
from bot.knowledge.loader import load_knowledge

HERE = Path(__file__).resolve().parents[1] / "blindclub9a" / "knowledge"


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(HERE / name))


def ask(name: str, q: str) -> Reply:
    return engine(name).answer(q)


def talk(name: str, *questions: str) -> list[Reply]:
    replies: list[Reply] = []
    context = None
    for q in questions:
        reply = engine(name).answer(q, context)
        replies.append(reply)
        context = reply.context
    return replies


def test_french_elision_splits_the_article_from_the_name() -> None:
    assert clean("where did l'OM finish") == "where did l om finish"
    assert clean("L’OL") == "l ol"
    assert clean("Côte d'Ivoire") == "cote divoire"
    assert clean("don't") == "dont" and clean("O'Neill") == "oneill"


def test_club_nicknames_in_english_and_spanish() -> None:
    assert "82 points" in ask("bayern", "how many points did the bavarians finish on").text
    assert "82 puntos" in ask("bayern", "cuántos puntos hizo el gigante bávaro").text
    text = ask("psg", "where did l'OM finish").text
    assert text.startswith("Olympique de Marseille finished second"), text
    assert "Olympique Lyonnais" in ask("psg", "where did l'OL finish").text


def test_a_clubs_season_goals_not_its_last_result() -> None:
    text = ask("psg", "how many goals did psg score").text
    assert "scored 92" in text and "Auxerre" not in text, text


def test_entro_en_la_champions_is_its_places_not_a_substitute() -> None:
    reply = ask("bayern", "¿el bvb entró en la champions?")
    assert reply.text.startswith("Sí: Borussia Dortmund (cuarto"), reply.text
    assert ask("bayern", "el leipzig entro en la champions?").text.startswith("No: RB Leipzig")


def test_a_decline_naming_the_competitions_names_them_once() -> None:
    for q in ("who won the bundesliga in 2019", "quién ganó la bundesliga en 2019"):
        text = ask("bayern", q).text
        assert text.count("Bundesliga 2024/25") == 1, text


def test_coach_on_results_alone_is_what_the_data_lacks() -> None:
    en = ask("psg", "who is psg's coach").text
    assert en.startswith("The data has nothing on coaches") and "report" not in en, en
    es = ask("psg", "quién es el entrenador del psg").text
    assert es.startswith("Los datos no tienen nada sobre entrenadores") and "crónica" not in es, es


def test_a_league_alone_has_no_league_phase() -> None:
    text = ask("psg", "how many draws were there in the league").text
    assert "62 of them drawn" in text and "League phase" not in text, text
    assert "62 de ellos empatados" in ask("psg", "cuántos empates hubo en la liga").text


def test_cards_asked_of_results_alone_no_which_match() -> None:
    for q in ("how many yellow cards has bayern got", "cuántas amarillas tiene el bayern"):
        reply = ask("bayern", q)
        assert reply.band == "decline", reply.text
        assert "?" not in reply.text.split(".")[0] and len(reply.text) < 300, reply.text
    assert ask("bayern", "how many yellow cards has bayern got").text.startswith(
        "The data has nothing on cards"
    )


def test_two_clubs_points_gap_not_their_meetings() -> None:
    for q in ("gap between psg and om", "how many points between psg and marseille"):
        reply = ask("psg", q)
        assert reply.intent == "table-gap" and "by 19 points" in reply.text, reply.text
    assert "por 19 puntos" in ask("psg", "distancia entre el psg y el om").text
    assert ask("psg", "how many games do psg have left in the league").intent == "season-state"
    assert ask("psg", "cuántos partidos le quedan al psg en la liga").intent == "season-state"


def test_a_follow_up_of_the_champions_league_answer_stays_in_it() -> None:
    first, helped, dortmund = talk(  # help between: the conversation stays put
        "bayern",
        "who knocked bayern out of the champions league",
        "what can you do for me",
        "and dortmund?",
    )
    assert "Internazionale" in first.text and helped.intent == "help"
    assert "beaten by FC Barcelona" in dortmund.text, dortmund.text


def test_they_after_who_was_bottom_is_that_club() -> None:
    _, relegated = talk("bayern", "who was bottom", "did they get relegated")
    assert relegated.text.startswith("Yes: VfL Bochum 1848"), relegated.text


def test_the_nth_one_after_two_clubs_meetings() -> None:
    _, second = talk("bayern", "gladbach vs dortmund", "who won the second one")
    assert second.text.startswith("Borussia Dortmund 3-2 Borussia Mönchengladbach"), second.text
    _, first = talk("bayern", "gladbach vs dortmund", "and the first one?")
    assert first.text.startswith("Borussia Mönchengladbach 1-1 Borussia Dortmund"), first.text
    _, segundo = talk("bayern", "gladbach vs dortmund", "¿y el segundo?")
    assert segundo.text.startswith("Borussia Dortmund 3-2"), segundo.text
