"""The fact check the tests read answers with is the engine's own claim checker
(bot/engine/claims): one implementation, run before every reply and in the tests. A
text is read as the checker reads a reply's text (`ReportCheck`); a reply is checked
whole, its typed claims too (`TypedCheck`), as `Checker.checked` does."""

from __future__ import annotations

from bot.engine import Reply
from bot.engine.claims import ReportCheck, Withheld
from bot.engine.claims.kinds import TYPED_RULES
from bot.engine.claims.patterns import segments
from bot.engine.claims.verify import TypedCheck
from bot.knowledge import Knowledge

Flag = Withheld


class FactCheck:
    def __init__(self, k: Knowledge) -> None:
        self.report = ReportCheck(k)
        self.typed = TypedCheck(k)

    def flags(self, answer: str | Reply, *, whole: bool = True) -> list[Withheld]:
        """Every claim of `answer` (a text, or a reply with its typed claims) that the
        knowledge contradicts or cannot back."""
        if isinstance(answer, str):
            return self.report.flags(answer, whole=whole)
        # a typed claim the engine already withheld is a view's false claim too
        withheld = [w for w in answer.withheld if w.rule in TYPED_RULES]
        typed = [w for _, w in self.typed.flags(answer.claims)]
        return withheld + typed + self.report.flags(answer.text, whole=whole)


__all__ = ["FactCheck", "Flag", "segments"]
