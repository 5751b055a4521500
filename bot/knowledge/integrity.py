"""Checks across records: unique ids, references that resolve, a consistent score.

Each problem carries the path of the offending field inside the merged knowledge, so the
loader can point a moderator at the file and line it came from.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from bot.knowledge.models import Knowledge
from bot.knowledge.report import Event, Goal, Lineup, Period, Report

Path = tuple[str | int, ...]
Problem = tuple[Path, str]

_PERIODS: tuple[str, ...] = Period.__args__  # type: ignore[attr-defined]


def integrity_problems(k: Knowledge) -> list[Problem]:
    problems = [*_duplicate_ids(k), *_dangling_references(k)]
    m = k.match
    if m is None:  # a tournament from data alone: no report to check
        return problems
    return [
        *problems,
        *_score_problems(k, m),
        *_result_problems(k, m),
        *_own_goals(k, m),
        *_order(k, m),
        *_lineup_problems(k, m),
        *_substitution_problems(k, m),
    ]


def _declared_ids(k: Knowledge) -> Iterator[tuple[Path, str]]:
    for section in ("teams", "people", "quotes", "paraphrases", "intents"):
        for i, item in enumerate(getattr(k, section)):
            yield (section, i, "id"), item.id
    for i, team in enumerate(k.teams):
        for j, honour in enumerate(team.honours):
            yield ("teams", i, "honours", j, "id"), honour.id
        for j, record in enumerate(team.records):
            yield ("teams", i, "records", j, "id"), record.id
    for i, person in enumerate(k.people):
        for j, record in enumerate(person.records):
            yield ("people", i, "records", j, "id"), record.id
    if k.match is None:
        return
    yield ("match", "id"), k.match.id
    for i, moment in enumerate(k.match.timeline):
        yield ("match", "timeline", i, "id"), moment.id


def _duplicate_ids(k: Knowledge) -> Iterator[Problem]:
    seen: Counter[str] = Counter()
    for path, ident in _declared_ids(k):
        seen[ident] += 1
        if seen[ident] == 2:
            yield path, f"duplicate id '{ident}' (ids must be unique across all files)"


def _references(k: Knowledge) -> Iterator[tuple[Path, str, str | None]]:
    """(path, kind, referenced id) for every field that names another record."""
    for i, p in enumerate(k.people):
        yield ("people", i, "team"), "team", p.team
    for i, q in enumerate(k.quotes):
        yield ("quotes", i, "speaker"), "person", q.speaker
    for i, pp in enumerate(k.paraphrases):
        yield ("paraphrases", i, "speaker"), "person", pp.speaker
    m = k.match
    if m is None:
        return
    for i, t in enumerate(m.teams):
        yield ("match", "teams", i), "team", t
    for t in m.score:
        yield ("match", "score", t), "team", t
    yield ("match", "winner"), "team", m.winner
    yield ("match", "referee"), "person", m.referee
    for i, award in enumerate(m.awards):
        yield ("match", "awards", i, "person"), "person", award.person
    if m.result.shootout:
        at_s: Path = ("match", "result", "shootout")
        for t in m.result.shootout.score:
            yield (*at_s, "score", t), "team", t
        for i, kick in enumerate(m.result.shootout.kicks):
            yield (*at_s, "kicks", i, "team"), "team", kick.team
            yield (*at_s, "kicks", i, "taker"), "person", kick.taker
            yield (*at_s, "kicks", i, "keeper"), "person", kick.keeper
    for i, moment in enumerate(m.timeline):
        at: Path = ("match", "timeline", i)
        yield (*at, "team"), "team", moment.team
        if isinstance(moment, Goal):
            yield (*at, "scorer"), "person", moment.scorer
            yield (*at, "assist"), "person", moment.assist
            for j, b in enumerate(moment.beaten):
                yield (*at, "beaten", j), "person", b
        else:
            for j, ref in enumerate(moment.people):
                yield (*at, "people", j), "person", ref
            for name in ("person", "came_on", "went_off", "against"):
                yield (*at, name), "person", getattr(moment, name)
        if moment.penalty is not None:
            yield (*at, "penalty", "won_by"), "person", moment.penalty.won_by
            yield (*at, "penalty", "conceded_by"), "person", moment.penalty.conceded_by
            yield (*at, "penalty", "taken_by"), "person", moment.penalty.taken_by
    for i, lineup in enumerate(m.lineups):
        at_l: Path = ("match", "lineups", i)
        yield (*at_l, "team"), "team", lineup.team
        for part in ("starting", "bench"):
            for j, ref in enumerate(getattr(lineup, part)):
                yield (*at_l, part, j), "person", ref
        yield (*at_l, "captain"), "person", lineup.captain
        for j, absence in enumerate(lineup.absent):
            yield (*at_l, "absent", j, "person"), "person", absence.person
            yield (*at_l, "absent", j, "replaced_by"), "person", absence.replaced_by
    if m.crowd:
        for i, a in enumerate(m.crowd.attendees):
            yield ("match", "crowd", "attendees", i), "person", a
        yield ("match", "crowd", "supporters_of"), "team", m.crowd.supporters_of
        if m.crowd.anthem:
            yield ("match", "crowd", "anthem", "team"), "team", m.crowd.anthem.team
    if m.next_match:
        for i, t in enumerate(m.next_match.teams):
            yield ("match", "next_match", "teams", i), "team", t
    for j, nxt in enumerate(m.next_matches):
        for i, t in enumerate(nxt.teams):
            yield ("match", "next_matches", j, "teams", i), "team", t


def _dangling_references(k: Knowledge) -> Iterator[Problem]:
    known = {"team": {t.id for t in k.teams}, "person": {p.id for p in k.people}}
    for path, kind, ref in _references(k):
        if ref is not None and ref not in known[kind]:
            yield path, f"names unknown {kind} '{ref}'"


def _score_problems(k: Knowledge, m: Report) -> Iterator[Problem]:
    if set(m.score) != set(m.teams):
        yield ("match", "score"), "must give exactly one score for each of match.teams"
        return
    goals = Counter(g.team for g in k.goals)
    for team, n in m.score.items():
        if goals.get(team, 0) != n:
            yield (
                ("match", "score", team),
                (f"says {n} but the timeline has {goals.get(team, 0)} goal(s) for '{team}'"),
            )
    if m.result.decided_in == "penalties":
        return  # the winner is the shootout's: see _result_problems
    if m.winner is not None:
        best = max(m.score.values())
        if m.score.get(m.winner) != best or list(m.score.values()).count(best) > 1:
            yield ("match", "winner"), f"'{m.winner}' did not score the most goals"
    elif len(set(m.score.values())) > 1:
        yield ("match", "winner"), "is missing although the score is not level"


def _result_problems(k: Knowledge, m: Report) -> Iterator[Problem]:
    """A shootout needs a level score and names its winner; extra-time goals need extra time."""
    result = m.result
    extra = [i for i, mo in enumerate(m.timeline) if mo.period.startswith("extra_time")]
    if extra and result.decided_in == "regulation":
        yield (
            ("match", "timeline", extra[0], "period"),
            "is in extra time but match.result.decided_in is 'regulation'",
        )
    shootout = result.shootout
    if shootout is None:
        return
    at: Path = ("match", "result", "shootout")
    if len(set(m.score.values())) > 1:
        yield ("match", "result", "decided_in"), "penalties, but the score is not level"
    if set(shootout.score) != set(m.teams):
        yield (*at, "score"), "must give exactly one shootout score for each of match.teams"
        return
    scored = Counter(kick.team for kick in shootout.kicks if kick.outcome == "scored")
    for i, kick in enumerate(shootout.kicks):
        if kick.team not in m.teams:
            yield (*at, "kicks", i, "team"), f"'{kick.team}' is not one of match.teams"
    if shootout.kicks:
        for team, n in shootout.score.items():
            if scored.get(team, 0) != n:
                yield (
                    (*at, "score", team),
                    f"says {n} but the kicks have {scored.get(team, 0)} scored for '{team}'",
                )
    best = max(shootout.score.values())
    leaders = [t for t, n in shootout.score.items() if n == best]
    if len(leaders) > 1:
        yield (*at, "score"), "a shootout cannot end level"
    elif m.winner != leaders[0]:
        yield (
            ("match", "winner"),
            f"must be '{leaders[0]}', who won the shootout {best}-{min(shootout.score.values())}",
        )


def _own_goals(k: Knowledge, m: Report) -> Iterator[Problem]:
    """An own goal counts for the team it benefits, i.e. not the scorer's own."""
    people = {p.id: p for p in k.people}
    for i, moment in enumerate(m.timeline):
        if not isinstance(moment, Goal) or moment.method != "own_goal":
            continue
        scorer = people.get(moment.scorer)
        if scorer is not None and scorer.team == moment.team:
            yield (
                ("match", "timeline", i, "team"),
                f"an own goal counts for the other side, not the scorer's team '{moment.team}'",
            )


