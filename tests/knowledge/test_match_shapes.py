"""The format says how any match was decided: shootouts, extra time, cards, officials.

Each check edits one invented fixture match (tests/matches) and expects the loader to
point at the field at fault; the fixtures themselves must load.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.knowledge.loader import BUNDLED_INTENTS, KnowledgeError, load_knowledge

MATCHES = Path(__file__).resolve().parents[1] / "matches"
SHAPES = sorted(p.name for p in MATCHES.iterdir() if (p / "match.yaml").is_file())


@pytest.mark.parametrize("shape", SHAPES)
def test_fixture_loads_with_only_its_match_file(shape: str) -> None:
    loaded = load_knowledge(MATCHES / shape)
    assert [Path(f).name for f in loaded.files] == ["match.yaml", "intents.yaml"]
    bundled = load_knowledge(BUNDLED_INTENTS.parent).knowledge.intents
    assert [i.id for i in loaded.knowledge.intents] == [i.id for i in bundled]


def test_there_are_four_shapes_besides_the_bundled_match() -> None:
    assert len(SHAPES) >= 4


def _copy(tmp_path: Path, shape: str) -> Path:
    folder = tmp_path / shape
    shutil.copytree(MATCHES / shape, folder)
    return folder / "match.yaml"


def _problems(match_file: Path, old: str, new: str) -> list[str]:
    text = match_file.read_text(encoding="utf-8")
    assert old in text, old
    match_file.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(match_file.parent)
    return [str(p) for p in caught.value.problems]


def test_shootout_fields_are_read(tmp_path: Path) -> None:
    m = load_knowledge(MATCHES / "shootout_final").knowledge.match
    assert m.result.decided_in == "penalties"
    assert m.result.shootout is not None
    assert m.result.shootout.score == {"solvaria": 4, "kestavia": 2}
    assert [k.outcome for k in m.result.shootout.kicks][:4] == [
        "scored",
        "scored",
        "scored",
        "saved",
    ]
    assert m.winner == "solvaria" and m.referee == "jon-weller" and m.attendance == 61204
    assert [a.name for a in m.awards] == ["player of the match", "Golden Ball"]
    assert m.venue.country == "Marova"


def test_added_minutes_mean_stoppage_time() -> None:
    k = load_knowledge(MATCHES / "shootout_final").knowledge
    late = [g for g in k.goals if g.added]
    assert [(g.minute, g.added, g.stoppage_time) for g in late] == [(90, 3, True), (120, 2, True)]


def test_winner_must_be_the_shootout_winner(tmp_path: Path) -> None:
    problems = _problems(_copy(tmp_path, "shootout_final"), "winner: solvaria", "winner: kestavia")
    assert any("match.winner: must be 'solvaria'" in p for p in problems), problems


def test_shootout_kicks_must_add_up(tmp_path: Path) -> None:
    f = _copy(tmp_path, "shootout_final")
    problems = _problems(f, "taker: ari-moss, outcome: scored", "taker: ari-moss, outcome: saved")
    assert any("shootout.score.solvaria: says 4 but the kicks have 3" in p for p in problems)


def test_a_shootout_needs_a_level_score(tmp_path: Path) -> None:
    f = _copy(tmp_path, "draw_own_goal")
    text = f.read_text(encoding="utf-8").replace(
        "  score: {northvale: 2, castlebridge: 2}\n",
        "  score: {northvale: 2, castlebridge: 2}\n  result: {decided_in: penalties}\n",
    )
    f.write_text(text, encoding="utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(f.parent)
    assert "needs a shootout" in str(caught.value)


def test_shootout_on_an_unlevel_score_is_refused(tmp_path: Path) -> None:
    f = _copy(tmp_path, "shootout_final")
    text = f.read_text(encoding="utf-8")
    text = text.replace("score: {solvaria: 3, kestavia: 3}", "score: {solvaria: 3, kestavia: 2}")
    text = text.replace(
        "  - {kind: goal, id: sf-g6, minute: 120, added: 2, period: extra_time_second, "
        "team: kestavia,\n       scorer: dario-fenn, method: free_kick, description: Fenn "
        "curled in a free kick to complete his hat-trick.}\n",
        "",
    )
    f.write_text(text, encoding="utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(f.parent)
    assert "match.result.decided_in: penalties, but the score is not level" in str(caught.value)


def test_an_own_goal_counts_for_the_other_side(tmp_path: Path) -> None:
    f = _copy(tmp_path, "draw_own_goal")
    problems = _problems(
        f, "team: northvale, scorer: theo-brisk", "team: castlebridge, scorer: theo-brisk"
    )
    assert any("an own goal counts for the other side" in p for p in problems), problems


def test_a_card_needs_its_card_and_person(tmp_path: Path) -> None:
    f = _copy(tmp_path, "draw_own_goal")
    problems = _problems(f, "card: red,\n       person: reuben-cray,", "card: red,")
    assert any("needs 'card' and 'person'" in p for p in problems), problems


def test_card_person_must_exist(tmp_path: Path) -> None:
    f = _copy(tmp_path, "draw_own_goal")
    problems = _problems(f, "person: reuben-cray", "person: nobody")
    assert any("person: names unknown person 'nobody'" in p for p in problems), problems


def test_referee_must_be_a_person(tmp_path: Path) -> None:
    problems = _problems(_copy(tmp_path, "extra_time_win"), "referee: wes-okafor", "referee: wes")
    assert any("match.referee: names unknown person 'wes'" in p for p in problems)


def test_added_needs_a_minute(tmp_path: Path) -> None:
    f = _copy(tmp_path, "extra_time_win")
    problems = _problems(f, "minute: 90, added: 4,", "added: 4,")
    assert any("'added' needs the minute" in p for p in problems), problems


def test_extra_time_goals_need_extra_time(tmp_path: Path) -> None:
    f = _copy(tmp_path, "extra_time_win")
    problems = _problems(f, "result: {decided_in: extra_time}", "result: {decided_in: regulation}")
    assert any("is in extra time but match.result.decided_in" in p for p in problems)


def test_own_intents_replace_bundled_ones_by_id(tmp_path: Path) -> None:
    f = _copy(tmp_path, "hat_trick_rout")
    (f.parent / "more.yaml").write_text(
        "intents:\n"
        "  - id: small-talk\n    description: Greetings\n    patterns: [hello]\n"
        "    answer: {text: Up the Pines!}\n"
        "  - id: chant\n    description: The chant\n    patterns: [sing the chant]\n"
        "    answer: {text: Pines forever}\n",
        encoding="utf-8",
    )
    intents = {i.id: i for i in load_knowledge(f.parent).knowledge.intents}
    assert intents["small-talk"].answer.text == "Up the Pines!"
    assert intents["chant"].answer.text == "Pines forever"
    assert "result" in intents
    assert len(intents) == len(load_knowledge(BUNDLED_INTENTS.parent).knowledge.intents) + 1


def test_the_readme_worked_example_loads(tmp_path: Path) -> None:
    docs = Path(__file__).resolve().parents[2] / "docs" / "knowledge.md"
    readme = docs.read_text(encoding="utf-8")
    section = readme.split("## Writing a new match", 1)[1]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    (tmp_path / "match.yaml").write_text(example, encoding="utf-8")
    m = load_knowledge(tmp_path).knowledge.match
    assert m.result.decided_in == "penalties" and m.winner == "solvaria"
    assert m.result.shootout is not None and len(m.result.shootout.kicks) == 2
