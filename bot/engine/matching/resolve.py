"""Which tournament match a question is about, from what it names: teams, a stage, a
group, a date, or a team's first or last match.

A question that names no match means the current one. One that names the current
match's teams (or its stage) and nothing else means it too: "who scored for Argentina?"
during Argentina's semi-final. Several candidates are never narrowed by a guess: the
caller asks "which match?" (or, for a stage or group alone, lists them all).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.engine.facts import topics as topic
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.moment import Moment
from bot.engine.understanding.slots import Relative, Slots
from bot.knowledge import Match


class Found(StrEnum):
    """How many matches a question names."""

    NONE = "none"  # it names no match (the current one is meant)
    ONE = "one"
    MANY = "many"
    MISSING = "missing"  # what it names never happened


@dataclass(frozen=True)
class Resolved:
    kind: Found
    matches: tuple[Match, ...] = ()
    by_round_only: bool = False  # named by a stage, group or day alone: a list, not a choice


def resolve(
    tf: TournamentFacts, s: Slots, also_team: str | None = None, latest_only: bool = False
) -> Resolved:
    """The match(es) `s` names; `also_team`: the team of a player the question names;
    `latest_only`: the current match is only the latest played, which a league question
    naming one of its clubs does not mean ("how many goals did psg score": not that game)."""
    teams = [t for t in s.teams if t in tf.teams]
    if also_team and also_team not in teams:
        teams.append(also_team)
    if not (teams or s.names_match or s.groups):
        return Resolved(Found.NONE)
    if Relative.REACHED in s.relative:  # "to reach the final": the round before it
        s, before = _goal_reached(tf, s, teams)
        if before is not None:
            return before
    own = s.default_match if s.default_match in tf.by_id else tf.current
    current = tf.by_id.get(own) if own else None
    every = Relative.ALL in s.relative  # "the semis", "they met twice": all of them, listed
    if every:
        s = replace(s, relative=[r for r in s.relative if r != Relative.ALL])
    if Relative.OTHER in s.relative and current is not None:  # "the other semi-final"
        found = [m for m in tf.matches if m.id != current.id and m.stage in s.stages]
        return (
            Resolved(Found.ONE, (found[0],))
            if len(found) == 1
            else Resolved(Found.MANY if found else Found.MISSING, tuple(found), by_round_only=True)
        )
    fair = not (latest_only and tf.is_league)
    if not every and current is not None and fair and _only_current(current, s, teams):
        return Resolved(Found.ONE, (current,))
    if not teams and Relative.LAST in s.relative and not s.matchdays and tf.is_league:
        # "final day results": every match of a league's last round (so far played)
        return _last_round(tf, s.moment)
    found = _nth(_named(tf, s, teams), s.relative, s.moment.today if s.moment else None)
    if not found:
        return Resolved(Found.MISSING)
    if len(found) == 1:
        return Resolved(Found.ONE, (found[0],))
    return Resolved(Found.MANY, tuple(found), by_round_only=not teams or every)


def _goal_reached(tf: TournamentFacts, s: Slots, teams: list[str]) -> tuple[Slots, Resolved | None]:
    """A stage named as a goal reached: a team's round before it; with no team, the
    stage as named (the slots without the goal, and nothing resolved yet)."""
    s = replace(s, relative=[r for r in s.relative if r != Relative.REACHED])
    if teams and s.stages:
        return s, _round_before(tf, teams[0], s.stages[0])
    if not (teams or s.names_match or s.groups):
        return s, Resolved(Found.NONE)
    return s, None


def _round_before(tf: TournamentFacts, team: str, stage: str) -> Resolved:
    """The team's matches of the round it played before its first match of `stage`, the
    rounds in the order the data has them played: one match, a two-legged tie's legs, a
    group's or a league phase's games. MISSING: it never played `stage` (or nothing
    before it)."""
    games = tf.matches_of(team)
    at = next((k for k, m in enumerate(games) if m.stage == stage), 0)
    if not at:
        return Resolved(Found.MISSING)
    before = games[at - 1].stage
    found = tuple(m for m in games[:at] if m.stage == before)
    return Resolved(Found.ONE if len(found) == 1 else Found.MANY, found, by_round_only=True)


def _last_round(tf: TournamentFacts, moment: Moment | None = None) -> Resolved:
    """A league's last round: of a season still being played, the latest round played (a
    round with a result, or whose day is past: a result the data lacks), not the last
    round still to come."""
    league = [m for m in tf.of_stage("league") if m.round_number is not None]
    if not league:
        return Resolved(Found.MISSING)
    today = moment.today if moment else dt.date.today()
    played = [m for m in league if m.score is not None or m.date < today] or league
    last = max(m.round_number or 0 for m in played)
    found = tuple(m for m in league if m.round_number == last)
    return Resolved(Found.ONE if len(found) == 1 else Found.MANY, found, by_round_only=True)


def _only_current(current: Match, s: Slots, teams: list[str]) -> bool:
    """Whether the question names only the current match's teams or stage; both teams
    named with the competition ("arsenal v psg in the CL") are all their meetings in it."""
    return (
        set(teams) <= set(current.teams)
        and not (len(set(teams)) == 2 and topic.COMPETITION in s.topics)
        and all(st == current.stage for st in s.stages)
        and not s.dates
        and not s.matchdays
        and not s.relative
        and not s.groups
    )


def _named(tf: TournamentFacts, s: Slots, teams: list[str]) -> list[Match]:
    """The matches that fit all the question names, in the order played."""
    if teams:  # a team's own matches (in the order played), not all of them scanned
        found = [m for m in tf.matches_of(teams[0]) if all(t in m.teams for t in teams[:2])]
    else:
        found = list(tf.matches)
    if s.stages:
        found = [m for m in found if m.stage in s.stages]
    if s.groups:
        found = [m for m in found if m.group in s.groups]
    if s.dates:
        found = [m for m in found if m.date.strftime("%m-%d") in s.dates]
    if s.matchdays:
        found = [m for m in found if m.round_number in s.matchdays]
    if s.years:
        found = [m for m in found if m.date.year in s.years]
    if s.venues and (s.dates or s.stages or teams):
        # "the game at the azteca on 5 july": of those, the one played there
        found = [m for m in found if m.venue in s.venues] or found
    if len(found) > 1 and teams:
        found = _narrowed(found, s, teams[0])
    return found


def _nth(found: list[Match], relative: list[str], today: dt.date | None = None) -> list[Match]:
    """Of the matches found, the one a relative word picks ("england's 2nd game", "their
    first", "the last"), else all of them."""
    nth = next((int(r) for r in relative if r.isdigit()), None)
    if nth is not None:  # "england's 2nd game": the nth of those named, in the order played
        return found[nth - 1 : nth]
    if relative and found:
        if Relative.FIRST in relative or Relative.OPENING in relative:
            return [found[0]]
        if Relative.LAST in relative:
            # the last played, or one whose day is past with no result (the data lacks it:
            # "the final day" of a season whose last results are missing)
            today = today or dt.date.today()  # the question's day, when it is given
            played = [m for m in found if m.score is not None or m.date < today] or found
            return [played[-1]]
    return found


def _narrowed(found: list[Match], s: Slots, team: str) -> list[Match]:
    """Of a team's matches (a league's home and away games against one side, a cup's
    rounds), those the question tells apart: the score it names ("when they beat X
    4-1"), extra time or a shootout it names, the team named first at home or away ("X v
    Y at home"). Nothing told: all of them."""
    if s.scores:
        scored = [
            m
            for m in found
            if m.score is not None
            and any(sorted(m.score.final) == sorted(pair) for pair in s.scores)
        ]
        found = scored or found
    if topic.EXTRA_TIME in s.topics:  # "X's goal in extra time": the match that had it
        found = [m for m in found if m.score and m.score.extra_time is not None] or found
    if topic.SHOOTOUT in s.topics:
        found = [m for m in found if m.score and m.score.penalties is not None] or found
    if topic.HOME in s.topics:
        found = [m for m in found if m.teams[0] == team] or found
    elif topic.AWAY in s.topics:
        found = [m for m in found if m.teams[1] == team] or found
    return found
