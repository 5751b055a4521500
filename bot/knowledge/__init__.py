"""The knowledge layer: YAML files -> validated pydantic models, and what changed between two.

The lowest layer: it imports nothing else from `bot`. Other layers import from here, not
from the submodules.
"""

from bot.knowledge.diff import KnowledgeDiff, diff_knowledge
from bot.knowledge.edit import (
    TAUGHT_FILE,
    EditError,
    add_intent,
    add_phrasing,
    clean_phrasing,
    is_knowledge_name,
    overlay,
)
from bot.knowledge.fields import Translatable
from bot.knowledge.intents import TEMPLATE_FIELD, Intent
from bot.knowledge.links import fold
from bot.knowledge.loader import (
    SUFFIXES,
    KnowledgeError,
    LoadedKnowledge,
    Problem,
    check_file_text,
    knowledge_version,
    load_knowledge,
    load_knowledge_texts,
    read_knowledge_texts,
)
from bot.knowledge.match import (
    STAGES,
    Match,
    MatchScore,
    MatchStatus,
    Stage,
    TournamentGoal,
    goals_disagree,
)
from bot.knowledge.models import Knowledge, KnowledgeFile, Person, Team
from bot.knowledge.report import (
    Absence,
    Award,
    Competition,
    Event,
    Goal,
    Lineup,
    MatchDay,
    NextMatch,
    PenaltyAward,
    Report,
    Result,
    Shootout,
    ShootoutKick,
    Venue,
)
from bot.knowledge.schema import knowledge_schema
from bot.knowledge.tournament import (
    DEFAULT_TIEBREAK,
    TIEBREAK_RULES,
    DataSource,
    Group,
    LeagueRules,
    Player,
    Tournament,
    TournamentTeam,
    TournamentVenue,
    tiebreak_problem,
)

# The one match model's former name for a match from data, kept while code outside the
# knowledge says it (a tournament's matches are `Match`es, with or without a report).
TournamentMatch = Match

__all__ = [
    "DEFAULT_TIEBREAK",
    "STAGES",
    "SUFFIXES",
    "TAUGHT_FILE",
    "TEMPLATE_FIELD",
    "TIEBREAK_RULES",
    "Absence",
    "Award",
    "Competition",
    "DataSource",
    "EditError",
    "Event",
    "Goal",
    "Group",
    "Intent",
    "Knowledge",
    "KnowledgeDiff",
    "KnowledgeError",
    "KnowledgeFile",
    "LeagueRules",
    "Lineup",
    "LoadedKnowledge",
    "Match",
    "MatchDay",
    "MatchScore",
    "MatchStatus",
    "NextMatch",
    "PenaltyAward",
    "Person",
    "Player",
    "Problem",
    "Report",
    "Result",
    "Shootout",
    "ShootoutKick",
    "Stage",
    "Team",
    "Tournament",
    "TournamentGoal",
    "TournamentMatch",
    "TournamentTeam",
    "TournamentVenue",
    "Translatable",
    "Venue",
    "add_intent",
    "add_phrasing",
    "check_file_text",
    "clean_phrasing",
    "diff_knowledge",
    "fold",
    "goals_disagree",
    "is_knowledge_name",
    "knowledge_schema",
    "knowledge_version",
    "load_knowledge",
    "load_knowledge_texts",
    "overlay",
    "read_knowledge_texts",
    "tiebreak_problem",
]
