"""The Discord client: one `MatchBot` holding the service, the throttle and the settings.

Extensions under `exts/` add the listeners and slash commands; this module only wires them
up (loading and syncing in `setup_hook`, never in `on_ready`, which fires again on
every reconnect) and turns command errors into one short ephemeral message.
"""

from __future__ import annotations

import logging
import math
import pkgutil
from collections.abc import Iterator
from typing import Any, TypeAlias

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord import exts
from bot.adapters.discord.autocomplete import Autocomplete
from bot.adapters.discord.i18n import MatchTranslator, lang_of
from bot.adapters.discord.throttle import Throttle
from bot.adapters.discord.views import reply_privately
from bot.engine import Lang, interface_text
from bot.knowledge import Knowledge
from bot.service import ANSWER_CHANNELS, MODERATOR_ROLES, MatchService
from bot.settings import Settings
from bot.store import StoreError

log = logging.getLogger(__name__)

Interaction: TypeAlias = discord.Interaction["MatchBot"]


class NotModerator(app_commands.CheckFailure):
    """Raised by the moderator check; the message tells the member who may use it."""


def walk_extensions() -> Iterator[str]:
    """Every module under exts/, so a new extension needs no registration."""
    for module in pkgutil.iter_modules(exts.__path__, f"{exts.__name__}."):
        if not module.name.rsplit(".", 1)[-1].startswith("_"):
            yield module.name


RESTARTING = "The bot is restarting; please try again in a moment."


class MatchTree(app_commands.CommandTree["MatchBot"]):
    """The command tree with one error handler for every slash command."""

    async def interaction_check(self, interaction: Interaction, /) -> bool:
        """No new slash command once a clean stop began (autocomplete gets nothing)."""
        if not interaction.client.stopping:
            return True
        if interaction.type == discord.InteractionType.application_command:
            try:
                await interaction.response.send_message(RESTARTING, ephemeral=True)
            except discord.HTTPException:
                log.debug("could not say the bot is restarting")
        return False

    async def on_error(self, interaction: Interaction, error: app_commands.AppCommandError) -> None:
        text = error_message(error)
        command = interaction.command.qualified_name if interaction.command else "?"
        outage = store_outage(error)
        if outage is not None:  # the store is away: said like every other outage, no traceback
            interaction.client.service.metrics.command(command, "error")
            log.warning("/%s: store unavailable (%s)", command, outage)
            await reply_privately(interaction, not_saved(outage, lang_of(interaction.locale)))
            return
        interaction.client.service.metrics.command(command, command_outcome(error))
        if expired_interaction(error):
            # Too late to answer: one line, and no second 404 from reporting the first.
            log.warning(
                "/%s: the interaction expired before the reply (%s)", command, error_code(error)
            )
            return
        if isinstance(error, app_commands.CheckFailure):
            log.info("/%s refused for user %s: %s", command, interaction.user.id, error)
            if is_moderator_command(interaction, error):
                wait = interaction.client.refused(interaction, command, type(error).__name__)
                if wait > 0:  # refused again and again: throttled, not audited each time
                    text = f"Slow down a little: try again in {math.ceil(wait)}s."
        else:
            log.error("/%s failed", command, exc_info=error)
        await reply_privately(interaction, text)


UNKNOWN_INTERACTION = 10062  # the interaction token expired (no response within 3 s)
UNKNOWN_WEBHOOK = 10015  # the follow-up token expired (after 15 minutes)


def _http_cause(error: BaseException) -> discord.HTTPException | None:
    cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    return cause if isinstance(cause, discord.HTTPException) else None


def expired_interaction(error: BaseException) -> bool:
    """Discord refused the reply because the interaction (or its follow-up) expired."""
    cause = _http_cause(error)
    return isinstance(cause, discord.NotFound) and cause.code in (
        UNKNOWN_INTERACTION,
        UNKNOWN_WEBHOOK,
    )


NOT_SAVED = "Not saved: {reason}. Nothing was changed; please try again in a minute."


