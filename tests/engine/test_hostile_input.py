"""Whatever a member types, the engine replies (answer, suggestions or decline), never raises.

Property-based: a bounded number of examples by default, more with
HYPOTHESIS_PROFILE=thorough (profiles are registered in tests/conftest.py).
"""

from __future__ import annotations

import string

from hypothesis import example, given
from hypothesis import strategies as st

from bot.engine import normalise
from bot.engine.engine import Engine
from bot.engine.reply import Reply

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


@given(st.text(alphabet=string.whitespace + "\u00a0\u2003\u3000\u2028\u2029", max_size=200))
def test_only_whitespace(engine: Engine, text: str) -> None:
    assert check(engine, text).band == "decline"


@given(st.lists(EMOJI, min_size=1, max_size=300).map("".join))
def test_only_emoji(engine: Engine, text: str) -> None:
    assert check(engine, text).band == "decline"


@given(st.text(alphabet=string.punctuation + "¡¿«»“”‘’…—–·•§¶", min_size=1, max_size=500))
def test_only_punctuation(engine: Engine, text: str) -> None:
    check(engine, text)


@given(st.lists(st.one_of(WORDS, st.sampled_from(list(ZERO_WIDTH + BIDI))), max_size=200))
def test_zero_width_and_right_to_left(engine: Engine, parts: list[str]) -> None:
    check(engine, "".join(parts))
    check(engine, " ".join(parts))


@given(st.text(alphabet=st.characters(categories=["L", "Nd"]), min_size=300, max_size=4000))
def test_very_long_single_word(engine: Engine, word: str) -> None:
    check(engine, word)


@given(st.lists(st.one_of(MENTIONS, WORDS), min_size=1, max_size=400))
def test_repeated_mentions(engine: Engine, parts: list[str]) -> None:
    reply = check(engine, " ".join(parts)[:4000])
    assert "@everyone" not in reply.text and "@here" not in reply.text
    assert "<@" not in reply.text


def test_fixed_hostile_examples(engine: Engine) -> None:
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
    long_text = " ".join(["who scored the winner for argentina"] * 700)  # ~25,000 chars
    words = engine.understanding.parse(long_text).words
    assert 0 < len(words) <= normalise.MAX_TOKENS
    assert len(normalise.tokens(long_text)) == normalise.MAX_TOKENS


@given(st.text(max_size=4000))
def test_parse_never_exceeds_the_word_cap(engine: Engine, text: str) -> None:
    assert len(engine.understanding.parse(text).words) <= normalise.MAX_TOKENS


@given(
    st.text(min_size=normalise.MAX_QUESTION_CHARS, max_size=4000),
    st.text(max_size=4000),
)
def test_only_a_prefix_is_matched(engine: Engine, text: str, tail: str) -> None:
    """Anything after the first MAX_QUESTION_CHARS characters cannot change the parse."""
    assert engine.understanding.parse(text + tail) == engine.understanding.parse(text)


def test_long_message_matches_like_its_prefix(engine: Engine) -> None:
    prefix = "who won? " + "x" * (normalise.MAX_QUESTION_CHARS - 9)
    long_reply = engine.answer(prefix + " and many more words" * 300)
    short_reply = engine.answer(prefix)
    assert (long_reply.band, long_reply.intent, long_reply.text) == (
        short_reply.band,
        short_reply.intent,
        short_reply.text,
    )
