"""Typed facts reach the reply as the open dict it carries, answered or declined."""

from bot.engine.views.shapes import EventsFacts, PeopleFacts, answer, unknown


def test_answer_carries_its_typed_facts_as_a_dict() -> None:
    facts = EventsFacts(events=["e1", "e2"])
    r = answer("text", facts)
    assert r.known
    assert r.facts == {"events": ["e1", "e2"]}
    assert type(r.facts) is dict
    r.facts["slots"] = {}  # the reply adds its slots: the view's own facts stay as built
    assert facts == {"events": ["e1", "e2"]}


def test_unknown_is_a_decline_with_or_without_facts() -> None:
    declined = unknown("not in the report", PeopleFacts(people=[]))
    assert not declined.known
    assert declined.facts == {"people": []}
    assert unknown("not in the report").facts == {}
