"""The question-answering engine: one immutable object per knowledge load.

Built once from a loaded knowledge (facts, vocabulary, phrasing index), then only read,
so any number of questions can be answered concurrently and a reload simply builds a new
engine and swaps the reference. Imports nothing from discord.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache, partial
from itertools import pairwise

from rapidfuzz import fuzz

from bot.engine.answering.competitions import Competitions
from bot.engine.answering.context import Context, Plan, context_after, in_focus, plan, takes
from bot.engine.answering.desk import MatchDesk
from bot.engine.answering.next_across import next_across
from bot.engine.answering.offered import offered
from bot.engine.answering.rankings import ranking_first, ranking_routes
from bot.engine.answering.record_years import record_texts, years_in_records
from bot.engine.answering.replies import Replies
from bot.engine.answering.reply import Reply, Suggestion
from bot.engine.answering.several import (
    ANSWER_AT,
    asks_which_match,
    by_clause,
    names_subject,
    narrower,
    pronouns_named,
    with_subject,
)
from bot.engine.claims import Checker
from bot.engine.facts import topics as topic
from bot.engine.facts.counted import counted
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.standin import report, with_stand_in
from bot.engine.facts.wording import competition_name
from bot.engine.matching.features import matched_words
from bot.engine.matching.matcher import CompiledPattern, IntentIndex, Scored
from bot.engine.matching.sides import scoring_side
from bot.engine.moment import Moment
from bot.engine.understanding.clauses import asks_several, cut
from bot.engine.understanding.lang import Lang, base, codes, language, languages
from bot.engine.understanding.names.competitions import tournament_years
from bot.engine.understanding.pipeline import OTHER_COMPETITION, Parsed, Understanding
from bot.engine.understanding.slots import Slots
from bot.engine.understanding.tokens import QUESTION_WORDS, content
from bot.engine.views import HELP_VIEW, VIEWS, Reading, view_texts
from bot.knowledge import Intent, LoadedKnowledge, Match

SUGGEST_AT = 50.0  # below this, decline; between, offer "did you mean"
CLOSE_MARGIN = 4.0  # two different intents this close: ask which one
UNKNOWN_PENALTY = 12.0  # per content word found nowhere in the knowledge
MAX_PENALISED_UNKNOWN = 2  # a long ramble is judged by its match, not its length
QUESTION_WORD_MATCH = 4.0  # see _rerank
# "What did X say about the red card": the verb of speech (every one folds to this word)
# asks for words said, as a question word asks for a time or a name (see _rerank).
SPEECH = "say"
# Words that say which kind of answer is wanted: a phrasing with one the question has too
# gains as a shared question word does ("what did he say", "in his career": not a match).
TELLING = frozenset({SPEECH, "care"})
# Topics a question can name that data often lacks: its decline is the answer, not a
# near-equal reading that answers something else.
LACKING = frozenset({"lineup", "formation", "referee", "booked", "sentoff", "card"})
SAME_ANSWER = 80  # token_set_ratio of two answers that say the same thing
# A follow-up that asks the last question again about another name ("and England?").
FOLLOW_UP_CONFIDENCE = 90.0
SLOT_KINDS = {
    "{person}": "person",
    "{team}": "team",
    "{goal}": "goal",
    "{score}": "score",  # a scoreline asked about, not a goal named
    "{role}": "role",
    "{minute}": "minute",
    "{nationality}": "nationality",
}


class Engine:
    def __init__(self, loaded: LoadedKnowledge) -> None:
        # A tournament without a report stands its current match in (never shown).
        k = with_stand_in(loaded.knowledge)
        self._report_less = loaded.knowledge.match is None and k.tournament is not None
        self.version = loaded.version
        self.knowledge = k
        # Facts per answer language; `facts` (English) is what the cards and adapters use.
        self.langs = codes()  # the languages this engine reads and answers in
        # One set of the tournament's facts, counted now, for every language and the checker.
        tf = self.tournament = counted(k.tournament, k.current) if k.tournament else None
        self.facts_by_lang = {lang: MatchFacts(k, lang, tf) for lang in self.langs}
        self.facts = self.facts_by_lang[base().code]
        # Intents answered from a tournament's data are left out of a one-match knowledge.
        league = k.tournament is not None and k.tournament.is_league
        usable = [
            i
            for i in k.intents
            if i.answer.view is None
            or (
                (k.tournament is not None or not VIEWS[i.answer.view].needs_tournament)
                and (league or not VIEWS[i.answer.view].needs_league)
            )
        ]
        self.intents: dict[str, Intent] = {i.id: i for i in usable}
        self._rankings = ranking_routes(self.intents)
        patterns = [p for i in usable for p in i.patterns]
        # The match texts each language reads (the first is the one they are written in).
        texts = {b.code: view_texts(k, Reading(b.code, b.base)) for b in languages()}
        self.understanding = Understanding(k, patterns, texts)
        parsed: dict[tuple[str, Lang], CompiledPattern] = {}  # phrasings: parsed once
        self.index = IntentIndex(usable, self.understanding, parsed=parsed)
        self.indexes = {self.langs[0]: self.index} | {
            lang: IntentIndex(usable, self.understanding, lang, parsed) for lang in self.langs[1:]
        }
        # Small talk ("hey bot"): never the answer to one clause of a longer message.
        self.filler: frozenset[str] = frozenset().union(
            *(ix.filler_intents for ix in self.indexes.values())
        )
        day = report(k).day.date
        year = day.year if day else None
        # A tournament's years are its own ("euro 2020", played in 2021), not another's.
        self._years = tournament_years(k.tournament) if k.tournament else frozenset()
        self._year = year
        self._records = record_texts(k) if "record" in self.intents else {}
        self._slot_kinds = self._family_slot_kinds()
        # The engine's own replies (the report's, "did you mean", declines, the title).
        shown = offered(usable, self.facts, self.understanding, k.tournament is None)
        self._lacking = shown.lacking
        self.replies = Replies(
            k, self.intents, self.facts_by_lang, self.version, self._report_less, shown
        )
        # a match desk only where there is a tournament to pick a match from
        desk = partial(MatchDesk, k, self.facts_by_lang, self.intents, self.version)
        self.desk = desk(self.replies.scope) if k.tournament is not None else None
        # Every reply's claims are checked against the knowledge before it leaves.
        data_intents = frozenset(
            i.id
            for i in usable
            if i.answer.view is not None and VIEWS[i.answer.view].needs_tournament
        )
        self.checker = Checker(k, report_less=self._report_less, data_intents=data_intents, tf=tf)
        # The knowledge's other tournaments (a league's cups, other seasons): each its own.
        self.competitions: Competitions[Engine] = Competitions(loaded, Engine)

    def offers(self, intent_id: str) -> bool:
        """Whether the intent may be offered to fans: it has something to say here."""
        return intent_id in self.intents and not (
            intent_id in self._lacking or self.replies.declines(intent_id)
        )

    def server_current(self, chosen: str = "", latest: bool = False) -> Match | None:
        """The tournament match a server means when it names none: the latest played with
        `latest`, else `chosen` (its /config match) while the tournament has it, else the
        knowledge's own; None without a tournament."""
        tf = self.facts.tournament
        return tf.server_current(self.knowledge.current, chosen, latest) if tf else None

    @property
    def title(self) -> str:
        return self.title_in(self.langs[0])

    def title_in(self, lang: Lang) -> str:
        return self.replies.title_in(lang)

    def answer(
        self,
        question: str,
        context: Context | None = None,
        *,
        lang: Lang | None = None,
        current: str | None = None,
        competition: str | None = None,
        moment: Moment | None = None,
    ) -> Reply:
        """Answer one question, every claim of the answer checked against the knowledge
        (a claim that fails is withheld: see `claims`). With the `context` of the last
        reply in a conversation, a
        follow-up ('when?', 'what did he say?', 'and England?') is completed from it; a
        question that stands on its own is answered as without it. The reply carries the
        context for the next question. `lang`: the language to answer in (a Discord
        user's locale); None follows the question's own language. `current`: the
        tournament match a question naming none means (a server's current match), as if
        the question had named it; None or an id the tournament lacks: the knowledge's
        own current match. A message of several clauses that is not answered whole, or
        that asks several questions in so many words, is answered clause by clause (see
        `answering.several`). `competition`: of a knowledge of several tournaments, the id
        of the one a question naming none means (a server's setting); a question naming
        one (its competition or season) is answered by that one's engine. `moment`: when
        it is asked and the zone its days and kick-offs are given in (a server's); None:
        now by the wall clock, in UTC (read here, never in a view)."""
        moment = moment or Moment.at()
        ask = partial(self.answer, question, context, lang=lang, current=current, moment=moment)
        if across := next_across(self, question, moment, partial(ask, competition=competition)):
            return across  # "when do bayern play next": the earliest of every competition's
        routed = self.competitions.route(question, competition, moment.today.isoformat())
        if r := self.competitions.followed(question, context, routed, lang=lang, moment=moment):
            return r  # a follow-up of another competition's answer, asked of it
        if routed is not None:
            question = routed.question
            if routed.tournament != self.competitions.default:
                other = self.competitions.engines[routed.tournament]
                return other.answer(question, context, lang=lang, moment=moment)
        parts = cut(question)
        asks = [a for _, a in parts]
        # two questions, or one beside what it is about or chatter ("spain v portugal in
        # the r16, what was the score"; "who knocked out france?? the champs lol")
        several = asks_several(question) or (any(asks) and (sum(asks) > 1 or not all(asks)))
        whole = cache(
            partial(self.answer_one, question, context, lang=lang, current=current, moment=moment)
        )
        if not several:
            reply = whole()
            # declined knowing what was asked ("no match of X v Y"), or asked which match
            knew = reply.is_decline and reply.confidence >= ANSWER_AT
            if reply.is_answer or knew or asks_which_match(reply):
                return self._checked(reply)
        # the whole message is answered below only if the clauses need it
        reply = by_clause(
            self, question, parts, whole, context, lang=lang, current=current, moment=moment
        )
        return self._checked(reply)

    def _checked(self, reply: Reply) -> Reply:
        """The reply once its claims are checked (`claims.Checker`); one declined for a
        claim it could not back offers what the bot can answer instead."""
        checked = self.checker.checked(reply)
        if not checked.withheld or not checked.is_decline:
            return checked
        failed = checked.best_intent
        options = [
            i
            for i in self.closest_intents(reply.question, 8)
            if i != failed and self.offers(i) and self.intents[i].answer.text is None
        ]
        texts = [(i, self.replies.suggestion_text(i, Slots(), checked.lang)) for i in options]
        offered = tuple(Suggestion(i, t) for i, t in texts if t)[:3]
        return checked.but(suggestions=offered)

    def answer_one(
        self,
        question: str,
        context: Context | None = None,
        *,
        lang: Lang | None = None,
        current: str | None = None,
        subject: Slots | None = None,
        parsed: Parsed | None = None,
        moment: Moment | None = None,
    ) -> Reply:
        """One question's reply (`answer` without cutting it into clauses). `subject`:
        the slots of an earlier clause naming what this one asks about, taken when this
        one names nothing itself ("...? who scored the winner"). `parsed`: the question
        already read, if it was."""
        read = self._parse(question, current, parsed, moment)
        parsed = in_focus(self.facts.tournament, read, context, self.version)  # its match
        if subject is not None and (
            not names_subject(parsed.slots) or narrower(parsed.slots, subject)
        ):
            parsed = replace(
                parsed,
                words=pronouns_named(parsed.words, subject),
                slots=with_subject(parsed.slots, subject),
            )
        if lang not in self.facts_by_lang:
            lang = None  # a language this engine was not built with: the question's own
        lang = lang or parsed.lang  # the question is always read in its own language
        reply = self._held_tournament(self._answer_parsed(question, parsed, lang), parsed)
        slots, how = parsed.slots, None
        usable = context if context is not None and context.version == self.version else None
        if usable is not None:
            p = plan(question, parsed, usable, self.facts, self._accepts)
            followed = self._follow(question, p, reply, lang) if p is not None else None
            if followed is not None and p is not None:
                reply, slots, how = followed[0], followed[1], p.how
        return self._with_context(reply, slots, context, how)

    def _held_tournament(self, reply: Reply, parsed: Parsed) -> Reply:
        """An answer to a question naming another kind of tournament than the one held
        ("the euros" with the World Cup's data) says first which tournament it is about."""
        whole = self.knowledge.tournament
        if whole is None or not reply.is_answer or OTHER_COMPETITION not in parsed.slots.topics:
            return reply
        f = self.facts_by_lang[reply.lang]
        name = competition_name(whole, f.lang)
        note = f.say(
            "note.held_tournament",
            "(I hold the data of the {tournament}.)",
            tournament=name,
            of_tournament=language(f.lang).of_competition(name),
        )
        return reply.but(text=f"{note} {reply.text}")

    def _parse(
        self,
        question: str,
        current: str | None,
        read: Parsed | None = None,
        moment: Moment | None = None,
    ) -> Parsed:
        """The question read (unless `read` already), with the match it means when it
        names none (`current`) and when it is asked (`moment`)."""
        parsed = read or self.understanding.parse(question)
        if self.desk is None or (current is None and moment is None):
            return parsed
        default = current if current is not None else parsed.slots.default_match
        slots = parsed.slots.shared()  # as `replace` would, without its cost a question
        slots.default_match, slots.moment = default, moment
        return Parsed(parsed.words, slots, parsed.unknown, parsed.lang, parsed.marks)

    def _follow(
        self, question: str, p: Plan, alone: Reply, lang: Lang = "en"
    ) -> tuple[Reply, Slots] | None:
        """The follow-up's reply, if it says something; a weak plan ('when is it' read
        as a goal) must also beat or narrow the question's own answer."""
        if p.intent is not None and p.slots is not None:
            reply = self._render(question, p.intent, p.slots, FOLLOW_UP_CONFIDENCE, lang)
            return (reply, p.slots) if self._settled(reply) else None
        assert p.parsed is not None
        reply = self._answer_parsed(question, p.parsed, lang)
        if not self._settled(reply) or reply.best_intent is None:
            return None
        view = self.intents[reply.best_intent].answer.view
        if p.adds is not None and not takes(view, p.adds):
            return None  # "where was it played?" is not about the goal just discussed
        if (
            not p.strong
            and alone.is_answer
            and alone.intent
            and reply.best_intent
            and not self._narrows(alone.intent, reply.best_intent)
            and not (p.pronoun and reply.confidence > alone.confidence)
        ):
            return None  # "what was the score?" stands on its own
        return reply, p.parsed.slots

    def _narrows(self, alone: str, followed: str) -> bool:
        """The follow-up answers the same kind of thing, about what was just discussed:
        'who scored?' lists the goals, after 'when was the opener?' it means that one."""
        view = self.intents[alone].answer.view
        item_view = VIEWS[view].item_view if view is not None else None
        return self._same_family(alone, followed) or (
            item_view is not None and item_view == self.intents[followed].answer.view
        )

    def _settled(self, reply: Reply) -> bool:
        """An answer, or the report honestly not holding what was asked about someone."""
        return reply.is_answer or (
            reply.is_decline
            and reply.best_intent is not None
            and not reply.text.endswith(self.replies.scope(reply.lang))
            and not self.replies.declines(reply.best_intent)  # "the report doesn't say"
        )

    def _with_context(
        self, reply: Reply, slots: Slots, previous: Context | None, how: str | None
    ) -> Reply:
        """The reply with the next question's context (one not got keeps the last)."""
        intent = reply.intent or reply.best_intent
        context = previous
        said = self.intents[intent].answer if intent is not None else None  # chat or help:
        chat = said is not None and (said.text is not None or said.view == HELP_VIEW)  # stays
        if intent is not None and self._settled(reply) and not chat:
            view = self.intents[intent].answer.view
            context = context_after(self.facts, self.version, intent, view, slots, reply)
        facts = reply.facts if how is None else {**reply.facts, "follow_up": how}
        return reply.but(facts=facts, context=context)

    def _family_slot_kinds(self) -> dict[str, frozenset[str]]:
        """Per intent, the kinds of names its view family's phrasings take."""
        by_intent: dict[str, set[str]] = {}
        for pattern in self.index.patterns:
            kinds = {SLOT_KINDS[t] for t in pattern.slots if t in SLOT_KINDS}
            by_intent.setdefault(pattern.intent, set()).update(kinds)
        by_family: dict[str, set[str]] = {}
        for intent_id, intent in self.intents.items():
            view = intent.answer.view or intent_id
            by_family.setdefault(_family(view), set()).update(by_intent.get(intent_id, set()))
        return {
            intent_id: frozenset(by_family[_family(i.answer.view or intent_id)])
            for intent_id, i in self.intents.items()
        }

    def _accepts(self, intent: str, kinds: set[str]) -> bool:
        """Whether the intent's phrasings take names of these kinds; with a tournament,
        any intent about one match takes another match ("and in the final?")."""
        if "match" in kinds:
            if self.desk is None or not self.desk.about_match(intent):
                return False
            kinds = kinds - {"match"}
        return kinds <= self._slot_kinds.get(intent, frozenset())

    def _answer_parsed(self, question: str, parsed: Parsed, lang: Lang | None = None) -> Reply:
        """The reply to a parsed question, in `lang` (None: the question's language)."""
        ranked = self._rerank(self.indexes[parsed.lang].rank(parsed), parsed)
        ranked = ranking_first(ranked, parsed, self._rankings)  # "most draws": its view
        if lang is not None and lang != parsed.lang:
            parsed = replace(parsed, lang=lang)
        best = ranked[0] if ranked else None
        if self._other_year(parsed.slots) or topic.OTHER_MATCH in parsed.slots.topics:
            return self._decline(question, parsed, best, "other_year")
        if best is None:
            return self._decline(question, parsed, None, "nothing")
        if parsed.unknown and self._names_someone_unknown(best, parsed):
            return self._decline(question, parsed, best, "unknown_name")
        score = self._confidence(best, parsed)
        renders: dict[str, Reply] = {}

        def rendered(intent_id: str) -> Reply:
            """The intent's reply to this question, rendered once however often asked."""
            if intent_id not in renders:
                renders[intent_id] = self._render(
                    question, intent_id, parsed.slots, score, parsed.lang
                )
            return renders[intent_id]

        runner_up = next(
            (r for r in ranked[1:] if not self._same_family(r.intent, best.intent)), None
        )
        close = runner_up is not None and best.score - runner_up.score < CLOSE_MARGIN
        if close and score >= ANSWER_AT and runner_up is not None:
            # Two near-equal readings, one that the data can answer and one it cannot
            # ("japan's first game score": how the goals went in, or the score?) or only
            # with a match the question does not name ("brasil quedó eliminado": which of
            # Brazil's matches, or Brazil's run?): the answer.
            if self.desk is not None and self.intents[best.intent].answer.view is not None:
                first = rendered(best.intent)
                if first.is_decline or asks_which_match(first):
                    # a 'which match?' gives way to any near-equal reading that answers
                    near = [
                        r.intent
                        for r in ranked[1:]
                        if best.score - r.score < CLOSE_MARGIN
                        and not self._same_family(r.intent, best.intent)
                    ]
                    if first.is_decline and not LACKING.isdisjoint(parsed.slots.topics):
                        # "argentina's starting XI in the final": the line-up the data
                        # lacks was asked, not the score beside it
                        return first
                    if first.is_decline:  # a decline only to the runner-up
                        near = [runner_up.intent]
                    for r in dict.fromkeys(near):
                        other = rendered(r)
                        if other.is_answer:
                            return other
            close = not self._same_answer(rendered(best.intent), rendered(runner_up.intent))
        if score >= ANSWER_AT and not (close and score < ANSWER_AT + 10):
            return rendered(best.intent)
        if score >= SUGGEST_AT and not self.replies.declines(best.intent):
            floor = max(SUGGEST_AT - 10, best.score - 20)
            options = [best] + [r for r in ranked[1:] if r.score >= floor]
            # Never offer what the report lacks, "Hi!" to a football question, an unwritten name
            football = bool(parsed.slots.topics) or names_subject(parsed.slots)
            options = [
                o
                for o in options
                if self.offers(o.intent)
                and not (football and self.intents[o.intent].answer.text is not None)
                and self.replies.suggestion_text(o.intent, parsed.slots, parsed.lang)
            ]
            if options:
                intents = [o.intent for o in options]
                return self.replies.suggest(question, intents, score, parsed.slots, parsed.lang)
        return self._decline(question, parsed, best, "low")

    def _rerank(self, ranked: list[Scored], parsed: Parsed) -> list[Scored]:
        """A 'when' question is not answered by a 'who' phrasing: phrasings asking with
        the question's own question word gain a little, those asking with another lose a
        little, so the question word breaks near-ties. Likewise a phrasing asking what
        someone said, or of a career, gains when the question asks that too (TELLING)."""
        asked = QUESTION_WORDS.intersection(parsed.words)
        telling = TELLING.intersection(parsed.words)
        if not asked and not telling:
            return ranked
        out = []
        index = self.indexes[parsed.lang]
        for r in ranked:
            theirs = index.question_words(r.pattern)
            score = r.score
            if theirs & asked:
                score = score + QUESTION_WORD_MATCH
            elif theirs and asked:
                score = score - QUESTION_WORD_MATCH
            if telling and not telling.isdisjoint(index.words_of(r.pattern)):
                score = score + QUESTION_WORD_MATCH
            # built directly: `dataclasses.replace` costs more than the rest of this loop
            out.append(r if score == r.score else Scored(r.intent, score, r.pattern, r.slots))
        return sorted(out, key=lambda r: -r.score)

    @staticmethod
    def _same_answer(ra: Reply, rb: Reply) -> bool:
        """Two close intents whose answers say the same thing are no ambiguity to ask about
        (an answer and an honest 'the data does not say' never are the same)."""
        if ra.is_decline != rb.is_decline:
            return False
        return fuzz.token_set_ratio(ra.text, rb.text) >= SAME_ANSWER

    def _same_family(self, a: str, b: str) -> bool:
        """Two intents whose answers carry the same facts are not a real ambiguity."""
        va, vb = (self.intents[i].answer.view for i in (a, b))
        return a == b or (
            va is not None and vb is not None and VIEWS[va].family == VIEWS[vb].family
        )

    def _confidence(self, best: Scored, parsed: Parsed) -> float:
        penalty = UNKNOWN_PENALTY * min(len(parsed.unknown), MAX_PENALISED_UNKNOWN)
        score = max(0.0, min(100.0, best.score - penalty))
        words = matched_words(parsed)  # "who finished third": not "who?" alone
        asked = set(content(list(words)))
        if len(words) <= 2 and asked and asked <= QUESTION_WORDS:
            score = min(score, ANSWER_AT - 1)  # "who?" alone: ask, do not guess
        return score

    def _decline(self, question: str, parsed: Parsed, best: Scored | None, why: str) -> Reply:
        if why == "other_year" and years_in_records(self._records, parsed.slots):
            return self._render(question, "record", parsed.slots, 100.0, parsed.lang)  # theirs
        confidence = round(self._confidence(best, parsed)) if best else 0
        intent = best.intent if best else None
        return self.replies.decline(question, parsed, intent, confidence, why)

    @staticmethod
    def _names_someone_unknown(best: Scored, parsed: Parsed) -> bool:
        """The phrasing wants a person or team, the question has none but an unknown word:
        that word is most likely a name the knowledge does not hold ('ronaldo')."""
        s = parsed.slots
        wants_person = "{person}" in best.slots and not (s.people or s.roles)
        wants_team = "{team}" in best.slots and not s.teams
        return wants_person or wants_team or _someone_of_a_team(parsed)

    def _other_year(self, slots: Slots) -> bool:
        return any(y != self._year and y not in self._years for y in slots.years)

    def closest_intents(self, question: str, limit: int = 25) -> list[str]:
        """Intent ids, those the question comes closest to first, then the rest in the
        knowledge's order: what a moderator picks from when teaching a phrasing."""
        ranked = [s.intent for s in self.index.rank(self.understanding.parse(question), limit)]
        rest = [i for i in self.intents if i not in ranked]
        return list(dict.fromkeys([*ranked, *rest]))[:limit]

    def people_named(self, text: str) -> tuple[str, ...]:
        """Ids of the people `text` names, by name, alias or a recognisable misspelling."""
        return tuple(self.understanding.parse(text).slots.people)

    def render_intent(
        self,
        intent_id: str,
        question: str = "",
        *,
        current: str | None = None,
        moment: Moment | None = None,
    ) -> Reply:
        """Answer an intent directly (a suggestion button), with the question's slots;
        `current` and `moment` as in `answer`."""
        parsed = self._parse(question, current, moment=moment or Moment.at())
        reply = self._render(question or intent_id, intent_id, parsed.slots, 100.0, parsed.lang)
        return self._checked(reply)

    def _suggestion_text(self, intent_id: str, slots: Slots, lang: Lang = "en") -> str:
        return self.replies.suggestion_text(intent_id, slots, lang)

    def _render(
        self, question: str, intent_id: str, slots: Slots, score: float, lang: Lang = "en"
    ) -> Reply:
        """The intent's answer; with a tournament, about the match the question names
        (`MatchDesk`), and carrying that match's id."""
        if self.desk is None:
            view = self.intents[intent_id].answer.view
            slots = scoring_side(slots, report(self.knowledge).teams, view)
            return self.replies.from_report(question, intent_id, slots, score, lang)
        intent_id = self.desk.played_instead(intent_id, slots)
        routed = self.desk.route(intent_id, slots, lang)
        if routed.reply is not None:
            reply = routed.reply
            if reply.is_suggestion:
                return reply.but(question=question, confidence=round(score))
            intent = intent_id if reply.is_answer else None
            return reply.but(
                question=question, confidence=round(score), intent=intent, best_intent=intent_id
            )
        reply = self.replies.from_report(question, intent_id, routed.slots, score, lang)
        return reply.but(match=routed.match)


def _someone_of_a_team(parsed: Parsed) -> bool:
    """'The Spain president', 'the England physio': a word the knowledge does not know right
    after a team names one of its people the file does not hold; answering with the team's
    others (a player's quote for the president's) would put words in the wrong mouth."""
    if parsed.slots.people or parsed.slots.roles:
        return False
    unknown = {language(parsed.lang).stem(w) for w in parsed.unknown}
    # either side: "the Spain president", "el presidente de España"
    return any(
        (a == "{team}" and b in unknown) or (b == "{team}" and a in unknown)
        for a, b in pairwise(matched_words(parsed))
    )


def _family(name: str) -> str:
    """A view's family (declared at its registration); any other name is its own."""
    return VIEWS[name].family if name in VIEWS else name
