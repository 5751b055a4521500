"""The shipped names table (`languages/names.yaml`) is data the names stage reads: it
loads typed, names no key twice, and a row added to it is a name the bot knows."""

from __future__ import annotations

from pathlib import Path

import yaml

from bot.engine import Engine
from bot.engine.languages import names
from bot.engine.languages.es.teams import NAMES as SPANISH_NAMES


class _Strict(yaml.SafeLoader):
    """A loader that refuses a mapping naming a key twice (YAML keeps the last one)."""


def _no_twice(loader: yaml.SafeLoader, node: yaml.MappingNode) -> dict[object, object]:
    keys = [loader.construct_object(k) for k, _ in node.value]
    twice = sorted({str(k) for k in keys if keys.count(k) > 1})
    assert not twice, f"named twice at line {node.start_mark.line + 1}: {twice}"
    return loader.construct_mapping(node)


_Strict.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _no_twice)


def test_no_key_is_named_twice() -> None:
    assert yaml.load(names.PATH.read_text(encoding="utf-8"), Loader=_Strict)


def test_the_table_loads_typed() -> None:
    table = names.load()
    assert table.demonyms["holandeses"] == "netherlands"
    assert table.hosts["world cup"][2022] == ("qatar", "catar")
    assert ("world", "cup") in table.kind_after["world cup"]
    assert "fc" in table.squad_club_affixes and "fc" in table.team_club_affixes
    assert "united" in table.team_club_affixes - table.squad_club_affixes
    assert set(table.kind_in) <= set(table.competition_forms)


def test_a_row_added_is_read(tmp_path: Path) -> None:
    text = names.PATH.read_text(encoding="utf-8")
    row = '  "oranje": netherlands\n'
    edited = tmp_path / "names.yaml"
    edited.write_text(text.replace("demonyms:\n", "demonyms:\n" + row, 1), encoding="utf-8")
    assert names.load(edited).demonyms["oranje"] == "netherlands"
    assert "oranje" not in names.NAMES.demonyms


def test_the_spanish_team_names_are_one_table(engine: Engine) -> None:
    assert SPANISH_NAMES["netherlands"][:2] == ("Países Bajos", "Holanda")
    assert engine.understanding.parse("¿cómo le fue a Países Bajos?").slots.teams == ["netherlands"]
