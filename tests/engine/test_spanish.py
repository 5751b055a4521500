"""Spanish questions answered in Spanish: the bundled match, an invented one without any
Spanish, names that are everyday words, and the phrase tables against the views."""

from __future__ import annotations

import ast
import string

import pytest

from bot.engine.engine import Engine
from bot.engine.understanding.lang import language, languages
from bot.knowledge.loader import load_knowledge
from tests.conftest import ROOT
from tests.engine.conftest import MATCH


def ok(engine: Engine, question: str, *needles: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    assert reply.lang == "es", question
    for needle in needles:
        assert needle in reply.text, (question, reply.text)
    return reply.text


# --- the bundled match, asked the way fans in Buenos Aires and Madrid ask ---------------


@pytest.mark.parametrize(
    ("question", "needles"),
    [
        ("¿quién metió el primer gol?", ("Anthony Gordon", "marcó el primer gol", "minuto 55")),
        ("quien le dio el pase a lautaro en el descuento", ("Lionel Messi", "asistencia")),
        ("¿en qué minuto marcó enzo?", ("minuto 85",)),
        ("cuál fue el marcador final", ("le ganó 2-1 a Inglaterra",)),
        ("quién es el capitán de inglaterra", ("Harry Kane", "capitán de Inglaterra")),
        ("en que estadio jugaron", ("Se jugó", "Mercedes-Benz Stadium", "miércoles")),
        ("¿Quién fue el portero de Inglaterra?", ("Jordan Pickford",)),  # Spain's words
        ("¿Quién marcó el tanto del empate?", ("Enzo Fernandez", "gol del empate")),
        ("che, quién la metió de cabeza?", ("Lautaro Martinez", "cabezazo")),  # Rioplatense
        ("cuándo es la final", ("España", "domingo")),
        ("que paso en el minuto 55", ("GOL Inglaterra",)),
        ("como iban en el entretiempo", ("0-0",)),
        ("de que club es enzo", ("Chelsea", "mediocampista")),
        ("quien es la pulga", ("Lionel Messi",)),
    ],
)
def test_spanish_questions_get_spanish_answers(
    engine: Engine, question: str, needles: tuple[str, ...]
) -> None:
    ok(engine, question, *needles)


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("quien hizo el gool del empaate", "Enzo Fernandez"),  # typos
        ("k dijo kane dsp del partido", "Gutted"),  # chat shorthand
        ("qien asistio en el gol de la victria", "Lionel Messi"),
        ("cuantas asistensias tubo messi", "2 asistencias"),
    ],
)
def test_chat_style_and_typos(engine: Engine, question: str, needle: str) -> None:
    ok(engine, question, needle)


def test_quotes_stay_verbatim_and_the_rest_is_spanish(engine: Engine) -> None:
    text = ok(engine, "qué opinó el técnico argentino", "Lionel Scaloni", "dijo:")
    assert "“The other day I said this group never stops surprising me.”" in text
    assert "sobre su equipo" in text and "técnico de Argentina" in text


def test_spanish_declines_are_spanish(engine: Engine) -> None:
    reply = engine.answer("quien atajo para argentina")  # nobody is named in Argentina's goal
    assert reply.intent is None and reply.lang == "es"
    assert reply.text == "La crónica no nombra al arquero de Argentina."
    for question, head in (
        ("escribime un poema", "Respondo preguntas sobre los datos del Mundial 2026: "),
        # the tournament just named is not named again ("Solo tengo datos de X: ... de X")
        ("¿quién ganó el mundial 1986?", "Solo tengo datos del Mundial 2026: el resultado"),
    ):
        reply = engine.answer(question)
        assert reply.intent is None and reply.lang == "es", question
        assert head in reply.text and reply.text.count("Mundial 2026") == 1, reply.text
        assert "En detalle, según su crónica: Argentina vs. Inglaterra" in reply.text


def test_fixed_texts_have_their_spanish(engine: Engine) -> None:
    assert ok(engine, "hola").startswith("¡Hola!")
    assert (
        ok(engine, "qué día fue el partido") == "Se jugó el miércoles (2026-07-15, fecha inferida)."
    )


def test_english_is_unchanged_by_spanish_nicknames(engine: Engine) -> None:
    reply = engine.answer("what did la pulga do")
    assert reply.lang == "en" and reply.band == "answer"
    assert "Lionel Messi made 2 assists" in reply.text


def test_a_slash_command_locale_picks_the_answer_language(engine: Engine) -> None:
    reply = engine.answer("who won?", lang="es")
    assert reply.intent == "result" and reply.lang == "es"
    assert reply.text.startswith("Argentina le ganó 2-1 a Inglaterra")
    assert engine.answer("quien gano", lang="en").text.startswith("Argentina beat England")


# --- names that are everyday words ------------------------------------------------------


