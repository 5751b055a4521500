"""A league knowledge with no report and no `current:` has no current match: its latest
played is one of a round's many, so a match question naming none is asked "which
match?" (the latest played offered, none answered as if named), and what no match of the
data holds is said of the data, not of a match nobody named. A match chosen (the file's
`current:` or a server's) is still the one meant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge

CLUBS = ["Brennholt BK", "Ostvika FC", "Marrowby Rovers", "Selkirk Vale IF"]
# two rounds, every match played; the last (round 2) kicks off on 2025-08-09
ROUNDS = [
    ("2025-08-02", [(0, 1, 2, 0), (2, 3, 1, 1)]),
    ("2025-08-09", [(0, 2, 0, 3), (1, 3, 4, 2)]),
]
LATEST = "Ostvika FC 4-2 Selkirk Vale IF"


def _season(folder: Path) -> Path:
    rounds = [
        {
            "name": f"Matchday {n}",
            "matches": [
                {"date": day, "team1": CLUBS[a], "team2": CLUBS[b], "score": {"ft": [x, y]}}
                for a, b, x, y in games
            ],
        }
        for n, (day, games) in enumerate(ROUNDS, start=1)
    ]
    source = folder / "league.json"
    source.write_text(json.dumps({"name": "Invented League 2025/26", "rounds": rounds}))
    return source


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("league")
    write_imported(import_football_json([_season(out)]), out)
    return out


@pytest.fixture(scope="module")
def league(folder: Path) -> Engine:
    return Engine(load_knowledge(folder))


@pytest.mark.parametrize(
    "question", ["what was the score", "who won", "who scored?", "¿quién ganó?", "resultado"]
)
def test_no_match_named_is_asked_which(league: Engine, question: str) -> None:
    reply = league.answer(question)
    assert reply.band != "answer", reply.text
    assert "4-2" not in reply.text and "0-3" not in reply.text, reply.text
    assert "Ostvika FC v" in reply.text.replace(" vs. ", " v ")  # offered, not answered


def test_which_is_asked_in_spanish(league: Engine) -> None:
    text = league.answer("¿quién ganó?").text
    assert text.startswith("¿Qué partido?"), text


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("how many people attended", "The data has nothing on"),
        ("¿cuánta gente fue al estadio?", "Los datos no tienen nada sobre"),
    ],
)
def test_what_no_match_holds_names_no_match(league: Engine, question: str, said: str) -> None:
    reply = league.answer(question)
    assert reply.band == "decline"
    assert reply.text.startswith(said), reply.text
    assert not any(club in reply.text.split(".")[0] for club in CLUBS), reply.text


def test_a_match_named_is_still_answered(league: Engine) -> None:
    assert LATEST in league.answer("ostvika v selkirk score").text


def test_a_servers_current_match_is_still_meant(league: Engine) -> None:
    current = league.knowledge.current
    assert current is not None and league.knowledge.current_latest
    assert LATEST in league.answer("what was the score", current=current).text


def test_the_files_current_match_is_still_meant(folder: Path, tmp_path: Path) -> None:
    for f in folder.iterdir():
        if f.suffix == ".yaml":
            (tmp_path / f.name).write_text(f.read_text())
    k = load_knowledge(folder).knowledge
    assert k.current is not None
    (tmp_path / "current.yaml").write_text(f"current: {k.current}\n")
    chosen = Engine(load_knowledge(tmp_path))
    assert not chosen.knowledge.current_latest
    assert LATEST in chosen.answer("what was the score").text
