"""Sentences rendered from their typed claims: in English and in Spanish the words say
what the claim says (its team, person, number, award), a claim altered to be false
renders other words, and the checker withholds it from the reply.

The matches are the real ones in tests/real."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Engine
from bot.engine.claims.typed import (
    AwardWon,
    Claim,
    Count,
    Counted,
    DidNotScore,
    Goal,
    NoCards,
    NoGoals,
    NoneOfMethod,
    Progress,
    Said,
    TablePlace,
)
from bot.engine.facts.match import MatchFacts
from bot.engine.views.claim_text import (
    render_award,
    render_cards_count,
    render_did_not_score,
    render_goal_mark,
    render_goals_count,
    render_league_place,
    render_no_cards,
    render_no_goals,
    render_none_of_method,
    render_progress,
)
from bot.engine.views.goal_text import goal_sentence
from bot.knowledge import LoadedKnowledge as Loaded
from bot.knowledge import load_knowledge

REAL = Path(__file__).parents[2] / "real"
FOLDERS = {
    "bundled": Path(__file__).parents[3] / "knowledge",
    "laliga2324": Path(__file__).parents[2] / "real_club2" / "knowledge" / "laliga2324",
}


@cache
def _loaded(match: str) -> Loaded:
    return load_knowledge(FOLDERS.get(match, REAL / match / "knowledge"))


@cache
def _engine(match: str) -> Engine:
    return Engine(_loaded(match))


@cache
def _facts(match: str, lang: str) -> MatchFacts:
    return _engine(match).facts_by_lang[lang]  # a season's: with its stand-in match


# The words a claim renders as; `said`: the view's words, for the context a sentence
# carries beside its claim (the other side's red cards, the goals' own claims).
Render = Callable[[MatchFacts, Any, str], str]


def _no_red_team(f: MatchFacts, c: NoCards, said: str) -> str:
    return render_no_cards(f, c, said.split("; ", 1)[1].removesuffix("."))


def _goals_count(f: MatchFacts, c: Count, said: str) -> str:
    return render_goals_count(f, c, said.split("): ", 1)[1].removesuffix("."))


def _progress(f: MatchFacts, c: Progress, said: str) -> str:
    """How far a team got, then what the path's head says after it ('Final standing')."""
    after = said.split(". ", 1)[1] if ". " in said else ""
    return render_progress(f, c) + (" " + after if after else "")


def _goal_sentence(f: MatchFacts, c: Goal, said: str) -> str:
    """The goal's sentence, its scorer, side, minute, method and assist from the claim."""
    g = next(g for g in f.goals if g.goal.scorer == c.scorer)
    return goal_sentence(f, g, "scorer", c)


CASES: list[tuple[str, tuple[str, str], type, Render, Callable[[Any], Claim], tuple[str, str]]] = [
    (
        "wc2010_final",
        ("when did xavi score", "¿cuándo marcó xavi?"),
        DidNotScore,
        lambda f, c, _: render_did_not_score(f, c),
        lambda c: replace(c, person="iniesta"),
        ("Andres Iniesta did not score", "Andres Iniesta no marcó"),
    ),
    (
        "wc2010_final",
        ("when did the netherlands score", "¿cuándo marcó holanda?"),
        NoGoals,
        lambda f, c, _: render_no_goals(f, c),
        lambda c: replace(c, team="spain"),
        ("Spain", "España"),
    ),
    (
        "wc2010_final",
        # no Spanish question reaches this view yet: its Spanish words are tested below
        ("did the netherlands score in the first half?",) * 2,
        NoGoals,
        lambda f, c, _: render_no_goals(f, c),
        lambda c: replace(c, team="spain", periods=("extra_time_first", "extra_time_second")),
        ("Spain did not score in extra time", ""),
    ),
    (
        "wc2018_final",
        ("did mbappe score a header", "¿algún gol de cabeza de mbappé?"),
        NoneOfMethod,
        lambda f, c, _: render_none_of_method(f, c),
        lambda c: replace(c, method="shot"),
        ("shot", "remate"),
    ),
    (
        "wc2018_final",
        ("was anyone sent off", "¿hubo expulsados?"),
        NoCards,
        lambda f, c, _: render_no_cards(f, c),
        lambda c: replace(c, red=False),
        ("no cards", "no registra tarjetas"),
    ),
    (
        "wc2010_final",
        ("did any spain player get a red", "¿algún jugador de españa fue expulsado?"),
        NoCards,
        _no_red_team,
        lambda c: replace(c, team="netherlands"),
        ("No Netherlands player", "Ningún jugador de Países Bajos"),
    ),
    (
        "wc2010_final",
        ("how many yellow cards were there", "¿cuántas amarillas hubo?"),
        Count,
        lambda f, c, _: render_cards_count(f, c),
        lambda c: replace(c, n=c.n + 1),
        ("15 yellow cards", "15 tarjetas amarillas"),
    ),
    (
        "wc2010_final",
        ("how many yellow cards did spain get", "¿cuántas amarillas vio españa?"),
        Count,
        lambda f, c, _: render_cards_count(f, c),
        lambda c: replace(c, n=c.n - 1),
        ("4 yellow cards", "4 tarjetas amarillas"),
    ),
    (
        "wc2010_final",
        ("how many red cards", "¿cuántos expulsados hubo?"),
        Count,
        lambda f, c, _: render_cards_count(f, c),
        lambda c: replace(c, n=2),
        ("2 players sent off", "2 expulsados"),
    ),
    (
        "wc2010_final",
        ("who won", "quien gano"),
        Count,
        _goals_count,
        lambda c: replace(c, n=2),
        ("Goals (2)", "Goles (2)"),
    ),
    (
        "wc2010_final",
        ("who won the golden glove", "¿quién ganó el guante de oro?"),
        AwardWon,
        lambda f, c, _: render_award(f, c),
        lambda c: replace(c, person="sneijder"),
        (
            "Golden Glove (tournament award): Wesley Sneijder (Netherlands)",
            "Guante de Oro (premio del torneo): Wesley Sneijder (Países Bajos)",
        ),
    ),
    (
        "wc2010_final",
        ("who won", "quien gano"),
        Goal,
        lambda f, c, _: render_goal_mark(f, c),
        lambda c: replace(c, minute=106),
        ("Andres Iniesta 106'", "Andres Iniesta 106'"),
    ),
    (
        "wc2010_final",
        ("who scored the winner", "¿quién hizo el gol del triunfo?"),
        Goal,
        _goal_sentence,
        lambda c: replace(c, minute=106, assist="xavi"),
        ("in the 106th minute", "106"),
    ),
    (
        "bundled",
        ("who knocked out brazil", "¿quién eliminó a brasil?"),
        Progress,
        _progress,
        lambda c: replace(c, beaten_by="japan"),
        ("beaten by Japan", "Japón"),
    ),
    (
        "bundled",
        ("spain path", "¿cómo le fue a españa?"),
        Progress,
        _progress,
        lambda c: replace(c, team="argentina"),
        ("Argentina won the World Cup 2026", "Argentina ganó el Mundial 2026"),
    ),
    (
        "laliga2324",
        ("how did sevilla do", "¿cómo le fue al sevilla?"),
        TablePlace,
        lambda f, c, _: render_league_place(f, c),
        lambda c: replace(c, place=12),
        ("is 12th of 20", "va 12.º de 20"),
    ),
]


