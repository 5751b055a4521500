"""'Did you mean' as buttons: one per suggestion, pressable only by the member who asked.

Pressing answers the suggested intent with the slots of the original question (so "when
did Kane's goal..." keeps naming Kane) and posts the answer as a reply, then disables the
buttons so the message no longer invites a second press.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.adapters.discord.client import Interaction, error_code, expired_interaction
from bot.adapters.discord.delivery import failure_reason, reply_permissions, where
from bot.adapters.discord.limits import fit_text
from bot.adapters.discord.views import OwnerOnlyView
from bot.engine import Suggestion
from bot.service import current_match

log = logging.getLogger(__name__)

TIMEOUT = 600.0  # seconds; after this the buttons are disabled
LABEL_CHARS = 80  # Discord's limit for a button label
ALREADY_ANSWERED = "Already answered: see the reply to your question."
REFUSAL = "These suggestions are for the member who asked. Mention me with your own question."


class SuggestionButton(discord.ui.Button["SuggestionView"]):
    def __init__(self, suggestion: Suggestion) -> None:
        label = suggestion.question
        if len(label) > LABEL_CHARS:
            label = label[: LABEL_CHARS - 1] + "…"
        super().__init__(label=label, style=discord.ButtonStyle.secondary)
        self.suggestion = suggestion

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]
        assert self.view is not None
        await self.view.answer(interaction, self.suggestion)


class SuggestionView(OwnerOnlyView):
    def __init__(
        self,
        asker_id: int,
        question: str,
        suggestions: tuple[Suggestion, ...],
        anchor: discord.Message | None = None,
    ) -> None:
        super().__init__(asker_id, REFUSAL, timeout=TIMEOUT)
        self.question = question
        self.anchor = anchor  # the asker's message, to reply to; None for /ask
        self.message: discord.Message | None = None  # the message carrying the buttons
        for suggestion in suggestions[:5]:
            self.add_item(SuggestionButton(suggestion))

    async def answer(self, interaction: Interaction, suggestion: Suggestion) -> None:
        if self.done:  # pressed again before the buttons were disabled: answer once
            await interaction.response.send_message(ALREADY_ANSWERED, ephemeral=True)
            return
        engine = await interaction.client.service.knowledge.engine_for(interaction.guild_id)
        if suggestion.intent not in engine.intents:  # the knowledge was reloaded meanwhile
            await interaction.response.send_message(
                "That suggestion is out of date after a knowledge update; please ask again.",
                ephemeral=True,
            )
            return
        # the match the question meant when it named none: this server's current one
        m = await current_match(interaction.client.service.config, engine, interaction.guild_id)
        reply = engine.render_intent(
            suggestion.intent,
            self.question,
            current=m.id if m is not None else None,
            moment=await interaction.client.service.answers.moment(interaction.guild_id),
        )
        self.done = True
        self.disable()
        self.stop()
        await interaction.response.edit_message(view=self)
        text = fit_text(reply.text)
        target = self.anchor or interaction.message
        try:
            if target is None or target.flags.ephemeral:
                await interaction.followup.send(text, ephemeral=True)
            else:
                await target.reply(text, mention_author=False)
        except discord.HTTPException as exc:
            channel = target.channel if target is not None else interaction.channel
            reason = failure_reason(channel, exc, reply_permissions(channel))
            log.warning("could not post a suggestion's answer in %s: %s", where(channel), reason)
            interaction.client.service.metrics.send_failed(exc.status)

    async def on_timeout(self) -> None:
        self.disable()
        if self.message is None:
            return
        try:
            await self.message.edit(view=self)
        except discord.HTTPException as exc:
            log.debug("could not disable expired suggestions: %s", exc.status)

    async def on_error(self, interaction: Interaction, error: Exception, item: Any) -> None:  # type: ignore[override]
        if expired_interaction(error):  # pressed, but answered too late: one line
            log.warning("suggestion button: the interaction expired (%s)", error_code(error))
            return
        log.error("suggestion button failed", exc_info=error)
