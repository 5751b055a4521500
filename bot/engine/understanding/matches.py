"""Words that name a match, after the synonyms: a stage ("who won the final" is the
match of the final), a place in a team's run ("their last game", "el tercer partido"),
the opener, "{team} v {team}", or a match named and nothing asked of it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from itertools import pairwise

from bot.engine.languages import canonical as c
from bot.engine.languages.grammar import Grammar
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import grammar
from bot.engine.understanding.readers.base import DAY_MARK, MATCH_MARKS
from bot.engine.understanding.slots import Relative, Slots
from bot.knowledge import Tournament

TEAM = "{team}"
OPENING = Relative.OPENING  # the relative slot of a tournament's or a team's opener
# "england's 2nd game", "el tercer partido de X": the nth match, as a relative slot ("2").
MATCH_ORDINALS = {w: str(k) for w, k in c.ORDINALS.items() if k > 1}
_NUMBERED = re.compile(r"^([1-9])(?:st|nd|rd|th)$")
# What names a match: the word, and where a reader read one ("head to head": every
# meeting; "on the last day": a team's last match)
_MATCH = MATCH_MARKS | {c.MATCH}
_NOUNS = MATCH_MARKS | c.MATCH_NOUNS
_BARE = MATCH_MARKS | c.BARE_MATCH_WORDS | {DAY_MARK}


def stage_word(text: str | None) -> str | None:
    """The stage a competition round names ('semi-final' -> 'semifinal'), if any."""
    words = n.rewrite_phrases(n.tokens(text or ""))
    if c.GROUP in words:  # "Group C", "group stage, matchday 2"
        return c.GROUP_STAGE
    return next((w for w in reversed(words) if w in c.STAGES), None)


def any_stage_word(text: str | None) -> str | None:
    """The stage word a following match's round names, any knockout round included
    ('third-place play-off' -> 'thirdplace')."""
    words = n.rewrite_phrases(n.tokens(text or ""))
    return stage_word(text) or next((w for w in reversed(words) if w in c.TOURNAMENT_STAGES), None)


def only_stages(text: str) -> bool:
    """Whether a name is no more than a stage ('semi-final', 'the semis')."""
    articles = grammar().articles
    words = [w for w in n.rewrite_phrases(n.tokens(text)) if w not in articles]
    return bool(words) and all(w in c.TOURNAMENT_STAGES for w in words)


def played_stages(t: Tournament | None) -> frozenset[str]:
    """The stages whose matches the tournament's data holds all played."""
    if t is None:
        return frozenset()
    stages = {m.stage for m in t.matches}
    return frozenset(
        st for st in stages if all(m.score is not None for m in t.matches if m.stage == st)
    )


def no_goal_without_stage(slots: Slots) -> None:
    """A goal reached is a stage's: with no stage read (its words folded into a team's
    path, "get to the final"; a knowledge of one match), it names nothing."""
    if Relative.REACHED in slots.relative and not slots.stages:
        slots.relative.remove(Relative.REACHED)


def bare_match(words: list[str], slots: Slots) -> bool:
    """A match named and nothing asked of it ("italy spain euro 2020 semi", "first game of
    the tournament"): a fan asking for that match wants its result."""
    named = slots.teams or slots.stages or slots.relative or slots.dates
    return bool(named) and not _MATCH.isdisjoint(words) and set(words) <= _BARE


def competition_or_match(words: list[str]) -> list[str]:
    """While the final is the current match, the tournament's name in a question that
    names a match adds nothing ('portugal germany euro 2020 scorers'), and with a
    score it is the final ('euro 2020 final score'); otherwise it is the tournament."""
    if not _MATCH.isdisjoint(words):
        return [w for w in words if w != c.COMPETITION]
    if c.SCORE in words:
        return [c.MATCH if w == c.COMPETITION else w for w in words]
    return words


def match_named(words: list[str]) -> list[str]:
    """'{team} v {team}' names a match: read as 'match', so 'mexico south africa score'
    is 'match score' (the teams stay in the slots, for `resolve`)."""
    glue = grammar().match_glue | {c.PLAY}
    if c.POINTS_GAP in words:  # "a cuántos puntos está X del Y": two places, no match
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] == TEAM:
            j = i + 1
            if j < len(words) and words[j] in glue:
                j += 1
            if j < len(words) and words[j] == TEAM:
                out.append(c.MATCH)
                i = j + 1
                if i < len(words) and words[i] in _NOUNS:
                    i += 1
                continue
        out.append(words[i])
        i += 1
    return out


def _opens(words: list[str], i: int, previous: str, g: Grammar) -> bool:
    """Whether the opener at i is a match, not a goal: "score in the opener", "the euro
    2020 opener", "in their opener", "did mexico win their opener"."""
    owners = g.owners | {TEAM}
    return (
        previous in g.containers
        or previous in _MATCH
        or previous == c.COMPETITION
        or (previous in owners and words[max(0, i - 2)] in g.containers)
        or (previous in owners | {c.OF} and not c.OUTCOME_WORDS.isdisjoint(words))
    )


