"""The question-answering engine, behind this one public face.

understanding/ (a question read: `Parsed`) -> matching/ (the intent and the match meant)
-> answering/ (where the answer comes from, follow-ups, several clauses) -> views/ (the
answer, from facts/) -> `Reply`; `engine.py` assembles them (docs/engine.md maps them).
Adapters and the service import from here only, never from the submodules. What differs
by language is asked of the language bundles through `for_locale`, `interface_text`,
`looks_like_question` and the engine's replies (see `understanding/lang.py`). The engine
imports the knowledge layer and nothing above it (no discord, no service, no store).

What only Discord's cards and pickers use (cards, the bracket, the data timeline) is
imported at its first use, so answering from the command line does not load it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from bot.engine.answering.context import Context
from bot.engine.answering.reply import Band, Reply, Suggestion
from bot.engine.claims import REASONS, Withheld
from bot.engine.cost import (
    Cost,
    CostLimits,
    cost_problem,
    measure,
    phrasings_problem,
    size_of,
)
from bot.engine.engine import Engine
from bot.engine.facts.tiebreak import tiebreak_text
from bot.engine.facts.tournament import (  # the engine's own, loaded anyway
    Row,
    Tally,
    TournamentFacts,
)
from bot.engine.match_picker import (
    MatchChoice,
    Picker,
    day_label,
    group_label,
    stage_label,
)
from bot.engine.moment import Clock, Moment, utc_now
from bot.engine.understanding.lang import (
    Lang,
    codes,
    detect,
    for_locale,
    interface_text,
    language,
    looks_like_question,
)
from bot.engine.understanding.tokens import clean, question_key

if TYPE_CHECKING:
    from bot.engine.cards import (
        GoalCard,
        MatchCard,
        PersonCard,
        everyone,
        example_questions,
        goal_cards,
        match_card,
        person_card,
        quotes_of,
        result_line,
        score_heading,
        speakers,
        timeline_lines,
        topics,
        view_text,
    )
    from bot.engine.facts.knockout import BRACKET_STAGES, Bracket, bracket
    from bot.engine.timeline_data import (
        TimelineCard,
        TimelineGoal,
        data_timeline_card,
        timeline_card,
    )

_LAZY = {
    "GoalCard": "bot.engine.cards",
    "MatchCard": "bot.engine.cards",
    "PersonCard": "bot.engine.cards",
    "everyone": "bot.engine.cards",
    "example_questions": "bot.engine.cards",
    "goal_cards": "bot.engine.cards",
    "match_card": "bot.engine.cards",
    "person_card": "bot.engine.cards",
    "quotes_of": "bot.engine.cards",
    "result_line": "bot.engine.cards",
    "score_heading": "bot.engine.cards",
    "speakers": "bot.engine.cards",
    "timeline_lines": "bot.engine.cards",
    "topics": "bot.engine.cards",
    "view_text": "bot.engine.cards",
    "BRACKET_STAGES": "bot.engine.facts.knockout",
    "Bracket": "bot.engine.facts.knockout",
    "bracket": "bot.engine.facts.knockout",
    "TimelineCard": "bot.engine.timeline_data",
    "TimelineGoal": "bot.engine.timeline_data",
    "data_timeline_card": "bot.engine.timeline_data",
    "timeline_card": "bot.engine.timeline_data",
}

__all__ = [
    "BRACKET_STAGES",
    "REASONS",
    "Band",
    "Bracket",
    "Clock",
    "Context",
    "Cost",
    "CostLimits",
    "Engine",
    "GoalCard",
    "Lang",
    "MatchCard",
    "MatchChoice",
    "Moment",
    "PersonCard",
    "Picker",
    "Reply",
    "Row",
    "Suggestion",
    "Tally",
    "TimelineCard",
    "TimelineGoal",
    "TournamentFacts",
    "Withheld",
    "bracket",
    "clean",
    "codes",
    "cost_problem",
    "data_timeline_card",
    "day_label",
    "detect",
    "everyone",
    "example_questions",
    "for_locale",
    "goal_cards",
    "group_label",
    "interface_text",
    "language",
    "looks_like_question",
    "match_card",
    "measure",
    "person_card",
    "phrasings_problem",
    "question_key",
    "quotes_of",
    "result_line",
    "score_heading",
    "size_of",
    "speakers",
    "stage_label",
    "tiebreak_text",
    "timeline_card",
    "timeline_lines",
    "topics",
    "utc_now",
    "view_text",
]


def __getattr__(name: str) -> Any:
    """A name from a module imported at first use (`_LAZY`), kept here once found."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
