"""Embeds for the tournament commands (/table, /scorers, /bracket, /team) and for a match
named from the tournament's data (the `match:` option): the facts as text, with the
picture attached where there is one, so screen readers and clients that do not load
images get the same facts.
"""

from __future__ import annotations

import discord
from discord.utils import escape_markdown

from bot.adapters.discord.embeds import COLOUR, label
from bot.adapters.discord.limits import FIELD_VALUE, clip, fit_embed
from bot.adapters.discord.pictures import bracket_rounds, bracket_text, team_name
from bot.adapters.pictures import TableLine
from bot.engine import (
    BRACKET_STAGES,
    Lang,
    Row,
    TournamentFacts,
    day_label,
    group_label,
    stage_label,
    tiebreak_text,
)
from bot.knowledge import Group, Match, Tournament, TournamentTeam

SCORERS_SHOWN = 10


def qualified(t: Tournament) -> frozenset[str]:
    """The teams that played in a knockout round: through from their group."""
    return frozenset(team for m in t.matches if m.stage in BRACKET_STAGES for team in m.teams)


def table_lines(tf: TournamentFacts, group: Group, lang: Lang) -> list[TableLine]:
    """The group's rows for the picture, in the competition's tie-break order; the teams
    that went through to the knockout rounds marked."""
    through = qualified(tf.t)
    return [
        TableLine(
            team_name(tf.t, r.team, lang),
            r.played,
            r.won,
            r.drawn,
            r.lost,
            r.scored,
            r.conceded,
            r.points,
            qualified=r.team in through,
        )
        for r in tf.table(group.id)
    ]


def _row_text(n: int, name: str, r: Row, lang: Lang) -> str:
    return label(
        "{n}. {team}: {points} pts, played {played} (W{won} D{drawn} L{lost}), "
        "goals {scored}-{conceded}",
        lang,
        n=str(n),
        team=escape_markdown(name),
        points=str(r.points),
        **_counts(r),
    )


def _counts(r: Row) -> dict[str, str]:
    """A record's figures as a label's fields."""
    return {
        "played": str(r.played),
        "won": str(r.won),
        "drawn": str(r.drawn),
        "lost": str(r.lost),
        "scored": str(r.scored),
        "conceded": str(r.conceded),
    }


QUALIFIED = "✓"  # beside a team through to the knockout rounds, in the text


def table_embed(
    tf: TournamentFacts, group: Group, lang: Lang, picture: str | None, note: str = ""
) -> discord.Embed:
    """The table as text (the picture attached when there is one; `note` says what the
    picture leaves out)."""
    t = tf.t
    rows = tf.table(group.id)
    through = qualified(t)
    lines = [
        _row_text(n, team_name(t, r.team, lang), r, lang)
        + (f" {QUALIFIED}" if r.team in through else "")
        for n, r in enumerate(rows, 1)
    ]
    embed = discord.Embed(
        title=f"{group_label(group.name, lang)} · {t.tr('name', lang)}",
        description="\n".join([note, *lines] if note else lines),
        colour=COLOUR,
    )
    order = tiebreak_text(tf.tiebreak, lang)
    footer = label("Counted from the results; level teams by {order}.", lang, order=order)
    if any(r.team in through for r in rows):
        footer += " " + label("{mark} through to the knockout rounds.", lang, mark=QUALIFIED)
    embed.set_footer(text=footer)
    if picture:
        embed.set_image(url=f"attachment://{picture}")
    return fit_embed(embed)


def scorers_embed(tf: TournamentFacts, lang: Lang) -> discord.Embed:
    t = tf.t
    tally = tf.tally
    embed = discord.Embed(
        title=label("Top scorers · {name}", lang, name=t.tr("name", lang)), colour=COLOUR
    )
    if not tally:
        embed.description = label("No goals in the data yet.", lang)
        return fit_embed(embed)
    cut = tally[min(SCORERS_SHOWN, len(tally)) - 1].goals  # ties at the cut are all shown
    shown = [s for s in tally if s.goals >= cut][:25]
    lines = []
    for s in shown:
        pens = label(" ({n} pen)", lang, n=str(s.penalties)) if s.penalties else ""
        lines.append(
            f"**{s.goals}** {escape_markdown(s.name)} ({team_name(t, s.team, lang)}){pens}"
        )
    embed.description = "\n".join(lines)
    embed.set_footer(text=label("Goals of play; own goals and shootout kicks do not count.", lang))
    return fit_embed(embed)