def _said(reply_claims: tuple[Said, ...], kind: type) -> Said:
    return next(s for s in reply_claims if isinstance(s.claim, kind))


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "es"])
@pytest.mark.parametrize(
    ("match", "questions", "kind", "render", "alter", "altered_words"),
    CASES,
    ids=[f"{c[2].__name__}:{c[1][0]}" for c in CASES],
)
def test_a_sentence_says_its_claim_and_a_false_one_is_withheld(
    match: str,
    questions: tuple[str, str],
    kind: type,
    render: Render,
    alter: Callable[[Any], Claim],
    altered_words: tuple[str, str],
    lang: int,
) -> None:
    engine = _engine(match)
    reply = engine.answer(questions[lang])
    code = "es" if lang and questions[1] != questions[0] else "en"
    f = _facts(match, code)
    said = _said(reply.claims, kind)
    assert reply.withheld == () and said.text.rstrip(".") in reply.text, reply.text
    # the words are the claim's: rendered from it alone, they are the view's words
    assert render(f, said.claim, said.text) == said.text
    # altered to be false: other words, which say the altered fact ...
    false = alter(said.claim)
    words = render(f, false, said.text)
    assert words != said.text and altered_words[code == "es"] in words, words
    # ... and the checker keeps them from the fan
    planted = replace(
        reply,
        text=reply.text.replace(said.text, words),
        claims=tuple(Said(false, words) if s == said else s for s in reply.claims),
    )
    checked = engine.checker.checked(planted)
    assert false.kind in [w.reason for w in checked.withheld], checked.withheld
    assert words.strip().rstrip(".: ") not in checked.text, checked.text


def test_each_count_says_its_number_in_its_language() -> None:
    """The number and what is counted come from the claim, in each language's words."""
    en, es = _facts("wc2010_final", "en"), _facts("wc2010_final", "es")
    yellows = Count(Counted.YELLOW_CARDS, 14)
    assert render_cards_count(en, yellows) == "14 yellow cards: "
    assert render_cards_count(es, yellows) == "14 tarjetas amarillas: "
    one_red = Count(Counted.RED_CARDS, 1)
    assert render_cards_count(en, one_red) == "1 player sent off: "
    assert render_cards_count(es, one_red) == "1 expulsado: "


def test_a_negative_in_part_of_the_match_says_which_part() -> None:
    """'T did not score in the first half': the part said is the claim's periods."""
    en, es = _facts("wc2010_final", "en"), _facts("wc2010_final", "es")
    first = NoGoals("netherlands", ("first_half",))
    assert render_no_goals(en, first) == "Netherlands did not score in the first half."
    assert render_no_goals(es, first) == ("Países Bajos no marcó en el primer tiempo.")
    extra = NoGoals("netherlands", ("extra_time_first", "extra_time_second"))
    assert render_no_goals(en, extra) == "Netherlands did not score in extra time."
    assert render_no_goals(en, NoGoals("netherlands")) == "Netherlands did not score."


def test_a_goal_s_mark_says_its_minute_and_stoppage_time() -> None:
    """'X 90+3'', 'X 90+'' come from the claim; a goal claimed in stoppage time that was
    not, or set up by someone who did not, is caught."""
    f = _facts("wc2010_final", "en")
    assert render_goal_mark(f, Goal("iniesta", "spain", 116)) == "Andres Iniesta 116'"
    assert render_goal_mark(f, Goal("iniesta", "spain", 90, 3)) == "Andres Iniesta 90+3'"
    assert render_goal_mark(f, Goal("iniesta", "spain", stoppage=True)) == "Andres Iniesta 90+'"
    check = _engine("wc2010_final").checker.typed
    assert check.why_not(Goal("iniesta", "spain", 116)) is None
    assert check.why_not(Goal("iniesta", "spain", 116, stoppage=True)) is not None
    assert check.why_not(Goal("iniesta", "spain", 116, assist="fabregas")) is None
    assert check.why_not(Goal("iniesta", "spain", 116, assist="xavi")) is not None
