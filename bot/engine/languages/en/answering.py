"""English words of the answering side, the base language's.

Each answer text here is the English default of a `say(message id, English)`: another
language translates it by the same message id in its own phrases table (`es/phrases.py`),
so a table here is the one place the English words are written. The follow-up words
(`TRAILING_PRONOUNS`...) are canonical words, what every language's lexicon reads its
own words as. Words a view matches in a file's free texts, in every language the texts
may be written in, are each language's `MATCHED_WORDS` (see `facts.phrases.matched`).
"""

from __future__ import annotations

# Words by which a text says what it tells, by what it tells (see `facts.phrases.matched`).
MATCHED_WORDS: dict[str, tuple[str, ...]] = {
    # a person's description saying they missed the match (a file without `lineups`)
    "absence": (
        "injur",
        "suspend",
        "missed the",
        "ruled out",
        "absent",
        "illness",
        "without",
        "in place of",
        "instead",
    ),
    # an event's own words telling of a penalty (a file without `penalty:` records)
    "penalty": ("penalty", "spot kick", "from the spot"),
    # a moment's own words telling of a handball (a goal scored with the hand)
    "handball": (
        "handball",
        "hand ball",
        "handled",
        "with his hand",
        "with her hand",
        "with his left hand",
        "with his right hand",
        "with the hand",
    ),
    # a moment's own words telling of a ball cleared off the goal line
    # a moment's own words telling that someone (a coach, a player) was sent off
    # without a card recorded: "sent to the stands", a coach's dismissal
    "sent_off": ("sent off", "sent to the stands", "sent from the touchline", "dismissed"),
    # a goal's own words telling that it came from a corner
    "corner": ("corner",),
    # a goal's own words telling that it came from a free kick
    "free_kick": ("free kick", "free-kick"),
    "off_the_line": ("off the line", "off the goal line", "goal-line clearance", "on the line"),
    # words of a question that only ask, which a report's line answering it need not
    # hold ("WHO ran onto the pitch", "was VAR USED for the penalty"): whole words
    "line_filler": ("who", "whom", "whose", "used", "use"),
    # the crowd's own words telling that it sang (what "what did the fans sing" asks)
    "singing": ("sang", "sing", "sung", "song", "chant", "anthem"),
    # a moment's own words telling of a shot off the post or bar (not "over the bar",
    # "at the far post", "wide of the post")
    # a goal's own words telling it went in off the post or bar (contact, not placement:
    # not "inside of the post")
    "woodwork_goal": (
        "off the post",
        "off the bar",
        "off the crossbar",
        "off the upright",
        "hit the post",
        "hit the bar",
        "hit the crossbar",
        "underside of the bar",
        "underside of the crossbar",
    ),
    "woodwork": (
        "hit the post",
        "hits the post",
        "onto the post",
        "against the post",
        "off the post",
        "struck the post",
        "inside of the post",
        "foot of the post",
        "hit the crossbar",
        "hits the crossbar",
        "hit the bar",
        "hits the bar",
        "onto the bar",
        "onto the crossbar",
        "against the bar",
        "against the crossbar",
        "off the bar",
        "off the crossbar",
        "underside of the bar",
        "underside of the crossbar",
        "woodwork",
        "upright",
    ),
}


# for facts/match.py
ROLE_NAMES = {
    "coach": "coach",
    "captain": "captain",
    "goalkeeper": "goalkeeper",
    "substitute": "substitute",
    "player": "player",
    "official": "official",
    "attendee": "guest",
}

DECIDED_WORDS = {
    "regulation": "in normal time",
    "extra_time": "after extra time",
    "penalties": "on penalties",
}


# for views/goal_text.py
METHOD_WORDS = {
    "header": "a header",
    "sidefoot": "a sidefooted finish",
    "shot": "a shot",
    "penalty": "a penalty",
    "free_kick": "a free kick",
    "own_goal": "an own goal",
    "other": "a finish",
}

ASSIST_WORDS = {"cross": "cross", "pass": "pass", "set_up": "set-up", "other": "assist"}

