"""The typed check: each claim a view produced, looked up in the knowledge.

A match claim is looked up in the match it names (`match`: a tournament match's id;
None, the report's own match): the report where it tells that match, else the tournament's
data. A negative holds only where the knowledge has the data that makes it true (`Rests`):
a season without scorers never backs "X did not score", a match without card data never
"nobody was sent off", the data (which never says how a goal was scored) never "none of
X's goals was a header". Every lookup is a few comparisons on records built once per
knowledge load.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cached_property
from typing import Any

from bot.engine.claims.kinds import Rule, Withheld
from bot.engine.claims.record import MatchRecord, of_data, of_report
from bot.engine.claims.typed import (
    REDS,
    YELLOWS,
    AwardWon,
    Claim,
    Count,
    Counted,
    DidNotScore,
    Duration,
    Goal,
    NoCards,
    NoGoals,
    NoneOfMethod,
    NoShootout,
    Progress,
    Rests,
    Result,
    Said,
    TablePlace,
    Tally,
)
from bot.engine.facts.tournament import TournamentFacts
from bot.knowledge import Card, DecidedIn, Knowledge, Match


class TypedCheck:
    """The typed checks over one knowledge (build once per knowledge load)."""

    def __init__(
        self, k: Knowledge, *, report_less: bool = False, tables: TournamentFacts | None = None
    ) -> None:
        self.k = k
        self._given_tables = tables  # the engine's facts of k's tournament, shared
        self.report_less = report_less
        self.report_match = k.report_of or (k.match.tournament_match if k.match else None)
        # the claims about one match, checked against its record
        self._of_match: dict[type, Callable[[Any, MatchRecord | None], str | None]] = {
            Result: self._result,
            Tally: self._tally,
            Goal: self._goal,
            NoGoals: self._no_goals,
            DidNotScore: self._did_not_score,
            NoneOfMethod: self._none_of_method,
            NoCards: self._no_cards,
            NoShootout: self._no_shootout,
            Count: self._count,
        }
        self._checks: dict[type, Callable[[Any], str | None]] = {
            Duration: self._duration,
            TablePlace: self._table_place,
            AwardWon: self._award,
            Progress: self._progress,
        }

    def warm(self) -> None:
        """Build the records now, with the engine, so no fan's answer waits for them."""
        _ = (self._report, self._data, self._tables, self._matches)

    def flags(self, said: Iterable[Said]) -> list[tuple[Said, Withheld]]:
        """Each claim that the knowledge contradicts or cannot back, with why."""
        out: list[tuple[Said, Withheld]] = []
        for s in said:
            why = self.why_not(s.claim)
            if why is not None:
                out.append((s, Withheld(Rule.of(s.claim), f"{why}: {s.text!r}")))
        return out

    def why_not(self, claim: Claim) -> str | None:
        """None when the claim holds; else what is wrong with it."""
        check = self._of_match.get(type(claim))
        if check is None:
            return self._checks[type(claim)](claim)
        match = getattr(claim, "match", None)
        why = check(claim, self.record(match))
        if why is None or match is None or self._report is None:
            return why
        # the report's match named by its id: the tournament's data on it backs it too
        # (a list of the data's matches names its scorers by the data's ids)
        data = self._data.get(match)
        return why if data is None or check(claim, data) is not None else None

    # --- the matches -----------------------------------------------------------------

    @cached_property
    def _report(self) -> MatchRecord | None:
        k = self.k
        if k.match is None or self.report_less:
            return None
        cards: list[tuple[str | None, str]] = [
            (e.team, e.card or Card.YELLOW) for e in k.events if e.kind == "card"
        ]
        return of_report(k.match, k.goals, cards)

    @cached_property
    def _data(self) -> dict[str, MatchRecord]:
        t = self.k.tournament
        records = ((m.id, of_data(m)) for m in (t.matches if t else []))
        return {i: r for i, r in records if r is not None}

    def record(self, match: str | None) -> MatchRecord | None:
        """The match a claim is about: the report's (None, or its own id), else the data's."""
        if self._report is not None and match in (None, self.report_match):
            return self._report
        key = match if match is not None else self.report_match
        return self._data.get(key) if key is not None else None

    # --- results ---------------------------------------------------------------------

    def _result(self, c: Result, r: MatchRecord | None) -> str | None:
        if r is None or set(c.teams) != set(r.teams):
            return "no such match"
        if r.in_order(c.teams, c.score) != r.score:
            return "not the score"
        if c.decided != r.decided or c.winner != r.winner:
            return "not how it was decided"
        if c.decided == DecidedIn.PENALTIES:
            if c.shootout is None or r.in_order(c.teams, c.shootout) != r.shootout:
                return "not the shootout"
        elif c.winner is not None and c.score[0] == c.score[1]:
            return "a level score won without a shootout"
        return None

    def _tally(self, c: Tally, r: MatchRecord | None) -> str | None:
        if r is None or set(c.teams) != set(r.teams):
            return "no such match"
        return None if r.in_order(c.teams, c.score) in r.tallies else "a score it never had"

    def _goal(self, c: Goal, r: MatchRecord | None) -> str | None:
        if r is None:
            return "no such match"
        mine = [g for g in r.goals if g.team == c.team]
        if c.number is not None:
            if not 0 < c.number <= len(mine):
                return f"no goal number {c.number}"
            mine = [mine[c.number - 1]]
        found = [
            g
            for g in mine
            if g.scorer == c.scorer
            and (c.minute is None or g.minute == c.minute)
            and (c.added is None or g.added == c.added)
            and (c.method is None or g.method in (None, c.method))
            and (g.stoppage or not c.stoppage)
            and (c.assist is None or g.assist == c.assist)
        ]
        return None if found else "no such goal"

    # --- negatives -------------------------------------------------------------------

    def _no_goals(self, c: NoGoals, r: MatchRecord | None) -> str | None:
        if r is None or c.team not in r.teams:
            return "no such match"
        if not c.periods:
            return None if r.score[r.teams.index(c.team)] == 0 else "they scored"
        if not r.scorers_known:
            return f"rests on {Rests.SCORERS}, which the data lacks"
        goals = [g for g in r.goals if g.team == c.team and g.period in c.periods]
        return "they scored" if goals else None

    def _did_not_score(self, c: DidNotScore, r: MatchRecord | None) -> str | None:
        if r is None:
            return "no such match"
        if not r.scorers_known:
            return f"rests on {c.rests}, which the data lacks"
        goals = [g for g in r.goals if g.scorer == c.person and not g.own_goal]
        if c.periods:
            goals = [g for g in goals if g.period in c.periods]
        return "they scored" if goals else None

    def _none_of_method(self, c: NoneOfMethod, r: MatchRecord | None) -> str | None:
        if r is None:
            return "no such match"
        if not r.methods_known:
            return f"rests on {c.rests}, which the data lacks"
        goals = [g for g in r.goals if c.who is None or c.who in (g.scorer, g.team)]
        return "one of them was" if any(g.method == c.method for g in goals) else None

    def _no_cards(self, c: NoCards, r: MatchRecord | None) -> str | None:
        if r is None:
            return "no such match"
        if r.cards is None:
            return f"rests on {c.rests}, which the data lacks"
        shown = [card for team, card in r.cards if c.team is None or team == c.team]
        if c.red:
            shown = [card for card in shown if card in REDS]
        return "a card was shown" if shown else None

    def _no_shootout(self, c: NoShootout, r: MatchRecord | None) -> str | None:
        if r is None:
            return "no such match"
        return "there was one" if r.decided == DecidedIn.PENALTIES else None

    # --- counts ----------------------------------------------------------------------

    def _count(self, c: Count, r: MatchRecord | None) -> str | None:
        if r is None:
            return "no such match"
        n = self._counted(r, c)
        if n is None:
            return f"the data does not count {c.counted}"
        return None if n == c.n else f"the knowledge counts {n}"

    def _counted(self, r: MatchRecord, c: Count) -> int | None:
        who = c.who
        if c.counted == Counted.GOALS:
            if who is None:
                return sum(r.score)
            if who in r.teams:
                return r.score[r.teams.index(who)]
            if not r.scorers_known:
                return None
            return sum(1 for g in r.goals if g.scorer == who and not g.own_goal)
        if c.counted == Counted.SHOOTOUT_SCORED:
            if r.shootout is None:
                return 0
            return sum(r.shootout) if who is None else r.shootout[r.teams.index(who)]
        if c.counted == Counted.SHOOTOUT_TAKEN:
            if r.kicks_taken is None:
                return None
            taken = r.kicks_taken
            return sum(taken) if who is None else taken[r.teams.index(who)]
        if r.cards is None:
            return None
        cards = [card for team, card in r.cards if who is None or team == who]
        shown = {Counted.RED_CARDS: REDS, Counted.YELLOW_CARDS: YELLOWS}.get(c.counted)
        return len([card for card in cards if shown is None or card in shown])

    def _duration(self, c: Duration) -> str | None:
        lasted = sum(c.end) - sum(c.start)
        return None if lasted == c.minutes else f"that is {lasted} minutes"

    # --- tables, awards, progress ----------------------------------------------------

    @cached_property
    def _tables(self) -> TournamentFacts | None:
        t = self.k.tournament
        if t is None or self._given_tables is not None:
            return self._given_tables
        return TournamentFacts(t)

    @cached_property
    def _matches(self) -> dict[str, Match]:
        t = self.k.tournament
        return {m.id: m for m in t.matches} if t is not None else {}

    def _table_place(self, c: TablePlace) -> str | None:
        if self._tables is None:
            return "no table"
        rows = [row.team for row in self._tables.table(c.group)]
        if c.team not in rows:
            return "not in that table"
        place = rows.index(c.team) + 1
        return None if place == c.place else f"placed {place}"

    def _award(self, c: AwardWon) -> str | None:
        m = self.k.match
        awards = m.awards if m is not None else []
        won = any(a.name.casefold() == c.award.casefold() and a.person == c.person for a in awards)
        return None if won else "not that award's winner"

    def _progress(self, c: Progress) -> str | None:
        """Beaten by `beaten_by` at `match`: the winner of that tie (one match, or two
        legs by their aggregate, a shootout deciding a level one), and the team played no
        knockout tie after it (a third-place match aside)."""
        tf = self._tables
        m = self._matches.get(c.match)
        if tf is None or m is None or c.team not in m.teams or m.score is None:
            return "no such match of the team"
        legs = tf.tie_legs(m)
        won_by = tf.tie_winner(legs) if len(legs) == 2 else m.winner
        if won_by != (c.beaten_by or c.team):
            return "not who won it"
        later = [
            x
            for x in tf.matches_of(c.team)
            if x.score is not None and x.date > m.date and x not in legs
        ]
        on = [x for x in later if x.stage not in (m.stage, "third_place")]
        return "it played on" if c.beaten_by and on else None
