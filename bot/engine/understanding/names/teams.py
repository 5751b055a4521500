"""How fans name national teams and clubs beyond what a data feed writes: the everyday
names ("USA", "Holland", "Czechia", "the Swiss"), and the names of each language's bundle
(`Language.team_names`: "Sudáfrica").

Language knowledge keyed by the slug a feed's team name gives (`TournamentTeam.id`), so
it serves any tournament of national teams; a team missing here is still known by the
names the data gives.
"""

from __future__ import annotations

import re

# fmt: off

# Other names, in any language, fans write for a team.
ALIASES: dict[str, tuple[str, ...]] = {
    "usa": ("united states", "us", "u s a", "america", "usmnt", "eeuu", "ee uu", "estados unidos"),
    "united-states": ("usa", "us", "america", "usmnt", "eeuu", "ee uu"),
    "czech-republic": ("czechia", "czech", "chequia"),
    "netherlands": ("holland", "the dutch", "holanda"),
    "south-korea": ("korea", "korea republic", "corea"),
    "ivory-coast": ("cote d ivoire", "cote divoire"),
    "turkey": ("turkiye",),
    "dr-congo": ("drc", "congo dr", "dr congo", "congo", "republica democratica del congo"),
    "bosnia-and-herzegovina": ("bosnia", "bosnia herzegovina"),
    "cape-verde": ("cabo verde",),
    "saudi-arabia": ("saudi", "ksa", "arabia saudi", "arabia"),
    "new-zealand": ("nz",),
    "south-africa": ("bafana bafana", "rsa"),
    "qatar": ("qatar",),
    "england": ("three lions",),
    "iran": ("ir iran",),
    "curacao": ("curazao",),
    # nicknames every fan of the game knows, one team each ("la roja" is Spain's and
    # Chile's: not here)
    "mexico": ("el tri", "tri"),
    "brazil": ("selecao", "canarinha", "verdeamarela"),
    "france": ("les bleus",),
    "italy": ("azzurri", "la azzurra"),
    "germany": ("die mannschaft",),
    "uruguay": ("la celeste",),
    "croatia": ("vatreni",),
}

# What fans call a team by its people ("the Swiss", "the Dutch"): demonym -> team id.
DEMONYMS: dict[str, str] = {
    "swiss": "switzerland", "dutch": "netherlands", "german": "germany", "germans": "germany",
    "french": "france", "spanish": "spain", "argentine": "argentina",
    "argentinian": "argentina", "argentinians": "argentina", "brazilian": "brazil",
    "brazilians": "brazil", "mexican": "mexico", "mexicans": "mexico", "japanese": "japan",
    "moroccan": "morocco", "moroccans": "morocco", "portuguese": "portugal",
    "belgian": "belgium", "belgians": "belgium", "croatian": "croatia", "croats": "croatia",
    "norwegian": "norway", "norwegians": "norway", "english": "england",
    "scottish": "scotland", "scots": "scotland", "canadian": "canada", "canadians": "canada",
    "american": "usa", "americans": "usa", "senegalese": "senegal", "egyptian": "egypt",
    "egyptians": "egypt", "uruguayan": "uruguay", "colombian": "colombia",
    "ecuadorian": "ecuador", "paraguayan": "paraguay", "australian": "australia",
    "australians": "australia", "socceroos": "australia", "korean": "south-korea",
    "iranian": "iran", "saudi": "saudi-arabia", "saudis": "saudi-arabia", "swedish": "sweden",
    "swedes": "sweden", "danish": "denmark", "danes": "denmark", "italian": "italy",
    "italians": "italy", "polish": "poland", "welsh": "wales", "austrian": "austria",
    "czech": "czech-republic", "turkish": "turkey", "ghanaian": "ghana", "tunisian": "tunisia",
    "algerian": "algeria", "qatari": "qatar", "ukrainian": "ukraine", "hungarian": "hungary",
    "finnish": "finland", "serbian": "serbia", "cameroonian": "cameroon",
    "aleman": "germany", "alemanes": "germany", "frances": "france", "franceses": "france",
    "holandeses": "netherlands", "brasileños": "brazil", "brasilenos": "brazil",
    "mexicanos": "mexico", "ingleses": "england", "argentinos": "argentina",
    "españoles": "spain", "espanoles": "spain", "marroquies": "morocco",
    "japoneses": "japan", "suizos": "switzerland", "portugueses": "portugal",
}

