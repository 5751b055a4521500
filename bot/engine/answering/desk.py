"""Routing a question to the match it is about, when the knowledge holds a tournament.

The report's views answer about the report's match. With a tournament, a match view
(the score, the scorers, the venue...) first asks `resolve` which match the question
names: the report's match by the report, another from the data (the view's `data`),
several get "which match?", and a match that never happened is declined. A person view
about a squad player the report lacks answers from the squad list. The desk does what each
view declared at `@view` (`one_match`, `data`, `lists`, `of_person`, `tally`, `instead`:
see `ViewSpec`); no view is named here. Everything else renders as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.engine.answering.lacks import lacks_in_every, lacks_people
from bot.engine.answering.listing import listing_head
from bot.engine.answering.reply import Band, Reply, Suggestion
from bot.engine.answering.whole import whole_answer
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.facts.wording import competition_name
from bot.engine.languages.en.answering import NEXT_WORDS
from bot.engine.matching.resolve import Found, Resolved, resolve
from bot.engine.matching.sides import scoring_side
from bot.engine.understanding.lang import Lang
from bot.engine.understanding.slots import EDITION, Relative, Slots
from bot.engine.views.base import UNNAMED, VIEWS, Rendered, Tally, ViewSpec, not_in_report
from bot.engine.views.data_match import DATA_TEMPLATES, lacking, lacks_words
from bot.engine.views.meetings import meetings, same_pair
from bot.engine.views.shapes import MatchesFacts, answer
from bot.engine.views.squads import squad_player
from bot.engine.views.tournament import player_goals
from bot.engine.views.tournament_ends import hat_tricks
from bot.engine.views.tournament_teams import not_reached
from bot.engine.views.tournament_text import match_label, score_line, stage_label, team_label
from bot.knowledge import Intent, Knowledge, Match, StageKind

MAX_LISTED = 16
MAX_DETAILED = 4  # more matches than this are listed by their score lines only
MAX_CHOICES = 5
MAX_WHICH = 10  # candidates listed by 'which match?' (38 of a club's season: a message)
MAX_LATEST = 3  # the latest played matches offered when a league question names none


@dataclass(frozen=True)
class Routed:
    """A finished reply, or None: render from the report with `slots`, about `match`."""

    reply: Reply | None
    slots: Slots
    match: str | None = None


class MatchDesk:
    def __init__(
        self,
        k: Knowledge,
        facts: dict[Lang, MatchFacts],
        intents: dict[str, Intent],
        version: str,
        scope: Callable[[Lang], str] = lambda lang: "",
    ) -> None:
        self.k = k
        self.scope = scope
        self.facts = facts
        self.intents = intents
        self.version = version
        self.report_of = k.report_of
        self.current = k.current
        # A current match that is only the latest played (no report or `current:` chose
        # it) is no match a question naming none means: of a league, one of a round's
        # many; of a cup under way, one of its day's. A finished cup's is its final.
        self.none_current = k.current_latest and k.report_of is None
        latest = k.current_match
        self.asks_which = self.none_current and not (
            latest is not None and latest.stage == StageKind.FINAL.value and not _is_league(k)
        )
        # Intents asking about the next match (a phrasing says "next"): once, not per question.
        self._about_next = frozenset(
            i
            for i, intent in intents.items()
            if any(not NEXT_WORDS.isdisjoint(p.split()) for p in intent.patterns)
        )

    def played_instead(self, intent_id: str, slots: Slots) -> str:
        """A decline about the future ('who won the final?' while the report looks ahead
        to it) asked about a match the data shows played: the answer naming its winner
        instead, and so is the next match asked of the report's own match named ("who did
        X play in the semi", the semi the report's). So is what a view declares for one
        match named (`of_one_match`: a team's path asked of one of its matches, "quién
        ganó la semi de inglaterra")."""
        intent = self.intents[intent_id]
        view = intent.answer.view
        spec = VIEWS[view] if view is not None else None
        if (
            spec is not None
            and spec.of_one_match is not None
            and slots.names_match
            and len(slots.teams) == 1
            and topic.PATH not in slots.topics
        ):
            return self._one_match_view(intent_id, spec.of_one_match, slots)
        about_next = intent_id in self._about_next
        if not about_next or not slots.names_match:
            return intent_id
        tf = next(iter(self.facts.values())).tournament
        if tf is None:
            return intent_id
        found = resolve(tf, slots)
        played = found.kind is not Found.NONE and all(m.score is not None for m in found.matches)
        # "who did X play in the semi", the semi being the report's own match: its result
        # (what the report says comes next is of the match after it)
        own = found.kind is Found.ONE and found.matches[0].id == self.report_of
        if intent.answer.decline is None and not own:
            return intent_id
        if found.kind in (Found.ONE, Found.MANY) and played:
            return next(
                (i for i, x in self.intents.items() if _names_winner(x)),
                intent_id,
            )
        return intent_id

    def _one_match_view(self, intent_id: str, view: str, slots: Slots) -> str:
        """The intent answering with `view`, when the one match named was played."""
        tf = next(iter(self.facts.values())).tournament
        found = resolve(tf, slots) if tf is not None else None
        if found is None or not _one_tie(found) or any(m.score is None for m in found.matches):
            return intent_id
        return next((i for i, x in self.intents.items() if x.answer.view == view), intent_id)

    def about_match(self, intent_id: str) -> bool:
        """Whether the intent's answer is about one match (so another can be named)."""
        view = self.intents[intent_id].answer.view
        if view is None:
            return intent_id in DATA_TEMPLATES
        return VIEWS[view].one_match

    def route(self, intent_id: str, slots: Slots, lang: Lang) -> Routed:
        view = self.intents[intent_id].answer.view
        f = self.facts[lang]
        if f.tournament is None:
            return Routed(None, slots)
        spec = VIEWS[view] if view is not None else None
        instead = self._instead(f, spec, slots) if spec is not None else None
        if instead is None and spec is not None and self._of_whole(f, slots):
            instead = whole_answer(f, spec, slots)
        if instead is not None:
            return self._reply(instead, intent_id, lang, None)
        if not self.about_match(intent_id):
            return Routed(None, slots)
        return self._route_match(intent_id, spec, slots, lang)

    def _instead(self, f: MatchFacts, spec: ViewSpec, slots: Slots) -> Rendered | None:
        """What the data answers in the view's stead, before any match is resolved: a
        squad player the report lacks, the view's own `instead`, a hat-trick or a
        player's goals across the tournament."""
        if spec.of_person and (
            (slots.players and not slots.people) or self._report_lacks(f, spec.name, slots)
        ):
            return squad_player(f, slots)
        if lacks_people(self.k, f.tournament, spec.name):  # not "the report does not name"
            return self._lacking_all(f, spec.name)
        if spec.instead is not None and (rendered := spec.instead(f, slots)) is not None:
            return rendered
        if "hat_trick" in spec.tally and self._tournament_feat(f, slots):
            # "who scored a hat-trick at euro 2020": every match of it, not this one
            return hat_tricks(f, slots)
        if any(self._tally(f, kind, slots) for kind in spec.tally):
            # "how many goals did Haaland score?": no match named, his team not in the
            # current one: his tournament, not a guess at one of his matches
            return player_goals(f, slots)
        return None

    def _tally(self, f: MatchFacts, kind: Tally, s: Slots) -> bool:
        """Whether a player's tournament answers, as the view's `tally` says when."""
        if kind == "outside":
            return self._outside_current(f, s)
        if kind == "tournament":
            return self._whole_tournament(f, s) or self._count_of_all(f, s)
        if kind == UNNAMED:  # "did X score", "who did X score against": all his goals
            return self._count_of_all(f, s, counted=False)
        return kind == "edition" and EDITION in s.topics and self._whole_tournament(f, s)

    def _route_match(
        self, intent_id: str, spec: ViewSpec | None, slots: Slots, lang: Lang
    ) -> Routed:
        """A view about one match, about the match the question names."""
        f = self.facts[lang]
        tf = f.tournament
        assert tf is not None
        view = spec.name if spec is not None else None
        latest = self.none_current and not self._chosen(tf, slots)
        found = resolve(tf, slots, self._player_team(f, slots), latest_only=latest)
        if spec is not None and spec.beaten and not slots.names_match:
            found = _by_side(tf, found, slots)
        if found.kind is Found.MANY and spec is not None and "scored_in" in spec.tally:
            found = _scored_in(tf, found, slots)
        if found.kind is Found.MISSING:
            return self._reply(self._missing(f, slots), intent_id, lang, None)
        render = (spec.data if spec is not None else None) or DATA_TEMPLATES.get(intent_id)
        if found.kind is Found.NONE and (none := self._of_none(f, intent_id, render, slots)):
            return none
        if (
            found.kind is Found.MANY
            and render is None
            and found.by_round_only
            and all(m.id != self.report_of for m in found.matches)
        ):
            # "anyone sent off in the semis?": what the data lacks, of all of them
            return self._reply(
                lacking(f, found.matches[0], view or intent_id), intent_id, lang, None
            )
        if (
            found.kind is Found.MANY
            and same_pair(found.matches)
            and (not slots.names_match or _legs_of_one_tie(found.matches))
        ):
            # two clubs' meetings (home and away, two legs, a derby; "arsenal v psv in
            # the round of 16": that tie's legs): all of them, for their results; what
            # the data lacks of them (scorers, line-ups), said so
            shown = meetings(f, list(found.matches), slots)
            dated = view is None and intent_id in DATA_TEMPLATES  # when: the meetings' dates
            if view not in MEETING_VIEWS and not dated:
                shown = _each_meeting(f, found.matches, render, slots, view or intent_id)
            return self._reply(shown, intent_id, lang, None)
        if found.kind is Found.MANY:
            if found.by_round_only:
                return self._reply(self._listing(f, found, intent_id, slots), intent_id, lang, None)
            return self._which_or_lacking(f, found, intent_id, lang, slots, render)
        m = found.matches[0] if found.kind is Found.ONE else tf.by_id.get(self._current(slots))
        if m is None:
            return Routed(None, slots, self.report_of)
        slots = scoring_side(slots, m.teams, view)  # "who scored against X": the other side
        if m.id == self.report_of:
            return Routed(None, slots, m.id)
        rendered = render(f, m, slots) if render else lacking(f, m, view or intent_id)
        return self._reply(rendered, intent_id, lang, m.id)

    def _which_or_lacking(
        self, f: MatchFacts, found: Resolved, intent_id: str, lang: Lang, s: Slots, render: object
    ) -> Routed:
        """'Which match?'; or, when none of them could answer ("how many yellow cards has
        bayern got", the data holding no cards), that the data lacks it."""
        if lacks_in_every(found, render, self.report_of):
            view = self.intents[intent_id].answer.view or intent_id
            return self._reply(self._lacking_all(f, view), intent_id, lang, None)
        return Routed(self._which(f, found, intent_id, lang), s)

    def _of_none(self, f: MatchFacts, intent_id: str, render: object, s: Slots) -> Routed | None:
        """A match question naming none, when nothing chose the match it means (no report,
        `current:` or server's match): what no match of the data holds, said of them
        all; else, where the latest played is no fair guess, "which match?"."""
        tf = f.tournament
        if tf is None or not self.none_current or self._chosen(tf, s):
            return None
        view = self.intents[intent_id].answer.view
        if render is None:
            return self._reply(self._lacking_all(f, view or intent_id), intent_id, f.lang, None)
        if self.asks_which:
            return Routed(self._which_of_none(f, tf, intent_id, f.lang), s)
        return None

    def _of_whole(self, f: MatchFacts, s: Slots) -> bool:
        """Whether a question naming no match means the whole tournament: a cup's data
        with no match chosen (see `whole`)."""
        tf = f.tournament
        return (
            tf is not None
            and self.none_current
            and not self._chosen(tf, s)
            and not _is_league(self.k)
        )

    @staticmethod
    def _chosen(tf: TournamentFacts, s: Slots) -> bool:
        """Whether the caller chose the match a question naming none means (a server's)."""
        return bool(s.default_match) and s.default_match in tf.by_id

    def _lacking_all(self, f: MatchFacts, topic: str) -> Rendered:
        """What the data holds of no match, asked with none named: said of the data, with
        what the bot answers about (never of one match nobody named)."""
        text = f.say(
            "data.lacks_all",
            "The data has nothing on {topic}. {scope}",
            topic=f.say(f"lacks.{topic}", lacks_words(topic)),
            scope=self.scope(f.lang),
        )
        return Rendered(text, {}, known=False)

    def _which_of_none(
        self, f: MatchFacts, tf: TournamentFacts, intent_id: str, lang: Lang
    ) -> Reply:
        """A match question naming none, of a league with no current match: 'which
        match?', the latest played offered (never one of them answered as if named)."""
        latest = sorted(tf.played, key=lambda m: m.kickoff, reverse=True)[:MAX_LATEST]
        head = f.say("which.none", "Which match? Name its clubs or its matchday.")
        if latest:
            head += " " + f.say("which.latest", "The latest played:")
        return self._which(f, Resolved(Found.MANY, tuple(latest)), intent_id, lang, head)

    def _current(self, s: Slots) -> str:
        """The match a question naming none means: the caller's (a server's current
        match) while the tournament has it, else the knowledge's own."""
        tf = next(iter(self.facts.values())).tournament
        if s.default_match and tf is not None and s.default_match in tf.by_id:
            return s.default_match
        return self.current or ""

    def _report_lacks(self, f: MatchFacts, view: str | None, s: Slots) -> bool:
        """A report person whose club the report does not name, but the squad list does."""
        if view != "club" or not s.people:
            return False
        person = f.person(s.people[0])
        return person is not None and not person.club and s.people[0] in f.k.players

    def _outside_current(self, f: MatchFacts, s: Slots) -> bool:
        team = self._player_team(f, s)
        current = f.tournament.by_id.get(self._current(s)) if f.tournament else None
        others = [t for t in s.teams if t != team]
        return (
            team is not None
            and current is not None
            and team not in current.teams
            and not others
            and not s.names_match
            and not s.groups
        )

    def _tournament_feat(self, f: MatchFacts, s: Slots) -> bool:
        """A hat-trick asked with no match named is the whole tournament's (of the team
        or player named) when the tournament is named ("who scored a hat-trick at euro
        2020"), one player is ("against whom did X score his hat-trick"), one team that
        did not play the current match is ("did any french player score one?"), or
        nothing is and the data has no report nor a match meant by the caller (its own
        current match is only its latest)."""
        if topic.HAT_TRICK not in s.topics or s.names_match:
            return False
        named = len(s.players) + len(s.people)
        if topic.COMPETITION in s.topics and not named and len(s.teams) <= 1:
            return True
        if s.groups:
            return False
        if named == 1 and not s.teams:
            return True
        if named:
            return False
        current = f.tournament.by_id.get(self._current(s)) if f.tournament else None
        if len(s.teams) == 1:
            return current is not None and s.teams[0] not in current.teams
        return not s.teams and self.report_of is None and s.default_match is None

    def _whole_tournament(self, f: MatchFacts, s: Slots) -> bool:
        """A player named with the tournament and no match ('at the World Cup')."""
        return (
            topic.COMPETITION in s.topics
            and self._player_team(f, s) is not None
            and not s.teams
            and not s.names_match
            and not s.groups
            and not s.minutes
        )

    def _count_of_all(self, f: MatchFacts, s: Slots, counted: bool = True) -> bool:
        """'How many goals did X score' (or, not `counted`, 'did X score'), no match
        named, of data without a report or a match meant by the caller: his tournament's
        goals, not his latest match's."""
        return (
            (topic.COUNT in s.topics or not counted)
            and self.report_of is None
            and s.default_match is None
            and self._player_team(f, s) is not None
            and not (s.teams or s.names_match or s.groups or s.minutes or s.stages)
            and not (s.dates or s.matchdays)
        )

    @staticmethod
    def _player_team(f: MatchFacts, s: Slots) -> str | None:
        tf = f.tournament
        if tf is None:
            return None
        player = s.players[0] if s.players else f.k.players.get(s.people[0]) if s.people else None
        p = tf.players.get(player) if player else None
        if p is None and player and ":" in player:  # a scorer not in any squad
            return player.split(":", 1)[0]
        return p.team if p is not None else None

    def _reply(self, r: Rendered, intent_id: str, lang: Lang, match: str | None) -> Routed:
        band: Band = "answer" if r.known else "decline"
        reply = Reply(
            "",
            band,
            intent_id if r.known else None,
            0,
            r.text,
            (),
            r.facts,
            self.version,
            intent_id,
            lang=lang,
            match=match if match is not None else _match_of(r),
            claims=r.claims,
        )
        return Routed(reply, Slots(), reply.match)

    def _missing(self, f: MatchFacts, s: Slots) -> Rendered:
        tf = f.tournament
        assert tf is not None
        teams = [team_label(f, t) for t in s.teams if t in tf.teams]
        if Relative.REACHED in s.relative and s.teams and s.stages:
            reached = not_reached(f, s.teams[0], s.stages[0])  # "to reach the final"
            if reached is not None:
                return reached
        if not teams and s.stages and not tf.of_stage(s.stages[0]):  # no third-place match
            text = f.say(
                "missing.stage",
                "The {tournament} data has no {stage}.",
                tournament=competition_name(tf.t, f.lang),
                stage=stage_label(f, s.stages[0]),
            )
            return Rendered(text, {}, known=False)
        what = " v ".join(teams) if teams else f.say("missing.that", "that match")
        if s.stages:
            what += f.say("missing.in", " in the {stage}", stage=stage_label(f, s.stages[0]))
        return Rendered(
            f.say(
                "missing.match",
                "The {tournament} data has no match of {what}.",
                tournament=competition_name(tf.t, f.lang),
                what=what,
            ),
            {},
            known=False,
        )

    def _listing(self, f: MatchFacts, found: Resolved, intent_id: str, s: Slots) -> Rendered:
        """A stage or group named alone: its matches, each as the view gives it."""
        matches = found.matches
        view = self.intents[intent_id].answer.view
        spec = VIEWS[view] if view is not None else None
        render = spec.data if spec is not None and spec.lists else None
        compact = len(matches) > MAX_DETAILED
        lines = [
            f"- {render(f, m, s).text}"
            if render and not compact
            else f"- {score_line(f, m, short=compact)}" + ("" if compact else f" ({_when(f, m)})")
            for m in matches[:MAX_LISTED]
        ]
        if len(matches) > MAX_LISTED:
            lines.append(f.say("listing.more", "... and {n} more.", n=len(matches) - MAX_LISTED))
        head = listing_head(f, matches, bool(s.stages or s.groups))
        return answer("\n".join([head, *lines]), MatchesFacts(matches=[m.id for m in matches]))

    def _which(
        self, f: MatchFacts, found: Resolved, intent_id: str, lang: Lang, head: str = ""
    ) -> Reply:
        """'Which match?' with each candidate as a suggestion (never a guess)."""
        intent = self.intents[intent_id]
        asked = intent.localised("suggestion", lang) or intent.suggestion or ""
        asked = re.sub(r"\s*\{\w+\}", "", asked).strip() or "?"  # no slot's own name
        labels = [match_label(f, m) for m in found.matches]
        suggestions = tuple(
            Suggestion(intent_id, f"{label}: {asked}") for label in labels[:MAX_CHOICES]
        )
        lines = [f"- {label}" for label in labels[:MAX_WHICH]]  # one message, however many
        if len(labels) > MAX_WHICH:
            lines.append(f.say("listing.more", "... and {n} more.", n=len(labels) - MAX_WHICH))
        head = head or f.say("which.head", "Which match? {n} could be meant:", n=len(found.matches))
        # The intent was understood (best_intent names it); only the match is open, so
        # nothing is answered yet: intent None, as every reply that is not an answer.
        return Reply(
            "",
            "suggest",
            None,
            0,
            "\n".join([head, *lines]),
            suggestions,
            dict(MatchesFacts(matches=[m.id for m in found.matches])),
            self.version,
            intent_id,
            lang=lang,
        )


# Views two clubs' meetings answer with their results ("arsenal v spurs", "did villa
# beat city", "el clasico"): a goal, a line-up or an attendance of them is not a result.
MEETING_VIEWS = frozenset({"result", "decided"})


def _is_league(k: Knowledge) -> bool:
    return k.tournament is not None and k.tournament.is_league


def _one_tie(found: Resolved) -> bool:
    """One match found, or the legs of one knockout tie ("to reach the final": the semi's
    two legs)."""
    if found.kind is Found.ONE:
        return True
    return found.kind is Found.MANY and same_pair(found.matches) and _legs_of_one_tie(found.matches)


def _legs_of_one_tie(matches: Sequence[Match]) -> bool:
    """Whether two clubs' matches are the legs of one knockout tie (one round)."""
    stages = {m.stage for m in matches}
    return len(stages) == 1 and matches[0].stage not in (StageKind.GROUP, StageKind.LEAGUE)


def _names_winner(intent: Intent) -> bool:
    """Whether the intent answers with a view that names the winner (the result)."""
    return intent.answer.view is not None and VIEWS[intent.answer.view].names_winner


def _when(f: MatchFacts, m: Match) -> str:
    return match_label(f, m, teams=False)


def _by_side(tf: TournamentFacts, found: Resolved, s: Slots) -> Resolved:
    """Of the matches found, the ones the team named as the side beaten lost ("who beat
    X", "who did X lose to"), else the ones the team named as the side that won won
    ("who did X beat"), of a team named alone."""
    alone = len(s.teams) == 1  # "did X beat Y": their meetings, as found
    if alone and len(s.losers) == 1:
        return _lost_by(tf, found, s.losers[0], s.teams)
    if len(s.against) == 1 and (alone or found.kind is not Found.MANY):
        # of two clubs named ("how did bayern do against celtic", "el united le ganó al
        # city"): every meeting stays, as "did united beat city" has them
        return _lost_by(tf, found, s.against[0], s.teams)
    if alone and len(s.winners) == 1:
        return _won_by(tf, found, s.winners[0], s.teams)
    if alone and len(s.drew) == 1:  # "who did X draw with": its draws
        drawn = tuple(m for m in tf.matches_of(s.drew[0]) if m.score and m.winner is None)
        if drawn:
            return Resolved(Found.ONE if len(drawn) == 1 else Found.MANY, drawn, by_round_only=True)
    return found


def _won_by(tf: TournamentFacts, found: Resolved, winner: str, teams: list[str]) -> Resolved:
    """The matches a team won, when the question names it as the side that won ("who did
    England beat", "a quién le ganó Inglaterra"), as `_lost_by` its defeats."""
    won = tuple(
        m for m in tf.matches_of(winner) if m.winner == winner and all(t in m.teams for t in teams)
    )
    if not won:
        return found
    return Resolved(Found.ONE if len(won) == 1 else Found.MANY, won, by_round_only=True)


def _lost_by(tf: TournamentFacts, found: Resolved, beaten: str, teams: list[str]) -> Resolved:
    """The match a team lost, when the question names it as the side beaten ("who beat
    the USA", "quién le ganó a México"): of its matches (with the other team named, if
    any), the ones it lost, listed when several; what was found if it lost none."""
    lost = tuple(
        m
        for m in tf.matches_of(beaten)
        if m.winner not in (None, beaten) and all(t in m.teams for t in teams)
    )
    if not lost:
        return found
    # "who beat X?" of a team beaten several times: every one of them, a list
    return Resolved(Found.ONE if len(lost) == 1 else Found.MANY, lost, by_round_only=True)


def _scored_in(tf: TournamentFacts, found: Resolved, s: Slots) -> Resolved:
    """'When did X score for Y': of the matches named, the one the player scored in, when
    only one; what was found otherwise."""
    named = [*s.players, *s.people]
    if len(named) != 1:
        return found
    key = tf.tally_key(named[0])
    hits = {m.id for m, _ in tf.goals_of_player(key)[1]}
    scored = tuple(m for m in found.matches if m.id in hits)
    return Resolved(Found.ONE, scored) if len(scored) == 1 else found


def _match_of(r: Rendered) -> str | None:
    value = r.facts.get("match")
    return value if isinstance(value, str) else None


def _each_meeting(
    f: MatchFacts,
    matches: Sequence[Match],
    render: Callable[[MatchFacts, Match, Slots], Rendered] | None,
    s: Slots,
    asked: str,
) -> Rendered:
    """Each of two clubs' meetings answered by a data view ("the half-time score of the
    derby"), or what the data lacks of them (`asked`)."""
    if not (each := [render(f, m, s) for m in matches] if render else []):
        return lacking(f, matches[0], asked)
    if not all(r.known for r in each):  # each meeting's own honest answer (its score)
        return not_in_report("\n".join(f"- {r.text}" for r in each), each[0].facts)
    return Rendered(
        "\n".join(f"- {r.text}" for r in each),
        dict(MatchesFacts(matches=[m.id for m in matches])),
        claims=tuple(c for r in each for c in r.claims),
    )
