"""The topics the answering side reads in a question (`Slots.topics`), one name each.

A topic is a canonical token the understanding notes as it folds a question's words
(`languages/canonical.py` TOPICS, a bundle's `raw_topics`) or names (the competition).
The views, the desk and the resolver test for these names, never for strings, so a topic
no language can note is found by a test (`tests/engine/test_answer_words.py`) instead of
a branch that silently never runs.
"""

from __future__ import annotations

from bot.engine.languages import canonical as c

AWAY = "away"
BENCH = "bench"
BOOKED = "booked"
BRACE = "brace"
CARD = "card"  # "did X get a card": a card named, of no kind
CAPTAIN = "captain"
CAREER = c.CAREER
CLEAN_SHEET = "cleansheet"
COMPETITION = c.COMPETITION
CONCEDED = "conceded"
DEFENDER = "defender"
DISALLOWED = "disallowed"  # "did X have a goal disallowed": the timeline's, not his goals
OUT = c.OUT  # "did X go out": the yes/no says whether X went out
COUNT = c.COUNT  # "how many": the number first
END_OF_NORMAL_TIME = "endofnormaltime"
BEFORE_ADDED_TIME = "beforeaddedtime"  # the 90 minutes up, stoppage time not yet played
EXTRA_TIME = "extratime"
FEWEST_CONCEDED = "fewestconceded"
FIRST_HALF = "firsthalf"
FORMATION = "formation"
FORWARD = "forward"
GOALKEEPERS = "goalkeepers"
HALF_TIME = "halftime"
HAT_TRICK = "hattrick"
HOME = "home"
IN_PLAY = "inplay"
INSTEAD = "instead"
KNOCKOUT = "knockout"
LAST_MINUTE = "lastminute"
LOST = "lose"  # "have X lost a game": which games, besides how many
LATE = "lateon"  # "late on", "at the end": the closing minutes, a topic only
OFF_THE_LINE = "offtheline"  # "cleared off the line"
CORNER_KICK = "cornerkick"  # "who took the corner for X's goal"
MIDFIELDER = "midfielder"
MISSED = "missed"
MOST_CONCEDED = "mostconceded"
MOST_WINS = "mostwins"
MOST_DRAWS = "mostdraws"
MOST_LOSSES = "mostlosses"
FEWEST_LOSSES = "fewestlosses"
# the best and worst records at home or away, by the points won there
BEST_HOME = "besthome"
BEST_AWAY = "bestaway"
WORST_HOME = "worsthome"
WORST_AWAY = "worstaway"
ANY_MATCH = "anymatch"  # "did X win any match": which, besides how many
BEST_THIRDS = c.BEST_THIRDS  # "which third placed teams went through": across the groups
POINTS_GAP = "pointsgap"  # the points between places of a table (the title margin)
FEWEST_WINS = "fewestwins"  # "which teams haven't won yet": the fewest wins, level ones all named
OLDEST = "oldest"
OTHER_MATCH = c.OTHER_MATCH
OTHER_AWARD = c.OTHER_AWARD  # "who was man of the match", of a match without one
PATH = "path"
HANDBALL = "handball"  # a handball asked of ("was it a handball"), not only a penalty
PENALTY_FOUL = "penaltyfoul"
REFEREE = "referee"
SAVED = "saved"
ANTHEM = "anthem"  # the anthems asked by name ("what anthem was played")
SECOND_HALF = "secondhalf"
SENT_OFF = "sentoff"
MORE_CARDS = "morecards"  # "which team got more cards": the sides' counts compared
MORE_SUBS = "moresubs"  # "who made more substitutions": the sides' changes compared
SHOOTOUT = "shootout"
TOP_SCORER = "topscorer"
MOST_GOALS = "mostgoals"  # "who scored the most": a player, or a team (no scorers)
WINNING_KICK = "winningkick"
# a club's season asked yes or no: "did X stay up" (the yes is staying up), "did X make
# the champions league" (the places from first), "did X qualify for europe" (any of them)
STAYED_UP = "stayedup"
FIRST_PLACES = "firstplaces"
EUROPE = "europe"
TITLES = "titles"  # "how many titles", "cuántas ligas": a club's honours over the years
PLAYED = "didplay"  # "did X play", "¿jugó X?": yes or no first (started, came on, unused)
MATCH_POINT = "matchpoint"  # "the penalty that would have won it": a kick that could have clinched
