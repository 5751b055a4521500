"""Score predictions and the leaderboards: /predict, /predictions show and forget,
/leaderboard.

A member predicts an upcoming match until its kick-off (the fixture's date, time and
timezone; the start of its day, UTC, when it has no time); the service settles every
prediction when the result arrives, whatever path brings it. Replies about a member's own
predictions are ephemeral; a leaderboard is posted for the channel, with display names
and no pings (the bot allows no mentions at all).
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown, escape_mentions, utcnow

from bot.adapters.discord.autocomplete import cut_typed
from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.embeds import COLOUR, label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import clip, fit_embed, fit_text
from bot.adapters.discord.matches import PICKER_CACHE, shown
from bot.engine import Engine, Lang
from bot.knowledge import Tournament
from bot.service import MAX_GOALS, Predicted, has_time, kickoff_at, upcoming
from bot.store import Game, PredictionRecord, Standing, StoreError

BOARD = 10  # members on a leaderboard
LISTED = 20  # a member's predictions listed
MATCH_CHARS = 200  # of a typed match: the fuzzy search's time grows with its words


def when(moment: dt.datetime) -> str:
    """A time every client shows in its own language and timezone."""
    return f"<t:{int(moment.timestamp())}:f>"


def member_name(interaction: Interaction) -> str:
    return interaction.user.display_name


def safe_name(name: str) -> str:
    """A display name as text: no formatting, no mention (a name can be '@everyone')."""
    return clip(escape_markdown(escape_mentions(name)), 40)


def points_text(points: int, lang: Lang) -> str:
    return label("1 pt", lang) if points == 1 else label("{n} pts", lang, n=str(points))


def refusal(found: Predicted, typed: str, lang: Lang) -> str:
    """Why a prediction was not saved, in one line."""
    if found.verdict == "no_tournament":
        return label("This server's knowledge has no fixtures to predict.", lang)
    if found.verdict == "unknown":
        return label(
            "No upcoming match fits '{typed}': pick one from the list.", lang, typed=shown(typed)
        )
    closed = when(found.closes) if found.closes else "?"
    if found.verdict == "played":
        return label("That match has been played: predictions closed at {when}.", lang, when=closed)
    return label("Predictions for that match closed at kick-off, {when}.", lang, when=closed)


class Predictions(commands.Cog, name="Predictions"):
    """Predict scores until kick-off; points when the results come."""

    predictions = app_commands.Group(
        name="predictions", description="Your score predictions", guild_only=True
    )

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.service.predictions.catch_up_soon()  # results that came while away

    async def _engine(self, interaction: Interaction) -> Engine:
        return await self.bot.service.knowledge.engine_for(interaction.guild_id)

    # /predict ------------------------------------------------------------------------------

    @app_commands.command(name="predict", description="Predict a match's score, until kick-off")
    @app_commands.describe(
        match="An upcoming match (start typing teams, a round or a day)",
        home="Goals of the first team named (0-20)",
        away="Goals of the second team named (0-20)",
    )
    @app_commands.guild_only()
    @throttled()
    async def predict(
        self,
        interaction: Interaction,
        match: str,
        home: int,  # no min/max for Discord: an impossible score gets the bot's own reply
        away: int,
    ) -> None:
        lang = lang_of(interaction.locale)
        guild_id = interaction.guild_id
        assert guild_id is not None
        if not all(isinstance(x, int) and 0 <= x <= MAX_GOALS for x in (home, away)):
            text = label("A score is a whole number of goals from 0 to 20.", lang)
            await interaction.response.send_message(text, ephemeral=True)
            return
        engine = await self._engine(interaction)
        t = engine.knowledge.tournament
        typed = match[:MATCH_CHARS]  # a label is at most 100: longer text names nothing
        m = PICKER_CACHE.of(engine, t).find_match(typed, lang) if t is not None else None
        service = self.bot.service.predictions
        if t is not None and m is None:
            found = Predicted("unknown")
        else:
            user = (interaction.user.id, member_name(interaction))
            found = await service.predict(guild_id, user, m.id if m else "", (home, away), utcnow())
        if found.verdict not in ("saved", "edited") or found.match is None or t is None:
            await interaction.response.send_message(
                fit_text(refusal(found, match, lang)), ephemeral=True
            )
            return
        name = PICKER_CACHE.of(engine, t).label(found.match, lang)
        text = label(
            "Saved: {match}, {home}-{away}. You can change it until kick-off, {when}."
            if found.verdict == "saved"
            else "Changed: {match}, now {home}-{away}. You can change it until kick-off, {when}.",
            lang,
            match=name,
            home=str(home),
            away=str(away),
            when=when(found.closes or utcnow()),
        )
        if not has_time(found.match):
            text += " " + label(
                "(No kick-off time is known: it closes as its day starts, UTC.)", lang
            )
        await interaction.response.send_message(fit_text(text), ephemeral=True)

    @predict.autocomplete("match")
    async def predict_match(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The upcoming matches that fit what was typed, the soonest first."""
        engine = await self._engine(interaction)
        t = engine.knowledge.tournament
        if t is None:
            return []
        lang = lang_of(interaction.locale)
        open_ids = [m.id for m in upcoming(t, utcnow())]
        picker = await PICKER_CACHE.built(engine, t)
        typed = cut_typed(current)

        def rank() -> list[app_commands.Choice[str]]:  # on a worker thread, bounded
            if typed.strip():
                fits = {c.id: c.label for c in picker.choices(typed, lang, limit=len(t.matches))}
                pairs = [(fits[i], i) for i in open_ids if i in fits]
            else:
                pairs = [(picker.label(t.match(i), lang), i) for i in open_ids]
            return [app_commands.Choice(name=n, value=v) for n, v in pairs[:25]]

        return await self.bot.autocomplete.run(interaction, rank)

    # /predictions ---------------------------------------------------------------------------

    @predictions.command(name="show", description="Your predictions and the points each earned")
    @throttled()
    async def show(self, interaction: Interaction) -> None:
        lang = lang_of(interaction.locale)
        assert interaction.guild_id is not None
        rows = await self.bot.service.games.predictions(
            interaction.guild_id, interaction.user.id, LISTED
        )
        if not rows:
            text = label("You have no predictions here yet: try /predict.", lang)
            await interaction.response.send_message(text, ephemeral=True)
            return
        engine = await self._engine(interaction)
        lines = [self._line(engine, r, lang) for r in rows]
        embed = discord.Embed(
            title=label("Your predictions", lang), description="\n".join(lines), colour=COLOUR
        )
        await interaction.response.send_message(embed=fit_embed(embed), ephemeral=True)

    def _line(self, engine: Engine, row: PredictionRecord, lang: Lang) -> str:
        t: Tournament | None = engine.knowledge.tournament
        m = next((x for x in t.matches if x.id == row.match_id), None) if t else None
        name = PICKER_CACHE.of(engine, t).label(m, lang) if t and m else row.match_id
        if row.points is not None:
            earned = points_text(row.points, lang)
        elif m is not None and m.score is None:
            earned = label("open until {when}", lang, when=when(kickoff_at(m, t)))
        else:
            earned = label("waiting for the result", lang)
        return f"{escape_markdown(name)}: **{row.home}-{row.away}** · {earned}"

    @predictions.command(name="forget", description="Delete your predictions and quiz points here")
    @throttled()
    async def forget(self, interaction: Interaction) -> None:
        lang = lang_of(interaction.locale)
        assert interaction.guild_id is not None
        gone = await self.bot.service.games.forget(interaction.guild_id, interaction.user.id)
        text = label(
            "Deleted: your predictions and quiz points in this server ({n} entries).",
            lang,
            n=str(gone),
        )
        await interaction.response.send_message(text, ephemeral=True)

    # /leaderboard ---------------------------------------------------------------------------

    @app_commands.command(
        name="leaderboard", description="This server's best predictors or quiz players"
    )
    @app_commands.describe(game="Which game (predictions by default)", season="One season only")
    @app_commands.choices(
        game=[
            app_commands.Choice(name="predictions", value="predictions"),
            app_commands.Choice(name="quiz", value="quiz"),
        ]
    )
    @app_commands.guild_only()
    @throttled()
    async def leaderboard(
        self,
        interaction: Interaction,
        game: Literal["predictions", "quiz"] = "predictions",
        season: str | None = None,
    ) -> None:
        lang = lang_of(interaction.locale)
        guild_id = interaction.guild_id
        assert guild_id is not None
        games = self.bot.service.games
        chosen = season.strip()[:64] if season and season.strip() else None
        board = await games.leaderboard(guild_id, game, chosen, BOARD)
        own = await games.standing_of(guild_id, game, interaction.user.id, chosen)
        embed = board_embed(game, chosen, board, own, lang)
        await interaction.response.send_message(embed=embed)

    @leaderboard.autocomplete("season")
    async def leaderboard_season(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        game: Game = "quiz" if interaction.namespace.game == "quiz" else "predictions"
        try:
            seasons = await self.bot.service.games.seasons(interaction.guild_id, game)
        except StoreError:
            return []
        typed = current.casefold()
        return [app_commands.Choice(name=s, value=s) for s in seasons if typed in s.casefold()][:25]


def board_embed(
    game: Game, season: str | None, board: list[Standing], own: Standing | None, lang: Lang
) -> discord.Embed:
    """The top of the board and the member's own place."""
    title = (
        label("Leaderboard · predictions", lang)
        if game == "predictions"
        else label("Leaderboard · quiz", lang)
    )
    if season:
        title += f" · {clip(escape_markdown(season), 64)}"
    lines = [f"{s.place}. {safe_name(s.name)} · {points_text(s.points, lang)}" for s in board] or [
        label("No points yet in this server.", lang)
    ]
    embed = discord.Embed(title=title, description="\n".join(lines), colour=COLOUR)
    mine = (
        label(
            "You: place {place}, {points}.",
            lang,
            place=str(own.place),
            points=points_text(own.points, lang),
        )
        if own is not None
        else label("You have no points here yet.", lang)
    )
    embed.add_field(name=label("Your place", lang), value=mine, inline=False)
    return fit_embed(embed)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Predictions(bot))
