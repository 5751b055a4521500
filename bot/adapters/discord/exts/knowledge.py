"""/knowledge: a server's moderators run that server's own knowledge from Discord.

upload (validated like `python -m bot validate`; a diff with Confirm and Cancel that only
the uploader can press), download, history, rollback and reset. Everything is scoped to
the server the command runs in: the guild id comes from the interaction, never from an
option, so one server's moderators can neither see nor change another's. Replies are
ephemeral; every change is a new version in the store and in the audit log.
"""

from __future__ import annotations

import io
import logging

import discord
from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown, escape_mentions

from bot.adapters.discord.checks import ModeratorOnlyView, moderator_only
from bot.adapters.discord.client import Interaction, MatchBot, actor, not_saved
from bot.adapters.discord.exts.moderation import problem_block
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import MESSAGE, fit_text
from bot.knowledge import KnowledgeDiff, is_knowledge_name
from bot.service import ChangeRefused, Preview, feed_report
from bot.store import StoreError

log = logging.getLogger(__name__)

MAX_UPLOAD_BYTES = 1_000_000
CONFIRM_SECONDS = 600
NOT_YOURS = "Only the moderator who uploaded this file can confirm or cancel it."
ALREADY_HANDLING = "Already being handled: the result will show above in a moment."
ALREADY_DONE = "Already done."


def diff_lines(diff: KnowledgeDiff | None) -> str:
    """What an upload adds, removes and changes, one kind per line."""
    if diff is None or not diff:
        return "No changes to the answers (the files' text differs only in comments or layout)."
    lines = [
        f"- {name}: +{c.added} added, -{c.removed} removed, ~{c.changed} changed"
        for name, c in diff.parts.items()
        if c
    ]
    return "\n".join(lines)


def shown(text: str, limit: int = 80) -> str:
    return escape_markdown(escape_mentions(" ".join(text.split())[:limit]))


class ConfirmUpload(ModeratorOnlyView):
    """Confirm or Cancel an upload; only the uploader's presses count, and once."""

    def __init__(
        self, bot: MatchBot, guild_id: int, uploader_id: int, preview: Preview, name: str
    ) -> None:
        super().__init__(uploader_id, NOT_YOURS, timeout=CONFIRM_SECONDS, guild_id=guild_id)
        self.bot = bot
        self.server = guild_id
        self.preview = preview
        self.name = name
        self.busy = False  # a Confirm is being saved

    def _finish(self) -> None:
        """Buttons off. The view keeps listening until its timeout (it is not stopped),
        so a late second press is answered instead of failing on Discord's side."""
        self.done = True
        self.busy = False
        self.disable()

    async def on_timeout(self) -> None:
        """No decision in time: the preview lets go of its engine (nothing was saved)."""
        if not self.busy:
            self.bot.service.knowledge.discard(self.server, self.preview)

    def _already(self) -> str:
        return ALREADY_HANDLING if self.busy else ALREADY_DONE

    @discord.ui.button(label="Confirm", style=discord.ButtonStyle.success)
    async def confirm(self, interaction: Interaction, _: discord.ui.Button[ConfirmUpload]) -> None:
        guild_id = interaction.guild_id  # this view's server: `interaction_check` saw to it
        assert guild_id is not None
        if not await self.claim(interaction, self._already()):
            return
        self.busy = True  # until the commit is done: a second press is told so
        await interaction.response.defer()
        try:
            record = await self.bot.service.knowledge.commit(
                guild_id,
                self.preview,
                actor(interaction),
                "upload",
                f"uploaded {self.name}",
            )
        except (ChangeRefused, StoreError) as exc:
            text = f"Not saved: {exc}. This server's knowledge is unchanged."
        else:
            text = (
                f"Live in this server: version {record.id} ({shown(self.name)}). "
                "`/knowledge history` lists versions; `/knowledge rollback` goes back."
            )
        finally:
            self._finish()
        await interaction.edit_original_response(content=fit_text(text), view=self)

    @discord.ui.button(label="Cancel", style=discord.ButtonStyle.secondary)
    async def cancel(self, interaction: Interaction, _: discord.ui.Button[ConfirmUpload]) -> None:
        if not await self.claim(interaction, self._already()):
            return
        self.bot.service.knowledge.discard(self.server, self.preview)
        self._finish()
        await interaction.response.edit_message(
            content="Cancelled: nothing was changed.", view=self
        )


