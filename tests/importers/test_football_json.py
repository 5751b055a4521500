"""The Football.JSON importer on every file of the shipped copy of openfootball's data and
on small hand-made files for each variant of the format and each kind of bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.adapters.cli import main
from bot.importers import ImportFailed, import_football_json, write_imported
from bot.knowledge import check_file_text
from tests.conftest import KNOWLEDGE

DATA = KNOWLEDGE / "sources" / "openfootball"
# A tournament's main file ("worldcup.json"; its side files are "worldcup.squads.json"...);
# the club seasons ("football.json/2024-25/en.1.json") are one file each.
MAINS = sorted(p for p in DATA.rglob("*.json") if p.is_file() and p.name.count(".") == 1)
CLUB_SEASONS = sorted(DATA.glob("football.json/*/*.json"))


def write(path: Path, data: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def match(team1: Any, team2: Any, ft: list[int], **more: Any) -> dict[str, Any]:
    return {
        "round": "Matchday 1",
        "date": "2030-06-11",
        "team1": team1,
        "team2": team2,
        "score": {"ft": ft},
        **more,
    }


def failure(*paths: Path) -> list[str]:
    with pytest.raises(ImportFailed) as caught:
        import_football_json(list(paths))
    return [str(p) for p in caught.value.problems]


# --- the real data ---------------------------------------------------------------------


def test_the_copy_holds_the_three_tournaments() -> None:
    assert [p.relative_to(DATA).as_posix() for p in MAINS] == [
        "euro-2020/euro.json",
        "worldcup-2022/worldcup.json",
        "worldcup-2026/worldcup.json",
    ]
    assert [p.name for p in CLUB_SEASONS] == [
        "de.1.json",
        "en.1.json",
        "es.1.json",
        "fr.1.json",
        "it.1.json",
        "uefa.cl.json",
    ]
    assert (DATA / "LICENSE.md").read_text("utf-8").startswith("CC0 1.0 Universal")
    assert "CC0" in (DATA / "README.md").read_text("utf-8")


# The Euro 2020 file lists England's four goals against Ukraine under Ukraine.
FIX_SWAPPED = {"euro-2020"}


@pytest.mark.parametrize("main_file", MAINS, ids=lambda p: p.parent.name)
def test_every_file_of_the_copy_imports_the_same_bytes_twice(main_file: Path) -> None:
    fix = main_file.parent.name in FIX_SWAPPED
    (first,) = import_football_json([main_file], fix_swapped=fix)
    (again,) = import_football_json([main_file], fix_swapped=fix)
    assert first.text == again.text
    model = check_file_text("tournament.yaml", first.text)
    assert model.tournament is not None
    raw = json.loads(main_file.read_text("utf-8"))
    listed = raw.get("matches") or [m for r in raw["rounds"] for m in r["matches"]]
    assert len(model.tournament.matches) == len(listed)
    goals = sum(len(m.get("goals1", [])) + len(m.get("goals2", [])) for m in listed)
    assert sum(len(m.goals) for m in model.tournament.matches) == goals
    for word in ("assist", "referee", "attendance", "card", "lineup", "captain"):
        assert f"{word}:" not in first.text  # nothing the source lacks


def test_the_2026_world_cup_links_its_scorers_to_the_squads() -> None:
    (imported,) = import_football_json([DATA / "worldcup-2026" / "worldcup.json"])
    t, report = imported.tournament, imported.report
    assert (len(t.matches), len(t.teams), len(t.players), len(t.groups), len(t.venues)) == (
        104,
        48,
        1248,
        12,
        16,
    )
    assert report.goals == 308 and report.linked + len(report.unlinked) == 308
    assert report.linked >= 300
    final = t.matches[-1]
    assert (final.stage, final.number, final.winner) == ("final", 104, "spain")
    assert final.score is not None and final.score.decided_in == "extra_time"
    semi = t.match("2026-07-15-england-argentina")
    assert [(g.player, g.clock) for g in semi.goals] == [
        ("anthony-gordon", "55"),
        ("enzo-fernandez", "86"),
        ("lautaro-martinez", "92"),
    ]
    assert semi.venue == "mercedes-benz-stadium"
    # Argentina's squad has a Lautaro and a Lisandro Martínez: full names tell them apart
    cape_verde = t.match("2026-07-03-argentina-cape-verde")
    by_name = {g.name: g for g in cape_verde.goals}
    assert by_name["Lionel Messi"].player == "lionel-messi"
    assert by_name["Lisandro Martínez"].player == "lisandro-martinez"
    assert by_name["Lisandro Martínez"].period == "extra_time_first"  # "92" after 1-1 at 90
    own = by_name["Diney Borges"]  # an own goal: counts for Argentina, not linked (no guess)
    assert (own.own_goal, own.team, own.player) == (True, "argentina", None)
    assert "'Diney Borges' (cape-verde): no squad player fits" in "\n".join(imported.summary())
    # two players named Emiliano Martínez (Argentina, and another squad): ids keep them apart
    namesakes = [p for p in t.players if p.name == "Emiliano Martínez"]
    assert len(namesakes) == 2 and "emiliano-martinez-argentina" in {p.id for p in namesakes}
    assert t.team("germany").tr("name", "es") == "Alemania"
    assert t.tr("name", "es") == "Mundial 2026"
    assert "Korea Republic" in t.team("south-korea").aliases


def test_the_2022_world_cup_reads_grounds_with_stadium_and_city() -> None:
    (imported,) = import_football_json([DATA / "worldcup-2022" / "worldcup.json"])
    t = imported.tournament
    assert len(t.matches) == 64 and not t.players
    assert imported.report.grounds == 64 and imported.report.grounds_linked == 64
    final = t.matches[-1]
    assert final.score is not None and final.score.penalties == [4, 2]
    assert [g.clock for g in final.goals] == ["23", "36", "80", "81", "108", "118"]
    # three half-time scores that their goals contradict are left out, with a warning each
    assert len(imported.report.notes) == 3
    dropped = t.match("2022-12-09-netherlands-argentina")
    assert dropped.score is not None and dropped.score.half_time is None
    assert [g.team for g in dropped.goals][:1] == ["argentina"]  # Molina, 35'
    capacity = {v.name: v.capacity for v in t.venues}
    assert capacity["Lusail Stadium"] == 88966


def test_euro_2020_has_one_match_with_its_goals_on_the_wrong_side() -> None:
    euro = DATA / "euro-2020" / "euro.json"
    (problem,) = failure(euro)
    assert problem == (
        f"{euro}: $.rounds[4].matches[3]: the goals disagree with the score: "
        "the goals make 4-0 at full time, the score says 0-4"
    )
    (imported,) = import_football_json([euro], fix_swapped=True)
    ukraine_england = imported.tournament.match("2021-07-03-ukraine-england")
    assert {g.team for g in ukraine_england.goals} == {"england"}
    assert ukraine_england.winner == "england"
    (note,) = imported.report.notes
    assert "2021-07-03-ukraine-england ($.rounds[4].matches[3]): goals1 and goals2" in note


def test_euro_2020_reads_rounds_codes_and_offsets() -> None:
    euro = DATA / "euro-2020" / "euro.json"
    (imported,) = import_football_json([euro], fix_swapped=True, name="Euro 2020")
    t = imported.tournament
    assert (t.id, t.name) == ("euro-2020", "Euro 2020")  # the file says "Euro 2021"
    assert t.tr("name", "es") == "Eurocopa 2020"
    assert len(t.matches) == 51 and len(t.groups) == 6
    assert t.team("italy").code == "ITA" and t.team("italy").group == "group-a"
    assert {m.stage for m in t.matches} == {
        "group",
        "round_of_16",
        "quarter_final",
        "semi_final",
        "final",
    }
    stoppage = [g for m in t.matches for g in m.goals if g.added]
    assert stoppage and all(g.minute in (45, 90, 105, 120) for g in stoppage)


# --- variants, hand-made ---------------------------------------------------------------


def test_flat_layout_with_string_teams_and_minutes(tmp_path: Path) -> None:
    main_file = write(
        tmp_path / "cup.json",
        {
            "name": "Cup 2030",
            "matches": [
                match(
                    "Harbour",
                    "Ridge",
                    [2, 1],
                    score={"ht": [1, 0], "ft": [2, 1]},
                    goals1=[
                        {"name": "Ann Lee", "minute": "45+5"},
                        {"name": "Bo Kim", "minute": "67", "penalty": True},
                    ],
                    goals2=[{"name": "Ann Lee", "minute": "90+3", "owngoal": True}],
                    ground="Port Town",
                )
            ],
        },
    )
    (imported,) = import_football_json([main_file])
    m = imported.tournament.matches[0]
    assert [(g.minute, g.added, g.period) for g in m.goals] == [
        (45, 5, "first_half"),
        (67, None, "second_half"),
        (90, 3, "second_half"),
    ]
    assert m.goals[1].penalty and m.goals[2].own_goal and m.goals[2].team == "ridge"
    assert imported.tournament.venues[0].city == "Port Town"


def test_rounds_layout_with_coded_teams_and_offsets(tmp_path: Path) -> None:
    main_file = write(
        tmp_path / "cup.json",
        {
            "name": "Cup 2030",
            "rounds": [
                {
                    "name": "Final",
                    "matches": [
                        {
                            "num": 7,
                            "date": "2030-07-01",
                            "team1": {"name": "Harbour", "code": "HAR"},
                            "team2": {"name": "Ridge", "code": "RID"},
                            "score": {"ft": [1, 1], "et": [1, 1], "p": [5, 4]},
                            "goals1": [{"name": "Lee", "minute": 90, "offset": 4}],
                            "goals2": [{"name": "Kim", "minute": 12}],
                            "ground": "Big Bowl, Port Town",
                        }
                    ],
                }
            ],
        },
    )
    (imported,) = import_football_json([main_file])
    t = imported.tournament
    m = t.matches[0]
    assert (m.stage, m.round, m.number, m.winner) == ("final", "Final", 7, "harbour")
    assert [g.clock for g in m.goals] == ["12", "90+4"]
    assert t.team("harbour").code == "HAR"
    assert (t.venues[0].name, t.venues[0].city) == ("Big Bowl", "Port Town")


def test_a_minute_past_90_is_extra_time_only_when_there_was_extra_time(tmp_path: Path) -> None:
    main_file = write(
        tmp_path / "cup.json",
        {
            "name": "Cup",
            "matches": [
                match("A", "B", [1, 0], goals1=[{"name": "X", "minute": "92"}]),
                match(
                    "C",
                    "D",
                    [0, 0],
                    score={"ft": [0, 0], "et": [1, 0]},
                    goals1=[{"name": "Y", "minute": "92"}],
                ),
            ],
        },
    )
    (imported,) = import_football_json([main_file])
    periods = [m.goals[0].period for m in imported.tournament.matches]
    assert periods == ["second_half", "extra_time_first"]


def test_older_score_keys(tmp_path: Path) -> None:
    raw = match("A", "B", [0, 0], goals2=[{"name": "X", "minute": 5}])
    del raw["score"]
    raw.update(score1=0, score2=1, score1i=0, score2i=1)
    (imported,) = import_football_json(
        [write(tmp_path / "cup.json", {"name": "C", "matches": [raw]})]
    )
    score = imported.tournament.matches[0].score
    assert score is not None and (score.full_time, score.half_time) == ([0, 1], [0, 1])


SQUADS = [
    {
        "name": "Harbour",
        "fifa_code": "HAR",
        "players": [
            {"number": 9, "pos": "FW", "name": "Lautaro Martínez", "date_of_birth": "1997-08-22"},
            {"number": 6, "pos": "DF", "name": "Lisandro Martínez", "club": {"name": "Reds"}},
            {"number": 10, "pos": "FW", "name": "Lionel Messi", "club": {"name": "Miami"}},
            {"number": 24, "pos": "MF", "name": "Enzo Fernández"},
        ],
    },
    {"name": "Ridge", "players": [{"number": 1, "pos": "GK", "name": "Tom Dee"}]},
]


@pytest.mark.parametrize(
    ("scorer", "linked"),
    [
        ("Enzo Fernandez", "enzo-fernandez"),  # accents
        ("Fernández", "enzo-fernandez"),  # surname only
        ("La. Martínez", "lautaro-martinez"),  # abbreviated first name
        ("Li. Martinez", "lisandro-martinez"),
        ("Martínez", None),  # two Martínez: ambiguous, not guessed
        ("Messi", "lionel-messi"),
        ("Someone Else", None),
    ],
)
def test_scorers_link_to_squad_players_or_stay_unlinked(
    tmp_path: Path, scorer: str, linked: str | None
) -> None:
    main_file = write(
        tmp_path / "cup.json",
        {
            "name": "C",
            "matches": [match("Harbour", "Ridge", [1, 0], goals1=[{"name": scorer, "minute": 3}])],
        },
    )
    write(tmp_path / "cup.squads.json", SQUADS)
    (imported,) = import_football_json([main_file])
    goal = imported.tournament.matches[0].goals[0]
    assert (goal.player, goal.name) == (linked, scorer)
    assert [u.name for u in imported.report.unlinked] == ([] if linked else [scorer])
    if scorer == "Martínez":
        assert "ambiguous: lautaro-martinez, lisandro-martinez" in "\n".join(imported.summary())


def test_side_files_named_on_the_command_line(tmp_path: Path) -> None:
    main_file = write(
        tmp_path / "feed" / "cup.json",
        {
            "name": "C",
            "matches": [match("Harbour", "Ridge", [1, 0], goals1=[{"name": "Messi", "minute": 3}])],
        },
    )
    squads = write(tmp_path / "elsewhere" / "players.json", SQUADS)
    (imported,) = import_football_json([main_file, squads])
    assert imported.tournament.matches[0].goals[0].player == "lionel-messi"
    assert imported.tournament.player("lionel-messi").club == "Miami"
    assert imported.tournament.source.files == ["cup.json", "players.json"]


def test_teams_stadiums_and_groups_files(tmp_path: Path) -> None:
    main_file = write(
        tmp_path / "cup.json",
        {
            "name": "C",
            "matches": [match("Harbour", "Ridge", [0, 0], group="Group A", ground="Port Town")],
        },
    )
    write(
        tmp_path / "cup.teams.json",
        [
            {"name": "Harbour", "fifa_code": "HAR", "confed": "UEFA", "group": "A"},
            {"name": "Ridge", "fifa_code": "RID", "name_normalised": "The Ridge"},
        ],
    )
    write(
        tmp_path / "cup.stadiums.json",
        {"stadiums": [{"city": "Port Town", "name": "Big Bowl", "capacity": 50000}]},
    )
    write(
        tmp_path / "cup.groups.json",
        {"groups": [{"name": "Group A", "teams": ["Harbour", "Ridge"]}]},
    )
    (imported,) = import_football_json([main_file])
    t = imported.tournament
    assert t.matches[0].venue == "big-bowl" and t.venues[0].capacity == 50000
    assert t.team("harbour").confederation == "UEFA" and t.team("ridge").group == "group-a"
    assert t.team("ridge").aliases == ["The Ridge"]
    assert t.groups[0].teams == ["harbour", "ridge"]


# --- bad input: a clear error naming file and JSON path; nothing written ---------------


def test_broken_json(tmp_path: Path) -> None:
    bad = tmp_path / "cup.json"
    bad.write_text('{"name": "C", "matches": [', encoding="utf-8")
    (problem,) = failure(bad)
    assert problem.startswith(f"{bad}: $: broken JSON at line 1 column")


def test_unknown_layout(tmp_path: Path) -> None:
    (problem,) = failure(write(tmp_path / "cup.json", {"name": "C", "fixtures": []}))
    assert "$: unknown layout" in problem


def test_goals_that_disagree_with_the_score(tmp_path: Path) -> None:
    raw = match("A", "B", [2, 0], goals1=[{"name": "X", "minute": 3}])
    path = write(tmp_path / "cup.json", {"name": "C", "matches": [raw]})
    (problem,) = failure(path)
    assert problem == (
        f"{path}: $.matches[0]: the goals disagree with the score: "
        "the goals make 1-0 at full time, the score says 2-0"
    )


def test_a_duplicated_match(tmp_path: Path) -> None:
    raw = match("A", "B", [0, 0])
    path = write(
        tmp_path / "cup.json", {"name": "C", "matches": [raw, {**raw, "team1": "B", "team2": "A"}]}
    )
    (problem,) = failure(path)
    assert problem.startswith(f"{path}: $.matches[1]: duplicated match")


def test_a_team_missing_from_the_teams_file(tmp_path: Path) -> None:
    path = write(tmp_path / "cup.json", {"name": "C", "matches": [match("A", "B", [0, 0])]})
    write(tmp_path / "cup.teams.json", [{"name": "A"}])
    (problem,) = failure(path)
    assert (
        problem == f"{path}: $.matches[0].team2: team 'B' is not in the teams file (cup.teams.json)"
    )


def test_a_squad_player_listed_for_two_teams(tmp_path: Path) -> None:
    path = write(tmp_path / "cup.json", {"name": "C", "matches": [match("A", "B", [0, 0])]})
    twice = {"name": "Tom Dee", "date_of_birth": "2000-01-01"}
    squads = write(
        tmp_path / "cup.squads.json",
        [{"name": "A", "players": [twice]}, {"name": "B", "players": [twice]}],
    )
    (problem,) = failure(path)
    assert problem.startswith(
        f"{squads}: $[1].players[0]: player 'Tom Dee' is listed for two teams"
    )


def test_a_team_playing_itself(tmp_path: Path) -> None:
    path = write(tmp_path / "cup.json", {"name": "C", "matches": [match("A", "a", [0, 0])]})
    (problem,) = failure(path)
    assert problem == f"{path}: $.matches[0]: a match needs two different teams, not a twice"


def test_a_bad_minute(tmp_path: Path) -> None:
    raw = match("A", "B", [1, 0], goals1=[{"name": "X", "minute": "ten"}])
    path = write(tmp_path / "cup.json", {"name": "C", "matches": [raw]})
    (problem,) = failure(path)
    assert problem.startswith(f"{path}: $.matches[0].goals1[0].minute: expected a minute")


def test_the_command_writes_nothing_on_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = write(
        tmp_path / "good" / "cup.json", {"name": "C", "matches": [match("A", "B", [0, 0])]}
    )
    wrong = match("A", "B", [2, 0], goals1=[{"name": "X", "minute": 3}])
    bad = write(tmp_path / "bad" / "euro.json", {"name": "E", "matches": [wrong]})
    out = tmp_path / "out"
    assert main(["import", "football-json", str(good), str(bad), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"error: {bad}: $.matches[0]: the goals disagree" in err
    assert "nothing was written" in err
    assert not out.exists()


# --- writing: the same bytes, hand-written files kept ----------------------------------


def test_a_reimport_keeps_hand_written_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    feed = write(
        tmp_path / "cup.json",
        {
            "name": "C",
            "matches": [match("Harbour", "Ridge", [1, 0], goals1=[{"name": "Messi", "minute": 3}])],
        },
    )
    write(tmp_path / "cup.squads.json", SQUADS)
    out = tmp_path / "knowledge"
    assert main(["import", "football-json", str(feed), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "scorers linked to squad players: 1 of 1; unlinked: 0" in printed
    generated = (out / "tournament.yaml").read_bytes()
    hand = out / "teams.yaml"
    hand.write_text("teams:\n  - {id: harbour, name: Harbour, aliases: [the Harbourers]}\n")
    assert main(["import", "football-json", str(feed), "--out", str(out)]) == 0
    assert (out / "tournament.yaml").read_bytes() == generated
    assert (
        hand.read_text() == "teams:\n  - {id: harbour, name: Harbour, aliases: [the Harbourers]}\n"
    )


def test_a_hand_written_tournament_file_is_not_replaced(tmp_path: Path) -> None:
    feed = write(tmp_path / "cup.json", {"name": "C", "matches": [match("A", "B", [0, 0])]})
    out = tmp_path / "knowledge"
    out.mkdir()
    (out / "tournament.yaml").write_text("# mine\n")
    imported = import_football_json([feed])
    with pytest.raises(ImportFailed, match="was not generated by the importer"):
        write_imported(imported, out)
    assert (out / "tournament.yaml").read_text() == "# mine\n"


def test_several_feeds_go_to_one_file_each(tmp_path: Path) -> None:
    one = write(
        tmp_path / "a" / "cup.json", {"name": "Cup 1", "matches": [match("A", "B", [0, 0])]}
    )
    two = write(
        tmp_path / "b" / "cup.json", {"name": "Cup 2", "matches": [match("A", "B", [0, 0])]}
    )
    written = write_imported(import_football_json([one, two]), tmp_path / "out")
    assert [p.relative_to(tmp_path / "out").as_posix() for p in written] == [
        "cup-1.yaml",
        "cup-2.yaml",
    ]


def test_an_unplayed_match_and_a_match_without_scorers(tmp_path: Path) -> None:
    unplayed = match("A", "B", [0, 0])
    del unplayed["score"]
    no_scorers = {**match("C", "D", [2, 1]), "date": "2030-06-12"}
    path = write(tmp_path / "cup.json", {"name": "C", "matches": [unplayed, no_scorers]})
    (imported,) = import_football_json([path])
    first, second = imported.tournament.matches
    assert (first.score, first.winner, first.goals) == (None, None, [])
    assert second.score is not None and second.winner == "c"
    assert (second.goals, second.goals_listed) == ([], False)  # not "no goals": not known
    assert "goals_listed: false" in imported.text


def test_stages_from_round_names(tmp_path: Path) -> None:
    rounds = [
        "Round of 32",
        "Eighth-finals",
        "Quarter-finals",
        "Semi-final",
        "Third place",
        "Final",
        "Playoff",
    ]
    raw = [
        {**match(f"T{i}", f"U{i}", [0, 0]), "round": name, "date": f"2030-07-{i + 10}"}
        for i, name in enumerate(rounds)
    ]
    (imported,) = import_football_json(
        [write(tmp_path / "cup.json", {"name": "C", "matches": raw})]
    )
    assert [m.stage for m in imported.tournament.matches] == [
        "round_of_32",
        "round_of_16",
        "quarter_final",
        "semi_final",
        "third_place",
        "final",
        "other",
    ]
