"""Discord's size limits: oversized text and embeds are cut, and say so."""

from __future__ import annotations

import discord

from bot.adapters.discord import limits
from tests.adapters.discord.exts.embed_limits import assert_within_limits


def test_clip_leaves_short_text_alone() -> None:
    assert limits.clip("short", 10) == "short"


def test_clip_cuts_at_a_word_and_marks_it() -> None:
    text = "word " * 100
    cut = limits.clip(text, 50)
    assert len(cut) <= 50 and cut.endswith("…") and not cut.endswith(" …")


def test_fit_text_says_it_was_shortened() -> None:
    text = limits.fit_text("x" * 5000)
    assert len(text) <= 2000 and text.endswith("(shortened)")


def test_fit_embed_enforces_every_limit_on_oversized_input() -> None:
    embed = discord.Embed(title="T" * 1000, description="d " * 5000)
    embed.set_author(name="A" * 500)
    for n in range(40):
        embed.add_field(name=f"field {n} " + "n" * 300, value="v " * 1000, inline=False)
    fitted = limits.fit_embed(embed)
    assert_within_limits(fitted)
    assert limits.CUT_NOTE in (fitted.footer.text or "")
    assert fitted.title is not None and fitted.title.endswith("…")


def test_fit_embed_notes_hidden_fields() -> None:
    embed = discord.Embed(title="many")
    for n in range(30):
        embed.add_field(name=str(n), value="v")
    fitted = limits.fit_embed(embed)
    assert len(fitted.fields) == 25
    assert fitted.fields[-1].value == "6 more not shown."
    assert_within_limits(fitted)


def test_fit_embed_leaves_a_small_embed_untouched() -> None:
    embed = discord.Embed(title="ok", description="fine")
    embed.add_field(name="a", value="b")
    fitted = limits.fit_embed(embed)
    assert fitted.footer.text is None
    assert fitted.to_dict()["fields"] == [{"name": "a", "value": "b", "inline": True}]
