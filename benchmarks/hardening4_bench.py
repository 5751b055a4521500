"""Issue 36's Discord drivers, rerun: `python -m benchmarks.hardening4_bench [part ...]`.

- `autocomplete`: on a 3,001-match tournament, one member of server A types a 6,000-
  character `match:` value twice a second (the autocomplete handler, as Discord calls it),
  while a member of server B asks a question twice a second. Figures: each autocomplete's
  time to answer, B's reply times, and the event loop's worst lag (what any reply waited).
- `previews`: RSS while one server uploads the heaviest intents file the limits accept
  (4,100 phrasings, 12,000 words) 15 times without Confirm (each preview kept, as its
  view keeps it), then 5 confirmed uploads each followed by a rollback.
- `bracket`: a bracket with 3,000 matches in one round, and one with 2,048: what the bot
  does (drawn: size and time; or refused) and how long it takes.
- `table`: a 400-team group's table: counting, text and picture, and the picture's size.

The code measured is whatever `bot` imports (run it from another checkout's root to
compare). Figures only, nothing asserted.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import yaml

from benchmarks.fairness_bench import wide_intents
from benchmarks.measure import rss_mb

ROOT = Path.cwd()  # the checkout measured: run from its root
A, B = 1001, 1002


def _log(text: str) -> None:
    print(f"[hardening4 {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def big_cup_text(teams: int, knockout: int) -> str:
    """One group of `teams` and one knockout round of `knockout` matches, made up (as
    tests/adapters/discord/exts/test_picture_bounds.py makes them)."""
    ids = [f"team-{i}" for i in range(teams)]
    group = [
        {"id": f"g-{i}", "stage": "group", "round": "Matchday 1", "group": "group-a"}
        | {"date": "2026-06-11", "teams": [ids[i], ids[i + 1]], "score": {"full_time": [0, 0]}}
        for i in range(0, teams - 1, 2)
    ]
    rounds = []
    for k in range(knockout):
        a, b = ids[k % teams], ids[(k + 1 + k // teams) % teams]
        goal = {"team": a, "name": "Scorer", "minute": 10, "period": "first_half"}
        rounds.append(
            {"id": f"k-{k}", "stage": "round_of_32", "round": "Round of 32", "date": "2026-07-01"}
            | {"teams": [a, b], "score": {"full_time": [1, 0]}, "goals": [goal]}
        )
    tournament = {
        "id": "big-cup",
        "name": "Big Cup",
        "source": {"name": "made up", "licence": "CC0-1.0"},
        "teams": [{"id": i, "name": i.replace("-", " ").title(), "group": "group-a"} for i in ids],
        "groups": [{"id": "group-a", "name": "Group A", "teams": ids}],
        "matches": group + rounds,
    }
    return yaml.safe_dump({"schema_version": 1, "tournament": tournament}, sort_keys=False)


def _knowledge(teams: int, knockout: int) -> Path:
    target = Path(tempfile.mkdtemp(prefix="hardening4-")) / "knowledge"
    shutil.copytree(ROOT / "knowledge", target)
    (target / "tournament.yaml").write_text(big_cup_text(teams, knockout), encoding="utf-8")
    return target


def _settings(knowledge: Path, **overrides: Any) -> Any:
    from bot.settings import Settings

    return Settings(_env_file=None, knowledge_path=knowledge, **overrides)  # type: ignore[call-arg]


def _keystroke(guild: int, user: int) -> Any:
    """What the autocomplete handler reads of an interaction."""
    return SimpleNamespace(
        guild_id=guild,
        locale=None,
        user=SimpleNamespace(id=user),
        created_at=dt.datetime.now(dt.UTC),
    )


async def _lag(stop: asyncio.Event, out: list[float]) -> None:
    """How late a 10 ms sleep wakes: the event loop's lag, sampled."""
    while not stop.is_set():
        start = time.perf_counter()
        await asyncio.sleep(0.01)
        out.append((time.perf_counter() - start - 0.01) * 1000)


