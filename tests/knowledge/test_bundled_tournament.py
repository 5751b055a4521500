"""The bundled tournament: generated from the shipped openfootball copy, linked to the
AFP report of the semi-final, which stays the current match and wins where they differ."""

from __future__ import annotations

import subprocess
import sys

from bot.importers import import_football_json
from bot.knowledge import LoadedKnowledge
from tests.conftest import KNOWLEDGE, ROOT

SEMI = "2026-07-15-england-argentina"


def test_the_bundled_tournament_is_what_the_importer_makes_from_the_copy() -> None:
    (imported,) = import_football_json(
        [KNOWLEDGE / "sources" / "openfootball" / "worldcup-2026" / "worldcup.json"],
        source="openfootball (github.com/openfootball/worldcup.json)",
        licence="CC0 1.0 (public domain)",
    )
    bundled = (KNOWLEDGE / "tournament.yaml").read_text(encoding="utf-8")
    assert imported.text == bundled, "run: make tournament"


def test_the_report_is_the_current_match_and_its_people_are_squad_players(
    loaded: LoadedKnowledge,
) -> None:
    k = loaded.knowledge
    assert k.tournament is not None and len(k.tournament.matches) == 104
    assert (k.current, k.report_of) == (SEMI, SEMI)
    assert k.current_match is not None and k.current_match.stage == "semi_final"
    assert {p: k.players.get(p) for p in ("messi", "gordon", "kane", "tuchel", "jagger")} == {
        "messi": "lionel-messi",
        "gordon": "anthony-gordon",
        "kane": "harry-kane",
        "tuchel": None,  # the coach is in no squad list
        "jagger": None,
    }
    assert k.players["enzo-fernandez"] == "enzo-fernandez"  # the same id
    # the report's facts are untouched: 85', stoppage time
    assert [(g.scorer, g.minute) for g in k.goals] == [
        ("gordon", 55),
        ("enzo-fernandez", 85),
        ("lautaro-martinez", None),
    ]


def test_report_and_data_disagree_once_and_the_report_wins(loaded: LoadedKnowledge) -> None:
    (warning,) = loaded.warnings
    assert warning.file.endswith("match.yaml") and warning.field == "match.timeline[5].minute"
    assert "85' in the report, 86' in tournament.yaml" in warning.message


def test_validate_prints_the_warning_and_appends_tournament_counts() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "validate", str(KNOWLEDGE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    line = done.stdout.strip()
    assert line.startswith(f"OK {KNOWLEDGE}: version ")
    assert ", 3 goals, 4 events, 14 people, 7 quotes, " in line  # the old fields, in order
    assert line.endswith(
        ", tournament world-cup-2026: 104 matches, 308 match goals, 48 teams, 1248 players, "
        f"12 groups, 16 venues, current match {SEMI}, 1 warnings"
    )
    assert "warning: " in done.stderr and "85' in the report, 86'" in done.stderr
