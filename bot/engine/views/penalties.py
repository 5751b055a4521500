"""The penalties of the match itself (not a shootout's kicks): who won each, who gave it
away and how, who took it and what became of it. A penalty the file tells only in an
event's words is shown in those words; none at all is an honest no."""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, PenaltyKick
from bot.engine.facts.phrases import matched
from bot.engine.facts.standin import report
from bot.engine.facts.wording import moment_said, own_text
from bot.engine.languages.en.answering import OFFENCE_WORDS
from bot.engine.understanding.slots import Slots
from bot.engine.views import not_goals
from bot.engine.views.base import VIEWS, Reading, Rendered, view
from bot.engine.views.handball import handball_told
from bot.engine.views.said import result_said
from bot.knowledge import Event, EventKind, Knowledge, Period


def awarded_to(f: MatchFacts, kick: PenaltyKick) -> str | None:
    """The side the penalty was given to."""
    if kick.scored:
        return kick.moment.team
    for pid in (kick.taker, kick.award.won_by if kick.award else None):
        if f.team_of(pid):
            return f.team_of(pid)
    conceded = f.team_of(kick.award.conceded_by) if kick.award else None
    return next((t for t in f.match.teams if conceded and t != conceded), None)


def involves(kick: PenaltyKick, people: list[str]) -> bool:
    a = kick.award
    ids = {kick.taker, kick.keeper, a.won_by if a else None, a.conceded_by if a else None}
    return bool(ids & set(people))


def penalty_sentence(
    f: MatchFacts,
    kick: PenaltyKick,
    failing: bool = False,
    conceder: bool = False,
    taker_first: bool = False,
) -> str:
    """'Calum Ferrick won the penalty (Sander Holm gave it away: handball); Matteo Kryzan
    scored it in the 58th minute.' Then the foul in the file's words; for a miss or save
    asked about (`failing`), the missed or saved kick's own words when it has some. Asked
    who gave it away (`conceder`), the one who did comes first: 'Sander Holm gave away the
    penalty (handball), won by Calum Ferrick; ...'."""
    a = kick.award
    # "who took the penalty": the taker leads
    text = _taker_first(f, kick) if taker_first and kick.taker else _award_first(f, kick, conceder)
    if failing and not kick.scored and kick.moment.description:
        text += _sentence(own_text(f, kick.moment))
    elif a is not None and a.description:
        text += _sentence(own_text(f, a))
    elif a is None or not (a.won_by or a.conceded_by):  # the file tells it in its words
        told = [own_text(f, e) for e in _told_before(f, kick)]
        told.append(own_text(f, kick.moment))
        text += "".join(_sentence(t) for t in dict.fromkeys(told))
    return text


def _award_first(f: MatchFacts, kick: PenaltyKick, conceder: bool) -> str:
    """Who won it (or gave it away, asked so), then what became of the kick."""
    a = kick.award
    parts: list[str] = []
    team = f.team_name(awarded_to(f, kick))
    if conceder and a is not None and a.conceded_by:
        parts.append(_gave_away(f, kick))
    elif a is not None and a.won_by:
        parts.append(f.say("pen.won", "{name} won the penalty", name=f.name(a.won_by)))
    else:
        parts.append(f.say("pen.given", "{team} were given a penalty", team=team))
    if a is not None and a.conceded_by:
        how = f.say(f"pen.offence_{a.offence}", OFFENCE_WORDS[a.offence]) if a.offence else ""
        parts[-1] += (
            ""
            if conceder
            else f.say(
                "pen.conceded",
                " ({name} gave it away{how})",
                name=f.name(a.conceded_by),
                how=f.say("pen.how", ": {how}", how=how) if how else "",
            )
        )
    elif a is not None and a.offence:
        how = f.say(f"pen.offence_{a.offence}", OFFENCE_WORDS[a.offence])
        parts[-1] += f.say("pen.for", " (for {how})", how=how)
    when = f.minute_phrase(kick.moment)
    if kick.scored:
        outcome = f.say(
            "pen.scored", "{taker} scored it {when}", taker=f.name(kick.taker), when=when
        )
    elif kick.keeper:
        taker = f.name(kick.taker) or f.say("pen.the_taker", "the taker")
        outcome = f.say(
            "pen.saved",
            "{keeper} saved {taker_s} kick {when}",
            keeper=f.name(kick.keeper),
            taker_s=taker + ("'" if taker.endswith("s") else "'s"),
            taker=taker,
            when=when,
        )
    else:
        taker = f.name(kick.taker) or f.say("pen.the_taker", "the taker")
        outcome = f.say("pen.missed", "{taker} missed it {when}", taker=taker, when=when)
    return "; ".join([*parts, outcome.strip()]) + "."


