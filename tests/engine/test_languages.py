"""Each language is one bundle: a new one works by registering it, and nothing outside the
bundles compares language codes."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from bot.engine import Engine, for_locale, interface_text, looks_like_question
from bot.engine.languages.bundle import Language, shorthand_table, words_of
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import base, codes, detect, language, register, unregister
from bot.knowledge.loader import LoadedKnowledge

ROOT = Path(__file__).resolve().parents[2]
BUNDLES = ROOT / "bot" / "engine" / "languages"
REGISTRY = ROOT / "bot" / "engine" / "understanding" / "lang.py"


def _canonical(english: str) -> str:
    """What the base language reads `english` as: a bundle rewrites to these words."""
    en = base()
    return " ".join(en.rewrite(en.tokens(english)))


def _italian() -> Language:
    """A tiny bundle, enough for one question and one answer sentence."""
    table = {
        "chi ha vinto": _canonical("who won"),
        "la partita": _canonical("the match"),
        "il risultato": _canonical("the score"),
    }
    shorthand = {"ki": "chi"}
    return Language(
        code="it",
        name="Italiano",
        base=False,
        shorthand=shorthand_table(shorthand),
        phrases=n.phrase_index(table),
        drop=frozenset({"il", "la", "di"}),
        stem=n.stem,
        ordinary=frozenset(),
        determiners=frozenset({"il", "la"}),
        vocabulary=tuple(sorted(words_of(table) | words_of(shorthand))),
        raw_topics={},
        typical=frozenset({"chi", "ki", "ha", "vinto", "partita", "il", "la", "di"}),
        question_words=frozenset({"chi", "ki", "come", "quando"}),
        sentences={"result.beat": "{winner} ha battuto {loser} {score}{after}"},
        interface={"Score": "Risultato"},
        locales=frozenset({"it"}),
        ordinal=lambda number: f"{number}º",
    )


@pytest.fixture
def italian() -> Iterator[Language]:
    bundle = _italian()
    register(bundle)
    try:
        yield bundle
    finally:
        unregister(bundle.code)


def test_a_new_language_is_one_bundle(italian: Language, loaded: LoadedKnowledge) -> None:
    assert codes() == ("en", "es", "it")
    engine = Engine(loaded)  # built after the bundle is registered: it reads Italian
    assert detect(n.clean("chi ha vinto la partita").split()) == "it"
    reply = engine.answer("chi ha vinto la partita")
    assert reply.band == "answer" and reply.intent == "result" and reply.lang == "it"
    assert reply.text.startswith("Argentina ha battuto England 2-1"), reply.text
    assert engine.answer("who won").lang == "en"  # the others are untouched
    assert engine.answer("quién ganó").lang == "es"
    # ... and the adapters' questions go to it too: locale, interface texts, listening.
    assert for_locale("it") == "it" and interface_text("it", "Score") == "Risultato"
    assert looks_like_question("ki ha vinto") and not looks_like_question("forza azzurri")


def test_a_language_added_later_does_not_break_an_older_engine(
    loaded: LoadedKnowledge,
) -> None:
    engine = Engine(loaded)
    register(_italian())
    try:
        reply = engine.answer("chi ha vinto la partita")  # read in the base language
        assert reply.lang in engine.langs
        assert engine.answer("who won", lang="it").lang == "en"
    finally:
        unregister("it")


def test_only_one_base_language() -> None:
    with pytest.raises(ValueError, match="base"):
        register(replace(_italian(), code="xx", base=True))
    assert language("xx") is base() and language(None) is base()


def test_the_detector_asks_every_bundle() -> None:
    assert looks_like_question("who won")
    assert looks_like_question("quien gano el partido")
    assert looks_like_question("qué dijo scaloni")
    assert looks_like_question("great game, was it?")
    assert looks_like_question("¿Messi")
    for chatter in ("great game lads", "vamos argentina", "", "   ", "🔥🔥"):
        assert not looks_like_question(chatter), chatter


def _language_literals(path: Path) -> list[str]:
    """Places in `path` that compare, index or key by a language code written out."""
    langs = set(codes())

    def literal(node: ast.AST) -> list[str]:
        if isinstance(node, ast.Constant) and node.value in langs:
            return [str(node.value)]
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return [c for e in node.elts for c in literal(e)]
        return []

    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        parts: list[ast.AST] = []
        if isinstance(node, ast.Compare):
            parts = [node.left, *node.comparators]
        elif isinstance(node, ast.Subscript):
            parts = [node.slice]
        elif isinstance(node, ast.Dict):
            parts = [k for k in node.keys if k is not None]
        elif isinstance(node, ast.IfExp):
            parts = [node.body, node.orelse]
        if any(literal(p) for p in parts):
            found.append(f"{path}:{node.lineno}")
    return found


def test_no_code_outside_the_bundles_compares_language_codes() -> None:
    outside = [
        p for p in (ROOT / "bot").rglob("*.py") if BUNDLES not in p.parents and p != REGISTRY
    ]
    assert len(outside) > 50  # the walk really covers the bot
    found = [hit for p in outside for hit in _language_literals(p)]
    assert found == []


def test_the_guard_finds_a_comparison(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def f(lang, x):\n"
        '    a = lang == "es"\n'
        '    b = {"en": 2}["en"]\n'
        '    return "es" if x else "en"\n'
    )
    found = _language_literals(sample)
    assert sorted(hit.rsplit(":", 1)[1] for hit in found) == ["2", "3", "3", "4"]


def test_no_lexicon_table_names_a_key_twice() -> None:
    """A dict literal that repeats a key keeps only the last: the first entry's phrases
    would silently stop working (a canonical word written twice, a shorthand redefined)."""
    import ast
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "bot" / "engine" / "languages"
    for path in sorted(folder.glob("*/lexicon.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                twice = sorted({k for k in keys if keys.count(k) > 1})
                assert not twice, (path.name, twice)
