"""DATABASE_URL: PostgreSQL is chosen by the setting; an unreachable database at start-up
is one line and exit code 4, and the password never shows."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.adapters.discord import runner
from bot.adapters.discord.client import MatchBot
from bot.service import LiveKnowledge, MatchService
from bot.store import PostgresStore, SqliteStore
from tests.adapters.discord.exts.conftest import make_settings

SECRET = "hunter2-not-logged"


@pytest.fixture(scope="module")
def loaded_knowledge() -> LiveKnowledge:
    return LiveKnowledge(make_settings().knowledge_path)


def test_unreachable_database_is_one_line_and_exit_4(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    loaded_knowledge: LiveKnowledge,
) -> None:
    async def start(self: MatchBot, token: str, *, reconnect: bool = True) -> None:
        raise AssertionError("must not connect to Discord without the database")

    monkeypatch.setattr(runner, "LiveKnowledge", lambda path, cache_dir=None: loaded_knowledge)
    monkeypatch.setattr(MatchBot, "start", start)
    url = f"postgresql://matchbot:{SECRET}@127.0.0.1:1/matchbot"  # nothing listens on port 1
    code = runner.run_discord(make_settings(discord_token="x.y.z", database_url=url))
    out, err = capsys.readouterr()
    assert code == runner.EXIT_DATABASE == 4
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: cannot reach the database")
    assert "127.0.0.1:1" in lines[0] and "DATABASE_URL" in lines[0]
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert SECRET not in out + err + logged
    assert "Traceback" not in out + err


def test_database_url_must_be_postgres_and_is_never_repeated() -> None:
    with pytest.raises(ValidationError, match="postgresql://") as caught:
        make_settings(database_url=f"mysql://root:{SECRET}@db/x")
    # what the command line prints for a bad setting is the message, never the value
    assert SECRET not in caught.value.errors()[0]["msg"]
    assert make_settings(database_url="  ").database_url is None
    settings = make_settings(database_url=f"postgresql://u:{SECRET}@db/x")
    assert SECRET not in repr(settings) and SECRET not in str(settings.model_dump())


async def test_database_url_selects_postgres_else_sqlite(
    pg_url: str, tmp_path: object, loaded_knowledge: LiveKnowledge
) -> None:
    import uuid
    from pathlib import Path

    import asyncpg

    assert isinstance(tmp_path, Path)
    schema = f"matchbot_test_{uuid.uuid4().hex[:16]}"
    conn = await asyncpg.connect(pg_url)
    await conn.execute(f"CREATE SCHEMA {schema}")
    try:
        sep = "&" if "?" in pg_url else "?"
        settings = make_settings(database_url=f"{pg_url}{sep}search_path={schema}")
        service = await MatchService.open(settings, live=loaded_knowledge)
        assert isinstance(service.store, PostgresStore)
        await service.close()
        tables = await conn.fetchval(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = $1", schema
        )
        assert tables > 0  # migrated into the schema DATABASE_URL named

        sqlite_settings = make_settings(data_path=tmp_path / "d" / "m.sqlite3")
        sqlite = await MatchService.open(sqlite_settings, live=loaded_knowledge)
        assert isinstance(sqlite.store, SqliteStore)
        assert (tmp_path / "d" / "m.sqlite3").is_file()
        await sqlite.close()
    finally:
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await conn.close()
