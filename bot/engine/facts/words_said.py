"""Knowledge words said in the answer's language, never the knowledge's English inside
another language's sentence: a person's nationality (its own translation, else the
country the English word names: "Hungarian" -> Hungría, by the names table's demonyms and
the bundle's team names, else left out), a competition's name and a match's stage (its
own translation, else the bundle's words for the usual ones)."""

from __future__ import annotations

from typing import Any

from bot.engine.languages.names import NAMES
from bot.engine.understanding.lang import language
from bot.knowledge import fold


def own_nationality(record: Any, lang: str) -> str | None:
    """The nationality as the knowledge writes it in `lang` (English: as written), or
    None when it gives it only in English."""
    written = str(record.nationality or "")
    if not written:
        return None
    if language(lang).base:
        return written
    own = str(record.tr("nationality", lang) or "")
    return own if own and own != written else None


def nationality_country(record: Any, lang: str) -> str | None:
    """The country a nationality written only in English names, in `lang` ("Hungarian"
    -> "Hungría"); None when the word names no country the bundle knows."""
    team = NAMES.demonyms.get(fold(str(record.nationality or "")).strip())
    return language(lang).team_names.get(team) if team else None


def nationality_said(record: Any, lang: str) -> str | None:
    """What a label in `lang` says for the nationality: its own words, else the country,
    else None (left out)."""
    return own_nationality(record, lang) or nationality_country(record, lang)


def competition_name(record: Any, lang: str) -> str:
    """A competition's name in `lang`: its own translation, or the bundle's name for the
    kind of competition it starts with ("French Ligue 1 2024/25" -> "Ligue 1 2024/25"),
    else the knowledge's English."""
    own = str(record.tr("name", lang))
    if own != record.name:
        return own
    words = str(record.name).split()
    season = words[:1] if words and words[0][:1].isdigit() else []  # "2010-11 UEFA ..."
    words = words[len(season) :]
    for english, named in language(lang).competition_names:
        n = len(english.split())
        if fold(" ".join(words[:n])) == english:
            return " ".join([named, *words[n:], *season])
    return own


def stage_said(record: Any, lang: str, field: str = "stage") -> str:
    """A match's stage in `lang` ("semi-final second leg" -> "semifinal de vuelta"): its
    own translation, else the bundle's words for a usual stage (and its leg), else the
    knowledge's English quoted."""
    written = str(getattr(record, field, None) or "")
    own = str(record.tr(field, lang) or "")
    if not written or language(lang).base or own != written:
        return own
    return language(lang).said_stage(written) or f"\u201c{written}\u201d"
