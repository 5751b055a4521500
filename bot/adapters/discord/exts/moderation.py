"""Moderators keep the knowledge live: /reload, /unanswered and /stats.

Both are hidden from non-moderators (`default_permissions(manage_guild=True)`) and checked
again at run time (Manage Server, or a role in MODERATOR_ROLE_IDS), because server admins
can override command visibility. Every reply is ephemeral: only the moderator sees it.
The knowledge location comes from settings, never from an option.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown, escape_mentions

from bot.adapters.discord.checks import (
    REVOKED,
    ModeratorOnlyView,
    moderator_only,
    operator_only,
    still_moderator,
)
from bot.adapters.discord.client import Interaction, MatchBot, actor, not_saved
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import MESSAGE, fit_text
from bot.knowledge import Intent, Problem
from bot.service import (
    ChangeRefused,
    Entry,
    GuildStats,
    ReloadResult,
    Window,
    format_entries,
    guild_stats,
)
from bot.store import StoreError, UnansweredRecord

log = logging.getLogger(__name__)


def reload_report(result: ReloadResult) -> str:
    if result.ok:
        summary = result.diff.summary() if result.diff else "no changes"
        return fit_text(
            f"Reloaded. Version {result.previous} \u2192 {result.version}.\nChanges: {summary}."
        )
    if result.needs_confirm:
        head = (
            f"Reload not applied: it would remove a lot. Still answering from version "
            f"{result.version}. If this is intended, run `/reload confirm:True`.\n"
        )
    else:
        head = (
            f"Reload rejected: {len(result.problems)} problem(s). "
            f"Still answering from version {result.version}.\n"
        )
    return head + problem_block(result.problems, MESSAGE - len(head))


def problem_block(problems: tuple[Problem, ...], room: int) -> str:
    """`FILE:LINE: field: message` lines in a code block, as many as fit in `room`."""
    lines: list[str] = []
    used = len("```\n```") + 60  # room for the "... more" line
    for n, problem in enumerate(problems):
        line = str(problem).replace("```", "'''")
        if used + len(line) + 1 > room:
            rest = len(problems) - n
            more = f"\u2026 and {rest} more (run `python -m bot validate`)"
            return "```\n" + "\n".join(lines) + "\n```" + more
        lines.append(line)
        used += len(line) + 1
    return "```\n" + "\n".join(lines) + "\n```"


TEACH_SECONDS = 900
NOT_YOURS = "Only the moderator who opened this list can teach from it."


class TeachModal(discord.ui.Modal, title="Write a new answer"):
    """A new intent: the question (as fans asked it) and the answer text."""

    question: discord.ui.TextInput[TeachModal] = discord.ui.TextInput(
        label="Question", custom_id="question", max_length=300
    )
    answer: discord.ui.TextInput[TeachModal] = discord.ui.TextInput(
        label="Answer",
        custom_id="answer",
        style=discord.TextStyle.paragraph,
        max_length=1500,
    )

    def __init__(self, bot: MatchBot, entry: Entry) -> None:
        super().__init__(timeout=TEACH_SECONDS)
        self.bot = bot
        self.entry = entry
        self.question.default = entry.example[:300]

    async def on_submit(self, interaction: Interaction) -> None:  # type: ignore[override]
        assert interaction.guild_id is not None
        if not await still_moderator(interaction):  # rights when it is sent, not opened
            await interaction.response.send_message(REVOKED, ephemeral=True)
            return
        try:
            record, intent_id = await self.bot.service.teaching.teach_answer(
                interaction.guild_id,
                self.question.value,
                self.answer.value,
                actor(interaction),
                key=self.entry.key,
            )
        except (ChangeRefused, StoreError) as exc:
            text = f"Not taught: {exc}. Nothing was changed."
        else:
            text = (
                f"New answer `{intent_id}` is live in this server (version {record.id}); "
                "the question left the unanswered list."
            )
        await interaction.response.send_message(fit_text(text), ephemeral=True)


class IntentSelect(discord.ui.Select["TeachView"]):
    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]
        assert self.view is not None
        await self.view.teach(interaction, self.values[0])


class TeachView(ModeratorOnlyView):
    """One unanswered entry: pick the intent it should have matched, or write an answer."""

    def __init__(self, bot: MatchBot, owner_id: int, entry: Entry, intents: list[Intent]) -> None:
        super().__init__(owner_id, NOT_YOURS, timeout=TEACH_SECONDS)
        self.bot = bot
        self.entry = entry
        options = [
            discord.SelectOption(
                label=i.id[:100], value=i.id[:100], description=i.description[:100]
            )
            for i in intents[:25]
        ]
        self.add_item(
            IntentSelect(placeholder="The intent it should have matched", options=options)
        )

    async def teach(self, interaction: Interaction, intent_id: str) -> None:
        assert interaction.guild_id is not None
        if not await self.claim(interaction, "Already taught."):
            return
        await interaction.response.defer()
        try:
            record = await self.bot.service.teaching.teach_phrasing(
                interaction.guild_id, self.entry.key, intent_id, actor(interaction)
            )
        except (ChangeRefused, StoreError) as exc:
            self.done = False
            text = f"Not taught: {exc}. Nothing was changed."
        else:
            self.stop()
            text = (
                f"Taught: “{shown(self.entry.example)}” is now a phrasing of "
                f"`{intent_id}`, live in this server (version {record.id})."
            )
        await interaction.edit_original_response(
            content=fit_text(text), view=None if self.done else self
        )

    @discord.ui.button(label="Write a new answer", style=discord.ButtonStyle.primary)
    async def write(self, interaction: Interaction, _: discord.ui.Button[TeachView]) -> None:
        await interaction.response.send_modal(TeachModal(self.bot, self.entry))


class EntrySelect(discord.ui.Select["UnansweredView"]):
    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]
        assert self.view is not None
        await self.view.open(interaction, int(self.values[0]))


class UnansweredView(ModeratorOnlyView):
    """The list's entries in a select menu: choosing one opens its teaching view."""

    def __init__(self, bot: MatchBot, owner_id: int, entries: list[Entry]) -> None:
        super().__init__(owner_id, NOT_YOURS, timeout=TEACH_SECONDS)
        self.bot = bot
        self.entries = entries[:25]
        options = [
            discord.SelectOption(
                label=f"{n}. {' '.join(e.example.split())}"[:100] or str(n), value=str(n - 1)
            )
            for n, e in enumerate(self.entries, start=1)
        ]
        self.add_item(EntrySelect(placeholder="Teach an entry…", options=options))

    async def open(self, interaction: Interaction, index: int) -> None:
        entry = self.entries[index]
        engine = await self.bot.service.knowledge.engine_for(interaction.guild_id)
        intents = [engine.intents[i] for i in engine.closest_intents(entry.example)]
        if entry.closest in engine.intents:  # the engine's own closest first
            first = engine.intents[entry.closest]
            intents = [first, *(i for i in intents if i.id != first.id)]
        view = TeachView(self.bot, self.owner_id, entry, intents)
        await interaction.response.send_message(
            fit_text(
                f"Teach “{shown(entry.example, 200)}”: pick the intent it should "
                "have matched (closest first), or write a new answer."
            ),
            view=view,
            ephemeral=True,
        )


