"""Group tables against the real final standings: every group of the 2026 World Cup (the
bundled knowledge), the 2022 World Cup and Euro 2020 (imported from the repository's copy
of openfootball's data), each in its competition's tie-break order, stated in the answers
and the /table card alike; and the order overridden by hand in a file beside the data."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.adapters.discord.tournament_cards import table_embed, table_lines
from bot.engine import Engine, TournamentFacts
from bot.importers.tiebreak import (
    GOALS_LEAGUE,
    HEAD_TO_HEAD_FIRST,
    LEAGUE_HEAD_TO_HEAD,
    LEAGUE_PHASE,
    UEFA,
    tiebreak_for,
)
from bot.knowledge import DEFAULT_TIEBREAK, KnowledgeError, Tournament, load_knowledge

ROOT = Path(__file__).resolve().parents[2]

# Each group's final standing, first to last.
EURO_2020 = {
    "A": ["Italy", "Wales", "Switzerland", "Turkey"],
    "B": ["Belgium", "Denmark", "Finland", "Russia"],
    "C": ["Netherlands", "Austria", "Ukraine", "North Macedonia"],
    "D": ["England", "Croatia", "Czech Republic", "Scotland"],
    "E": ["Sweden", "Spain", "Slovakia", "Poland"],
    "F": ["France", "Germany", "Portugal", "Hungary"],
}
WORLD_CUP_2022 = {
    "A": ["Netherlands", "Senegal", "Ecuador", "Qatar"],
    "B": ["England", "USA", "Iran", "Wales"],
    "C": ["Argentina", "Poland", "Mexico", "Saudi Arabia"],
    "D": ["France", "Australia", "Tunisia", "Denmark"],
    "E": ["Japan", "Spain", "Germany", "Costa Rica"],
    "F": ["Morocco", "Croatia", "Belgium", "Canada"],
    "G": ["Brazil", "Switzerland", "Cameroon", "Serbia"],
    "H": ["Portugal", "South Korea", "Uruguay", "Ghana"],
}
WORLD_CUP_2026 = {
    "A": ["Mexico", "South Africa", "South Korea", "Czech Republic"],
    "B": ["Switzerland", "Canada", "Bosnia & Herzegovina", "Qatar"],
    "C": ["Brazil", "Morocco", "Scotland", "Haiti"],
    "D": ["USA", "Australia", "Paraguay", "Turkey"],
    "E": ["Germany", "Ivory Coast", "Ecuador", "Curaçao"],
    "F": ["Netherlands", "Japan", "Sweden", "Tunisia"],
    "G": ["Belgium", "Egypt", "Iran", "New Zealand"],
    "H": ["Spain", "Cape Verde", "Uruguay", "Saudi Arabia"],
    "I": ["France", "Norway", "Senegal", "Iraq"],
    "J": ["Argentina", "Austria", "Algeria", "Jordan"],
    "K": ["Colombia", "Portugal", "DR Congo", "Uzbekistan"],
    "L": ["England", "Croatia", "Ghana", "Panama"],
}
# FIFA's 2026 match plan: who meets whom in the round of 32 by group place ("2A": runner-up
# of group A; third-placed teams left out), so the data's own knockout matches confirm the
# first two of every group independently of any table.
ROUND_OF_32_2026 = {
    73: ("2A", "2B"), 74: ("1E", None), 75: ("1F", "2C"), 76: ("1C", "2F"),
    77: ("1I", None), 78: ("2E", "2I"), 79: ("1A", None), 80: ("1L", None),
    81: ("1D", None), 82: ("1G", None), 83: ("2K", "2L"), 84: ("1H", "2J"),
    85: ("1B", None), 86: ("1J", "2H"), 87: ("1K", None), 88: ("2D", "2G"),
}  # fmt: skip


@pytest.fixture(scope="module")
def bundled() -> Engine:
    return Engine(load_knowledge(ROOT / "knowledge"))


def facts(engine: Engine) -> TournamentFacts:
    assert engine.facts.tournament is not None
    return engine.facts.tournament


def standings(tf: TournamentFacts) -> dict[str, list[str]]:
    return {
        g.name.removeprefix("Group "): [tf.teams[r.team].name for r in tf.table(g.id)]
        for g in tf.t.groups
    }


def test_euro_2020_groups_are_ranked_by_the_matches_between_level_teams_first(
    imported: dict[str, Engine],
) -> None:
    tf = facts(imported["euro2020"])
    assert tf.t.tiebreak == list(UEFA)
    # Group F: Germany and Portugal both 4 points, +1; Portugal scored more (7 to 6) but
    # Germany beat Portugal 4-2, and UEFA looks at that first.
    assert standings(tf) == EURO_2020


def test_world_cup_2022_groups_are_ranked_by_goal_difference_first(
    imported: dict[str, Engine],
) -> None:
    tf = facts(imported["wc2022"])
    assert tf.t.tiebreak == list(DEFAULT_TIEBREAK)
    assert standings(tf) == WORLD_CUP_2022


def test_world_cup_2026_groups_agree_with_its_round_of_32(bundled: Engine) -> None:
    tf = facts(bundled)
    assert tf.t.tiebreak == list(HEAD_TO_HEAD_FIRST)  # FIFA's 2026 regulations
    assert standings(tf) == WORLD_CUP_2026
    by_number = {m.number: m for m in tf.matches if m.number}
    for number, places in ROUND_OF_32_2026.items():
        for place, team in zip(places, by_number[number].teams, strict=True):
            if place is not None:
                assert WORLD_CUP_2026[place[1]][int(place[0]) - 1] == tf.teams[team].name


def test_the_answer_states_the_order_used(imported: dict[str, Engine]) -> None:
    engine = imported["euro2020"]
    en = engine.answer("group F table").text
    assert en.index("2. Germany") < en.index("3. Portugal")
    assert en.index("head-to-head points") < en.index(", goal difference")
    es = engine.answer("tabla del grupo F").text
    assert es.index("2. Alemania") < es.index("3. Portugal")
    assert es.index("puntos entre ellos") < es.index(", diferencia de gol,")
    wc = imported["wc2022"].answer("group E table").text
    assert wc.index("goal difference") < wc.index("head-to-head points")


def test_an_order_given_by_hand_beside_the_data_wins(
    imported_dirs: dict[str, Path], tmp_path: Path
) -> None:
    folder = tmp_path / "knowledge"
    shutil.copytree(imported_dirs["euro2020"], folder)
    (folder / "order.yaml").write_text(
        "tiebreak: [points, goal_difference, goals_scored]\n", encoding="utf-8"
    )
    engine = Engine(load_knowledge(folder))
    assert facts(engine).tiebreak == ("points", "goal_difference", "goals_scored", "name")
    text = engine.answer("group F table").text
    assert text.index("2. Portugal") < text.index("3. Germany")
    assert "Order: points, goal difference, goals scored, then alphabetical" in text


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ("[goal_difference, points]", "starts with points"),
        ("[points, name, goals_scored]", "only last"),
        ("[points, wins, wins]", "given twice"),
        ("[points, coin_toss]", "tiebreak[1]"),
    ],
)
def test_a_wrong_order_is_refused_with_its_line(
    imported_dirs: dict[str, Path], tmp_path: Path, rules: str, message: str
) -> None:
    folder = tmp_path / "knowledge"
    shutil.copytree(imported_dirs["euro2020"], folder)
    (folder / "order.yaml").write_text(f"# by hand\ntiebreak: {rules}\n", encoding="utf-8")
    with pytest.raises(KnowledgeError) as err:
        load_knowledge(folder)
    assert "order.yaml:2" in str(err.value) and message in str(err.value)


def test_an_order_needs_a_tournament(tmp_path: Path) -> None:
    shutil.copy(ROOT / "knowledge" / "match.yaml", tmp_path / "match.yaml")
    (tmp_path / "order.yaml").write_text("tiebreak: [points, wins]\n", encoding="utf-8")
    with pytest.raises(KnowledgeError, match=r"order\.yaml:1: tiebreak: there is no tournament"):
        load_knowledge(tmp_path)


@pytest.mark.parametrize(
    ("name", "year", "order"),
    [
        ("Euro 2020", 2021, UEFA),
        ("UEFA European Championship", 2024, UEFA),
        ("Eurocopa 2024", 2024, UEFA),
        ("World Cup 2022", 2022, DEFAULT_TIEBREAK),
        ("World Cup 2026", 2026, HEAD_TO_HEAD_FIRST),
        ("Copa América 2024", 2024, None),
        # UEFA's club competitions' league phase since 2024/25 (issue 33)
        ("Europa League", 2024, LEAGUE_PHASE),
        ("UEFA Champions League 2024/25", 2024, LEAGUE_PHASE),
        ("Spain Primera División 2024/25", 2024, LEAGUE_HEAD_TO_HEAD),
        ("Italian Serie A 2023/24", 2023, LEAGUE_HEAD_TO_HEAD),
        ("English Premier League 2024/25", 2024, GOALS_LEAGUE),
        ("Deutsche Bundesliga 2024/25", 2024, GOALS_LEAGUE),
        ("Vestmark Premier League 2025/26", 2025, None),  # a league named alike
        ("Primera División de Valdoria 2025", 2025, None),
    ],
)
def test_the_importer_knows_the_order_from_the_competition(
    name: str, year: int, order: tuple[str, ...] | None
) -> None:
    assert tiebreak_for(name, year) == (list(order) if order is not None else None)


def test_the_table_card_uses_the_answers_order(imported: dict[str, Engine]) -> None:
    """/table shows the engine's own table (TournamentFacts), so the card and the answers
    never disagree: Euro 2020's Germany above Portugal, the order stated in the footer."""
    tf = facts(imported["euro2020"])
    group = next(g for g in tf.t.groups if g.name == "Group F")
    assert [x.team for x in table_lines(tf, group, "en")][1:3] == ["Germany", "Portugal"]
    embed = table_embed(tf, group, "es", "table.png")
    rows = embed.description or ""
    assert rows.index("Alemania") < rows.index("Portugal")
    footer = embed.footer.text or ""
    assert footer.index("puntos entre ellos") < footer.index(", diferencia de gol,")


