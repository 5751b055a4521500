"""Embeds for the slash commands, built from the engine's facts (never from hard-coded names).

Every builder returns an embed that already passed `fit_embed`, so a longer match file
shortens an embed instead of breaking the command. Text from the knowledge is escaped,
because a stray `*` or `_` in a quote should show, not reformat the message.
"""

from __future__ import annotations

import discord
from discord.utils import escape_markdown

from bot.adapters.discord.limits import fit_embed
from bot.engine import (
    Engine,
    Lang,
    example_questions,
    goal_cards,
    interface_text,
    person_card,
    quotes_of,
    result_line,
    score_heading,
    speakers,
    timeline_lines,
    topics,
)
from bot.engine import (
    match_card as match_facts,
)
from bot.knowledge import Person

COLOUR = discord.Colour.blue()


def label(text: str, lang: Lang, **fields: str) -> str:
    """An embed label in `lang` (English when there is no translation), fields filled in."""
    chosen = interface_text(lang, text) or text
    return chosen.format(**fields) if fields else chosen


def _footer(embed: discord.Embed, engine: Engine, lang: Lang = "en") -> discord.Embed:
    embed.set_footer(text=f"{label('Knowledge version', lang)} {engine.version}")
    return fit_embed(embed)


def score_line(engine: Engine, lang: Lang = "en") -> str:
    """The result in one line with the scorers and their minutes, in `lang`."""
    return result_line(engine, lang)


def match_card(engine: Engine, lang: Lang = "en") -> discord.Embed:
    card = match_facts(engine, lang)
    embed = discord.Embed(
        title=card.title, description=escape_markdown(card.summary), colour=COLOUR
    )
    embed.add_field(name=label("Teams", lang), value=card.teams, inline=True)
    embed.add_field(name=label("Score", lang), value=card.score, inline=True)
    embed.add_field(name=label("Stage", lang), value=card.stage, inline=True)
    scorers = "\n".join(card.scorers) or label("No goals.", lang)
    embed.add_field(name=label("Scorers", lang), value=scorers, inline=False)
    embed.add_field(name=label("Venue", lang), value=card.venue, inline=True)
    embed.add_field(name=label("Day", lang), value=card.day, inline=True)
    if card.next_match is not None:
        embed.add_field(name=label("Next match", lang), value=card.next_match, inline=False)
    embed.add_field(name=label("Source", lang), value=card.source, inline=False)
    return _footer(embed, engine, lang)


def timeline_card(engine: Engine, lang: Lang = "en") -> discord.Embed:
    lines = [escape_markdown(line) for line in timeline_lines(engine, lang)]
    embed = discord.Embed(
        title=f"{label('Timeline', lang)}: {engine.title_in(lang)}",
        description="\n".join(f"• {line}" for line in lines)
        or label("The report records no moments.", lang),
        colour=COLOUR,
    )
    return _footer(embed, engine, lang)


def goals_card(engine: Engine, lang: Lang = "en") -> discord.Embed:
    embed = discord.Embed(
        title=f"{label('Goals', lang)}: {score_heading(engine, lang)}", colour=COLOUR
    )
    goals = goal_cards(engine, lang)
    for g in goals:
        embed.add_field(
            name=f"{g.heading}: {g.scoreline}",
            value=escape_markdown(g.sentence),
            inline=False,
        )
    if not goals:
        embed.description = label("No goals in this match.", lang)
    return _footer(embed, engine, lang)


def quote_card(engine: Engine, person: Person, lang: Lang = "en") -> discord.Embed:
    """All of the person's quotes, verbatim, in order; reported speech if there are none."""
    quotes, reported = quotes_of(engine, person)
    blocks = [f"> \u201c{escape_markdown(q)}\u201d" for q in quotes]
    if not blocks:
        blocks = [f"{label('Reported', lang)}: {escape_markdown(text)}" for text in reported]
    embed = discord.Embed(
        title=label("{name} said", lang, name=person.name),
        description="\n\n".join(blocks)
        or label("The report has no quote from {name}.", lang, name=person.name),
        colour=COLOUR,
    )
    embed.set_author(name=person_card(engine, person, lang).label)
    return _footer(embed, engine, lang)


def player_card(engine: Engine, person: Person, lang: Lang = "en") -> discord.Embed:
    """Role, team, club and what the person did in this match."""
    card = person_card(engine, person, lang)
    embed = discord.Embed(title=card.name, description=escape_markdown(card.about), colour=COLOUR)
    embed.add_field(name=label("Role", lang), value=card.roles, inline=True)
    for name, value in card.details:
        embed.add_field(name=label(name, lang), value=escape_markdown(value), inline=True)
    return _footer(embed, engine, lang)


def help_card(
    engine: Engine, answer_channels: list[str], about: str | None = None
) -> discord.Embed:
    """What the bot answers: `about` names the match free questions mean in this server
    (default: the knowledge's own)."""
    embed = discord.Embed(
        title="What I answer",
        description=(
            f"I answer questions about **{escape_markdown(about or engine.title)}**: "
            f"{escape_markdown(topics(engine))}."
        ),
        colour=COLOUR,
    )
    where = "Mention me with your question, or send me a DM."
    if answer_channels:
        where += f" In {', '.join(answer_channels)} just ask: I reply when I'm sure of the answer."
    embed.add_field(name="How to ask", value=where, inline=False)
    # Suggestions with slots ("Who scored {goal}?") are filled per question; skip them here.
    examples = example_questions(engine)
    if examples:
        embed.add_field(name="For example", value="\n".join(examples), inline=False)
    quote = "/quote: what someone said\n" if speakers(engine) else ""  # none: not offered
    tournament = (  # offered only where the knowledge holds a tournament
        "\n/table, /scorers, /bracket, /team: the tournament; `match:` names another match"
        if engine.knowledge.tournament is not None
        else ""
    )
    embed.add_field(
        name="Commands",
        value=(
            "/ask: ask in plain words\n/score: the result in one line\n/match: the match card\n"
            f"/timeline: the match in order\n/goals: every goal\n{quote}"
            f"/player: who someone is and what they did{tournament}"
        ),
        inline=False,
    )
    return _footer(embed, engine)
