"""What the knowledge holds, as the answers need it: facts, not sentences about them.

- `match`: `MatchFacts`, one knowledge read in one answer language (people, teams,
  goals, the report's match; `say` for its sentences).
- `tournament`: `TournamentFacts`, a tournament's data indexed once (matches by team and
  stage, tables, tallies, squads).
- `knockout`: the bracket of a tournament's knockout rounds (loaded at first use).
- `tiebreak`: a table's tie-break order in words.
- `phrases`: a sentence in the answer's language, by message id.
- `standin`: the match a report-less tournament stands in for the one-match machinery.
- `topics`: the topics the answering side reads in a question, one name each.

`from bot.engine.facts import MatchFacts` (this module's names are `match`'s) keeps the
old module's path working.
"""

from bot.engine.facts.match import LATE_MINUTE as LATE_MINUTE
from bot.engine.facts.match import GoalFacts as GoalFacts
from bot.engine.facts.match import MatchFacts as MatchFacts
from bot.engine.facts.match import PenaltyKick as PenaltyKick
from bot.engine.facts.match import Substitution as Substitution
from bot.engine.facts.match import minute_mark as minute_mark
from bot.engine.facts.match import minute_phrase as minute_phrase
from bot.engine.facts.match import ordinal as ordinal
