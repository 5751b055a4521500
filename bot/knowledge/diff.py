"""What changed between two knowledge versions, counted per kind of record."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import BaseModel

from bot.knowledge.models import Event, Goal, Knowledge


@dataclass(frozen=True)
class Change:
    added: int = 0
    removed: int = 0
    changed: int = 0

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)

    def __str__(self) -> str:
        return f"+{self.added} -{self.removed} ~{self.changed}"


@dataclass(frozen=True)
class KnowledgeDiff:
    parts: dict[str, Change]

    def __bool__(self) -> bool:
        return any(self.parts.values())

    def summary(self) -> str:
        changed = [f"{name} {change}" for name, change in self.parts.items() if change]
        return ", ".join(changed) if changed else "no changes"


def _by_id(items: Iterable[BaseModel]) -> dict[str, BaseModel]:
    return {str(getattr(i, "id", "")): i for i in items}


def _compare(old: dict[str, object], new: dict[str, object]) -> Change:
    return Change(
        added=len(new.keys() - old.keys()),
        removed=len(old.keys() - new.keys()),
        changed=sum(1 for k in old.keys() & new.keys() if old[k] != new[k]),
    )


def diff_knowledge(old: Knowledge, new: Knowledge) -> KnowledgeDiff:
    def phrasings(k: Knowledge) -> dict[str, object]:
        return {f"{i.id}\0{p}": True for i in k.intents for p in i.patterns}

    def moments(k: Knowledge, kind: type) -> dict[str, object]:
        return {m.id: m for m in (k.match.timeline if k.match else []) if isinstance(m, kind)}

    facts_old = old.match.model_copy(update={"timeline": []}) if old.match else None
    facts_new = new.match.model_copy(update={"timeline": []}) if new.match else None
    return KnowledgeDiff(
        {
            "intents": _compare(dict(_by_id(old.intents)), dict(_by_id(new.intents))),
            "phrasings": _compare(phrasings(old), phrasings(new)),
            "goals": _compare(moments(old, Goal), moments(new, Goal)),
            "events": _compare(moments(old, Event), moments(new, Event)),
            "people": _compare(dict(_by_id(old.people)), dict(_by_id(new.people))),
            "quotes": _compare(dict(_by_id(old.quotes)), dict(_by_id(new.quotes))),
            "teams": _compare(dict(_by_id(old.teams)), dict(_by_id(new.teams))),
            "match facts": Change(changed=int(facts_old != facts_new)),
        }
    )
