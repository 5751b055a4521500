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
    Event,
    Goal,
    Intent,
    Knowledge,
    KnowledgeFile,
    Person,
    ShootoutKick,
    Team,
    Translatable,
)
from bot.knowledge.schema import knowledge_schema

__all__ = [
    "SUFFIXES",
    "TAUGHT_FILE",
    "TEMPLATE_FIELD",
    "EditError",
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
    "Translatable",
    "add_intent",
    "add_phrasing",
    "clean_phrasing",
    "diff_knowledge",
    "is_knowledge_name",
    "knowledge_schema",
    "knowledge_version",
    "load_knowledge",
    "load_knowledge_texts",
    "overlay",
    "read_knowledge_texts",
]
