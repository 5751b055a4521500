"""Claims: what an answer states, checked against the knowledge before it is sent.

A wrong fact is worse than a decline. Every answer the engine gives is read as typed
claims (a result, a goal, a negative, a count or duration, an award, a team's progress),
and each claim is looked up in the knowledge the answer came from (`Checker`); a claim
that does not hold is withheld: the reply keeps the part it can prove, or declines, and
carries what it withheld and why, so the service can log, count and record it.
"""

from bot.engine.claims.checker import Checker, withheld_text
from bot.engine.claims.kinds import REASONS, Withheld
from bot.engine.claims.report import ReportCheck

__all__ = ["REASONS", "Checker", "ReportCheck", "Withheld", "withheld_text"]