def _order(k: Knowledge, m: Report) -> Iterator[Problem]:
    """Timeline moments must not go back in time (an unknown minute keeps only the period)."""
    last = (0, 0)
    for i, moment in enumerate(m.timeline):
        yield from _moment_order(i, moment, last)
        last = max(last, _order_key(moment, last))


def _order_key(moment: Goal | Event, last: tuple[int, int]) -> tuple[int, int]:
    period = _PERIODS.index(moment.period)
    if moment.minute is None and not moment.stoppage_time:
        return (period, last[1] if period == last[0] else 0)
    if moment.stoppage_time:
        return (period, 100_000 + (moment.minute or 0) * 100 + (moment.added or 0))
    return (period, moment.minute or 0)


def _moment_order(i: int, moment: Goal | Event, last: tuple[int, int]) -> Iterator[Problem]:
    if _order_key(moment, last) < last:
        yield ("match", "timeline", i), "comes before the moment listed above it"


def _lineup_problems(k: Knowledge, m: Report) -> Iterator[Problem]:
    """A team sheet belongs to a side of this match, once, and holds that side's players."""
    teams = {p.id: p.team for p in k.people}
    seen: set[str] = set()
    for i, lineup in enumerate(m.lineups):
        at: Path = ("match", "lineups", i)
        if lineup.team not in m.teams:
            yield (*at, "team"), f"'{lineup.team}' is not one of match.teams"
        if lineup.team in seen:
            yield (*at, "team"), f"a second line-up for '{lineup.team}'"
        seen.add(lineup.team)
        yield from _sheet_problems(at, lineup)
        named = [
            (part, j, pid)
            for part in ("starting", "bench")
            for j, pid in enumerate(getattr(lineup, part))
        ]
        named += [("absent", j, a.person) for j, a in enumerate(lineup.absent)]
        for part, j, pid in named:
            side = teams.get(pid)
            if side is not None and side != lineup.team:
                where: Path = (*at, part, j, "person") if part == "absent" else (*at, part, j)
                yield where, f"'{pid}' plays for '{side}', not '{lineup.team}'"


