"""Issue 36 (7): the feed renamed "England" to "England FC" and was accepted; the audit
said "no changes", `validate` 0 warnings, and "who scored?" answered about the final while
/score showed the semi-final (the report no longer linked to the data, so the current
match fell to the latest played). Now a report whose teams no longer match the data is a
warning in `validate` and in the feed's audit, the current match stays the report's, and
the audit says what changed (a team renamed, a score, the report's match)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.adapters import cli
from bot.service import MatchService, OperatorFeed, football_json
from bot.service.live import LiveKnowledge
from bot.store import Store
from tests.conftest import KNOWLEDGE

SOURCE = KNOWLEDGE / "sources" / "openfootball" / "worldcup-2026"
SEMI = "2026-07-15-england-argentina"
FINAL = "2026-07-19-spain-argentina"


def renamed(bodies: dict[str, bytes]) -> dict[str, bytes]:
    return {name: body.replace(b'"England"', b'"England FC"') for name, body in bodies.items()}


def final_won_2_0(bodies: dict[str, bytes]) -> dict[str, bytes]:
    data = json.loads(bodies["worldcup.json"])
    final = next(m for m in data["matches"] if m.get("num") == 104)
    final["score"] = {"ht": [0, 0], "ft": [2, 0]}
    final["goals1"] = [{"name": "Pedri", "minute": "30"}, {"name": "Pedri", "minute": "70"}]
    return {**bodies, "worldcup.json": json.dumps(data).encode()}


class Files:
    def __init__(self) -> None:
        self.bodies = {p.name: p.read_bytes() for p in SOURCE.glob("*.json")}

    async def handle(self, request: web.Request) -> web.Response:
        body = self.bodies.get(request.match_info["name"])
        if body is None:
            return web.Response(status=404)
        return web.Response(body=body, content_type="application/json")


@pytest.fixture
async def served() -> AsyncIterator[tuple[Files, tuple[str, ...]]]:
    files = Files()
    app = web.Application()
    app.router.add_get("/feed/{name}", files.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    yield files, tuple(str(server.make_url(f"/feed/{n}")) for n in sorted(files.bodies))
    await server.close()


def test_validate_warns_of_a_report_the_data_no_longer_holds(
    knowledge_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bodies = renamed({p.name: p.read_bytes() for p in SOURCE.glob("*.json")})
    (knowledge_copy / "tournament.yaml").write_text(
        football_json(bodies)["tournament.yaml"], encoding="utf-8"
    )
    assert cli.validate(knowledge_copy) == 0  # a warning, not an error: it still loads
    err = capsys.readouterr().err
    [warning] = [line for line in err.splitlines() if line.startswith("warning: ")]
    assert "match.yaml" in warning and "not linked to tournament.yaml" in warning
    assert "no team 'england'" in warning and "england-fc" in warning


async def test_a_renamed_team_is_audited_and_the_current_match_stays(
    served: tuple[Files, tuple[str, ...]], knowledge_copy: Path, memory_store: Store
) -> None:
    files, urls = served
    live = LiveKnowledge(knowledge_copy)
    before = live.engine.answer("who scored?").text
    assert "Gordon" in before and live.engine.knowledge.current == SEMI
    service = MatchService(live, memory_store)
    feed = OperatorFeed(live, memory_store, service.audit, football_json, urls, 600)
    try:
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        files.bodies = renamed(files.bodies)
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        k = live.engine.knowledge
        assert k.current != FINAL and k.current_match is None  # the report's, not the final
        assert live.engine.answer("who scored?").text == before
        rows = await memory_store.audit_log(None)
        ok = next(r for r in rows if r.result == "ok")
        assert "no changes" not in ok.detail
        assert "team renamed: England (england) -> England FC (england-fc)" in ok.detail
        assert f"the report's match: {SEMI} -> none" in ok.detail
        warning = next(r for r in rows if r.result == "warning")
        assert rows[0].result == "warning"  # the newest entry, shown by /knowledge history
        assert "not linked" in warning.detail and "england-fc" in warning.detail
    finally:
        await feed.close()


async def test_a_changed_score_is_named_in_the_audit(
    served: tuple[Files, tuple[str, ...]], knowledge_copy: Path, memory_store: Store
) -> None:
    files, urls = served
    live = LiveKnowledge(knowledge_copy)
    service = MatchService(live, memory_store)
    feed = OperatorFeed(live, memory_store, service.audit, football_json, urls, 600)
    try:
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        files.bodies = final_won_2_0(files.bodies)
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        [latest, _first] = await memory_store.audit_log(None)
        assert latest.result == "ok" and "tournament matches +0 -0 ~1" in latest.detail
        assert f"{FINAL}: " in latest.detail and "-> 2-0" in latest.detail
        assert not [r for r in await memory_store.audit_log(None) if r.result == "warning"]
    finally:
        await feed.close()