def store_outage(error: BaseException) -> StoreError | None:
    """The store outage behind a command's failure (its database deleted, unreachable),
    if that is what it was."""
    cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    return cause if isinstance(cause, StoreError) else None


def not_saved(error: StoreError, lang: Lang = "en") -> str:
    """What a member is told when the store is away: what failed, and that nothing
    changed (the reason is the store's own short line, never a traceback)."""
    template = interface_text(lang, NOT_SAVED) or NOT_SAVED
    reason = " ".join(str(error).split()).removesuffix(" (not saved)")
    return template.format(reason=reason[:300])


def command_outcome(error: app_commands.AppCommandError) -> str:
    """The metrics' outcome of a failed command: throttled, refused, expired or error."""
    if isinstance(error, app_commands.CommandOnCooldown):
        return "throttled"
    if isinstance(error, app_commands.CheckFailure):
        return "refused"
    if expired_interaction(error):
        return "expired"
    return "error"


def error_code(error: BaseException) -> str:
    cause = _http_cause(error)
    return f"HTTP {cause.status}, code {cause.code}" if cause is not None else type(error).__name__


def actor(interaction: Interaction) -> str:
    """Who, for the audit log: name and id, and where."""
    user = interaction.user
    where = f" in guild {interaction.guild_id}" if interaction.guild_id else ""
    return f"{user} ({user.id}){where}"


def is_moderator_command(interaction: Interaction, error: app_commands.AppCommandError) -> bool:
    """A refusal worth auditing: the moderator gate, or any check on a command hidden from
    members (`default_permissions`); a cooldown is not a refusal of that kind."""
    if isinstance(error, NotModerator):
        return True
    if isinstance(error, app_commands.CommandOnCooldown):
        return False
    command = interaction.command
    return getattr(command, "default_permissions", None) is not None


def error_message(error: app_commands.AppCommandError) -> str:
    """A short, friendly line for the user; the details go to the log, not to them."""
    if isinstance(error, app_commands.CommandOnCooldown):
        return f"Slow down a little: try again in {math.ceil(error.retry_after)}s."
    if isinstance(error, NotModerator):
        return str(error)
    if isinstance(error, app_commands.NoPrivateMessage):
        return "This command only works in a server."
    if isinstance(error, app_commands.MissingPermissions):
        return "You don't have permission to use this command."
    if isinstance(error, app_commands.CheckFailure):
        return "You can't use this command here."
    if isinstance(error, app_commands.TransformerError):
        return "I couldn't understand one of the options; please pick from the list."
    return "Something went wrong on my side; it has been logged. Please try again."


def invite_url(application_id: int) -> str:
    """The URL that adds the bot to a server with the commands and only the permissions it
    uses: View Channels, Send Messages (and in Threads), Embed Links, Attach Files (the live
    posts' pictures), Read Message History, Add Reactions, Create Public Threads (a live
    match's thread, when a server turns them on)."""
    return discord.utils.oauth_url(
        application_id,
        permissions=discord.Permissions(INVITE_PERMISSIONS),
        scopes=("bot", "applications.commands"),
    )


INVITE_PERMISSIONS = 309237763136


def _team_name(knowledge: Knowledge, team: str) -> str:
    if any(t.id == team for t in knowledge.teams):
        return knowledge.team(team).name
    assert knowledge.tournament is not None
    return knowledge.tournament.team(team).name


def presence(service: MatchService) -> discord.CustomActivity | None:
    """The status line under the bot's name: where to start, and the operator's current
    match, e.g. "/help · Argentina v England" (sent with every (re)connect). It is one line
    for every server, so never a server's own /config match; the report's match is named
    as the report names it."""
    try:
        knowledge = service.live.loaded.knowledge
        current = knowledge.current_match  # `current:` in the files, else the report's
        reported = current is None or current.id == knowledge.report_of
        match = knowledge.match if reported and knowledge.match is not None else current
        if match is None:
            raise LookupError("no current match")
        names = [_team_name(knowledge, team) for team in match.teams]
    except Exception:  # a status line is never worth failing a start for
        log.debug("no match for the status line", exc_info=True)
        return discord.CustomActivity(name="/help")
    return discord.CustomActivity(name=f"/help · {names[0]} v {names[1]}"[:128])


