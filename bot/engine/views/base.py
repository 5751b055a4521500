"""What every view returns, and the registry the engine looks views up in.

A view declares what the engine needs to know about it where it is registered, in one
`@view(...)`: its family, whether it is about the match's play, which of the knowledge's
free texts it shows (in every language), what a follow-up question continues after its
answer, and its routes: which questions it answers with a tournament (about one match,
how a match from the data answers it, what the data lacks for it, when a player's
tournament or another view answers in its stead; see `ViewSpec`). Everything else in
the engine that treats views differently (the desk, the sides, the data's declines)
reads it from here: no other module keeps a set of view names. The names must be the
knowledge format's `VIEW_NAMES` (the published schema intents are validated against,
which the knowledge layer keeps because it cannot import the engine); one test checks
the two agree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from bot.engine.claims.typed import Said
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.knowledge import Knowledge, Match, Translatable

Facts = dict[str, Any]


@dataclass(frozen=True)
class Rendered:
    text: str
    facts: Facts
    known: bool = True  # False: the knowledge does not hold what was asked; text says so
    # The typed claims the text states, with their words (see claims/): the checker
    # verifies each against the knowledge; a view not converted yet leaves it empty.
    claims: tuple[Said, ...] = field(default=(), compare=False)


def not_in_report(text: str, facts: Facts | None = None) -> Rendered:
    """An honest 'the report does not say': the engine turns it into a decline."""
    return Rendered(text, facts or {}, known=False)


@dataclass(frozen=True)
class Reading:
    """The knowledge's free texts as one language reads them: each text's translation
    (its English where it has none) and, in the language the knowledge is written in,
    the texts printed as written too (quotes verbatim, which are never translated)."""

    lang: str
    written_in: bool  # the knowledge's own language (English)

    def tr(self, record: Translatable, name: str) -> Any:
        return record.tr(name, self.lang)

    def as_written(self, texts: Iterable[str]) -> list[str]:
        """Texts read only in the knowledge's own language."""
        return list(texts) if self.written_in else []


View = Callable[[MatchFacts, Slots], Rendered]
# How a view answers for a match the tournament's data holds and no report tells.
DataView = Callable[[MatchFacts, Match, Slots], Rendered]
# An answer from the tournament's data in the view's stead, or None where the report's
# view answers ("the stadium in dallas": that stadium, not where the current match was).
Instead = Callable[[MatchFacts, Slots], Rendered | None]
# When a goal view's answer is a player's tournament rather than one match (see the
# desk): "outside" his team not in the current match and no match named; "tournament"
# the tournament named and no match; "scored_in" of several matches named, the one he
# scored in; "hat_trick" a hat-trick asked with no match named.
Tally = Literal["outside", "tournament", "edition", "scored_in", "hat_trick", "unnamed"]
# a player asked of no match, of data with no match of its own: all his goals
UNNAMED: Tally = "unnamed"
# The view of the people a report names by role (coaches, captains) and the help: a help
# answer is no subject a follow-up continues.
ROLE_VIEW = "role"
HELP_VIEW = "help"
Texts = Callable[[Knowledge, Reading], list[str]]
# What a follow-up continues after an answer ("when?" after a goal, "what did he say?"
# after a person): a goal, a person or a team the answer was about; "item": the one item
# (a card) the answer told, asked again about its person ("why?", "when?", "who was?").
Follows = Literal["goal", "person", "team", "item"]
# The kinds of name a bare follow-up may add to a view that follows each: a goal view
# takes a goal, or the person who scored it; a team view only through "they" / "and X?".
TAKES: dict[str | None, frozenset[str]] = {
    "goal": frozenset({"goal", "person"}),
    "person": frozenset({"person"}),
}


