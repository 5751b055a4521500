"""The bundled knowledge with its final (Spain v Argentina) not yet played, kicking off
when a test says, and the same final played: what a feed, an upload or a reload would
bring. The match keeps its id (2026-07-19-spain-argentina)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

FINAL = "2026-07-19-spain-argentina"
_HEAD = '    - id: "2026-07-19-spain-argentina"\n'


def final_block(kickoff: dt.datetime | None, score: tuple[int, int] | None = None) -> str:
    """The final's YAML: kicking off at `kickoff` (UTC; None: a day with no time)."""
    day = (kickoff or dt.datetime(2026, 7, 19, tzinfo=dt.UTC)).date()
    lines = [
        _HEAD.rstrip("\n"),
        "      number: 104",
        "      stage: final",
        "      round: Final",
        f"      date: {day.isoformat()}",
    ]
    if kickoff is not None:
        lines.append(f'      time: "{kickoff:%H:%M} UTC+0"')
    lines += ["      venue: metlife-stadium", "      teams: [spain, argentina]"]
    if score is not None:
        lines.append(f"      score: {{full_time: [{score[0]}, {score[1]}]}}")
        goals = [("spain", "ferran-torres", "Ferran Torres", 10 + i) for i in range(score[0])]
        goals += [("argentina", "lionel-messi", "Lionel Messi", 60 + i) for i in range(score[1])]
        goals.sort(key=lambda g: g[3])
        if goals:
            lines.append("      goals:")
        for team, player, name, minute in goals:
            period = "first_half" if minute <= 45 else "second_half"
            lines.append(
                f"        - {{team: {team}, player: {player}, name: {name}, "
                f"minute: {minute}, period: {period}}}"
            )
    return "\n".join(lines) + "\n"


def tournament_text(
    source: Path, kickoff: dt.datetime | None, score: tuple[int, int] | None = None
) -> str:
    text = source.read_text(encoding="utf-8")
    start = text.index(_HEAD)
    end = text.index("  tiebreak:", start)
    return text[:start] + final_block(kickoff, score) + text[end:]


def set_final(
    knowledge: Path, kickoff: dt.datetime | None, score: tuple[int, int] | None = None
) -> None:
    """Rewrite tournament.yaml in a copy of the bundled knowledge."""
    path = knowledge / "tournament.yaml"
    path.write_text(tournament_text(path, kickoff, score), encoding="utf-8")