def make_intents(settings: Settings) -> discord.Intents:
    """Only what the bot reads: guild and DM messages, and their text when allowed.

    Message Content is privileged: without it the bot still sees mentions and DMs
    (Discord sends their text), but not answer-channel questions.
    """
    intents = discord.Intents.default()
    intents.message_content = settings.message_content_intent
    intents.typing = False
    intents.presences = False
    intents.members = False
    return intents


class MatchBot(commands.Bot):
    """Answers questions about one match, from the knowledge behind `service`."""

    def __init__(self, settings: Settings, service: MatchService, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=make_intents(settings),
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=MatchTree,
            activity=presence(service),
            **options,
        )
        self._announced = False
        self.settings = settings
        self.service = service
        self.autocomplete = Autocomplete()  # every option's choices, bounded per member
        self.throttle = Throttle(
            settings.user_cooldown_rate,
            settings.user_cooldown_seconds,
            settings.channel_cooldown_rate,
            settings.channel_cooldown_seconds,
        )
        self.admin_guild_ids: set[int] = set(settings.admin_guild_ids)
        self.stopping = False  # set by a clean stop (SIGTERM): take no new work

    def refused(self, interaction: Interaction, what: str, reason: str) -> float:
        """Audit a refused moderator command or press, within the member's refusal budget;
        0, or past it the seconds to wait (then it is only logged at debug level)."""
        wait = self.throttle.refuse(interaction.user.id, interaction.created_at.timestamp())
        if wait > 0:
            log.debug("refusal of %s for user %s throttled", what, interaction.user.id)
            return wait
        self.service.audit.refused(what, actor(interaction), reason, interaction.guild_id)
        return 0.0

    async def answer_channels(self, guild_id: int | None) -> frozenset[int]:
        """This server's answer channels: its own /config, else ANSWER_CHANNEL_IDS."""
        return await self.service.config.get(guild_id, ANSWER_CHANNELS)

    async def moderator_roles(self, guild_id: int | None) -> frozenset[int]:
        """This server's moderator roles: its own /config, else MODERATOR_ROLE_IDS."""
        return await self.service.config.get(guild_id, MODERATOR_ROLES)

    async def setup_hook(self) -> None:
        for name in walk_extensions():
            await self.load_extension(name)
        # Spanish names and descriptions go to Discord with the commands when they sync.
        await self.tree.set_translator(MatchTranslator())
        if not self.settings.sync_commands:
            # With several processes one of them syncs; the others only answer.
            log.info("SYNC_COMMANDS=false: not syncing slash commands")
            return
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to guild %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (may take a while to show)", len(synced))

    async def on_message(self, message: discord.Message, /) -> None:
        """No prefix commands: questions are handled by the questions extension's listener."""

    async def on_ready(self) -> None:
        log.info("connected as %s in %d guild(s)", self.user, len(self.guilds))
        if not self._announced and self.application_id is not None:
            self._announced = True  # once: on_ready fires again after every reconnect
            log.info("invite it to a server: %s", invite_url(self.application_id))

    async def on_app_command_completion(
        self, interaction: Interaction, command: app_commands.Command[Any, ..., Any]
    ) -> None:
        self.service.metrics.command(command.qualified_name, "ok")


class ShardedMatchBot(MatchBot, commands.AutoShardedBot):
    """The same bot on several gateway shards (SHARD_COUNT, optionally SHARD_IDS)."""


def create_bot(settings: Settings, service: MatchService) -> MatchBot:
    """The bot for these settings: sharded when SHARD_COUNT is set."""
    if settings.shard_count is None:
        return MatchBot(settings, service)
    return ShardedMatchBot(
        settings,
        service,
        shard_count=settings.shard_count,
        shard_ids=settings.shard_ids or None,
    )
