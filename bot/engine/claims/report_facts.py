"""What a report says, in the shapes the claim rules look things up in (built lazily,
once per knowledge load: the names shown for teams and people, every tally the match went
through, the scores and numbers its texts name, its changes and cards)."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from bot.engine.claims.patterns import THOUSANDS, kind_group, pair, scores, thousands_key
from bot.engine.claims.typed import REDS, YELLOWS
from bot.engine.facts.wording import award_name
from bot.engine.understanding.lang import codes
from bot.knowledge import Card, Goal, Knowledge, Report


class ReportFacts:
    def __init__(self, k: Knowledge) -> None:
        if k.match is None:
            raise ValueError("a report check needs a match")
        self.k = k
        self.m: Report = k.match
        self.goals = k.goals  # the properties build their lists each time they are read
        self.events = k.events

    @cached_property
    def team_names(self) -> dict[str, str]:
        """Every shown name of a team (English and translated) -> team id."""
        out: dict[str, str] = {}
        for t in self.k.teams:
            out[t.name] = t.id
            for fields in t.translations.values():
                name = fields.get("name")
                if isinstance(name, str):
                    out[name] = t.id
        return out

    @cached_property
    def person_names(self) -> dict[str, str]:
        return {p.name: p.id for p in self.k.people}

    @cached_property
    def team_group(self) -> tuple[str, ...]:
        """The teams' names to build patterns with (`patterns.group`)."""
        return kind_group(self.team_names)

    @cached_property
    def person_group(self) -> tuple[str, ...]:
        """The people's names to build patterns with (`patterns.group`)."""
        return kind_group(self.person_names)

    @cached_property
    def file_texts(self) -> list[str]:
        """The free texts of the file (any language): what answers may quote."""
        texts: list[str] = [self.m.summary, *self.m.storylines]
        records: list[Any] = [*self.k.teams, *self.k.people, self.m, *self.m.timeline]
        records += [*self.k.quotes, *self.k.paraphrases]
        for r in records:
            for name in ("description", "text", "summary", "reason", "title", "about"):
                value = getattr(r, name, None)
                if isinstance(value, str):
                    texts.append(value)
            for fields in r.translations.values():
                texts += [v for v in fields.values() if isinstance(v, str)]
                texts += [x for v in fields.values() if isinstance(v, list) for x in v]
        for p in self.k.people:
            texts += [rec.text for rec in p.records]
        for t in self.k.teams:
            texts += [rec.text for rec in t.records] + [h.label for h in t.honours]
        for n in self.m.upcoming:
            texts += [n.description or ""]
        return [t for t in texts if t]

    @cached_property
    def all_texts(self) -> str:
        """The free texts in one string (a quote is found by one substring search)."""
        return "\x00".join(self.file_texts)

    @cached_property
    def tallies(self) -> list[tuple[int, ...]]:
        """The score (in match.teams order) before the first goal and after each."""
        teams = self.m.teams
        now = dict.fromkeys(teams, 0)
        out = [tuple(now.values())]
        for g in self.goals:
            now[g.team] += 1
            out.append(tuple(now[t] for t in teams))
        return out

    @cached_property
    def allowed_scores(self) -> set[tuple[int, int]]:
        """Every scoreline the match, its shootout or the matches after it went through,
        as (high, low); and those the file's own texts name."""
        pairs = {pair(t) for t in self.tallies}
        pairs.add(pair(tuple(self.m.score.values())))
        so = self.m.result.shootout
        if so is not None:
            pairs.add(pair(tuple(so.score.values())))
            run = dict.fromkeys(so.score, 0)
            for kick in so.kicks:
                if kick.outcome == "scored":
                    run[kick.team] += 1
                    pairs.add(pair(tuple(run.values())))
        for n in self.m.upcoming:
            if n.score:
                pairs.add(pair(tuple(n.score.values())))
        for text in self.file_texts:
            pairs |= {(max(a, b), min(a, b)) for a, b in scores(text)}
        return pairs

    @cached_property
    def known_numbers(self) -> set[str]:
        """Numbers of thousands the file gives (the attendance, its texts')."""
        known = {f"{self.m.attendance:,}"} if self.m.attendance is not None else set()
        return known | {thousands_key(x) for t in self.file_texts for x in THOUSANDS.findall(t)}

    def goals_of(self, person_id: str) -> list[Goal]:
        return [g for g in self.goals if g.scorer == person_id and g.method != "own_goal"]

    def involved(self, minute: int, added: int | None) -> set[str]:
        """Everyone a moment at that minute (and added time, when given) involves."""
        return self._involved.get((minute, added), set()) | (
            set() if added is not None else self._involved_any.get(minute, set())
        )

    @cached_property
    def _involved(self) -> dict[tuple[int, int | None], set[str]]:
        out: dict[tuple[int, int | None], set[str]] = {}
        for mo in self.m.timeline:
            if mo.minute is None:
                continue
            if isinstance(mo, Goal):
                ids = {mo.scorer, *(x for x in (mo.assist,) if x), *mo.beaten}
            else:
                extra = (mo.person, mo.came_on, mo.went_off, mo.against)
                ids = {*mo.people, *(x for x in extra if x)}
            if mo.penalty is not None:
                ids |= {x for x in (mo.penalty.won_by, mo.penalty.conceded_by) if x}
            out.setdefault((mo.minute, mo.added), set()).update(ids)
        return out

    @cached_property
    def _involved_any(self) -> dict[int, set[str]]:
        """Per minute, whatever its added time."""
        out: dict[int, set[str]] = {}
        for (minute, _), ids in self._involved.items():
            out.setdefault(minute, set()).update(ids)
        return out

    @cached_property
    def changes(self) -> set[tuple[str, str]]:
        """(on, off) of every change: `came_on` / `went_off`, or of a change's two
        `people` the one with the role substitute came on."""
        out: set[tuple[str, str]] = set()
        roles = {p.id: p.roles for p in self.k.people}
        for e in self.events:
            if e.kind != "substitution":
                continue
            on, off = e.came_on, e.went_off
            if on is None and off is None and len(e.people) == 2:
                subs = [p for p in e.people if "substitute" in roles.get(p, [])]
                if len(subs) == 1:
                    on = subs[0]
                    off = next(p for p in e.people if p != on)
            if on and off:
                out.add((on, off))
        return out

    @cached_property
    def award_names(self) -> dict[str, str]:
        """Every shown name of an award (English and translated) -> its English name."""
        out: dict[str, str] = {}
        for a in self.m.awards:
            out[a.name] = a.name
            out[a.name[:1].upper() + a.name[1:]] = a.name
            for name in {award_name(lang, a) for lang in codes()}:  # its own or the bundle's
                out[name] = a.name
                out[name[:1].upper() + name[1:]] = a.name
        return out

    @cached_property
    def award_group(self) -> tuple[str, ...]:
        """The awards' names to build patterns with (`patterns.group`)."""
        return kind_group(self.award_names)

    @cached_property
    def winners(self) -> set[tuple[str, str]]:
        """(award's English name, person id) of every award the report gives."""
        return {(a.name, a.person) for a in self.m.awards}

    def card_counts(self, kind: str) -> set[int]:
        """How many cards of `kind` (yellow: a second yellow too; red: sent off; any) the
        match had, and each side had."""
        every = frozenset(Card)
        shown = YELLOWS if kind == Card.YELLOW else REDS if kind == Card.RED else every
        cards = [e for e in self.events if e.kind == "card" and (e.card or Card.YELLOW) in shown]
        return {len(cards)} | {sum(1 for e in cards if e.team == t) for t in self.m.teams}

    @cached_property
    def cards(self) -> list[str]:
        return [e.id for e in self.events if e.kind == "card"]

    @cached_property
    def reds(self) -> list[str]:
        return [e.id for e in self.events if e.kind == "card" and e.card in REDS]
