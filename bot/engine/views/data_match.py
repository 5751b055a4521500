"""Answers about a tournament match known from data only (no report): its score, scorers,
half time, date and venue, in the shape the report's views give them.

A match view asked about such a match is answered by the function here that it declared
at `@view(..., data=...)`; a view with none asks for what the data does not hold
(assists, cards, the referee...: its `lacks`), and the engine declines it honestly,
naming the match. A score is never given without "after
extra time" or "on penalties" where that is how the match ended.
"""

from __future__ import annotations

import datetime as dt

from bot.engine.claims.typed import Count, Counted, Said
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import VIEWS, DataView, Rendered, join_names, not_in_report
from bot.engine.views.last_result import last_result
from bot.engine.views.said import data_result
from bot.engine.views.tournament_text import (
    date_label,
    goal_clock,
    match_label,
    round_label,
    score_line,
    team_label,
    venue_label,
)
from bot.knowledge import Match, TournamentGoal, fold


def _facts(m: Match, **more: object) -> dict[str, object]:
    return {"match": m.id, **more}


def result(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    today = s.moment.today if s.moment else dt.date.today()  # the question's day, if given
    if m.score is None and m.date < today:  # its day is past: the data lacks it
        text = f.say("data.missing", "The data has no result for {label}.", label=match_label(f, m))
        text += last_result(f, m, s)  # "napoli last game": the last the data has, too
        return Rendered(text, _facts(m))  # the answer: what the data says of that match
    if m.score is None and s.moment is not None:  # asked before its day: still to come
        text = f.say(
            "data.to_play", "{label} is still to be played: no result yet.", label=match_label(f, m)
        )
        return Rendered(text, _facts(m))  # the answer: who plays it, and when
    if m.score is None:
        text = f.say(
            "data.unplayed",
            "{label} has no result in the data: it was not played when the data was written.",
            label=match_label(f, m),
        )
        return not_in_report(text, _facts(m))
    text = f"{score_line(f, m)} ({match_label(f, m, teams=False)})."
    if m.winner is None:
        text += " " + f.say("data.draw", "It was a draw.")
    elif m.score.penalties is None:
        text += " " + f.say("data.won", "{team} won.", team=team_label(f, m.winner))
    ht = m.score.half_time
    if ht is not None:
        text += " " + f.say("data.ht", "Half time: {ht}.", ht=f"{ht[0]}-{ht[1]}")
    claim = data_result(m)  # a played match: never None here
    claims = (Said(claim, text),) if claim is not None else ()
    return Rendered(text, _facts(m, score=m.score.final, winner=m.winner), claims=claims)


def goals(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    if m.score is None:  # no result, so no goals: what the data lacks
        unplayed = result(f, m, s)
        return not_in_report(unplayed.text, unplayed.facts)
    head = f"{score_line(f, m)} ({match_label(f, m, teams=False)})."
    if not m.goals_listed and any(m.score.final):  # a result without scorers: no claim
        return not_in_report(f"{head} {_no_scorers(f)}", _facts(m))
    asked = [t for t in s.teams if t in m.teams]
    sides = asked if len(asked) == 1 else list(m.teams)  # both named: the match itself
    parts = []
    for team in sides:
        own = [g for g in m.goals if g.team == team]
        if not own:
            parts.append(f.say("data.no_goals", "{team} did not score.", team=team_label(f, team)))
            continue
        parts.append(
            f.say(
                "data.scorers",
                "{team}: {scorers}.",
                team=team_label(f, team),
                scorers=", ".join(_scorer(f, g) for g in own),
            )
        )
    return Rendered(f"{head} " + " ".join(parts), _facts(m, goal_count=len(m.goals)))


def _no_scorers(f: MatchFacts) -> str:
    return f.say("data.no_scorers", "The data gives the score only, not who scored.")


def _scorer(f: MatchFacts, g: TournamentGoal) -> str:
    mark = ""
    if g.own_goal:
        mark = f.say("data.own_goal", " (own goal)")
    elif g.penalty:
        mark = f.say("data.pen", " (pen.)")
    return f"{g.name} {goal_clock(g)}{mark}"


def _labelled(m: Match) -> dict[str, list[TournamentGoal]]:
    """Which goals were the opener, equalisers and the winner, from the order of goals."""
    labels: dict[str, list[TournamentGoal]] = {"opener": [], "equaliser": [], "winner": []}
    if not m.goals or m.score is None:
        return labels
    labels["opener"].append(m.goals[0])
    tally = dict.fromkeys(m.teams, 0)
    final = dict(zip(m.teams, m.score.final, strict=True))
    winner = m.winner if m.score.penalties is None else None
    for g in m.goals:
        tally[g.team] += 1
        other = next(t for t in m.teams if t != g.team)
        if tally[g.team] == tally[other]:
            labels["equaliser"].append(g)
        if winner == g.team and tally[g.team] == final[other] + 1:
            labels["winner"].append(g)
    return labels


def goal(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    if m.score is None:  # no result, so no goals: what the data lacks
        unplayed = result(f, m, s)
        return not_in_report(unplayed.text, unplayed.facts)
    label = match_label(f, m)
    wanted = s.goals[0] if s.goals else None
    hits: list[TournamentGoal] = []
    if wanted in ("opener", "equaliser", "winner"):
        hits = _labelled(m)[wanted]
    elif s.players or _player_of(f, s):  # "when did X score in the final": his goals
        return did_score(f, m, s)
    elif s.ordinals:
        n = s.ordinals[0]
        pool = [g for g in m.goals if g.team in s.teams[:1]] if s.teams[:1] else m.goals
        if pool and -len(pool) <= (n if n < 0 else n - 1) < len(pool):
            hits = [pool[n if n < 0 else n - 1]]
    else:
        return goals(f, m, s)
    if not hits and not m.goals_listed and any(m.score.final):  # no scorers: no claim
        where = match_label(f, m, teams=False)
        return not_in_report(f"{score_line(f, m)} ({where}). {_no_scorers(f)}", _facts(m))
    if not hits:
        if wanted == "winner" and m.score.penalties is not None:
            text = f.say(
                "data.no_winner_pens",
                "No goal won {label}: {line}.",
                label=label,
                line=score_line(f, m),
            )
        elif not m.goals and any(m.score.final):  # a result without scorers: no claim
            line = f"{score_line(f, m)} ({match_label(f, m, teams=False)})."
            return not_in_report(f"{line} {_no_scorers(f)}", _facts(m))
        elif not m.goals:
            text = f.say(
                "data.goalless",
                "{label} ended goalless: {line}.",
                label=label,
                line=score_line(f, m),
            )
            none = Said(Count(Counted.GOALS, 0, match=m.id), text)
            return Rendered(text, _facts(m), known=False, claims=(none,))
        else:
            text = f.say(
                "data.no_such_goal",
                "No goal of {label} was that one. {line}.",
                label=label,
                line=score_line(f, m),
            )
        return not_in_report(text, _facts(m))
    asked = [t for t in s.teams if t in m.teams]
    if asked and wanted is not None:
        hits = [g for g in hits if g.team == asked[0]] or hits
    scorers = join_names(
        [f"{_scorer(f, g)} ({team_label(f, g.team)})" for g in hits], f.say("and", " and ")
    )
    text = f.say(
        "data.goal",
        "{scorers}, in {label} ({line}).",
        scorers=scorers,
        label=label,
        line=score_line(f, m),
    )
    return Rendered(text, _facts(m, scorers=[g.player or g.name for g in hits]))


def goal_time(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    return goal(f, m, s)


def did_score(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    if m.score is None:  # no result, so no goals: what the data lacks
        unplayed = result(f, m, s)
        return not_in_report(unplayed.text, unplayed.facts)
    player = s.players[0] if s.players else _player_of(f, s)
    if player is None:
        return goals(f, m, s)
    tf = f.tournament
    assert tf is not None
    p = tf.players.get(player)
    # a scorer in no squad ('france:kylian mbappe') is matched as the tally matches him
    key = tf.tally_key(player)
    own = [
        g
        for g in m.goals
        if not g.own_goal and (g.player or tf.tally_key(f"{g.team}:{fold(g.name)}")) == key
    ]
    known = next((t.name for t in tf.tally if t.key == key), None)
    name = p.name if p else own[0].name if own else known or player.split(":")[-1].title()
    if not own and not m.goals_listed and any(m.score.final):
        line = f"{score_line(f, m)} ({match_label(f, m, teams=False)})."
        return not_in_report(f"{line} {_no_scorers(f)}", _facts(m))
    if not own:
        text = f.say(
            "data.did_not_score",
            "No, {name} did not score in {label} ({line}).",
            name=name,
            label=match_label(f, m),
            line=score_line(f, m),
        )
        return Rendered(text, _facts(m, goal_count=0))
    minutes = join_names([goal_clock(g) for g in own], f.say("and", " and "))
    label, line = match_label(f, m), score_line(f, m)
    if s.asks_when:  # "when did X score": when, not "yes"
        text = f.say(
            "data.scored_at",
            "{name} scored {n} in {label}, at {minutes} ({line}).",
            name=name,
            n=len(own),
            label=label,
            minutes=minutes,
            line=line,
        )
        return Rendered(text, _facts(m, goal_count=len(own)))
    text = f.say(
        "data.did_score",
        "Yes: {name} scored {n} in {label}, at {minutes} ({line}).",
        name=name,
        n=len(own),
        label=label,
        minutes=minutes,
        line=line,
    )
    return Rendered(text, _facts(m, goal_count=len(own)))


def _player_of(f: MatchFacts, s: Slots) -> str | None:
    """The squad player a person of the report is."""
    person = s.people[0] if s.people else None
    return f.k.players.get(person) if person else None


def halftime(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    if m.score is None:  # no result, so no goals: what the data lacks
        unplayed = result(f, m, s)
        return not_in_report(unplayed.text, unplayed.facts)
    ht = m.score.half_time
    if ht is None:
        text = f.say(
            "data.no_ht",
            "The data gives no half-time score for {label}; it ended {line}.",
            label=match_label(f, m),
            line=score_line(f, m),
        )
        return not_in_report(text, _facts(m))
    a, b = (team_label(f, t) for t in m.teams)
    text = f.say(
        "data.halftime",
        "At half time in {label} it was {a} {x}-{y} {b}; it ended {line}.",
        label=match_label(f, m),
        a=a,
        b=b,
        x=ht[0],
        y=ht[1],
        line=score_line(f, m),
    )
    return Rendered(text, _facts(m, half_time=ht))


def decided(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    return result(f, m, s)


def shootout(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    if m.score is None:  # no result, so no goals: what the data lacks
        unplayed = result(f, m, s)
        return not_in_report(unplayed.text, unplayed.facts)
    if m.score.penalties is None:
        text = f.say(
            "data.no_shootout",
            "{label} had no penalty shootout: {line}.",
            label=match_label(f, m),
            line=score_line(f, m),
        )
        return Rendered(text, _facts(m))
    if {"missed", "saved"} & set(s.topics) or s.players or s.people:
        text = f.say(
            "data.no_kicks",
            "{line} ({label}). The data gives the shootout's score only, not who took, "
            "scored or missed each kick.",
            line=score_line(f, m),
            label=match_label(f, m, teams=False),
        )
        return not_in_report(text, _facts(m, penalties=m.score.penalties))
    text = f.say(
        "data.shootout",
        "{line} ({label}). The data gives the shootout's score, not who took each kick.",
        line=score_line(f, m),
        label=match_label(f, m, teams=False),
    )
    return Rendered(text, _facts(m, penalties=m.score.penalties))


def venue(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    where = venue_label(f, m)
    if not where:
        return not_in_report(
            f.say(
                "data.no_venue",
                "The data does not say where {label} was played.",
                label=match_label(f, m),
            ),
            _facts(m),
        )
    text = f.say(
        "data.venue",
        "{label} was played at {where}, on {date}.",
        label=match_label(f, m, date=False),
        where=where,
        date=date_label(f, m.date),
    )
    return Rendered(text, _facts(m))


def date(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    when = date_label(f, m.date)
    if m.time:
        when += f.say("data.kickoff", ", kick-off {time}", time=m.time)
    label = match_label(f, m, date=False)
    where = f.say("data.at", " at {venue}", venue=venue_label(f, m)) if venue_label(f, m) else ""
    if m.score is None:  # no result: set for that day, not "played" (a fixture)
        text = f.say(
            "data.date_fixture",
            "{label} is set for {when}{where}; the data has no result for it.",
            label=label, when=when, where=where,
        )  # fmt: skip
    else:
        text = f.say(
            "data.date", "{label} was played on {when}{where}.",
            label=label, when=when, where=where,
        )  # fmt: skip
    if m.score is not None:
        text += " " + score_line(f, m) + "."
    return Rendered(text, _facts(m))


def overview(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    """Everything the data holds about a match: who, result, scorers, when, where."""
    venue = venue_label(f, m)
    where = f.say("data.at", " at {venue}", venue=venue) if venue else ""
    label, day = match_label(f, m, date=False), date_label(f, m.date)
    if m.score:
        text = f.say(
            "data.overview", "{label}: {line}; played on {date}{where}.",
            label=label, line=score_line(f, m), date=day, where=where,
        )  # fmt: skip
    else:
        text = f.say(
            "data.overview_fixture", "{label}: {line}; set for {date}{where}.",
            label=label, line=f.say("data.not_played", "not played yet"), date=day, where=where,
        )  # fmt: skip
    if m.goals:
        text += " " + f.say(
            "data.goals_list",
            "Goals: {scorers}.",
            scorers=", ".join(_scorer(f, g) for g in m.goals),
        )
    return Rendered(text, _facts(m))


def timeline(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    if m.score is not None and not m.goals_listed:
        # "how did X v Y go", of data with scores only: what it holds, the result
        return result(f, m, s)
    return goals(f, m, s)


def minute(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    hits = [g for g in m.goals if g.minute in s.minutes]
    if not hits:
        return goals(f, m, s)
    return Rendered(
        " ".join(f"{_scorer(f, g)} ({team_label(f, g.team)})." for g in hits), _facts(m)
    )


def competition(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    tf = f.tournament
    assert tf is not None
    text = f.say(
        "data.competition",
        "{label}: the {stage} of the {tournament}.",
        label=match_label(f, m, date=False),
        stage=round_label(f, m),
        tournament=tf.t.name,
    )
    return Rendered(text, _facts(m))


# Template intents (no view) that the data answers.
DATA_TEMPLATES: dict[str, DataView] = {"date": date, "competition": competition}


def lacking(f: MatchFacts, m: Match, topic: str) -> Rendered:
    """The honest decline for what the data does not hold about a match."""
    text = f.say(
        "data.lacks",
        "The data for {label} has {has}, but nothing on {topic}.",
        label=match_label(f, m),
        has=join_names(_holds(f, m), f.say("and", " and ")),
        topic=f.say(f"lacks.{topic}", lacks_words(topic)),
    )
    return not_in_report(text, _facts(m))


def lacks_words(topic: str) -> str:
    """What a view asks for, as it declared (`lacks`), else its name in words."""
    spec = VIEWS.get(topic)
    return spec.lacks if spec is not None and spec.lacks else topic.replace("_", " ")


def _holds(f: MatchFacts, m: Match) -> list[str]:
    """What the data holds about the match, naming only what this match has."""
    out = []
    if m.score is not None:
        out.append(f.say("holds.score", "its score"))
        if m.goals_listed and m.goals:
            out.append(f.say("holds.scorers", "the scorers with their minutes"))
    out.append(f.say("holds.date", "the date"))
    if m.venue or m.ground:
        out.append(f.say("holds.venue", "the venue"))
    return out
