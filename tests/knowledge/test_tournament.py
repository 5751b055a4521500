"""A tournament beside a match report: its checks, and how the report links into it.

Each test writes a small hand-made `tournament.yaml` beside a copy of the bundled match
report (whose facts stay as they are) and loads the directory.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bot.knowledge import (
    KnowledgeError,
    Match,
    MatchScore,
    Player,
    TournamentGoal,
    load_knowledge,
)

SMALL = """\
schema_version: 1
tournament:
  id: cup-2026
  name: Cup 2026
  source: {name: hand-made, licence: CC0-1.0}
  teams:
    - {id: argentina, name: Argentina, code: ARG, group: group-a}
    - {id: england, name: England, code: ENG, group: group-a}
    - {id: spain, name: Spain, code: ESP}
  groups:
    - {id: group-a, name: Group A, teams: [argentina, england]}
  venues:
    - {id: big-bowl, name: Mercedes-Benz Stadium, city: Atlanta, capacity: 70000, timezone: UTC-4}
  players:
    - {id: lionel-messi, name: Lionel Messi, team: argentina, number: 10, position: forward}
    - {id: enzo-fernandez, name: Enzo Fernández, team: argentina, position: midfielder}
    - {id: lautaro-martinez, name: Lautaro Martínez, team: argentina}
    - {id: anthony-gordon, name: Anthony Gordon, team: england, date_of_birth: 2001-02-24}
    - {id: ferran-torres, name: Ferran Torres, team: spain}
  matches:
    - id: 2026-07-15-england-argentina
      number: 102
      stage: semi_final
      round: Semi-final
      date: 2026-07-15
      time: 15:00 UTC-4
      venue: big-bowl
      teams: [england, argentina]
      score: {half_time: [0, 0], full_time: [1, 2]}
      goals:
        - {team: england, player: anthony-gordon, name: Anthony Gordon,
           minute: 55, period: second_half}
        - {team: argentina, player: enzo-fernandez, name: Enzo Fernández,
           minute: 86, period: second_half}
        - {team: argentina, player: lautaro-martinez, name: La. Martínez,
           minute: 92, period: second_half}
    - id: 2026-07-19-spain-argentina
      number: 104
      stage: final
      round: Final
      date: 2026-07-19
      teams: [spain, argentina]
      score: {half_time: [0, 0], full_time: [0, 0], extra_time: [1, 0]}
      goals:
        - {team: spain, player: ferran-torres, name: Ferran Torres,
           minute: 106, period: extra_time_second}