PERIOD_NAMES = {
    "first_half": "1st half",
    "second_half": "2nd half",
    "extra_time_first": "extra time",
    "extra_time_second": "extra time",
    "penalties": "penalties",
}


# for views/squads.py
POSITIONS = {
    "goalkeeper": "goalkeeper",
    "defender": "defender",
    "midfielder": "midfielder",
    "forward": "forward",
}

PLURALS = {
    "goalkeeper": "goalkeepers",
    "defender": "defenders",
    "midfielder": "midfielders",
    "forward": "forwards",
}


# for views/team_leaders.py
# What each ranking is of, and the unit its figure is in (phrases the bundles translate)
WHAT = {
    "conceded_fewest": ("Fewest goals conceded", "conceded"),
    "conceded_most": ("Most goals conceded", "conceded"),
    "wins": ("Most wins", "wins"),
    "draws": ("Most draws", "draws"),
    "wins_fewest": ("Fewest wins", "wins"),
    "losses": ("Most defeats", "defeats"),
    "losses_fewest": ("Fewest defeats", "defeats"),
    "home_best": ("Best home record (points won at home)", "points"),
    "away_best": ("Best away record (points won away)", "points"),
    "home_worst": ("Worst home record (points won at home)", "points"),
    "away_worst": ("Worst away record (points won away)", "points"),
    "clean": ("Most clean sheets", "clean sheets"),
    "scored": ("Most goals scored", "goals"),
}


# for views/tournament.py
PLACE_WORDS = {2: "second (runners-up)", 3: "third", 4: "fourth"}


# for views/outcome.py
KICK_DETAIL = {
    "wide": " (wide)",
    "over": " (over the bar)",
    "bar": " (off the bar)",
    "post": " (off the post)",
}


# for views/person_text.py: what a shootout kick's taker did, by its outcome
KICK_DONE = {"scored": "scored", "missed": "missed", "saved": "had the kick saved"}


# for views/officials.py
CARD_WORDS = {
    "yellow": "was booked",
    "second_yellow": "was sent off (a second yellow card)",
    "red": "was sent off (a straight red card)",
}
# A card's description (written in English, as the knowledge is) that gives its reason
# says what the card was for: "booked for a foul", "sent off for a headbutt".
CARD_REASON_WORDS = frozenset({"for"})


# for views/squad.py
REASON_WORDS = {"injured": "injured", "suspended": "suspended", "ill": "ill", "other": "absent"}


# for facts/match.py (`MatchFacts.cause`): a reason the knowledge wrote in the base
# language only, when it is one of these common words, is said in the answer's language
# by its message id ("cause.injury"), not quoted in English.
CAUSE_WORDS = {
    "injury": "injury",
    "injured": "injury",
    "an injury": "injury",
    "tactical": "tactical",
    "a tactical change": "tactical",
    "illness": "illness",
    "ill": "illness",
    "a foul": "foul",
    "foul": "foul",
    "fouls": "foul",
    "dissent": "dissent",
    "handball": "handball",
    "a handball": "handball",
    "time-wasting": "time_wasting",
    "time wasting": "time_wasting",
    "diving": "simulation",
    "simulation": "simulation",
    "unsporting behaviour": "unsporting",
    "a professional foul": "professional_foul",
    "violent conduct": "violent_conduct",
    "serious foul play": "serious_foul_play",
}
CAUSE_NAMES = {
    "injury": "injury",
    "tactical": "tactical",
    "illness": "illness",
    "foul": "a foul",
    "dissent": "dissent",
    "handball": "handball",
    "time_wasting": "time-wasting",
    "simulation": "simulation",
    "unsporting": "unsporting behaviour",
    "professional_foul": "a professional foul",
    "violent_conduct": "violent conduct",
    "serious_foul_play": "serious foul play",
}

