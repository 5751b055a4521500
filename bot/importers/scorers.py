"""Link a scorer's name, as a feed writes it, to one squad player, or say why not.

Feeds write "Enzo Fernández", "Fernandez", "La. Martínez" or "Hwang In-Beom" where the
squad says "Enzo Fernández", "Lautaro Martínez" or "In-beom Hwang". A name links only
when exactly one player of the team fits; two that fit is ambiguous and stays unlinked:
a wrong scorer is worse than a name shown as written. Failing that, a full name whose
every word is a close spelling of the player's ("Mohammad Mohebbi" / "Mohammad Mohebi")
links too, and the import lists those links for a moderator to check.
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.knowledge import Player, fold


@dataclass(frozen=True)
class Linked:
    player: str | None
    reason: str = ""  # why not linked: no squad player fits / ambiguous: a, b
    close: bool = False  # linked by a close spelling ("Mohebbi" / "Mohebi"): worth a look


class Squads:
    """The players of every team, indexed for linking names."""

    def __init__(self, players: list[Player]) -> None:
        self._by_team: dict[str, list[tuple[Player, list[str]]]] = {}
        for p in players:
            self._by_team.setdefault(p.team, []).append((p, fold(p.name).split()))

    def has(self, team: str) -> bool:
        return team in self._by_team

    def link(self, name: str, team: str) -> Linked:
        squad = self._by_team.get(team)
        if not squad:
            return Linked(None, f"no squad for {team}")
        words = fold(name).split()
        if not words:
            return Linked(None, "no name")
        exact = [p for p, tokens in squad if tokens == words]
        if len(exact) == 1:
            return Linked(exact[0].id)
        fits = [p for p, tokens in squad if _fits(name, tokens)]
        if len(fits) == 1:
            return Linked(fits[0].id)
        if fits:
            return Linked(None, "ambiguous: " + ", ".join(p.id for p in fits))
        close = [p for p, tokens in squad if _close(words, tokens)]
        if len(close) == 1:
            return Linked(close[0].id, close=True)
        if close:
            return Linked(None, "ambiguous: " + ", ".join(p.id for p in close))
        return Linked(None, "no squad player fits")


def _fits(name: str, tokens: list[str]) -> bool:
    """Every whole word of `name` is one of the player's words, and every abbreviated
    word ("La.", "J.") starts one of the player's other words."""
    full: list[str] = []
    short: list[str] = []
    for raw in name.replace("-", " ").split():
        word = fold(raw).replace(" ", "")
        if not word:
            continue
        (short if raw.endswith(".") or len(word) == 1 else full).append(word)
    if not full:
        return False  # initials alone name no one
    left = list(tokens)
    for word in full:
        if word not in left:
            return False
        left.remove(word)
    return all(any(t.startswith(w) for t in left) for w in short)


CLOSE = 85  # rapidfuzz ratio: one letter off in a 6-letter word ("Mahmoud" / "Mahmud")


def _close(words: list[str], tokens: list[str]) -> bool:
    """Every word of the name is a close spelling, or the start (4 letters or more:
    "Maxi" / "Maximiliano"), of a different word of the player's name."""
    if len(words) < 2:
        return False  # one word spelled differently names no one for sure
    left = list(tokens)
    for word in words:
        match = next(
            (
                t
                for t in left
                if (len(word) >= 4 and t.startswith(word)) or fuzz.ratio(word, t) >= CLOSE
            ),
            None,
        )
        if match is None:
            return False
        left.remove(match)
    return True
