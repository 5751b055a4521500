"""The schema, as numbered migrations applied in order at open and recorded in
`schema_migrations`, so every database (SQLite or PostgreSQL) converges on the same one.

Written once for both dialects; `{id}` is the only dialect-specific part (an
auto-numbered primary key). Times are epoch seconds (DOUBLE PRECISION), guild ids BIGINT
with 0 for the operator's scope. Never edit a released migration: append a new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Dialect = Literal["sqlite", "postgres"]

_ID = {
    "sqlite": "INTEGER PRIMARY KEY AUTOINCREMENT",
    "postgres": "BIGSERIAL PRIMARY KEY",
}

CREATE_MIGRATIONS_TABLE = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at DOUBLE PRECISION NOT NULL
)
"""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    statements: tuple[str, ...]

    def sql(self, dialect: Dialect) -> list[str]:
        return [statement.replace("{id}", _ID[dialect]) for statement in self.statements]


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "initial schema",
        (
            """CREATE TABLE knowledge_versions (
                id {id},
                guild_id BIGINT NOT NULL,
                hash TEXT NOT NULL,
                author TEXT NOT NULL,
                summary TEXT NOT NULL,
                files TEXT NOT NULL,
                created_at DOUBLE PRECISION NOT NULL
            )""",
            "CREATE INDEX knowledge_versions_guild ON knowledge_versions (guild_id, id)",
            """CREATE TABLE active_versions (
                guild_id BIGINT PRIMARY KEY,
                version_id BIGINT NOT NULL REFERENCES knowledge_versions (id)
            )""",
            """CREATE TABLE generation (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                value BIGINT NOT NULL
            )""",
            "INSERT INTO generation (id, value) VALUES (1, 0)",
            """CREATE TABLE unanswered (
                guild_id BIGINT NOT NULL,
                key TEXT NOT NULL,
                example TEXT NOT NULL,
                count BIGINT NOT NULL,
                closest TEXT,
                last_seen DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (guild_id, key)
            )""",
            """CREATE TABLE audit_log (
                id {id},
                guild_id BIGINT NOT NULL,
                actor TEXT NOT NULL,
                action TEXT NOT NULL,
                result TEXT NOT NULL,
                detail TEXT NOT NULL,
                created_at DOUBLE PRECISION NOT NULL
            )""",
            "CREATE INDEX audit_log_guild ON audit_log (guild_id, id)",
            """CREATE TABLE settings (
                guild_id BIGINT NOT NULL,
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (guild_id, key)
            )""",
            """CREATE TABLE question_stats (
                guild_id BIGINT NOT NULL,
                hour BIGINT NOT NULL,
                outcome TEXT NOT NULL,
                count BIGINT NOT NULL,
                PRIMARY KEY (guild_id, hour, outcome)
            )""",
        ),
    ),
    Migration(
        2,
        "audit log pruned by age",
        ("CREATE INDEX audit_log_created ON audit_log (created_at)",),
    ),
    Migration(
        3,
        "leases: one process at a time does a job (the feed poller)",
        (
            """CREATE TABLE leases (
                name TEXT PRIMARY KEY,
                holder TEXT NOT NULL,
                expires DOUBLE PRECISION NOT NULL
            )""",
        ),
    ),
    Migration(
        4,
        "live posts: the events each server's live channel was sent",
        (
            """CREATE TABLE live_posts (
                guild_id BIGINT NOT NULL,
                channel_id BIGINT NOT NULL,
                event TEXT NOT NULL,
                posted_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (guild_id, channel_id, event)
            )""",
        ),
    ),
    Migration(
        5,
        "games: score predictions, their settlements, quiz points",
        (
            """CREATE TABLE predictions (
                guild_id BIGINT NOT NULL,
                match_id TEXT NOT NULL,
                user_id BIGINT NOT NULL,
                name TEXT NOT NULL,
                season TEXT NOT NULL,
                home INTEGER NOT NULL,
                away INTEGER NOT NULL,
                points INTEGER,
                updated_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (guild_id, match_id, user_id)
            )""",
            "CREATE INDEX predictions_user ON predictions (guild_id, user_id)",
            """CREATE TABLE prediction_settlements (
                guild_id BIGINT NOT NULL,
                match_id TEXT NOT NULL,
                result TEXT NOT NULL,
                settled_at DOUBLE PRECISION NOT NULL,
                times INTEGER NOT NULL,
                PRIMARY KEY (guild_id, match_id)
            )""",
            """CREATE TABLE quiz_points (
                guild_id BIGINT NOT NULL,
                season TEXT NOT NULL,
                user_id BIGINT NOT NULL,
                name TEXT NOT NULL,
                points BIGINT NOT NULL,
                PRIMARY KEY (guild_id, season, user_id)
            )""",
        ),
    ),
)
