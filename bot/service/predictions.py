"""Score predictions: a member predicts a fixture until kick-off, and every prediction on
a match is settled when its result arrives, by whatever path (a feed poll, an upload, a
reload, another process): this service subscribes to KnowledgeEvents and compares the
new knowledge's results with the settlements the store holds, so a result seen twice,
or by two processes, settles once, and a corrected one settles again.

Points, per server (/config predictions): an exact score earns PREDICTION_EXACT_POINTS
(3), the right result PREDICTION_RESULT_POINTS (1). A knockout match is settled on the
score after 90 minutes (PREDICTION_KNOCKOUT "90"), or after extra time ("120"); a
shootout is never a score.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from dataclasses import dataclass
from typing import Literal

from bot.knowledge import Match, Tournament
from bot.service.guild_config import (
    PREDICTION_EXACT_POINTS,
    PREDICTION_KNOCKOUT,
    PREDICTION_RESULT_POINTS,
    GuildConfig,
)
from bot.service.guild_knowledge import GuildKnowledge
from bot.service.kickoff import kickoff_at
from bot.service.knowledge_events import KnowledgeChange
from bot.store import GameStore, Scoring, StoreError

log = logging.getLogger(__name__)

MAX_GOALS = 20  # a predicted score is 0-20 a side
GROUP_STAGES = frozenset({"group", "league"})

Verdict = Literal["saved", "edited", "played", "closed", "unknown", "no_tournament"]


@dataclass(frozen=True)
class Rules:
    """How this server scores predictions."""

    exact: int = 3
    result: int = 1
    knockout: str = "90"  # "90": the score after 90 minutes; "120": after extra time

    def score_of(self, m: Match) -> tuple[int, int] | None:
        """The score a match is settled on (None: no result yet)."""
        if m.score is None:
            return None
        pair = m.score.full_time
        if m.stage not in GROUP_STAGES and self.knockout == "120":
            pair = m.score.final
        return pair[0], pair[1]

    def points(self, predicted: tuple[int, int], actual: tuple[int, int]) -> int:
        if predicted == actual:
            return self.exact
        if _sign(predicted) == _sign(actual):
            return self.result
        return 0

    def scoring(self, actual: tuple[int, int]) -> Scoring:
        """What the store scores every prediction by, in one statement (as `points`)."""
        return actual, self.exact, self.result

    def key(self, actual: tuple[int, int]) -> str:
        """The settlement's text: the score and the rules, so a change of either settles
        again."""
        return f"{actual[0]}-{actual[1]} exact={self.exact} result={self.result} ko={self.knockout}"


def _sign(pair: tuple[int, int]) -> int:
    return (pair[0] > pair[1]) - (pair[0] < pair[1])


@dataclass(frozen=True)
class Predicted:
    """What became of a prediction: saved or edited, or why not."""

    verdict: Verdict
    match: Match | None = None
    closes: dt.datetime | None = None  # kick-off (when it closes or closed)


def upcoming(t: Tournament | None, now: dt.datetime) -> list[Match]:
    """The fixtures still open for predictions, the soonest first."""
    if t is None:
        return []
    open_ = [(kickoff_at(m, t), m) for m in t.matches if m.score is None]
    return [m for at, m in sorted(open_, key=lambda x: x[0]) if at > now]


def season_of(t: Tournament) -> str:
    """What a leaderboard's `season:` names: the tournament's (or season's) id."""
    return t.id


class Predictions:
    """Predicting, settling and the predictions' rows."""

    def __init__(self, rows: GameStore, config: GuildConfig, knowledge: GuildKnowledge) -> None:
        self.rows = rows
        self.config = config
        self.knowledge = knowledge
        self._lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    async def rules(self, guild_id: int) -> Rules:
        get = self.config.get
        return Rules(
            await get(guild_id, PREDICTION_EXACT_POINTS),
            await get(guild_id, PREDICTION_RESULT_POINTS),
            await get(guild_id, PREDICTION_KNOCKOUT),
        )

    async def predict(
        self,
        guild_id: int,
        user: tuple[int, str],
        match_id: str,
        score: tuple[int, int],
        now: dt.datetime,
    ) -> Predicted:
        """Save (or edit) `user`'s (id, display name) prediction, if still open at `now`."""
        engine = await self.knowledge.engine_for(guild_id)
        t = engine.knowledge.tournament
        if t is None:
            return Predicted("no_tournament")
        m = next((x for x in t.matches if x.id == match_id), None)
        if m is None:
            return Predicted("unknown")
        closes = kickoff_at(m, t)
        if m.score is not None:
            return Predicted("played", m, closes)
        if now >= closes:
            return Predicted("closed", m, closes)
        edited = await self.rows.predict(
            guild_id, m.id, user[0], user[1], season_of(t), score, now.timestamp()
        )
        if edited is None:  # settled meanwhile (a result came and went): closed
            return Predicted("played", m, closes)
        return Predicted("edited" if edited else "saved", m, closes)

    # settling

    async def on_change(self, change: KnowledgeChange) -> None:
        """KnowledgeEvents' subscriber: settle in the background (publishing is quick)."""
        task = asyncio.create_task(self._settle_change(change), name="matchbot-settle")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def idle(self) -> None:
        """Wait until every settling started so far is done (tests, a clean stop)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _settle_change(self, change: KnowledgeChange) -> None:
        t = change.after.knowledge.tournament
        try:
            predicted = await self.rows.predicted()
            for guild_id, matches in sorted(predicted.items()):
                mine = guild_id == change.guild_id
                follows = change.guild_id is None and not self.knowledge.has_own_knowledge(guild_id)
                if mine or follows:
                    await self.settle(guild_id, t, matches)
        except StoreError as exc:
            log.warning("predictions not settled (%s): %s", change.source, exc)

    async def catch_up(self) -> None:
        """Settle what every server's knowledge holds now (at start: results that came
        while this process was away)."""
        try:
            predicted = await self.rows.predicted()
        except StoreError as exc:
            log.warning("predictions not caught up: %s", exc)
            return
        for guild_id, matches in sorted(predicted.items()):
            try:
                engine = await self.knowledge.engine_for(guild_id)
                await self.settle(guild_id, engine.knowledge.tournament, matches)
            except Exception:  # one server's failure never stops the others'
                log.exception("predictions of server %s not caught up", guild_id)

    def catch_up_soon(self) -> None:
        """`catch_up` in the background (a start: never delays it)."""
        task = asyncio.create_task(self.catch_up(), name="matchbot-settle-catch-up")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def settle(
        self, guild_id: int, t: Tournament | None, matches: set[str] | None = None
    ) -> int:
        """Settle this server's predicted matches whose result is new, corrected or
        withdrawn in `t`; how many matches this call settled."""
        if t is None:
            return 0
        if matches is None:
            matches = (await self.rows.predicted()).get(guild_id, set())
        rules = await self.rules(guild_id)
        done = 0
        async with self._lock:
            settled = await self.rows.settlements(guild_id)
            for m in t.matches:
                if m.id not in matches:
                    continue
                actual = rules.score_of(m)
                if actual is None:
                    if m.id in settled and await self.rows.settle(guild_id, m.id, "", None):
                        done += 1
                    continue
                key = rules.key(actual)
                if settled.get(m.id) == key:
                    continue
                count = await self.rows.settle(guild_id, m.id, key, rules.scoring(actual))
                if count is not None:
                    log.info("server %s: %s settled on %s (%d)", guild_id, m.id, key, count)
                    done += 1
        return done
