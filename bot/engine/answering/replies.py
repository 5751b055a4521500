"""The engine's own replies around the views' answers: an intent rendered from the
report, "did you mean", the declines and the scope that ends them, the match's title.

One `Replies` per engine, built with it and then only read; every text is asked of the
answer language's facts (`MatchFacts.say`), so each exists in every language.
"""

from __future__ import annotations

import re

from bot.engine.answering.offered import Offered
from bot.engine.answering.reply import Reply, Suggestion
from bot.engine.answering.report_lines import report_line
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.standin import report
from bot.engine.facts.wording import competition_name
from bot.engine.facts.words_said import stage_said
from bot.engine.understanding.lang import Lang, base, language
from bot.engine.understanding.pipeline import Parsed
from bot.engine.understanding.slots import NameKind, Slots
from bot.engine.views import VIEWS, not_in_report
from bot.engine.views.base import join_names
from bot.engine.views.tournament_text import team_label
from bot.knowledge import TEMPLATE_FIELD, Intent, Knowledge, Role, Source

MAX_SUGGESTIONS = 3
SUGGESTION_SLOT = re.compile(r"\{(person|team|goal|role|minute)\}")
# A sentence ending where the file's own text already ended one ("...Colombia.."), not
# an ellipsis.
_DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")


def tidy(text: str) -> str:
    """A view's answer as shown: no doubled full stop where two sentences were joined."""
    return _DOUBLE_STOP.sub(".", text)