def _stage(
    words: list[str], i: int, stage: str, slots: Slots, kept: Mapping[str | None, list[str]]
) -> list[str]:
    """What a stage word at i leaves: the stage noted, and 'match' (or 'stage' for the
    group stage) unless a match noun follows; as itself when `kept`."""
    if i and words[i - 1] in c.TOURNAMENT_STAGES:
        return []  # "octavos (de) final": one stage
    if stage not in slots.stages:
        slots.stages.append(stage)
    if i and words[i - 1] == c.OTHER:  # "the other semi-final"
        slots.relative.append(c.OTHER)
    if words[i] in kept:  # as without a tournament: this match's or the next one's
        return [words[i]]
    if i and words[i - 1] == c.MATCH:  # "spain v italy group game": that match's stage
        return []
    following = words[i + 1] if i + 1 < len(words) else ""
    if words[i] == c.LEAGUE_PHASE and c.COMPETITION not in words:
        return [c.COMPETITION, c.STAGE]  # "the league phase" names its competition too
    return [] if following in _NOUNS else [c.STAGE if stage in c.TABLE_STAGES else c.MATCH]


def _placed_match(words: list[str], i: int, place: str, slots: Slots, skip: set[int]) -> list[str]:
    """'their last match', 'the 2nd game', "X's last group game": the place noted; the
    stage (if any) is read next, as a match of it."""
    slots.relative.append(place)
    if words[i + 1] != c.GROUP_STAGE:
        return []
    if c.GROUP not in slots.stages:  # a match of the group stage, not its table
        slots.stages.append(c.GROUP)
    skip.update({i + 1, i + 2} if words[i + 2 : i + 3] in ([m] for m in _MATCH) else {i + 1})
    return [c.MATCH]


def tournament_stages(
    words: list[str], slots: Slots, kept: Mapping[str | None, list[str]]
) -> list[str]:
    """Stage words to the stages they name, read as 'match' ('who won the final' is 'who
    won the match' of the final); 'first game' / 'last match' to a relative slot."""
    g = grammar()
    out: list[str] = []
    # a stage, or a team's nth match, named: the competition's name adds nothing
    # (a league phase is the competition's table: its name still says which one)
    named = any(w in c.TOURNAMENT_STAGES and w != c.LEAGUE_PHASE for w in words) or any(
        match_place(w) and nxt in _NOUNS for w, nxt in pairwise(words)
    )
    skip: set[int] = set()
    for i, w in enumerate(words):
        if i in skip or (named and w in c.TOURNAMENT_WORDS):
            continue  # "the world cup final" is the final
        previous = words[i - 1] if i else ""
        if previous in g.articles and i > 1:
            previous = words[i - 2]
        following = words[i + 1] if i + 1 < len(words) else ""
        stage = c.TOURNAMENT_STAGES.get(w)
        if w in c.OPENING_WORDS and _opens(words, i, previous, g):
            slots.relative.append(OPENING)  # "score in the opener", "partido inaugural"
            out += [] if previous in _MATCH else [c.MATCH]
        elif stage is not None:
            out += _stage(words, i, stage, slots, kept)
        elif w == c.OPENING_MATCH:
            slots.relative.append(OPENING)
            out.append(c.MATCH)
        elif (place := match_place(w)) and (
            following in _NOUNS or following in c.TOURNAMENT_STAGES
        ):
            out += _placed_match(words, i, place, slots, skip)
        else:
            out.append(w)
    return out


def match_place(word: str) -> str | None:
    """A word placing a match in a run: 'first', 'last', 'second', '3rd' ('2', '3')."""
    if word in c.RELATIVE:
        return c.RELATIVE[word]
    if word in MATCH_ORDINALS:
        return MATCH_ORDINALS[word]
    numbered = _NUMBERED.match(word)
    return numbered.group(1) if numbered and numbered.group(1) != "1" else None


def every_meeting(slots: Slots) -> None:
    """Two teams named and nothing narrowing which of their meetings: every one (the
    matcher answers the only one when they met once)."""
    if len(slots.teams) == 2 and not (slots.stages or slots.relative or slots.dates):
        slots.relative.append(Relative.ALL)


def pair_in_competition(words: list[str], slots: Slots) -> list[str]:
    """Two clubs' match named ('{team} v {team}') in the tournament's own name ('liverpool
    v everton results in the league'): the name is the container and adds nothing, so the
    meetings are asked, not the league's own state; so too of one beating the other ('did
    forest beat liverpool in the league')."""
    met = c.MATCH in words or bool(slots.winners and slots.losers)
    if len(slots.teams) < 2 or not met or c.COMPETITION not in words:
        return words
    return [w for w in words if w != c.COMPETITION]
