"""'Who did they play next?' about a match already played, with nothing to come: the
match each of its sides played after it (in a conversation, the match in focus; see
`answering.focus`), rather than "no match still to be played after today"."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.tournament_text import match_label, score_line, team_label


def played_after(f: MatchFacts, tf: TournamentFacts, s: Slots, team: str | None) -> Rendered | None:
    """The next match of `team` (None: of each side) after the match `s` means, when that
    match was played; None when it names no such match or `team` did not play it."""
    held = tf.by_id.get(s.default_match) if s.default_match else None
    if held is None or held.score is None or (team is not None and team not in held.teams):
        return None
    lines, ended, shown = [], [], []
    for side in [team] if team is not None else list(held.teams):
        games = tf.matches_of(side)
        later = games[games.index(held) + 1 :] if held in games else []
        if not later:
            ended.append(
                f.say("fixture.no_more", "{team} played no other match.", team=team_label(f, side))
            )
            continue
        m = later[0]
        shown.append(m.id)
        outcome = score_line(f, m) if m.score is not None else match_label(f, m)
        lines.append(
            f.say(
                "fixture.played_next",
                "{team} played {other}: {line} ({where}).",
                team=team_label(f, side),
                other=team_label(f, next(t for t in m.teams if t != side)),
                line=outcome,
                where=match_label(f, m, teams=False),
            )
        )
    head = f.say("fixture.after", "After {label},", label=match_label(f, held))
    facts: dict[str, object] = {"matches": shown}
    if len(shown) == 1:
        facts["match"] = shown[0]
    return Rendered(" ".join([head, *lines, *ended]), facts)
