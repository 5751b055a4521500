"""The knowledge layer: YAML files -> validated pydantic models, and what changed between two.

The lowest layer: it imports nothing else from `bot`. Other layers import from here, not
from the submodules.
"""

from bot.knowledge.diff import KnowledgeDiff, diff_knowledge
from bot.knowledge.loader import (
    SUFFIXES,
    KnowledgeError,
    LoadedKnowledge,
    Problem,
    load_knowledge,
    load_knowledge_texts,
    read_knowledge_texts,
)
from bot.knowledge.models import (
    TEMPLATE_FIELD,
    Event,
    Goal,
    Intent,
    Knowledge,
    KnowledgeFile,
    Person,
    ShootoutKick,
    Team,
)
from bot.knowledge.schema import knowledge_schema

__all__ = [
    "SUFFIXES",
    "TEMPLATE_FIELD",
    "Event",
    "Goal",
    "Intent",
    "Knowledge",
    "KnowledgeDiff",
    "KnowledgeError",
    "KnowledgeFile",
    "LoadedKnowledge",
    "Person",
    "Problem",
    "ShootoutKick",
    "Team",
    "diff_knowledge",
    "knowledge_schema",
    "load_knowledge",
    "load_knowledge_texts",
    "read_knowledge_texts",
]