def _dist(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p50 = statistics.median(ordered)
    return f"p50 {p50:.0f} ms, max {ordered[-1]:.0f} ms (n={len(ordered)})"


async def autocomplete(seconds: float) -> None:
    from bot.adapters.discord.client import create_bot
    from bot.adapters.discord.matches import match_choices
    from bot.service import MatchService

    knowledge = _knowledge(400, 3000)
    settings = _settings(knowledge, user_cooldown_rate=10**6, channel_cooldown_rate=10**6)
    service = await MatchService.in_memory(settings)
    bot = create_bot(settings, service)
    await match_choices(bot, _keystroke(A, 1), "warm")  # the picker's words built
    typed = "argentina " + "é" * 6000
    stop = asyncio.Event()
    lags: list[float] = []
    answers: list[float] = []
    other: list[float] = []

    async def keystroke() -> None:
        start = time.perf_counter()
        await match_choices(bot, _keystroke(A, 7), typed)
        answers.append((time.perf_counter() - start) * 1000)

    async def question() -> None:
        start = time.perf_counter()
        await service.answers.ask("who scored the winner?", guild_id=B)
        other.append((time.perf_counter() - start) * 1000)

    lagging = asyncio.create_task(_lag(stop, lags))
    tasks = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        tasks += [asyncio.create_task(keystroke()), asyncio.create_task(question())]
        await asyncio.sleep(0.5)
    await asyncio.gather(*tasks)
    stop.set()
    await lagging
    late = sum(1 for a in answers if a > 3000)
    print("## Autocomplete flood (3,004 matches, 6,000 characters twice a second)\n")
    print(f"- autocomplete answers: {_dist(answers)}; later than 3 s: {late} of {len(answers)}")
    print(f"- server B's replies: {_dist(other)}")
    print(f"- event loop lag: {_dist(lags)}\n")
    service.answers.close()


async def previews(unconfirmed: int, cycles: int) -> None:
    from bot.service import LiveKnowledge, MatchService
    from bot.store import open_store

    store = await open_store(":memory:")
    live = await asyncio.to_thread(LiveKnowledge, ROOT / "knowledge")
    service = MatchService(live, store, _settings(ROOT / "knowledge", knowledge_max_probe_ms=1e6))
    print("## Previews, RSS in MB\n")
    print(f"- start: {rss_mb():.0f}")
    kept = []  # as the Confirm views keep them
    for n in range(unconfirmed):
        preview = await service.knowledge.preview(A, {"wide.yaml": wide_intents(4100, 12000, n)})
        assert preview.ok, preview.problems[:1]
        kept.append(preview)
        _log(f"preview {n + 1}: RSS {rss_mb():.0f} MB")
    print(f"- after {unconfirmed} unconfirmed uploads: {rss_mb():.0f}")
    peak = 0.0
    for n in range(cycles):
        upload = {"wide.yaml": wide_intents(4100, 12000, 100 + n)}
        preview = await service.knowledge.preview(A, upload)
        kept.append(preview)
        record = await service.knowledge.commit(A, preview, "mod", "upload", f"cycle {n}")
        history = await service.knowledge.history(A, files=False)
        earlier = [v.id for v in history if v.id != record.id]
        if earlier:
            await service.knowledge.rollback(A, earlier[0], "mod")
        peak = max(peak, rss_mb())
        _log(f"cycle {n + 1}: RSS {rss_mb():.0f} MB")
    print(f"- {cycles} uploads with rollbacks: peak {peak:.0f}, after {rss_mb():.0f}\n")
    service.answers.close()
    await store.close()


def bracket() -> None:
    from bot.adapters.discord.pictures import bracket_picture, bracket_rounds
    from bot.knowledge import load_knowledge

    try:
        from bot.adapters.pictures import PictureTooBig, first_drawn
    except ImportError:  # a checkout without the bounds: it draws whatever it is given
        PictureTooBig, first_drawn = ValueError, lambda *_: 0  # type: ignore[assignment,misc]

    print("## Brackets\n")
    for teams, knockout in ((400, 3000), (200, 2048)):
        t = load_knowledge(_knowledge(teams, knockout)).knowledge.tournament
        assert t is not None
        start = time.perf_counter()
        rounds, third = bracket_rounds(t, "en")
        try:
            first_drawn(rounds, third is not None)
            pic = bracket_picture(t, "en")
            what = f"drawn {pic.size[0]} x {pic.size[1]} px, {len(pic.png) / 2**20:.2f} MB"
        except PictureTooBig as exc:
            what = f"refused, sent as text ({exc})"
        took = (time.perf_counter() - start) * 1000
        print(f"- {knockout:,} matches in one round: {what}, {took:.0f} ms")
    print()


def table() -> None:
    """The 400-team group's /table: counting, text and picture (all off the event loop
    in the bot), and the picture's size."""
    from bot.adapters.discord.tournament_cards import table_embed, table_lines
    from bot.adapters.pictures import render_table
    from bot.engine import TournamentFacts
    from bot.knowledge import load_knowledge

    t = load_knowledge(_knowledge(400, 10)).knowledge.tournament
    assert t is not None
    start = time.perf_counter()
    facts = TournamentFacts(t)
    lines = table_lines(facts, t.groups[0], "en")
    counted = time.perf_counter()
    table_embed(facts, t.groups[0], "en", "table.png")
    text = time.perf_counter()
    pic = render_table("Group A", lines)
    drawn = time.perf_counter()
    print("## A 400-team group's table\n")
    print(
        f"- counted {1000 * (counted - start):.0f} ms, text {1000 * (text - counted):.0f} ms, "
        f"picture {1000 * (drawn - text):.0f} ms ({pic.size[0]} x {pic.size[1]} px, "
        f"{len(pic.png) / 2**20:.2f} MB)\n"
    )


def main(argv: list[str]) -> None:
    parts = argv or ["autocomplete", "previews", "bracket", "table"]
    if "autocomplete" in parts:
        asyncio.run(autocomplete(10.0))
    if "previews" in parts:
        asyncio.run(previews(15, 5))
    if "bracket" in parts:
        bracket()
    if "table" in parts:
        table()


if __name__ == "__main__":
    main(sys.argv[1:])
