"""Which match a command means: the one its `match:` option names, else this server's
current match (/config match), else the knowledge's own. A match the report covers is
shown from the report; any other from the tournament's data.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from discord import app_commands
from discord.utils import escape_markdown, escape_mentions

from bot.adapters.discord.autocomplete import cut_typed
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.embeds import label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import clip, fit_text
from bot.engine import Engine, Lang, Picker
from bot.knowledge import Match, Tournament
from bot.service import current_match

PICKERS = 8  # knowledge versions whose search words are kept


class Pickers:
    """A `Picker` per knowledge version (its words are built once per version)."""

    def __init__(self) -> None:
        self._items: OrderedDict[str, Picker] = OrderedDict()

    def of(self, engine: Engine, t: Tournament) -> Picker:
        found = self._items.get(engine.version)
        if found is None or found.t is not t:
            found = self._keep(engine.version, Picker(t))
        return found

    async def built(self, engine: Engine, t: Tournament) -> Picker:
        """`of`, with a picker not built yet built on a worker thread (a tournament of
        thousands of matches takes a while: never on the event loop)."""
        found = self._items.get(engine.version)
        if found is None or found.t is not t:
            found = self._keep(engine.version, await asyncio.to_thread(Picker, t))
        return found

    def _keep(self, version: str, picker: Picker) -> Picker:
        self._items[version] = picker
        while len(self._items) > PICKERS:
            self._items.popitem(last=False)
        return picker


PICKER_CACHE = Pickers()


def shown(typed: str) -> str:
    """What someone typed, safe to repeat: no pings, no formatting, not too long."""
    return clip(escape_markdown(escape_mentions(typed.strip())), 80)


@dataclass(frozen=True)
class Chosen:
    """The match to show: from the report (`data` None) or from the tournament's data."""

    engine: Engine
    data: Match | None = None

    @property
    def tournament(self) -> Tournament:
        t = self.engine.knowledge.tournament
        assert t is not None
        return t


def reported(engine: Engine, m: Match) -> bool:
    """Whether the engine's own match (the report's, or the one projected from the data)
    is `m`."""
    k = engine.knowledge
    return m.id == (k.report_of or k.current)


async def server_match(bot: MatchBot, engine: Engine, guild_id: int | None) -> Match | None:
    """This server's current match (None: the knowledge's own report match)."""
    return await current_match(bot.service.config, engine, guild_id)


def match_label(engine: Engine, match_id: str | None, lang: Lang) -> str | None:
    """'Spain v Argentina · final · 19 Jul' for a match of the engine's tournament; None
    for no match or one it does not have."""
    t = engine.knowledge.tournament
    if t is None or match_id is None or not any(m.id == match_id for m in t.matches):
        return None
    return PICKER_CACHE.of(engine, t).label(t.match(match_id), lang)


async def server_title(bot: MatchBot, engine: Engine, guild_id: int | None, lang: Lang) -> str:
    """The match this server's free questions mean, for what names it: the knowledge's
    own title (the report's), or the match /config match chose when it is another."""
    m = await server_match(bot, engine, guild_id)
    if m is None or reported(engine, m):
        return engine.title_in(lang)
    return match_label(engine, m.id, lang) or engine.title_in(lang)


async def choose(bot: MatchBot, interaction: Interaction, typed: str | None) -> Chosen | None:
    """The match a command shows; None after telling the user what was wrong (ephemeral)."""
    engine = await bot.service.knowledge.engine_for(interaction.guild_id)
    lang = lang_of(interaction.locale)
    t = engine.knowledge.tournament
    if typed is None or not typed.strip():
        m = await server_match(bot, engine, interaction.guild_id)
        return Chosen(engine, None if m is None or reported(engine, m) else m)
    if t is None:
        text = label(
            "This server's knowledge is a single match ({title}): there is no other match to name.",
            lang,
            title=engine.title_in(lang),
        )
        await interaction.response.send_message(fit_text(text), ephemeral=True)
        return None
    picker = await PICKER_CACHE.built(engine, t)
    m, close = await asyncio.to_thread(_read_back, picker, typed, lang)  # off the event loop
    if m is None:
        text = label(
            "No match of {name} fits '{typed}'.", lang, name=t.tr("name", lang), typed=shown(typed)
        )
        if close:
            text += " " + label("Did you mean: {names}?", lang, names="; ".join(close))
        await interaction.response.send_message(fit_text(text), ephemeral=True)
        return None
    return Chosen(engine, None if reported(engine, m) else m)


def _read_back(picker: Picker, typed: str, lang: Lang) -> tuple[Match | None, list[str]]:
    """The match a typed option names, else the labels of up to three close ones (its
    cost bounded by the picker: a typed value is read only as far as a label goes)."""
    m = picker.find_match(typed, lang)
    return m, [] if m is not None else [c.label for c in picker.choices(typed, lang, limit=3)]


async def picker_for(bot: MatchBot, interaction: Interaction) -> tuple[Engine, Picker] | None:
    """This server's engine and its tournament's picker; None without a tournament."""
    engine = await bot.service.knowledge.engine_for(interaction.guild_id)
    t = engine.knowledge.tournament
    return None if t is None else (engine, await PICKER_CACHE.built(engine, t))


def as_choices(pairs: Iterable[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name, value=value) for name, value in pairs]


async def option_choices(
    bot: MatchBot,
    interaction: Interaction,
    pick: Callable[[Picker, Lang], Iterable[tuple[str, str]]],
) -> list[app_commands.Choice[str]]:
    """An option's autocomplete from the tournament's picker: `pick` gives (shown, value)
    pairs in the client's language (ranked on a worker thread, bounded per member);
    nothing when the knowledge has no tournament."""
    found = await picker_for(bot, interaction)
    if found is None:
        return []
    picker, lang = found[1], lang_of(interaction.locale)
    return await bot.autocomplete.run(interaction, lambda: as_choices(pick(picker, lang)))


async def match_choices(
    bot: MatchBot, interaction: Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete for a `match:` option: this server's current match first."""
    found = await picker_for(bot, interaction)
    if found is None:
        return []
    engine, picker = found
    own = await server_match(bot, engine, interaction.guild_id)
    typed, lang, first = cut_typed(current), lang_of(interaction.locale), own.id if own else None

    def rank() -> list[app_commands.Choice[str]]:
        return as_choices((c.label, c.id) for c in picker.choices(typed, lang, current=first))

    return await bot.autocomplete.run(interaction, rank)
