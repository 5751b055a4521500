"""Picking a match, a group or a team from what someone types into a command option:
fuzzy on the teams (their names in English and Spanish, aliases, codes), the round and the
day, for autocomplete lists and for reading the option back.

Autocomplete shows labels ("Argentina v England · semi-final · 15 Jul") and sends back
the id, but a client may also send text it typed itself: `find_*` read both.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.engine.lang import Lang, codes, interface_text
from bot.knowledge import Group, Tournament, TournamentMatch, TournamentTeam

LIMIT = 25  # Discord shows at most 25 choices
GOOD = 80.0  # a typed option this close (0-100) names the match

STAGE_NAMES = {  # English; each language's bundle translates them
    "group": "group stage",
    "league": "league",
    "round_of_32": "round of 32",
    "round_of_16": "round of 16",
    "quarter_final": "quarter-final",
    "semi_final": "semi-final",
    "third_place": "third place",
    "final": "final",
    "other": "",
}
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
FULL_MONTHS = (
    "January February March April May June July August September October November December"
).split()


def fold(text: str) -> str:
    """Lower case without accents: 'Países' -> 'paises'."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def _words(text: str) -> list[str]:
    return [w for w in "".join(c if c.isalnum() else " " for c in fold(text)).split() if w]


def team_label(team: TournamentTeam | None, team_id: str, lang: Lang) -> str:
    return str(team.tr("name", lang)) if team is not None else team_id


def _ui(lang: Lang, text: str) -> str:
    return interface_text(lang, text) or text


def day_label(day: dt.date, lang: Lang) -> str:
    return f"{day.day} {_ui(lang, MONTHS[day.month - 1])}"


def stage_label(m: TournamentMatch, t: Tournament, lang: Lang) -> str:
    if m.stage == "group" and m.group:
        group = next((g for g in t.groups if g.id == m.group), None)
        return group_label(group.name if group else m.group, lang)
    stage = STAGE_NAMES.get(m.stage, "")
    return _ui(lang, stage) if stage else m.round


def group_label(name: str, lang: Lang) -> str:
    """'Group C' in `lang` ('Grupo C'): the word translated, the letter kept."""
    return name.replace("Group", _ui(lang, "Group"))


@dataclass(frozen=True)
class MatchChoice:
    id: str
    label: str  # "Argentina v England · semi-final · 15 Jul"


