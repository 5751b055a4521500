"""The canonical words: the one vocabulary every bundle's phrases rewrite to (the base
language's), which the stages after the synonyms read and the matcher compares. Data
only. A word here is a token of the engine, not a phrasing: a fan's other ways of saying
it are the bundles' (`en/lexicon.py`, `es/lexicon.py`)."""

from __future__ import annotations


def _w(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- single tokens the stages read or leave for the matcher
MATCH = "match"
NEXT = "next"
COMPETITION = "competition"
STAGE = "stage"
GROUP = "group"
GROUP_STAGE = "groupstage"
LEAGUE_PHASE = "leaguephase"  # a competition's league phase (one table, then knockouts)
LEAGUE = "league"
OPENING_MATCH = "openingmatch"
OTHER = "other"
OF = "of"
SCORE = "score"
WHO = "who"
SCORED = "scored"
WHEN = "when"
WHY = "why"
MINUTE = "minute"
WINNER = "winner"
WIN = "win"
FINAL = "final"
PLAY = "play"
AWARD = "award"
CAREER = "career"
PENALTY = "penalty"
SUBBED_OFF = "subbedoff"
OTHER_MATCH = "othermatch"  # a question of a match or competition that is not held here
OTHER_AWARD = "otheraward"  # an award named that the match's data does not hold
OTHER_COMPETITION = "othercompetition"  # another kind of tournament than the one held
EDITION = "edition"  # the tournament named with its year ("el mundial 2026")
HOW_MANY = _w("how many")  # "how many goals has he got": a tally
OUT = "out"  # a team going out ("did X go out"): a yes/no about it answers for that team
OUT_OF = "of"  # "did X get out of the group": went through, not out
COUNT = "count"  # the topic of a question asking how many (its answer: the number first)
CLUBS = _w("club clubs")  # "which club": a club, not a national team
GOAL_NOUNS = _w("goal goals")
GOAL_NOUNS_PREFIX = "goal"  # "the second goal": the noun goes with the ordinal
MINUTES_LEFT = _w("left remaining to")  # "with 10 minutes left": the 80th
ASKS_WHEN = _w("when minute")

# --- stages and a match's place in a run
# Stages a fan names a match by: this match's stage means this match, the next match's
# stage the next match, whatever the tournament ("who won the final" in a final).
STAGES = ("final", "semifinal", "quarterfinal", GROUP_STAGE)
# With a tournament, a stage word names its matches (the tournament's stage names).
TOURNAMENT_STAGES = {
    "final": "final",
    "semifinal": "semi_final",
    "quarterfinal": "quarter_final",
    "roundof16": "round_of_16",
    "roundof32": "round_of_32",
    "thirdplace": "third_place",
    GROUP_STAGE: GROUP,
    LEAGUE_PHASE: LEAGUE,
    "koplayoff": "other",  # a cup's knockout play-offs: the data's rounds of no kind named
}
# The rounds only a cup plays, as the synonyms write them ("the last 16": roundof16)
CUP_ROUNDS = _w("quarterfinal semifinal roundof16 roundof32 knockout")
# The stages played as a table: a group stage, a league phase
TABLE_STAGES = frozenset({GROUP, LEAGUE})
# "argentina's first game", "their last match": a match by its place in a team's run.
RELATIVE = {"first": "first", "last": "last", "latest": "last", "previous": "last"}
MATCH_NOUNS = _w("match matches")
TOURNAMENT_WORDS = _w("world competition cup")  # add nothing once a stage is named
OPENING_WORDS = _w("opener inaugural")  # "the opener" is a goal, but a match "in" it
OUTCOME_WORDS = _w("win lose draw score play")  # "did mexico win their opener"
# Words a match named alone may carry besides its name ("the", "of", "match").
BARE_MATCH_WORDS = _w("match competition the a of in at {team} {date}")

# --- topics the views read, noted from the folded words ("sent off" -> "sentoff")
TOPICS = _w(
    """path knockout topscorer fewestconceded mostconceded mostwins mostdraws fewestwins
    mostlosses fewestlosses besthome bestaway worsthome worstaway pointsgap cleansheet home away
    hattrick winningkick sentoff booked shootout extratime owngoal card endofnormaltime
    beforeaddedtime firsthalf secondhalf halftime brace career competition lineup formation absent
    instead penaltyfoul referee subbedoff post lastminute othermatch inplay disallowed lateon
    offtheline cornerkick lose morecards moresubs otheraward matchpoint earliestgoal mostgoals
    out didplay bestthirds anymatch"""
)
# A league-wide ranking of teams asked, the narrowest first ("most draws" notes
# "mostwins" too): the Frame's `ranking`, which routes to the view that `ranks` it.
TEAM_RANKINGS = (
    "fewestconceded", "mostconceded", "mostdraws", "fewestwins", "mostlosses", "fewestlosses",
    "besthome", "bestaway", "worsthome", "worstaway", "mostwins",
)  # fmt: skip
# the points between places of a table ("the title margin"), asked naming no club; a
# match's two sides compared ("which team got more cards"), routed the same way
EARLIEST = "earliestgoal"  # the tournament's earliest goals by minute ("fastest goal")
POINTS_GAP = "pointsgap"  # the points between two places of a table
BEST_THIRDS = "bestthirds"  # the groups' third-placed teams ranked (who went through)
RANKINGS = (POINTS_GAP, *TEAM_RANKINGS, "morecards", "moresubs", EARLIEST, BEST_THIRDS)
# Topics that are only topics: noted, then taken out of the words (no phrasing has them).
TOPIC_ONLY = _w("inplay home away lateon matchpoint didplay bestthirds")
# "did X play" asked yes or no (not "how did X play"): noted only without "how"
PLAYED = "didplay"
HOW = "how"
# The periods of a match, as topics (the Frame's `period`).
PERIODS = _w(
    "firsthalf secondhalf halftime extratime shootout endofnormaltime beforeaddedtime lastminute"
)

# --- goals, roles, methods and ordinals, to their slots
OPENER = "opener"  # the goal slot of "the first goal", "el primer gol"
GOAL_WORDS = {
    "winner": "winner",
    "opener": "opener",
    "equaliser": "equaliser",
    "equalise": "equaliser",
    "stoppagetime": "stoppage",
    "forcedextratime": "forced",  # the goal that levelled late and took it to extra time
}
ROLE_WORDS = {w: w for w in ("coach", "captain", "goalkeeper")}
_ORDINAL = "first second third fourth fifth sixth seventh eighth ninth tenth".split()
ORDINALS = {w: i for i, w in enumerate(_ORDINAL, start=1)} | dict.fromkeys("last late".split(), -1)
# How a goal was scored, as fans say it -> the knowledge's `method` values.
METHOD_WORDS = (
    dict.fromkeys("header headed head heading".split(), "header")
    | dict.fromkeys("sidefoot sidefooted".split(), "sidefoot")
    | dict.fromkeys("penalty penalties".split(), "penalty")
    | {"freekick": "free_kick", "owngoal": "own_goal"}
)
# After (or before) these, an ordinal counts something other than goals.
NOT_GOALS = _w("half time night year week leg round world final minute")
# After an ordinal, these make it the Nth card ("the first yellow"), not the Nth goal.
CARD_NOUNS = _w("yellow red book booked card cards booking bookings sentoff")
# Before "7th", these make it a goal ("Spain's 7th", "their 7th"); "in the 7th" is a minute.
GOAL_OWNERS = _w("{team} their his her its")
# Forms that mean different things: 'score' (the result) is not 'scored' (a goal).
UNSTEMMED = _w("score scored scorer winner opener equaliser header")
# Question words, as they come out of `canonical` ("where" stems to "wher").
QUESTION_WORDS = _w("what who when wher why how which")

# --- what the matcher reads off a question's frame, beside its words (`matching.features`):
# a field the readers set, compared as these canonical words ("who finished third": a
# placing, compared with "where did {team} finish" and "what place")
PLACING_FEATURE = ("finish", "place")
MATCH_FEATURE = ("match",)  # every meeting ("head to head"), a team's last match
DAY_FEATURE = ("{date}",)  # a date or a matchday: "scores on {date}" in a phrasing
SHIRT_FEATURE = ("number",)  # a shirt number
WORN_FEATURE = ("wear",)  # a shirt number worn
