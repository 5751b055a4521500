"""The words an English answer states its claims in, as the claim checker's text reading
looks for them (`claims/patterns.py` merges each name across the languages). A typed
claim needs none of these: they read the answers of the views not converted yet."""

BEAT = ("beat",)  # "A beat B 2-1"
PENALTY = ("penalt", "shootout")  # a result that names how a level score was decided
DID_NOT_SCORE = ("did not score",)
NOBODY_SENT_OFF = ("Nobody was sent off",)
NO_TEAM_RED = ("player was sent off",)  # "No Spain player was sent off"
NOBODY_BOOKED = ("The report records no cards",)
SENT_OFF = ("was sent off",)
NONE_OF = ("None of", "No, none of")  # "No, none of X's goals was a header"
SCORED = ("scored",)  # "X scored T's 2nd goal"
KICK = ("kick", "winning penalty")  # a shootout kick's sentence
ABSENT = ("missed the match",)
# Claims about names, read once when the checker is built so that the patterns it builds
# over a kind's whole group of names (`patterns.group`) are compiled then, not on a fan's
# first answer naming them ({team}, {other}: two teams; {person}: a person).
WARM_UP = (
    "{team} beat {other} 1-1. {team} did not score. {team} 1-0 {other}. {team}'s first goal. "
    "{person} ({team}) scored 2 goals. {person} scored the first goal for {other}. "
    "{person} won the penalty ({person} gave it away). {person} did not score in the first "
    "half. 85' GOAL {team}: {person} (assist {person}), {team} 1-1 {other}.",
)
# A part of the match named after "did not score", and the periods it means.
HALVES = {
    " in the first half": ("first_half",),
    " in the second half": ("second_half",),
    " in extra time": ("extra_time_first", "extra_time_second"),
}
# How a goal was scored, as an answer writes it, and the knowledge's method.
METHODS = {
    "a header": "header",
    "a penalty": "penalty",
    "a free kick": "free_kick",
    "an own goal": "own_goal",
}
# The ordinals of "T's second goal" (-1: the last).
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
# The cards a count names ("14 yellow cards", "1 player sent off"): the kind counted.
CARD_KINDS = {"yellow": "yellow", "sent off": "red"}
