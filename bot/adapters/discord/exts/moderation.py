"""Moderators keep the knowledge live: /reload and /unanswered.

Both are hidden from non-moderators (`default_permissions(manage_guild=True)`) and checked
again at run time (Manage Server, or a role in MODERATOR_ROLE_IDS), because server admins
can override command visibility. Every reply is ephemeral: only the moderator sees it.
The knowledge location comes from settings, never from an option.
"""

from __future__ import annotations

import logging

from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown, escape_mentions

from bot.adapters.discord.checks import moderator_only
from bot.adapters.discord.client import Interaction, MatchBot, actor
from bot.adapters.discord.limits import MESSAGE, fit_text
from bot.knowledge import Problem
from bot.service import ReloadResult, format_entries

log = logging.getLogger(__name__)


def reload_report(result: ReloadResult) -> str:
    if result.ok:
        summary = result.diff.summary() if result.diff else "no changes"
        return fit_text(
            f"Reloaded. Version {result.previous} \u2192 {result.version}.\nChanges: {summary}."
        )
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


class Moderation(commands.Cog):
    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    @app_commands.command(name="reload", description="Re-read the knowledge files (moderators)")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @moderator_only()
    async def reload(self, interaction: Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        # Loading and validating runs on a worker thread: the event loop keeps answering.
        result = await self.bot.service.reload(actor(interaction))
        await interaction.followup.send(reload_report(result), ephemeral=True)

    @app_commands.command(
        name="unanswered", description="What fans asked that I could not answer (moderators)"
    )
    @app_commands.describe(count="How many to list (most frequent first)")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @moderator_only()
    async def unanswered(
        self, interaction: Interaction, count: app_commands.Range[int, 1, 50] = 15
    ) -> None:
        entries = await self.bot.service.unanswered_top(interaction.guild_id, count)
        if not entries:
            await interaction.response.send_message(
                "No unanswered questions recorded yet.", ephemeral=True
            )
            return
        lines = [
            f"{n}. {escape_markdown(escape_mentions(line))}"
            for n, line in enumerate(format_entries(entries), start=1)
        ]
        text = "Unanswered, most frequent first (count, question, closest intent):\n"
        text += "\n".join(lines)
        text += "\nAdd phrasings to the closest intent in the YAML, then /reload."
        await interaction.response.send_message(fit_text(text), ephemeral=True)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Moderation(bot))
