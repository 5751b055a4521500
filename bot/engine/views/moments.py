"""Views of a match's moments from its timeline of events: the chances and saves, goals
ruled out, breaks in play. A question about someone's chances gets theirs, or an honest
none, never the other side's."""

from __future__ import annotations

import re

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.phrases import matched
from bot.engine.facts.wording import moment_said, said_text
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import VIEWS, Reading, Rendered, Texts, View, join_names, view
from bot.engine.views.penalties import CHANCE_KINDS
from bot.engine.views.shapes import EventsFacts, answer, unknown
from bot.knowledge import Event, EventKind, Goal, KickDetail, Knowledge, Role

# Views of a match's moments: "when?" after their answer asks those moments' minutes.
MOMENT_VIEWS = frozenset({"chances", "disallowed", "breaks"})
# Where a kick went, as a question names it ("who hit the bar").
KICK_DETAILS = frozenset(KickDetail)


def _event_texts(*kinds: EventKind) -> Texts:
    def texts(k: Knowledge, r: Reading) -> list[str]:
        return [r.tr(e, "description") for e in k.events if e.kind in kinds]

    return texts


def _events_view(kinds: tuple[EventKind, ...], none_key: str, none: str) -> View:
    def render(f: MatchFacts, s: Slots) -> Rendered:
        events = [e for e in f.k.events if e.kind in kinds]
        so = f.match.result.shootout
        details = {k.detail for k in so.kicks if k.detail} if so else set()
        woodwork = KICK_DETAILS & set(s.topics)
        chances = EventKind.CHANCE in kinds
        if chances and details & woodwork and (not events or topic.SHOOTOUT in s.topics):
            return VIEWS["shootout"](f, s)  # "who hit the bar in the shootout"
        if chances and s.people and not _involving(events, s):
            return _woodwork_of(f, s, woodwork)  # "did rashford hit the post": his, not others'
        if chances and woodwork & STRUCK:
            return _off_the_woodwork(f, events, s)  # the post and bar, not every chance
        if chances and _no_team_chance(f, events, s):
            return _none_for(f, [f.team_name(t) for t in s.teams])  # not the other side's
        if not events:
            return unknown(f.say(none_key, none), EventsFacts(events=[]))
        if s.asks_when and all(e.minute is None and not e.stoppage_time for e in events):
            period = f.say(f"period_in.{events[0].period}", events[0].period.replace("_", " "))
            titles = join_names([said_text(f, e, "title") for e in events], f.say("and", " and "))
            text = f.say(
                "events.no_minute",
                "The report gives no minute for this ({titles}); it was in the {period}.",
                titles=titles,
                period=period,
            )
            return unknown(text, EventsFacts(events=[e.id for e in events]))
        chosen = _narrowed(f, events, s)
        if chosen == events and not s.asks_when:
            text = " ".join(said_text(f, e) for e in events)
        else:  # "who made the save in the last minute": that one, with its minute
            text = " ".join(moment_said(f, e) for e in chosen)
        return answer(text, EventsFacts(events=[e.id for e in chosen]))

    return render


def _involving(events: list[Event], s: Slots) -> list[Event]:
    asked = set(s.people)
    return [e for e in events if asked & {*e.people, e.person, e.against}]


def _woodwork_of(f: MatchFacts, s: Slots, woodwork: frozenset[KickDetail]) -> Rendered:
    """A person's kick in the shootout (off the woodwork, if that is asked: "did X miss",
    "did X hit the post"); or, with none in play either, an honest 'not in the report'
    rather than the chances of others."""
    so = f.match.result.shootout
    if so and any(k.taker in s.people and (k.detail in woodwork or not woodwork) for k in so.kicks):
        return VIEWS["shootout"](f, s)
    return _none_for(f, [f.name(p) for p in s.people])


# What a question asks when it asks who hit the woodwork.
STRUCK = frozenset({KickDetail.POST, KickDetail.BAR})


def _off_the_woodwork(f: MatchFacts, events: list[Event], s: Slots) -> Rendered:
    """'Who hit the woodwork', 'did France hit the post': the moments whose words tell of
    the post or bar (of the asked side or shooter), each with its minute; or an honest
    none, never the other chances."""
    words = matched("woodwork")
    hit: list[Event | Goal] = [e for e in events if _tells(e, words)]
    goals = [g.goal for g in f.goals if _struck(g.goal)]  # "went in off the bar"
    if s.people:
        hit = [e for e in hit if isinstance(e, Event) and set(s.people) & set(_shooters(f, e))]
        goals = [g for g in goals if g.scorer in s.people]
    elif s.teams:
        hit = [e for e in hit if isinstance(e, Event) and _attacking(f, e) & set(s.teams)]
        goals = [g for g in goals if g.team in s.teams]
    hit = sorted([*hit, *goals], key=lambda m: (m.minute or 0, m.added or 0))
    if hit:
        text = " ".join(moment_said(f, e) for e in hit)
        return answer(text, EventsFacts(events=[e.id for e in hit]))
    named = [f.name(p) for p in s.people] or [f.team_name(t) for t in s.teams]
    if named:
        return _none_for(f, named)
    text = f.say("events.no_woodwork", "The report records no shot off the post or bar.")
    return unknown(text, EventsFacts(events=[]))