def _substitution_problems(k: Knowledge, m: Report) -> Iterator[Problem]:
    """Who came on and went off play for the side making the change; who came on was
    not already on the pitch (in the starting line-up, when one is given)."""
    teams = {p.id: p.team for p in k.people}
    for i, moment in enumerate(m.timeline):
        if not isinstance(moment, Event) or moment.kind != "substitution":
            continue
        at: Path = ("match", "timeline", i)
        for name in ("came_on", "went_off"):
            pid = getattr(moment, name)
            side = teams.get(pid) if pid else None
            if side is not None and moment.team is not None and side != moment.team:
                yield (*at, name), f"'{pid}' plays for '{side}', not '{moment.team}'"
        lineup = m.lineup(moment.team or teams.get(moment.came_on or ""))
        if lineup is not None and moment.came_on in lineup.starting:
            yield (*at, "came_on"), f"'{moment.came_on}' was already in the starting line-up"


def _sheet_problems(at: Path, lineup: Lineup) -> Iterator[Problem]:
    """Nobody twice on one sheet; the captain started; the absent are not on it."""
    on_sheet: set[str] = set()
    for part in ("starting", "bench"):
        for j, pid in enumerate(getattr(lineup, part)):
            if pid in on_sheet:
                yield (*at, part, j), f"'{pid}' is named twice in starting and bench"
            on_sheet.add(pid)
    if lineup.captain is not None and lineup.starting and lineup.captain not in lineup.starting:
        yield (*at, "captain"), f"'{lineup.captain}' is not in the starting line-up"
    for j, absence in enumerate(lineup.absent):
        if absence.person in on_sheet:
            yield (*at, "absent", j, "person"), f"'{absence.person}' is absent but on the sheet"
