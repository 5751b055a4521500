"""A table stage named in a question about a competition's figures ("in the league phase",
"en la fase de grupos"): the figures are that stage's matches alone, never the whole
competition's (a club's record, the teams ranked by goals, a place in the table).

A competition played as a table then knockouts (the Champions League's league phase, a
World Cup's group stage) counts a club's wins or goals differently over the two: an
answer counting every round when one stage was asked is a confident wrong count.
"""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.languages import canonical as c
from bot.engine.understanding.slots import Slots
from bot.engine.views.tournament_text import stage_label, team_label, tournament_name


def table_stage(tf: TournamentFacts, s: Slots) -> str | None:
    """The table stage the question names, as the data holds it: a group stage named of
    a competition whose table stage is a league phase is that phase (fans say either),
    and back. None when no table stage is named, or the data has none."""
    named = next((st for st in s.stages if st in c.TABLE_STAGES), None)
    if named is None:
        return None
    held = [st for st in sorted(c.TABLE_STAGES) if tf.of_stage(st)]
    if named in held:
        return named
    return held[0] if len(held) == 1 else None


def scoped(tf: TournamentFacts, s: Slots) -> frozenset[str] | None:
    """The stages a competition's figures count, when a table stage is named and the
    competition has other rounds too (a league season's table stage is all of it: None,
    the whole)."""
    stage = table_stage(tf, s)
    if stage is None or len(tf.of_stage(stage)) == len(tf.matches):
        return None
    return frozenset({stage})


def stage_named(f: MatchFacts, stages: frozenset[str]) -> str:
    """The scoped stage's name in the answer's language ('league phase', 'la fase liga')."""
    return stage_label(f, next(iter(stages)))


def record_head(f: MatchFacts, team: str, r: Row, stages: frozenset[str] | None) -> str:
    """'T at the X: played 7, won 4 ...', or of the one stage asked ('T in the league
    phase of the X: ...')."""
    gd = f"{r.difference:+d}" if r.difference else "0"
    if stages:
        return f.say(
            "record.stage",
            "{team} in the {stage} of the {tournament}: played {p}, won {w}, drew {d}, "
            "lost {l}; scored {gf}, conceded {ga} (goal difference {gd}).",
            team=team_label(f, team),
            stage=stage_named(f, stages),
            tournament=tournament_name(f),
            p=r.played,
            w=r.won,
            d=r.drawn,
            l=r.lost,
            gf=r.scored,
            ga=r.conceded,
            gd=gd,
        )
    return f.say(
        "record.all",
        "{team} at the {tournament}: played {p}, won {w}, drew {d}, lost {l}; "
        "scored {gf}, conceded {ga} (goal difference {gd}).",
        team=team_label(f, team),
        tournament=tournament_name(f),
        p=r.played,
        w=r.won,
        d=r.drawn,
        l=r.lost,
        gf=r.scored,
        ga=r.conceded,
        gd=gd,
    )
