"""The format holds a match's detail: substitutions, team sheets, penalties won and
given away, a shootout kick's detail, several next matches with results, award scope.

The fixture is the worked example in docs/knowledge.md ("Writing a new match"), so the
documented file is the one that loads. Each check breaks it in one way and expects the
problem at the file and line of the key at fault.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.knowledge.loader import KnowledgeError, load_knowledge

KNOWLEDGE_DOCS = Path(__file__).resolve().parents[2] / "docs" / "knowledge.md"


def example() -> str:
    section = KNOWLEDGE_DOCS.read_text(encoding="utf-8").split("## Writing a new match", 1)[1]
    return section.split("```yaml\n", 1)[1].split("```", 1)[0]


@pytest.fixture
def match_file(tmp_path: Path) -> Path:
    path = tmp_path / "match.yaml"
    path.write_text(example(), encoding="utf-8")
    return path


def broken(match_file: Path, old: str, new: str, says: str = "") -> tuple[int, str]:
    """Replace `old` (once) by `new`; the problem (the one saying `says`, when the
    break causes several) as (line, 'field: message')."""
    text = match_file.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    match_file.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(match_file.parent)
    problems = [p for p in caught.value.problems if says in p.message]
    assert len(problems) == 1, [str(p) for p in caught.value.problems]
    problem = problems[0]
    assert problem.file == str(match_file)
    return problem.line, f"{problem.field}: {problem.message}"


def line_of(match_file: Path, needle: str) -> int:
    text = match_file.read_text(encoding="utf-8")
    return text[: text.index(needle)].count("\n") + 1


def test_the_worked_example_holds_every_part(match_file: Path) -> None:
    k = load_knowledge(match_file.parent).knowledge
    m = k.match
    sub = next(e for e in k.events if e.kind == "substitution")
    assert (sub.came_on, sub.went_off, sub.team, sub.minute) == (
        "luka-senn",
        "ari-moss",
        "solvaria",
        46,
    )
    sheet = m.lineup("solvaria")
    assert sheet is not None and sheet.formation == "4-3-3" and sheet.captain == "oren-vask"
    assert "luka-senn" in sheet.bench
    other = m.lineup("kestavia")
    assert other is not None
    assert [(a.person, a.reason, a.replaced_by) for a in other.absent] == [
        ("pavel-orsk", "injured", "emil-saar")
    ]
    penalty = k.goals[0].penalty
    assert penalty is not None
    assert (penalty.won_by, penalty.conceded_by, penalty.offence) == (
        "oren-vask",
        "emil-saar",
        "foul",
    )
    card = next(e for e in k.events if e.kind == "card")
    assert (card.reason, card.against) == ("a headbutt", "oren-vask")
    assert m.result.shootout is not None and m.result.shootout.kicks[1].detail == "bar"
    assert [a.scope for a in m.awards] == ["tournament", "match"]
    assert [n.played for n in m.upcoming] == [True] and m.upcoming[0].winner == "solvaria"
    assert m.venue.tr("country", "es") == "Marova del Sur"
    assert k.person("oren-vask").tr("position", "es") == "delantero"


def test_old_files_stay_valid_without_any_of_it() -> None:
    bundled = load_knowledge(Path(__file__).resolve().parents[2] / "knowledge").knowledge
    assert bundled.match.lineups == [] and bundled.match.upcoming  # next_match, as before


@pytest.mark.parametrize(
    ("old", "new", "at", "says"),
    [
        ("formation: 4-3-3", "formation: 4-4-3", "formation: 4-4-3", "11 outfield players"),
        (
            "absent:\n        - {person: pavel-orsk",
            "absent:\n        - {person: nils-drago",
            "- {person: nils-drago",
            "absent but on the sheet",
        ),
        ("formation: 4-4-2", "formation: four-four-two", "formation: four", "pattern"),
        (
            "came_on: luka-senn",
            "came_on: dario-fenn",
            "came_on: dario-fenn",
            "'dario-fenn' plays for 'kestavia', not 'solvaria'",
        ),
        (
            "came_on: luka-senn",
            "came_on: oren-vask",
            "came_on: oren-vask",
            "already in the starting line-up",
        ),
        ("went_off: ari-moss", "went_off: ari-mos", "went_off: ari-mos", "unknown person"),
        (
            "card: red, person: emil-saar,",
            "card: red, person: emil-saar, came_on: emil-saar,",
            "- {kind: card",
            "only for events of kind 'substitution'",
        ),
        (
            "method: free_kick,",
            "method: free_kick, penalty: {won_by: dario-fenn},",
            "- {kind: goal, id: g2",
            "only for a goal with method: penalty",
        ),
        (
            "conceded_by: emil-saar",
            "conceded_by: oren-vask",
            "penalty: {won_by",
            "the same person",
        ),
        (
            "outcome: missed, detail: bar",
            "outcome: scored, detail: wide",
            "- {team: kestavia, taker: emil-saar",
            "missed",
        ),
        ("detail: bar", "detail: crossbar", "detail: crossbar", "'wide', 'over', 'bar' or 'post'"),
        ("scope: match", "scope: season", "scope: season", "'match' or 'tournament'"),
        (
            "starting: [nils-drago, dario-fenn, emil-saar]",
            "starting: [nils-drago, dario-fenn, emil-saar, oren-vask]",
            "starting: [nils-drago, dario-fenn, emil-saar, oren-vask]",
            "'oren-vask' plays for 'solvaria', not 'kestavia'",
        ),
        ("bench: [luka-senn]", "bench: [luka-senn, ari-moss]", "bench: [", "named twice"),
        ("captain: oren-vask", "captain: luka-senn", "captain: luka-senn", "not in the starting"),
        ("- team: kestavia", "- team: solvaria  # again", "solvaria  # again", "a second line-up"),
        ("reason: injured", "reason: injury", "reason: injury", "'injured'"),
        (
            "winner: solvaria}",
            "winner: kestavia}",
            "{stage: Super Cup",
            "winner 'kestavia' did not score the most goals",
        ),
        (
            "score: {solvaria: 2, kestavia: 0}, winner: solvaria}",
            "winner: solvaria}",
            "{stage: Super Cup",
            "a result (winner, decided_in) needs the score",
        ),
        (
            "  next_matches:",
            "  next_match: {stage: Final, teams: [solvaria, kestavia]}\n  next_matches:",
            "  next_match: {stage",
            "not both",
        ),
    ],
)
def test_each_broken_detail_is_located(
    match_file: Path, old: str, new: str, at: str, says: str
) -> None:
    line, problem = broken(match_file, old, new, says)
    if at.strip().startswith("next_match: {stage"):
        assert problem.startswith("match:"), problem  # a rule about the match as a whole
        return
    assert line == line_of(match_file, at), problem


def test_a_fixed_vocabulary_is_never_translated(match_file: Path) -> None:
    line, problem = broken(
        match_file,
        "reason: injured, replaced_by",
        "reason: injured, translations: {es: {reason: lesionado}}, replaced_by",
    )
    assert "'reason' is not a text field here" in problem
    assert line == line_of(match_file, "reason: injured")


def test_free_text_reasons_translate(match_file: Path) -> None:
    text = match_file.read_text(encoding="utf-8").replace(
        "reason: a headbutt,", "reason: a headbutt, translations: {es: {reason: un cabezazo}},"
    )
    match_file.write_text(text, encoding="utf-8")
    card = next(e for e in load_knowledge(match_file.parent).knowledge.events if e.card)
    assert card.tr("reason", "es") == "un cabezazo"
