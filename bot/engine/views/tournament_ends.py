"""How the tournament's matches ended, counted from the data: which went to extra time
and which to a penalty shootout, in the whole tournament, a stage or a team's run.

"How many games went to extra time?" asks the count first, then the matches: the head
says how many, the lines list them (short score lines past a few, so a long list still
fits one message), each never a bare score where extra time or penalties decided it.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.claims.typed import Said
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.wording import competition_name
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, view
from bot.engine.views.said import data_goal, data_result
from bot.engine.views.tournament_text import (
    goal_clock,
    match_label,
    no_tournament,
    round_label,
    score_line,
    stage_label,
    team_label,
)
from bot.knowledge import Match, TournamentGoal, fold

HAT_TRICK = 3
DETAILED = 3  # more matches than this are listed by short score lines
MAX_CHARS = 520  # the list stops ("... and 3 more") before the answer grows past this


def _extra_time(m: Match) -> bool:
    return m.score is not None and m.score.extra_time is not None


def _shootout(m: Match) -> bool:
    return m.score is not None and m.score.penalties is not None


def ended(f: MatchFacts, s: Slots, kind: str, test: Callable[[Match], bool]) -> Rendered:
    """The matches `test` picks (`kind`: "extra_time" or "shootout"), narrowed to the
    stages and the team the question names: how many, then which."""
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    # "penales alemania italia": the two teams' meetings, headed by both
    teams = list(dict.fromkeys(t for t in s.teams if t in tf.teams))[:2]
    team = teams[0] if teams else None
    stages = [st for st in s.stages if tf.of_stage(st)]
    found = [
        m
        for m in tf.played
        if test(m) and set(teams) <= set(m.teams) and (not stages or m.stage in stages)
    ]
    if team is not None:
        labels = [team_label(f, t) for t in teams]
        where = (
            f.say("match.pair", "{a} v {b}", a=labels[0], b=labels[1]) if teams[1:] else labels[0]
        )
        if stages:
            where += ", " + stage_label(f, stages[0])
    elif stages:
        where = stage_label(f, stages[0])
    else:
        where = competition_name(tf.t, f.lang)
    if not found:
        what = (
            f.say("ends.shootout", "Matches decided by a penalty shootout")
            if kind == "shootout"
            else f.say("ends.extra_time", "Matches that went to extra time")
        )
        text = f.say("ends.none", "{what} ({where}): none.", what=what, where=where)
        return Rendered(text, {"matches": [], "count": 0})
    matches = f.count_matches(len(found))
    if kind == "shootout":
        head = f.say(
            "ends.head_shootout",
            "{matches} ended in a penalty shootout ({where})",
            matches=matches,
            where=where,
        )
    else:
        head = f.say(
            "ends.head_extra_time",
            "{matches} went to extra time ({where})",
            matches=matches,
            where=where,
        )
    pens = sum(1 for m in found if _shootout(m))
    if kind == "extra_time" and pens and len(found) > 1:
        head += f.say("ends.then_pens", ", {n} of them then to penalties", n=pens)
    head += "."
    short = len(found) > DETAILED
    lines: list[str] = []
    claims: list[Said] = []
    for i, m in enumerate(found):
        stage = round_label(f, m) if short else match_label(f, m, teams=False)
        line = f"- {score_line(f, m, short=short)} ({stage})"
        if len(head) + sum(len(x) + 1 for x in lines) + len(line) > MAX_CHARS:
            lines.append(f.say("listing.more", "... and {n} more.", n=len(found) - i))
            break
        lines.append(line)
        result = data_result(m)
        claims += [Said(result, line)] if result is not None else []
    if teams[1:] and len(found) == 1:  # "penales alemania italia": that match alone
        head, lines = lines[0].removeprefix("- ") + ".", []
    return Rendered(
        "\n".join([head, *lines]),
        {"matches": [m.id for m in found], "count": len(found)},
        claims=tuple(claims),
    )


def hat_tricks(f: MatchFacts, s: Slots) -> Rendered:
    """Every hat-trick of the tournament (three goals of play or more by one player in
    one match), or of the team named: who, against whom, the minutes."""
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    team = next((t for t in s.teams if t in tf.teams), None)
    named = [*s.players, *(f.k.players.get(p) for p in s.people)]
    player = tf.tally_key(named[0]) if named and named[0] else None  # "his hat-trick"
    rows: list[str] = []
    keys: list[str] = []
    claims: list[Said] = []
    for m in tf.played:
        by: dict[str, list[TournamentGoal]] = {}
        for g in m.goals:
            if not g.own_goal and (team is None or g.team == team):
                by.setdefault(tf.tally_key(g.player or f"{g.team}:{fold(g.name)}"), []).append(g)
        for key, goals in by.items():
            if len(goals) < HAT_TRICK or (player is not None and key != player):
                continue
            other = next(t for t in m.teams if t != goals[0].team)
            rows.append(
                f.say(
                    "hattricks.row",
                    "{name} ({team}) {n} v {other}, {minutes} ({stage})",
                    name=goals[0].name,
                    team=team_label(f, goals[0].team),
                    n=len(goals),
                    other=team_label(f, other),
                    minutes=", ".join(goal_clock(g) for g in goals),
                    stage=round_label(f, m),
                )
            )
            keys.append(key)
            claims += [Said(data_goal(m, g), rows[-1]) for g in goals]
    who = team_label(f, team) if team else competition_name(tf.t, f.lang)
    if player is not None:  # "did X score a hat-trick": his, never "no one's"
        known = tf.players.get(player)
        who = known.name if known else player.split(":", 1)[-1].title()
    if not rows and player is not None:
        text = f.say(
            "hattricks.player_none",
            "{who} scored no hat-trick at the {tournament}.",
            who=who,
            tournament=competition_name(tf.t, f.lang),
        )
        return Rendered(text, {"scorers": []})
    if not rows:
        text = f.say("hattricks.none", "No hat-trick was scored ({who}).", who=who)
        return Rendered(text, {"scorers": []})
    head = f.say("hattricks.head", "Hat-tricks ({who}): {n}.", who=who, n=len(rows))
    text = "\n".join([head, *(f"- {r}" for r in rows)])
    return Rendered(text, {"scorers": keys}, claims=tuple(claims))


@view("extra_time_matches", family="shootouts", needs_tournament=True)
def extra_time_matches(f: MatchFacts, s: Slots) -> Rendered:
    if topic.SHOOTOUT in s.topics and topic.EXTRA_TIME not in s.topics:
        return ended(f, s, "shootout", _shootout)
    return ended(f, s, "extra_time", _extra_time)


def shootout_matches(f: MatchFacts, s: Slots) -> Rendered:
    """The matches decided by a shootout (the `shootouts` view's answer)."""
    return ended(f, s, "shootout", _shootout)
