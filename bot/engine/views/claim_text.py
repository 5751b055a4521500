"""The words of a typed claim: each claim type's sentence, rendered from the claim alone.

A converted view builds the claim (`views/said.py`) and writes it with the function here,
so the words say what the claim says and the checker verifies the claim itself: a
negative's team or person, a count's number, an award and its winner come from the claim,
never from beside it. The sentences are the language bundle's (English inline, other
languages in their phrase tables, the same message ids), so each renders in the answer's
language.
"""

from __future__ import annotations

from bot.engine.claims.typed import (
    AwardWon,
    Count,
    Counted,
    DidNotScore,
    Goal,
    NoCards,
    NoGoals,
    NoneOfMethod,
    Progress,
    TablePlace,
)
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.wording import award_name
from bot.engine.languages.en.answering import ASKED_PERIODS, METHOD_WORDS
from bot.engine.views.base import name_with_team, possessive
from bot.engine.views.goal_text import method_phrase
from bot.engine.views.tournament_text import (
    nth_word,
    score_line,
    stage_label,
    team_label,
    tournament_name,
)
from bot.knowledge import AwardScope


def render_did_not_score(f: MatchFacts, c: DidNotScore) -> str:
    """'X did not score in this match.'"""
    return f.say("nogoal.person", "{name} did not score in this match.", name=f.name(c.person))


def render_no_goals(f: MatchFacts, c: NoGoals) -> str:
    """'T did not score.', 'T did not score in the first half.'"""
    team = f.team_name(c.team)
    when = periods_words(f, c.periods)
    if when:
        return f.say("nogoal.team_when", "{team} did not score {when}.", team=team, when=when)
    return f.say("nogoal.team", "{team} did not score.", team=team)


def periods_words(f: MatchFacts, periods: tuple[str, ...]) -> str:
    """'in the first half': the part of the match a claim's periods make up, or ''."""
    for asked, english in ASKED_PERIODS:
        if periods and all(p.replace("_", "").startswith(asked) for p in periods):
            return f.say(f"period.{asked}", english)
    return ""


def render_none_of_method(f: MatchFacts, c: NoneOfMethod) -> str:
    """'None of X's goals was a header.', 'None of the goals was of that kind.'"""
    whose = f.say("lacking.the_goals", "the goals")
    name = (f.name(c.who) or f.team_name(c.who)) if c.who else ""
    if name:
        whose = f.say("lacking.whose", "{name_s} goals", name_s=possessive(name), name=name)
    kind = (
        method_phrase(f, c.method)
        if c.method in METHOD_WORDS
        else f.say("lacking.kind", "of that kind")
    )
    return f.say("lacking.none", "No, none of {whose} was {kind}.", whose=whose, kind=kind)


def render_no_cards(f: MatchFacts, c: NoCards, reds: str = "") -> str:
    """'Nobody was sent off.', 'No T player was sent off; {reds}.' (`reds`: the other
    side's cards, which the sentence goes on to list), 'The report records no cards.'"""
    if c.red and c.team is not None:
        return f.say(
            "cards.no_red_team",
            "No {team} player was sent off; {reds}.",
            team=f.team_name(c.team),
            reds=reds,
        )
    if c.red:
        return f.say("cards.no_red", "Nobody was sent off.")
    return f.say("cards.none", "The report records no cards.")


def render_cards_count(f: MatchFacts, c: Count) -> str:
    """'14 yellow cards: ', '1 player sent off: ', '9 cards: ' (a count's head)."""
    n = c.n
    if c.counted == Counted.YELLOW_CARDS:
        if n == 1:
            return f.say("cards.count_yellow_one", "1 yellow card: ")
        return f.say("cards.count_yellow", "{n} yellow cards: ", n=n)
    if c.counted == Counted.RED_CARDS:
        if n == 1:
            return f.say("cards.count_red_one", "1 player sent off: ")
        return f.say("cards.count_red", "{n} players sent off: ", n=n)
    if n == 1:
        return f.say("cards.count_one", "1 card: ")
    return f.say("cards.count", "{n} cards: ", n=n)


def render_goals_count(f: MatchFacts, c: Count, scorers: str) -> str:
    """' Goals (3): X 23', Y 45', Z 90'.' (`scorers`: the goals, each its own claim)."""
    return f.say("result.goals", " Goals ({n}): {scorers}.", n=c.n, scorers=scorers)


def render_award(f: MatchFacts, c: AwardWon) -> str:
    """'Golden Ball (tournament award): X (T)': the award in the answer's language (the
    knowledge's translation of it, what it is for), and its winner."""
    given = f.match.awards
    same = [a for a in given if a.name == c.award]
    award = next((a for a in same if a.person == c.person), same[0] if same else None)
    shown = award_name(f.lang, award) if award is not None else c.award
    name = _award_name(f, c.award, shown, award.scope if award is not None else None)
    return f"{name[0].upper()}{name[1:]}: {name_with_team(f, c.person)}"