def made_up_group(tiebreak: list[str] | None) -> TournamentFacts:
    """A, B and C all on 6 points; among the three each has 3 points and goal difference
    0, A scored fewer; B beat C; C has the best overall goal difference (5-0 against D)."""
    scores = [("a", "b", 1, 0), ("c", "a", 1, 0), ("b", "c", 2, 1)]
    scores += [("a", "d", 1, 0), ("b", "d", 1, 0), ("c", "d", 5, 0)]
    matches = [
        {
            "id": f"m{i}",
            "stage": "group",
            "round": "Matchday",
            "group": "g",
            "date": f"2030-06-{i + 10}",
            "teams": [x, y],
            "score": {"full_time": [gx, gy]},
            "goals_listed": False,
        }
        for i, (x, y, gx, gy) in enumerate(scores)
    ]
    t = Tournament.model_validate(
        {
            "id": "cup",
            "name": "Cup",
            "source": {"name": "made up", "licence": "none"},
            "teams": [{"id": x, "name": x.upper()} for x in "abcd"],
            "groups": [{"id": "g", "name": "Group G", "teams": list("abcd")}],
            "matches": matches,
            "tiebreak": tiebreak,
        }
    )
    return TournamentFacts(t)


def test_head_to_head_rules_are_applied_again_to_the_teams_they_leave_level() -> None:
    table = [r.team for r in made_up_group(list(UEFA)).table("g")]
    assert table == ["b", "c", "a", "d"]  # B beat C, not C's better goal difference
    table = [r.team for r in made_up_group(None).table("g")]
    assert table == ["c", "b", "a", "d"]  # goal difference first; B and A: B scored more