# Hidden from members (Manage Server sees it; a role can be let in under Integrations),
# and checked again at run time by `moderator_only` on each sub-command.
@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class Knowledge(commands.GroupCog, group_name="knowledge"):
    """This server's own knowledge (moderators)."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="upload", description="Upload a match or intents YAML file")
    @app_commands.describe(file="A .yaml file: it replaces this server's file of the same name")
    @moderator_only()
    async def upload(self, interaction: Interaction, file: discord.Attachment) -> None:
        assert interaction.guild_id is not None
        name = file.filename
        if not is_knowledge_name(name):
            await interaction.response.send_message(
                f"`{shown(name)}` is not a knowledge file: upload a `.yaml` or `.yml` file "
                "(for example match.yaml or intents.yaml). Nothing was changed.",
                ephemeral=True,
            )
            return
        if file.size > MAX_UPLOAD_BYTES:
            await interaction.response.send_message(
                f"That file is {file.size:,} bytes; the limit is {MAX_UPLOAD_BYTES:,}. "
                "Nothing was changed.",
                ephemeral=True,
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await file.read()
        except discord.HTTPException as exc:
            await interaction.followup.send(
                f"I could not read the attachment ({exc.status}); please try again.",
                ephemeral=True,
            )
            return
        try:
            preview = await self.bot.service.knowledge.preview(interaction.guild_id, {name: data})
        except StoreError as exc:  # the database away (deleted, unreachable): an outage
            log.warning("/knowledge upload: store unavailable (%s)", exc)
            text = not_saved(exc, lang_of(interaction.locale))
            await interaction.followup.send(fit_text(text), ephemeral=True)
            return
        await self._show_preview(interaction, preview, name)

    async def _show_preview(self, interaction: Interaction, preview: Preview, name: str) -> None:
        assert interaction.guild_id is not None
        if not preview.ok:
            head = (
                f"`{shown(name)}` was not accepted: {len(preview.problems)} problem(s). "
                "Nothing was changed.\n"
            )
            text = head + problem_block(preview.problems, MESSAGE - len(head))
            await interaction.followup.send(text, ephemeral=True)
            return
        view = ConfirmUpload(self.bot, interaction.guild_id, interaction.user.id, preview, name)
        text = (
            f"`{shown(name)}` is valid (version {preview.version}). What changes in this "
            f"server:\n{diff_lines(preview.diff)}\nConfirm to make it live here."
        )
        await interaction.followup.send(fit_text(text), view=view, ephemeral=True)

    @app_commands.command(name="download", description="This server's knowledge files")
    @moderator_only()
    async def download(self, interaction: Interaction) -> None:
        guild_id = interaction.guild_id
        files = await self.bot.service.knowledge.files_for(guild_id)
        own = self.bot.service.knowledge.has_own_knowledge(guild_id)
        attachments = [
            discord.File(io.BytesIO(text.encode("utf-8")), filename=name)
            for name, text in sorted(files.items())
        ][:10]
        where = "this server's own" if own else "the operator's (this server has none of its own)"
        await interaction.response.send_message(
            f"The knowledge answering here: {where}, version "
            f"{self.bot.service.knowledge.version_for(guild_id)}.",
            files=attachments,
            ephemeral=True,
        )

    @app_commands.command(name="history", description="This server's knowledge versions")
    @moderator_only()
    async def history(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        versions = await self.bot.service.knowledge.history(interaction.guild_id, files=False)
        feed = await feed_report(self.bot.service.feed, self.bot.service.store)
        feed_note = f"\nThe operator's feed (FEED_URL): {feed}" if feed else ""
        if not versions:
            await interaction.response.send_message(
                fit_text(
                    "This server has no versions of its own: it answers from the operator's "
                    "knowledge. `/knowledge upload` or teaching from `/unanswered` makes one."
                    + feed_note
                ),
                ephemeral=True,
            )
            return
        own = self.bot.service.knowledge.has_own_knowledge(interaction.guild_id)
        lines = [
            f"{'**' if v.active else ''}#{v.id}{' (live)**' if v.active else ''} "
            f"{v.created_at:%Y-%m-%d %H:%M} UTC by {shown(v.author, 60)}: {shown(v.summary)}"
            for v in versions
        ]
        head = "Versions, newest first:" if own else "Versions (now on the operator's):"
        await interaction.response.send_message(
            fit_text(head + "\n" + "\n".join(lines) + feed_note), ephemeral=True
        )

    @app_commands.command(name="rollback", description="Make an earlier version live again")
    @app_commands.describe(version="The version number (see /knowledge history)")
    @moderator_only()
    async def rollback(self, interaction: Interaction, version: int) -> None:
        assert interaction.guild_id is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            record = await self.bot.service.knowledge.rollback(
                interaction.guild_id, version, actor(interaction)
            )
        except (ChangeRefused, StoreError) as exc:
            text = f"Not rolled back: {exc}. Nothing was changed."
        else:
            text = f"Version {record.id} is live again in this server ({shown(record.summary)})."
        await interaction.followup.send(fit_text(text), ephemeral=True)

    @rollback.autocomplete("version")
    async def rollback_versions(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        if interaction.guild_id is None:
            return []
        # metadata only: a keystroke must not decode 25 whole versions
        try:
            versions = await self.bot.service.knowledge.history(interaction.guild_id, files=False)
        except StoreError:  # the store is away: no choices (the outage is logged once)
            return []
        return [
            app_commands.Choice(
                name=f"#{v.id} {v.created_at:%m-%d %H:%M} {v.summary}"[:100], value=v.id
            )
            for v in versions
            if current.strip() in str(v.id) or current.lower() in v.summary.lower()
        ][:25]

    @app_commands.command(name="reset", description="Back to the operator's knowledge")
    @moderator_only()
    async def reset(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await self.bot.service.knowledge.reset(interaction.guild_id, actor(interaction))
        except (ChangeRefused, StoreError) as exc:
            text = f"Not reset: {exc}. Nothing was changed."
        else:
            text = (
                "This server answers from the operator's knowledge again. Its versions stay "
                "in `/knowledge history`, and `/knowledge rollback` brings one back."
            )
        await interaction.followup.send(fit_text(text), ephemeral=True)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Knowledge(bot))