class Replies:
    def __init__(
        self,
        k: Knowledge,
        intents: dict[str, Intent],
        facts: dict[Lang, MatchFacts],
        version: str,
        report_less: bool,
        shown: Offered | None = None,
    ) -> None:
        self.k = k
        self.intents = intents
        self.facts = facts
        self.version = version
        self.report_less = report_less  # a tournament standing its current match in
        # What the bot answers about, per language: the tail of the engine's own declines.
        self.scopes = {lang: self._scope_text(lang) for lang in facts}
        # What a "the report doesn't say" decline offers instead (`lacking`: intents whose
        # part of the match this knowledge does not hold), per language.
        shown = shown or Offered(frozenset(), frozenset())
        self.reworded = shown.reworded  # offered by description (see `answering.offered`)
        self.starters = {lang: self._starters(lang, shown.lacking) for lang in facts}

    def title_in(self, lang: Lang) -> str:
        f = self.facts[lang]
        if self.report_less:  # the stand-in match is never shown: the tournament is
            assert self.k.tournament is not None
            return competition_name(self.k.tournament, lang)
        m = report(self.k)
        a, b = (team_label(f, t) for t in m.teams)  # a stand-in's teams are the data's
        return f.say(
            "title",
            "{a} v {b}, {competition} {stage}",
            of_competition=f.of_competition(),
            a=a,
            b=b,
            competition=competition_name(m.competition, lang),
            stage=stage_said(m.competition, lang),
        )

    def scope(self, lang: Lang = "en") -> str:
        """What the bot answers about, in `lang`: the same for every question of a load."""
        return self.scopes[lang]

    def declines(self, intent_id: str) -> bool:
        """Whether the intent answers with a decline (a question the file cannot answer)."""
        return self.intents[intent_id].answer.decline is not None

    def from_report(
        self, question: str, intent_id: str, slots: Slots, score: float, lang: Lang = "en"
    ) -> Reply:
        """The intent's answer from the report's match: its view, decline, template or
        text."""
        intent = self.intents[intent_id]
        spec = intent.answer
        f = self.facts[lang]
        if spec.view is not None:
            return self._viewed(question, intent_id, spec.view, slots, score, lang)
        if spec.decline is not None:
            decline = intent.localised("decline", lang) or spec.decline
            if self.report_less:  # its texts speak of a report this knowledge lacks
                decline = f.say("decline.data", "The tournament data doesn't say")
            elif (kind := _other_source(f, spec.decline)) is not None:
                decline = f.say("decline.source", "The {kind} doesn't say", kind=kind)
                if not kind:  # the file names its kind in another language only
                    decline = f.say("decline.record", "The record doesn't say")
            said = self._said_in_report(question, intent_id, score, lang)
            if said is not None:
                return said
            text = f"{decline.rstrip('.')}."  # one sentence: the suggestions say the rest
            reply = self._reply(question, "decline", intent_id, score, text, {}, lang)
            return reply.but(suggestions=self.starters[lang])
        if spec.template is not None:
            fields = f.template_fields
            missing = f.say("template.missing", "(not in the report)")
            template = intent.localised("template", lang) or spec.template
            text = TEMPLATE_FIELD.sub(lambda m: fields.get(m.group(1), missing), template)
        else:
            text = intent.localised("text", lang) or spec.text or ""
        return self._reply(
            question, "answer", intent_id, score, text, {"slots": slots.as_dict()}, lang
        )

    def _viewed(
        self, question: str, intent_id: str, view: str, slots: Slots, score: float, lang: Lang
    ) -> Reply:
        f = self.facts[lang]
        rendered = VIEWS[view].render(f, slots)
        text, facts = tidy(rendered.text), rendered.facts
        foreign_asked = self.k.tournament is None and self._about_another_match(view, slots)
        if foreign_asked:
            foreign = [f.team_name(t) for t in slots.teams if t not in report(self.k).teams]
            text = f.say(
                "other_match",
                "The report covers {title}; it says nothing about {teams} in other matches.",
                title=self.title_in(lang),
                teams=f.say("or", " or ").join(foreign),
            )
            rendered = not_in_report(text)
        if not rendered.known and not foreign_asked and not _names_asked(f, slots, text):
            said = self._said_in_report(question, intent_id, score, lang)
            if said is not None:
                return said
        if not rendered.known:
            # asked about something the report does not hold: say so, as a decline
            return self._reply(question, "decline", intent_id, score, text, facts, lang)
        facts["slots"] = slots.as_dict()
        reply = self._reply(question, "answer", intent_id, score, text, facts, lang)
        return reply.but(claims=rendered.claims)

    def _said_in_report(
        self, question: str, intent_id: str, score: float, lang: Lang, loose: bool = False
    ) -> Reply | None:
        """A question about to be declined that a line of the report answers: that line
        (`report_lines`), as an answer."""
        if self.report_less:
            return None
        f = self.facts[lang]
        line = report_line(f, question, loose)
        if line is None:
            return None
        text = f.say("report_line", "The report says: {line}", line=line)
        return self._reply(question, "answer", intent_id, score, text, {}, lang)

    def _reply(
        self,
        question: str,
        band: str,
        intent_id: str,
        score: float,
        text: str,
        facts: dict[str, object],
        lang: Lang,
    ) -> Reply:
        answer = band == "answer"
        return Reply(
            question,
            "answer" if answer else "decline",
            intent_id if answer else None,
            round(score),
            text,
            (),
            facts,
            self.version,
            intent_id,
            lang=lang,
        )

    def _about_another_match(self, view: str, slots: Slots) -> bool:
        """'Who did Spain beat?': a team that did not play here, asked about a match view."""
        foreign = [t for t in slots.teams if t not in report(self.k).teams]
        return bool(foreign) and VIEWS[view].about_play

    def suggest(
        self, question: str, options: list[str], score: float, slots: Slots, lang: Lang = "en"
    ) -> Reply:
        """'Did you mean' with the intents `options`, best first."""
        suggestions = tuple(
            Suggestion(o, self.suggestion_text(o, slots, lang)) for o in options[:MAX_SUGGESTIONS]
        )
        lines = "\n".join(f"- {s.question}" for s in suggestions)
        head = self.facts[lang].say("suggest.head", "I'm not sure what you mean. Did you mean:")
        return Reply(
            question,
            "suggest",
            None,
            round(score),
            f"{head}\n{lines}",
            suggestions,
            {},
            self.version,
            options[0],
            lang=lang,
        )

    def suggestion_text(self, intent_id: str, slots: Slots, lang: Lang = "en") -> str:
        """The intent's suggestion with the fan's own names in it, else generic words."""
        intent = self.intents[intent_id]
        f = self.facts[lang]
        text = intent.localised("suggestion", lang) or f"{intent.localised('description', lang)}?"
        if intent_id in self.reworded:  # "Bookings and sendings-off?", not "Was anyone sent off?"
            described = intent.localised("description", lang)
            text = f.say("suggest.described", "{what}?", what=described)
        goal = slots.goals[0] if slots.goals else ""
        lacks = not any(goal in g.labels for g in f.goals) and self.k.tournament is None
        if goal and f"{{{NameKind.GOAL}}}" in text and lacks:
            return ""  # "How was the equaliser scored?" of a match without one
        filled: dict[str, str] = {
            NameKind.PERSON: f.name(slots.people[0])
            if slots.people
            else f.say("fill.person", "a player"),
            NameKind.TEAM: team_label(f, slots.teams[0])
            if slots.teams
            else f.say("fill.team", "a team's"),
            NameKind.GOAL: f.say(f"goal.the_{goal}", f"the {goal}")
            if goal
            else f.say("fill.goal", "a goal"),
            NameKind.ROLE: f.role_name(slots.roles[0]) if slots.roles else f.role_name(Role.COACH),
            NameKind.MINUTE: str(slots.minutes[0]) if slots.minutes else "N",
        }
        if any(not filled[name].strip() for name in SUGGESTION_SLOT.findall(text)):
            return ""  # a name that cannot be written: no suggestion rather than a blank
        text = SUGGESTION_SLOT.sub(lambda m: filled[m.group(1)], text)
        if text.startswith("Who is the a team's "):
            text = "Who is a team's " + text.removeprefix("Who is the a team's ")
        return text[0].upper() + text[1:]

    def _starters(self, lang: Lang, lacking: frozenset[str]) -> tuple[Suggestion, ...]:
        """The first questions the knowledge offers that need no name filled in."""
        ids = [
            i.id
            for i in self.k.intents
            if i.id in self.intents
            and i.id not in lacking
            and not self.declines(i.id)
            and not SUGGESTION_SLOT.search(i.suggestion or "{")
        ]
        return tuple(
            Suggestion(i, self.suggestion_text(i, Slots(), lang)) for i in ids[:MAX_SUGGESTIONS]
        )

    def _scope_text(self, lang: Lang) -> str:
        f = self.facts[lang]
        t = self.k.tournament
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
        held = self._held_names(lang)
        text = f.say(
            "scope.tournament",
            "I answer questions about the {tournament} - {topics}.",
            tournament=held,
            of_tournament=language(lang).of_competition(held),
            topics=whole,
        )
        return text + self._in_depth(lang)

    def _in_depth(self, lang: Lang) -> str:
        """The one match its report tells in depth (after a space), or nothing."""
        if self.report_less:
            return ""
        f = self.facts[lang]
        return " " + f.say(
            "scope.in_depth",
            "In depth, from its report: {title} - {topics}.",
            title=self.title_in(lang),
            topics=join_names(f.topics(), f.say("and", " and ")),
        )

    def _held_names(self, lang: Lang) -> str:
        """The knowledge's competitions, its own first: every one a decline names (a
        question of one it holds is never told it holds only another)."""
        held = [t for t in (self.k.tournament, *self.k.competitions) if t is not None]
        f = self.facts[lang]
        return join_names([competition_name(t, lang) for t in held], f.say("and", " and "))

    def decline(
        self, question: str, parsed: Parsed, best: str | None, confidence: int, why: str
    ) -> Reply:
        """The engine's own decline (`why`: other_year, nothing, unknown_name, low); or,
        for a question of this match, the line of the report that answers it ("who ran
        onto the pitch": the event telling it), in the question's language."""
        f = self.facts[parsed.lang]
        if why != "other_year" and best is not None:
            said = self._said_in_report(question, best, confidence, parsed.lang, loose=True)
            if said is not None:
                return said
        t = self.k.tournament
        if why == "other_year" and t is not None:
            held = self._held_names(parsed.lang)
            head = f.say(
                "decline.one_tournament",
                "I only know the {tournament}",
                tournament=held,
                of_tournament=language(parsed.lang).of_competition(held),
            )
        elif why == "other_year":
            head = f.say("decline.one_match", "I only know about one match")
        elif parsed.unknown and best is not None:
            # Never the words themselves: a reply in public must not repeat what was typed.
            head = f.say("decline.unknown", "I don't have anything on that")
        else:
            head = f.say("decline.sorry", "Sorry, I can't answer that")
        if why == "other_year" and t is not None:
            # the competitions were just named: what their data holds, not them again
            whole = join_names(f.tournament_topics(), f.say("and", " and "))
            text = f"{head}: {whole}.{self._in_depth(parsed.lang)}"
        else:
            text = f"{head}: {self.scope(parsed.lang)}"
        return Reply(
            question,
            "decline",
            None,
            confidence,
            text,
            (),
            {},
            self.version,
            best,
            lang=parsed.lang,
        )


# A source's kind when the file says none (`Source.kind`'s default).
REPORT_KIND = str(Source.model_fields["kind"].default)


def _other_source(f: MatchFacts, decline: str) -> str | None:
    """The kind of record the facts come from (a public record), in the answer's language,
    when it is not a match report and the decline (in English) speaks of one."""
    src = f.k.source
    if src is None or src.agency or src.reports or src.kind == REPORT_KIND:
        return None
    if REPORT_KIND not in decline.casefold():
        return None
    said = (src.translations or {}).get(f.lang, {}).get("kind")
    return src.kind if f.lang == base().code else str(said or "")


def _names_asked(f: MatchFacts, slots: Slots, text: str) -> bool:
    """Whether a view's decline already speaks of the person or team asked about ("no
    such moment for Bruno Tovey"): that is its answer, not a line of the report that
    merely names them."""
    named = [f.name(p) for p in slots.people] + [f.team_name(t) for t in slots.teams]
    return any(n and n in text for n in named)
