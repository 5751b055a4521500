"""Answering: a question, from the knowledge answering where it was asked, in the context
of its conversation; counted in the server's statistics and, when not answered, in its
unanswered list. Every adapter asks through here.

One server must not be able to stall the others, so answers are computed off the event
loop, on worker threads, and each server gets one lane: its questions are answered one
at a time, and at most `server_queue` wait (more get a short "busy" reply). A server whose
answers are slow (its knowledge's measured probe, or the answers it actually took) is
moved to a separate slow worker, so slow servers only ever wait for each other; everyone
else keeps the fast workers and answers in milliseconds (see benchmarks/fairness_bench.py).
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from bot.engine import Clock, Engine, Lang, Moment, Reply, clean, detect, interface_text, utc_now
from bot.service.conversations import ConversationStore
from bot.service.guild_config import COMPETITION, TIMEZONE, GuildConfig
from bot.service.guild_current_match import current_match
from bot.service.guild_knowledge import GuildKnowledge
from bot.service.metrics import NO_METRICS, OUTCOME_OF_BAND, Metrics
from bot.service.text import valid_text
from bot.service.unanswered_list import UnansweredList
from bot.service.writes import StoreWrites

MAX_INPUT_CHARS = 4000
FAST_WORKERS = 2
SLOW_MS = 20.0  # an answer (or a knowledge's probe) dearer than this: the slow lane
DECAY = 0.2  # weight of the newest answer in a lane's running cost
MAX_TRACKED = 10_000  # lanes whose running cost is kept
SLOW_REST = 3.0  # the slow worker rests this many times an answer's cost after it
MAX_REST = 1.0  # seconds
SWITCH_INTERVAL = 0.001  # seconds a thread holds the GIL before others may take it
BUSY = "I have too many questions from this server right now; please ask again in a moment."
FAILED = "Sorry, I could not answer that one; it has been noted for the moderators."

Lane = Hashable  # a server's id, or ("dm", member) for direct messages

log = logging.getLogger(__name__)


class Answering:
    def __init__(
        self,
        knowledge: GuildKnowledge,
        unanswered: UnansweredList,
        writes: StoreWrites,
        conversations: ConversationStore | None = None,
        config: GuildConfig | None = None,
        *,
        server_queue: int = 20,
        clock: Clock = utc_now,
    ) -> None:
        self.knowledge = knowledge
        self.clock = clock  # "now" for every answer (a test's fixed time)
        # Answers as of the clock's time: from the knowledge as it stood then, with no
        # result after it (`ask --now`); False: the knowledge as it is (the wall clock).
        self.as_of = False
        self.config = config  # each server's current match (/config match); None: the own
        self.unanswered = unanswered
        self.writes = writes
        # `is None`, not `or`: an empty store is falsy and would lose its configured TTL
        self.conversations = conversations if conversations is not None else ConversationStore()
        self.server_queue = server_queue
        self._fast = ThreadPoolExecutor(FAST_WORKERS, thread_name_prefix="matchbot-answer")
        self._slow = ThreadPoolExecutor(1, thread_name_prefix="matchbot-answer-slow")
        self._lanes: dict[Lane, asyncio.Lock] = {}
        self._waiting: dict[Lane, int] = {}
        self._cost: dict[Lane, float] = {}  # running answer time per lane, ms (slow ones)
        self.busy = 0  # questions turned away because their server's lane was full
        self.metrics: Metrics = NO_METRICS  # the runner's recorder (MatchService.metrics)
        # A worker answering a dear question hands the GIL over every millisecond (not
        # every 5), so the event loop and the fast workers wait less for it.
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)

    async def ask(
        self,
        question: str,
        conversation: Hashable | None = None,
        *,
        follows: Hashable | None = None,
        guild_id: int | None = None,
        asker: Hashable | None = None,
        lang: Lang | None = None,
        match: str | None = None,
    ) -> Reply:
        """Answer `question` from this server's knowledge (DMs and servers without their
        own: the operator's) and count it in this server's list when not answered.

        With a `conversation` key, a follow-up ('when?', 'and England?') leans on that
        conversation's last answer, and this answer becomes it. `follows` names another
        conversation to continue first (the bot message a member replied to). Without
        keys every question stands alone. `asker` names the member, so one member cannot
        dominate the unanswered list. `lang` answers in that language (a Discord locale);
        None: in the question's own. A question naming no match means this server's
        current match (/config match), or `match` where the asker is (a live thread)."""
        moment = await self.moment(guild_id)
        as_of = moment.now if self.as_of else None
        # one engine for the whole question
        engine = await self.knowledge.engine_for(guild_id, as_of)
        current = match or await self._current(engine, guild_id)
        asked = await self._asked(guild_id, current, moment)
        lane: Lane = guild_id if guild_id is not None else ("dm", asker)
        waiting = self._waiting.get(lane, 0)
        if waiting >= self.server_queue:
            self.busy += 1
            await self.writes.count_question(guild_id, "declined")  # asked, and not answered
            return busy_reply(question, lang, engine.version)
        self._waiting[lane] = waiting + 1
        try:
            async with self._lanes.setdefault(lane, asyncio.Lock()):
                reply = await self._answer_off_loop(
                    lane, engine, question, conversation, follows, lang, asked
                )
        finally:
            self._waiting[lane] -= 1
            if not self._waiting[lane]:
                del self._waiting[lane], self._lanes[lane]
        self._withheld(reply)
        await self.unanswered.record(reply, guild_id, asker)
        await self.writes.count_question(guild_id, OUTCOME_OF_BAND[reply.band])
        return reply

    def _withheld(self, reply: Reply) -> None:
        """Each claim the checker withheld: logged once with the question, and counted
        by its kind (the question goes to the unanswered list with the reply)."""
        for w in reply.withheld:
            self.metrics.withheld(w.reason)
            log.warning(
                "claim withheld (%s, %s) in the answer to %r: %s",
                w.reason,
                w.rule,
                valid_text(reply.question)[:200],
                w.claim[:300],
            )

    async def _asked(self, guild_id: int | None, current: str | None, moment: Moment) -> Asked:
        """What this server's settings say a question means beyond its words: the match
        and the competition it names when it names none, and its time zone (with now)."""
        competition = ""
        if self.config is not None and guild_id:
            competition = await self.config.get(guild_id, COMPETITION)
        return Asked(current, competition or None, moment)

    async def moment(self, guild_id: int | None) -> Moment:
        """Now by the service's clock, in this server's time zone (/config timezone)."""
        zone = await self.config.get(guild_id, TIMEZONE) if self.config is not None else "UTC"
        return Moment.at(self.clock, zone)

    async def _current(self, engine: Engine, guild_id: int | None) -> str | None:
        """The id of the match this server's questions mean when they name none."""
        if self.config is None or guild_id is None:
            return None
        m = await current_match(self.config, engine, guild_id)
        return m.id if m is not None else None

    async def _answer_off_loop(
        self,
        lane: Lane,
        engine: Engine,
        question: str,
        conversation: Hashable | None,
        follows: Hashable | None,
        lang: Lang | None,
        asked: Asked,
    ) -> Reply:
        """On a worker: the slow one for a lane whose answers (or knowledge) are dear."""
        probe = self.knowledge.engines.cost(engine.version)
        slow = self._cost.get(lane, 0.0) > SLOW_MS or (
            probe is not None and probe.probe_ms > SLOW_MS
        )
        loop = asyncio.get_running_loop()
        spent, reply = await loop.run_in_executor(
            self._slow if slow else self._fast,
            self._paced_answer if slow else self._timed_answer,
            engine,
            question,
            conversation,
            follows,
            lang,
            asked,
        )
        # one dear answer moves the lane at once; cheap ones bring it back slowly
        old = self._cost.get(lane, 0.0)
        cost = spent if spent > old else (1 - DECAY) * old + DECAY * spent
        if cost < 1.0:
            self._cost.pop(lane, None)  # cheap: forgotten, so the map stays small
        else:
            if len(self._cost) >= MAX_TRACKED:
                self._cost = {k: v for k, v in self._cost.items() if v > SLOW_MS}
            self._cost[lane] = cost
        return reply

    def _timed_answer(
        self,
        engine: Engine,
        question: str,
        conversation: Hashable | None,
        follows: Hashable | None,
        lang: Lang | None,
        asked: Asked,
    ) -> tuple[float, Reply]:
        start = time.thread_time()
        reply = self._answer(engine, question, conversation, follows, lang, asked)
        return (time.thread_time() - start) * 1000, reply

    def _paced_answer(
        self,
        engine: Engine,
        question: str,
        conversation: Hashable | None,
        follows: Hashable | None,
        lang: Lang | None,
        asked: Asked,
    ) -> tuple[float, Reply]:
        """A slow lane's answer, then a rest of SLOW_REST times what it took (the GIL left
        to everyone else): slow servers together get at most 1 / (1 + SLOW_REST) of it."""
        spent, reply = self._timed_answer(engine, question, conversation, follows, lang, asked)
        time.sleep(min(SLOW_REST * spent / 1000, MAX_REST))
        return spent, reply

    def close(self) -> None:
        """Stop the workers (the answers in flight finish)."""
        self._fast.shutdown(wait=False)
        self._slow.shutdown(wait=False)

    def remember(self, conversation: Hashable, reply: Reply) -> None:
        """Let `conversation` (e.g. the bot message that carried `reply`) continue it."""
        self.conversations.put(conversation, reply.context)

    def _answer(
        self,
        engine: Engine,
        question: str,
        conversation: Hashable | None,
        follows: Hashable | None,
        lang: Lang | None,
        asked: Asked | None = None,
    ) -> Reply:
        asked = asked or Asked(None, None, Moment.at(self.clock))
        context = self.conversations.get(follows) if follows is not None else None
        if context is None and conversation is not None:
            context = self.conversations.get(conversation)
        text = valid_text(question)[:MAX_INPUT_CHARS]
        try:
            reply = engine.answer(
                text,
                context,
                lang=lang,
                current=asked.current,
                competition=asked.competition,
                moment=asked.moment,
            )
        except Exception:  # a fault in one answer: a decline, never a dead batch or lane
            log.exception("answering failed: %r", text[:200])
            self.metrics.answer_failed()
            return failed_reply(text, lang, engine.version)
        if conversation is not None:
            self.conversations.put(conversation, reply.context)
        return reply


@dataclass(frozen=True)
class Asked:
    """Where a question is asked, as the server's settings say: the match and the
    competition a question naming none means, and when (in its time zone)."""

    current: str | None
    competition: str | None
    moment: Moment


def busy_reply(question: str, lang: Lang | None, version: str) -> Reply:
    """'Busy', in the language asked for (a Discord locale) or the question's own."""
    return _interface_reply(question, lang, version, BUSY)


def failed_reply(question: str, lang: Lang | None, version: str) -> Reply:
    """An honest decline when answering failed (the fault is logged, the server lives on)."""
    return _interface_reply(question, lang, version, FAILED)


def _interface_reply(question: str, lang: Lang | None, version: str, english: str) -> Reply:
    head = question[:MAX_INPUT_CHARS]
    code = lang or detect(clean(head).split(), head[:500])
    text = interface_text(code, english) or english
    return Reply(head, "decline", None, 0, text, version=version, lang=code)
