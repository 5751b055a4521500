"""Logging set-up for the long-running bot: plain lines for people, JSON lines for collectors.

`LOG_FORMAT=json` writes one JSON object per line (`time`, `level`, `logger`, `message`,
and `exception` when there is one), so a log collector needs no multi-line parsing: a
traceback is inside one line's `exception` string, never spread over several lines.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from typing import Literal

TEXT_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


class JsonFormatter(logging.Formatter):
    """One JSON object per record, on one line, UTF-8 text kept as is."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def fatal_line(text: str, as_json: bool) -> str:
    """The one `error: ...` line a failed start ends with: a JSON object like every other
    log line when LOG_FORMAT=json, so a log collector does not drop it."""
    message = f"error: {text}"
    if not as_json:
        return message
    entry = {
        "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "level": "CRITICAL",
        "logger": "matchbot",
        "message": message,
    }
    return json.dumps(entry, ensure_ascii=False)


def level_of(name: str) -> int:
    """A LOG_LEVEL name as a logging level; an unknown name means INFO."""
    level = logging.getLevelName(name.upper())
    return level if isinstance(level, int) else logging.INFO


def configure_logging(level: str, fmt: Literal["text", "json"] = "text") -> None:
    """Root logging to stderr in the chosen format (a no-op when logging is already set up,
    as under pytest)."""
    handler = logging.StreamHandler()
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    logging.basicConfig(level=level_of(level), handlers=[handler])


# discord.py's loggers whose DEBUG lines dump gateway events and HTTP requests: interaction
# tokens (in callback URLs) and whole messages of other members.
CHATTY_LIBRARY_LOGGERS = ("discord.gateway", "discord.http")


def library_debug(enabled: bool, level: str) -> None:
    """Keep discord.py's gateway and HTTP loggers at INFO (or LOG_LEVEL when higher) even
    when LOG_LEVEL=DEBUG, unless DISCORD_DEBUG_LOG asks for their dump."""
    for name in CHATTY_LIBRARY_LOGGERS:
        logger = logging.getLogger(name)
        logger.setLevel(logging.NOTSET if enabled else max(logging.INFO, level_of(level)))
