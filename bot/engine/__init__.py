"""The question-answering engine, behind this one public face.

understanding/ (a question read: `Parsed`) -> matching/ (the intent and the match meant)
-> answering/ (where the answer comes from, follow-ups, several clauses) -> views/ (the
answer, from facts/) -> claims/ (its facts checked) -> `Reply`; `engine.py` assembles
them (docs/engine.md maps them), and every word is in languages/.
Adapters and the service import from here only, never from the submodules. What differs
by language is asked of the language bundles through `for_locale`, `interface_text`,
`looks_like_question` and the engine's replies (see `understanding/lang.py`). The engine
imports the knowledge layer and nothing above it (no discord, no service, no store).

Beside the pipeline: cards/ (what the adapters' cards and timeline pictures show) and
`matching/picker.py` (a match named in a command option) serve the adapters; `cost.py`
measures a built `Engine`, so it sits beside `engine.py`, above the packages it assembles;
`moment.py` (when a question is asked, and in which zone) is passed in by the caller and
read by every stage, so it sits at the top, below them all.
What only Discord's cards use (cards/, the bracket) is imported at its first use, so
answering from the command line does not load it.
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
from bot.engine.matching.picker import (
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
    from bot.engine.cards.match import (
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
    from bot.engine.cards.timeline import (
        TimelineCard,
        TimelineGoal,
        data_timeline_card,
        timeline_card,
    )
    from bot.engine.facts.knockout import BRACKET_STAGES, Bracket, bracket

_LAZY = {
    "GoalCard": "bot.engine.cards.match",
    "MatchCard": "bot.engine.cards.match",
    "PersonCard": "bot.engine.cards.match",
    "everyone": "bot.engine.cards.match",
    "example_questions": "bot.engine.cards.match",
    "goal_cards": "bot.engine.cards.match",
    "match_card": "bot.engine.cards.match",
    "person_card": "bot.engine.cards.match",
    "quotes_of": "bot.engine.cards.match",
    "result_line": "bot.engine.cards.match",
    "score_heading": "bot.engine.cards.match",
    "speakers": "bot.engine.cards.match",
    "timeline_lines": "bot.engine.cards.match",
    "topics": "bot.engine.cards.match",
    "view_text": "bot.engine.cards.match",
    "BRACKET_STAGES": "bot.engine.facts.knockout",
    "Bracket": "bot.engine.facts.knockout",
    "bracket": "bot.engine.facts.knockout",
    "TimelineCard": "bot.engine.cards.timeline",
    "TimelineGoal": "bot.engine.cards.timeline",
    "data_timeline_card": "bot.engine.cards.timeline",
    "timeline_card": "bot.engine.cards.timeline",
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
