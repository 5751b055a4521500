"""English phrases about the times of a match (and the question's: "right now"), beside
`lexicon` (which is near its size limit): canonical word <- the phrases fans use for it, as
in `lexicon.CANONICAL`, which they open."""

from __future__ import annotations

from bot.engine.languages.en.lexicon_rounds import ROUNDS
from bot.engine.languages.en.lexicon_rounds import TIES as TIES
from bot.engine.languages.en.lexicon_season import SEASON_ASKS

# fmt: off
MATCH_TIMES: dict[str, tuple[str, ...]] = ROUNDS | SEASON_ASKS | {
    "beforeaddedtime": (  # the score when the 90 minutes were up, stoppage time not played
        "going into stoppage time", "going into injury time", "going into added time",
        "before stoppage time", "before injury time", "before added time",
    ),
    "saved": ("deny", "denies"),  # "who did the keeper deny" (not "denied a penalty")
    # the question's own moment, a stopword: "who is in the relegation zone right now"
    "currently": ("right now", "at the moment", "as it stands", "as things stand"),
    "stoppagetime": (
        "stoppage time", "injury time", "added time", "at the death", "extra minutes",
    ),
}
# fmt: on

# Phrases added to `lexicon.CANONICAL`'s own (kept beside its phrases for the same word).
BESIDE: dict[str, tuple[str, ...]] = {
    # a goal that cut the deficit: who scored it
    "scored": (
        "scored his goal",
        "scored her goal",
        "got his goal",
        "got her goal",
        "pulled one back",
        "pulled a goal back",
        "pull one back",
        "pulls one back",
        "got one back",
        "get one back",
        "pulled back a goal",
        "reduced the deficit",
        "halved the deficit",
    ),
    "chance": ("sitter", "sitters"),
    # "how did X score his goal" asks how, as "how did X score" does (not whether he did)
    "score": ("score his goal", "score her goal", "get his goal", "get her goal"),
    # a player's part asked yes or no ("did klose play?"): the yes or no first
    "did {person} play didplay": (
        "did {person} play",
        "did {person} even play",
        "did {person} feature",
        "did {person} get a game",
        "did {person} appear",
        "was {person} playing",
    ),
    # ... but not whether they played it all: not a yes-or-no of taking part
    "did {person} play full match": (
        "did {person} play the whole game",
        "did {person} play the whole match",
        "did {person} play the full game",
        "did {person} play the full match",
        "did {person} play the full 90",
        "did {person} play 90 minutes",
    ),
    # the top scorer's award by its other name (Europe's "Golden Shoe", FIFA's "Golden Boot")
    "golden boot": ("golden shoe", "golden shoes"),
    "absent": ("miss the final", "missed the final", "miss the game", "missing the final"),
    # a competition counted in the plural is its titles: "how many euros have germany won"
    # (counted only: the name alone stays the competition's, "who won the euros")
    "how many title": (
        "how many euros",
        "how many champions leagues",
        "how many european cups",
        "how many european titles",
    ),
}
# A near miss of a goal that would have levelled ("did England nearly equalise")
NEARLY: dict[str, tuple[str, ...]] = {
    "nearly scored": (
        "nearly equalise",
        "nearly equalised",
        "nearly equalize",
        "nearly equalized",
        "almost equalise",
        "almost equalised",
        "almost equalize",
        "almost equalized",
        "came close to equalising",
        "came close to equalizing",
        "nearly level",
        "nearly levelled",
        "nearly leveled",
        "almost scored",
        "nearly score",
        "almost score",
    ),
}
BESIDE |= NEARLY
# The two sides' changes compared ("who made more substitutions")
BESIDE["moresubs substitutions"] = (
    "more substitutions",
    "more subs",
    "more changes",
    "fewer substitutions",
    "fewer subs",
    "fewer changes",
    "most substitutions",
    "most subs",
    "most changes",
)
