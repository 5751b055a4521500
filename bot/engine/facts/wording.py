"""Knowledge texts said in the answer's language where the bundle knows them."""

from __future__ import annotations

from typing import Any

from bot.engine.facts.match import MatchFacts, minute_mark
from bot.engine.facts.phrases import say
from bot.engine.facts.words_said import competition_name as competition_name
from bot.engine.languages.en.answering import AWARD_WORDS, CAUSE_NAMES, CAUSE_WORDS
from bot.engine.understanding.lang import base, language


def cause(f: MatchFacts, record: Any, field: str = "reason") -> str | None:
    """A reason (an injury, a foul) in the answer's language: its own translation, or a
    common cause the bundle says ("lesión" for "injury"); None when only the knowledge's
    English is there (to be quoted, `MatchFacts.as_written`)."""
    if f.has_own(record, field):
        return str(f.tr(record, field) or "").rstrip(".")
    written = str(getattr(record, field) or "").rstrip(".").strip().lower()
    found = CAUSE_WORDS.get(written)
    if found is None:  # a usual one of the language's own ("a knee injury"), else None
        return None if language(f.lang).base else language(f.lang).said_cause(written)
    return f.say(f"cause.{found}", CAUSE_NAMES[found])


def award_name(lang: str, record: Any) -> str:
    """An award's name in `lang`: its own translation, or a usual award the bundle says
    ("Bota de Oro" for "Golden Boot"), else the knowledge's English."""
    own = record.tr("name", lang)
    if own != record.name:
        return str(own)
    found = AWARD_WORDS.get(" ".join(str(record.name).casefold().split()))
    return str(record.name) if found is None else say(lang, f"award.{found}", record.name)


def own_text(f: MatchFacts, record: Any, field: str = "description") -> str:
    """A knowledge text in the answer's language, or "" when the knowledge gives it only
    in English: a sentence added to another language's answer is left out then."""
    return str(f.tr(record, field) or "").strip() if f.has_own(record, field) else ""


def said_text(f: MatchFacts, record: Any, field: str = "description") -> str:
    """A knowledge text that is the answer itself: in the answer's language, else quoted
    as the knowledge wrote it (never spliced unquoted into another language's answer)."""
    text = str(f.tr(record, field) or "").strip()
    return text if not text or f.has_own(record, field) else f"\u201c{text}\u201d"


def moment_said(f: MatchFacts, e: Any) -> str:
    """ "62' <what happened>": a timeline moment's minute and its words (`said_text`)."""
    return f"{minute_mark(e)} {said_text(f, e)}".strip()


def place_said(f: MatchFacts, record: Any, field: str = "position") -> str:
    """Where a goal came from in the answer's language: its own translation, else the
    bundle's words for a usual place ("at the near post" -> "el primer palo"), else
    quoted as the knowledge wrote it."""
    written = str(getattr(record, field, None) or "").rstrip(".")
    if not written or f.has_own(record, field):
        return f.as_written(record, field)
    return language(f.lang).said_place(written) or f.as_written(record, field)


def nickname(f: MatchFacts, team: Any) -> str:
    """A team's first nickname in the answer's language: its own translation, else as
    the knowledge wrote it (a name), without the knowledge's English article ("the
    Azzurri" -> "Azzurri")."""
    first = str(f.tr(team, "nicknames")[0])
    if f.has_own(team, "nicknames"):
        return first
    head, _, rest = first.partition(" ")
    return rest if rest and head.casefold() in base().determiners else first