class Picker:
    """One tournament's search words, built once per knowledge."""

    def __init__(self, t: Tournament) -> None:
        self.t = t
        self.teams = {team.id: team for team in t.teams}
        self._team_words: dict[str, set[str]] = {}
        for team in t.teams:
            names = [team.name, team.id, *(team.aliases)]
            names += [str(team.tr("name", lang)) for lang in codes()]
            if team.code:
                names.append(team.code)
            self._team_words[team.id] = {w for n in names for w in _words(n)}
        self._group_words = {fold(_ui(lang, "Group")) for lang in codes()}
        self._match_words: dict[str, set[str]] = {}
        for m in t.matches:
            words: set[str] = set()
            for team_id in m.teams:
                words |= self._team_words.get(team_id, set(_words(team_id)))
            for lang in codes():
                words |= set(_words(stage_label(m, t, lang)))
                words |= set(_words(day_label(m.date, lang)))
            month = FULL_MONTHS[m.date.month - 1]
            words |= {fold(_ui(lang, month)) for lang in codes()}
            words |= set(_words(m.round)) | {m.date.isoformat(), f"{m.date.day}/{m.date.month}"}
            self._match_words[m.id] = words

    def label(self, m: TournamentMatch, lang: Lang) -> str:
        """'Argentina v England · semi-final · 15 Jul' (at most 100 characters, Discord's)."""
        a, b = (team_label(self.teams.get(x), x, lang) for x in m.teams)
        parts = [f"{a} v {b}", stage_label(m, self.t, lang), day_label(m.date, lang)]
        return " · ".join(p for p in parts if p)[:100]

    def choices(
        self, typed: str, lang: Lang, current: str | None = None, limit: int = LIMIT
    ) -> list[MatchChoice]:
        """The matches best fitting what was typed (nothing typed: the current match first,
        then the latest played and the next to come)."""
        query = _words(typed)
        matches = sorted(self.t.matches, key=lambda m: m.kickoff)
        if not query:
            ranked = _around(matches, current)
        else:
            scored = [(_score(query, self._match_words[m.id]), m) for m in matches]
            best = max((s for s, _ in scored), default=0.0)
            ranked = [m for s, m in sorted(scored, key=lambda x: -x[0]) if s >= min(best, 60.0)]
        return [MatchChoice(m.id, self.label(m, lang)) for m in ranked[:limit]]

    def find_match(self, typed: str, lang: Lang) -> TournamentMatch | None:
        """The match an option names: its id, its label, or text close to one match only."""
        text = typed.strip()
        by_id = {m.id: m for m in self.t.matches}
        if text in by_id:
            return by_id[text]
        for m in self.t.matches:
            if any(text == self.label(m, lang) for lang in codes()):
                return m
        query = _words(text)
        if not query:
            return None
        scored = sorted(
            ((_score(query, self._match_words[m.id]), m) for m in self.t.matches),
            key=lambda x: -x[0],
        )
        if not scored or scored[0][0] < GOOD:
            return None
        if len(scored) > 1 and scored[1][0] >= scored[0][0]:
            return None  # two matches fit as well: not a choice to make for them
        return scored[0][1]

    def find_team(self, typed: str) -> TournamentTeam | None:
        query = _words(typed)
        if not query:
            return None
        exact = [t for t in self.t.teams if set(query) <= self._team_words[t.id]]
        if len(exact) == 1:
            return exact[0]
        scored = sorted(
            ((_score(query, self._team_words[t.id]), t) for t in self.t.teams), key=lambda x: -x[0]
        )
        if scored and scored[0][0] >= GOOD and (len(scored) < 2 or scored[1][0] < scored[0][0]):
            return scored[0][1]
        return None

    def team_choices(self, typed: str, lang: Lang, limit: int = LIMIT) -> list[tuple[str, str]]:
        """(label, id) of the teams best fitting what was typed; all in order when empty."""
        query = _words(typed)
        teams = list(self.t.teams)
        if query:
            scored = [(_score(query, self._team_words[t.id]), t) for t in teams]
            teams = [t for s, t in sorted(scored, key=lambda x: -x[0]) if s >= 60.0]
        else:
            teams.sort(key=lambda t: fold(str(t.tr("name", lang))))
        return [(str(t.tr("name", lang)), t.id) for t in teams[:limit]]

    def find_group(self, typed: str) -> Group | None:
        """'C', 'group c', 'Grupo C' or the group's id."""
        words = [w for w in _words(typed) if w not in self._group_words]
        key = " ".join(words)
        for g in self.t.groups:
            names = {g.id, fold(g.name), " ".join(_words(g.name.replace("Group", "")))}
            if key and key in names | {g.id.removeprefix("group-")}:
                return g
        return None

    def group_choices(self, typed: str, lang: Lang, limit: int = LIMIT) -> list[tuple[str, str]]:
        words = [w for w in _words(typed) if w not in self._group_words]
        out = []
        for g in self.t.groups:
            name = group_label(g.name, lang)
            letter = g.id.removeprefix("group-")
            if not words or any(letter.startswith(w) or w in _words(g.name) for w in words):
                out.append((name, g.id))
        return out[:limit]


def _score(query: list[str], words: set[str]) -> float:
    """How well the typed words fit: each scored by its best word (a prefix counts in
    full, so 'arg' finds Argentina), averaged."""
    total = 0.0
    for q in query:
        if len(q) == 1:  # a group's letter: only as a word of its own
            total += 100.0 if q in words else 0.0
            continue
        best = 0.0
        for w in words:
            if w.startswith(q) or (len(w) >= 3 and q.startswith(w)):
                best = 100.0
                break
            best = max(best, fuzz.ratio(q, w))
        total += best
    return total / len(query)


def _around(matches: list[TournamentMatch], current: str | None) -> list[TournamentMatch]:
    """With nothing typed: the current match, then the latest played going back, then
    the next to come."""
    played = [m for m in matches if m.score is not None]
    coming = [m for m in matches if m.score is None]
    first = [m for m in matches if m.id == current]
    rest = [m for m in [*reversed(played), *coming] if m.id != current]
    return first + rest


def server_current(
    t: Tournament | None, own: str | None, chosen: str = "", latest: bool = False
) -> TournamentMatch | None:
    """The match a server means when it names none: the latest played with `latest`, the
    match `chosen` while the tournament still has it, else the knowledge's own (`own`)."""
    if t is None:
        return None
    by_id = {m.id: m for m in t.matches}
    if latest:
        played = [m for m in t.matches if m.score is not None]
        if played:
            return max(played, key=lambda m: m.kickoff)
    if chosen in by_id:
        return by_id[chosen]
    return by_id.get(own or "")
