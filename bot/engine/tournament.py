"""Old path of `bot.engine.facts.tournament`, kept while code outside the engine imports it."""

from bot.engine.facts.tournament import (
    KNOCKOUT,
    Row,
    Tally,
    TournamentFacts,
    first_or_last_born,
)

__all__ = ["KNOCKOUT", "Row", "Tally", "TournamentFacts", "first_or_last_born"]