def _shooters(f: MatchFacts, e: Event) -> list[str]:
    """Who took the shot of a moment: a save's players other than its keeper, a near
    miss's first person (the others are who he beat or who stopped him)."""
    if EventKind(e.kind) is EventKind.SAVE:
        return [p for p in e.people if p != e.person and Role.GOALKEEPER not in f.roles_of(p)]
    return e.people[:1]


def _no_team_chance(f: MatchFacts, events: list[Event], s: Slots) -> bool:
    """'Did Spain have any chances' where every moment was the other side's (a keeper's
    saves are asked as saves, so those are left to the narrowing)."""
    if not s.teams or s.people or topic.SAVED in s.topics or not events:
        return False
    return not any(_attacking(f, e) & set(s.teams) for e in events)


def _none_for(f: MatchFacts, named: list[str]) -> Rendered:
    names = join_names(named, f.say("and", " and "))
    text = f.say(
        "events.none_for",
        "The report records no such moment for {names}.",
        names=names,
    )
    return unknown(text, EventsFacts(events=[]))


# From this minute a moment is "in the last minute(s)" of normal time.
LAST_MINUTES = 88
# From this minute a moment is "late on", "at the end".
LATE_MINUTES = 80


def _narrowed(f: MatchFacts, events: list[Event], s: Slots) -> list[Event]:
    """The moments a question narrows to, where any fit: by person, a save, a minute, the
    last minutes."""
    chosen = events
    if s.people:
        chosen = _involving(chosen, s) or chosen
    if topic.SAVED in s.topics:
        chosen = [e for e in chosen if EventKind(e.kind) is EventKind.SAVE] or chosen
    if s.minutes:
        chosen = [e for e in chosen if e.minute in s.minutes] or chosen
    if topic.OFF_THE_LINE in s.topics:  # "who cleared it off the line"
        words = matched("off_the_line")
        chosen = [e for e in chosen if _tells(e, words)] or chosen
    if s.teams and not s.people:  # "England's chances": the moments of their attack
        chosen = [e for e in chosen if _attacking(f, e) & set(s.teams)] or chosen
    if topic.LAST_MINUTE in s.topics:
        late = [e for e in chosen if e.stoppage_time or (e.minute or 0) >= LAST_MINUTES]
        chosen = late or chosen[-1:]
    elif topic.LATE in s.topics:  # "late on", "at the end": the closing minutes
        chosen = [e for e in chosen if (e.minute or 0) >= LATE_MINUTES] or chosen
    return chosen


def _struck(g: Goal) -> bool:
    """Whether a goal's own words say it went in off the woodwork: contact words only
    ("off the post", "underside of the crossbar"), not where it went in ("inside of the
    post"; a translation's "junto al palo" is beside the post)."""
    text = g.description.casefold()
    return any(w in text for w in matched("woodwork_goal"))


def _tells(e: Event | Goal, words: tuple[str, ...]) -> bool:
    """Whether a moment's words, in any language the file writes, say one of `words`."""
    texts = [e.title or "" if isinstance(e, Event) else "", e.description]
    for tr in (e.translations or {}).values():
        texts += [str(v) for v in tr.values()]
    folded = " ".join(texts).casefold()
    return any(w in folded for w in words)


def _attacking(f: MatchFacts, e: Event) -> set[str]:
    """The side whose chance a moment was: a save's is the side of whoever the keeper
    stopped, a near miss's its own team."""
    if EventKind(e.kind) is not EventKind.SAVE:
        return {e.team} if e.team else set()
    return {t for p in _shooters(f, e) if (t := f.team_of(p))}


view(
    "chances",
    one_match=True,
    lacks="chances and saves",
    about_play=True,
    whole_match=True,
    texts=_event_texts(*CHANCE_KINDS),
)(_events_view(CHANCE_KINDS, "chances.none", "The report records no near misses."))


# A goal ruled out, as a report's timeline words it ("goal ruled out for offside").
_RULED_OUT = re.compile(r"\b(disallowed|ruled out|chalked off|overturned|anulad[oa])\b", re.I)


def _ruled_out(e: Event) -> bool:
    text = f"{e.title} {e.description}"
    return bool(_RULED_OUT.search(text)) and bool(re.search(r"\b(goal|gol)\b", text, re.I))


@view("disallowed", one_match=True, lacks="disallowed goals", about_play=True)
def disallowed(f: MatchFacts, s: Slots) -> Rendered:
    """'Did X have a goal disallowed?': the timeline's goals ruled out (of X, if named),
    never X's goals that stood (a 'no, he did not score' would read as no to this)."""
    ruled = [e for e in f.k.events if _ruled_out(e)]
    if s.people:
        ruled = _involving(ruled, s)
    if s.teams:
        ruled = [e for e in ruled if e.team in s.teams]
    if not ruled:
        text = f.say("disallowed.none", "The report records no disallowed goal.")
        return unknown(text, EventsFacts(events=[]))
    lines = " ".join(moment_said(f, e) for e in ruled)
    return answer(f.say("yes", "Yes") + ": " + lines, EventsFacts(events=[e.id for e in ruled]))


view(
    "breaks",
    one_match=True,
    lacks="breaks in play",
    about_play=True,
    whole_match=True,
    texts=_event_texts(EventKind.BREAK),
)(_events_view((EventKind.BREAK,), "breaks.none", "The report records no breaks in play."))
