"""The checker the engine's answer passes last, on every path (Discord, `ask`, the
console). A reply's typed claims (a converted view's: see `typed`) are each verified
against the knowledge (`TypedCheck`); then its text is read for the claims of the views
not converted yet, and as a second look at the converted ones, each looked up in the
report (`ReportCheck`) or the tournament data (`DataCheck`). A reply whose claims hold is
sent as it is; one with a failed claim keeps the sentences that hold, or, when its lead
sentence fails, becomes a decline. Either way it carries what was withheld."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from bot.engine.answering.reply import Reply
from bot.engine.claims.data import DataCheck
from bot.engine.claims.kinds import Withheld
from bot.engine.claims.patterns import SEGMENT, WARM_UP
from bot.engine.claims.report import ReportCheck
from bot.engine.claims.typed import Said
from bot.engine.claims.verify import TypedCheck
from bot.engine.facts.phrases import say
from bot.engine.facts.tournament import TournamentFacts
from bot.knowledge import Knowledge

_PARTS = re.compile(f"({SEGMENT.pattern})")
# The claims read from the last this many texts are kept (by the text, its match and
# whether its intent is a data intent): fans' questions of one shape get the same answer
# (a team's last match asked with a typo, in the other word order), read once. The
# knowledge an engine checks against never changes, so neither do a text's claims.
FLAGS_KEPT = 1024


class Checker:
    def __init__(
        self,
        k: Knowledge,
        *,
        report_less: bool = False,
        data_intents: frozenset[str] = frozenset(),
        tf: TournamentFacts | None = None,
    ) -> None:
        """`k`: the engine's knowledge; `report_less`: its match only stands in for a
        tournament's (no report to check against); `data_intents`: the intents answered
        from the tournament's data, whatever match they name (tables, a team's path);
        `tf`: the engine's own facts of its tournament, if it has them counted."""
        self.data_intents = data_intents
        self.report = ReportCheck(k) if k.match is not None and not report_less else None
        self.data = DataCheck(k) if k.tournament is not None else None
        self.typed = TypedCheck(k, report_less=report_less, tables=tf)
        # the tournament match the report is about: its answers are the report's
        self.report_match = k.report_of or (k.match.tournament_match if k.match else None)
        self._read = lru_cache(maxsize=FLAGS_KEPT)(self._read_text)
        # built now, with the engine, so no fan's answer waits for them
        self.flags("Warm-up 1-0 10' 10,000. Nobody was sent off; did not score", self.report_match)
        self.flags("Warm-up 1-0 did not score", None)
        self.typed.warm()
        self._warm_patterns()

    def _warm_patterns(self) -> None:
        """Read the bundles' `WARM_UP` claims with the knowledge's names, so the patterns
        built over each kind's whole group of names are compiled with the engine."""
        first = self.data.t.matches[0].id if self.data and self.data.t.matches else None
        checks: list[tuple[ReportCheck | DataCheck, tuple[str, ...], tuple[str, ...]]] = []
        if self.report is not None:
            checks.append((self.report, self.report.team_group, self.report.person_group))
        if self.data is not None:
            checks.append((self.data, self.data.team_group, self.data.player_group))
        for check, teams, people in checks:
            if len(teams) < 2:
                continue
            for text in WARM_UP:
                said = text.format(team=teams[0], other=teams[1], person=(*people, teams[0])[0])
                if isinstance(check, ReportCheck):
                    check.flags(said)
                elif first is not None:
                    check.flags(said, first)

    def flags(self, text: str, match: str | None, intent: str | None = None) -> list[Withheld]:
        """The claims of `text` (an answer of `intent` about `match`, None: the report's
        or none) that the knowledge contradicts or cannot back."""
        return list(self._read(text, match, intent in self.data_intents))

    def forget(self) -> None:
        """Drop the claims kept by text (`FLAGS_KEPT`): the next check reads afresh."""
        self._read.cache_clear()

    def __getstate__(self) -> dict[str, object]:
        """Pickled without the claims kept by text (a built engine is cached on disk)."""
        state = dict(self.__dict__)
        del state["_read"]
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self._read = lru_cache(maxsize=FLAGS_KEPT)(self._read_text)

    def _read_text(self, text: str, match: str | None, data_intent: bool) -> tuple[Withheld, ...]:
        return tuple(self._flags(text, match, data_intent))

    def _flags(self, text: str, match: str | None, data_intent: bool) -> list[Withheld]:
        if self.report is not None and not data_intent:
            if (match is not None and match == self.report_match) or self.data is None:
                return self.report.flags(text)
            if match is None:  # about a team or person: maybe the tournament's matches too
                return self.report.flags(text, whole=False)
        if self.data is not None:
            return self.data.flags(text, match)
        return []

    def checked(self, reply: Reply) -> Reply:
        """`reply`, or what is left of it once its failing claims are withheld."""
        if reply.band != "answer" or not reply.text:
            return self._checked_decline(reply)
        typed = self.typed.flags(reply.claims)
        text = _without(reply.text, [s for s, _ in typed]) if typed else reply.text
        failed = [w for _, w in typed]
        failed += self.flags(text, reply.match, reply.intent) if text is not None else []
        if not failed:
            return reply
        kept = self._kept(text, reply.match, reply.intent) if text is not None else None
        if kept is None:
            text = self._decline_text(reply)
            return replace(
                reply,
                band="decline",
                intent=None,
                best_intent=reply.intent or reply.best_intent,
                text=text,
                withheld=tuple(failed),
                claims=(),
            )
        failing = {s.claim for s, _ in typed}
        claims = tuple(s for s in reply.claims if s.claim not in failing)
        return replace(reply, text=kept, withheld=tuple(failed), claims=claims)

    def _checked_decline(self, reply: Reply) -> Reply:
        """A decline that states facts ("X v Y ended goalless: ...") states them as typed
        claims too: one that fails leaves the decline without its words."""
        failed = [w for _, w in self.typed.flags(reply.claims)] if reply.is_decline else []
        if not failed:
            return reply
        return replace(reply, text=self._decline_text(reply), withheld=tuple(failed), claims=())

    @staticmethod
    def _decline_text(reply: Reply) -> str:
        return say(
            reply.lang,
            "withheld.decline",
            "I can't back that answer with what I hold about this match, so I won't "
            "guess. Try asking about the score, the goals or the cards.",
        )

    def _kept(self, text: str, match: str | None, intent: str | None) -> str | None:
        """The sentences of `text` whose claims hold, with their separators; None when
        the first one fails or nothing but it would be left."""
        parts = _PARTS.split(text)
        sentences, seps = parts[0::2], ["", *parts[1::2]]
        out: list[str] = []
        for i, (sentence, sep) in enumerate(zip(sentences, seps, strict=True)):
            if sentence.strip() and self.flags(sentence, match, intent):
                if i == 0:
                    return None
                continue
            out.append((sep if out else "") + sentence)
        kept = "".join(out).strip()
        # a claim read across sentences ("nobody was sent off ... was sent off"): decline
        if not kept or self.flags(kept, match, intent):
            return None
        return kept


def _without(text: str, failed: list[Said]) -> str | None:
    """`text` without the sentences that say a failed claim's words; None when the lead
    sentence says one, or a failed claim's words are not found to take out."""
    parts = _PARTS.split(text)
    sentences, seps = parts[0::2], ["", *parts[1::2]]
    words = [s.text.strip().rstrip(".") for s in failed]
    if any(w not in text for w in words):
        return None
    out: list[str] = []
    for i, (sentence, sep) in enumerate(zip(sentences, seps, strict=True)):
        core = sentence.strip().rstrip(".")
        if core and any(w in core or (len(core) > 12 and core in w) for w in words):
            if i == 0:
                return None
            continue
        out.append((sep if out else "") + sentence)
    return "".join(out).strip() or None


def withheld_text(withheld: tuple[Withheld, ...]) -> str:
    """The withheld claims in one log line."""
    return "; ".join(str(w) for w in withheld)
