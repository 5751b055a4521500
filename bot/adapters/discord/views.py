"""What every interactive message shares: one owner, one press, one way to say no.

`OwnerOnlyView` is the base of the upload Confirm/Cancel, the teaching views and the
suggestion buttons: only the member it was made for may use it (anyone else is told so,
privately), and `claim` lets the first press through while a quick second press, already
dispatched before the first one disabled anything, gets a short note instead of acting
twice. `reply_privately` is the one way to answer an interaction with an ephemeral line,
whether it was answered already or not, without ever raising.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

log = logging.getLogger(__name__)


async def reply_privately(interaction: discord.Interaction[Any], text: str) -> None:
    """An ephemeral line: the response, or a follow-up when the response was given; a
    failure to send is logged, never raised (there is nobody left to tell)."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not tell the user about the error: %s %s", exc.status, exc.code)


class OwnerOnlyView(discord.ui.View):
    """A view that only `owner_id` may use (and, with `guild_id`, only in that server)."""

    def __init__(
        self, owner_id: int, refusal: str, *, timeout: float, guild_id: int | None = None
    ) -> None:
        super().__init__(timeout=timeout)
        self.owner_id = owner_id
        self.guild_id = guild_id
        self.refusal = refusal  # what anyone else is told when they press
        self.done = False  # set before the first await, so a second quick press sees it

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        mine = interaction.user.id == self.owner_id
        if not (mine and (self.guild_id is None or interaction.guild_id == self.guild_id)):
            await interaction.response.send_message(self.refusal, ephemeral=True)
            return False
        refusal = await self.refuse_owner(interaction)
        if refusal is not None:
            await interaction.response.send_message(refusal, ephemeral=True)
            return False
        return True

    async def refuse_owner(self, interaction: discord.Interaction[Any]) -> str | None:
        """What the owner is told when their press is not allowed now (None: it is); a
        subclass re-checks rights here, at every press."""
        return None

    async def claim(self, interaction: discord.Interaction[Any], already: str) -> bool:
        """True for the first press; a later one is told `already` and gets False."""
        if self.done:
            await interaction.response.send_message(already, ephemeral=True)
            return False
        self.done = True
        return True

    def disable(self) -> None:
        """Grey out every button and menu (the message no longer invites a press)."""
        for item in self.children:
            if isinstance(item, discord.ui.Button | discord.ui.Select):
                item.disabled = True
