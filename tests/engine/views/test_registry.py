"""The view registry: every view the knowledge format names exists, with its metadata."""

from __future__ import annotations

import pytest

from bot.engine.answering.context import takes
from bot.engine.engine import Engine
from bot.engine.views import VIEWS, Reading, Rendered, view_texts
from bot.engine.views.base import view
from bot.knowledge.intents import VIEW_NAMES


def test_the_registry_is_exactly_the_formats_view_names() -> None:
    # Intents are validated against VIEW_NAMES (the knowledge layer cannot import the
    # engine), so a view missing here would pass `validate` and fail on a question.
    assert sorted(VIEWS) == sorted(VIEW_NAMES), (
        "a new view: add its name to VIEW_NAMES in bot/knowledge/intents.py, then make schema"
    )
    assert all(spec.name == name for name, spec in VIEWS.items())


def test_a_name_registers_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        view("result")(lambda f, s: Rendered("", {}))


def test_families_group_views_that_carry_the_same_facts() -> None:
    family = {name: spec.family for name, spec in VIEWS.items()}
    assert family["goal"] == family["goal_time"] == family["goal_how"] == "goal"
    assert family["goal_assist"] == family["assists"] == "assist"
    assert family["person"] == family["contribution"] == "person"
    assert family["venue"] == "venue"  # a view of its own is its own family


def test_views_about_the_play() -> None:
    play = {name for name, spec in VIEWS.items() if spec.about_play}
    assert {"result", "goal", "goal_time", "timeline", "halftime", "chances"} <= play
    assert not play & {"person", "venue", "quotes", "next_match", "team", "club"}


def test_texts_are_grouped_by_the_view_that_shows_them(invented: Engine) -> None:
    texts = view_texts(invented.knowledge, Reading("en", written_in=True))
    assert texts["quotes"] == ["We ran out of puff.", "the defeat"]
    assert texts["goal_how"][:1] == ["Okoro headed in a corner."]
    assert texts["venue"] == ["Gull Lane", "Northgate"]
    assert texts["crowd"] == []  # the invented match has no crowd
    assert set(texts) <= set(VIEWS)


def test_another_language_reads_translations_and_no_verbatim_quote(invented: Engine) -> None:
    texts = view_texts(invented.knowledge, Reading("es", written_in=False))
    assert texts["quotes"] == ["the defeat"]  # no translation given: the English 'about'
    assert "We ran out of puff." not in texts["quotes"]  # quotes stay as spoken
    assert texts["venue"][:2] == ["Gull Lane", "Northgate"]


def test_a_text_word_is_known_and_evidence_for_its_view(invented: Engine) -> None:
    assert "puff" in invented.understanding.speller
    assert "puff" in invented.understanding.context_by_view["quotes"]
    assert invented.answer("did vance say anything about puff").intent == "quotes"


def test_a_list_view_names_the_view_of_one_item() -> None:
    assert VIEWS["goals"].item_view == "goal"
    assert VIEWS["goal"].item_view is None
    assert all(s.item_view in VIEWS for s in VIEWS.values() if s.item_view is not None)


def test_views_that_need_no_name() -> None:
    whole = {name for name, spec in VIEWS.items() if spec.whole_match}
    assert {"next_match", "crowd", "referee", "substitutions", "storylines"} <= whole
    assert not whole & {"goal", "person", "quotes", "result", "minute"}


def test_follow_ups_read_what_each_view_declared() -> None:
    follows = {name: spec.follows for name, spec in VIEWS.items()}
    assert {v for v, f in follows.items() if f == "goal"} >= {"goal", "goal_time", "goals"}
    assert follows["quotes"] == follows["club"] == "person"
    assert follows["result"] == "team" and follows["venue"] is None
    # "when?" after a goal answer takes the goal (or its scorer); a team answer neither.
    assert takes("goal_time", "goal") and takes("goal_time", "person")
    assert takes("quotes", "person") and not takes("quotes", "goal")
    assert not takes("result", "person") and not takes("venue", "goal")
    assert not takes(None, "goal") and not takes("no-such-view", "goal")


def test_who_views_name_their_answer_first() -> None:
    who = {name: spec.answers_who for name, spec in VIEWS.items() if spec.answers_who}
    assert who["goal_assist"] == "assist" and who["goal"] == "scorer"
    assert {"role", "referee", "awards", "shootout", "cards"} <= set(who)
    assert "quotes" not in who and "person" not in who
    assert [name for name, spec in VIEWS.items() if spec.names_winner] == ["result"]


def test_routes_are_declared_at_the_view() -> None:
    """With a tournament, a view about one match either answers from the data or
    declares what it asks for (the data's decline names it): never neither."""
    one_match = {name for name, spec in VIEWS.items() if spec.one_match}
    from_data = {name for name, spec in VIEWS.items() if spec.data is not None}
    lacks = {name for name, spec in VIEWS.items() if spec.lacks}
    assert {"result", "goals", "venue", "cards", "lineup"} <= one_match
    assert from_data <= one_match and lacks <= one_match
    assert one_match == from_data | lacks and not from_data & lacks
    assert all(VIEWS[n].data is not None for n, spec in VIEWS.items() if spec.lists)
    assert {n for n, spec in VIEWS.items() if spec.of_person} == {"person", "club", "nationality"}
    assert "hat_trick" in VIEWS["did_score"].tally and not VIEWS["venue"].tally
    assert VIEWS["goal"].by_scoring_team and not VIEWS["result"].by_scoring_team
    assert {n for n, spec in VIEWS.items() if spec.instead} == {
        "result",  # "who did X beat": X's wins
        "team",
        "venue",
        "role",
        "next_match",
    }
    # the desk names no view: "who beat X" and a team's path of one match are declared
    assert [n for n, spec in VIEWS.items() if spec.beaten] == ["result"]
    assert VIEWS["team_path"].of_one_match == "result"
    assert [n for n, spec in VIEWS.items() if spec.names_winner] == ["result"]
    assert all(spec.of_one_match in (None, *VIEWS) for spec in VIEWS.values())
