"""What changed between two knowledge versions: counted per kind of record (the report's
and the tournament's), with notes a moderator or the feed's audit reads: a team renamed,
a score changed, the report's match or the current match moved."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import BaseModel

from bot.knowledge.links import fold
from bot.knowledge.match import Match, MatchScore
from bot.knowledge.models import Knowledge
from bot.knowledge.report import Event, Goal
from bot.knowledge.tournament import Tournament, TournamentTeam

NOTED_SCORES = 3  # score changes named in the notes; more are counted


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
    notes: tuple[str, ...] = ()  # what moved, in words

    def __bool__(self) -> bool:
        return any(self.parts.values()) or bool(self.notes)

    def summary(self) -> str:
        changed = [f"{name} {change}" for name, change in self.parts.items() if change]
        if not changed and not self.notes:
            return "no changes"
        return "; ".join(filter(None, (", ".join(changed), *self.notes)))


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
            **_tournament_parts(old.tournament, new.tournament),
            "current match": Change(changed=int(old.current != new.current)),
        },
        _notes(old, new),
    )


def _tournament_parts(old: Tournament | None, new: Tournament | None) -> dict[str, Change]:
    def of(t: Tournament | None, section: str) -> dict[str, object]:
        if t is None:
            return {}
        if section == "matches":  # the data alone: a change to a report is counted above
            return {m.id: m.model_dump() for m in t.matches}
        return dict(_by_id(getattr(t, section)))

    return {
        f"tournament {section}": _compare(of(old, section), of(new, section))
        for section in ("teams", "matches", "players")
    }


def _notes(old: Knowledge, new: Knowledge) -> tuple[str, ...]:
    notes = [*_renamed(old.tournament, new.tournament), *_scores(old.tournament, new.tournament)]
    if old.report_of != new.report_of and (old.tournament or new.tournament):
        after = new.report_of or "none: the report no longer links to the data"
        notes.append(f"the report's match: {old.report_of or 'none'} -> {after}")
    if old.current != new.current and (old.tournament or new.tournament):
        notes.append(
            f"current match: {old.current or 'the report'} -> {new.current or 'the report'}"
        )
    return tuple(notes)


def _renamed(old: Tournament | None, new: Tournament | None) -> list[str]:
    """Teams gone from the data paired with those come into it by code or by name."""
    if old is None or new is None:
        return []
    before = {t.id: t for t in old.teams}
    after = {t.id: t for t in new.teams}
    gone = [before[i] for i in before.keys() - after.keys()]
    came = [after[i] for i in after.keys() - before.keys()]
    notes = []
    for team in sorted(gone, key=lambda t: t.id):
        same = [t for t in came if _same_team(team, t)]
        if len(same) == 1:
            notes.append(f"team renamed: {team.name} ({team.id}) -> {same[0].name} ({same[0].id})")
        else:
            notes.append(f"team gone: {team.name} ({team.id})")
    return notes


def _same_team(old: TournamentTeam, new: TournamentTeam) -> bool:
    if old.code is not None and old.code == new.code:
        return True
    return bool(fold(old.name)) and fold(old.name) in fold(new.name)


def _scores(old: Tournament | None, new: Tournament | None) -> list[str]:
    """'2026-07-19-a-b: 1-1 -> 2-0' for matches whose score changed."""
    if old is None or new is None:
        return []
    before = {m.id: m for m in old.matches}
    changed = [
        (m, before[m.id]) for m in new.matches if m.id in before and m.score != before[m.id].score
    ]
    notes = [f"{m.id}: {_score(was)} -> {_score(m)}" for m, was in changed[:NOTED_SCORES]]
    if len(changed) > NOTED_SCORES:
        notes.append(f"{len(changed) - NOTED_SCORES} more score(s) changed")
    return notes


def _score(m: Match) -> str:
    score: MatchScore | None = m.score
    if score is None:
        return "not played"
    text = "-".join(map(str, score.final))
    if score.penalties is not None:
        text += f" ({'-'.join(map(str, score.penalties))} pens)"
    return text
