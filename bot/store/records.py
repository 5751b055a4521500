"""The immutable records the store hands back, and the text clean-up applied on the way in.

Plain frozen dataclasses, so callers never hold a live row or a connection, and the two
backends are interchangeable behind them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

Outcome = Literal["answered", "suggested", "declined"]
OUTCOMES: tuple[Outcome, ...] = ("answered", "suggested", "declined")

EXAMPLE_CHARS = 200
OPERATOR_GUILD = 0  # how `guild_id=None` (the operator's scope) is stored


@dataclass(frozen=True, slots=True)
class VersionRecord:
    """One saved knowledge version: the files as YAML text, exactly as stored."""

    id: int
    guild_id: int | None
    hash: str
    author: str
    created_at: datetime
    summary: str
    files: Mapping[str, str]
    active: bool = False


@dataclass(frozen=True, slots=True)
class UnansweredRecord:
    """A question the bot could not answer, counted per normalised key."""

    key: str
    example: str
    count: int
    closest: str | None
    last_seen: datetime


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """Who did what, and how it went."""

    id: int
    guild_id: int | None
    actor: str
    action: str
    result: str
    detail: str
    created_at: datetime


def clean_text(text: str) -> str:
    """Valid UTF-8 without NUL: lone surrogates would crash the encoders of both backends
    and PostgreSQL refuses NUL in text, so they are replaced rather than raised on."""
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", errors="replace").decode("utf-8")
    return text


def files_hash(files: Mapping[str, str]) -> str:
    """sha256 over the files in name order: the same files always give the same hash."""
    digest = hashlib.sha256()
    for name in sorted(files):
        for part in (name, files[name]):
            data = part.encode("utf-8")
            digest.update(len(data).to_bytes(8, "big"))  # length-prefixed: no ambiguity
            digest.update(data)
    return digest.hexdigest()


def to_db_guild(guild_id: int | None) -> int:
    return OPERATOR_GUILD if guild_id is None else guild_id


def from_db_guild(value: int) -> int | None:
    return None if value == OPERATOR_GUILD else value


def to_epoch(moment: datetime | None) -> float:
    """Seconds since the epoch; a naive datetime is taken as UTC."""
    if moment is None:
        return datetime.now(UTC).timestamp()
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def from_epoch(value: float) -> datetime:
    return datetime.fromtimestamp(value, UTC)
