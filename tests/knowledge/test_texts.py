"""Knowledge held in memory (an upload, a stored version) loads exactly like files on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.knowledge import (
    KnowledgeError,
    LoadedKnowledge,
    knowledge_version,
    load_knowledge,
    load_knowledge_texts,
    read_knowledge_texts,
)
from tests.conftest import KNOWLEDGE
from tests.knowledge.test_loader_errors import edit


def test_texts_load_to_the_same_version_as_the_directory(loaded: LoadedKnowledge) -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    assert sorted(texts) == ["intents.yaml", "match.yaml", "tournament.yaml"]
    again = load_knowledge_texts(texts)
    assert again.version == loaded.version
    assert again.knowledge == loaded.knowledge
    assert dict(loaded.texts) == texts  # what was loaded is kept, for overlay and download


def test_bytes_and_text_are_the_same_knowledge(loaded: LoadedKnowledge) -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    as_bytes = {name: text.encode() for name, text in texts.items()}
    assert load_knowledge_texts(as_bytes).version == loaded.version


def test_problems_name_the_given_file_and_line_as_on_disk(knowledge_copy: Path) -> None:
    line = edit(knowledge_copy / "match.yaml", "      minute: 55\n", "      minute: 999\n")
    with pytest.raises(KnowledgeError) as on_disk:
        load_knowledge(knowledge_copy)
    with pytest.raises(KnowledgeError) as in_memory:
        load_knowledge_texts(read_knowledge_texts(knowledge_copy))
    [disk] = on_disk.value.problems
    [memory] = in_memory.value.problems
    assert str(memory) == str(disk).replace(str(knowledge_copy / "match.yaml"), "match.yaml")
    assert str(memory).startswith(f"match.yaml:{line}: match.timeline[0].minute:")


def test_bad_bytes_are_problems_not_crashes() -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    broken: dict[str, str | bytes] = {**texts, "intents.yaml": b"intents:\n  - \xff\xfe\n"}
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge_texts(broken)
    assert [str(p) for p in caught.value.problems] == ["intents.yaml:2: not UTF-8 text (byte 13)"]
    with pytest.raises(KnowledgeError, match="NUL byte"):
        load_knowledge_texts({**texts, "match.yaml": "a: 1\0"})
    with pytest.raises(KnowledgeError, match="no knowledge files"):
        load_knowledge_texts({})


def test_a_missing_section_is_reported_against_the_given_names() -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge_texts({"intents.yaml": texts["intents.yaml"]})
    assert any(str(p).startswith("intents.yaml:1: match: missing") for p in caught.value.problems)


def test_the_version_is_known_without_loading(loaded: LoadedKnowledge) -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    assert knowledge_version(texts) == loaded.version
    changed = {**texts, "intents.yaml": texts["intents.yaml"] + "\n# a comment\n"}
    assert knowledge_version(changed) == load_knowledge_texts(changed).version != loaded.version


def test_a_match_alone_gets_the_bundled_intents_from_texts_as_from_disk(tmp_path: Path) -> None:
    (tmp_path / "match.yaml").write_text(
        (KNOWLEDGE / "match.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    on_disk = load_knowledge(tmp_path)
    texts = read_knowledge_texts(tmp_path)
    assert list(texts) == ["match.yaml"]  # the bundled intents are not the directory's
    in_memory = load_knowledge_texts(texts)
    assert in_memory.version == on_disk.version == knowledge_version(texts)
    assert [i.id for i in in_memory.knowledge.intents] == [i.id for i in on_disk.knowledge.intents]
    assert list(in_memory.texts) == ["match.yaml"]
