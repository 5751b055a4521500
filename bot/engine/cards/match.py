"""What the adapters' structured views (Discord embeds, for one) need, as plain data.

The adapters format; this module decides what a match card, a goal list or a player's
card says, from the engine's facts and views, so no adapter reaches into engine internals.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.engine import Engine
from bot.engine.facts.match import minute_mark
from bot.engine.understanding.lang import Lang
from bot.engine.understanding.slots import Slots
from bot.engine.views import VIEWS, contribution_text, goal_sentence, moment_line, scoreline
from bot.engine.views.base import join_names
from bot.engine.views.outcome import shootout_lines
from bot.knowledge import DecidedIn, Person, Role


@dataclass(frozen=True)
class GoalCard:
    heading: str  # "55' Lionel Messi (Argentina)"
    scoreline: str  # "Argentina 1-0 England"
    sentence: str  # the goal told in one sentence


@dataclass(frozen=True)
class MatchCard:
    title: str
    summary: str
    teams: str
    score: str
    stage: str
    scorers: tuple[str, ...]
    venue: str
    day: str
    next_match: str | None
    source: str


@dataclass(frozen=True)
class PersonCard:
    name: str
    label: str  # "Harry Kane (England captain, ...)"
    about: str  # what they did in the match
    roles: str
    details: tuple[tuple[str, str], ...]  # (field, value) pairs the knowledge has


def view_text(engine: Engine, name: str, lang: Lang = "en") -> str:
    """A built-in view's answer with no question slots (e.g. 'result', 'source')."""
    return VIEWS[name].render(engine.facts_by_lang[lang], Slots()).text


def topics(engine: Engine) -> str:
    """What the bot answers about this match, naming only what its knowledge has."""
    return join_names(engine.facts.topics())


def result_line(engine: Engine, lang: Lang = "en") -> str:
    """The result in one line with the scorers and their minutes, in `lang`."""
    return view_text(engine, "result", lang)


def match_card(engine: Engine, lang: Lang = "en") -> MatchCard:
    f = engine.facts_by_lang[lang]
    m = f.match
    a, b = m.teams
    how = ""
    if f.decided_in is DecidedIn.PENALTIES:
        how = f.say(
            "card.on_penalties",
            " ({team} won {score} on penalties)",
            team=f.team_name(m.winner),
            score=f.shootout_score(),
        )
    elif f.decided_in is DecidedIn.EXTRA_TIME:
        how = f.say("card.after_extra_time", " (after extra time)")
    competition = m.competition
    return MatchCard(
        title=engine.title_in(lang),
        summary=f.tr(m, "summary"),
        teams=f"{f.team_name(a)} v {f.team_name(b)}",
        score=f"{f.team_name(a)} {m.score[a]}-{m.score[b]} {f.team_name(b)}{how}",
        stage=f"{f.tr(competition, 'name')} {f.tr(competition, 'stage')}",
        scorers=tuple(
            f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(g.goal.team)})"
            for g in f.goals
        ),
        venue=f"{f.tr(m.venue, 'stadium')}, {f.tr(m.venue, 'city')}",
        day=f"{f.template_fields['day.weekday']} {f.template_fields['day.date']}",
        next_match=view_text(engine, "next_match", lang) if m.upcoming else None,
        source=view_text(engine, "source", lang),
    )


def timeline_lines(engine: Engine, lang: Lang = "en") -> list[str]:
    f = engine.facts_by_lang[lang]
    return [moment_line(f, moment) for moment in f.match.timeline] + shootout_lines(f)


def goal_cards(engine: Engine, lang: Lang = "en") -> list[GoalCard]:
    f = engine.facts_by_lang[lang]
    return [
        GoalCard(
            heading=(
                f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(g.goal.team)})"
            ).strip(),
            scoreline=scoreline(f, g),
            sentence=goal_sentence(f, g),
        )
        for g in f.goals
    ]


def score_heading(engine: Engine, lang: Lang = "en") -> str:
    """'Argentina beat England 2-1': the result without scorers."""
    return engine.facts_by_lang[lang].result_line()


def quotes_of(engine: Engine, person: Person) -> tuple[list[str], list[str]]:
    """The person's quotes verbatim in order, and their reported speech."""
    k = engine.knowledge
    quotes = sorted((q for q in k.quotes if q.speaker == person.id), key=lambda q: q.part)
    reported = [p.text for p in k.paraphrases if p.speaker == person.id]
    return [q.text for q in quotes], reported


def person_card(engine: Engine, person: Person, lang: Lang = "en") -> PersonCard:
    f = engine.facts_by_lang[lang]
    if Role.ATTENDEE in person.roles:
        about = f.tr(person, "description") or f.say("card.in_the_crowd", "In the crowd.")
    else:
        about = contribution_text(f, person)
    details = tuple(
        (name, value)
        for name, value in (
            ("Team", f.team_name(person.team)),
            ("Position", f.tr(person, "position")),
            ("Club", person.club),
            ("Nationality", f.tr(person, "nationality")),
        )
        if value
    )
    return PersonCard(person.name, f.person_label(person), about, ", ".join(person.roles), details)


def everyone(engine: Engine) -> list[Person]:
    return list(engine.knowledge.people)


def speakers(engine: Engine) -> list[Person]:
    """People with a quote or reported speech in the knowledge."""
    said = {q.speaker for q in engine.knowledge.quotes}
    said |= {p.speaker for p in engine.knowledge.paraphrases}
    return [p for p in engine.knowledge.people if p.id in said]


def example_questions(engine: Engine, limit: int = 5) -> list[str]:
    """Suggestions with no slot to fill, as examples of what to ask."""
    suggestions = (
        i.suggestion for i in engine.knowledge.intents if i.suggestion and engine.offers(i.id)
    )
    return [s for s in suggestions if "{" not in s][:limit]
