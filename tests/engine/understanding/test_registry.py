"""A new language is a folder under `languages/`: found, with no line added elsewhere."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.engine import languages as shipped
from bot.engine.understanding import lang

BUNDLE = """
from dataclasses import replace

from bot.engine.languages.en.bundle import ENGLISH
from bot.engine.languages.grammar import Grammar

BUNDLE = replace(
    ENGLISH, code="xx", name="Xx", base=False, grammar=Grammar(months={"xunio": 6})
)
"""


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A language folder `xx/` on the languages package's path, for this test only."""
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "__init__.py").write_text("")
    (tmp_path / "xx" / "bundle.py").write_text(BUNDLE)
    shipped.__path__.append(str(tmp_path))
    try:
        yield tmp_path
    finally:
        shipped.__path__.remove(str(tmp_path))
        for name in [m for m in sys.modules if m.startswith(f"{shipped.__name__}.xx")]:
            del sys.modules[name]


def test_the_shipped_languages_are_the_folders_with_a_bundle() -> None:
    assert [b.code for b in lang._shipped()] == ["en", "es"]  # not `any/`: words only


def test_a_new_folder_is_a_new_language(folder: Path) -> None:
    found = {b.code: b for b in lang._shipped()}
    assert sorted(found) == ["en", "es", "xx"]
    lang.register(found["xx"])
    try:
        assert "xx" in lang.codes()
        assert lang.grammar().months["xunio"] == 6  # its words are read
    finally:
        lang.unregister("xx")
    assert "xunio" not in lang.grammar().months
