"""The claims of an answer about a match from a tournament's data (no report): the data
holds each match's score and, where the source names them, its scorers. "T did not score"
holds only where T's goals are 0; "X did not score" only where the match lists its
scorers; "A beat B" only as the data's result, a shootout named when it decided it."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from bot.engine.claims.kinds import Rule, Withheld
from bot.engine.claims.patterns import (
    BEAT_WORDS,
    DID_NOT_SCORE,
    METHOD_WORDS,
    NONE_OF,
    compiled,
    group,
    kind_group,
    present,
    segments,
)
from bot.engine.claims.report import beat_level
from bot.knowledge import Knowledge, Match, Team, Tournament, TournamentTeam


class DataCheck:
    def __init__(self, k: Knowledge) -> None:
        if k.tournament is None:
            raise ValueError("a data check needs a tournament")
        self.t: Tournament = k.tournament
        self.k = k

    @cached_property
    def matches(self) -> dict[str, Match]:
        return {m.id: m for m in self.t.matches}

    @cached_property
    def team_names(self) -> dict[str, str]:
        """Every shown name of a team (English and translated) -> team id."""
        out: dict[str, str] = {}
        teams: list[Team | TournamentTeam] = [*self.t.teams, *self.k.teams]
        for team in teams:
            out[team.name] = team.id
            for fields in team.translations.values():
                name = fields.get("name")
                if isinstance(name, str):
                    out[name] = team.id
        return out

    @cached_property
    def team_group(self) -> tuple[str, ...]:
        """The teams' names to build patterns with (`patterns.group`)."""
        return kind_group(self.team_names)

    @cached_property
    def player_names(self) -> dict[str, str]:
        return {p.name: p.id for p in self.t.players} | {p.name: p.id for p in self.k.people}

    @cached_property
    def player_group(self) -> tuple[str, ...]:
        """The players' names to build patterns with (`patterns.group`): () past a few."""
        return kind_group(self.player_names)

    def flags(self, answer: str, match: str | None) -> list[Withheld]:
        m = self.matches.get(match) if match is not None else None
        out: list[Withheld] = []
        for seg in segments(answer):
            if seg.startswith(NONE_OF) and any(w in seg for w in METHOD_WORDS):
                # the data never says how a goal was scored: no "none was a header"
                out.append(Withheld(Rule.NO_GOAL_DATA, f"the data has no goal's method: {seg!r}"))
            negative = m is not None and any(w in seg for w in DID_NOT_SCORE)
            if not negative and not any(w in seg for w in BEAT_WORDS):
                continue  # neither claim is made: no names to look for
            teams = present(self.team_names, seg)
            out += [Withheld(Rule.BEAT_LEVEL, c) for c in beat_level(seg, teams, self.team_group)]
            if negative and m is not None:
                out += [Withheld(Rule.NO_GOAL_DATA, c) for c in self._did_not_score(seg, m, teams)]
        return out

    def _did_not_score(self, seg: str, m: Match, teams: tuple[str, ...]) -> Iterator[str]:
        """A side of this match that scored, or a player of a match without scorers."""
        for name in (
            compiled(r"({0}) (?:did not score|no marcó)\b", group(teams, self.team_group)).findall(
                seg
            )
            if teams
            else []
        ):
            tid = self.team_names[name]
            if tid in m.teams and (m.goals_of(tid) or 0) > 0:
                yield f"{name} scored in this match: {seg!r}"
        people = present(self.player_names, seg)
        if not people:
            return
        for name in compiled(
            r"({0})(?: \([^)]*\))? (?:did not score|no marcó)", group(people, self.player_group)
        ).findall(seg):
            pid = self.player_names[name]
            if not m.goals_listed:
                yield f"the data names no scorers of this match, so not '{name} did not score'"
            elif any(g.player == pid and not g.own_goal for g in m.goals):
                yield f"{name} scored in this match: {seg!r}"
