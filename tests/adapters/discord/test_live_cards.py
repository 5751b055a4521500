"""A red card's live post: its title names the player, its line the minute, in the
server's language."""

from __future__ import annotations

from bot.adapters.discord.live_cards import event_embed
from bot.knowledge import load_knowledge
from bot.service.live_events import LiveEvent
from bot.service.live_posts import LivePost
from tests.conftest import KNOWLEDGE


def test_a_red_card_post_in_english_and_spanish() -> None:
    t = load_knowledge(KNOWLEDGE).knowledge.tournament
    assert t is not None
    m = t.matches[-1]
    red = LiveEvent(f"red:{m.id}:x", "red_card", m.id, (2, 75, 0), who="John Doe", clock="75")
    post = LivePost(1, 2, "event", t, (m,), (red,))
    en = event_embed(post, "en", 15)
    assert en.title == "Red card: John Doe"
    assert en.description is not None and en.description.startswith("75'")
    assert event_embed(post, "es", 15).title == "Tarjeta roja: John Doe"
