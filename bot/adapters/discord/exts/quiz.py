"""/quiz: questions written from this server's knowledge (see bot/service/quiz.py), each
with four answer buttons, open for 20 seconds (the buttons' view times out then, and its
timeout closes the question and asks the next: no task sleeps through a quiz).

One quiz at a time per channel. A member's first press on a question is their answer
(told privately, in their client's language); a later press, a press on a closed
question (even one from before a restart) and a flood of presses get a short private
reply, within the shared throttle. When a question closes its message shows the right
answer and who had it; a point goes to everyone right, or to the first one only
(/config quiz). The quiz itself is in the language of the member who started it.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.embeds import COLOUR, label
from bot.adapters.discord.exts.predictions import safe_name
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import clip, fit_embed
from bot.adapters.discord.matches import server_match
from bot.engine import Engine, Lang
from bot.service import MAX_QUESTIONS, QUIZ_SCORING, About, Question, write_quiz
from bot.store import StoreError

log = logging.getLogger(__name__)

QUESTION_SECONDS = 20.0
PREFIX = "quiz:"
MAX_RUNNING = 50  # quizzes at once in this process (one per channel)
LETTERS = "ABCD"


@dataclass
class Round:
    """One open question and the presses on it."""

    question: Question
    first_only: bool
    open: bool = True
    answers: dict[int, int] = field(default_factory=dict)  # user id -> option pressed
    names: dict[int, str] = field(default_factory=dict)
    right: list[int] = field(default_factory=list)  # who pressed the answer, in order

    def press(self, user_id: int, name: str, option: int) -> bool:
        """Record a member's first press; False when they had answered already."""
        if user_id in self.answers:
            return False
        self.answers[user_id] = option
        self.names[user_id] = name
        if option == self.question.answer:
            self.right.append(user_id)
        return True

    def scorers(self) -> list[int]:
        return self.right[:1] if self.first_only else list(self.right)


@dataclass
class Game:
    """One quiz in one channel: its questions, the one open, the points so far."""

    interaction: Interaction  # the /quiz that started it: its follow-ups ask the rest
    token: str
    questions: list[Question]
    lang: Lang
    first_only: bool
    season: str
    channel: int
    n: int = 0  # the question open (1-based)
    message: discord.InteractionMessage | discord.WebhookMessage | None = None
    won: dict[int, tuple[str, int]] = field(default_factory=dict)


Press = Callable[[Interaction, str], Awaitable[None]]


class AnswerButton(discord.ui.Button["QuestionView"]):
    """One answer; a press goes to the cog's `on_press`."""

    def __init__(self, key: str, text: str, press: Press) -> None:
        super().__init__(label=clip(text, 80), custom_id=f"{PREFIX}{key}")
        self.key = key
        self.press = press

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]
        await self.press(interaction, self.key)


class QuestionView(discord.ui.View):
    """The four answers as buttons, open for QUESTION_SECONDS; its timeout closes it."""

    # The one view every member may press: a quiz question is asked of the whole channel
    # (presses are throttled per member, and each member's first answer is the one kept).
    open_to_everyone = True

    def __init__(
        self, key: str, q: Question, press: Press, close: Callable[[], Awaitable[None]]
    ) -> None:
        super().__init__(timeout=QUESTION_SECONDS)
        self._close = close
        for i, option in enumerate(q.options):
            self.add_item(AnswerButton(f"{key}:{i}", f"{LETTERS[i]}. {option}", press))

    async def on_timeout(self) -> None:
        await self._close()


def revealed(token: str, n: int, q: Question) -> discord.ui.View:
    """The closed question's buttons, the right one green; a view only to draw them
    (never stored), so a late press reaches the cog's listener and is told it closed."""
    view = discord.ui.View(timeout=None)
    for i, option in enumerate(q.options):
        right = discord.ButtonStyle.success if i == q.answer else discord.ButtonStyle.secondary
        view.add_item(
            discord.ui.Button(
                label=clip(f"{LETTERS[i]}. {option}", 80),
                custom_id=f"{PREFIX}{token}:{n}:{i}",
                style=right,
            )
        )
    view.stop()
    return view


