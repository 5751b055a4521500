"""The service layer: the one way every adapter (Discord, command line, console) asks.

`MatchService` wires small services on one store (answering, each server's knowledge and
settings, teaching, the unanswered list, the operator's reloads, the audit trail), so a
question or a change from any adapter is handled and recorded the same way. Adapters
import from here only.

What only the running bot uses (the feed, statistics, syncing, watching the files) is
imported at its first use, so `python -m bot ask` and the console do not load it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from bot.service.answering import MAX_INPUT_CHARS, Answering
from bot.service.audit import AuditTrail
from bot.service.conversations import ConversationStore
from bot.service.guild_config import (
    ANSWER_CHANNELS,
    COMPETITION,
    CURRENT_MATCH,
    GUILD_SETTINGS,
    LATEST_PLAYED,
    LIVE_CHANNEL,
    LIVE_CHANNEL_BY,
    LIVE_MATCHES,
    LIVE_ROLE,
    LIVE_TEAMS,
    LIVE_THREADS,
    MAX_GAME_POINTS,
    MODERATOR_ROLES,
    PREDICTION_EXACT_POINTS,
    PREDICTION_KNOCKOUT,
    PREDICTION_RESULT_POINTS,
    QUIZ_SCORING,
    TIMEZONE,
    GuildConfig,
    GuildSetting,
)
from bot.service.guild_current_match import current_match
from bot.service.guild_knowledge import ChangeRefused, GuildKnowledge, Preview
from bot.service.kickoff import has_time, kickoff_at
from bot.service.live import LiveKnowledge, ReloadResult
from bot.service.live_events import LiveEvent
from bot.service.live_posts import LivePost, LivePosts
from bot.service.match_service import MatchService, open_configured_store
from bot.service.metrics import NO_METRICS, OUTCOME_OF_BAND, OUTCOMES, WAYS, Metrics, Way
from bot.service.operator_knowledge import OperatorKnowledge
from bot.service.predictions import MAX_GOALS, Predicted, Predictions, Rules, upcoming
from bot.service.quiz import MAX_QUESTIONS, About, Question, write_quiz
from bot.service.teaching import Teaching
from bot.service.text import valid_text
from bot.service.unanswered import Entry, UnansweredLog, format_entries
from bot.service.unanswered_list import UnansweredList
from bot.service.writes import StoreWriter, StoreWrites

if TYPE_CHECKING:
    from bot.service.feed import FeedPoller, FeedRejected, FeedStatus, safe_url
    from bot.service.feed_football_data import football_data
    from bot.service.feed_import import football_json
    from bot.service.operator_feed import Importer, OperatorFeed, feed_report, stored_feed
    from bot.service.stats import GuildStats, Window, guild_stats
    from bot.service.sync import KnowledgeSync
    from bot.service.watcher import watch_knowledge

_LAZY = {
    "FeedPoller": "bot.service.feed",
    "FeedRejected": "bot.service.feed",
    "FeedStatus": "bot.service.feed",
    "safe_url": "bot.service.feed",
    "football_json": "bot.service.feed_import",
    "football_data": "bot.service.feed_football_data",
    "Importer": "bot.service.operator_feed",
    "OperatorFeed": "bot.service.operator_feed",
    "feed_report": "bot.service.operator_feed",
    "stored_feed": "bot.service.operator_feed",
    "GuildStats": "bot.service.stats",
    "Window": "bot.service.stats",
    "guild_stats": "bot.service.stats",
    "KnowledgeSync": "bot.service.sync",
    "watch_knowledge": "bot.service.watcher",
}

__all__ = [
    "ANSWER_CHANNELS",
    "COMPETITION",
    "CURRENT_MATCH",
    "GUILD_SETTINGS",
    "LATEST_PLAYED",
    "LIVE_CHANNEL",
    "LIVE_CHANNEL_BY",
    "LIVE_MATCHES",
    "LIVE_ROLE",
    "LIVE_TEAMS",
    "LIVE_THREADS",
    "MAX_GAME_POINTS",
    "MAX_GOALS",
    "MAX_INPUT_CHARS",
    "MAX_QUESTIONS",
    "MODERATOR_ROLES",
    "NO_METRICS",
    "OUTCOMES",
    "OUTCOME_OF_BAND",
    "PREDICTION_EXACT_POINTS",
    "PREDICTION_KNOCKOUT",
    "PREDICTION_RESULT_POINTS",
    "QUIZ_SCORING",
    "TIMEZONE",
    "WAYS",
    "About",
    "Answering",
    "AuditTrail",
    "ChangeRefused",
    "ConversationStore",
    "Entry",
    "FeedPoller",
    "FeedRejected",
    "FeedStatus",
    "GuildConfig",
    "GuildKnowledge",
    "GuildSetting",
    "GuildStats",
    "Importer",
    "KnowledgeSync",
    "LiveEvent",
    "LiveKnowledge",
    "LivePost",
    "LivePosts",
    "MatchService",
    "Metrics",
    "OperatorFeed",
    "OperatorKnowledge",
    "Predicted",
    "Predictions",
    "Preview",
    "Question",
    "ReloadResult",
    "Rules",
    "StoreWriter",
    "StoreWrites",
    "Teaching",
    "UnansweredList",
    "UnansweredLog",
    "Way",
    "Window",
    "current_match",
    "feed_report",
    "football_data",
    "football_json",
    "format_entries",
    "guild_stats",
    "has_time",
    "kickoff_at",
    "open_configured_store",
    "safe_url",
    "stored_feed",
    "upcoming",
    "valid_text",
    "watch_knowledge",
    "write_quiz",
]


def __getattr__(name: str) -> Any:
    """A name from a module imported at first use (`_LAZY`), kept here once found."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
