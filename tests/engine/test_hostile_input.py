"""Whatever a member types, the engine replies (answer, suggestions or decline), never raises,
and a real question inside the hostile text is still answered, and answered right.

Each test checks both: an engine that declined everything would pass the first half and
fail the second. Property-based: a bounded number of examples by default, more with
HYPOTHESIS_PROFILE=thorough (profiles are registered in tests/conftest.py).
"""

from __future__ import annotations

import string

from hypothesis import example, given
from hypothesis import strategies as st

from bot.engine.answering.reply import Reply
from bot.engine.engine import Engine
from bot.engine.understanding import tokens as normalise

BANDS = ("answer", "suggest", "decline")
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
BIDI = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u061c"
EMOJI = st.sampled_from(
    ["😀", "🎉", "⚽", "🏆", "👍🏽", "🇦🇷", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "👨‍👩‍👧", "❤️", "🔥", "\U0001f9ff", "✨"]
)
WORDS = st.sampled_from(
    ["who", "won", "scored", "messi", "kane", "goal", "the", "minute", "winner", "what"]
)
MENTIONS = st.sampled_from(
    ["<@123>", "<@!123456789012345678>", "<@&42>", "<#99>", "@everyone", "@here", "<:ball:1>"]
)
# Any character that leaves no word behind (symbols, marks, other scripts, controls):
# around a question it must change nothing.
NOISE = st.text(alphabet=st.characters().filter(lambda c: not normalise.tokens(c)), max_size=600)
QUESTION = "who scored the winner?"
ROOM = normalise.MAX_QUESTION_CHARS - len(QUESTION) - 2  # what fits before the question
PAST = normalise.MAX_QUESTION_CHARS - len(QUESTION)  # padding that ends the part read


def winner(engine: Engine) -> str:
    """The name the answer to QUESTION must carry, read from the knowledge."""
    return next(
        engine.facts.name(g.goal.scorer) for g in engine.facts.goals if "winner" in g.labels
    )


def answers_the_question(engine: Engine, text: str) -> None:
    """`text` holds QUESTION among hostile content: answered, with the winner's name."""
    reply = check(engine, text)
    assert reply.band == "answer", (text[:120], reply.band, reply.text)
    assert winner(engine) in reply.text


def check(engine: Engine, question: str) -> Reply:
    reply = engine.answer(question)
    assert isinstance(reply, Reply)
    assert reply.band in BANDS
    assert isinstance(reply.text, str) and reply.text.strip()
    assert reply.question == question
    assert 0 <= reply.confidence <= 100
    assert reply.version == engine.version
    assert (reply.intent is not None) == (reply.band == "answer")
    assert bool(reply.suggestions) == (reply.band == "suggest")
    for s in reply.suggestions:
        assert s.question.strip() and s.intent in engine.intents
    return reply


@given(st.text(max_size=4000))
@example("")
@example("\0")
@example("\ud800")  # a lone surrogate, as a broken client might send
@example("{person} {team} {goal}")
@example("{x.__class__} {settings.token}")
@example("http://" + "a" * 3990)
def test_any_text(engine: Engine, text: str) -> None:
    check(engine, text)
    # Whatever follows the first MAX_QUESTION_CHARS characters is never read.
    answers_the_question(engine, QUESTION + " " * PAST + text)


@given(NOISE, NOISE)
@example("\0" * 100, "\ud800")
@example("ﷺ" * 100, "\U0001f9ff" * 300)  # expands eighteen-fold under NFKC
def test_noise_around_a_question(engine: Engine, before: str, after: str) -> None:
    answers_the_question(engine, f"{before[:ROOM]} {QUESTION} {after}")


@given(st.text(alphabet=string.whitespace + "\u00a0\u2003\u3000\u2028\u2029", max_size=200))
def test_only_whitespace(engine: Engine, text: str) -> None:
    assert check(engine, text).band == "decline"
    answers_the_question(engine, f"{text}{QUESTION}{text}")


@given(st.lists(EMOJI, min_size=1, max_size=300).map("".join))
def test_only_emoji(engine: Engine, text: str) -> None:
    assert check(engine, text).band == "decline"
    answers_the_question(engine, f"{text[:ROOM]}{QUESTION}{text}")


@given(st.text(alphabet=string.punctuation + "¡¿«»“”‘’…—–·•§¶", min_size=1, max_size=500))
def test_only_punctuation(engine: Engine, text: str) -> None:
    check(engine, text)
    answers_the_question(engine, f"{text[: ROOM // 2]} {QUESTION} {text}")


@given(st.lists(st.one_of(WORDS, st.sampled_from(list(ZERO_WIDTH + BIDI))), max_size=200))
def test_zero_width_and_right_to_left(engine: Engine, parts: list[str]) -> None:
    check(engine, "".join(parts))
    check(engine, " ".join(parts))
    marks = [p for p in parts if p in ZERO_WIDTH + BIDI][:8] or ["\u200b"]
    # invisible marks between and inside the question's words do not hide it
    words = QUESTION.split()
    marked = " ".join(
        marks[i % len(marks)] + w + marks[-i % len(marks)] for i, w in enumerate(words)
    )
    answers_the_question(engine, marked)
    answers_the_question(engine, "\u202e" + QUESTION + "\u202c")