def _taker_first(f: MatchFacts, kick: PenaltyKick) -> str:
    """'İlkay Gündoğan took the penalty and scored it in the 68th minute; Marco Reus won
    it (Dante gave it away: a foul).'"""
    a = kick.award
    taker, when = f.name(kick.taker), f.minute_phrase(kick.moment)
    if kick.scored:
        text = f.say(
            "pen.took_scored",
            "{taker} took the penalty and scored it {when}",
            taker=taker,
            when=when,
        )
    elif kick.keeper:
        text = f.say(
            "pen.took_saved",
            "{taker} took the penalty and {keeper} saved it {when}",
            taker=taker,
            keeper=f.name(kick.keeper),
            when=when,
        )
    else:
        text = f.say(
            "pen.took_missed",
            "{taker} took the penalty and missed it {when}",
            taker=taker,
            when=when,
        )
    text = text.strip()
    how = ""
    if a is not None and a.offence:
        how = f.say(f"pen.offence_{a.offence}", OFFENCE_WORDS[a.offence])
    conceded = ""
    if a is not None and a.conceded_by:  # told after who won it, when someone did
        conceded = f.say(
            "pen.conceded",
            " ({name} gave it away{how})",
            name=f.name(a.conceded_by),
            how=f.say("pen.how", ": {how}", how=how) if how else "",
        )
    if a is not None and a.won_by == kick.taker:
        text += f.say("pen.won_it_himself", "; he had won it himself") + conceded
    elif a is not None and a.won_by:
        text += f.say("pen.won_it", "; {name} won it", name=f.name(a.won_by)) + conceded
    elif a is not None and a.conceded_by:
        text += f.say("pen.gave_it_away", "; {name} gave it away", name=f.name(a.conceded_by))
        if how:
            text += f.say("pen.gave_away_how", " ({how})", how=how)
    elif how:
        text += f.say("pen.given_for", "; it was given for {how}", how=how)
    return text + "."


def _gave_away(f: MatchFacts, kick: PenaltyKick) -> str:
    """'Sander Holm gave away the penalty (handball), won by Calum Ferrick'."""
    a = kick.award
    assert a is not None
    how = f.say(f"pen.offence_{a.offence}", OFFENCE_WORDS[a.offence]) if a.offence else ""
    text = f.say("pen.gave_away", "{name} gave away the penalty", name=f.name(a.conceded_by))
    if how:
        text += f.say("pen.gave_away_how", " ({how})", how=how)
    if a.won_by:
        text += f.say("pen.won_by", ", won by {name}", name=f.name(a.won_by))
    return text


def _told_before(f: MatchFacts, kick: PenaltyKick) -> list[Event]:
    """Moments just before a penalty whose words tell of it (the foul, the card): up to
    3 minutes before it, or, without a minute, the moment the timeline has right before
    it in the same period."""
    minute = kick.moment.minute
    line = f.match.timeline
    at = next(i for i, m in enumerate(line) if m is kick.moment)
    prior = line[at - 1] if at > 0 else None
    return [
        e
        for e in _told_in_words(f)
        if e is not kick.moment
        and (
            (minute is not None and e.minute is not None and 0 <= minute - e.minute <= 3)
            or (e.minute is None and e is prior and e.period == kick.moment.period)
        )
    ]


