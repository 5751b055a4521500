"""A stadium the knowledge translates is named in the answer's language."""

from __future__ import annotations

import shutil
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

HERE = Path(__file__).resolve().parent


def test_spanish_answers_name_the_stadium_translated(tmp_path: Path) -> None:
    from tests.engine.test_conversations import MATCH

    venue = "venue: {stadium: Ferry Lane, city: Northport}"
    translated = (
        "venue: {stadium: Ferry Lane, city: Northport,"
        " translations: {es: {stadium: Estadio del Ferry, city: Puerto Norte}}}"
    )
    assert venue in MATCH
    (tmp_path / "match.yaml").write_text(MATCH.replace(venue, translated), encoding="utf-8")
    shutil.copy(HERE.parents[1] / "knowledge" / "intents.yaml", tmp_path / "intents.yaml")
    engine = Engine(load_knowledge(tmp_path))
    es = engine.answer("¿dónde se jugó el partido?")
    assert es.lang == "es" and "Estadio del Ferry" in es.text and "Ferry Lane" not in es.text
    en = engine.answer("where was the match played?")
    assert "Ferry Lane" in en.text
