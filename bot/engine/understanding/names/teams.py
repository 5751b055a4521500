"""How fans name teams, clubs and competitions beyond what a data feed writes ("USA",
"Holland", "the Swiss", "man city", "the euros", "Qatar 2022"), read from the shipped
names table (`languages/names.yaml`): this module holds only how the table is read
(competition names and their forms, tournaments named by their host). The names of
each language's bundle (`Language.team_names`: "Sudáfrica") are read beside them.

Keyed by the slug a feed's team name gives (`TournamentTeam.id`), so the table serves
any tournament; a team missing there is still known by the names the data gives.
"""

from __future__ import annotations

import re

from bot.engine.languages.names import NAMES
from bot.engine.understanding.tokens import clean

# The shipped names table's (`languages/names.yaml`), under the names the engine reads.
ALIASES = NAMES.team_aliases  # other names, in any language, fans write for a team
DEMONYMS = NAMES.demonyms  # "the Swiss", "los alemanes": demonym -> team id
CLUB_AFFIXES = NAMES.squad_club_affixes  # "Liverpool FC" -> "liverpool"
CLUB_SHORT = NAMES.club_short  # "man city" -> a word of the club's official name
_COUNTRY_SUFFIX = re.compile(r"-[a-z]{3}$")


def aliases_of(team_id: str) -> tuple[str, ...]:
    """Fans' names for a team, by its id; a club's also by its id without the country a
    Champions League feed adds ("arsenal-fc-eng")."""
    found = ALIASES.get(team_id)
    if found is None:
        found = ALIASES.get(_COUNTRY_SUFFIX.sub("", team_id), ())
    return found


# The everyday names of kinds of tournament ("the euros", "mundial"), by a word of the
# tournament's own name.
COMPETITION_FORMS = NAMES.competition_forms


def held_kinds(name: str, years: frozenset[int]) -> frozenset[tuple[str, int]]:
    """The (kind, year) pairs a tournament's name and years make ('World Cup 2022')."""
    folded = name.casefold()
    return frozenset((kind, y) for kind in COMPETITION_FORMS if kind in folded for y in years)


def other_forms(name: str) -> list[str]:
    """The everyday names of the kinds of tournament `name` is not ("the euros" for a
    World Cup)."""
    folded = name.casefold()
    return [f for key, forms in COMPETITION_FORMS.items() if key not in folded for f in forms]


# Competitions of other kinds fans name, by the words of their everyday names: a
# question about one is not about the tournament held (unless its name has them).
FOREIGN_COMPETITIONS = NAMES.foreign_competitions


def foreign_forms(name: str) -> list[str]:
    """The names in FOREIGN_COMPETITIONS that `name` does not contain."""
    held = set(names_within(name))
    return [f for f in FOREIGN_COMPETITIONS if f not in held]


def names_within(name: str) -> list[str]:
    """The everyday competition names (FOREIGN_COMPETITIONS) that `name` contains: its
    own names too ("copa america" of "Copa América Centenario 2016")."""
    folded = f" {clean(name)} "  # accents too: 'Copa América 2024' holds 'copa america'
    return [f for f in FOREIGN_COMPETITIONS if f" {clean(f)} " in folded]


# "The league", "la liga": a league's own name as fans say it (a World Cup's data has no
# league, so there "who won the league" is not this tournament)
LEAGUE_NAMES = NAMES.league_names
LAST_WORD_MIN = 5
GENERIC_COMPETITION_WORDS = NAMES.generic_competition_words
_SEASON = re.compile(r"\s*\b\d{4}(?:\s*[/-]\s*\d{2,4})?\s*$")


def competition_names(names: list[str], years: frozenset[int]) -> list[str]:
    """A tournament's names and the forms fans use, alone and with each of its years;
    a name ending in its season or year is said without it too ("Vestmark Premier
    League 2025/26": "vestmark premier league")."""
    out = list(names)
    out += [bare for name in names if (bare := _SEASON.sub("", name)) and bare != name]
    # ... and by its last word when that is a name of its own ("Almer Bundesliga":
    # "bundesliga"; not "cup" or "league")
    out += [
        last
        for name in names
        if len(words := _SEASON.sub("", name).split()) > 1
        and (last := words[-1]).isalpha()
        and len(last) >= LAST_WORD_MIN
        and last.casefold() not in GENERIC_COMPETITION_WORDS
    ]
    folded = " ".join(names).casefold()
    for key, forms in COMPETITION_FORMS.items():
        if key in folded:
            for form in forms:
                out += [form, *(f"{form} {y}" for y in years), *(f"{y} {form}" for y in years)]
    return out


