"""The field types and base models every knowledge model shares.

Kept apart from `models` so that the one-match models and the tournament models can both
build on them without importing each other.
"""

# No `from __future__ import annotations` here: pydantic then reads the annotations as
# objects, instead of compiling each one from a string as every process starts.

import datetime as dt
import re
import unicodedata
from typing import Annotated, Any, ClassVar, Literal, Self, Union, get_args, get_origin

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

Id = Annotated[
    str,
    StringConstraints(pattern=r"^[a-z0-9][a-z0-9_-]*$", max_length=64),
    Field(description="Lower-case identifier, unique across all knowledge files."),
]
Text = Annotated[str, StringConstraints(min_length=1, max_length=2000, strip_whitespace=True)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]

# `[text](scheme:...)`: Discord renders it as a link whose target the reader does not see
MASKED_LINK = re.compile(r"\[[^\]]*\]\(\s*<?\s*[A-Za-z][A-Za-z0-9+.\-]*:")
# letters that draw nothing (fillers, the blank braille pattern), beside the categories
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
_INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"})


def visible(text: str) -> bool:
    """True when `text` shows at least one character (not only spaces, zero-width or
    control characters, NUL, lone combining marks or blank fillers)."""
    return any(unicodedata.category(c) not in _INVISIBLE and c not in _BLANK_LETTERS for c in text)


def answer_problem(text: str) -> str | None:
    """Why a fan-facing answer written by a moderator cannot be shown (None: it can)."""
    if not visible(text):
        return "the answer shows nothing (only spaces or invisible characters)"
    if MASKED_LINK.search(text):
        return "masked links ([text](url)) are not allowed; write the address itself"
    return None


def _answer_text(text: str) -> str:
    problem = answer_problem(text)
    if problem is not None:
        raise ValueError(problem)
    return text


AnswerText = Annotated[Text, AfterValidator(_answer_text)]
"""Text a fan is shown as an answer: visible, and without masked links."""
# Dates come as date objects from YAML and as ISO strings from JSON: accept both.
IsoDate = Annotated[dt.date, Field(strict=False)]


class Strict(BaseModel):
    """Base: reject unknown keys, never coerce types, immutable once loaded."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)


# A language other than English, by its ISO 639-1 code ("es"). English is the base text:
# `patterns` and every text field are written in it, translations add the others.
BASE_LANGUAGE = "en"
LangCode = Annotated[str, StringConstraints(pattern=r"^[a-z]{2}$")]
Translated = dict[str, Text | list[Text]]
# Fields holding ids or fixed vocabularies, never shown as written text.
_NOT_TEXT = frozenset(
    "id team teams speaker scorer assist people beaten attendees supporters_of winner "
    "inferred weekday period method assist_kind order roles card person taker keeper "
    "decided_in outcome came_on went_off against won_by conceded_by taken_by starting "
    "bench captain replaced_by formation reports".split()
)


def _fixed_vocabulary(annotation: Any) -> bool:
    """A field whose values are a fixed vocabulary (a Literal) is never free text."""
    if get_origin(annotation) is Literal:
        return True
    if get_origin(annotation) in (Union, type(int | None)):
        return any(_fixed_vocabulary(a) for a in get_args(annotation))
    return False


class Translatable(Strict):
    """A record whose shown text may also be given in other languages.

    `translations: {es: {description: "..."}}` names fields of this record; a field (or a
    language) left out falls back to the English value, so nothing is ever blank.
    """

    translations: dict[LangCode, Translated] = Field(
        default_factory=dict,
        description="Per language code (e.g. es), this record's text fields in that "
        "language; a field left out is shown in English.",
    )

    # Fields shown only as the source wrote them (a quote is verbatim in any language).
    untranslated: ClassVar[frozenset[str]] = frozenset({"note"})

    @model_validator(mode="after")
    def _translations_name_text_fields(self) -> Self:
        for lang, fields in self.translations.items():
            for name, value in fields.items():
                if name in self.untranslated:
                    raise ValueError(f"translations.{lang}: {name!r} is shown as written")
                known = type(self).model_fields.get(name)
                current = getattr(self, name, None) if known is not None else None
                ok = isinstance(current, str) or (
                    isinstance(current, list) and all(isinstance(v, str) for v in current)
                )
                fixed = known is not None and _fixed_vocabulary(known.annotation)
                if name == "translations" or name in _NOT_TEXT or fixed or not ok:
                    raise ValueError(f"translations.{lang}: {name!r} is not a text field here")
                if isinstance(value, list) != isinstance(current, list):
                    raise ValueError(
                        f"translations.{lang}.{name}: give "
                        + ("a list" if isinstance(current, list) else "one text")
                    )
        return self

    def tr(self, name: str, lang: str) -> Any:
        """The field in `lang`, else its English value."""
        value = self.translations.get(lang, {}).get(name)
        return getattr(self, name) if value is None else value


class Inferable(Translatable):
    """A record some of whose fields may be inferred rather than stated by the source."""

    inferred: list[str] = Field(
        default_factory=list,
        description="Names of this record's fields whose values are inferred, not stated.",
    )
    note: Text | None = Field(default=None, description="Why or how a value was inferred.")

    @model_validator(mode="after")
    def _inferred_names_fields(self) -> Self:
        unknown = [n for n in self.inferred if n not in type(self).model_fields]
        if unknown:
            raise ValueError(f"'inferred' names unknown field(s): {', '.join(unknown)}")
        return self
