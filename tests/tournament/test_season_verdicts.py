"""A club's season asked yes or no, in English and Spanish: relegation, the top N, the
Champions League places, Europe; two clubs compared by points, and two level on points
split by the rule with both figures; a league's draws counted. On the shipped
openfootball Premier League 2024/25 (CC0): Newcastle fifth and Aston Villa sixth on 66
points (goal difference +21 and +7), Chelsea fourth on 69, Leicester 18th on 25."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


@pytest.fixture(scope="module")
def prem(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("prem")
    write_imported(import_football_json([SEASON / "en.1.json"]), out)
    return Engine(load_knowledge(out))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("did leicester get relegated", "Yes: Leicester City FC (18th, 25 points) went down."),
        ("did chelsea get relegated", "No: Chelsea FC (fourth, 69 points) stayed up."),
        ("did chelsea stay up", "Yes: Chelsea FC (fourth, 69 points) stayed up."),
        ("did leicester stay up", "No: Leicester City FC (18th, 25 points) went down."),
        ("¿el leicester descendió?", "Sí: Leicester City FC (18.º, 25 puntos) descendió."),
        ("¿se salvó el chelsea?", "Sí: Chelsea FC (cuarto, 69 puntos) se salvó."),
    ],
)
def test_relegation_asked_of_a_club_is_yes_or_no_first(
    prem: Engine, question: str, opening: str
) -> None:
    assert ask(prem, question).startswith(opening)


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        (
            "did newcastle make the top 4",
            "No: Newcastle United FC (fifth, 66 points) finished outside the top 4. "
            "That was a Europa League place.",
        ),
        (
            "did chelsea make the top 4",
            "Yes: Chelsea FC (fourth, 69 points) finished in the top 4.",
        ),
        (
            "did newcastle make the champions league",
            "No: Newcastle United FC (fifth, 66 points) finished outside the Champions League "
            "places (first to fourth).",
        ),
        (
            "did chelsea qualify for the champions league",
            "Yes: Chelsea FC (fourth, 69 points) finished in the Champions League places",
        ),
        (
            "did man utd qualify for europe",
            "No: Manchester United FC (15th, 42 points) finished outside the European places "
            "(the top 6).",
        ),
        (
            "did newcastle qualify for europe",
            "Yes: Newcastle United FC (fifth, 66 points) finished in the European places: "
            "Europa League.",
        ),
        ("¿el newcastle entró en europa?", "Sí: Newcastle United FC (quinto, 66 puntos)"),
        ("el chelsea se clasificó a la champions?", "Sí: Chelsea FC (cuarto, 69 puntos)"),
        ("¿el everton entró en europa?", "No: Everton FC (13.º, 48 puntos) terminó fuera"),
    ],
)
def test_places_asked_of_a_club_are_yes_or_no_first(
    prem: Engine, question: str, opening: str
) -> None:
    assert ask(prem, question).startswith(opening)


def test_two_clubs_level_on_points_are_split_by_the_rule_with_both_figures(prem: Engine) -> None:
    for question in ("why is newcastle above villa", "who finished higher, newcastle or villa"):
        text = ask(prem, question)
        assert text.startswith("Newcastle United FC finished higher"), text
        assert "split by goal difference: Newcastle United FC +21, Aston Villa FC +7" in text
    text = ask(prem, "¿por qué el newcastle está por encima del aston villa?")
    assert "los separa diferencia de gol: Newcastle United FC +21, Aston Villa FC +7" in text


def test_more_points_of_two_clubs_is_which_finished_higher(prem: Engine) -> None:
    text = ask(prem, "who got more points, arsenal or chelsea")
    assert text.startswith("Arsenal FC finished higher: second, 74 points"), text
    assert "Chelsea FC's fourth, 69 points" in text
    text = ask(prem, "¿quién sumó más puntos, el chelsea o el arsenal?")
    assert text.startswith("Arsenal FC quedó más arriba: segundo, 74 puntos"), text


def test_a_leagues_draws_are_counted(prem: Engine) -> None:
    for question in ("how many draws were there", "how many draws were there in the league"):
        text = ask(prem, question)
        assert "380 matches" in text and "1115 goals" in text and "93 of them drawn" in text, text
    assert "93 de ellos empatados" in ask(prem, "¿cuántos empates hubo en la liga?")


def test_one_clubs_points_are_its_record_not_a_comparison(prem: Engine) -> None:
    for question in ("the toon's points", "man utd points total"):
        text = ask(prem, question)
        assert "Which two clubs" not in text
        assert "points" in text and ("66 points" in text or "42 points" in text), text


def test_a_club_named_with_places_not_in_the_rules_gets_its_place(prem: Engine) -> None:
    text = ask(prem, "was palace in the top half")
    assert text.startswith("Crystal Palace FC finished 12th with 53 points."), text


def test_a_clubs_titles_over_the_years_are_declined_as_not_in_the_data(prem: Engine) -> None:
    for question, opening in (
        ("how many league titles have liverpool won", "The data holds results of the "),
        ("how many titles have arsenal won", "The data holds results of the "),
        ("cuantas ligas tiene el liverpool", "Los datos tienen resultados de la "),
    ):
        text = ask(prem, question)
        assert text.startswith(opening), text
        assert "titles over the years" in text or "títulos de" in text
        assert "won 25" not in text and "ganó 25" not in text  # no season's count as history


@pytest.fixture(scope="module")
def ligue1(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("ligue1")
    write_imported(import_football_json([SEASON / "fr.1.json"]), out)
    return Engine(load_knowledge(out))


@pytest.mark.parametrize(
    "question",
    ["did reims stay up", "did reims get relegated", "¿se salvó el reims?", "¿descendió el reims?"],
)
def test_a_club_in_the_relegation_playoff_is_neither_safe_nor_down(
    ligue1: Engine, question: str
) -> None:
    """Ligue 1's 16th goes to the relegation play-off, whose result the data lacks."""
    text = ask(ligue1, question)
    first = text.split(". ")[0]
    assert "Reims" in first
    assert "play-off" in first or "promoción de descenso" in first
    for verdict in ("Yes", "No:", "Sí", "stayed up", "se salvó", "went down", "descendió"):
        assert verdict not in first, (question, text)


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        (
            "did nice qualify for the champions league",
            "Yes: OGC Nice (fourth, 60 points) finished in the Champions League qualifying "
            "place (fourth).",
        ),
        (
            "¿el niza se clasificó para la champions?",
            "Sí: OGC Nice (cuarto, 60 puntos) terminó en el puesto de previa de la Champions",
        ),
        (
            "did monaco make the champions league",
            "Yes: AS Monaco FC (third, 61 points) finished in the Champions League places "
            "(first to third).",
        ),
        (
            "did lille make the champions league",
            "No: Lille OSC (fifth, 60 points) finished outside the Champions League places "
            "(first to fourth).",
        ),
    ],
)
def test_a_champions_league_qualifying_place_is_a_yes_that_names_it(
    ligue1: Engine, question: str, opening: str
) -> None:
    text = ask(ligue1, question)
    assert text.startswith(opening), text
    assert len(text) < 600
    assert "Conference League" not in text  # the places below the club's are not listed
