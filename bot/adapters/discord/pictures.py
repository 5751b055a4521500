"""The pictures the Discord commands send, in the reader's language, drawn off the event
loop and kept per knowledge version (a new upload or feed import draws afresh).

Each picture comes with the same facts as text lines for the embed, for screen readers
and clients that do not load images. A picture past the size bounds (`MAX_SIDE` px a
side, `MAX_BYTES`) is not drawn: the command sends the text alone and says so.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable, Hashable

from bot.adapters.pictures import (
    HEADERS,
    MARKS,
    BracketMatch,
    BracketRound,
    BracketSide,
    Marks,
    Picture,
    PictureTooBig,
    render_bracket,
    render_timeline,
)
from bot.engine import Engine, Lang, bracket, interface_text, timeline_card
from bot.knowledge import Match, Tournament

log = logging.getLogger(__name__)

ROUNDS = {  # English titles; each language's bundle translates them
    "round_of_32": "Round of 32",
    "round_of_16": "Round of 16",
    "quarter_final": "Quarter-finals",
    "semi_final": "Semi-finals",
    "final": "Final",
    "third_place": "Third place",
}


def ui(lang: Lang, text: str) -> str:
    """An interface text in `lang` (its bundle's), else as written."""
    return interface_text(lang, text) or text


def marks(lang: Lang) -> Marks:
    ht, ft, aet, pens = (ui(lang, m) for m in MARKS)
    return (ht, ft, aet, pens)


def headers(lang: Lang) -> tuple[str, ...]:
    return tuple(ui(lang, h) for h in HEADERS)


def timeline_picture(engine: Engine, lang: Lang) -> Picture:
    """The current match of `engine` as a timeline picture."""
    return render_timeline(timeline_card(engine, lang), marks(lang))


def team_name(t: Tournament, team_id: str, lang: Lang) -> str:
    """The team's name in `lang` (the data's translation), else as the data writes it."""
    team = next((x for x in t.teams if x.id == team_id), None)
    return str(team.tr("name", lang)) if team is not None else team_id


def _short(t: Tournament, team_id: str) -> str:
    team = next((x for x in t.teams if x.id == team_id), None)
    return team.code if team is not None and team.code else team_id[:3].upper()


def _goals(m: Match, side: int) -> str:
    if m.score is None:
        return ""
    pens = m.score.penalties
    return f"{m.score.final[side]}" + (f" ({pens[side]})" if pens else "")


def _match(t: Tournament, m: Match, lang: Lang) -> BracketMatch:
    a, b = (
        BracketSide(team_name(t, team, lang), _short(t, team), _goals(m, k), m.winner == team)
        for k, team in enumerate(m.teams)
    )
    extra = m.score is not None and m.score.extra_time is not None
    return BracketMatch((a, b), marks(lang)[2] if extra else "")


def bracket_rounds(
    t: Tournament, lang: Lang
) -> tuple[list[BracketRound], tuple[str, BracketMatch] | None]:
    """The knockout rounds as the picture and the text show them; no rounds: an empty list."""
    b = bracket(t)
    rounds = [
        BracketRound(ui(lang, ROUNDS[stage]), tuple(_match(t, m, lang) for m in matches))
        for stage, matches in b.rounds
    ]
    third = b.third_place
    return rounds, (ui(lang, ROUNDS["third_place"]), _match(t, third, lang)) if third else None


def match_line(m: BracketMatch) -> str:
    """'Spain 1 – 0 Argentina', 'Spain v Argentina' when not played yet."""
    a, b = m.sides
    if not a.goals and not b.goals:
        return f"{a.name} v {b.name}"
    note = f" ({m.note})" if m.note else ""
    return f"{a.name} {a.goals} – {b.goals} {b.name}{note}"


def bracket_text(rounds: list[BracketRound], third: tuple[str, BracketMatch] | None) -> list[str]:
    """One line per round: its title, then its matches."""
    lines = [f"{r.title}: " + "; ".join(match_line(m) for m in r.matches) for r in rounds]
    if third:
        lines.append(f"{third[0]}: {match_line(third[1])}")
    return lines


def bracket_picture(t: Tournament, lang: Lang) -> Picture:
    rounds, third = bracket_rounds(t, lang)
    return render_bracket(t.tr("name", lang), rounds, third)


class PictureCache:
    """Drawn pictures by (what, language, knowledge version): drawing happens in a worker
    thread, and a version no longer current simply stops being asked for (the oldest
    entries go first once `size` is reached)."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, Picture | None] = OrderedDict()
        self.drawn = 0  # pictures actually drawn (tests and metrics read it)

    async def get(self, key: Hashable, draw: Callable[[], Picture]) -> Picture | None:
        """The picture drawn by `draw` (on a worker thread), or None when it is past the
        size bounds (remembered too, so it is not tried again for that version)."""
        if key in self._items:
            self._items.move_to_end(key)
            return self._items[key]
        try:
            pic: Picture | None = await asyncio.to_thread(draw)
        except PictureTooBig as exc:
            log.info("picture %s not drawn: %s", key, exc)
            pic = None
        self.drawn += 1
        self._items[key] = pic
        while len(self._items) > self.size:
            self._items.popitem(last=False)
        return pic
