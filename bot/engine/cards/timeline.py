"""The match as plain data for a picture of its timeline: each side's goals with their
minute and period, whether there was extra time, the shootout's score and kicks.

Like `cards.match`, the adapters draw; this module decides what is drawn, naming people
and teams in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.engine import Engine
from bot.engine.facts.wording import competition_name
from bot.engine.languages.en.answering import _NOTES
from bot.engine.matching.picker import day_label, stage_label, team_label
from bot.engine.understanding.lang import Lang, interface_text
from bot.knowledge import DecidedIn, KickOutcome, Match, Tournament


@dataclass(frozen=True)
class TimelineGoal:
    side: int  # 0 = the first team listed, 1 = the second
    minute: int | None
    added: int | None
    period: str  # first_half, second_half, extra_time_first, extra_time_second
    scorer: str
    note: str = ""  # "pen", "og" in the reader's language
    stoppage: bool = False  # in the period's stoppage time (the minute may be unknown)

    @property
    def clock(self) -> str:
        """67', 45+2', 90+' (stoppage time, minute unknown); '' when nothing is known."""
        if self.minute is None:
            end = PERIOD_ENDS.get(self.period)
            return f"{end}+'" if self.stoppage and end else ""
        return f"{self.minute}+{self.added}'" if self.added else f"{self.minute}'"


PERIOD_ENDS = {
    "first_half": 45,
    "second_half": 90,
    "extra_time_first": 105,
    "extra_time_second": 120,
}


@dataclass(frozen=True)
class TimelineCard:
    teams: tuple[str, str]
    score: tuple[int, int]
    heading: str  # competition and stage, then the day
    goals: tuple[TimelineGoal, ...]
    extra_time: bool
    shootout: tuple[int, int] | None = None  # kicks scored, in team order
    kicks: tuple[tuple[int, bool], ...] = ()  # (side, scored) in the order taken, if known
    keys: tuple[str, str] = ("", "")  # the teams' ids: a team's colour is its own


def timeline_card(engine: Engine, lang: Lang = "en") -> TimelineCard:
    """The current match of `engine`, ready to draw."""
    f = engine.facts_by_lang[lang]
    m = f.match
    a, b = m.teams
    notes = {method: _ui(lang, note) for method, note in _NOTES.items()}
    goals = tuple(
        TimelineGoal(
            side=m.teams.index(g.goal.team),
            minute=g.goal.minute,
            added=g.goal.added,
            period=g.goal.period,
            scorer=f.name(g.goal.scorer),
            note=notes.get(g.goal.method, ""),
            stoppage=g.goal.stoppage_time,
        )
        for g in f.goals
    )
    shootout = m.result.shootout
    competition = m.competition
    day = f.template_fields["day.date"] or f.template_fields["day.weekday"]
    heading = " · ".join(
        p for p in (f"{f.tr(competition, 'name')} {f.tr(competition, 'stage')}", day) if p
    )
    return TimelineCard(
        teams=(f.team_name(a), f.team_name(b)),
        score=(m.score[a], m.score[b]),
        heading=heading,
        goals=goals,
        extra_time=f.decided_in is not DecidedIn.REGULATION
        or any(g.period.startswith("extra") for g in goals),
        shootout=(shootout.score[a], shootout.score[b]) if shootout else None,
        kicks=tuple(
            (m.teams.index(k.team), KickOutcome(k.outcome) is KickOutcome.SCORED)
            for k in shootout.kicks
        )
        if shootout
        else (),
        keys=(a, b),
    )


def data_timeline_card(t: Tournament, m: Match, lang: Lang = "en") -> TimelineCard:
    """A match from the tournament's data (no report), ready to draw: its goals as the data
    gives them, extra time and the shootout's score where it had them (no kicks: the data
    has none)."""
    teams = {team.id: team for team in t.teams}
    a, b = (team_label(teams.get(x), x, lang) for x in m.teams)
    goals = tuple(
        TimelineGoal(
            side=m.teams.index(g.team),
            minute=g.minute,
            added=g.added,
            period=g.period,
            scorer=g.name if g.player is None else _player_name(t, g.player, g.name),
            note=_ui(lang, _NOTES["own_goal"] if g.own_goal else _NOTES["penalty"])
            if g.own_goal or g.penalty
            else "",
        )
        for g in m.goals
    )
    score = m.score
    final = score.final if score is not None else [0, 0]
    heading = " · ".join(
        p
        for p in (competition_name(t, lang), stage_label(m, t, lang), day_label(m.date, lang))
        if p
    )
    return TimelineCard(
        teams=(a, b),
        score=(final[0], final[1]),
        heading=heading,
        goals=goals,
        extra_time=score is not None and score.extra_time is not None,
        shootout=(score.penalties[0], score.penalties[1]) if score and score.penalties else None,
        keys=(m.teams[0], m.teams[1]),
    )


def _player_name(t: Tournament, player: str, written: str) -> str:
    found = next((p for p in t.players if p.id == player), None)
    return found.name if found is not None else written


def _ui(lang: Lang, text: str) -> str:
    return interface_text(lang, text) or text