# Words a club's official name carries that fans leave out ("Liverpool FC" -> "liverpool").
CLUB_AFFIXES = frozenset(
    "fc cf afc sc sk ac sl cr ogc osc vfb tsg fk nk sv ssc as us rc rcd cd ud sd ca c f "
    "club de 1 04 05 1899 1900 1909 07 bk if ik".split()
)
# Short names fans use for big clubs -> a word of the club's official name (folded).
CLUB_SHORT: dict[str, str] = {
    "man city": "manchester city", "man utd": "manchester united",
    "man united": "manchester united", "psg": "paris saint germain", "barca": "barcelona",
    "atletico": "atletico de madrid", "atleti": "atletico de madrid", "spurs": "tottenham hotspur",
    "inter": "inter", "bayern": "bayern munchen", "bayern munich": "bayern munchen",
    "real": "real madrid", "leverkusen": "bayer 04 leverkusen", "dortmund": "borussia dortmund",
    "juve": "juventus", "villa": "aston villa",
}
# fmt: on


# The everyday names of kinds of tournament ("the euros", "mundial"), by a word of the
# tournament's own name.
COMPETITION_FORMS: dict[str, tuple[str, ...]] = {
    "euro": (
        "euro",
        "euros",
        "the euros",
        "eurocopa",
        "european championship",
        "european championships",
        "euro cup",
    ),
    "world cup": ("world cup", "mundial", "copa del mundo", "copa mundial", "wc"),
}


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
FOREIGN_COMPETITIONS = (
    "champions league", "europa league", "conference league", "liga de campeones",
    "libertadores", "copa libertadores", "premier league", "serie a", "ligue 1",
    "bundesliga", "la liga", "eredivisie", "mls", "super bowl", "nba", "club world cup",
)  # fmt: skip


def foreign_forms(name: str) -> list[str]:
    """The names in FOREIGN_COMPETITIONS that `name` does not contain."""
    folded = " ".join(name.casefold().split())
    return [f for f in FOREIGN_COMPETITIONS if f not in folded]


# "The league", "la liga": a league's own name as fans say it (a World Cup's data has no
# league, so there "who won the league" is not this tournament)
LEAGUE_NAMES = ("league", "the league", "liga", "la liga", "league season")
LAST_WORD_MIN = 5
GENERIC_COMPETITION_WORDS = frozenset(
    "league cup trophy championship tournament shield series division liga copa torneo "
    "campeonato".split()
)
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
HOSTS: dict[str, dict[int, tuple[str, ...]]] = {
    "world cup": {
        2022: ("qatar", "catar"), 2018: ("russia", "rusia"), 2014: ("brazil", "brasil"),
        2010: ("south africa", "sudafrica"), 2006: ("germany", "alemania"),
        2002: ("korea japan", "japan korea", "corea japon", "japon corea"),
        1998: ("france", "francia"), 1994: ("usa", "estados unidos"), 1990: ("italy", "italia"),
        1986: ("mexico",), 1982: ("spain", "espana"), 1978: ("argentina",),
    },
    "euro": {
        2024: ("germany", "alemania"), 2016: ("france", "francia"),
        2012: ("poland ukraine", "ukraine poland", "polonia ucrania", "ucrania polonia"),
        2008: ("austria switzerland", "switzerland austria", "austria suiza", "suiza austria"),
        2004: ("portugal",), 1996: ("england", "inglaterra"),
    },
}  # fmt: skip


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
KIND_AFTER = {"world cup": (("world", "cup"), ("wc",)), "euro": (("euro",), ("euros",))}
KIND_BEFORE = {"world cup": (("mundial", "de"),), "euro": (("eurocopa", "de"),)}
# "the world cup in russia", "el mundial en rusia": the tournament hosted there, held or
# not (no team is "in" a country's name).
KIND_IN = {
    "world cup": (("world", "cup", "in"), ("mundial", "en"), ("copa", "del", "mundo", "en")),
    "euro": (("euro", "in"), ("euros", "in"), ("eurocopa", "en")),
}


# "messi's goals in qatar", "el primer partido de argentina en qatar": the tournament held
# there, when it is this knowledge's; not "in qatar v ecuador" (a match of the team).
HOST_IN = frozenset({"in", "at", "en"})
# "la final de qatar", "the final of qatar": a round of the tournament held there.
STAGE_OF_HOST = frozenset(
    "final finale semifinal semifinales semi semis cuartos octavos opener".split()
)
_MATCH_OF_TEAMS = [["v"], ["vs"], ["versus"], ["x"]]


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
                and words[i + size : i + size + 1] not in _MATCH_OF_TEAMS
            ):
                return (kind, year), i, i + size  # "messi's goals in qatar"
            if i > 1 and words[i - 1] in ("de", "of") and words[i - 2] in STAGE_OF_HOST:
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
