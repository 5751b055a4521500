"""The names a tournament's data gives: its teams (with fans' names for them), squad
players, clubs and stadiums, added to the names stage's table."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from bot.engine.languages.names import NAMES
from bot.engine.understanding.lang import grammar, languages
from bot.engine.understanding.names import teams as team_names
from bot.engine.understanding.names.aliases import (
    CLUB,
    PERSON,
    PLAYER,
    TEAM,
    VENUE,
    Alias,
    add_alias,
    everyday_words,
)
from bot.engine.understanding.tokens import clean
from bot.knowledge import Tournament, fold

FIRST_WORD_MIN = 4  # a club's first word alone names it from this length ("boca")
FIRST_NAME_MIN = 4  # a scorer's first name alone names him from this length ("james"; an
# everyday word of the question's language is none: "marco" is "marcó" folded, `first_names`)


def add_teams(table: dict[str, Alias], t: Tournament, vocabulary: frozenset[str]) -> None:
    """A tournament's teams by their names, the feed's other names and code ("ger"), and
    fans' names for them in English and Spanish (`team_names`)."""
    ids = {team.id for team in t.teams}
    for word, team_id in team_names.DEMONYMS.items():
        if team_id in ids:
            add_alias(table, word, TEAM, team_id)
    shared = _shared_nicknames(t)
    for team in t.teams:
        fans = [n for n in team_names.aliases_of(team.id) if clean(n) not in shared]
        names = [team.name, *team.aliases, *fans]
        code = (team.code or "").lower()
        if len(code) == 3 and code not in vocabulary and code not in everyday_words():
            names.append(code)
        names += [b.team_names[team.id] for b in languages() if team.id in b.team_names]
        for fields in team.translations.values():
            value = fields.get("name", [])
            names += [value] if isinstance(value, str) else value
        for name in names:
            text = clean(name)
            held = table.get(text)
            if held is not None and held.kind == PERSON and " " not in text:
                del table[text]  # a country's name is no one's first name ("Jordan")
            add_alias(table, name, TEAM, team.id)
    for bare, team_id in _bare_club_names(t, vocabulary):
        table.setdefault(bare, Alias(bare, TEAM, team_id))


def _shared_nicknames(t: Tournament) -> frozenset[str]:
    """Fans' names (`names.yaml`, cleaned) two of the tournament's teams share ("la
    roja": Spain and Chile): neither's, when both play (the article-less form too)."""
    g = grammar()
    count: Counter[str] = Counter()
    for team in t.teams:
        forms: set[str] = set()
        for name in team_names.aliases_of(team.id):
            text = clean(name)
            first, _, rest = text.partition(" ")
            forms |= {text, rest} if rest and first in g.name_articles else {text}
        count.update(forms)
    return frozenset(n for n, k in count.items() if k > 1)


def _bare_club_names(t: Tournament, vocabulary: frozenset[str]) -> list[tuple[str, str]]:
    """Other names of each club, where they name one team only and are no everyday word
    (a one-word name of four letters or more): its name without its affixes ("Dravnes
    BK": "dravnes"; "1. FC Lindenmoor": "lindenmoor"), and any word of its name no other
    team's name has ("Vennford Villa": "vennford", "villa"). National teams (their names
    translated) are known by their names and aliases (`team_names`), not by a word of
    them ("africa", "north")."""
    everyday = vocabulary | everyday_words()

    def usable(text: str) -> bool:
        return " " in text or (len(text) >= 4 and text.isalpha() and text not in everyday)

    bare: dict[str, list[str]] = {}
    words_of: dict[str, list[str]] = {}
    for team in t.teams:
        full = clean(team.name).split()
        words_of[team.id] = full
        words = [w for w in full if w not in NAMES.team_club_affixes and not w.isdigit()]
        while words and words[0] in grammar().name_links:  # "Estudiantes de Olmedrán": "olmedran"
            words = words[1:]
        if words and len(words) < len(full):
            bare.setdefault(" ".join(words), []).append(team.id)
    out = [(text, ids[0]) for text, ids in bare.items() if len(ids) == 1 and usable(text)]
    count = Counter(w for ws in words_of.values() for w in set(ws))
    for team in t.teams:
        national = (
            (team.id in team_names.ALIASES and team.id not in NAMES.club_ids)
            or bool(team.translations)
            or any(team.id in b.team_names for b in languages())
        )
        if national or len(words_of[team.id]) < 2:
            continue
        out += [(w, team.id) for w in words_of[team.id] if count[w] == 1 and usable(w)]
    return out


