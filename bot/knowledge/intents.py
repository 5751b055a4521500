"""Pydantic models of a knowledge file's intents: how fans ask a question and how it is
answered (a view, a template over the match's fields, a text, or an honest decline).

The answer vocabulary (`VIEW_NAMES`, `TEMPLATE_FIELDS`) is the published format's: the
engine implements exactly these views (a test checks), and templates may name only these
fields, so nothing in a file reaches Python objects.
"""

# No `from __future__ import annotations` here: pydantic reads the annotations as objects.

import re
from typing import Annotated, Literal, Self

from pydantic import Field, StringConstraints, model_validator

from bot.knowledge.fields import BASE_LANGUAGE, AnswerText, Id, LangCode, Strict, Text

TEMPLATE_FIELD = re.compile(r"\{([^{}]*)\}")

# The answer vocabulary intents may use. The engine implements exactly these (a test
# checks), and templates may name only these fields: nothing reaches Python objects.
VIEW_NAMES = (
    "result",
    "goals",
    "goal",
    "goal_assist",
    "goal_time",
    "goal_how",
    "sub_goals",
    "person",
    "contribution",
    "club",
    "nationality",
    "did_score",
    "assists",
    "quotes",
    "role",
    "timeline",
    "minute",
    "chances",
    "disallowed",
    "breaks",
    "substitutions",
    "summary",
    "next_match",
    "team",
    "venue",
    "crowd",
    "attendees",
    "anthem",
    "source",
    "halftime",
    "storylines",
    "decided",
    "shootout",
    "cards",
    "referee",
    "attendance",
    "awards",
    "help",
    "penalty",
    "lineup",
    "absence",
    "record",
    # a tournament's data
    "tournament_winner",
    "top_scorers",
    "player_goals",
    "group_table",
    "qualified",
    "shootouts",
    "extra_time_matches",
    "biggest_win",
    "tournament_totals",
    "own_goals",
    "penalty_goals",
    "earliest_goals",
    "venues",
    "team_path",
    "team_record",
    "squad_player",
    "squad_number",
    "squad_extremes",
    "club_players",
    "club_counts",
    "team_leaders",
    "squad_list",
    # a club season's (issue 33)
    "relegated",
    "places",
    "home_record",
    "away_record",
    "form",
    "runs",
    "can_win",
    "season_state",
    "higher",
    "weekend_fixtures",
    "table_top",
    "promoted",
    "table_gap",
)
TEMPLATE_FIELDS = (
    "result.line",
    "result.score",
    "result.winner",
    "result.loser",
    "result.decided_in",
    "result.shootout",
    "competition.name",
    "competition.stage",
    "competition.of_name",
    "venue.stadium",
    "venue.city",
    "venue.air_conditioned",
    "venue.country",
    "referee.name",
    "attendance",
    "day.weekday",
    "day.date",
    "source.agency",
    "source.dateline",
    "source.kind",
    "summary",
    "home.name",
    "away.name",
    "crowd.description",
    "anthem.name",
    "anthem.description",
    "anthem.team",
    "next.stage",
    "next.teams",
    "next.opponent",
    "next.city",
    "next.weekday",
    "next.date",
)
ViewName = Literal[VIEW_NAMES]  # type: ignore[valid-type]


class AnswerSpec(Strict):
    """How an intent answers: a built-in view, a template over facts, free text, or an
    honest decline for a known question the report cannot answer (a prediction, the
    referee): the fan gets that text and the reply counts as not answered."""

    view: ViewName | None = None
    template: AnswerText | None = Field(
        default=None, description="Text with {fields}: " + ", ".join(TEMPLATE_FIELDS)
    )
    text: AnswerText | None = None
    decline: AnswerText | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> Self:
        forms = ("view", "template", "text", "decline")
        given = [k for k in forms if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of view, template, text or decline")
        if self.template is not None:
            for name in TEMPLATE_FIELD.findall(self.template):
                if name not in TEMPLATE_FIELDS:
                    raise ValueError(
                        f"template field {{{name}}} is not allowed; use one of: "
                        + ", ".join(TEMPLATE_FIELDS)
                    )
            stray = TEMPLATE_FIELD.sub("", self.template)
            if "{" in stray or "}" in stray:
                raise ValueError("template has an unmatched { or }")
        return self


SUGGESTION_FIELDS = ("person", "team", "goal", "role", "minute")
Pattern = Annotated[str, StringConstraints(min_length=1, max_length=300)]


def _check_fields(text: str | None, allowed: tuple[str, ...], what: str) -> None:
    for name in TEMPLATE_FIELD.findall(text or ""):
        if name not in allowed:
            raise ValueError(
                f"{what} field {{{name}}} is not allowed; use one of: "
                + ", ".join(f"{{{f}}}" for f in allowed)
            )


class IntentText(Strict):
    """An intent in another language: how fans ask it there, and its fixed texts.

    A view's answer is rendered in the language by the engine; a `text`, `template` or
    `decline` answer needs its own translation here (else the English one is shown)."""

    description: Text | None = None
    suggestion: Text | None = None
    patterns: list[Pattern] = Field(default_factory=list)
    text: AnswerText | None = None
    template: AnswerText | None = None
    decline: AnswerText | None = None

    @model_validator(mode="after")
    def _fields_allowed(self) -> Self:
        _check_fields(self.suggestion, SUGGESTION_FIELDS, "suggestion")
        _check_fields(self.template, TEMPLATE_FIELDS, "template")
        return self


class Intent(Strict):
    id: Id
    description: Text = Field(description="One line a moderator reads; also the 'did you mean'.")
    suggestion: Text | None = Field(
        default=None,
        description="Question offered as 'did you mean'; may use {person}, {team}, {goal}, "
        "{role}, {minute}, filled from the fan's question.",
    )
    patterns: list[Pattern] = Field(min_length=1)
    answer: AnswerSpec
    translations: dict[LangCode, IntentText] = Field(
        default_factory=dict,
        description="Per language code (e.g. es): phrasings in that language and the "
        "answer's fixed text there; what is left out falls back to English.",
    )

    @model_validator(mode="after")
    def _suggestion_slots(self) -> Self:
        for name in TEMPLATE_FIELD.findall(self.suggestion or ""):
            if name not in SUGGESTION_FIELDS:
                raise ValueError(
                    f"suggestion field {{{name}}} is not allowed; use one of: "
                    + ", ".join(f"{{{f}}}" for f in SUGGESTION_FIELDS)
                )
        for lang, t in self.translations.items():
            for form in ("text", "template", "decline"):
                if getattr(t, form) is not None and getattr(self.answer, form) is None:
                    raise ValueError(
                        f"translations.{lang}.{form}: this intent does not answer with a {form}"
                    )
        return self

    def phrasings(self, lang: str) -> list[str]:
        """The phrasings written in `lang` (the base language's: `patterns`)."""
        if lang == BASE_LANGUAGE:
            return list(self.patterns)
        t = self.translations.get(lang)
        return list(t.patterns) if t else []

    def localised(self, name: str, lang: str) -> str | None:
        """description, suggestion or an answer text in `lang`, else in English."""
        t = self.translations.get(lang)
        value = getattr(t, name) if t is not None else None
        if value is not None:
            return str(value)
        if name in ("description", "suggestion"):
            return getattr(self, name)  # type: ignore[no-any-return]
        return getattr(self.answer, name)  # type: ignore[no-any-return]
