"""Reloading the live knowledge: all or nothing, with a diff, safe under concurrent questions."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.service.live import LiveKnowledge
from tests.knowledge.test_loader_errors import edit

RESULT_VIEW = "    answer:\n      view: result\n"
FIXED = "Version B says hello"


def use_fixed_result(knowledge: Path, text: str = FIXED) -> None:
    """A good edit: the 'result' intent answers with fixed text instead of its view."""
    path = knowledge / "intents.yaml"
    raw = path.read_text(encoding="utf-8")
    assert raw.count(RESULT_VIEW) == 1
    path.write_text(raw.replace(RESULT_VIEW, f'    answer:\n      text: "{text}"\n'), "utf-8")


def break_syntax(knowledge: Path) -> None:
    edit(knowledge / "match.yaml", "    city: Atlanta\n", "\tcity: Atlanta\n")


def test_bad_reload_keeps_the_old_engine(knowledge_copy: Path) -> None:
    store = LiveKnowledge(knowledge_copy)
    before = store.engine
    answer = before.answer("who won?").text
    assert "2-1" in answer

    break_syntax(knowledge_copy)
    result = store.reload()

    assert not result.ok
    assert result.version == result.previous == before.version
    assert result.diff is None
    assert [p.field for p in result.problems] == [""]
    assert "YAML syntax error" in result.problems[0].message
    assert store.engine is before
    assert store.engine.answer("who won?").text == answer


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: (d / "intents.yaml").write_bytes(b""),
        lambda d: (d / "intents.yaml").write_bytes(b"\0\0binary"),
        lambda d: (d / "intents.yaml").write_bytes(b"a: &a [1]\nb: [*a, *a]\n"),
        lambda d: (d / "intents.yaml").write_bytes(b"x: " + b"[" * 500 + b"]" * 500),
        lambda d: (d / "intents.yaml").write_bytes(b"schema_version: 1\n# \xff\xfe\n"),
        lambda d: (d / "intents.yaml").write_bytes(b"#" * 1_000_001),
        lambda d: [f.unlink() for f in d.glob("*.yaml")],
    ],
    ids=["empty", "binary", "alias", "deep", "not-utf8", "over-size", "no-yaml"],
)
def test_hostile_file_on_reload_keeps_old_knowledge(knowledge_copy: Path, damage) -> None:
    store = LiveKnowledge(knowledge_copy)
    before = store.engine
    damage(knowledge_copy)
    result = store.reload()
    assert not result.ok and result.problems
    assert store.engine is before
    assert "2-1" in store.engine.answer("who won").text


def test_good_reload_swaps_and_changes_the_answer(knowledge_copy: Path) -> None:
    store = LiveKnowledge(knowledge_copy)
    old = store.engine
    use_fixed_result(knowledge_copy)

    result = store.reload()

    assert result.ok, result.problems
    assert result.previous == old.version
    assert result.version == store.engine.version != old.version
    assert store.engine is not old
    reply = store.engine.answer("who won?")
    assert (reply.text, reply.version) == (FIXED, result.version)
    assert result.diff is not None
    assert result.diff.parts["intents"].changed == 1
    assert result.diff.summary() == "intents +0 -0 ~1"
    # the old engine is untouched: a question already in flight finishes on it
    assert "2-1" in old.answer("who won?").text


def test_reload_without_changes(knowledge_copy: Path) -> None:
    store = LiveKnowledge(knowledge_copy)
    result = store.reload()
    assert result.ok and result.version == result.previous
    assert result.diff is not None and not result.diff
    assert result.diff.summary() == "no changes"


@pytest.mark.real_builds  # the reload must call the broken constructor
def test_engine_failure_on_valid_knowledge_keeps_old_engine(
    knowledge_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = LiveKnowledge(knowledge_copy)
    before = store.engine

    def broken(self, loaded):
        raise RuntimeError("boom")

    monkeypatch.setattr(Engine, "__init__", broken)
    result = store.reload()
    assert not result.ok
    assert store.engine is before
    assert "RuntimeError('boom')" in result.problems[0].message


def _diff_after(knowledge: Path, *edits: tuple[str, str, str]) -> dict[str, str]:
    store = LiveKnowledge(knowledge)
    for name, old, new in edits:
        edit(knowledge / name, old, new)
    result = store.reload()
    assert result.ok, [str(p) for p in result.problems]
    assert result.diff is not None
    return {k: str(v) for k, v in result.diff.parts.items() if v}


def test_diff_counts_an_added_phrasing(knowledge_copy: Path) -> None:
    parts = _diff_after(
        knowledge_copy,
        ("intents.yaml", "      - who won the match\n", "      - who won the match\n      - x\n"),
    )
    assert parts == {"intents": "+0 -0 ~1", "phrasings": "+1 -0 ~0"}


def test_diff_counts_a_removed_quote(knowledge_copy: Path) -> None:
    text = (knowledge_copy / "match.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: tuchel-best-match\n")
    block = text[start : text.index("  - id: kane-gutted\n")]
    assert "speaker: tuchel" in block and block.count("- id:") == 1
    parts = _diff_after(knowledge_copy, ("match.yaml", block, ""))
    assert parts == {"quotes": "+0 -1 ~0"}


def test_diff_counts_a_changed_person_and_match_fact(knowledge_copy: Path) -> None:
    parts = _diff_after(
        knowledge_copy,
        ("match.yaml", "  - id: jagger\n", "  - id: jagger\n    club: Rolling Stones\n"),
        ("match.yaml", "    city: Atlanta\n", "    city: Atlanta, Georgia\n"),
    )
    assert parts == {"people": "+0 -0 ~1", "match facts": "+0 -0 ~1"}


def test_diff_counts_an_added_intent_and_changed_goal(knowledge_copy: Path) -> None:
    new_intent = (
        "  - id: extra\n    description: An extra\n    patterns: [extra thing]\n"
        "    answer:\n      text: extra\n"
    )
    parts = _diff_after(
        knowledge_copy,
        ("intents.yaml", "  - id: goal-scorer\n", new_intent + "  - id: goal-scorer\n"),
        ("match.yaml", "      position: in the box\n", "      position: six yards out\n"),
    )
    assert parts == {"intents": "+1 -0 ~0", "phrasings": "+1 -0 ~0", "goals": "+0 -0 ~1"}


def test_questions_during_alternating_reloads(knowledge_copy: Path) -> None:
    """Readers never fail and never see a mix: each reply matches the version it names."""
    store = LiveKnowledge(knowledge_copy)
    version_a = store.engine.version
    text_a = store.engine.answer("who won?").text
    good_a = {p.name: p.read_bytes() for p in knowledge_copy.glob("*.yaml")}
    use_fixed_result(knowledge_copy)
    good_b = {p.name: p.read_bytes() for p in knowledge_copy.glob("*.yaml")}
    break_syntax(knowledge_copy)
    bad = {p.name: p.read_bytes() for p in knowledge_copy.glob("*.yaml")}

    def write(files: dict[str, bytes]) -> None:
        for name, raw in files.items():
            (knowledge_copy / name).write_bytes(raw)

    write(good_b)
    version_b = store.reload().version
    assert version_b != version_a
    expected = {version_a: text_a, version_b: FIXED}

    stop = threading.Event()
    seen: list[tuple[str, str]] = []
    errors: list[BaseException] = []

    def ask() -> None:
        try:
            while not stop.is_set():
                reply = store.engine.answer("who won?")
                seen.append((reply.version, reply.text))
                time.sleep(0.002)  # leave the reloader some of the GIL
        except BaseException as exc:  # pragma: no cover - only on failure
            errors.append(exc)

    outcomes = []
    with ThreadPoolExecutor(max_workers=3) as pool:
        for _ in range(3):
            pool.submit(ask)
        for files in [good_a, bad, good_b, bad] * 2:
            write(files)
            outcomes.append(store.reload())
        stop.set()

    assert errors == []
    assert [r.ok for r in outcomes] == [True, False, True, False] * 2
    assert {r.version for r in outcomes} <= {version_a, version_b}
    assert seen, "the readers answered nothing"
    assert {v for v, _ in seen} == {version_a, version_b}  # both versions were served
    mismatched = [(v, t) for v, t in seen if expected[v] != t]
    assert mismatched == []
    assert store.engine.version == version_b  # the last good load; the bad one was refused
