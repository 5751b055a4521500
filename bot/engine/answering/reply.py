"""What the engine returns: one shape for the command line, the console and Discord."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Literal

from bot.engine.understanding.lang import Lang

if TYPE_CHECKING:
    from bot.engine.answering.context import Context
    from bot.engine.claims.kinds import Withheld
    from bot.engine.claims.typed import Said

Band = Literal["answer", "suggest", "decline"]


@dataclass(frozen=True)
class Suggestion:
    intent: str
    question: str  # phrased as a question a fan would ask, e.g. "Who scored the winner?"


@dataclass(frozen=True)
class Reply:
    question: str
    band: Band
    intent: str | None  # None whenever the bot does not answer (decline or suggestions)
    confidence: int  # 0-100
    text: str  # what the user sees
    suggestions: tuple[Suggestion, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict)  # structured data the text came from
    version: str = ""
    best_intent: str | None = None  # closest intent considered, even when declining
    # What the conversation is about after this reply: pass it with the next question.
    context: Context | None = field(default=None, compare=False, repr=False)
    lang: Lang = "en"  # the language the answer is written in (the question's, by default)
    # The tournament match the answer is about (its id); None for an answer about a team,
    # the tournament, or a knowledge of one match without a tournament.
    match: str | None = None
    # The typed claims the text states, each with its words (a converted view's; empty:
    # the checker reads the claims from the text). See claims/.
    claims: tuple[Said, ...] = field(default=(), compare=False, repr=False)
    # Claims the checker found false or unprovable and kept out of `text` (see claims/).
    withheld: tuple[Withheld, ...] = field(default=(), compare=False)

    def but(self, **changes: Any) -> Reply:
        """This reply with `changes`, as `dataclasses.replace` makes it (no field is
        computed at creation) without walking the fields on each call: every answer is
        copied a few times on its way out, ~4 us a copy that way, <1 us this way."""
        if not changes.keys() <= _FIELDS:
            raise TypeError(f"Reply has no field {sorted(changes.keys() - _FIELDS)}")
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__, **changes)
        return copy

    @property
    def is_answer(self) -> bool:
        """The bot answered (`intent` is set)."""
        return self.band == "answer"

    @property
    def is_decline(self) -> bool:
        """The bot said it cannot answer, or that the knowledge does not hold it."""
        return self.band == "decline"

    @property
    def is_suggestion(self) -> bool:
        """The bot offered questions to pick from ("did you mean", "which match?")."""
        return self.band == "suggest"

    def to_json(self) -> dict[str, Any]:
        """The `ask --json` contract: these keys, in this order, then extras."""
        return {
            "question": self.question,
            "intent": self.intent,
            "confidence": self.confidence,
            "answer": self.text,
            "suggestions": [s.question for s in self.suggestions],
            "version": self.version,
            "band": self.band,
            "facts": self.facts,
            "lang": self.lang,
            "match": self.match,
            "withheld": [w.reason for w in self.withheld],
        }


_FIELDS = frozenset(f.name for f in fields(Reply))