def _their_chances(f: MatchFacts, s: Slots) -> str:
    """' X turned Y's shot onto the post.': of a person asked about with no way of
    scoring named ("Robben's chances"), his near misses and saves besides a penalty."""
    if not s.people or s.methods:
        return ""
    asked = set(s.people)
    theirs = [
        e
        for e in f.k.events
        if e.kind in CHANCE_KINDS and e.penalty is None and asked & {*e.people, e.person}
    ]
    return "".join(_sentence(own_text(f, e)) for e in theirs)


def _sentence(text: str) -> str:
    """' <text>.' to add after a sentence ("" for no text)."""
    text = text.strip()
    return "" if not text else " " + (text if text[-1:] in ".!?" else text + ".")


def _told_in_words(f: MatchFacts) -> list[Event]:
    """Events whose own words tell of a penalty in play (a file without `penalty:`
    records); a moment of the shootout (a keeper's note, a brawl) tells of its kicks."""
    words = matched("penalty")
    return [
        e
        for e in f.k.events
        if e.kind != "substitution"
        and e.period != Period.PENALTIES.value
        and any(w in e.description.casefold() for w in words)
    ]


def _penalty_texts(k: Knowledge, r: Reading) -> list[str]:
    awards = [m.penalty for m in report(k).timeline if m.penalty and m.penalty.description]
    return [str(r.tr(a, "description")) for a in awards]


# The kinds of moment that are chances: near misses and saves
CHANCE_KINDS = (EventKind.CHANCE, EventKind.SAVE)
# The views about penalty kicks: those in play, and the shootout's
PENALTY_VIEW = "penalty"
SHOOTOUT_VIEW = "shootout"
KICK_VIEWS = frozenset({PENALTY_VIEW, SHOOTOUT_VIEW})


def asked_in_play(s: Slots, kicks: list[PenaltyKick]) -> bool:
    """Whether a penalty question says it means the match itself, not the shootout ("in
    normal time", "the foul for the penalty"; "in extra time" when one was given then)."""
    if topic.SHOOTOUT in s.topics:
        return False
    extra = topic.EXTRA_TIME in s.topics and any(
        k.moment.period.startswith("extra_time") for k in kicks
    )
    return extra or topic.IN_PLAY in s.topics or topic.PENALTY_FOUL in s.topics


def _means_shootout(f: MatchFacts, s: Slots, kicks: list[PenaltyKick]) -> bool:
    """Of a match with a shootout, whether a penalty question asks about its kicks: it
    says so, or names a side's numbered penalty ("Bayern's first penalty": a side takes
    several only in a shootout) or a side that had no penalty in the match itself."""
    if topic.SHOOTOUT in s.topics:
        return True
    if asked_in_play(s, kicks) or s.people:
        return False
    teams = [t for t in s.teams if t in f.match.teams]
    if not teams:
        return False
    theirs = [k for k in kicks if awarded_to(f, k) in teams]
    against = topic.CONCEDED in s.topics  # "who gave away a penalty against Spain"
    return not against and (not theirs or (bool(s.penalty_ordinals) and len(theirs) < 2))


def _none_in_play(f: MatchFacts, s: Slots) -> Rendered:
    """No penalty recorded in the match itself: one its moments tell in their own words,
    else the shootout's kicks, else an honest none with the final score."""
    told = _told_in_words(f)
    if told:
        text = " ".join(moment_said(f, e) for e in told)
        return Rendered(text, {"events": [e.id for e in told]})
    if f.match.result.shootout is not None:
        return VIEWS["shootout"](f, Slots(**{**s.__dict__, "topics": [*s.topics, "shootout"]}))
    result = result_said(f)
    text = f.say(
        "pen.none",
        "None: no penalty was given in the match itself (none scored, missed or saved)."
        " Final score: {line}.",
        line=result.text,
    )
    return Rendered(text, {"penalties": []}, claims=(result,))


