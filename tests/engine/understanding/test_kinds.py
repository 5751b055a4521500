"""The kinds of names a follow-up reads, the slot tokens phrasings hold for them, the
relative words that place a match in a run, and the words that name a season or a derby."""

from bot.engine.answering.context import own_kinds
from bot.engine.engine import SLOT_KINDS
from bot.engine.languages import canonical as c
from bot.engine.languages.names import NAMES
from bot.engine.understanding.seasons import SeasonWord, derby_named
from bot.engine.understanding.slots import NameKind, Relative, Slots


def test_each_kind_but_a_match_is_a_slot_token_the_engine_reads() -> None:
    tokens = {k.token: k for k in NameKind if k is not NameKind.MATCH}
    assert tokens == SLOT_KINDS
    assert NameKind.PERSON.token == "{person}"


def test_a_question_names_the_kinds_its_slots_hold() -> None:
    assert own_kinds(Slots()) == set()
    assert own_kinds(Slots(players=["p1"], minutes=[12])) == {NameKind.PERSON, NameKind.MINUTE}
    assert own_kinds(Slots(groups=["a"], scores=[(1, 0)])) == {NameKind.MATCH, NameKind.GOAL}


def test_the_relative_words_the_readers_write_are_relatives() -> None:
    assert set(c.RELATIVE.values()) <= set(Relative)
    assert Relative(c.OTHER) is Relative.OTHER


def test_the_season_words_are_the_names_tables() -> None:
    assert set(NAMES.season_words) == set(SeasonWord)


def test_a_derby_said_in_the_plural_is_its_clubs_match() -> None:
    teams = {"liverpool-fc": "Liverpool FC", "everton-fc": "Everton FC"}
    said = "Liverpool FC vs Everton FC"
    # the derby's article goes with it ("cómo quedó el derbi": no "el liverpool" + "fc")
    assert derby_named("when were the merseyside derbies?", teams) == f"when were {said}"
    assert derby_named("los derbis de merseyside", teams) == f"los {said}"
    assert derby_named("when were the merseyside games?", teams) is None
