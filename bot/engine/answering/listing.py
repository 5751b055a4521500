"""The head of a list of matches (a stage, a group or a matchday named alone): what they
are, how many, and their goals."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.facts.match import MatchFacts
from bot.engine.views.base import upper_first
from bot.engine.views.tournament_text import round_label, stage_label
from bot.knowledge import Match, StageKind


def listing_head(f: MatchFacts, matches: Sequence[Match], staged: bool) -> str:
    """'Matchday 1: 10 matches, 26 goals.': the stage named (`staged`: the question named a
    stage or group) or the league round all the matches are of, else "These matches"."""
    first = matches[0]
    one_stage = all((m.stage, m.group) == (first.stage, first.group) for m in matches)
    # a league's round ("Matchday 1"); a cup's stage or group is named only when asked:
    # two matches of a day are not the whole round of 16
    league = StageKind(first.stage) is StageKind.LEAGUE and first.group is None
    one_round = league and one_stage and all(m.round_number == first.round_number for m in matches)
    if staged and one_stage:  # a stage's name heads only its own matches (not two stages')
        where = upper_first(stage_label(f, first.stage, first.group))
    elif one_round and first.round_number is not None:  # a league's round: "Matchday 1"
        where = upper_first(round_label(f, first))
    else:
        where = f.say("listing.these", "These matches")
    return _head(f, matches, where)


def _head(f: MatchFacts, matches: Sequence[Match], where: str) -> str:
    """'Matchday 1: 10 matches, 26 goals.': goals only of the matches with a result, and
    the ones without said (a matchday the data has no scores for is not '0 goals')."""
    played = [m for m in matches if m.score is not None]
    if not played:
        return f.say(
            "listing.no_results",
            "{where}: {matches}; the data has no result for any of them.",
            where=where,
            matches=f.count_matches(len(matches)),
        )
    tf = f.tournament
    head = f.say(
        "listing.head",
        "{where}: {matches}, {goals}.",
        where=where,
        matches=f.count_matches(len(matches)),
        goals=f.count_goals(tf.total_goals(played) if tf is not None else 0),
    )
    if len(played) < len(matches):
        head += " " + f.say(
            "meetings.unplayed",
            "The data has no result for {n} of them.",
            n=len(matches) - len(played),
        )
    return head
