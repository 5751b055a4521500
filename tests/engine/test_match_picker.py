"""Picking a match, team or group from what someone types in a command option: fuzzy on
teams (English and Spanish names, aliases, codes), round and day; at most 25 choices."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.engine import Picker
from bot.engine.matching import picker as match_picker
from bot.knowledge import DataSource, Group, Match, MatchScore, Tournament, TournamentTeam

TEAMS = [
    ("argentina", "Argentina", "ARG", "Argentina", "group-a"),
    ("england", "England", "ENG", "Inglaterra", "group-a"),
    ("spain", "Spain", "ESP", "España", "group-b"),
    ("south-korea", "South Korea", "KOR", "Corea del Sur", "group-b"),
    ("germany", "Germany", "GER", "Alemania", "group-c"),
    ("netherlands", "Netherlands", "NED", "Países Bajos", "group-c"),
]


def cup(extra_group_matches: int = 0) -> Tournament:
    teams = [
        TournamentTeam(id=i, name=n, code=c, group=g, translations={"es": {"name": es}})
        for i, n, c, es, g in TEAMS
    ]
    groups = [
        Group(
            id=f"group-{x}",
            name=f"Group {x.upper()}",
            teams=[t[0] for t in TEAMS if t[4] == f"group-{x}"],
        )
        for x in "abc"
    ]
    matches = [
        Match(
            id=f"{dt.date(2030, 6, 10) + dt.timedelta(days=n)}-{a}-{b}",
            stage="group",
            round="Matchday 1",
            group=g,
            date=dt.date(2030, 6, 10) + dt.timedelta(days=n),
            teams=[a, b],
            score=MatchScore(full_time=[0, 0]),
        )
        for n, (a, b, g) in enumerate(
            [
                ("argentina", "england", "group-a"),
                ("spain", "south-korea", "group-b"),
                ("germany", "netherlands", "group-c"),
            ]
            * (1 + extra_group_matches)
        )
    ]
    matches.append(
        Match(
            id="2030-07-15-england-argentina",
            stage="semi_final",
            round="Semi-final",
            date=dt.date(2030, 7, 15),
            teams=["england", "argentina"],
        )
    )
    return Tournament(
        id="cup-2030",
        name="Cup 2030",
        source=DataSource(name="hand-made", licence="CC0-1.0"),
        teams=teams,
        groups=groups,
        matches=matches,
    )


@pytest.fixture(scope="module")
def picker() -> Picker:
    return Picker(cup())


def test_labels_name_teams_round_and_day_in_each_language(picker: Picker) -> None:
    semi = picker.t.match("2030-07-15-england-argentina")
    assert picker.label(semi, "en") == "England v Argentina · semi-final · 15 Jul"
    assert picker.label(semi, "es") == "Inglaterra v Argentina · semifinal · 15 jul"
    group = picker.t.match("2030-06-11-spain-south-korea")
    assert picker.label(group, "es") == "España v Corea del Sur · Grupo B · 11 jun"


@pytest.mark.parametrize(
    ("typed", "lang", "first"),
    [
        ("arg eng semi", "en", "2030-07-15-england-argentina"),
        ("argentna inglaterra semifinal", "es", "2030-07-15-england-argentina"),
        ("15 jul", "en", "2030-07-15-england-argentina"),
        ("corea", "es", "2030-06-11-spain-south-korea"),
        ("KOR", "en", "2030-06-11-spain-south-korea"),
        ("paises bajos", "es", "2030-06-12-germany-netherlands"),
        ("group c", "en", "2030-06-12-germany-netherlands"),
        ("12 junio", "es", "2030-06-12-germany-netherlands"),
    ],
)
def test_choices_fit_what_was_typed(picker: Picker, typed: str, lang: str, first: str) -> None:
    choices = picker.choices(typed, lang)  # type: ignore[arg-type]
    assert choices and choices[0].id == first, choices


def test_nothing_typed_puts_the_current_match_first(picker: Picker) -> None:
    choices = picker.choices("", "en", current="2030-06-11-spain-south-korea")
    assert choices[0].id == "2030-06-11-spain-south-korea"
    assert len({c.id for c in choices}) == len(picker.t.matches)


def test_never_more_than_25_choices() -> None:
    big = Picker(cup(extra_group_matches=15))
    assert len(big.t.matches) > 25
    assert len(big.choices("", "en")) == 25
    assert len(big.choices("group", "en")) == 25
    assert all(len(c.label) <= 100 for c in big.choices("", "en"))


def test_reading_an_option_back(picker: Picker) -> None:
    semi = "2030-07-15-england-argentina"
    assert picker.find_match(semi, "en") is not None
    assert picker.find_match("England v Argentina · semi-final · 15 Jul", "en").id == semi  # type: ignore[union-attr]
    assert picker.find_match("inglaterra argentina semifinal", "es").id == semi  # type: ignore[union-attr]
    assert picker.find_match("argentina", "en") is None  # two matches fit: not a guess
    assert picker.find_match("brazil v peru", "en") is None
    assert picker.find_match("", "en") is None


def test_teams_and_groups(picker: Picker) -> None:
    assert picker.find_team("Inglaterra").id == "england"  # type: ignore[union-attr]
    assert picker.find_team("south korea").id == "south-korea"  # type: ignore[union-attr]
    assert picker.find_team("ned").id == "netherlands"  # type: ignore[union-attr]
    assert picker.find_team("Brazil") is None
    assert picker.team_choices("", "es")[0] == ("Alemania", "germany")
    assert picker.team_choices("esp", "en")[0] == ("Spain", "spain")
    for typed in ("C", "group c", "Grupo C", "group-c"):
        assert picker.find_group(typed).id == "group-c"  # type: ignore[union-attr]
    assert picker.find_group("Z") is None and picker.find_group("") is None
    assert picker.group_choices("", "es")[1] == ("Grupo B", "group-b")
    assert picker.group_choices("b", "en") == [("Group B", "group-b")]


def with_knockouts() -> Picker:
    """The cup with two quarter-finals and a final after the semi-final."""
    t = cup()
    rounds = [
        ("2030-07-10-spain-germany", "quarter_final", "Quarter-final", 10, "spain", "germany"),
        (
            "2030-07-11-england-korea",
            "quarter_final",
            "Quarter-final",
            11,
            "england",
            "south-korea",
        ),
        ("2030-07-19-spain-argentina", "final", "Final", 19, "spain", "argentina"),
    ]
    extra = [
        Match(id=i, stage=stage, round=name, date=dt.date(2030, 7, day), teams=[a, b])
        for i, stage, name, day, a, b in rounds
    ]
    return Picker(t.model_copy(update={"matches": [*t.matches, *extra]}))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_exact_round_word_ranks_first(lang: str) -> None:
    """Issue 36, defect 14: 'final' lists the final before the quarter- and semi-finals."""
    picker = with_knockouts()
    assert picker.choices("final", lang)[0].id == "2030-07-19-spain-argentina"  # type: ignore[arg-type]
    assert picker.find_match("final", lang).id == "2030-07-19-spain-argentina"  # type: ignore[arg-type, union-attr]
    quarters = [c.id for c in picker.choices("quarter final", "en")[:2]]
    assert all("07-1" in q and q < "2030-07-12" for q in quarters), quarters
    semi = "semifinal" if lang == "es" else "semi final"
    assert picker.choices(semi, lang)[0].id == "2030-07-15-england-argentina"  # type: ignore[arg-type]


def test_a_long_typed_value_is_read_only_as_far_as_a_label_goes() -> None:
    """Issue 36, defect 1: 6,000 characters cost what 100 do, and still find the match."""
    picker = Picker(cup(extra_group_matches=40))
    seen: list[int] = []
    real = match_picker._word_fit

    def counted(q: str, w: str) -> float:
        seen.append(len(q))
        return real(q, w)

    long = "argentina england " + "x" * 6000
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(match_picker, "_word_fit", counted)
        choices = picker.choices(long, "en")
        picker.find_match(long, "en")
    assert choices and "argentina" in choices[0].id
    assert max(seen) <= match_picker.MAX_TYPED * 2
    # each typed word is compared with the vocabulary once, not once per match
    assert len(seen) <= 2 * match_picker.MAX_WORDS * len(picker._vocabulary)
    assert len(match_picker.typed_words("a b " * 3000)) == match_picker.MAX_WORDS