# The usual awards by the names reports give them (casefolded) -> their bundle key
# ("award.{key}"): said in the answer's language when the knowledge gives no translation.
AWARD_WORDS = {
    "man of the match": "match_best",
    "player of the match": "match_best",
    "star of the match": "match_best",
    "best player of the match": "match_best",
    "player of the tournament": "tournament_best",
    "best player of the tournament": "tournament_best",
    "young player of the tournament": "young_best",
    "best young player": "young_best",
    "best young player of the tournament": "young_best",
    "golden ball": "golden_ball",
    "silver ball": "silver_ball",
    "bronze ball": "bronze_ball",
    "golden boot": "golden_boot",
    "golden shoe": "golden_boot",
    "silver boot": "silver_boot",
    "bronze boot": "bronze_boot",
    "golden glove": "golden_glove",
    "top scorer": "top_scorer",
}


# for views/penalties.py
OFFENCE_WORDS = {"foul": "a foul", "handball": "handball", "other": "an offence"}


# for views/tournament_text.py
STAGE_NAMES = {
    "group": "group stage",
    "league": "league phase",
    "round_of_32": "round of 32",
    "round_of_16": "round of 16",
    "quarter_final": "quarter-finals",
    "semi_final": "semi-finals",
    "third_place": "third-place match",
    "final": "final",
    "other": "other round",
}

# for matching/picker.py: a match's stage in its label ("Argentina v England · semi-final");
# each language's interface text translates them
STAGE_LABELS = {
    "group": "group stage",
    "league": "league",
    "round_of_32": "round of 32",
    "round_of_16": "round of 16",
    "quarter_final": "quarter-final",
    "semi_final": "semi-final",
    "third_place": "third place",
    "final": "final",
    "other": "",
}

MONTHS = (
    "January February March April May June July August September October November December"
).split()

NTH = {
    1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh",
    8: "eighth", 9: "ninth", 10: "tenth",
}  # fmt: skip


# for facts/tiebreak.py
RULE_WORDS = {
    "points": "points",
    "goal_difference": "goal difference",
    "goals_scored": "goals scored",
    "away_goals_scored": "away goals scored",
    "wins": "wins",
    "away_wins": "away wins",
    "head_to_head_points": "head-to-head points",
    "head_to_head_goal_difference": "head-to-head goal difference",
    "head_to_head_goals": "head-to-head goals scored",
    "name": "then alphabetical (the data has no fair-play points or drawing of lots)",
}


# for answering/desk.py: an intent whose phrasings say it is about the next match
NEXT_WORDS = frozenset({"next"})


# for answering/context.py
# "it" often means the match ("who won it"), so it only stands for a goal when the
# answer built on it beats the question's own; so do "that" and "this" at the end of a
# question ("when was that?").
WEAK_PRONOUNS = frozenset({"it"})

TRAILING_PRONOUNS = frozenset({"that", "this"})

DEMONSTRATIVES = frozenset({"that", "this", "same"})

ONE = frozenset({"one", "1"})  # "one" reads as the number 1 once normalised

# A bare question that names the whole match ("goals in the final", once canonical) is
# about the match, not the person just discussed
MATCH_NOUNS = frozenset({"match"})

# "the other team", "the other guy", "the other goal", "the other one"
TEAM_NOUNS = frozenset({"team", "side"})
PERSON_NOUNS = frozenset({"guy", "player"})
GOAL_NOUNS = frozenset({"goal"})
OTHER_NOUNS = frozenset({*GOAL_NOUNS, *TEAM_NOUNS, *PERSON_NOUNS, *ONE})


# for cards/timeline.py
# how a goal is marked beside its scorer: English, translated by each language's bundle
_NOTES = {"penalty": "pen", "own_goal": "og"}


# for goals.py
# The part of the match a question narrowed to, by its topic.
ASKED_PERIODS = (
    ("firsthalf", "in the first half"),
    ("secondhalf", "in the second half"),
    ("extratime", "in extra time"),
)

# for views/round_names.py: a round the data names a play-off ("Playoffs, Matchday 1",
# "Knockout round play-offs"), its hyphen dropped
PLAYOFF_ROUND_WORDS = frozenset({"playoff", "playoffs"})