def test_victoria_is_a_win_after_an_article(engine: Engine) -> None:
    parsed = engine.understanding.parse("¿y el gol de la victoria de quién fue?")
    assert parsed.slots.people == [] and parsed.slots.goals == ["winner"]
    assert "Lautaro Martinez" in ok(engine, "¿y el gol de la victoria de quién fue?")


def test_victoria_is_a_name_where_the_sentence_says_so(engine: Engine) -> None:
    assert engine.understanding.parse("¿estuvo victoria en el estadio?").slots.people == [
        "victoria-beckham"
    ]
    assert engine.understanding.parse("what did victoria do").slots.people == ["victoria-beckham"]


def test_leo_is_read_unless_it_is_a_name(engine: Engine) -> None:
    assert engine.understanding.parse("leo el resumen, quien gano").slots.people == []
    assert engine.understanding.parse("¿qué hizo leo?").slots.people == ["messi"]
    assert engine.understanding.parse("leo messi asistencias").slots.people == ["messi"]


# --- a knowledge with no Spanish at all: English text, Spanish sentences, no blanks ------


INTENTS = """
intents:
  - id: result
    description: The result
    patterns: [who won, what was the score]
    answer: {view: result}
  - id: venue
    description: The venue
    patterns: [where was the match played]
    answer: {view: venue}
  - id: greet
    description: Hello
    patterns: [hello, thanks]
    answer: {text: Hi there.}
  - id: date
    description: The day
    patterns: [what day was the match]
    answer: {template: "On {day.weekday}."}
"""


@pytest.fixture(scope="module")
def bare(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    folder = tmp_path_factory.mktemp("bare")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    (folder / "intents.yaml").write_text(INTENTS, encoding="utf-8")
    return Engine(load_knowledge(folder, bundled_intents=None))


def test_missing_spanish_falls_back_to_english(bare: Engine) -> None:
    assert ok(bare, "¿quién ganó?") == (
        "Northgate Albion le ganó 2-1 a Saltmarsh Town en la final del Coastal Shield, "
        "remontando un gol en contra. Goles (3): Tobias Okoro 9', Wren Pellegrino 40', "
        "Wren Pellegrino 88'."
    )
    assert ok(bare, "¿dónde se jugó?") == "Se jugó en el Gull Lane, en Northgate el domingo."
    assert ok(bare, "hola") == "Hi there."  # no Spanish text for it: the English one
    assert ok(bare, "qué día fue el partido") == "On domingo."


def test_every_spanish_reply_is_non_empty(bare: Engine, engine: Engine) -> None:
    for e in (bare, engine):
        for q in ("¿?", "qué", "el la los", "¿quién?", "gol", "partido de quien"):
            reply = e.answer(q)
            assert reply.text.strip(), q


# --- the phrase tables against the views ------------------------------------------------


def _say_calls() -> dict[str, set[str]]:
    """Message id -> the fields passed with it, from every literal `say(...)` in the engine."""
    found: dict[str, set[str]] = {}
    for path in (ROOT / "bot" / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
            args = node.args[1:] if isinstance(fn, ast.Name) else node.args
            if name == "say" and args and isinstance(args[0], ast.Constant):
                fields = {k.arg for k in node.keywords if k.arg}
                found.setdefault(str(args[0].value), set()).update(fields)
    return found


def test_each_spanish_phrase_uses_only_the_fields_its_view_passes() -> None:
    calls = _say_calls()
    dynamic = (
        "role.",
        "weekday.",
        "goal.the_",
        "goal.a_",
        "method.",
        "assist_kind.",
        "period",
        "decided.",
        "kick.",
        "card.",
        "did_kick.",
        "pen.offence_",
        "position.",
        "absent.",
        "stage.",
        "month.",
        "position.",
        "tiebreak.",
        "lacks.",
        "nth.",
        "path.place_",
        "place.",
        "positions.",
        "leaders.",
        "cause.",
        "award.",
        "cards.what_",
    )
    for bundle in languages():
        for key, text in bundle.sentences.items():
            fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
            if key in calls:
                assert fields <= calls[key], (bundle.code, key, fields - calls[key])
            else:
                assert key.startswith(dynamic) or key in {"chances.none", "breaks.none"}, key
                assert not fields, key


def test_every_literal_message_has_its_spanish() -> None:
    missing = sorted(set(_say_calls()) - set(language("es").sentences))
    assert missing == []


def test_phrase_table_is_data_not_code() -> None:
    table = ROOT / "bot" / "engine" / "languages" / "es" / "phrases.py"
    assert table.read_text(encoding="utf-8").count("def ") == 0


def test_a_players_tournament_goals_read_as_spanish(engine: Engine) -> None:
    text = engine.answer("cuántos goles hizo messi en el mundial").text
    assert "hizo 8 goles en el Mundial 2026" in text and "gol(es)" not in text
