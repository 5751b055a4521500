"""The question-answering engine, behind this one public face.

normalise -> spelling -> entities -> understand (one `Parsed`) -> matcher -> views -> Reply.
Adapters and the service import from here only, never from the submodules. What differs
by language is asked of the language bundles through `for_locale`, `interface_text`,
`looks_like_question` and the engine's replies (see `lang.py`). The engine
imports the knowledge layer and nothing above it (no discord, no service, no store).
"""

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
from bot.engine.context import Context
from bot.engine.cost import (
    Cost,
    CostLimits,
    cost_problem,
    measure,
    phrasings_problem,
    size_of,
)
from bot.engine.engine import Engine
from bot.engine.knockout import BRACKET_STAGES, Bracket, bracket
from bot.engine.lang import (
    Lang,
    codes,
    detect,
    for_locale,
    interface_text,
    looks_like_question,
)
from bot.engine.match_picker import (
    MatchChoice,
    Picker,
    day_label,
    group_label,
    server_current,
    stage_label,
)
from bot.engine.normalise import clean, question_key
from bot.engine.reply import Band, Reply, Suggestion
from bot.engine.standings import TIE_BREAK, Scorer, Standing, group_table, record, top_scorers
from bot.engine.timeline_data import (
    TimelineCard,
    TimelineGoal,
    data_timeline_card,
    timeline_card,
)

__all__ = [
    "BRACKET_STAGES",
    "TIE_BREAK",
    "Band",
    "Bracket",
    "Context",
    "Cost",
    "CostLimits",
    "Engine",
    "GoalCard",
    "Lang",
    "MatchCard",
    "MatchChoice",
    "PersonCard",
    "Picker",
    "Reply",
    "Scorer",
    "Standing",
    "Suggestion",
    "TimelineCard",
    "TimelineGoal",
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
    "group_table",
    "interface_text",
    "looks_like_question",
    "match_card",
    "measure",
    "person_card",
    "phrasings_problem",
    "question_key",
    "quotes_of",
    "record",
    "result_line",
    "score_heading",
    "server_current",
    "size_of",
    "speakers",
    "stage_label",
    "timeline_card",
    "timeline_lines",
    "top_scorers",
    "topics",
    "view_text",
]
