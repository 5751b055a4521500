"""The bundled knowledge: it validates, its ids are unique, its schema file is current."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from bot.knowledge.integrity import _declared_ids
from bot.knowledge.loader import LoadedKnowledge
from bot.knowledge.schema import knowledge_schema
from tests.conftest import KNOWLEDGE, ROOT

SCHEMA_LINE = "# yaml-language-server: $schema=schema.json"


def test_bundled_knowledge_validates(loaded: LoadedKnowledge) -> None:
    k = loaded.knowledge
    assert [p.rsplit("/", 1)[-1] for p in loaded.files] == [
        "intents.yaml",
        "match.yaml",
        "tournament.yaml",
    ]
    assert len(loaded.version) == 12
    assert len(k.goals) == 3
    assert k.people and k.quotes and k.intents and k.events


def test_every_id_is_unique(loaded: LoadedKnowledge) -> None:
    ids = [ident for _, ident in _declared_ids(loaded.knowledge)]
    assert len(ids) > 50  # the walk really covers teams, people, quotes, intents, moments
    repeated = [ident for ident, n in Counter(ids).items() if n > 1]
    assert repeated == []


def test_committed_schema_is_current() -> None:
    committed = json.loads((KNOWLEDGE / "schema.json").read_text(encoding="utf-8"))
    assert committed == knowledge_schema(), "run: python -m bot schema > knowledge/schema.json"


def test_schema_command_prints_the_committed_schema() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bot", "schema"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert json.loads(out) == json.loads((KNOWLEDGE / "schema.json").read_text("utf-8"))


def test_schema_check_fails_when_stale() -> None:
    """The comparison above is sensitive: a schema missing one field is not 'current'."""
    stale = knowledge_schema()
    stale["$defs"]["Goal"]["properties"].pop("assist")
    assert stale != knowledge_schema()


@pytest.mark.parametrize("name", ["match.yaml", "intents.yaml", "tournament.yaml"])
def test_yaml_files_reference_the_schema(name: str) -> None:
    first = (KNOWLEDGE / name).read_text(encoding="utf-8").splitlines()[0]
    assert first == SCHEMA_LINE


def test_inferred_values_are_marked(loaded: LoadedKnowledge) -> None:
    m = loaded.knowledge.match
    assert m.day.date is not None and "date" in m.day.inferred and m.day.note
    assert m.next_match is not None
    assert m.next_match.date is not None and "date" in m.next_match.inferred
    assert m.next_match.note
    # Moments the report gives no minute for and no stated order are marked as inferred.
    inferred = [e for e in loaded.knowledge.events if e.order == "inferred"]
    assert len(inferred) >= 2
    assert all(e.minute is None and "order" in e.inferred and e.note for e in inferred)


def test_code_names_no_one_from_this_match() -> None:
    """The schema describes any match: the code must not hard-wire this one."""
    names = ("messi", "england", "argentina", "kane", "atlanta")
    for source in (ROOT / "bot" / "knowledge").glob("*.py"):
        text = source.read_text(encoding="utf-8").lower()
        assert not [n for n in names if n in text], source
