"""Issue 14: a knowledge that lost most of itself is not accepted silently.

No intents at all is invalid (every question would be declined). A reload that would
remove a whole file, or most intents, is refused unless the moderator confirms. The
deployment where this bites is KNOWLEDGE_PATH on the bundled directory itself, where
no bundled intents are added back; `own_intents_only` loads that way.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path

import pytest

from bot.adapters import cli
from bot.knowledge import KnowledgeError, load_knowledge
from bot.service import MatchService
from bot.service import live as live_module
from bot.service.live import LiveKnowledge
from bot.store import Store

EXTRA = """intents:
  - id: kiosk-crisps
    description: What crisps the kiosk sold
    patterns: ["what crisps did the kiosk sell"]
    answer:
      text: "Salt and vinegar."
"""


@pytest.fixture
def own_intents_only(monkeypatch: pytest.MonkeyPatch) -> None:
    own = functools.partial(load_knowledge, bundled_intents=None)
    monkeypatch.setattr(live_module, "load_knowledge", own)
    monkeypatch.setattr(cli, "load_knowledge", own)


def test_no_intents_is_invalid(knowledge_copy: Path) -> None:
    (knowledge_copy / "intents.yaml").unlink()
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(knowledge_copy, bundled_intents=None)
    assert any(p.field == "intents" and "no intents" in p.message for p in caught.value.problems)


@pytest.mark.usefixtures("own_intents_only")
def test_validate_fails_for_zero_intents(
    knowledge_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.validate(knowledge_copy) == 0
    (knowledge_copy / "intents.yaml").unlink()
    assert cli.validate(knowledge_copy) == 1
    assert "no intents" in capsys.readouterr().out


@pytest.mark.usefixtures("own_intents_only")
async def test_a_reload_losing_most_intents_needs_confirmation(
    knowledge_copy: Path, caplog: pytest.LogCaptureFixture, memory_store: Store
) -> None:
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)
    before = service.live.engine.version
    intents = knowledge_copy / "intents.yaml"
    text = intents.read_text(encoding="utf-8")
    # A save cut off mid-file: still valid YAML, with only the first few intents.
    cut = text[: text.index("\n  - id:", len(text) // 8)] + "\n"
    intents.write_text(cut, encoding="utf-8")
    with caplog.at_level(logging.INFO, logger="matchbot.audit"):
        refused = service.operator.reload_now("mod")
    assert not refused.ok and refused.needs_confirm
    assert service.live.engine.version == before
    problem = str(refused.problems[0])
    assert "intents: the reload would remove" in problem and "confirm" in problem
    assert (await service.answers.ask("who scored the winner?")).band == "answer"
    applied = service.operator.reload_now("mod", confirm=True)
    assert applied.ok and service.live.engine.version != before
    audit = [r.getMessage() for r in caplog.records if r.name == "matchbot.audit"]
    assert "result=rejected" in audit[0] and "confirm" in audit[0]


async def test_a_reload_removing_a_whole_file_needs_confirmation(
    knowledge_copy: Path, memory_store: Store
) -> None:
    extra = knowledge_copy / "extra.yaml"
    extra.write_text(EXTRA, encoding="utf-8")
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)
    assert (
        await service.answers.ask("what crisps did the kiosk sell?")
    ).text == "Salt and vinegar."
    before = service.live.engine.version
    extra.unlink()
    refused = service.operator.reload_now("mod")
    assert not refused.ok and refused.needs_confirm
    assert "extra.yaml" in str(refused.problems[0])
    assert service.live.engine.version == before
    assert service.operator.reload_now("mod", confirm=True).ok
    assert service.live.engine.version != before


def test_an_ordinary_edit_needs_no_confirmation(knowledge_copy: Path, memory_store: Store) -> None:
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)
    (knowledge_copy / "extra.yaml").write_text(EXTRA, encoding="utf-8")
    result = service.operator.reload_now("mod")
    assert result.ok and not result.needs_confirm
