"""The fact check the tests read answers with is the engine's own claim checker
(bot/engine/claims): one implementation, run before every reply and in the tests."""

from __future__ import annotations

from bot.engine.claims import ReportCheck as FactCheck
from bot.engine.claims import Withheld as Flag
from bot.engine.claims.patterns import segments

__all__ = ["FactCheck", "Flag", "segments"]
