"""Follow-up questions, asked in order as fans ask them (see conversations.yaml).

Each conversation runs through `Engine.answer` with the context of the previous reply,
on the bundled match and on an invented one, so nothing leans on one tournament. The
suite must get at least 95% of the conversations entirely right; the core follow-up
kinds (bare question word, pronoun, ellipsis, standing alone) are also checked one by one.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from bot.engine import Context, Reply
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

HERE = Path(__file__).resolve().parent
CONVERSATIONS: dict[str, list[dict[str, Any]]] = yaml.safe_load(
    (HERE / "conversations.yaml").read_text(encoding="utf-8")
)
REQUIRED = 0.95

MATCH = """
source: {agency: Test Wire, dateline: NORTHPORT}
teams:
  - {id: northport, name: Northport Athletic, nicknames: [the Anchors], aliases: [Northport]}
  - {id: riverside, name: Riverside Town, aliases: [Riverside]}
people:
  - {id: santer, name: Ivo Santer, team: northport, roles: [player, captain]}
  - {id: brill, name: Tomas Brill, team: northport, roles: [player, substitute],
     club: Quay Wanderers}
  - {id: okafor, name: Wes Okafor, team: riverside, roles: [player]}
  - {id: dunne, name: Ray Dunne, team: riverside, roles: [player]}
  - {id: lind, name: Petra Lind, team: northport, roles: [coach]}
  - {id: marr, name: Hugo Marr, team: riverside, roles: [coach]}
quotes:
  - {id: lind-1, speaker: lind, about: the comeback, text: "We kept believing until the end."}
  - {id: marr-1, speaker: marr, about: the defeat, text: "It hurts to lose it so late."}
match:
  id: shield-final
  competition: {name: Coast Shield, stage: final}
  venue: {stadium: Ferry Lane, city: Northport}
  day: {weekday: Sunday}
  teams: [northport, riverside]
  score: {northport: 2, riverside: 1}
  winner: northport
  summary: Northport Athletic came from behind... no, they led, were pegged back and won late.
  timeline:
    - {kind: goal, id: f1, minute: 12, period: first_half, team: northport, scorer: santer,
       method: penalty, description: Santer converted a penalty.}
    - {kind: goal, id: f2, minute: 40, period: first_half, team: riverside, scorer: okafor,
       method: header, assist: dunne, description: Okafor headed in Dunne's corner.}
    - {kind: goal, id: f3, minute: 88, period: second_half, team: northport, scorer: brill,
       method: shot, assist: santer, description: Brill curled in from Santer's pass.}
"""


@pytest.fixture(scope="module")
def fixture_engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    folder = tmp_path_factory.mktemp("fixture")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    shutil.copy(HERE.parents[1] / "knowledge" / "intents.yaml", folder / "intents.yaml")
    return Engine(load_knowledge(folder))


def run(engine: Engine, questions: list[str]) -> list[Reply]:
    """Ask in order, each with the context of the previous reply."""
    replies: list[Reply] = []
    context: Context | None = None
    for question in questions:
        reply = engine.answer(question, context)
        context = reply.context
        replies.append(reply)
    return replies


def turns(conv: dict[str, Any]) -> list[tuple[str, str, str]]:
    """'question | intent | text' -> (question, intent, text); text may be left out."""
    out = []
    for line in conv["turns"]:
        question, intent, *text = (part.strip() for part in line.split("|"))
        out.append((question, intent, text[0] if text else ""))
    return out


def turn_ok(reply: Reply, intent: str, text: str) -> bool:
    if intent == "-":
        return reply.band != "answer" and text in reply.text
    return reply.band == "answer" and reply.intent == intent and text in reply.text


def score(engine: Engine, conversations: list[dict[str, Any]]) -> tuple[int, list[str]]:
    right, wrong = 0, []
    for conv in conversations:
        asked = turns(conv)
        replies = run(engine, [t[0] for t in asked])
        bad = [
            f"  {q!r}: want {i} / {t!r}, got {r.intent} ({r.band}) {r.text[:120]!r}"
            for (q, i, t), r in zip(asked, replies, strict=True)
            if not turn_ok(r, i, t)
        ]
        if bad:
            wrong.append("\n".join([" -> ".join(t[0] for t in asked), *bad]))
        else:
            right += 1
    return right, wrong


def test_there_are_enough_conversations() -> None:
    total = sum(len(v) for v in CONVERSATIONS.values())
    alone = sum(bool(c.get("alone")) for v in CONVERSATIONS.values() for c in v)
    assert total >= 40
    assert alone >= 8  # ones where the context must not change the answer
    assert all(2 <= len(c["turns"]) <= 4 for v in CONVERSATIONS.values() for c in v)


def test_conversation_accuracy(engine: Engine, fixture_engine: Engine) -> None:
    right_a, wrong_a = score(engine, CONVERSATIONS["bundled"])
    right_b, wrong_b = score(fixture_engine, CONVERSATIONS["fixture"])
    total = len(CONVERSATIONS["bundled"]) + len(CONVERSATIONS["fixture"])
    accuracy = (right_a + right_b) / total
    print(f"conversations right: {right_a + right_b}/{total} ({accuracy:.1%})")
    print("\n".join(wrong_a + wrong_b))
    assert accuracy >= REQUIRED, "\n".join(wrong_a + wrong_b)


@pytest.mark.parametrize("kind", ["bundled", "fixture"])
def test_alone_questions_ignore_context(kind: str, engine: Engine, fixture_engine: Engine) -> None:
    """A question that stands on its own gets the very answer it gets with no context."""
    eng = engine if kind == "bundled" else fixture_engine
    for conv in CONVERSATIONS[kind]:
        if not conv.get("alone"):
            continue
        questions = [t[0] for t in turns(conv)]
        for question, reply in zip(questions, run(eng, questions), strict=True):
            fresh = eng.answer(question)
            assert (reply.intent, reply.text) == (fresh.intent, fresh.text), question
            assert "follow_up" not in reply.facts


# --- any follow-up, after any kind of answer, is safe ------------------------------------

WINNER_Q = "who scored the winner?"
OPENERS = [WINNER_Q, "what did tuchel say?", "who won?", "who is kane"]
FOLLOW_WORDS = st.sampled_from(
    "and what about how when who he his they their it that the other one goal first "
    "second england argentina kane messi ? ! , 1-1 55th minute".split()
)


@given(
    opener=st.sampled_from(OPENERS),
    follow=st.one_of(st.text(max_size=60), st.lists(FOLLOW_WORDS, max_size=8).map(" ".join)),
)
def test_any_follow_up_gets_a_reply(engine: Engine, opener: str, follow: str) -> None:
    first = engine.answer(opener)
    assert first.context is not None
    reply = engine.answer(follow, first.context)
    assert reply.band in ("answer", "suggest", "decline")
    assert reply.text and "@everyone" not in reply.text
    assert reply.context is None or reply.context.version == engine.version


def test_the_first_answer_carries_its_subject(engine: Engine) -> None:
    context = engine.answer(WINNER_Q).context
    assert context is not None
    assert (context.intent, context.focus) == ("goal-scorer", "goal")
    assert context.people[0] == "lautaro-martinez"  # "he" is the scorer
    assert context.teams[0] == "argentina"


def test_a_question_the_bot_did_not_get_keeps_the_conversation(engine: Engine) -> None:
    context = engine.answer(WINNER_Q).context
    lost = engine.answer("asdf qwerty zxcv", context)
    assert lost.band != "answer"
    assert lost.context == context
    assert "stoppage time" in engine.answer("when?", lost.context).text
