"""Live posts as Discord embeds, in the server's language: a reminder, the kick-off, a
goal with its scorer and minute where the data has them, half-time, full time with extra
time and penalties (and the match's timeline picture), a postponement, a correction, or
a summary of many events at once. Every text is an interface text with a Spanish entry.
"""

from __future__ import annotations

import discord

from bot.adapters.discord.embeds import label
from bot.adapters.discord.limits import DESCRIPTION, clip, fit_embed
from bot.adapters.discord.pictures import marks, team_name
from bot.adapters.pictures import Picture, render_timeline
from bot.engine import Lang, data_timeline_card
from bot.knowledge import Match, Tournament
from bot.service import LiveEvent, LivePost

COLOURS = {
    "reminder": 0x7F8C8D,
    "kickoff": 0x2ECC71,
    "goal": 0xF1C40F,
    "red_card": 0xE74C3C,
    "half_time": 0x3498DB,
    "full_time": 0x9B59B6,
    "postponed": 0xE67E22,
    "correction": 0xE74C3C,
    "summary": 0x34495E,
}
PICTURE = "live-timeline.png"


def teams_of(t: Tournament, m: Match, lang: Lang) -> tuple[str, str]:
    a, b = (team_name(t, x, lang) for x in m.teams)
    return a, b


def score_text(t: Tournament, m: Match, lang: Lang, score: tuple[int, int] | None) -> str:
    """'Spain 1-0 Argentina' (the score given, else the match's now), 'Spain v Argentina'
    before a goal is known."""
    a, b = teams_of(t, m, lang)
    if score is None and m.score is not None:
        score = (m.score.final[0], m.score.final[1])
    return f"{a} {score[0]}-{score[1]} {b}" if score is not None else f"{a} v {b}"


def _how_decided(t: Tournament, m: Match, lang: Lang) -> str:
    if m.score is None:
        return ""
    if m.score.penalties is not None:
        winner = m.winner
        pens = m.score.penalties
        side = m.teams.index(winner) if winner else 0
        return label(
            "{team} win {won}-{lost} on penalties",
            lang,
            team=team_name(t, winner or m.teams[0], lang),
            won=str(pens[side]),
            lost=str(pens[1 - side]),
        )
    return label("after extra time", lang) if m.score.extra_time is not None else ""


def _goal_line(t: Tournament, m: Match, e: LiveEvent, lang: Lang) -> str:
    if e.goal is None:
        return ""
    g = e.goal
    note = (
        " " + label("(pen)", lang) if g.penalty else " " + label("(og)", lang) if g.own_goal else ""
    )
    return f"{g.name} {g.clock}'{note}"


def event_title(t: Tournament, m: Match, e: LiveEvent, lang: Lang) -> str:
    score = score_text(t, m, lang, e.score if e.kind == "goal" else None)
    a, b = teams_of(t, m, lang)
    titles = {
        "reminder": label("Kick-off soon: {a} v {b}", lang, a=a, b=b),
        "kickoff": label("Kick-off: {a} v {b}", lang, a=a, b=b),
        "goal": label("Goal! {score}", lang, score=score),
        "red_card": label("Red card: {who}", lang, who=e.who or "?"),
        "half_time": label("Half-time: {score}", lang, score=score),
        "full_time": label("Full time: {score}", lang, score=score),
        "postponed": label("Postponed: {a} v {b}", lang, a=a, b=b),
    }
    return titles[e.kind]


def event_embed(post: LivePost, lang: Lang, reminder_minutes: int) -> discord.Embed:
    """One event's embed (a LivePost of kind 'event')."""
    t, m, e = post.tournament, post.matches[0], post.events[0]
    lines = []
    if e.kind == "goal":
        lines.append(_goal_line(t, m, e, lang))
    elif e.kind == "red_card" and e.clock:
        lines.append(f"{e.clock}'")
    elif e.kind == "reminder":
        lines.append(label("Kick-off in {minutes} minutes.", lang, minutes=str(reminder_minutes)))
    elif e.kind == "full_time":
        lines.append(_how_decided(t, m, lang))
    lines.append(_where(t, m, lang))
    embed = discord.Embed(
        title=event_title(t, m, e, lang),
        description="\n".join(x for x in lines if x),
        colour=COLOURS[e.kind],
    )
    if e.kind == "full_time" and m.score is not None:
        embed.set_image(url=f"attachment://{PICTURE}")
    return fit_embed(embed)


def _where(t: Tournament, m: Match, lang: Lang) -> str:
    return " · ".join(p for p in (str(t.tr("name", lang)), m.round) if p)


def correction_embed(post: LivePost, lang: Lang) -> discord.Embed:
    t, m = post.tournament, post.matches[0]
    embed = discord.Embed(
        title=label("Correction: {score}", lang, score=score_text(t, m, lang, None)),
        description=label(
            "The source changed the score: a goal posted earlier was taken back.", lang
        )
        + "\n"
        + _where(t, m, lang),
        colour=COLOURS["correction"],
    )
    return fit_embed(embed)


def _state(t: Tournament, m: Match, events: list[LiveEvent], lang: Lang) -> str:
    kinds = {e.kind for e in events}
    if "full_time" in kinds:
        state = label("full time", lang)
    elif "postponed" in kinds:
        state = label("postponed", lang)
    elif kinds == {"reminder"}:
        state = label("kick-off soon", lang)
    else:
        state = label("in play", lang)
    line = f"**{score_text(t, m, lang, None)}** ({state})"
    scorers = [_goal_line(t, m, e, lang) for e in events if e.kind == "goal" and e.goal]
    return line + (f"\n{', '.join(scorers)}" if scorers else "")


def summary_embed(post: LivePost, lang: Lang) -> discord.Embed:
    """Many events at once (a backlog, a busy poll): each match's state now, one post."""
    t = post.tournament
    parts = [
        _state(t, m, [e for e in post.events if e.match_id == m.id], lang) for m in post.matches
    ]
    embed = discord.Embed(
        title=label("Catching up: {count} updates", lang, count=str(len(post.events))),
        description=clip("\n\n".join(parts), DESCRIPTION),
        colour=COLOURS["summary"],
    )
    return fit_embed(embed)


def post_embed(post: LivePost, lang: Lang, reminder_minutes: int) -> discord.Embed:
    if post.kind == "summary":
        return summary_embed(post, lang)
    if post.kind == "correction":
        return correction_embed(post, lang)
    return event_embed(post, lang, reminder_minutes)


def wants_picture(post: LivePost) -> bool:
    """A full-time post of a scored match carries its timeline picture."""
    return (
        post.kind == "event"
        and post.events[0].kind == "full_time"
        and post.matches[0].score is not None
    )


def full_time_picture(post: LivePost, lang: Lang) -> Picture:
    """The match's timeline (slow: drawn on a worker thread by the caller)."""
    card = data_timeline_card(post.tournament, post.matches[0], lang)
    return render_timeline(card, marks(lang))