def question_embed(q: Question, n: int, total: int, lang: Lang) -> discord.Embed:
    embed = discord.Embed(
        title=label("Question {n} of {total}", lang, n=str(n), total=str(total)),
        description=discord.utils.escape_markdown(q.text),
        colour=COLOUR,
    )
    seconds = str(int(QUESTION_SECONDS))
    embed.set_footer(text=label("{seconds} seconds to answer.", lang, seconds=seconds))
    return fit_embed(embed)


def closed_embed(q: Question, r: Round, n: int, total: int, lang: Lang) -> discord.Embed:
    embed = question_embed(q, n, total, lang)
    answer = f"{LETTERS[q.answer]}. {q.options[q.answer]}"
    names = ", ".join(safe_name(r.names[u]) for u in r.scorers()) or label("nobody", lang)
    embed.add_field(name=label("Answer", lang), value=discord.utils.escape_markdown(answer))
    embed.add_field(name=label("Point to", lang), value=clip(names, 1000))
    embed.set_footer(text=label("Closed.", lang))
    return fit_embed(embed)


class Quiz(commands.Cog, name="Quiz"):
    """A quiz written from the knowledge."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        self.rounds: dict[str, Round] = {}  # "token:n" -> the question's round
        self.running: dict[int, Game] = {}  # channel id -> its quiz

    @app_commands.command(name="quiz", description="A quiz from this server's knowledge")
    @app_commands.describe(
        questions="How many questions (1-10, 5 by default)",
        about="The current match, or the whole tournament or season",
    )
    @app_commands.choices(
        about=[
            app_commands.Choice(name="match", value="match"),
            app_commands.Choice(name="tournament", value="tournament"),
            app_commands.Choice(name="season", value="season"),
        ]
    )
    @app_commands.guild_only()
    @throttled()
    async def quiz(
        self,
        interaction: Interaction,
        questions: int = 5,
        about: Literal["match", "tournament", "season"] | None = None,
    ) -> None:
        lang = lang_of(interaction.locale)
        channel = interaction.channel_id or 0
        if channel in self.running or len(self.running) >= MAX_RUNNING:
            text = label("A quiz is already running here: join in, or wait for it to end.", lang)
            await interaction.response.send_message(text, ephemeral=True)
            return
        engine = await self.bot.service.knowledge.engine_for(interaction.guild_id)
        chosen = await self._questions(interaction, engine, lang, about, questions)
        if not chosen:
            text = label("The knowledge here states too little to write a quiz about that.", lang)
            await interaction.response.send_message(text, ephemeral=True)
            return
        assert interaction.guild_id is not None
        scoring = await self.bot.service.config.get(interaction.guild_id, QUIZ_SCORING)
        k = engine.knowledge
        season = k.tournament.id if k.tournament else (k.match.id if k.match else "")
        game = Game(
            interaction, secrets.token_hex(4), chosen, lang, scoring == "first", season, channel
        )
        self.running[channel] = game
        try:
            await self._ask(game)
        except BaseException:
            self._end(game)
            raise

    async def _questions(
        self,
        interaction: Interaction,
        engine: Engine,
        lang: Lang,
        about: About | None,
        count: int,
    ) -> list[Question]:
        count = max(1, min(int(count), MAX_QUESTIONS))
        has_data = engine.knowledge.tournament is not None
        kind: About = about or ("tournament" if has_data else "match")
        match = await server_match(self.bot, engine, interaction.guild_id)
        rng = random.Random()
        return await asyncio.to_thread(write_quiz, engine, lang, kind, count, rng, match)

    async def _ask(self, game: Game) -> None:
        """Post the next question, open until its view times out."""
        game.n += 1
        n, q, total = game.n, game.questions[game.n - 1], len(game.questions)
        self.rounds[f"{game.token}:{n}"] = Round(q, game.first_only)
        embed = question_embed(q, n, total, game.lang)
        key = f"{game.token}:{n}"
        view = QuestionView(key, q, self.on_press, lambda: self._close(game, n))
        if n == 1:
            await game.interaction.response.send_message(embed=embed, view=view)
            game.message = await game.interaction.original_response()
        else:
            game.message = await game.interaction.followup.send(embed=embed, view=view, wait=True)

    async def _close(self, game: Game, n: int) -> None:
        """The question's time is up: show the answer, count the points, ask the next."""
        r = self.rounds.pop(f"{game.token}:{n}", None)
        if r is None:
            return
        r.open = False
        for user in r.scorers():
            game.won[user] = (r.names[user], game.won.get(user, ("", 0))[1] + 1)
        total = len(game.questions)
        try:
            if game.message is not None:
                await game.message.edit(
                    embed=closed_embed(r.question, r, n, total, game.lang),
                    view=revealed(game.token, n, r.question),
                )
            if n < total:
                await self._ask(game)
                return
        except discord.HTTPException as exc:
            log.warning("quiz in guild %s stopped: %s", game.interaction.guild_id, exc)
        except Exception:
            log.exception("quiz in guild %s failed", game.interaction.guild_id)
        await self._finish(game)

    def _end(self, game: Game) -> None:
        self.running.pop(game.channel, None)
        for key in [k for k in self.rounds if k.startswith(f"{game.token}:")]:
            del self.rounds[key]

    async def _finish(self, game: Game) -> None:
        self._end(game)
        guild_id = game.interaction.guild_id
        assert guild_id is not None
        try:
            if game.won:
                await self.bot.service.games.add_quiz_points(guild_id, game.season, game.won)
        except StoreError as exc:
            log.warning("quiz points of guild %s not saved: %s", guild_id, exc)
        ranked = sorted(game.won.values(), key=lambda x: (-x[1], x[0]))
        lines = [f"{safe_name(name)} · {points}" for name, points in ranked[:10]]
        embed = discord.Embed(
            title=label("Quiz over", game.lang),
            description="\n".join(lines) or label("Nobody scored this time.", game.lang),
            colour=COLOUR,
        )
        try:
            await game.interaction.followup.send(embed=fit_embed(embed))
        except discord.HTTPException as exc:
            log.warning("quiz summary not sent: %s", exc)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: Interaction) -> None:
        """A press on a quiz button no open question's view takes: a closed question's
        (or one from before a restart)."""
        if interaction.type != discord.InteractionType.component:
            return
        data = interaction.data
        custom_id = str(data.get("custom_id", "")) if data is not None else ""
        if not custom_id.startswith(PREFIX):
            return
        key = custom_id[len(PREFIX) :]
        r = self.rounds.get(key.rpartition(":")[0])
        if r is None or not r.open:
            await self.on_press(interaction, key)

    async def on_press(self, interaction: Interaction, key: str) -> None:
        lang = lang_of(interaction.locale)
        round_key, _, option = key.rpartition(":")
        r = self.rounds.get(round_key)
        now = interaction.created_at.timestamp()
        pressed = int(option) if option.isdigit() else -1
        accepted = False
        if r is None or not r.open or not 0 <= pressed < len(r.question.options):
            text = label("This question has closed.", lang)
        elif r.press(interaction.user.id, interaction.user.display_name, pressed):
            accepted = True
            text = label(
                "Your answer: {answer}. The right one shows when the question closes.",
                lang,
                answer=clip(r.question.options[pressed], 100),
            )
        else:
            text = label("You have already answered this question.", lang)
        if not accepted and self.bot.throttle.refuse(interaction.user.id, now) > 0:
            await interaction.response.defer()  # a flood: acknowledged, no more words
            return
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Quiz(bot))
