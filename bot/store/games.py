"""The games' rows: score predictions, their settlements and quiz points, per server.

Kept beside the store rather than in it (the store's interface is the knowledge's): the
same tables in SQLite and PostgreSQL (migration 5), reached through the store's own
transactions, so they survive restarts and are shared by every process on the database.

A match's result is settled once per server: `settle` writes the settlement only when
it is new or differs from the one stored (a correction), in one conditional upsert, and
only the process whose upsert changed the row gives points. Points are a prediction's
own column, set from its score and the result (never added to), so a settlement seen
twice cannot count twice.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from bot.store.base import Store, StoreUnavailable
from bot.store.records import clean_text, to_db_guild
from bot.store.sql import SqlStore, Tx

Game = Literal["predictions", "quiz"]
NAME_CHARS = 80  # a display name as shown on a leaderboard
SEASON_CHARS = 64
MAX_POINTS = 2**62  # far beyond any quiz, below BIGINT's end
# How a settled match scores predictions: ((home, away) it ended, points for the exact
# score, points for the right result); anything else scores 0.
Scoring = tuple[tuple[int, int], int, int]


@dataclass(frozen=True, slots=True)
class PredictionRecord:
    match_id: str
    season: str
    home: int
    away: int
    points: int | None  # None: not settled yet
    updated_at: float


@dataclass(frozen=True, slots=True)
class Standing:
    user_id: int
    name: str
    points: int
    place: int  # 1-based; members level on points share a place


def _name(name: str) -> str:
    return clean_text(name).strip()[:NAME_CHARS] or "?"


def _season(season: str) -> str:
    return clean_text(season)[:SEASON_CHARS]


_TOTALS = {
    "predictions": (
        "SELECT user_id, MAX(name), SUM(points) FROM predictions"
        " WHERE guild_id = ? AND points IS NOT NULL{season} GROUP BY user_id"
    ),
    "quiz": (
        "SELECT user_id, MAX(name), SUM(points) FROM quiz_points"
        " WHERE guild_id = ?{season} GROUP BY user_id"
    ),
}


class GameStore:
    """The games' reads and writes on a store (SQLite or PostgreSQL)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _sql(self) -> SqlStore:
        if not isinstance(self.store, SqlStore):
            raise StoreUnavailable("this store keeps no games")
        return self.store

    # predictions

    async def predict(
        self,
        guild_id: int,
        match_id: str,
        user_id: int,
        name: str,
        season: str,
        score: tuple[int, int],
        now: float | None = None,
    ) -> bool | None:
        """Save a member's prediction; True when it replaced their earlier one, None
        when the match is already settled here (nothing saved)."""
        guild = to_db_guild(guild_id)
        async with self._sql().transaction(write=True) as tx:
            settled = await tx.fetch(
                "SELECT 1 FROM prediction_settlements WHERE guild_id = ? AND match_id = ?",
                guild,
                match_id,
            )
            if settled:
                return None
            before = await tx.fetch(
                "SELECT 1 FROM predictions WHERE guild_id = ? AND match_id = ? AND user_id = ?",
                guild,
                match_id,
                user_id,
            )
            await tx.execute(
                "INSERT INTO predictions"
                " (guild_id, match_id, user_id, name, season, home, away, points, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)"
                " ON CONFLICT (guild_id, match_id, user_id) DO UPDATE SET"
                " name = excluded.name, home = excluded.home, away = excluded.away,"
                " updated_at = excluded.updated_at",
                guild,
                match_id,
                user_id,
                _name(name),
                _season(season),
                score[0],
                score[1],
                time.time() if now is None else now,
            )
            await _rename(tx, "predictions", guild, user_id, name)
        return bool(before)

    async def predictions(
        self, guild_id: int, user_id: int, limit: int = 25
    ) -> list[PredictionRecord]:
        """A member's predictions here, the latest first."""
        async with self._sql().transaction() as tx:
            rows = await tx.fetch(
                "SELECT match_id, season, home, away, points, updated_at FROM predictions"
                " WHERE guild_id = ? AND user_id = ? ORDER BY updated_at DESC, match_id LIMIT ?",
                to_db_guild(guild_id),
                user_id,
                max(0, limit),
            )
        return [
            PredictionRecord(str(r[0]), str(r[1]), int(r[2]), int(r[3]), _int(r[4]), float(r[5]))
            for r in rows
        ]

    async def forget(self, guild_id: int, user_id: int) -> int:
        """Delete a member's predictions and quiz points here; the rows deleted."""
        guild = to_db_guild(guild_id)
        async with self._sql().transaction(write=True) as tx:
            gone = await tx.execute(
                "DELETE FROM predictions WHERE guild_id = ? AND user_id = ?", guild, user_id
            )
            gone += await tx.execute(
                "DELETE FROM quiz_points WHERE guild_id = ? AND user_id = ?", guild, user_id
            )
        return gone

    async def predicted(self) -> dict[int, set[str]]:
        """Every server's predicted matches: what a result may settle."""
        async with self._sql().transaction() as tx:
            rows = await tx.fetch("SELECT DISTINCT guild_id, match_id FROM predictions")
        out: dict[int, set[str]] = {}
        for guild, match_id in rows:
            out.setdefault(int(guild), set()).add(str(match_id))
        return out

    async def settlements(self, guild_id: int) -> dict[str, str]:
        """match id -> the result it was settled on, for this server."""
        async with self._sql().transaction() as tx:
            rows = await tx.fetch(
                "SELECT match_id, result FROM prediction_settlements WHERE guild_id = ?",
                to_db_guild(guild_id),
            )
        return {str(m): str(r) for m, r in rows}

    async def settle(
        self, guild_id: int, match_id: str, result: str, scoring: Scoring | None
    ) -> int | None:
        """Settle a match on `result` (a text naming the score and the rules it was
        scored by), each prediction scored by `scoring`; with None, take a withdrawn
        result back (the predictions wait again). The predictions settled, or None when
        this result was already settled (here or by another process)."""
        guild = to_db_guild(guild_id)
        async with self._sql().transaction(write=True) as tx:
            if scoring is None:
                changed = await tx.execute(
                    "DELETE FROM prediction_settlements WHERE guild_id = ? AND match_id = ?",
                    guild,
                    match_id,
                )
            else:
                changed = len(
                    await tx.fetch(
                        "INSERT INTO prediction_settlements"
                        " (guild_id, match_id, result, settled_at, times) VALUES (?, ?, ?, ?, 1)"
                        " ON CONFLICT (guild_id, match_id) DO UPDATE SET"
                        " result = excluded.result, settled_at = excluded.settled_at,"
                        " times = prediction_settlements.times + 1"
                        " WHERE prediction_settlements.result <> excluded.result"
                        " RETURNING times",
                        guild,
                        match_id,
                        result,
                        time.time(),
                    )
                )
            if not changed:
                return None
            return await _score(tx, guild, match_id, scoring)

    async def settled_times(self, guild_id: int, match_id: str) -> int:
        """How many times a match was settled here (a correction settles again)."""
        async with self._sql().transaction() as tx:
            rows = await tx.fetch(
                "SELECT times FROM prediction_settlements WHERE guild_id = ? AND match_id = ?",
                to_db_guild(guild_id),
                match_id,
            )
        return int(rows[0][0]) if rows else 0

    # quiz

    async def add_quiz_points(
        self, guild_id: int, season: str, points: Mapping[int, tuple[str, int]]
    ) -> None:
        """Add each member's quiz points (user id -> (display name, points))."""
        guild = to_db_guild(guild_id)
        async with self._sql().transaction(write=True) as tx:
            for user_id, (name, won) in sorted(points.items()):
                await tx.execute(
                    "INSERT INTO quiz_points (guild_id, season, user_id, name, points)"
                    " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, season, user_id)"
                    " DO UPDATE SET name = excluded.name,"
                    " points = quiz_points.points + excluded.points",
                    guild,
                    _season(season),
                    user_id,
                    _name(name),
                    max(0, min(won, MAX_POINTS)),
                )
                await _rename(tx, "quiz_points", guild, user_id, name)

    # leaderboards

    async def leaderboard(
        self, guild_id: int, game: Game, season: str | None = None, limit: int = 10
    ) -> list[Standing]:
        """This server's best, most points first (then by name)."""
        standings = await self._standings(guild_id, game, season)
        return standings[: max(0, limit)]

    async def standing_of(
        self, guild_id: int, game: Game, user_id: int, season: str | None = None
    ) -> Standing | None:
        """A member's place (None: no points of this game here yet)."""
        standings = await self._standings(guild_id, game, season)
        return next((s for s in standings if s.user_id == user_id), None)

    async def seasons(self, guild_id: int, game: Game) -> list[str]:
        """The seasons this server has points or predictions in."""
        table = "predictions" if game == "predictions" else "quiz_points"
        async with self._sql().transaction() as tx:
            rows = await tx.fetch(
                f"SELECT DISTINCT season FROM {table} WHERE guild_id = ? ORDER BY season",
                to_db_guild(guild_id),
            )
        return [str(r[0]) for r in rows if r[0]]

    async def _standings(self, guild_id: int, game: Game, season: str | None) -> list[Standing]:
        args: list[Any] = [to_db_guild(guild_id)]
        where = ""
        if season is not None:
            where = " AND season = ?"
            args.append(_season(season))
        async with self._sql().transaction() as tx:
            rows = await tx.fetch(_TOTALS[game].format(season=where), *args)
        totals = sorted(
            ((int(r[0]), str(r[1]), int(r[2] or 0)) for r in rows), key=lambda r: (-r[2], r[1])
        )
        out: list[Standing] = []
        for i, (user, name, points) in enumerate(totals):
            place = out[-1].place if out and out[-1].points == points else i + 1
            out.append(Standing(user, name, points, place))
        return out