def window_line(window: Window) -> str:
    if window.total == 0:
        return f"**{window.label.capitalize()}**: no questions."
    rate = window.answer_rate or 0.0
    return (
        f"**{window.label.capitalize()}**: {window.total} question(s), "
        f"{window.answered} answered ({rate:.0%}), {window.suggested} with suggestions, "
        f"{window.declined} declined."
    )


def top_lines(label: str, records: list[UnansweredRecord]) -> list[str]:
    if not records:
        return [f"Top unanswered, {label}: none."]
    lines = [f"Top unanswered, {label} (times asked, question, closest intent):"]
    for n, r in enumerate(records, start=1):
        closest = f" → {r.closest}" if r.closest else ""
        lines.append(f"{n}. {r.count}× {shown(r.example)}{shown(closest, 60)}")
    return lines


def stats_report(stats: GuildStats) -> str:
    """/stats as one message: both periods' counts, then each period's top unanswered."""
    lines = ["Questions in this server (all processes, counted per hour):"]
    lines += [window_line(stats.day), window_line(stats.week), ""]
    lines += top_lines("last 24 hours", stats.top_day)
    lines += top_lines("last 7 days", stats.top_week)
    lines.append("Teach them with /unanswered.")
    return fit_text("\n".join(lines))


def shown(text: str, limit: int = 80) -> str:
    return escape_markdown(escape_mentions(" ".join(text.split())[:limit]))


class Moderation(commands.Cog):
    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="reload", description="Re-read the operator's knowledge files (operator only)"
    )
    @app_commands.default_permissions(manage_guild=True)
    @operator_only()
    @app_commands.describe(
        confirm="Apply even if it removes a whole file or most intents (after a check)"
    )
    async def reload(self, interaction: Interaction, confirm: bool = False) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        # Loading and validating runs on a worker thread: the event loop keeps answering.
        result = await self.bot.service.operator.reload(actor(interaction), confirm=confirm)
        await interaction.followup.send(reload_report(result), ephemeral=True)

    @app_commands.command(
        name="unanswered", description="What fans here asked that I could not answer (moderators)"
    )
    @app_commands.describe(count="How many to list (most frequent first)")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @moderator_only()
    async def unanswered(
        self, interaction: Interaction, count: app_commands.Range[int, 1, 25] = 15
    ) -> None:
        try:
            entries = await self.bot.service.unanswered.top(interaction.guild_id, count)
        except StoreError as exc:  # the database away (deleted, unreachable): an outage
            log.warning("/unanswered: store unavailable (%s)", exc)
            text = not_saved(exc, lang_of(interaction.locale))
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        if not entries:
            await interaction.response.send_message(
                "No unanswered questions recorded yet.", ephemeral=True
            )
            return
        lines = [
            f"{n}. {escape_markdown(escape_mentions(line))}"
            for n, line in enumerate(format_entries(entries), start=1)
        ]
        text = "Unanswered in this server, most frequent first (count, question, closest intent):\n"
        text += "\n".join(lines)
        text += "\nPick one below to teach it: the intent it should have matched, or a new answer."
        view = UnansweredView(self.bot, interaction.user.id, entries)
        await interaction.response.send_message(fit_text(text), view=view, ephemeral=True)

    @app_commands.command(
        name="stats", description="This server's questions, answer rate and top unanswered"
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @moderator_only()
    async def stats(self, interaction: Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            stats = await guild_stats(self.bot.service.store, interaction.guild_id)
        except StoreError as exc:
            log.warning("/stats: %s", exc)
            await interaction.followup.send(
                "The statistics cannot be read right now (the database is not answering); "
                "answers are not affected. Please try again in a minute.",
                ephemeral=True,
            )
            return
        await interaction.followup.send(stats_report(stats), ephemeral=True)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Moderation(bot))
