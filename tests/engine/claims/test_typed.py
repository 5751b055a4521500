"""The typed check: each kind of claim holds where the knowledge says so and fails where
it says otherwise or lacks the data a negative rests on; a reply whose typed claim fails
loses that claim's words (or declines); the converted views' claims all hold.

The matches are the real ones in tests/real; the season without scorers is built from the
models, as an importer would."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
import yaml

from bot.engine import Engine, Reply
from bot.engine.claims.kinds import TYPED_RULES, Rule
from bot.engine.claims.typed import (
    AwardWon,
    Claim,
    Count,
    Counted,
    DidNotScore,
    Duration,
    Goal,
    NoCards,
    NoGoals,
    NoneOfMethod,
    NoShootout,
    Progress,
    Result,
    Said,
    TablePlace,
    Tally,
)
from bot.engine.claims.verify import TypedCheck
from bot.knowledge import DecidedIn, load_knowledge
from tests.engine.claims.test_checker import _no_scorers

REAL = Path(__file__).parents[2] / "real"
WC10 = ("spain", "netherlands")
UCL05 = ("milan", "liverpool")


@cache
def check_of(name: str) -> TypedCheck:
    return TypedCheck(load_knowledge(REAL / name / "knowledge").knowledge)


BUNDLED = Path(__file__).parents[3] / "knowledge"


@cache
def engine_of(name: str) -> Engine:
    return Engine(load_knowledge(BUNDLED if name == "bundled" else REAL / name / "knowledge"))


@pytest.mark.parametrize(
    ("match", "right", "wrong"),
    [
        # a result, with extra time and penalties
        (
            "wc2010_final",
            Result(WC10, (1, 0), DecidedIn.EXTRA_TIME, "spain"),
            Result(WC10, (1, 0), DecidedIn.REGULATION, "spain"),
        ),
        (
            "ucl2005_final",
            Result(UCL05, (3, 3), DecidedIn.PENALTIES, "liverpool", (2, 3)),
            Result(UCL05, (3, 3), DecidedIn.EXTRA_TIME, "liverpool"),  # "beat them 3-3"
        ),
        (
            "ucl2005_final",
            Result(UCL05[::-1], (3, 3), DecidedIn.PENALTIES, "liverpool", (3, 2)),
            Result(UCL05, (3, 3), DecidedIn.PENALTIES, "liverpool", (3, 2)),  # sides swapped
        ),
        ("ucl2005_final", Tally(UCL05, (3, 0)), Tally(UCL05, (0, 1))),
        # a goal: scorer, side, minute, how, which of its side's
        (
            "wc2010_final",
            Goal("iniesta", "spain", 116, method="shot", number=1),
            Goal("iniesta", "spain", 116, method="header"),
        ),
        ("wc2010_final", Goal("iniesta", "spain", 116), Goal("iniesta", "spain", 106)),
        ("wc2010_final", Goal("iniesta", "spain", number=1), Goal("iniesta", "spain", number=2)),
        # negatives
        ("wc2010_final", NoGoals("netherlands"), NoGoals("spain")),
        (
            "wc2010_final",
            NoGoals("spain", ("first_half",)),
            NoGoals("spain", ("extra_time_second",)),
        ),
        ("wc2010_final", DidNotScore("xavi"), DidNotScore("iniesta")),
        ("wc2010_final", NoneOfMethod("iniesta", "header"), NoneOfMethod("iniesta", "shot")),
        ("wc2010_final", NoCards(red=True, team="spain"), NoCards(red=True)),
        ("wc2010_final", NoShootout(), NoCards(red=False)),
        ("ucl2005_final", NoGoals("milan", ("second_half",)), NoShootout()),
        # counts and durations (added time counted)
        ("wc2010_final", Count(Counted.YELLOW_CARDS, 14), Count(Counted.YELLOW_CARDS, 13)),
        ("wc2010_final", Count(Counted.RED_CARDS, 1), Count(Counted.RED_CARDS, 0)),
        ("wc2010_final", Count(Counted.GOALS, 1, "iniesta"), Count(Counted.GOALS, 2, "iniesta")),
        ("wc2010_final", Duration((35, 0), (90, 11), 66), Duration((35, 0), (90, 11), 55)),
        # a shootout's kicks taken and scored, of one side or both
        (
            "ucl2005_final",
            Count(Counted.SHOOTOUT_TAKEN, 5, "milan"),
            Count(Counted.SHOOTOUT_TAKEN, 3, "milan"),
        ),
        ("ucl2005_final", Count(Counted.SHOOTOUT_TAKEN, 9), Count(Counted.SHOOTOUT_TAKEN, 4)),
        (
            "ucl2005_final",
            Count(Counted.SHOOTOUT_SCORED, 3, "liverpool"),
            Count(Counted.SHOOTOUT_SCORED, 0, "liverpool"),
        ),
        # an award and its winner
        ("wc2010_final", AwardWon("Golden Glove", "casillas"), AwardWon("Golden Ball", "casillas")),
    ],
)
def test_a_typed_claim_holds_or_fails_as_the_knowledge_says(
    match: str, right: Claim, wrong: Claim
) -> None:
    check = check_of(match)
    assert check.why_not(right) is None
    assert check.why_not(wrong) is not None


def test_a_team_s_progress_is_the_tie_it_lost() -> None:
    """Brazil went out to Norway in the round of 16 of the bundled World Cup; England lost
    the semi-final to Argentina, then played the third-place match (no knockout after)."""
    check = TypedCheck(load_knowledge(BUNDLED).knowledge)
    path = engine_of("bundled").answer("who knocked out brazil")
    said = next(x.claim for x in path.claims if isinstance(x.claim, Progress))
    assert check.why_not(said) is None
    assert check.why_not(replace(said, beaten_by="japan")) is not None
    earlier = next(x.claim for x in path.claims if isinstance(x.claim, Result))  # group game
    assert check.why_not(replace(said, match=earlier.match)) is not None
    semi = engine_of("bundled").answer("who knocked out england")
    out = next(x.claim for x in semi.claims if isinstance(x.claim, Progress))
    assert check.why_not(out) is None and out.beaten_by == "argentina"


def test_a_place_in_a_table_is_under_the_tie_break() -> None:
    """Each team of a group at its place, as the tournament's tie-break orders the table;
    any other place fails."""
    k = load_knowledge(BUNDLED).knowledge
    check = TypedCheck(k)
    assert k.tournament is not None
    group = k.tournament.groups[0]
    for team in group.teams:
        places = [p for p in range(1, len(group.teams) + 1)]
        held = [p for p in places if check.why_not(TablePlace(team, p, group.id)) is None]
        assert len(held) == 1, (team, held)
    assert check.why_not(TablePlace(group.teams[0], 9, group.id)) is not None
    assert check.why_not(TablePlace("nowhere", 1, group.id)) is not None


def test_a_negative_needs_the_data_it_rests_on() -> None:
    """A season with scores only: no "X did not score", no "none was a header", no "nobody
    was sent off"; but "T did not score" rests on the score, which it has."""
    check = TypedCheck(_no_scorers(), report_less=True)
    assert check.why_not(DidNotScore("palmer", match="m12")) is not None
    assert check.why_not(NoneOfMethod("chelsea", "header", match="m12")) is not None
    assert check.why_not(NoCards(red=True, match="m12")) is not None
    assert check.why_not(NoGoals("chelsea", match="m12")) is not None  # they scored 4
    assert (
        check.why_not(Result(("chelsea", "city"), (4, 4), DecidedIn.REGULATION, None, None, "m12"))
        is None
    )
    assert check.why_not(NoGoals("chelsea", ("first_half",), "m12")) is not None


