"""A knowledge with a tournament but no match report, seen by the one-match machinery.

The engine's reading of a question (titles, stages, the year, the scope of its declines)
was built around one reported match. A tournament imported on its own has none, so the
engine stands its current match in: that `Match` told by its data alone, as a `Report`
(the teams, score, date and place; no goals, people or texts), validated as any match
carrying a report is (`Match.with_report`). It is never shown as a report: every question
about a match is answered from the data by the desk (`answering/desk.py`), and the
knowledge itself is untouched (the stand-in lives only in the engine; the tournament's
match carries no report).
"""

from __future__ import annotations

from typing import Literal

from bot.knowledge import (
    Competition,
    Knowledge,
    Match,
    MatchDay,
    Report,
    Result,
    Shootout,
    Tournament,
    Venue,
)

Weekday = Literal["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS: tuple[Weekday, ...] = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)


def with_stand_in(k: Knowledge) -> Knowledge:
    """`k` itself when it has a report (or no tournament); else `k` with its current
    tournament match (the last played one by default) standing in as `match`."""
    t = k.tournament
    if k.match is not None or t is None:
        return k
    m = _current(t, k.current)
    place = next((v for v in t.venues if v.id == m.venue), None)
    stadium = (place.name if place is not None else None) or m.ground or t.name
    city = place.city if place is not None else (m.ground or t.name)
    score = m.score.final if m.score is not None else [0, 0]
    pens = m.score.penalties if m.score is not None else None
    shootout = Shootout(score=dict(zip(m.teams, pens, strict=True))) if pens else None
    decided = m.score.decided_in if m.score is not None else "regulation"
    told = m.with_report(
        Report(
            id=m.id,
            tournament_match=m.id,
            competition=Competition(name=t.name, stage=m.round),
            venue=Venue(stadium=stadium, city=city),
            day=MatchDay(weekday=WEEKDAYS[m.date.weekday()], date=m.date),
            teams=list(m.teams),
            score=dict(zip(m.teams, score, strict=True)),
            result=Result(decided_in=decided, shootout=shootout),
            winner=m.winner,
            summary=t.name,
            timeline=[],
        )
    )
    return k.model_copy(update={"match": told.report, "current": m.id})


def _current(t: Tournament, current: str | None) -> Match:
    by_id = {m.id: m for m in t.matches}
    if current in by_id:
        return by_id[current]
    played = [m for m in t.matches if m.score is not None] or list(t.matches)
    return max(played, key=lambda m: m.kickoff)


def report(k: Knowledge) -> Report:
    """The match the engine reads as this knowledge's match: its report, or the stand-in
    (every engine's knowledge has one; see `with_stand_in`)."""
    if k.match is None:
        raise ValueError("a knowledge without a match reached the engine without a stand-in")
    return k.match
