"""Assertion helper: an embed Discord would accept."""

from __future__ import annotations

import discord


def assert_within_limits(embed: discord.Embed) -> None:
    assert len(embed.title or "") <= 256
    assert len(embed.description or "") <= 4096
    assert len(embed.fields) <= 25
    for field in embed.fields:
        assert 0 < len(field.name or "") <= 256
        assert 0 < len(field.value or "") <= 1024
    assert len(embed.footer.text or "") <= 2048
    assert len(embed.author.name or "") <= 256
    assert len(embed) <= 6000
