"""Knowledge texts said in the answer's language where the bundle knows them."""

from __future__ import annotations

from typing import Any

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.phrases import say
from bot.engine.languages.en.answering import AWARD_WORDS, CAUSE_NAMES, CAUSE_WORDS
from bot.engine.understanding.lang import language
from bot.knowledge import fold


def cause(f: MatchFacts, record: Any, field: str = "reason") -> str | None:
    """A reason (an injury, a foul) in the answer's language: its own translation, or a
    common cause the bundle says ("lesión" for "injury"); None when only the knowledge's
    English is there (to be quoted, `MatchFacts.as_written`)."""
    if f.has_own(record, field):
        return str(f.tr(record, field) or "").rstrip(".")
    written = str(getattr(record, field) or "").rstrip(".").strip().lower()
    found = CAUSE_WORDS.get(written)
    return None if found is None else f.say(f"cause.{found}", CAUSE_NAMES[found])


def award_name(lang: str, record: Any) -> str:
    """An award's name in `lang`: its own translation, or a usual award the bundle says
    ("Bota de Oro" for "Golden Boot"), else the knowledge's English."""
    own = record.tr("name", lang)
    if own != record.name:
        return str(own)
    found = AWARD_WORDS.get(" ".join(str(record.name).casefold().split()))
    return str(record.name) if found is None else say(lang, f"award.{found}", record.name)


def competition_name(record: Any, lang: str) -> str:
    """A competition's name in `lang`: its own translation, or the bundle's name for the
    kind of competition it starts with ("French Ligue 1 2024/25" -> "Ligue 1 2024/25"),
    else the knowledge's English."""
    own = str(record.tr("name", lang))
    if own != record.name:
        return own
    words = str(record.name).split()
    for english, named in language(lang).competition_names:
        n = len(english.split())
        if fold(" ".join(words[:n])) == english:
            return " ".join([named, *words[n:]])
    return own