# A tournament is named by its host and year ("Qatar 2022", "Rusia 2018"): the host
# countries of each kind of tournament by year, as fans write them (folded). Years hosted
# by several countries with no one name fans use for it (2026, Euro 2020) are left out:
# "Mexico 2026" is as likely Mexico's own run.
HOSTS = NAMES.hosts


def hosted_names() -> dict[tuple[str, ...], tuple[str, int]]:
    """Each host-and-year name as words ("qatar", "2022"), to its kind and year."""
    return {
        (*host.split(), str(year)): (kind, year)
        for kind, years in HOSTS.items()
        for year, hosts in years.items()
        for host in hosts
    }


# "the qatar world cup", "el mundial de rusia": the kind's words beside the host name it
# too (no year needed), as each language writes them before its synonyms fold them.
KIND_AFTER, KIND_BEFORE, KIND_IN = NAMES.kind_after, NAMES.kind_before, NAMES.kind_in
# "messi's goals in qatar", "el primer partido de argentina en qatar": the tournament held
# there, when it is this knowledge's; not "in qatar v ecuador" (a match of the team).
HOST_IN = NAMES.host_in
# "la final de qatar", "the final of qatar": a round of the tournament held there.
STAGE_OF_HOST = NAMES.stage_of_host


def read_hosted(words: list[str], held: frozenset[tuple[str, int]] = frozenset()) -> list[str]:
    """'biggest win at qatar 2022' -> 'biggest win at world cup 2022', 'el mundial de
    qatar' -> 'el world cup 2022': a host with a year or its kind's words names the
    tournament, not the team (the kind's words are read alike in every language: the
    tournament's names are known as each language's synonyms leave them). Without a year
    only the tournament `held` (kind, year) is so named: "germany world cup" is as likely
    Germany's run as the 2006 tournament."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] not in _HOST_STARTS:
            out.append(words[i])  # names no host: most words
            i += 1
            continue
        for size in (3, 2):
            found = _HOSTED.get(tuple(words[i : i + size]))
            if found is not None:
                kind, year = found
                out += [*kind.split(), str(year)]
                i += size
                break
        else:
            named = _kind_named(words, i, held)
            if named is None:
                out.append(words[i])
                i += 1
                continue
            (kind, year), start, end = named
            del out[len(out) - (i - start) :]  # the kind's words before the host
            out += [*kind.split(), str(year)]
            i = end
    return out


def _kind_named(
    words: list[str], i: int, held: frozenset[tuple[str, int]]
) -> tuple[tuple[str, int], int, int] | None:
    """A host at `i` with its kind's words just before or after it, or (the tournament
    `held`) after "in": (kind, year), and the span the name takes."""
    for size in (2, 1):
        for kind, year in _KINDS_OF.get(tuple(words[i : i + size]), ()):
            for before in KIND_IN[kind]:
                if i >= len(before) and tuple(words[i - len(before) : i]) == before:
                    return (kind, year), i - len(before), i + size
            if (kind, year) not in held:
                continue
            if (
                i > 0
                and words[i - 1] in HOST_IN
                and tuple(words[i + size : i + size + 1]) not in NAMES.match_words
            ):
                return (kind, year), i, i + size  # "messi's goals in qatar"
            if i > 1 and words[i - 1] in NAMES.of_words and words[i - 2] in STAGE_OF_HOST:
                return (kind, year), i - 1, i + size  # "la final de qatar"
            for after in KIND_AFTER[kind]:
                if tuple(words[i + size : i + size + len(after)]) == after:
                    return (kind, year), i, i + size + len(after)
            for before in KIND_BEFORE[kind]:
                if i >= len(before) and tuple(words[i - len(before) : i]) == before:
                    return (kind, year), i - len(before), i + size
    return None


_BY_KIND = {
    (kind, year): {tuple(h.split()) for h in hosts}
    for kind, years in HOSTS.items()
    for year, hosts in years.items()
}
# Per host name, the tournaments it hosted, in the order of HOSTS (read per word).
_KINDS_OF: dict[tuple[str, ...], list[tuple[str, int]]] = {}
for _tournament, _hosts in _BY_KIND.items():
    for _host in sorted(_hosts):
        _KINDS_OF.setdefault(_host, []).append(_tournament)
_HOSTED = hosted_names()
# The first words of hosts' names, alone or with a tournament's (read_hosted's fast path).
_HOST_STARTS = frozenset(name[0] for name in (*_HOSTED, *_KINDS_OF))
