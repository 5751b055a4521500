"""The knowledge as it stood at a moment: what a question asked "as of" a time answers from.

A match kicking off after the moment has no result yet: its score, goals and live status
are taken away (it is a fixture again), and so is a match report about it (with the
quotes and paraphrases, which come with a report). Standings, records, form, "games left"
and the next fixtures then all follow from the matches alone. A match on the moment's day
but later than it is a fixture too; one with no kick-off time is still to come only from
the day after the moment's (its day in the moment's own offset).

Pure functions over the models: the knowledge given is never changed, and with nothing
to hide it is returned as it is.
"""

from __future__ import annotations

import datetime as dt
import hashlib

from bot.knowledge.kickoff import kickoff_time, local_kickoff
from bot.knowledge.match import STARTED, Match
from bot.knowledge.models import Knowledge
from bot.knowledge.tournament import Tournament


def after(m: Match, t: Tournament | None, now: dt.datetime) -> bool:
    """Whether `m` kicks off after `now` (aware): by its kick-off where the data gives
    one; a time whose zone is unknown is read on `now`'s own clock; a day alone is
    after when it is a later day than `now`'s."""
    at = local_kickoff(m, t)
    if at is not None:
        return at > now
    read = kickoff_time(m)
    if read is not None:
        return dt.datetime.combine(m.date, read[0]) > now.replace(tzinfo=None)
    return m.date > now.date()


def _told(m: Match) -> bool:
    """The data says something of how it went (a score, goals, or that it started)."""
    return m.score is not None or bool(m.goals) or m.status in STARTED or m.report is not None


def _tournaments(k: Knowledge) -> list[Tournament]:
    return ([k.tournament] if k.tournament is not None else []) + list(k.competitions)


def hidden(k: Knowledge, now: dt.datetime) -> tuple[tuple[str, str], ...]:
    """(tournament id, match id) of every match with a result that kicks off after `now`."""
    return tuple(
        (t.id, m.id) for t in _tournaments(k) for m in t.matches if _told(m) and after(m, t, now)
    )


def view_key(k: Knowledge, now: dt.datetime) -> str:
    """What tells one "as of" view of `k` from another: "" when nothing is hidden (the
    knowledge itself), else a short digest of what is. Two moments with the same results
    before them share a view."""
    gone = hidden(k, now)
    report = _report_gone(k, gone, now)
    if not gone and not report:
        return ""
    seen = repr((gone, report)).encode()
    return hashlib.sha256(seen).hexdigest()[:12]


def _report_gone(k: Knowledge, gone: tuple[tuple[str, str], ...], now: dt.datetime) -> bool:
    """The match report is of a match after `now`: its own match hidden, or (linked to
    none) its day later than `now`'s."""
    if k.match is None:
        return False
    if k.report_of is not None:
        return k.tournament is not None and (k.tournament.id, k.report_of) in gone
    return k.match.day.date is not None and k.match.day.date > now.date()


def _fixture(m: Match) -> Match:
    status = m.status if m.status not in STARTED else None
    return m.model_copy(update={"score": None, "goals": [], "status": status, "report": None})


def _tournament_as_of(t: Tournament, now: dt.datetime) -> Tournament:
    if not any(_told(m) and after(m, t, now) for m in t.matches):
        return t
    matches = [_fixture(m) if _told(m) and after(m, t, now) else m for m in t.matches]
    return t.model_copy(update={"matches": matches})


def _last_played(t: Tournament) -> str | None:
    played = [(m.kickoff, i, m.id) for i, m in enumerate(t.matches) if m.score is not None]
    return max(played)[2] if played else None


def knowledge_as_of(k: Knowledge, now: dt.datetime) -> Knowledge:
    """`k` as it stood at `now` (aware): `k` itself when no result comes after it."""
    gone = hidden(k, now)
    report_gone = _report_gone(k, gone, now)
    if not gone and not report_gone:
        return k
    main = k.tournament
    t = _tournament_as_of(main, now) if main is not None else None
    update: dict[str, object] = {
        "tournament": t,
        "competitions": [_tournament_as_of(c, now) for c in k.competitions],
    }
    if report_gone:
        update |= {"match": None, "report_of": None, "quotes": [], "paraphrases": []}
    if t is not None and (k.current_latest or (t.id, k.current) in gone):
        # the latest played then, as the loader picks it when nothing chose one
        current = _last_played(t)
        update |= {"current": current, "current_latest": current is not None}
    return k.model_copy(update=update)