@view(
    PENALTY_VIEW,
    one_match=True,
    lacks="penalties won and given away",
    about_play=True,
    answers_who="scorer",
    texts=_penalty_texts,
)
def penalty(f: MatchFacts, s: Slots) -> Rendered:
    # "who did X deny in extra time": his save in play, not his shootout kicks
    return not_goals.save_in_play(f, s) or _penalty(f, s)


def _penalty(f: MatchFacts, s: Slots) -> Rendered:
    kicks = f.penalties_in_play()
    first = handball_told(f, s, kicks) or (None if kicks else _none_in_play(f, s))
    if first is not None:
        return first
    so = f.match.result.shootout
    shootout_named = so is not None and any(
        k.taker in s.people or k.keeper in s.people for k in so.kicks
    )
    if shootout_named and not any(involves(k, s.people) for k in kicks):
        return VIEWS["shootout"](f, s)  # "who saved X's pen": X's shootout kick
    if so is not None and _means_shootout(f, s, kicks):
        return VIEWS["shootout"](f, s)  # "Chelsea's first pen": Chelsea's first kick
    failed = [k for k in kicks if not k.scored]
    theirs_in_play = bool(s.people) and any(involves(k, s.people) for k in kicks)
    asked_shootout = so is not None and topic.IN_PLAY not in s.topics and not theirs_in_play
    if asked_shootout and (topic.MISSED in s.topics or topic.SAVED in s.topics) and not failed:
        return VIEWS["shootout"](f, s)
    chosen = kicks
    if topic.EXTRA_TIME in s.topics:  # "the pen in extra time": of those in extra time
        chosen = [k for k in kicks if k.moment.period.startswith("extra_time")] or kicks
    if s.penalty_ordinals:  # "the second penalty": that one, if the match had it
        n = s.penalty_ordinals[0]
        if n == -1 or n <= len(kicks):
            chosen = [kicks[n - 1 if n > 0 else -1]]
    if s.people:
        chosen = [k for k in kicks if involves(k, s.people)] or kicks
    if (
        s.teams and chosen == kicks and len(kicks) > 1
    ):  # "Spain's penalty"; "who gave away one for Spain"
        asked = set(s.teams)
        given = [k for k in kicks if awarded_to(f, k) in asked]
        against = [k for k in kicks if awarded_to(f, k) not in asked]
        chosen = (against or given) if topic.CONCEDED in s.topics else (given or against)
    if (topic.MISSED in s.topics or topic.SAVED in s.topics) and not s.people:
        chosen = [k for k in chosen if not k.scored] or chosen
    failing = topic.MISSED in s.topics or topic.SAVED in s.topics
    conceder = topic.CONCEDED in s.topics and not s.teams  # "who gave away the penalty"
    taker_first = _asks_taker(s)
    text = " ".join(penalty_sentence(f, k, failing, conceder, taker_first) for k in chosen)
    text += _their_chances(f, s)
    people = [p for k in chosen for p in _led_by(k, conceder, taker_first)]
    return Rendered(text, {"penalties": [k.moment.id for k in chosen], "people": people})


def _asks_taker(s: Slots) -> bool:
    """Whether a penalty answer leads with the taker: not asked who won it, gave it away
    or saved it, nor why it was given ("who took the penalty", "did X miss his penalty")."""
    saved_asked = topic.SAVED in s.topics and topic.MISSED not in s.topics
    asked_award = topic.PENALTY_FOUL in s.topics or topic.CONCEDED in s.topics
    return not (saved_asked or asked_award or s.asks_why)


def _led_by(kick: PenaltyKick, conceder: bool, taker_first: bool) -> list[str]:
    """The people of a penalty answer, the one it leads with first ("he" means him)."""
    a = kick.award
    won, gave = (a.won_by, a.conceded_by) if a else (None, None)
    if conceder and gave:
        order = [gave, won, kick.taker, kick.keeper]
    elif taker_first and kick.taker:
        order = [kick.taker, won, gave, kick.keeper]
    else:
        order = [won, kick.taker, kick.keeper, gave]
    return [p for p in dict.fromkeys(order) if p is not None]
