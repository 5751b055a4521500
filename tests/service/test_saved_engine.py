"""The built engine saved between runs: used when the files and code are unchanged, and
never a reason to fail (corrupt, stale, foreign or unwritable: the engine is built)."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from bot.adapters.cli import main as cli_main
from bot.knowledge import KnowledgeError
from bot.service import saved_engine
from bot.service.live import LiveKnowledge
from bot.settings import Settings
from tests.service.test_live import FIXED, use_fixed_result


def saved(cache: Path) -> list[Path]:
    return sorted(cache.glob("engine-*.pickle"))


def no_building(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("built the engine instead of reading the saved one")

    monkeypatch.setattr(saved_engine, "build", refuse)


def test_the_saved_engine_is_used_and_answers_the_same(
    knowledge_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    first = LiveKnowledge(knowledge_copy, cache)
    assert len(saved(cache)) == 1
    no_building(monkeypatch)
    second = LiveKnowledge(knowledge_copy, cache)
    assert second.engine is not first.engine
    assert second.engine.version == first.engine.version
    assert second.loaded.texts == first.loaded.texts
    for question in ("who won?", "who scored the winner", "quien gano", "whoo scord teh winer"):
        assert second.engine.answer(question) == first.engine.answer(question)
    # The typo corrector and the languages' closures work again after loading.
    follow = first.engine.answer("who scored the winner")
    again = second.engine.answer("when?", follow.context)
    assert again.text == first.engine.answer("when?", follow.context).text


def test_a_changed_file_is_built_again(
    knowledge_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    LiveKnowledge(knowledge_copy, cache)
    use_fixed_result(knowledge_copy)
    live = LiveKnowledge(knowledge_copy, cache)
    assert FIXED in live.engine.answer("who won?").text
    assert len(saved(cache)) == 2
    no_building(monkeypatch)  # ... and that version is saved too
    assert FIXED in LiveKnowledge(knowledge_copy, cache).engine.answer("who won?").text


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"not a pickle at all",
        pickle.dumps(("a tuple", "of the wrong things")),
        pickle.dumps({"engine": None}),
    ],
    ids=["empty", "garbage", "wrong-types", "wrong-shape"],
)
def test_a_damaged_saved_engine_falls_back_to_building(
    knowledge_copy: Path, tmp_path: Path, damage: bytes
) -> None:
    cache = tmp_path / "cache"
    good = LiveKnowledge(knowledge_copy, cache).engine.answer("who won?").text
    (file,) = saved(cache)
    file.write_bytes(damage)
    assert LiveKnowledge(knowledge_copy, cache).engine.answer("who won?").text == good
    assert file.read_bytes() != damage  # built, and saved again


def test_a_saved_engine_of_other_files_is_not_used(knowledge_copy: Path, tmp_path: Path) -> None:
    """A file under the right name holding another knowledge's engine (copied by hand,
    a bug) is not answered from: the texts it was built from must be the files'."""
    cache = tmp_path / "cache"
    LiveKnowledge(knowledge_copy, cache)
    (file,) = saved(cache)
    other = tmp_path / "other"
    other.mkdir()
    (other / "intents.yaml").write_text((knowledge_copy / "intents.yaml").read_text("utf-8"))
    (other / "match.yaml").write_text((knowledge_copy / "match.yaml").read_text("utf-8"))
    use_fixed_result(other)
    LiveKnowledge(other, cache)
    foreign = next(p for p in saved(cache) if p != file)
    file.write_bytes(foreign.read_bytes())
    assert FIXED not in LiveKnowledge(knowledge_copy, cache).engine.answer("who won?").text


def test_an_unwritable_cache_is_only_slower(knowledge_copy: Path, tmp_path: Path) -> None:
    blocked = tmp_path / "a-file-not-a-directory"
    blocked.write_text("x")
    live = LiveKnowledge(knowledge_copy, blocked)
    assert "2-1" in live.engine.answer("who won?").text
    assert blocked.read_text() == "x"


def test_bad_knowledge_still_says_what_is_wrong(knowledge_copy: Path, tmp_path: Path) -> None:
    (knowledge_copy / "match.yaml").write_text("match: [unclosed\n", encoding="utf-8")
    with pytest.raises(KnowledgeError, match=r"match\.yaml"):
        LiveKnowledge(knowledge_copy, tmp_path / "cache")
    assert not saved(tmp_path / "cache")


def test_only_the_newest_few_are_kept(knowledge_copy: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    use_fixed_result(knowledge_copy, "Version 0")
    intents = knowledge_copy / "intents.yaml"
    for n in range(1, saved_engine.KEEP + 3):
        LiveKnowledge(knowledge_copy, cache)
        intents.write_text(
            intents.read_text("utf-8").replace(f"Version {n - 1}", f"Version {n}"), "utf-8"
        )
    live = LiveKnowledge(knowledge_copy, cache)
    assert f"Version {saved_engine.KEEP + 2}" in live.engine.answer("who won?").text
    assert len(saved(cache)) == saved_engine.KEEP


def settings() -> Settings:
    return Settings(_env_file=None)  # type: ignore[call-arg]


def test_the_setting_places_or_turns_off_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ENGINE_DISK_CACHE_PATH", raising=False)
    monkeypatch.setenv("DATA_PATH", "/srv/bot/state.sqlite3")
    assert settings().engine_cache_dir() == Path("/srv/bot/cache")
    monkeypatch.setenv("ENGINE_DISK_CACHE_PATH", "/var/cache/matchbot")
    assert settings().engine_cache_dir() == Path("/var/cache/matchbot")
    monkeypatch.setenv("ENGINE_DISK_CACHE", "false")
    assert settings().engine_cache_dir() is None


def test_ask_saves_and_then_reads_the_engine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("ENGINE_DISK_CACHE_PATH", str(cache))
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert cli_main(["ask", "who won?"]) == 0
    first = capsys.readouterr().out
    assert "2-1" in first and len(saved(cache)) == 1
    with monkeypatch.context() as m:
        no_building(m)
        assert cli_main(["ask", "who won?"]) == 0
        assert capsys.readouterr().out == first


def test_ask_with_the_cache_off_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("ENGINE_DISK_CACHE_PATH", str(cache))
    monkeypatch.setenv("ENGINE_DISK_CACHE", "false")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert cli_main(["ask", "who won?"]) == 0
    assert "2-1" in capsys.readouterr().out
    assert not cache.exists()


def test_the_data_the_engine_ships_is_part_of_its_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A row added to the names table (`languages/names.yaml`) is in the engine a saved
    one was built with: an edit to it makes the saved engine stale, as a code edit does."""
    names = tmp_path / "engine" / "languages" / "names.yaml"
    names.parent.mkdir(parents=True)
    (tmp_path / "knowledge").mkdir()
    (tmp_path / "engine" / "code.py").write_text("X = 1\n")
    names.write_text("demonyms: {}\n")
    monkeypatch.setattr(saved_engine, "_CODE", tmp_path)
    before = saved_engine.code_version.__wrapped__()
    names.write_text('demonyms: {"oranje": netherlands}\n')
    assert saved_engine.code_version.__wrapped__() != before
    (tmp_path / "engine" / "notes.txt").write_text("not code")  # other files do not count
    names.write_text("demonyms: {}\n")
    assert saved_engine.code_version.__wrapped__() == before
