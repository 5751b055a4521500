"""`.env.example` documents every setting and parses as the defaults."""

from __future__ import annotations

from bot.settings import Settings
from tests.conftest import ROOT


def test_every_setting_is_in_env_example_with_a_comment() -> None:
    lines = (ROOT / ".env.example").read_text(encoding="utf-8").splitlines()
    for name in Settings.model_fields:
        key = name.upper()
        index = next(i for i, line in enumerate(lines) if line.startswith(f"{key}="))
        comments = [ln for ln in lines[max(0, index - 6) : index] if ln.startswith("#")]
        assert comments, f"{key} has no comment"


def test_env_example_parses_as_the_defaults() -> None:
    example = Settings(_env_file=ROOT / ".env.example").model_dump()  # type: ignore[call-arg]
    defaults = Settings(_env_file=None).model_dump()  # type: ignore[call-arg]
    # KNOWLEDGE_PATH is written relative in the example; the default is absolute.
    assert example.pop("knowledge_path").name == defaults.pop("knowledge_path").name
    assert example == defaults