@given(st.text(alphabet=st.characters(categories=["L", "Nd"]), min_size=300, max_size=4000))
def test_very_long_single_word(engine: Engine, word: str) -> None:
    check(engine, word)
    check(engine, QUESTION + " " + word)
    answers_the_question(engine, QUESTION + " " * PAST + word)


@given(st.lists(st.one_of(MENTIONS, WORDS), min_size=1, max_size=400))
def test_repeated_mentions(engine: Engine, parts: list[str]) -> None:
    reply = check(engine, " ".join(parts)[:4000])
    assert "@everyone" not in reply.text and "@here" not in reply.text
    assert "<@" not in reply.text
    # the same pings around a real question: answered, and still no ping in the reply
    pings = [p for p in parts if p.startswith(("<", "@"))]
    text = " ".join([*pings[:15], QUESTION, *pings[15:]])[:4000]
    answers_the_question(engine, text)
    reply = engine.answer(text)
    assert "@everyone" not in reply.text and "@here" not in reply.text and "<@" not in reply.text


def test_fixed_hostile_examples(engine: Engine) -> None:
    in_scope = [
        "@everyone " + QUESTION,
        "@here @everyone <@123> " + QUESTION + " <@!456> @everyone",
        QUESTION + "\u200b" * 3990,
        "\u202e" + QUESTION + "\u202c",
        (QUESTION + "\n") * 400,
        "```\n" + QUESTION + "\n```" + "```\n" * 900,
        "||" + QUESTION + "||",  # a spoiler tag
        "🇦🇷" * 50 + QUESTION + "🔥" * 1000,
        QUESTION + " " + "ﷺ" * 3900,
        QUESTION + " " + "a" * 3900,  # a held key: "aa" is no word to penalise
        "**" + QUESTION.upper() + "**",
        "<:ball:1> " * 20 + QUESTION,
        QUESTION + " " + "x" * 4000,  # 4,000 characters, the question first
    ]
    for text in in_scope:
        answers_the_question(engine, text)
    cases = [
        "<@123> " * 500,
        "@everyone " * 400,
        "a" * 4000,
        "who won" + "\u200b" * 3990,
        "\u202ewho won\u202c",
        "ﷺ" * 4000,  # expands eighteen-fold under NFKC
        "who " * 1000,
        "🇦🇷" * 1000,
        "who won?\n" * 400,
        "```\n" * 1000,
        "||spoiler||" * 300,
    ]
    for text in cases:
        check(engine, text)


def test_mentions_are_ignored_around_a_real_question(engine: Engine) -> None:
    plain = engine.answer("who won?")
    pinged = engine.answer("<@123> @everyone who won? <@!456>")
    assert plain.band == "answer"
    assert (pinged.band, pinged.intent, pinged.text) == (plain.band, plain.intent, plain.text)


# --- bounded work: the engine looks at a capped prefix and a capped number of words ---


def test_parse_caps_the_number_of_words(engine: Engine) -> None:
    long_text = " ".join([QUESTION] * 1100)  # ~25,000 chars
    words = engine.understanding.parse(long_text).words
    assert 0 < len(words) <= normalise.MAX_TOKENS
    assert len(normalise.tokens(long_text)) == normalise.MAX_TOKENS
    answers_the_question(engine, long_text)


@given(st.text(max_size=4000))
def test_parse_never_exceeds_the_word_cap(engine: Engine, text: str) -> None:
    assert len(engine.understanding.parse(text).words) <= normalise.MAX_TOKENS
    assert len(engine.understanding.parse(QUESTION + " " + text).words) <= normalise.MAX_TOKENS
    answers_the_question(engine, f"{QUESTION}{' .' * (PAST // 2)}{text}")


@given(
    st.text(min_size=normalise.MAX_QUESTION_CHARS, max_size=4000),
    st.text(max_size=4000),
)
def test_only_a_prefix_is_matched(engine: Engine, text: str, tail: str) -> None:
    """Anything after the first MAX_QUESTION_CHARS characters cannot change the parse."""
    assert engine.understanding.parse(text + tail) == engine.understanding.parse(text)
    answers_the_question(engine, QUESTION + " " * PAST + text + tail)


def test_long_message_matches_like_its_prefix(engine: Engine) -> None:
    prefix = QUESTION + " " + "." * (PAST - 1)
    long_reply = engine.answer(prefix + " and many more words" * 300)
    short_reply = engine.answer(prefix)
    assert (long_reply.band, long_reply.intent, long_reply.text) == (
        short_reply.band,
        short_reply.intent,
        short_reply.text,
    )
    answers_the_question(engine, prefix + " and many more words" * 300)