def add_players(
    table: dict[str, Alias], t: Tournament, vocabulary: frozenset[str]
) -> frozenset[str]:
    """Squad players by full name, and by surname (or first and last name) only where
    that names one player of the whole tournament and is no everyday word. Returned: the
    scorers' first names added alone, which an everyday word of the question's language
    never is ("marco" in Spanish is "marcó"; in English, Marco Reus)."""
    short: Counter[str] = Counter()
    forms: dict[str, list[str]] = {}
    for p in t.players:
        words = clean(p.name).split()
        variants = {" ".join(words)}
        if len(words) > 1:
            variants |= {words[-1], f"{words[0]} {words[-1]}"}
        if len(words) > 2:
            variants |= {" ".join(words[-2:]), " ".join(words[1:])}
        forms[p.id] = sorted(variants)
        short.update(variants)
    # Scorers the data could not link to a squad (a tournament without squads): by the
    # name the data writes, keyed as the tournament's tally keys them ("team:name").
    # An own goal counts for the other side: its scorer is of the match's other team.
    unlinked = {
        (next((x for x in m.teams if x != g.team), g.team) if g.own_goal else g.team, g.name)
        for m in t.matches
        for g in m.goals
        if not g.player
    }
    # "Mbappé" where the data also writes "Kylian Mbappé" for the team is that one scorer
    # (as the tournament's tally merges them), so "mbappe" names him, not two people
    full: dict[tuple[str, str], set[str]] = {}
    firsts: defaultdict[str, set[str]] = defaultdict(set)
    for team, name in unlinked:
        if " " in fold(name):
            full.setdefault((team, fold(name).split()[-1]), set()).add(fold(name))
    for g in unlinked:
        words = clean(g[1]).split()
        same = full.get((g[0], fold(g[1])), set()) if " " not in fold(g[1]) else set()
        key = f"{g[0]}:{next(iter(same)) if len(same) == 1 else fold(g[1])}"
        variants = {" ".join(words), *([words[-1]] if len(words) > 1 else [])}
        if len(words) > 1 and len(words[0]) >= FIRST_NAME_MIN and words[0] not in vocabulary:
            firsts[words[0]].add(key)  # "lautaro", "cristiano": where no one else has it
        forms.setdefault(key, [])
        forms[key] = sorted(set(forms[key]) | variants)
    squad = {p.id for p in t.players}
    for key, names in forms.items():
        if key not in squad:
            short.update(names)
    for owner, names in forms.items():
        for form in names:
            if short[form] > 1 or (" " not in form and (len(form) < 4 or form in vocabulary)):
                continue
            table.setdefault(form, Alias(form, PLAYER, owner))
    alone: set[str] = set()
    for first, owners in firsts.items():  # a first name alone: one scorer's, and no name
        if len(owners) == 1 and first not in short and first not in table:
            table[first] = Alias(first, PLAYER, next(iter(owners)))
            alone.add(first)
    return frozenset(alone)


def add_venues(
    table: dict[str, Alias], t: Tournament, vocabulary: frozenset[str]
) -> dict[str, Alias]:
    """Stadiums by name, by name without 'stadium' where that is no everyday word, and
    by their city where it has one stadium ("games in toronto"; "Dallas (Arlington)" is
    "dallas" and "arlington"). The cities, returned, name the stadium even where a club
    of the same name took the word ("toronto" without talk of players)."""
    cities: dict[str, list[str]] = defaultdict(list)
    for v in t.venues:
        for part in re.split(r"[/()]", v.city):
            if clean(part):
                cities[clean(part)].append(v.id)
        if not v.name:
            continue
        name = clean(v.name)
        bare = " ".join(w for w in name.split() if w not in grammar().venue_words)
        table.setdefault(name, Alias(name, VENUE, v.id))
        if bare and bare != name and bare not in vocabulary and len(bare) > 3:
            table.setdefault(bare, Alias(bare, VENUE, v.id))
        if bare and bare != name:  # "Stadium 974" is "estadio 974" to a Spanish speaker
            g = grammar()
            forms = [f"{w} {bare}" for w in sorted(g.venue_before)]
            for form in forms + [f"{bare} {w}" for w in sorted(g.venue_after)]:
                table.setdefault(form, Alias(form, VENUE, v.id))
    out = {}
    for city, ids in sorted(cities.items()):
        if len(set(ids)) == 1 and city not in vocabulary and len(city) > 3:
            out[city] = Alias(city, VENUE, ids[0])
            table.setdefault(city, out[city])
    return out


def add_clubs(table: dict[str, Alias], t: Tournament, vocabulary: frozenset[str]) -> None:
    """Clubs by their official name, the name without 'FC', 'CF' and the like, and its
    first word where no other club's name starts with it and it is no everyday word
    ("boca" for CA Boca Juniors; not "manchester", nor "real")."""
    names = {fold(p.club) for p in t.players if p.club}
    firsts: dict[str, set[str]] = defaultdict(set)
    everyday = vocabulary | everyday_words()
    for name in sorted(names):
        bare = " ".join(w for w in name.split() if w not in team_names.CLUB_AFFIXES)
        forms = {name, bare} if bare else {name}
        for form in forms:
            table.setdefault(form, Alias(form, CLUB, name))
        if len(bare.split()) > 1:
            firsts[bare.split()[0]].add(name)
    for first, clubs in sorted(firsts.items()):
        if len(clubs) == 1 and len(first) >= FIRST_WORD_MIN and first not in everyday:
            table.setdefault(first, Alias(first, CLUB, next(iter(clubs))))
    for fan, official in team_names.CLUB_SHORT.items():
        hits = [n for n in names if official in n]
        if len(hits) == 1:
            table.setdefault(fan, Alias(fan, CLUB, hits[0]))
