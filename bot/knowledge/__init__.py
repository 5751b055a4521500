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
from bot.knowledge.links import fold
from bot.knowledge.loader import (
    SUFFIXES,
    KnowledgeError,
    LoadedKnowledge,
    Problem,
    knowledge_version,
    load_knowledge,
    load_knowledge_texts,
    read_knowledge_texts,
)
from bot.knowledge.models import (
    TEMPLATE_FIELD,
    Absence,
    Award,
    Event,
    Goal,
    Intent,
    Knowledge,
    KnowledgeFile,
    Lineup,
    NextMatch,
    PenaltyAward,
    Person,
    ShootoutKick,
    Team,
)
from bot.knowledge.schema import knowledge_schema
from bot.knowledge.tournament import (
    STAGES,
    DataSource,
    Group,
    MatchScore,
    Player,
    Stage,
    Tournament,
    TournamentGoal,
    TournamentMatch,
    TournamentTeam,
    TournamentVenue,
    goals_disagree,
)

__all__ = [
    "STAGES",
    "SUFFIXES",
    "TAUGHT_FILE",
    "TEMPLATE_FIELD",
    "Absence",
    "Award",
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
    "Lineup",
    "LoadedKnowledge",
    "MatchScore",
    "NextMatch",
    "PenaltyAward",
    "Person",
    "Player",
    "Problem",
    "ShootoutKick",
    "Stage",
    "Team",
    "Tournament",
    "TournamentGoal",
    "TournamentMatch",
    "TournamentTeam",
    "TournamentVenue",
    "Translatable",
    "add_intent",
    "add_phrasing",
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
]