@dataclass(frozen=True)
class ViewSpec:
    """A registered view and what the engine needs to know about it."""

    name: str
    render: View
    # Views of one family answer with the same facts (a goal's sentence, a person's
    # record): two of them close in score are no ambiguity worth asking about.
    family: str
    # About this match's play: asked about a team that did not play, it declines.
    about_play: bool = False
    # The knowledge's free texts the view shows: their words are known to the bot and
    # count as evidence for this view ("arrogant" -> the quotes).
    texts: Texts | None = None
    # A list view names the view about one of its items: after "when was the opener?",
    # "who scored?" (the goals) means that one goal.
    item_view: str | None = None
    # Needs no name from the question: when it has nothing for this match, its intent is
    # never offered as a "did you mean" nor shown as an example.
    whole_match: bool = False
    # What a bare follow-up continues after this view's answer (see `Follows`).
    follows: Follows | None = None
    # The view answers "who": the people its answer names come before the question's, so
    # "he" after "who set up Gordon's goal?" is the answer (Rogers), not Gordon; of a goal
    # it shows, the scorer or the assist is named first.
    answers_who: Literal["scorer", "assist"] | None = None
    # The answer names the winner: "they" after it means them.
    names_winner: bool = False
    # Answers from a tournament's data (all its matches, teams, squads): a knowledge of
    # one match leaves its intents out.
    needs_tournament: bool = False
    # Routes: with a tournament, what the desk does with a question this view answers.
    # About one match: the desk first resolves the match the question names.
    one_match: bool = False
    # How a match from the data (no report) answers it; None: only a report holds it.
    data: DataView | None = None
    # A stage or group named alone lists its matches each answered with `data`.
    lists: bool = False
    # What it asks for, in the data's decline ("...but nothing on {lacks}").
    lacks: str | None = None
    # About one person: a squad player the report does not hold answers from the squads.
    of_person: bool = False
    # Picks goals by the side that scored (see `matching.sides`).
    by_scoring_team: bool = False
    # When a player's tournament answers instead of one match (see `Tally`).
    tally: frozenset[Tally] = frozenset()
    # An answer from the data in its stead, when there is one (see `Instead`).
    instead: Instead | None = None
    # "Who beat X": the side named is the one beaten; the desk looks among its defeats.
    beaten: bool = False
    # Asked of one match the question names ("quién ganó la semi de inglaterra"), the
    # view named here answers instead (a team's path of one match: its result).
    of_one_match: str | None = None
    # About a league's table (a club season's): a tournament with none leaves it out.
    needs_league: bool = False
    # The rankings of teams it answers (`canonical.RANKINGS`): a question whose frame
    # carries one and names no team, person or match is this view's, however it is
    # phrased ("who has conceded the most", "equipos sin ganar"; see `answering.rankings`).
    ranks: frozenset[str] = frozenset()
    # Answers who scored: asked of a cup's data with no match named or chosen, the
    # tournament's penalty goals or one team's goals answer (see `answering.whole`).
    scorers: bool = False

    def takes(self, kind: str) -> bool:
        """Whether a bare follow-up may add a name of `kind` ("when?" after a goal:
        goal_time takes the goal; the half-time score takes none)."""
        return kind in TAKES.get(self.follows, frozenset())

    def __call__(self, f: MatchFacts, s: Slots) -> Rendered:
        """A spec renders as its view does: `VIEWS[name](facts, slots)`."""
        return self.render(f, s)


VIEWS: dict[str, ViewSpec] = {}


def view(
    name: str,
    *,
    family: str | None = None,
    about_play: bool = False,
    texts: Texts | None = None,
    item_view: str | None = None,
    whole_match: bool = False,
    follows: Follows | None = None,
    answers_who: Literal["scorer", "assist"] | None = None,
    names_winner: bool = False,
    needs_tournament: bool = False,
    one_match: bool = False,
    data: DataView | None = None,
    lists: bool = False,
    lacks: str | None = None,
    of_person: bool = False,
    by_scoring_team: bool = False,
    tally: Iterable[Tally] = (),
    instead: Instead | None = None,
    beaten: bool = False,
    of_one_match: str | None = None,
    needs_league: bool = False,
    ranks: Iterable[str] = (),
    scorers: bool = False,
) -> Callable[[View], View]:
    """Register a view under the name intents use, with its metadata (see `ViewSpec`)."""

    def register(fn: View) -> View:
        if name in VIEWS:
            raise ValueError(f"view {name!r} is registered twice")
        VIEWS[name] = ViewSpec(
            name,
            fn,
            family or name,
            about_play,
            texts,
            item_view,
            whole_match,
            follows,
            answers_who,
            names_winner,
            needs_tournament,
            one_match,
            data,
            lists,
            lacks,
            of_person,
            by_scoring_team,
            frozenset(tally),
            instead,
            beaten,
            of_one_match,
            needs_league,
            frozenset(ranks),
            scorers,
        )
        return fn

    return register


def view_texts(k: Knowledge, reading: Reading) -> dict[str, list[str]]:
    """The knowledge's free texts as `reading` reads them, by the view that shows them."""
    return {name: spec.texts(k, reading) for name, spec in VIEWS.items() if spec.texts is not None}


def join_names(items: list[str], and_: str = " and ") -> str:
    """'A, B and C' (`and_` in the answer's language: ' y ')."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + and_ + items[-1]


def upper_first(text: str) -> str:
    """The first letter upper-case, the rest as written ("Group L", not `capitalize`'s
    "Group l")."""
    return text[:1].upper() + text[1:]


def close_quote(text: str) -> str:
    text = text.rstrip(",")
    if text[-1] not in ".!?":
        text += "."
    return f"\u201c{text}\u201d"


def possessive(name: str) -> str:
    """'Messi's', but 'Rogers'' (a name ending in s takes the apostrophe alone)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def name_with_team(f: MatchFacts, person_id: str | None) -> str:
    """'Luka Senn (Solvaria)'."""
    p = f.person(person_id)
    if p is None:
        return ""
    team = f.team_name(p.team)
    return f"{p.name} ({team})" if team else p.name  # the same in every language
