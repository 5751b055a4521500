"""Built-in answers that need logic (selecting a goal, a timeline, a person's match).

Each view reads only the knowledge and the question's slots and returns short text plus
the structured facts it used; `VIEWS` maps the names intents use to them, with what each
view declared about itself at `@view(...)`. Importing the package registers every view.
"""

from bot.engine.views import (  # noqa: F401  (registers)
    fixtures,
    goals,
    league_ends,
    match,
    moments,
    officials,
    outcome,
    penalties,
    people,
    season,
    squad,
    squads,
    sub_goals,
    table_gap,
    team_leaders,
    tournament,
    tournament_ends,
    tournament_goals,
    tournament_teams,
)
from bot.engine.views.base import (
    HELP_VIEW,
    VIEWS,
    Reading,
    Rendered,
    ViewSpec,
    not_in_report,
    view_texts,
)
from bot.engine.views.goal_text import goal_sentence, moment_line, scoreline, timeline_facts
from bot.engine.views.person_text import contribution_text

__all__ = [
    "HELP_VIEW",
    "VIEWS",
    "Reading",
    "Rendered",
    "ViewSpec",
    "contribution_text",
    "goal_sentence",
    "moment_line",
    "not_in_report",
    "scoreline",
    "timeline_facts",
    "view_texts",
]
