"""The Discord side of pictures: the bracket in each language with its facts as text, and
the cache that draws once per knowledge version, in a worker thread."""

from __future__ import annotations

import threading

from bot.adapters.discord.pictures import (
    PictureCache,
    bracket_picture,
    bracket_rounds,
    bracket_text,
)
from bot.adapters.pictures import Canvas, Picture
from tests.adapters.pictures.layout import check_layout, drawn
from tests.engine.test_bracket import _cup


def test_bracket_text_says_what_the_picture_shows() -> None:
    t = _cup(final_played=True)
    rounds, third = bracket_rounds(t, "en")
    lines = bracket_text(rounds, third)
    assert lines[0].startswith("Quarter-finals: c 0 – 2 d; g 0 – 1 h;")
    assert lines[-2] == "Final: d 1 – 0 e"
    assert lines[-1] == "Third place: h 1 – 0 a"
    pic = bracket_picture(t, "en")
    check_layout(pic)
    assert {"Quarter-finals", "Semi-finals", "Final", "Third place"} <= set(drawn(pic))


def test_bracket_in_spanish_and_unplayed() -> None:
    rounds, third = bracket_rounds(_cup(final_played=False), "es")
    lines = bracket_text(rounds, third)
    assert lines[0].startswith("Cuartos de final: ")
    assert "Final: d v e" in lines
    assert third is not None and third[0] == "Tercer puesto"


async def test_the_cache_draws_once_per_key_off_the_loop() -> None:
    cache = PictureCache(size=2)
    threads: list[str] = []

    def draw() -> Picture:
        threads.append(threading.current_thread().name)
        return Canvas(300, 200).picture()

    first = await cache.get(("bracket", "en", "v1"), draw)
    assert await cache.get(("bracket", "en", "v1"), draw) is first
    assert cache.drawn == 1 and threads[0] != threading.main_thread().name
    await cache.get(("bracket", "en", "v2"), draw)  # a new knowledge version draws again
    await cache.get(("bracket", "es", "v2"), draw)
    assert cache.drawn == 3
    await cache.get(("bracket", "en", "v1"), draw)  # the oldest was let go
    assert cache.drawn == 4