"""


@pytest.fixture
def cup(knowledge_copy: Path) -> Path:
    (knowledge_copy / "tournament.yaml").write_text(SMALL, encoding="utf-8")
    return knowledge_copy


def broken(directory: Path, old: str, new: str) -> list[str]:
    path = directory / "tournament.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(directory)
    return [str(p) for p in caught.value.problems]


def test_the_report_links_to_its_tournament_match_by_day_and_teams(cup: Path) -> None:
    loaded = load_knowledge(cup)
    k = loaded.knowledge
    assert k.tournament is not None and len(k.tournament.matches) == 2
    assert k.report_of == "2026-07-15-england-argentina"
    assert k.current == "2026-07-15-england-argentina"
    assert k.current_match is not None and k.current_match.number == 102
    # people link to squad players by id (enzo-fernandez) or by full name (Lionel Messi)
    assert k.players["enzo-fernandez"] == "enzo-fernandez"
    assert k.players["messi"] == "lionel-messi"
    assert k.players["gordon"] == "anthony-gordon"
    assert "kane" not in k.players  # no squad player of that name here: no guess


def test_where_report_and_data_disagree_the_report_wins_with_a_warning(cup: Path) -> None:
    loaded = load_knowledge(cup)
    warnings = [str(w) for w in loaded.warnings]
    assert len(warnings) == 1, warnings
    assert "match.timeline[5].minute" in warnings[0]
    assert "85' in the report, 86' in tournament.yaml" in warnings[0]
    assert "match.yaml:" in warnings[0]
    goal = loaded.knowledge.goals[1]
    assert goal.minute == 85  # the report's, untouched


def test_a_different_stadium_is_a_warning_too(cup: Path) -> None:
    path = cup / "tournament.yaml"
    path.write_text(
        path.read_text("utf-8").replace("name: Mercedes-Benz Stadium", "name: Peach Bowl"), "utf-8"
    )
    warnings = [str(w) for w in load_knowledge(cup).warnings]
    assert any(
        "match.venue.stadium: Mercedes-Benz Stadium in the report, Peach Bowl in tournament.yaml"
        in w
        for w in warnings
    ), warnings


def test_no_warning_when_the_data_agrees(cup: Path) -> None:
    path = cup / "tournament.yaml"
    path.write_text(path.read_text("utf-8").replace("minute: 86", "minute: 85"), "utf-8")
    assert load_knowledge(cup).warnings == ()


def test_a_named_tournament_match_and_current_match(cup: Path) -> None:
    (cup / "current.yaml").write_text("current: 2026-07-19-spain-argentina\n", "utf-8")
    k = load_knowledge(cup).knowledge
    assert k.current == "2026-07-19-spain-argentina"
    assert k.report_of == "2026-07-15-england-argentina"
    assert k.current_match is not None and k.current_match.winner == "spain"


def test_a_report_naming_a_match_of_other_teams_is_an_error(cup: Path) -> None:
    match = cup / "match.yaml"
    text = match.read_text("utf-8")
    match.write_text(
        text.replace(
            "  id: world-cup-semifinal-argentina-england\n",
            "  id: world-cup-semifinal-argentina-england\n"
            "  tournament_match: 2026-07-19-spain-argentina\n",
        ),
        "utf-8",
    )
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(cup)
    (problem,) = caught.value.problems
    assert problem.field == "match.tournament_match"
    assert "between spain and argentina, not argentina and england" in problem.message


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "full_time: [1, 2]}",
            "full_time: [1, 1]}",
            "the goals make 1-2 at full time, the score says 1-1",
        ),
        ("teams: [spain, argentina]", "teams: [spain, france]", "names unknown team 'france'"),
        (
            "player: ferran-torres",
            "player: ferran",
            "names unknown player 'ferran'",
        ),
        (
            "name: Ferran Torres,\n           minute: 106",
            "name: Ferran Torres, own_goal: true,\n           minute: 106",
            "plays for 'spain', but this goal counts for 'spain'",
        ),
        (
            "id: 2026-07-19-spain-argentina",
            "id: 2026-07-15-england-argentina",
            "duplicate match id '2026-07-15-england-argentina'",
        ),
        ("venue: big-bowl", "venue: small-bowl", "names unknown venue 'small-bowl'"),
        ("{id: spain, name: Spain", "{id: spain, name: Spain, group: group-z", "group 'group-z'"),
        (
            "extra_time: [1, 0]}",
            "extra_time: [1, 0], penalties: [3, 3]}",
            "a shootout after a score that is not level",
        ),
        (
            "minute: 106, period: extra_time_second}",
            "minute: 106, penalty: true, own_goal: true, period: extra_time_second}",
            "both a penalty and an own goal",
        ),
        ("{id: lionel-messi", "{id: enzo-fernandez", "duplicate player id 'enzo-fernandez'"),
    ],
)
def test_bad_tournament_data_is_an_error(cup: Path, old: str, new: str, expected: str) -> None:
    found = broken(cup, old, new)
    assert any(expected in p for p in found), found
    assert all(p.startswith(str(cup / "tournament.yaml") + ":") for p in found), found


def test_the_same_match_twice_under_two_ids_is_an_error(cup: Path) -> None:
    second = SMALL[SMALL.index("    - id: 2026-07-15-england-argentina") :].split(
        "    - id: 2026-07-19"
    )[0]
    path = cup / "tournament.yaml"
    path.write_text(SMALL + second.replace("id: 2026-07-15-england-argentina", "id: again"))
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(cup)
    assert any("the same match as matches[0]" in str(p) for p in caught.value.problems)


def test_an_unknown_current_match_is_an_error(cup: Path) -> None:
    (cup / "current.yaml").write_text("current: no-such-match\n", "utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(cup)
    (problem,) = caught.value.problems
    assert problem.file.endswith("current.yaml") and problem.field == "current"


def test_a_team_record_enriches_the_tournament_team_of_that_id(cup: Path) -> None:
    path = cup / "tournament.yaml"
    path.write_text(path.read_text("utf-8").replace("name: Spain, code", "name: Spainn, code"))
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(cup)
    (problem,) = caught.value.problems
    assert problem.field.startswith("teams[") and "the tournament calls it 'Spainn'" in str(problem)


def test_without_a_tournament_nothing_changes(knowledge_copy: Path) -> None:
    (knowledge_copy / "tournament.yaml").unlink()
    k = load_knowledge(knowledge_copy).knowledge
    assert (k.tournament, k.current, k.report_of, k.players) == (None, None, None, {})


def test_score_and_match_helpers() -> None:
    shootout = MatchScore(full_time=[1, 1], extra_time=[2, 2], penalties=[4, 3])
    assert (shootout.final, shootout.decided_in) == ([2, 2], "penalties")
    goal = TournamentGoal(team="a", name="X", minute=45, added=5, period="first_half")
    assert goal.clock == "45+5"
    m = Match(
        id="m",
        stage="group",
        round="Matchday 1",
        date=dt.date(2026, 6, 11),
        teams=["a", "b"],
        score=MatchScore(half_time=[1, 0], full_time=[1, 0]),
        goals=[goal],
    )
    assert (m.winner, m.loser, m.goals_of("b")) == ("a", "b", 0)
    p = Player(id="p", name="P", team="a", date_of_birth=dt.date(2000, 7, 20))
    assert (p.age_on(dt.date(2026, 7, 19)), p.age_on(dt.date(2026, 7, 20))) == (25, 26)
    with pytest.raises(ValueError, match="listed in match time"):
        Match.model_validate(
            {
                **m.model_dump(),
                "goals": [goal.model_dump(), {**goal.model_dump(), "minute": 3, "added": None}],
                "score": {"half_time": [2, 0], "full_time": [2, 0]},
            }
        )


def test_a_tournament_from_data_alone_is_a_knowledge(tmp_path: Path) -> None:
    (tmp_path / "tournament.yaml").write_text(SMALL, encoding="utf-8")
    loaded = load_knowledge(tmp_path)
    k = loaded.knowledge
    assert (k.match, k.report_of, k.goals, k.events, loaded.warnings) == (None, None, [], [], ())
    assert k.current == "2026-07-19-spain-argentina"  # the latest match played
    assert k.intents  # the bundled intents, as for any knowledge
    (tmp_path / "current.yaml").write_text("current: 2026-07-15-england-argentina\n", "utf-8")
    assert load_knowledge(tmp_path).knowledge.current == "2026-07-15-england-argentina"


def test_neither_a_report_nor_a_tournament_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "teams.yaml").write_text("teams:\n  - {id: a, name: A}\n", encoding="utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(tmp_path)
    assert [p.field for p in caught.value.problems] == ["match"]
    assert "missing from every file" in caught.value.problems[0].message
