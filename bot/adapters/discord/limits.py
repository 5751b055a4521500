"""Discord's size limits, enforced before sending, with truncation that says so.

Discord rejects an oversized message or embed outright (400), so a long knowledge text
would otherwise turn an answer into an error. Everything the bot sends passes through
`fit_text` or `fit_embed`.
"""

from __future__ import annotations

import discord

MESSAGE = 2000
TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
TOTAL = 6000

ELLIPSIS = "…"
CUT_NOTE = "Shortened to fit Discord's limits."


def clip(text: str, limit: int, marker: str = ELLIPSIS) -> str:
    """`text` if it fits, else cut at a word boundary when one is near, ending in `marker`."""
    if len(text) <= limit:
        return text
    room = max(0, limit - len(marker))
    cut = text[:room]
    space = cut.rfind(" ")
    if space > room * 0.8:
        cut = cut[:space]
    return cut.rstrip() + marker


def fit_text(text: str, limit: int = MESSAGE) -> str:
    """Message content within the limit; a cut ends with a visible note."""
    return clip(text, limit, f"{ELLIPSIS} (shortened)")


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Bring `embed` within every limit in place and return it; a cut is noted in the footer."""
    cut = False

    def fitted(text: str | None, limit: int) -> str | None:
        nonlocal cut
        if text is None or len(text) <= limit:
            return text
        cut = True
        return clip(text, limit)

    embed.title = fitted(embed.title, TITLE)
    embed.description = fitted(embed.description, DESCRIPTION)
    if embed.author.name:
        embed.set_author(
            name=fitted(embed.author.name, AUTHOR) or "",
            url=embed.author.url,
            icon_url=embed.author.icon_url,
        )
    fields = [(f.name or "", f.value or "", bool(f.inline)) for f in embed.fields]
    if len(fields) > FIELDS:
        hidden = len(fields) - (FIELDS - 1)
        fields = [*fields[: FIELDS - 1], ("…", f"{hidden} more not shown.", False)]
        cut = True
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(
            name=fitted(name, FIELD_NAME) or "\u200b",
            value=fitted(value, FIELD_VALUE) or "\u200b",
            inline=inline,
        )
    footer = embed.footer.text or ""
    if len(embed) > TOTAL or cut:
        footer = f"{footer} · {CUT_NOTE}" if footer else CUT_NOTE
        embed.set_footer(text=clip(footer, FOOTER), icon_url=embed.footer.icon_url)
    _shrink_to_total(embed)
    return embed


def _shrink_to_total(embed: discord.Embed) -> None:
    """Drop fields from the end, then shorten the description, until the total fits."""
    while len(embed) > TOTAL and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    excess = len(embed) - TOTAL
    if excess > 0 and embed.description:
        embed.description = clip(embed.description, max(1, len(embed.description) - excess))
    excess = len(embed) - TOTAL
    if excess > 0 and embed.title:
        embed.title = clip(embed.title, max(1, len(embed.title) - excess))
