"""A player's goals asked of one stage ("how many goals did Kane score in the final",
"cuántos goles marcó Kane en la final"): his goals in his team's matches of that stage;
a stage his team did not play is said so, never answered with his whole tournament
unlabelled."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Relative, Slots
from bot.engine.views.base import Rendered
from bot.engine.views.shapes import PlayerGoalsFacts, answer
from bot.engine.views.tournament_text import goal_clock, stage_label, team_label


def goals_in_stage(
    f: MatchFacts, s: Slots, player: str | None, tally: Callable[[], Rendered]
) -> Rendered | None:
    """The player's goals in the one stage the question names, else None (`tally`: his
    whole tournament, said after a stage his team did not play)."""
    tf = f.tournament
    if tf is None or player is None or len(s.stages) != 1 or s.groups or s.teams:
        return None
    if Relative.REACHED in s.relative or s.dates or s.matchdays:
        return None  # "before the final": the round before it (`resolve`)
    stage = s.stages[0]
    p, (_, hits) = tf.players.get(player), tf.goals_of_player(player)
    # a scorer in no squad: his tally key's team ("eng:kane"), his name as the data has it
    team = p.team if p is not None else player.split(":", 1)[0] if ":" in player else ""
    name = p.name if p is not None else hits[0][1].name if hits else ""
    if team not in tf.teams or not name or not tf.of_stage(stage):
        return None
    played = [m for m in tf.matches_of(team) if m.stage == stage]
    where = stage_label(f, stage)
    if not played:
        said = f.say(
            "stage.not_played",
            "{team} did not play in the {stage}.",
            team=team_label(f, team),
            stage=where,
        )
        whole = tally()
        return Rendered(f"{said} {whole.text}", whole.facts, whole.known)
    if any(m.score is None for m in played):
        return None
    ids = {m.id for m in played}
    own = [(m, g) for m, g in hits if m.id in ids]
    if not own:
        text = f.say(
            "stage.no_goals",
            "{name} ({team}) did not score in the {stage}.",
            name=name,
            team=team_label(f, team),
            stage=where,
        )
        return answer(text, PlayerGoalsFacts(player=player, goal_count=0))
    pen = f.say("data.pen", " (pen.)")
    clocks = "; ".join(
        f"{goal_clock(g)}{pen if g.penalty else ''} v "
        + team_label(f, next(t for t in m.teams if t != team))
        for m, g in own
    )
    text = f.say(
        "stage.goals",
        "{name} ({team}) scored {goals} in the {stage}: {where}.",
        name=name,
        team=team_label(f, team),
        goals=f.count_goals(len(own)),
        stage=where,
        where=clocks,
    )
    return answer(text, PlayerGoalsFacts(player=player, goal_count=len(own)))
