"""The shipped names table (`names.yaml`): how fans name teams, clubs and competitions
beyond what a data feed writes. Data, loaded once, read by `understanding.names`."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

PATH = Path(__file__).with_name("names.yaml")
# The clubs' names and derbies (issue 33): a table of its own, merged into team_aliases.
CLUBS_PATH = Path(__file__).with_name("clubs.yaml")

Phrases = dict[str, tuple[tuple[str, ...], ...]]  # kind -> phrases, each as words


@dataclass(frozen=True)
class Names:
    team_aliases: dict[str, tuple[str, ...]]
    demonyms: dict[str, str]
    squad_club_affixes: frozenset[str]
    team_club_affixes: frozenset[str]
    club_short: dict[str, str]
    competition_forms: dict[str, tuple[str, ...]]
    foreign_competitions: tuple[str, ...]
    league_names: tuple[str, ...]
    generic_competition_words: frozenset[str]
    hosts: dict[str, dict[int, tuple[str, ...]]]
    kind_after: Phrases
    kind_before: Phrases
    kind_in: Phrases
    host_in: frozenset[str]
    match_words: tuple[tuple[str], ...]  # as one-word slices ("v", "vs")
    of_words: frozenset[str]
    stage_of_host: frozenset[str]
    derbies: tuple[tuple[tuple[str, ...], tuple[str, str]], ...] = ()  # (names, (club, club))
    club_ids: frozenset[str] = frozenset()  # the keys of the clubs' table
    # (parts of a tournament's name, fans' names for that competition)
    competition_names: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    league_words: tuple[str, ...] = ()  # "the league": the domestic league held
    # by competition (as `competition_names`): its country's names ("in france": Ligue 1)
    league_countries: tuple[tuple[str, ...], ...] = ()
    league_said: dict[str, str] = field(default_factory=dict)  # language -> "the league"
    season_words: dict[str, tuple[str, ...]] = field(default_factory=dict)  # this / last
    season_nouns: tuple[str, ...] = ()  # "la temporada" before a written season


def _phrases(table: dict[str, list[list[str]]]) -> Phrases:
    return {kind: tuple(tuple(p) for p in phrases) for kind, phrases in table.items()}


def _clubs(path: Path) -> dict[str, Any]:
    if not path.is_file():
        return {"clubs": {}, "derbies": []}
    loaded: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return loaded


def load(path: Path = PATH, clubs_path: Path = CLUBS_PATH) -> Names:
    """The names table at `path` (with the clubs' at `clubs_path`), typed."""
    raw: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    affixes, hosted = raw["club_affixes"], raw["host_phrases"]
    clubs = _clubs(clubs_path)
    aliases = {str(k): tuple(v) for k, v in clubs["clubs"].items()}
    aliases.update({k: tuple(v) for k, v in raw["team_aliases"].items()})
    return Names(
        team_aliases=aliases,
        club_ids=frozenset(str(k) for k in clubs["clubs"]),
        competition_names=tuple(
            (tuple(c["in"]), tuple(c["names"])) for c in clubs.get("competitions", [])
        ),
        league_words=tuple(clubs.get("league_words", [])),
        league_countries=tuple(tuple(c.get("country", ())) for c in clubs.get("competitions", [])),
        league_said=dict(clubs.get("league_said", {})),
        season_words={k: tuple(v) for k, v in clubs.get("season_words", {}).items()},
        season_nouns=tuple(clubs.get("season_nouns", ())),
        derbies=tuple(
            (tuple(d["names"]), (d["clubs"][0], d["clubs"][1])) for d in clubs["derbies"]
        ),
        demonyms=dict(raw["demonyms"]),
        squad_club_affixes=frozenset(affixes["abbreviations"]),
        team_club_affixes=frozenset(affixes["abbreviations"]) | frozenset(affixes["kinds"]),
        club_short=dict(raw["club_short"]),
        competition_forms={k: tuple(v) for k, v in raw["competition_forms"].items()},
        foreign_competitions=tuple(raw["foreign_competitions"]),
        league_names=tuple(raw["league_names"]),
        generic_competition_words=frozenset(raw["generic_competition_words"]),
        hosts={k: {int(y): tuple(h) for y, h in v.items()} for k, v in raw["hosts"].items()},
        kind_after=_phrases(hosted["after"]),
        kind_before=_phrases(hosted["before"]),
        kind_in=_phrases(hosted["in"]),
        host_in=frozenset(raw["host_in"]),
        match_words=tuple((w,) for w in raw["match_words"]),
        of_words=frozenset(raw["of_words"]),
        stage_of_host=frozenset(raw["stage_of_host"]),
    )


NAMES = load()
