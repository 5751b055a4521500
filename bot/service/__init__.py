"""The service layer: the one way every adapter (Discord, command line, console) asks.

It joins the live knowledge, the unanswered list and the audit log, so a question from
any adapter is answered and recorded the same way. Adapters import from here only.
"""

from bot.service.conversations import ConversationStore
from bot.service.live import LiveKnowledge, ReloadResult
from bot.service.match_service import MAX_INPUT_CHARS, ChangeRefused, MatchService, Preview
from bot.service.metrics import NO_METRICS, OUTCOME_OF_BAND, OUTCOMES, WAYS, Metrics, Way
from bot.service.stats import GuildStats, Window, guild_stats
from bot.service.sync import KnowledgeSync
from bot.service.text import valid_text
from bot.service.unanswered import Entry, UnansweredLog, format_entries
from bot.service.watcher import watch_knowledge
from bot.service.writes import StoreWriter

__all__ = [
    "MAX_INPUT_CHARS",
    "NO_METRICS",
    "OUTCOMES",
    "OUTCOME_OF_BAND",
    "WAYS",
    "ChangeRefused",
    "ConversationStore",
    "Entry",
    "GuildStats",
    "KnowledgeSync",
    "LiveKnowledge",
    "MatchService",
    "Metrics",
    "Preview",
    "ReloadResult",
    "StoreWriter",
    "UnansweredLog",
    "Way",
    "Window",
    "format_entries",
    "guild_stats",
    "valid_text",
    "watch_knowledge",
]
