"""LOG_FORMAT=json: one JSON object per line, exceptions included, for log collectors."""

from __future__ import annotations

import io
import json
import logging

import pytest

from bot.adapters.logs import JsonFormatter, configure_logging, level_of
from tests.adapters.discord.exts.conftest import make_settings


def emit(logger_name: str, fn: str, *args: object, **kwargs: object) -> list[str]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger(logger_name)
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        getattr(logger, fn)(*args, **kwargs)
    finally:
        logger.removeHandler(handler)
    return stream.getvalue().splitlines()


def test_a_record_is_one_json_object_with_the_fields() -> None:
    lines = emit("matchbot.audit", "info", "reload by=%s result=%s", "ana", "ok")
    assert len(lines) == 1
    entry = json.loads(lines[0])
    assert entry["level"] == "INFO"
    assert entry["logger"] == "matchbot.audit"
    assert entry["message"] == "reload by=ana result=ok"
    assert entry["time"].endswith("+00:00") and "T" in entry["time"]
    assert "exception" not in entry


def test_an_exception_stays_on_one_line() -> None:
    try:
        raise ValueError("bad\nthing")
    except ValueError:
        lines = emit("bot.x", "exception", "it broke: %s", 'ünïcode "quoted"')
    assert len(lines) == 1  # the traceback's newlines are escaped inside the string
    entry = json.loads(lines[0])
    assert entry["level"] == "ERROR"
    assert entry["message"] == 'it broke: ünïcode "quoted"'
    assert "Traceback" in entry["exception"]
    assert "ValueError: bad" in entry["exception"]


def test_configure_logging_json_on_a_bare_root(monkeypatch: pytest.MonkeyPatch) -> None:
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])  # as in a fresh process
    monkeypatch.setattr(root, "level", logging.WARNING)
    configure_logging("debug", "json")
    assert root.level == logging.DEBUG
    (handler,) = root.handlers
    assert isinstance(handler.formatter, JsonFormatter)
    configure_logging("info", "text")  # already configured: left alone
    assert root.handlers == [handler]


def test_configure_logging_text(monkeypatch: pytest.MonkeyPatch) -> None:
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])
    configure_logging("nonsense", "text")
    assert root.level == logging.INFO  # an unknown name means INFO
    (handler,) = root.handlers
    assert not isinstance(handler.formatter, JsonFormatter)
    assert level_of("warning") == logging.WARNING


def test_log_format_setting_accepts_json_and_rejects_others() -> None:
    assert make_settings(log_format="JSON").log_format == "json"
    with pytest.raises(ValueError, match="log_format"):
        make_settings(log_format="xml")
