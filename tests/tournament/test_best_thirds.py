"""The groups' third-placed teams ("which third placed teams went through", "qué terceros
se clasificaron"): ranked across the groups, with who went through as the knockout
matches say, never the third-place match."""

from __future__ import annotations

import pytest

from bot.engine import Engine

# Euro 2020: four of the six thirds went through.
THROUGH = ["Switzerland", "Ukraine", "Czech Republic", "Portugal"]
OUT = ["Finland", "Slovakia"]


@pytest.mark.parametrize(
    "question",
    [
        "which third placed teams went through",
        "which 3rd placed teams got knocked out",
        "best third-placed teams",
        "que terceros se clasificaron",
        "mejores terceros",
    ],
)
def test_the_thirds_are_ranked_and_sorted_into_through_and_out(
    imported: dict[str, Engine], question: str
) -> None:
    reply = imported["euro2020"].answer(question)
    assert reply.band == "answer", reply.text
    head = reply.text.splitlines()[0]
    assert head.startswith("4 "), reply.text
    through, out = head.split(";")
    spanish = {"Czech Republic": "República Checa", "Switzerland": "Suiza", "Ukraine": "Ucrania"}
    for team in THROUGH:
        assert team in through or spanish.get(team, "?") in through, reply.text
    for team in OUT:
        assert team in out or {"Finland": "Finlandia", "Slovakia": "Eslovaquia"}[team] in out
    assert "third-place match" not in reply.text and "tercer puesto" not in reply.text


def test_a_team_named_gets_its_yes_or_no(imported: dict[str, Engine]) -> None:
    engine = imported["euro2020"]
    assert engine.answer("did portugal go through as a third placed team").text.startswith("Yes")
    assert engine.answer("did finland go through as a third placed team").text.startswith("No")
    text = engine.answer("did italy go through as a third placed team").text
    assert text.startswith("Italy did not finish third"), text


def test_no_third_went_through_where_the_first_two_alone_did(
    imported: dict[str, Engine],
) -> None:
    text = imported["wc2022"].answer("which third placed teams went through").text
    assert text.startswith("No third-placed team went through"), text


def test_the_third_place_match_is_still_the_match(imported: dict[str, Engine]) -> None:
    text = imported["wc2022"].answer("who won the third place match").text
    assert "Croatia" in text and "2-1" in text, text


def test_two_teams_named_with_pens_is_their_shootout(imported: dict[str, Engine]) -> None:
    """ "penales suiza francia": that match, not a list headed by one of the two teams."""
    text = imported["euro2020"].answer("penales suiza francia").text
    assert text.startswith("Francia 3-3 Suiza"), text
    assert "ganó Suiza 5-4 por penales" in text and "(Suiza)" not in text, text


def test_spanish_match_labels_say_vs(imported: dict[str, Engine]) -> None:
    """A match named in a Spanish sentence reads as the Spanish title does ("vs."), and a
    capacity takes the Spanish thousands separator (tests/tournament/test_venues...)."""
    text = imported["euro2020"].answer("donde se jugo la final").text
    assert "Italia vs. Inglaterra" in text and " v " not in text, text
    english = imported["euro2020"].answer("where was the final played").text
    assert "Italy v England" in english, english


@pytest.mark.parametrize(
    "question",
    ["which 3rd placed teams made the last 16", "qué terceros pasaron a octavos"],
)
def test_the_round_they_reached_named_is_still_the_thirds(
    imported: dict[str, Engine], question: str
) -> None:
    text = imported["euro2020"].answer(question).text
    assert text.startswith("4 "), text


def test_a_team_list_in_spanish_is_not_taken_for_thirds(imported: dict[str, Engine]) -> None:
    text = imported["euro2020"].answer("¿qué selecciones pasaron del grupo E?").text
    assert text.startswith("Grupo E"), text
