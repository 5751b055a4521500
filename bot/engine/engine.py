"""The question-answering engine: one immutable object per knowledge load.

Built once from a loaded knowledge (facts, vocabulary, phrasing index), then only read,
so any number of questions can be answered concurrently and a reload simply builds a new
engine and swaps the reference. Imports nothing from discord.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache, partial

from rapidfuzz import fuzz

from bot.engine.answering.context import Context, Plan, context_after, plan, takes
from bot.engine.answering.desk import MatchDesk
from bot.engine.answering.reply import Reply, Suggestion
from bot.engine.clauses import asks_several, cut
from bot.engine.entities import Slots
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.standin import report, with_stand_in
from bot.engine.lang import Lang, base, codes, language, languages, merged
from bot.engine.matching.matcher import CompiledPattern, IntentIndex, Scored
from bot.engine.matching.resolve import resolve
from bot.engine.matching.sides import scoring_side
from bot.engine.normalise import QUESTION_WORDS, content
from bot.engine.understand import OTHER_COMPETITION, Parsed, Understanding, tournament_years
from bot.engine.views import VIEWS, Reading, not_in_report, view_texts
from bot.engine.views.base import join_names
from bot.engine.views.tournament_text import team_label
from bot.knowledge import TEMPLATE_FIELD, Intent, LoadedKnowledge

ANSWER_AT = 68.0  # confident enough to answer
SUGGEST_AT = 50.0  # below this, decline; between, offer "did you mean"
CLOSE_MARGIN = 4.0  # two different intents this close: ask which one
UNKNOWN_PENALTY = 12.0  # per content word found nowhere in the knowledge
MAX_PENALISED_UNKNOWN = 2  # a long ramble is judged by its match, not its length
MAX_SUGGESTIONS = 3
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
# Clause by clause, answers longer than this together give way to the whole message's
# own answer, if it has one (a chat reply, not a page).
LONG_JOINED = 600
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
SUGGESTION_SLOT = re.compile(r"\{(person|team|goal|role|minute)\}")


class Engine:
    def __init__(self, loaded: LoadedKnowledge) -> None:
        # A tournament without a report stands its current match in (never shown).
        k = with_stand_in(loaded.knowledge)
        self._report_less = loaded.knowledge.match is None and k.tournament is not None
        self.version = loaded.version
        self.knowledge = k
        # Facts per answer language; `facts` (English) is what the cards and adapters use.
        self.langs = codes()  # the languages this engine reads and answers in
        self.facts_by_lang = {lang: MatchFacts(k, lang) for lang in self.langs}
        self.facts = self.facts_by_lang[base().code]
        # Intents answered from a tournament's data are left out of a one-match knowledge.
        usable = [
            i
            for i in k.intents
            if k.tournament is not None
            or i.answer.view is None
            or not VIEWS[i.answer.view].needs_tournament
        ]
        self.intents: dict[str, Intent] = {i.id: i for i in usable}
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
        self._filler = frozenset().union(*(ix.filler_intents for ix in self.indexes.values()))
        day = report(k).day.date
        year = day.year if day else None
        # A tournament's years are its own ("euro 2020", played in 2021), not another's.
        self._years = tournament_years(k.tournament) if k.tournament else frozenset()
        self._year = year
        self._slot_kinds = self._family_slot_kinds()
        # What the bot answers about, per language: the tail of every decline.
        self._scopes = {lang: self._scope_text(lang) for lang in self.langs}
        self.desk = (
            MatchDesk(k, self.facts_by_lang, self.intents, self.version)
            if k.tournament is not None
            else None
        )
        self._lacking = frozenset(
            i.id
            for i in usable
            if i.answer.view is not None
            and VIEWS[i.answer.view].whole_match
            and not VIEWS[i.answer.view].render(self.facts, Slots()).known
        )

    def offers(self, intent_id: str) -> bool:
        """Whether the intent has something to say about this match (not a decline, and
        not a part of the knowledge the match lacks), so it may be offered to fans."""
        return intent_id in self.intents and not (
            intent_id in self._lacking or self._is_decline(intent_id)
        )

    @property
    def title(self) -> str:
        return self.title_in(self.langs[0])

    def title_in(self, lang: Lang) -> str:
        f = self.facts_by_lang[lang]
        if self._report_less:  # the stand-in match is never shown: the tournament is
            assert self.knowledge.tournament is not None
            return str(self.knowledge.tournament.tr("name", lang))
        m = report(self.knowledge)
        a, b = (team_label(f, t) for t in m.teams)  # a stand-in's teams are the data's
        return f.say(
            "title",
            "{a} v {b}, {competition} {stage}",
            of_competition=f.of_competition(),
            a=a,
            b=b,
            competition=f.tr(m.competition, "name"),
            stage=f.tr(m.competition, "stage"),
        )

    def answer(
        self,
        question: str,
        context: Context | None = None,
        *,
        lang: Lang | None = None,
        current: str | None = None,
    ) -> Reply:
        """Answer one question. With the `context` of the last reply in a conversation, a
        follow-up ('when?', 'what did he say?', 'and England?') is completed from it; a
        question that stands on its own is answered as without it. The reply carries the
        context for the next question. `lang`: the language to answer in (a Discord
        user's locale); None follows the question's own language. `current`: the
        tournament match a question naming none means (a server's current match), as if
        the question had named it; None or an id the tournament lacks: the knowledge's
        own current match. A message of several clauses that is not answered whole, or
        that asks several questions in so many words, is answered clause by clause (see
        `_by_clause`)."""
        parts = cut(question)
        asks = [a for _, a in parts]
        # two questions, or one beside what it is about or chatter ("spain v portugal in
        # the r16, what was the score"; "who knocked out france?? the champs lol")
        several = asks_several(question) or (any(asks) and (sum(asks) > 1 or not all(asks)))
        whole = cache(partial(self._answer_one, question, context, lang=lang, current=current))
        if not several:
            reply = whole()
            # declined knowing what was asked ("no match of X v Y"), or asked which match
            knew = reply.band == "decline" and reply.confidence >= ANSWER_AT
            if reply.band == "answer" or knew or _asks_which_match(reply):
                return reply
        # the whole message is answered below only if the clauses need it
        return self._by_clause(question, parts, whole, context, lang=lang, current=current)

    def _by_clause(
        self,
        question: str,
        pieces: list[tuple[str, bool]],
        whole: Callable[[], Reply],
        context: Context | None,
        *,
        lang: Lang | None,
        current: str | None,
    ) -> Reply:
        """Each clause answered alone, in the whole message's language; the clauses
        answered, joined. A clause that names nothing of its own ("who scored the winner"
        after "belgium v senegal went to ET right") is about the match the clause before
        was about, else what it named (its pronouns too: "how far did they get"), else
        what a later clause names ("cuántos goles metió y cuántos recibió méxico"); never
        silently the current match when another was named. Chatter ("was at work all
        day") and small talk are left out; nothing answered: the whole message's reply."""
        answered: list[Reply] = []
        lang = lang or self.understanding.language_of(question)  # the whole message's
        about = current  # the match the last clause was about, else the caller's
        parts, asks = [text for text, _ in pieces], [a for _, a in pieces]
        read = [self.understanding.parse(part) for part in parts]
        # a clause that asks nothing beside one that does only says what it is about
        only_read = [any(asks) and not a for a in asks]
        declined: Reply | None = None  # a clause understood, that the knowledge lacks
        topic: Reply | None = None  # the answer to what a message names before it asks
        # what the clauses so far named; at first, what the first naming clause names
        subject = next((p.slots.copy() for p in read if _names_subject(p.slots)), None)
        unread: tuple[str, Parsed] | None = None  # a leading aside naming nothing, unanswered
        for at, (part, parsed, aside) in enumerate(zip(parts, read, only_read, strict=True)):
            if aside and not _names_subject(parsed.slots):
                # "hey bot, did spain win": nothing for the questions to be about; answered
                # below only if no question is
                if unread is None and not any(asks[:at]):
                    unread = (part, parsed)
                continue
            named = parsed.slots.copy()  # as read, whatever answering the clause does
            new = (
                _names_subject(named)
                and not self._within(named, about)
                and not _narrower(named, subject)
            )
            if new:
                about, subject = current, None
            # "...messi en todo el mundial? y lautaro?": a clause of names alone asks the
            # clause before's question of them, as a follow-up in a conversation does
            names_only = answered and all(w.startswith("{") for w in content(list(parsed.words)))
            r = self._answer_one(
                part,
                answered[-1].context if names_only and parsed.words else context,
                lang=lang,
                current=about,
                subject=subject,
                parsed=parsed,
            )
            # what the next clauses ask about, unless they say: the match this one was
            # about ("...? ¿quién marcó?": both sides' scorers), else what it named
            # the match the answer is about or cites ("who got 3rd? the score in that
            # game"), else the one the clause named ("quién ganó la semi de inglaterra":
            # its goals are both sides'), else what it named
            cited = r.match or r.facts.get("match") or r.facts.get("cites")
            if isinstance(cited, str):
                about, subject = cited, None
            elif new:
                about, subject = self._match_named(named) or about, named
                if about != current and about is not None:
                    subject = _besides_the_match(named)
            if not aside and declined is None and r.band == "decline" and r.confidence >= ANSWER_AT:
                declined = r
            if aside and topic is None and not answered and r.band == "answer":
                topic = r if not any(asks[:at]) else None
            if (
                not aside
                and r.band == "answer"
                and r.intent not in self._filler
                and all(not _repeats(r, a) for a in answered)
            ):
                answered.append(r)
        if not answered and topic is None and unread is not None:
            r = self._answer_one(unread[0], context, lang=lang, current=current, parsed=unread[1])
            topic = r if r.band == "answer" and r.intent not in self._filler else None
        if not answered and topic is not None:
            # "biggest stadium at the world cup, how many does it hold": what it names
            return replace(topic, question=question)
        if not answered and declined is not None and any(only_read):
            # "how many yellows did england get? felt like loads": the knowledge has no
            # cards, whatever the chatter after the question would match
            return replace(declined, question=question)
        if not answered:
            return whole()
        if len(answered) == 1 and not any(only_read) and whole().band == "answer":
            return whole()
        joined = sum(len(a.text) + 2 for a in answered)
        if joined > LONG_JOINED and whole().band == "answer" and len(whole().text) < joined:
            return whole()  # answered whole, it is short; clause by clause, a page
        first, last = answered[0], answered[-1]
        return replace(
            first,
            question=question,
            text="\n\n".join(a.text for a in answered),
            confidence=min(a.confidence for a in answered),
            context=last.context,
            match=first.match if all(a.match == first.match for a in answered) else None,
        )

    def _within(self, named: Slots, match_id: str | None) -> bool:
        """Whether a clause names nothing but teams, or players, of the match just
        answered about ("usa paraguay, what was the score and who scored for the US?",
        "argentina's first game, how did it go and did messi score?")."""
        tf = self.facts.tournament
        m = tf.by_id.get(match_id) if tf is not None and match_id else None
        if m is None or tf is None:
            return False
        if named.teams and not _names_subject(named, besides="teams"):
            return set(named.teams) <= set(m.teams)
        if named.teams or not (named.people or named.players):
            return False
        if any(getattr(named, n) for n in SUBJECT_SLOTS if n not in ("people", "players")):
            return False
        ids = [*named.players, *(self.knowledge.players.get(p, "") for p in named.people)]
        teams = {tf.players[i].team for i in ids if i in tf.players}
        return bool(teams) and teams <= set(m.teams)

    def _match_named(self, named: Slots) -> str | None:
        """The one match a clause names by more than a team ("the semi of england",
        "argentina's first game", "usa v wales"), else None."""
        tf = self.facts.tournament
        if tf is None or named.groups or len(named.teams) > 2:
            return None  # a group, or teams level in one: no match
        if not (named.names_match or len(named.teams) == 2):
            return None
        found = resolve(tf, named)
        return found.matches[0].id if found.kind == "one" else None

    def _answer_one(
        self,
        question: str,
        context: Context | None = None,
        *,
        lang: Lang | None = None,
        current: str | None = None,
        subject: Slots | None = None,
        parsed: Parsed | None = None,
    ) -> Reply:
        """One question's reply (`answer` without cutting it into clauses). `subject`:
        the slots of an earlier clause naming what this one asks about, taken when this
        one names nothing itself ("...? who scored the winner"). `parsed`: the question
        already read, if it was."""
        parsed = self._parse(question, current, parsed)
        if subject is not None and (
            not _names_subject(parsed.slots) or _narrower(parsed.slots, subject)
        ):
            parsed = replace(
                parsed,
                words=_pronouns_named(parsed.words, subject),
                slots=_with_subject(parsed.slots, subject),
            )
        if lang not in self.facts_by_lang:
            lang = None  # a language this engine was not built with: the question's own
        lang = lang or parsed.lang  # the question is always read in its own language
        reply = self._held_tournament(self._answer_parsed(question, parsed, lang), parsed)
        slots, how = parsed.slots, None
        if context is not None and context.version != self.version:
            context = None  # ids of another knowledge load may mean nothing now
        if context is not None:
            p = plan(question, parsed, context, self.facts, self._accepts)
            followed = self._follow(question, p, reply, lang) if p is not None else None
            if followed is not None and p is not None:
                reply, slots, how = followed[0], followed[1], p.how
        return self._with_context(reply, slots, context, how)

    def _held_tournament(self, reply: Reply, parsed: Parsed) -> Reply:
        """An answer to a question naming another kind of tournament than the one held
        ("the euros" with the World Cup's data) says first which tournament it is about."""
        whole = self.knowledge.tournament
        if whole is None or reply.band != "answer":
            return reply
        if OTHER_COMPETITION not in parsed.slots.topics:
            return reply
        f = self.facts_by_lang[reply.lang]
        name = str(whole.tr("name", f.lang))
        note = f.say(
            "note.held_tournament",
            "(I hold the data of the {tournament}.)",
            tournament=name,
            of_tournament=language(f.lang).of_competition(name),
        )
        return replace(reply, text=f"{note} {reply.text}")

    def _parse(self, question: str, current: str | None, read: Parsed | None = None) -> Parsed:
        """The question read (unless `read` already), with the match it means when it
        names none (`current`)."""
        parsed = read or self.understanding.parse(question)
        if current is None or self.desk is None:
            return parsed
        return replace(parsed, slots=replace(parsed.slots, default_match=current))

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
            and alone.band == "answer"
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
        return reply.band == "answer" or (
            reply.band == "decline"
            and reply.best_intent is not None
            and not reply.text.endswith(self._scope(reply.lang))
        )

    def _with_context(
        self, reply: Reply, slots: Slots, previous: Context | None, how: str | None
    ) -> Reply:
        """The reply with the context for the next question; one the bot did not get
        (suggestions, a decline) leaves the conversation where it was."""
        intent = reply.intent or reply.best_intent
        context = previous
        chat = intent is not None and self.intents[intent].answer.text is not None
        if intent is not None and self._settled(reply) and not chat:
            view = self.intents[intent].answer.view
            context = context_after(self.facts, self.version, intent, view, slots, reply.facts)
        facts = reply.facts if how is None else {**reply.facts, "follow_up": how}
        return replace(reply, facts=facts, context=context)

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
        if lang is not None and lang != parsed.lang:
            parsed = replace(parsed, lang=lang)
        best = ranked[0] if ranked else None
        if self._other_year(parsed.slots) or "othermatch" in parsed.slots.topics:
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
                if first.band == "decline" or _asks_which_match(first):
                    # a 'which match?' gives way to any near-equal reading that answers
                    near = [
                        r.intent
                        for r in ranked[1:]
                        if best.score - r.score < CLOSE_MARGIN
                        and not self._same_family(r.intent, best.intent)
                    ]
                    if first.band == "decline" and not LACKING.isdisjoint(parsed.slots.topics):
                        # "argentina's starting XI in the final": the line-up the data
                        # lacks was asked, not the score beside it
                        return first
                    if first.band == "decline":  # a decline only to the runner-up
                        near = [runner_up.intent]
                    for r in dict.fromkeys(near):
                        other = rendered(r)
                        if other.band == "answer":
                            return other
            close = not self._same_answer(rendered(best.intent), rendered(runner_up.intent))
        if score >= ANSWER_AT and not (close and score < ANSWER_AT + 10):
            return rendered(best.intent)
        if score >= SUGGEST_AT and not self._is_decline(best.intent):
            floor = max(SUGGEST_AT - 10, best.score - 20)
            options = [best] + [r for r in ranked[1:] if r.score >= floor]
            # Never offer a question whose answer is "the report doesn't say".
            options = [o for o in options if self.offers(o.intent)]
            # Nor one whose name cannot be written ("How far did  get?").
            options = [
                o for o in options if self._suggestion_text(o.intent, parsed.slots, parsed.lang)
            ]
            if options:
                return self._suggest(question, options, score, parsed.slots, parsed.lang)
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
        if (ra.band == "decline") != (rb.band == "decline"):
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
        asked = set(content(list(parsed.words)))
        if len(parsed.words) <= 2 and asked and asked <= QUESTION_WORDS:
            score = min(score, ANSWER_AT - 1)  # "who?" alone: ask, do not guess
        return score

    def _about_another_match(self, view: str, slots: Slots) -> bool:
        """'Who did Spain beat?': a team that did not play here, asked about a match view."""
        foreign = [t for t in slots.teams if t not in report(self.knowledge).teams]
        return bool(foreign) and VIEWS[view].about_play

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
        self, intent_id: str, question: str = "", *, current: str | None = None
    ) -> Reply:
        """Answer an intent directly (a suggestion button), with the question's slots;
        `current` as in `answer`."""
        parsed = self._parse(question, current)
        return self._render(question or intent_id, intent_id, parsed.slots, 100.0, parsed.lang)

    def _render(
        self, question: str, intent_id: str, slots: Slots, score: float, lang: Lang = "en"
    ) -> Reply:
        """The intent's answer; with a tournament, about the match the question names
        (`MatchDesk`), and carrying that match's id."""
        if self.desk is None:
            view = self.intents[intent_id].answer.view
            slots = scoring_side(slots, report(self.knowledge).teams, view)
            return self._render_report(question, intent_id, slots, score, lang)
        intent_id = self.desk.played_instead(intent_id, slots)
        routed = self.desk.route(intent_id, slots, lang)
        if routed.reply is not None:
            reply = routed.reply
            if reply.band == "suggest":
                return replace(reply, question=question, confidence=round(score))
            return replace(
                reply,
                question=question,
                confidence=round(score),
                intent=(intent_id if reply.band == "answer" else None),
                best_intent=intent_id,
            )
        reply = self._render_report(question, intent_id, routed.slots, score, lang)
        return replace(reply, match=routed.match)

    def _render_report(
        self, question: str, intent_id: str, slots: Slots, score: float, lang: Lang = "en"
    ) -> Reply:
        intent = self.intents[intent_id]
        spec = intent.answer
        f = self.facts_by_lang[lang]
        facts: dict[str, object] = {}
        if spec.view is not None:
            rendered = VIEWS[spec.view].render(f, slots)
            text, facts = tidy(rendered.text), rendered.facts
            if self.desk is None and self._about_another_match(spec.view, slots):
                foreign = [
                    f.team_name(t) for t in slots.teams if t not in report(self.knowledge).teams
                ]
                text = f.say(
                    "other_match",
                    "The report covers {title}; it says nothing about {teams} in other matches.",
                    title=self.title_in(lang),
                    teams=f.say("or", " or ").join(foreign),
                )
                rendered = not_in_report(text)
            if not rendered.known:
                # asked about something the report does not hold: say so, as a decline
                return Reply(
                    question,
                    "decline",
                    None,
                    round(score),
                    text,
                    (),
                    facts,
                    self.version,
                    intent_id,
                    lang=lang,
                )
        elif spec.decline is not None:
            decline = intent.localised("decline", lang) or spec.decline
            if self._report_less:  # its texts speak of a report this knowledge lacks
                decline = self.facts_by_lang[lang].say(
                    "decline.data", "The tournament data doesn't say"
                )
            text = f"{decline.rstrip('.')}. {self._scope(lang)}"
            return Reply(
                question,
                "decline",
                None,
                round(score),
                text,
                (),
                {},
                self.version,
                intent_id,
                lang=lang,
            )
        elif spec.template is not None:
            fields = f.template_fields
            missing = f.say("template.missing", "(not in the report)")
            template = intent.localised("template", lang) or spec.template
            text = TEMPLATE_FIELD.sub(lambda m: fields.get(m.group(1), missing), template)
        else:
            text = intent.localised("text", lang) or spec.text or ""
        facts["slots"] = slots.as_dict()
        return Reply(
            question,
            "answer",
            intent_id,
            round(score),
            text,
            (),
            facts,
            self.version,
            intent_id,
            lang=lang,
        )

    def _suggest(
        self, question: str, options: list[Scored], score: float, slots: Slots, lang: Lang = "en"
    ) -> Reply:
        suggestions = tuple(
            Suggestion(o.intent, self._suggestion_text(o.intent, slots, lang))
            for o in options[:MAX_SUGGESTIONS]
        )
        lines = "\n".join(f"- {s.question}" for s in suggestions)
        head = self.facts_by_lang[lang].say(
            "suggest.head", "I'm not sure what you mean. Did you mean:"
        )
        text = f"{head}\n{lines}"
        return Reply(
            question,
            "suggest",
            None,
            round(score),
            text,
            suggestions,
            {},
            self.version,
            options[0].intent,
            lang=lang,
        )

    def _suggestion_text(self, intent_id: str, slots: Slots, lang: Lang = "en") -> str:
        """The intent's suggestion with the fan's own names in it, else generic words."""
        intent = self.intents[intent_id]
        f = self.facts_by_lang[lang]
        text = intent.localised("suggestion", lang) or f"{intent.localised('description', lang)}?"
        goal = slots.goals[0] if slots.goals else ""
        filled = {
            "person": f.name(slots.people[0]) if slots.people else f.say("fill.person", "a player"),
            "team": team_label(f, slots.teams[0])
            if slots.teams
            else f.say("fill.team", "a team's"),
            "goal": f.say(f"goal.the_{goal}", f"the {goal}")
            if goal
            else f.say("fill.goal", "a goal"),
            "role": f.role_name(slots.roles[0]) if slots.roles else f.role_name("coach"),
            "minute": str(slots.minutes[0]) if slots.minutes else "N",
        }
        if any(not filled[name].strip() for name in SUGGESTION_SLOT.findall(text)):
            return ""  # a name that cannot be written: no suggestion rather than a blank
        text = SUGGESTION_SLOT.sub(lambda m: filled[m.group(1)], text)
        if text.startswith("Who is the a team's "):
            text = "Who is a team's " + text.removeprefix("Who is the a team's ")
        return text[0].upper() + text[1:]

    def _scope(self, lang: Lang = "en") -> str:
        """What the bot answers about, in `lang`: the same for every question of a load."""
        return self._scopes[lang]

    def _scope_text(self, lang: Lang) -> str:
        f = self.facts_by_lang[lang]
        t = self.knowledge.tournament
        if t is None:
            topics = join_names(f.topics(), f.say("and", " and "))
            return f.say(
                "scope",
                "I answer questions about {title} - {topics}.",
                title=self.title_in(lang),
                topics=topics,
            )
        # A tournament: what its data holds, then the one match a report tells in depth.
        whole = join_names(f.tournament_topics(), f.say("and", " and "))
        text = f.say(
            "scope.tournament",
            "I answer questions about the {tournament} - {topics}.",
            tournament=t.tr("name", lang),
            of_tournament=language(lang).of_competition(str(t.tr("name", lang))),
            topics=whole,
        )
        if self._report_less:
            return text
        return (
            text
            + " "
            + f.say(
                "scope.in_depth",
                "In depth, from its report: {title} - {topics}.",
                title=self.title_in(lang),
                topics=join_names(f.topics(), f.say("and", " and ")),
            )
        )

    def _is_decline(self, intent_id: str) -> bool:
        return self.intents[intent_id].answer.decline is not None

    def _decline(self, question: str, parsed: Parsed, best: Scored | None, why: str) -> Reply:
        f = self.facts_by_lang[parsed.lang]
        if why == "other_year" and self.knowledge.tournament is not None:
            head = f.say(
                "decline.one_tournament",
                "I only know the {tournament}",
                tournament=self.knowledge.tournament.tr("name", parsed.lang),
                of_tournament=language(parsed.lang).of_competition(
                    str(self.knowledge.tournament.tr("name", parsed.lang))
                ),
            )
        elif why == "other_year":
            head = f.say("decline.one_match", "I only know about one match")
        elif parsed.unknown and best is not None:
            # Never the words themselves: a reply in public must not repeat what was typed.
            head = f.say("decline.unknown", "I don't have anything on that")
        else:
            head = f.say("decline.sorry", "Sorry, I can't answer that")
        text = f"{head}: {self._scope(parsed.lang)}"
        confidence = round(self._confidence(best, parsed)) if best else 0
        return Reply(
            question,
            "decline",
            None,
            confidence,
            text,
            (),
            {},
            self.version,
            best.intent if best else None,
            lang=parsed.lang,
        )


# A sentence ending where the file's own text already ended one ("...Colombia.."), not
# an ellipsis.
_DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")


def tidy(text: str) -> str:
    """A view's answer as shown: no doubled full stop where two sentences were joined."""
    return _DOUBLE_STOP.sub(".", text)


def _someone_of_a_team(parsed: Parsed) -> bool:
    """'The Spain president', 'the England physio': a word the knowledge does not know
    right after a team names one of its people the file does not hold; answering with
    the team's others (a player's quote for the president's) would put words in the
    wrong mouth."""
    if parsed.slots.people or parsed.slots.roles:
        return False
    stem = language(parsed.lang).stem
    unknown = {stem(w) for w in parsed.unknown}
    pairs = zip(parsed.words, parsed.words[1:], strict=False)
    # either side: "the Spain president", "el presidente de España"
    return any(
        (a == "{team}" and b in unknown) or (b == "{team}" and a in unknown) for a, b in pairs
    )


SUBJECT_SLOTS: tuple[str, ...] = (
    *("teams", "people", "players", "stages", "dates", "relative", "groups"),
    *("venues", "clubs", "years"),
)


def _with_subject(slots: Slots, subject: Slots) -> Slots:
    """`slots` with what `subject` names (its teams, match, people, place and year); the
    teams the clause names itself first ("who scored for the dutch" after "netherlands
    argentina 2022": the Netherlands' goals in that match)."""
    out = slots.copy()
    for name in SUBJECT_SLOTS:
        setattr(out, name, list(getattr(subject, name)))
    out.teams = list(dict.fromkeys([*slots.teams, *subject.teams]))
    return out


def _besides_the_match(named: Slots) -> Slots | None:
    """What a clause names besides the match it names (its people), if anything."""
    if not (named.people or named.players):
        return None
    out = named.copy()
    out.teams, out.stages, out.dates, out.relative, out.years = [], [], [], [], []
    return out


def _narrower(named: Slots, subject: Slots | None) -> bool:
    """Whether a clause names nothing but some of the teams a clause before named (so it
    asks about the same match)."""
    return (
        subject is not None
        and bool(named.teams)
        and len(subject.teams) > len(named.teams)
        and set(named.teams) <= set(subject.teams)
        and not _names_subject(named, besides="teams")
    )


def _pronouns_named(words: tuple[str, ...], subject: Slots) -> tuple[str, ...]:
    """'how far did they get' after a clause naming Morocco: 'how far did {team} get'."""
    pronouns = merged()
    out = []
    for w in words:
        if subject.teams and w in pronouns.team_pronouns:
            w = "{team}"
        elif (subject.people or subject.players) and w in pronouns.person_pronouns:
            w = "{person}"
        out.append(w)
    return tuple(out)


def _repeats(reply: Reply, earlier: Reply) -> bool:
    """Whether a clause's answer says what an earlier one did: one inside the other, or
    the same question about the same thing ("where did they finish in the group and how
    many points": the group's table twice)."""
    if reply.text in earlier.text or earlier.text in reply.text:
        return True
    return reply.intent == earlier.intent and reply.facts == earlier.facts


def _names_subject(s: Slots, besides: str = "") -> bool:
    """Whether a question names what it asks about (a match, team, person, place, club,
    group or year: a SUBJECT_SLOTS slot other than `besides`), rather than leaving it to
    the current match."""
    return any(getattr(s, name) for name in SUBJECT_SLOTS if name != besides)


def _asks_which_match(reply: Reply) -> bool:
    """A 'which match?' reply: the intent was read, the match is open."""
    matches = reply.facts.get("matches")
    return reply.band == "suggest" and isinstance(matches, list) and len(matches) > 1


def _family(name: str) -> str:
    """A view's family (declared at its registration); any other name is its own."""
    return VIEWS[name].family if name in VIEWS else name
