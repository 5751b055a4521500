"""One match as the typed checks read it, whether a report tells it or a tournament's data
does: its sides, score, how it was decided, its goals, and which data it holds (every
scorer? how each goal was scored? the cards?), so a negative claim can ask whether the
data that would make it true is there."""

from __future__ import annotations

from dataclasses import dataclass

from bot.knowledge import DecidedIn, Match, Report, ShootoutKick
from bot.knowledge import Goal as ReportGoal


@dataclass(frozen=True)
class GoalRow:
    scorer: str  # a person id, or the name as the data writes it
    team: str
    minute: int | None
    added: int | None
    method: str | None  # None: the data does not say
    period: str
    own_goal: bool
    stoppage: bool = False  # in stoppage time (of a half or of extra time)
    assist: str | None = None  # who set it up (the data never says)


@dataclass(frozen=True)
class MatchRecord:
    teams: tuple[str, str]
    score: tuple[int, int]  # goals of play, in `teams` order
    decided: DecidedIn
    shootout: tuple[int, int] | None
    winner: str | None
    goals: tuple[GoalRow, ...]
    scorers_known: bool  # every goal's scorer is listed
    methods_known: bool  # how every goal was scored is listed
    cards: tuple[tuple[str | None, str], ...] | None  # (team, card) per card; None: no data
    kicks_taken: tuple[int, int] | None = None  # shootout kicks per side; None: not listed

    @property
    def tallies(self) -> frozenset[tuple[int, int]]:
        """The scores the match went through, in `teams` order (from the goals, when
        they make the score; else only 0-0 and the final score)."""
        now = [0, 0]
        out = {(0, 0), self.score}
        if sum(self.score) == len(self.goals):
            for g in self.goals:
                now[self.teams.index(g.team)] += 1
                out.add((now[0], now[1]))
        return frozenset(out)

    def in_order(self, teams: tuple[str, str], pair: tuple[int, int]) -> tuple[int, int]:
        """`pair` (in `teams` order) in this record's order."""
        return pair if teams == self.teams else (pair[1], pair[0])


def of_report(
    m: Report, goals: list[ReportGoal], cards: list[tuple[str | None, str]]
) -> MatchRecord:
    a, b = m.teams
    so = m.result.shootout
    rows = tuple(
        GoalRow(
            g.scorer,
            g.team,
            g.minute,
            g.added,
            g.method,
            g.period,
            g.method == "own_goal",
            g.stoppage_time,
            g.assist,
        )
        for g in goals
    )
    return MatchRecord(
        (a, b),
        (m.score[a], m.score[b]),
        DecidedIn(m.result.decided_in),
        (so.score.get(a, 0), so.score.get(b, 0)) if so is not None else None,
        m.winner,
        rows,
        scorers_known=sum(m.score.values()) == len(goals),
        methods_known=sum(m.score.values()) == len(goals),
        cards=tuple(cards) if cards else None,
        kicks_taken=_taken(so.kicks, (a, b)) if so is not None and so.kicks else None,
    )


def _taken(kicks: list[ShootoutKick], teams: tuple[str, str]) -> tuple[int, int]:
    """Each side's shootout kicks, in `teams` order."""
    return (sum(k.team == teams[0] for k in kicks), sum(k.team == teams[1] for k in kicks))


def of_data(m: Match) -> MatchRecord | None:
    if m.score is None:
        return None
    a, b = m.teams
    rows = tuple(
        GoalRow(
            g.player or g.name,
            g.team,
            g.minute,
            g.added,
            None,
            g.period,
            g.own_goal,
            g.added is not None,
        )
        for g in m.goals
    )
    final = m.score.final
    return MatchRecord(
        (a, b),
        (final[0], final[1]),
        DecidedIn(m.score.decided_in),
        (m.score.penalties[0], m.score.penalties[1]) if m.score.penalties else None,
        m.winner,
        rows,
        scorers_known=m.goals_listed,
        methods_known=False,
        cards=None,
    )
