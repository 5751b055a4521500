"""Embeds for the slash commands, built from the engine's facts (never from hard-coded names).

Every builder returns an embed that already passed `fit_embed`, so a longer match file
shortens an embed instead of breaking the command. Text from the knowledge is escaped,
because a stray `*` or `_` in a quote should show, not reformat the message.
"""

from __future__ import annotations

import discord
from discord.utils import escape_markdown

from bot.engine.engine import Engine
from bot.engine.entities import Slots
from bot.engine.facts import minute_mark
from bot.engine.views import VIEWS, contribution_text, goal_sentence, moment_line, scoreline
from bot.knowledge.models import Person
from bot.limits import fit_embed

COLOUR = discord.Colour.blue()


def _footer(embed: discord.Embed, engine: Engine) -> discord.Embed:
    embed.set_footer(text=f"Knowledge version {engine.version}")
    return fit_embed(embed)


def score_line(engine: Engine) -> str:
    """The result in one line with the scorers and their minutes."""
    return VIEWS["result"](engine.facts, Slots()).text


def match_card(engine: Engine) -> discord.Embed:
    f = engine.facts
    m = f.match
    a, b = m.teams
    embed = discord.Embed(title=engine.title, description=escape_markdown(m.summary), colour=COLOUR)
    embed.add_field(name="Teams", value=f"{f.team_name(a)} v {f.team_name(b)}", inline=True)
    embed.add_field(
        name="Score",
        value=f"{f.team_name(a)} {m.score[a]}-{m.score[b]} {f.team_name(b)}",
        inline=True,
    )
    embed.add_field(name="Stage", value=f"{m.competition.name} {m.competition.stage}", inline=True)
    scorers = "\n".join(
        f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(g.goal.team)})"
        for g in f.goals
    )
    embed.add_field(name="Scorers", value=scorers or "No goals.", inline=False)
    fields = f.template_fields
    venue = f"{m.venue.stadium}, {m.venue.city}"
    embed.add_field(name="Venue", value=venue, inline=True)
    embed.add_field(name="Day", value=f"{m.day.weekday} {fields['day.date']}", inline=True)
    if m.next_match is not None:
        embed.add_field(name="Next match", value=_view(engine, "next_match"), inline=False)
    embed.add_field(name="Source", value=_view(engine, "source"), inline=False)
    return _footer(embed, engine)


def timeline_card(engine: Engine) -> discord.Embed:
    f = engine.facts
    lines = [escape_markdown(moment_line(f, moment)) for moment in f.match.timeline]
    embed = discord.Embed(
        title=f"Timeline: {engine.title}",
        description="\n".join(f"• {line}" for line in lines) or "The report records no moments.",
        colour=COLOUR,
    )
    return _footer(embed, engine)


def goals_card(engine: Engine) -> discord.Embed:
    f = engine.facts
    embed = discord.Embed(title=f"Goals: {f.result_line()}", colour=COLOUR)
    for g in f.goals:
        name = f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(g.goal.team)})"
        embed.add_field(
            name=f"{name.strip()}: {scoreline(f, g)}",
            value=escape_markdown(goal_sentence(f, g)),
            inline=False,
        )
    if not f.goals:
        embed.description = "No goals in this match."
    return _footer(embed, engine)


def quote_card(engine: Engine, person: Person) -> discord.Embed:
    """All of the person's quotes, verbatim, in order; reported speech if there are none."""
    f = engine.facts
    quotes = sorted((q for q in f.k.quotes if q.speaker == person.id), key=lambda q: q.part)
    blocks = [f"> \u201c{escape_markdown(q.text)}\u201d" for q in quotes]
    if not blocks:
        blocks = [
            f"Reported: {escape_markdown(p.text)}"
            for p in f.k.paraphrases
            if p.speaker == person.id
        ]
    embed = discord.Embed(
        title=f"{person.name} said",
        description="\n\n".join(blocks) or f"The report has no quote from {person.name}.",
        colour=COLOUR,
    )
    embed.set_author(name=f.person_label(person))
    return _footer(embed, engine)


def player_card(engine: Engine, person: Person) -> discord.Embed:
    """Role, team, club and what the person did in this match."""
    f = engine.facts
    if "attendee" in person.roles:
        about = person.description or "In the crowd."
    else:
        about = contribution_text(f, person)
    embed = discord.Embed(title=person.name, description=escape_markdown(about), colour=COLOUR)
    roles = ", ".join(r for r in person.roles)
    embed.add_field(name="Role", value=roles, inline=True)
    for name, value in (
        ("Team", f.team_name(person.team)),
        ("Position", person.position),
        ("Club", person.club),
        ("Nationality", person.nationality),
    ):
        if value:
            embed.add_field(name=name, value=escape_markdown(value), inline=True)
    return _footer(embed, engine)


def help_card(engine: Engine, answer_channels: list[str]) -> discord.Embed:
    embed = discord.Embed(
        title="What I answer",
        description=(
            f"I answer questions about **{escape_markdown(engine.title)}**: the score, who "
            "scored (the opener, the equaliser, the winner) and when, assists, the timeline, "
            "players and coaches, quotes, the venue and day, the crowd and the next match."
        ),
        colour=COLOUR,
    )
    where = "Mention me with your question, or send me a DM."
    if answer_channels:
        where += f" In {', '.join(answer_channels)} just ask: I reply when I'm sure of the answer."
    embed.add_field(name="How to ask", value=where, inline=False)
    # Suggestions with slots ("Who scored {goal}?") are filled per question; skip them here.
    suggestions = (i.suggestion for i in engine.knowledge.intents if i.suggestion)
    examples = [s for s in suggestions if "{" not in s][:5]
    if examples:
        embed.add_field(name="For example", value="\n".join(examples), inline=False)
    embed.add_field(
        name="Commands",
        value=(
            "/ask: ask in plain words\n/score: the result in one line\n/match: the match card\n"
            "/timeline: the match in order\n/goals: every goal\n/quote: what someone said\n"
            "/player: who someone is and what they did"
        ),
        inline=False,
    )
    return _footer(embed, engine)


def _view(engine: Engine, name: str) -> str:
    return VIEWS[name](engine.facts, Slots()).text