def _award_name(f: MatchFacts, english: str, shown: str, scope: str | None) -> str:
    """'Golden Ball (tournament award)': what an award is for, when the file says and
    its name does not ('player of the match' needs no label)."""
    if scope is None or scope in english.casefold() or "competition" in english.casefold():
        return shown
    if scope == AwardScope.TOURNAMENT:
        return shown + f.say("awards.tournament", " (tournament award)")
    return shown + f.say("awards.match", " (match award)")


def render_progress(f: MatchFacts, c: Progress) -> str:
    """'X won the World Cup.'; 'X went out in the quarter-finals, beaten by Y: {line}.'
    (a two-legged tie by its aggregate, never the leg X won; a tie left level with no
    shootout in the data said so). '' for a match the tournament does not hold."""
    tf = f.tournament
    m = next((x for x in tf.matches_of(c.team) if x.id == c.match), None) if tf else None
    if tf is None or m is None:
        return ""
    name = team_label(f, c.team)
    if c.beaten_by is None:
        return f.say(
            "path.won", "{team} won the {tournament}.", team=name, tournament=tournament_name(f)
        )
    stage, by = stage_label(f, m.stage), team_label(f, c.beaten_by)
    legs = tf.tie_legs(m)
    goals = tf.aggregate(legs) if len(legs) == 2 else None
    if goals is None:
        return f.say(
            "path.out",
            "{team} went out in the {stage}, beaten by {by}: {line}.",
            team=name, stage=stage, by=by, line=score_line(f, m),
        )  # fmt: skip
    won, lost = goals.get(c.beaten_by, 0), goals.get(c.team, 0)
    if won > lost:
        return f.say(
            "path.out_aggregate",
            "{team} went out in the {stage}, beaten by {by} {won}-{lost} on aggregate.",
            team=name, stage=stage, by=by, won=won, lost=lost,
        )  # fmt: skip
    if m.score is not None and m.score.penalties is not None:
        return f.say(
            "path.out_pens",
            "{team} went out in the {stage}: {won}-{lost} on aggregate with {by}, who went "
            "through on penalties.",
            team=name, stage=stage, by=by, won=won, lost=lost,
        )  # fmt: skip
    return f.say(
        "path.out_level",
        "{team} went out in the {stage}: {won}-{lost} on aggregate with {by}, who went "
        "through; the data has no result of the shoot-out.",
        team=name, stage=stage, by=by, won=won, lost=lost,
    )  # fmt: skip


def render_league_place(f: MatchFacts, c: TablePlace) -> str:
    """'X finished 3rd of 8 in the Y table with 23 points (W7 D2 L1, goals 20-9).'
    ('is', before the season's end); '' for a team not in the table."""
    tf = f.tournament
    found = tf.place_in(c.group, c.team) if tf is not None else None
    if tf is None or found is None:
        return ""
    row = found[1]
    return f.say(
        "path.league",
        "{team} {verb} {nth} of {n} in the {tournament} table with {pts} (W{w} D{d} L{l}, "
        "goals {gf}-{ga}).",
        team=team_label(f, c.team),
        verb=f.say("league.finished", "finished") if tf.league_done else f.say("league.is", "is"),
        nth=nth_word(f, c.place),
        n=len(tf.table(c.group)),
        tournament=tournament_name(f),
        pts=f.count_points(row.points),
        w=row.won,
        d=row.drawn,
        l=row.lost,
        gf=row.scored,
        ga=row.conceded,
    )


def render_league_phase(f: MatchFacts, c: TablePlace) -> str:
    """'League phase: 8th of 36 with 16 points.' (a league phase before knockouts)."""
    tf = f.tournament
    found = tf.place_in(c.group, c.team) if tf is not None else None
    if tf is None or found is None:
        return ""
    return f.say(
        "path.league_phase",
        "League phase: {nth} of {n} with {pts}.",
        nth=nth_word(f, c.place),
        n=len(tf.table(c.group)),
        pts=f.count_points(found[1].points),
    )


def render_goal_mark(f: MatchFacts, c: Goal) -> str:
    """'Andres Iniesta 116'', 'X 90+3'', 'X 90+'': a goal's scorer and minute, as a list
    of scorers writes them."""
    if c.added and c.minute:
        mark = f"{c.minute}+{c.added}'"
    elif c.stoppage:
        mark = f"{c.minute}+'" if c.minute else "90+'"
    else:
        mark = f"{c.minute}'" if c.minute is not None else ""
    return f"{f.name(c.scorer)} {mark}"