def bracket_embed(t: Tournament, lang: Lang, picture: str | None, note: str = "") -> discord.Embed:
    """Every knockout round as text (the picture attached when there is one; `note` says
    what the picture leaves out)."""
    rounds, third = bracket_rounds(t, lang)
    embed = discord.Embed(title=f"{label('Bracket', lang)} · {t.tr('name', lang)}", colour=COLOUR)
    if note:
        embed.description = note
    for line in bracket_text(rounds, third):
        title, _, matches = line.partition(": ")
        embed.add_field(
            name=title,
            value=clip(escape_markdown(matches.replace("; ", "\n")), FIELD_VALUE),
            inline=False,
        )
    if picture:
        embed.set_image(url=f"attachment://{picture}")
    return fit_embed(embed)


def match_line(t: Tournament, m: Match, lang: Lang) -> str:
    """'England 1-2 Argentina (semi-final, 15 Jul)', with extra time and a shootout."""
    a, b = (team_name(t, x, lang) for x in m.teams)
    when = f"{stage_label(m, t, lang)}, {day_label(m.date, lang)}"
    if m.score is None:
        return f"{a} v {b} ({when})"
    final = m.score.final
    how = ""
    if m.score.penalties:
        p = m.score.penalties
        how = label(", {a}-{b} on penalties", lang, a=str(p[0]), b=str(p[1]))
    elif m.score.extra_time:
        how = label(", after extra time", lang)
    return f"{a} {final[0]}-{final[1]} {b} ({when}{how})"


def team_embed(tf: TournamentFacts, team: TournamentTeam, lang: Lang) -> discord.Embed:
    t = tf.t
    games = tf.matches_of(team.id)
    r = tf.record(team.id)
    embed = discord.Embed(title=f"{team.tr('name', lang)} · {t.tr('name', lang)}", colour=COLOUR)
    embed.description = "\n".join(f"• {escape_markdown(match_line(t, m, lang))}" for m in games)
    embed.add_field(
        name=label("Record", lang),
        value=label(
            "played {played}: won {won}, drawn {drawn}, lost {lost}; goals {scored}-{conceded}",
            lang,
            **_counts(r),
        ),
        inline=False,
    )
    embed.set_footer(text=label("A match won on penalties counts as a draw.", lang))
    return fit_embed(embed)


def data_match_embed(t: Tournament, m: Match, lang: Lang, picture: str | None) -> discord.Embed:
    """A match known only from the data: score, scorers, round, day and ground."""
    embed = discord.Embed(title=match_line(t, m, lang), colour=COLOUR)
    lines = _goal_lines(t, m, lang)
    if m.score is not None:
        embed.add_field(
            name=label("Scorers", lang),
            value="\n".join(lines) or label("No goals.", lang),
            inline=False,
        )
    venue = next((v for v in t.venues if v.id == m.venue), None)
    ground = f"{venue.name or ''}, {venue.city}".strip(", ") if venue else m.ground
    if ground:
        embed.add_field(name=label("Venue", lang), value=escape_markdown(ground), inline=True)
    embed.add_field(
        name=label("Day", lang),
        value=m.date.isoformat() + (f" {m.time}" if m.time else ""),
        inline=True,
    )
    embed.set_footer(
        text=label(
            "From the tournament's data ({source}); no match report.", lang, source=t.source.name
        )
    )
    if picture:
        embed.set_image(url=f"attachment://{picture}")
    return fit_embed(embed)


def _goal_lines(t: Tournament, m: Match, lang: Lang) -> list[str]:
    lines = []
    for g in m.goals:
        note = label("og", lang) if g.own_goal else label("pen", lang) if g.penalty else ""
        who = f"{escape_markdown(g.name)}{f' ({note})' if note else ''}"
        lines.append(f"{g.clock}' {who} ({team_name(t, g.team, lang)})")
    return lines


def score_text(t: Tournament, m: Match, lang: Lang) -> str:
    """The result in one line with the scorers, for a match from the data."""
    goals = "; ".join(_goal_lines(t, m, lang))
    return match_line(t, m, lang) + (f": {goals}" if goals else "")


def data_goals_embed(t: Tournament, m: Match, lang: Lang) -> discord.Embed:
    """Every goal of a match from the data, in match time (the data has no other moments)."""
    embed = discord.Embed(title=match_line(t, m, lang), colour=COLOUR)
    if m.score is None:
        embed.description = label("Not played yet.", lang)
    else:
        lines = _goal_lines(t, m, lang)
        embed.description = "\n".join(f"• {x}" for x in lines) or label("No goals.", lang)
    embed.set_footer(
        text=label(
            "From the tournament's data ({source}); no match report.", lang, source=t.source.name
        )
    )
    return fit_embed(embed)