def test_each_claim_kind_has_its_rule_and_reason() -> None:
    assert Rule.of(NoGoals("spain")) == Rule.NO_GOALS
    assert Rule.of(NoGoals("spain")).reason == "negative"
    assert Rule.of(Result(WC10, (1, 0), DecidedIn.EXTRA_TIME, "spain")).reason == "result"
    assert Rule.of(AwardWon("x", "y")).reason == "award"


def _reply(text: str, claims: tuple[Said, ...]) -> Reply:
    return Reply("q", "answer", "result", 90, text, claims=claims)


def test_a_failed_typed_claim_takes_its_words_out_or_declines() -> None:
    engine = engine_of("wc2010_final")
    right = Said(Result(WC10, (1, 0), DecidedIn.EXTRA_TIME, "spain"), "Spain beat Netherlands 1-0")
    wrong = Said(DidNotScore("iniesta"), "Andres Iniesta did not score.")
    text = "Spain beat Netherlands 1-0 after extra time. Andres Iniesta did not score."
    kept = engine.checker.checked(_reply(text, (right, wrong)))
    assert kept.band == "answer" and kept.text == "Spain beat Netherlands 1-0 after extra time."
    assert [w.rule for w in kept.withheld] == [Rule.DID_NOT_SCORE]
    assert [s.claim for s in kept.claims] == [right.claim]
    # the lead fails: a decline, in the text's place
    lead = Said(Result(WC10, (1, 0), DecidedIn.REGULATION, "spain"), "Spain beat Netherlands 1-0")
    declined = engine.checker.checked(_reply("Spain beat Netherlands 1-0.", (lead,)))
    assert declined.band == "decline" and "Spain" not in declined.text
    assert [w.reason for w in declined.withheld] == ["result"]
    # all hold: the reply is sent as it is
    whole = _reply("Spain beat Netherlands 1-0 after extra time.", (right,))
    assert engine.checker.checked(whole) is whole


