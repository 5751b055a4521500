"""What a followed match has to say at a moment: the events its data and the clock make
due (a reminder, the kick-off, each goal, half-time, full time, a postponement).

Pure: the live posts service compares these with what the store says each channel was
sent, so the same data seen twice, or by two processes, or after a restart, adds nothing.
A goal is keyed by its team and its count for that team ("the second goal of the first
team"), not by its scorer or minute: a source that fixes a name adds no post, and a goal
the source takes back leaves a key no longer due (a correction).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

from bot.knowledge import ENDED, STARTED, Event, Knowledge, Match, Tournament, TournamentGoal
from bot.service.kickoff import kickoff_at

Kind = Literal["reminder", "kickoff", "goal", "red_card", "half_time", "full_time", "postponed"]
# A match is live news from its reminder until this long after kick-off (a backlog older
# than that is history, not news); a match a source says is in play stays live.
HORIZON = dt.timedelta(hours=4)
# Without a status from the source, a scored match is over this long after kick-off (90
# minutes, half-time, stoppage time) or as soon as it has extra time or a shootout.
FULL_TIME_AFTER = dt.timedelta(minutes=120)


@dataclass(frozen=True)
class LiveEvent:
    key: str  # what the store records: unique per match and event
    kind: Kind
    match_id: str
    order: tuple[int, int, int] = (0, 0, 0)  # (phase, minute, added): posting order
    side: int | None = None  # a goal's team: 0 the first listed, 1 the second
    goal: TournamentGoal | None = None  # a goal's detail, where the data names it
    score: tuple[int, int] | None = None  # the score after this goal, where known
    who: str | None = None  # a red card's player, as the report names them
    clock: str | None = None  # a red card's minute as fans write it (67, 90+2)


def is_live_news(kickoff: dt.datetime, m: Match, now: dt.datetime, remind: int) -> bool:
    """Whether the match is worth posting about now (from its reminder to HORIZON after)."""
    if m.status in ("in_play", "paused"):
        return True
    return kickoff - dt.timedelta(minutes=remind) <= now <= kickoff + HORIZON


def due_events(t: Tournament, m: Match, now: dt.datetime, remind: int = 15) -> list[LiveEvent]:
    """Every event of `m` due at `now`, in match order; none outside its live window."""
    kickoff = kickoff_at(m, t)  # from the date, time and timezone (the games' reading too)
    if not is_live_news(kickoff, m, now, remind):
        return []
    if m.status == "postponed":
        return [LiveEvent(f"pp:{m.id}", "postponed", m.id)]
    started = now >= kickoff or m.status in STARTED or bool(m.score)
    if not started:
        return [LiveEvent(f"rem:{m.id}", "reminder", m.id)] if remind > 0 else []
    events = [LiveEvent(f"ko:{m.id}", "kickoff", m.id, (0, 0, 0))]
    events += goal_events(m)
    if m.status == "paused" or (m.score is not None and m.score.half_time is not None):
        events.append(LiveEvent(f"ht:{m.id}", "half_time", m.id, (1, 999, 0)))
    if _finished(m, now, kickoff):
        events.append(LiveEvent(f"ft:{m.id}", "full_time", m.id, (9, 0, 0)))
    return sorted(events, key=lambda e: e.order)


def _finished(m: Match, now: dt.datetime, kickoff: dt.datetime) -> bool:
    if m.status is not None:
        return m.status in ENDED  # an awarded result gets its full time too
    if m.score is None:
        return False
    decided = m.score.extra_time is not None or m.score.penalties is not None
    return decided or now >= kickoff + FULL_TIME_AFTER


def goal_events(m: Match) -> list[LiveEvent]:
    """One event per goal of play, keyed by team and count: 'goal:<match>:<side>:<n>'."""
    if m.score is None:
        return []
    final = m.score.final
    listed = m.goals if m.goals_listed and len(m.goals) == sum(final) else []
    running = [0, 0]
    events: list[LiveEvent] = []
    for g in listed:
        side = m.teams.index(g.team)
        running[side] += 1
        key = f"goal:{m.id}:{side}:{running[side]}"
        score = (running[0], running[1])
        phase, minute, added = g.order  # the first half is phase 1, then half-time
        events.append(LiveEvent(key, "goal", m.id, (phase + 1, minute, added), side, g, score))
    if not listed:  # the score alone: each goal counted, its scorer unknown
        for side in (0, 1):
            for n in range(1, final[side] + 1):
                key = f"goal:{m.id}:{side}:{n}"
                events.append(LiveEvent(key, "goal", m.id, (5, n, side), side))
    return events


# A report's periods in match order (its shootout after them all).
_PHASES = ("first_half", "second_half", "extra_time_first", "extra_time_second", "penalties")


def red_card_events(k: Knowledge, m: Match) -> list[LiveEvent]:
    """The red cards (a straight red or a second yellow) of `m`, where the knowledge has a
    report of that match: the data feeds carry no cards. Keyed by match and player, so a
    report uploaded again adds nothing and a card taken back is a key no longer due."""
    if k.match is None or k.report_of != m.id:
        return []
    out = []
    for ev in k.match.timeline:
        if not isinstance(ev, Event) or ev.card not in ("red", "second_yellow"):
            continue
        if ev.person is None:
            continue
        minute = ev.minute or 0
        clock = f"{minute}+{ev.added}" if ev.added else (str(minute) if ev.minute else None)
        phase = _PHASES.index(ev.period) + 1 if ev.period in _PHASES else 5
        order = (phase, minute, ev.added or 0)
        who = k.person(ev.person).name
        out.append(
            LiveEvent(f"red:{m.id}:{ev.person}", "red_card", m.id, order, who=who, clock=clock)
        )
    return out


def goal_prefix(match_id: str) -> str:
    return f"goal:{match_id}:"
