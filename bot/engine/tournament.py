"""Old path of `bot.engine.facts.tournament`, kept while code outside the engine may import it."""

from bot.engine.facts.tournament import KNOCKOUT as KNOCKOUT
from bot.engine.facts.tournament import Row as Row
from bot.engine.facts.tournament import Tally as Tally
from bot.engine.facts.tournament import TournamentFacts as TournamentFacts
from bot.engine.facts.tournament import first_or_last_born as first_or_last_born