@pytest.mark.parametrize(
    ("match", "question", "kinds"),
    [
        ("wc2010_final", "who won", {"Result", "Count", "Goal"}),
        ("wc2010_final", "was there extra time?", {"Result", "Goal"}),
        ("wc2010_final", "did the netherlands score in the first half?", {"Result", "NoGoals"}),
        ("ucl2005_final", "who won the shootout", {"Result"}),
        ("ucl2005_final", "how many penalties did milan score", {"Result", "Count"}),
        ("ucl2005_final", "how many penalties were scored in the shootout", {"Result", "Count"}),
        ("ucl2005_final", "who scored the equaliser", {"Goal", "Tally"}),
        ("ucl2005_final", "score at half time", {"Tally"}),
        ("wc2018_final", "was there a shootout", {"NoShootout", "Result"}),
        ("wc2018_final", "did mbappe score a header", {"NoneOfMethod", "Result"}),
        ("wc2010_final", "quien gano", {"Result", "Count", "Goal"}),
        ("wc2018_final", "when did mbappe score", {"Goal", "Tally", "Duration"}),
        ("ucl2005_final", "was there a penalty in normal time", {"Goal", "Tally"}),
        ("wc2010_final", "who won the golden glove", {"AwardWon"}),
        ("wc2010_final", "did any spain player get a red", {"NoCards"}),
        ("wc2018_final", "was anyone sent off", {"NoCards"}),
        ("bundled", "who knocked out brazil", {"Progress", "Result"}),
        ("bundled", "who knocked out england", {"Progress", "Result"}),
        ("bundled", "which games went to extra time", {"Result"}),
        ("bundled", "own goals", {"NoneOfMethod", "Result"}),
    ],
)
def test_converted_views_answer_with_claims_that_hold(
    match: str, question: str, kinds: set[str]
) -> None:
    engine = engine_of(match)
    reply = engine.answer(question)
    assert reply.band == "answer", reply.text
    assert {type(s.claim).__name__ for s in reply.claims} >= kinds, reply.claims
    assert reply.withheld == ()
    assert engine.checker.typed.flags(reply.claims) == []
    for said in reply.claims:  # each claim's words are in the answer
        assert said.text.rstrip(".") in reply.text


def test_a_view_claiming_a_wrong_fact_is_stopped() -> None:
    """Plant a wrong claim in a converted view's real reply: it never reaches the fan."""
    engine = engine_of("wc2010_final")
    reply = engine.answer("was there extra time?")
    said = reply.claims[0]
    assert isinstance(said.claim, Result)
    planted = replace(said, claim=replace(said.claim, score=(2, 0)))
    checked = engine.checker.checked(replace(reply, claims=(planted, *reply.claims[1:])))
    assert checked.band == "decline" and checked.withheld


def _real_sets() -> list[Path]:
    """Each real match written blind, with its fans' questions."""
    return sorted(p.parent for p in Path(__file__).parents[2].glob("real*/*/questions.yaml"))


@pytest.mark.parametrize("folder", _real_sets(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_view_builds_a_false_claim_on_the_real_matches(folder: Path) -> None:
    """Every fans' question of every real match: no typed claim of the answer fails (the
    engine would have withheld it: a view stating what the knowledge does not hold)."""
    engine = Engine(load_knowledge(folder / "knowledge"))
    items = yaml.safe_load((folder / "questions.yaml").read_text(encoding="utf-8"))["items"]
    claimed, wrong = 0, []
    for item in items:
        reply = engine.answer(item["q"])
        claimed += bool(reply.claims)
        wrong += [f"{item['q']!r}: {w}" for w in reply.withheld if w.rule in TYPED_RULES]
    assert not wrong, "\n".join(wrong)
    assert claimed  # the converted views answer some of them


def test_a_decline_s_failed_claim_leaves_it_without_its_words() -> None:
    """A decline that states a fact ("X v Y ended goalless") is checked too: a false one
    becomes the plain decline, and says what it withheld."""
    engine = engine_of("wc2010_final")
    words = "Spain v Netherlands ended goalless: Spain 1-0 Netherlands."
    said = (Said(Count(Counted.GOALS, 0), words),)
    declined = Reply("q", "decline", None, 40, words, claims=said)
    checked = engine.checker.checked(declined)
    assert checked.band == "decline" and "goalless" not in checked.text
    assert [w.reason for w in checked.withheld] == ["count"]
    true = replace(declined, claims=(Said(Count(Counted.GOALS, 1), words),))
    assert engine.checker.checked(true) is true


def test_a_season_without_scorers_never_says_goalless() -> None:
    """Atlético 3-3 Getafe in a season file with scores only: 'who scored the opener' is
    the score and that the data names no scorers, never 'ended goalless'."""
    folder = Path(__file__).parents[2] / "real_club2" / "knowledge" / "laliga2324"
    reply = Engine(load_knowledge(folder)).answer("who scored the opener in atletico v getafe")
    assert "3-3" in reply.text and "goalless" not in reply.text, reply.text