def _int(value: object) -> int | None:
    return None if value is None else int(str(value))


async def _rename(tx: Tx, table: str, guild: int, user_id: int, name: str) -> None:
    """A member's latest display name on all their rows, so a board shows one name."""
    await tx.execute(
        f"UPDATE {table} SET name = ? WHERE guild_id = ? AND user_id = ? AND name <> ?",
        _name(name),
        guild,
        user_id,
        _name(name),
    )


async def _score(tx: Tx, guild: int, match_id: str, scoring: Scoring | None) -> int:
    """Every prediction on the match scored in one statement (None: unscored)."""
    if scoring is None:
        return await tx.execute(
            "UPDATE predictions SET points = NULL WHERE guild_id = ? AND match_id = ?",
            guild,
            match_id,
        )
    (home, away), exact, result = scoring
    sign = (home > away) - (home < away)
    return await tx.execute(
        "UPDATE predictions SET points = CASE"
        " WHEN home = ? AND away = ? THEN ?"
        " WHEN (CASE WHEN home > away THEN 1 WHEN home < away THEN -1 ELSE 0 END) = ? THEN ?"
        " ELSE 0 END"
        " WHERE guild_id = ? AND match_id = ?",
        home,
        away,
        exact,
        sign,
        result,
        guild,
        match_id,
    )
