"""Football.JSON (openfootball) -> a `Tournament`, and a report of what linked and what not.

Reads the variants real feeds use: a flat `matches` list or `rounds` -> `matches`; teams
as strings or `{name, code}`; minutes as "45+5", as 45 with `offset`, or as integers;
`ground` as a city or "Stadium, City"; older `score1`/`score2` keys. Side files (squads,
teams, stadiums, groups) add what the matches lack. Nothing is invented: what the source
does not give (assists, cards, line-ups, referees, attendance) stays absent. Any problem
is collected with its file and JSON path, and the import fails as a whole.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, get_args

from pydantic import ValidationError

from bot.importers.football_sides import (
    ImportReport,
    SideFiles,
    SideTeam,
    Unlinked,
    first_error,
    text_of,
)
from bot.importers.legs import legs_of, second_leg_aggregate
from bot.importers.scorers import Squads
from bot.importers.source import (
    ImportFailed,
    JsonFile,
    long_name,
    shown,
    slug,
)
from bot.importers.team_names_es import LANGUAGE, competitions, spanish_names
from bot.importers.tiebreak import rules_for, tiebreak_for, zone_for
from bot.knowledge import (
    DataSource,
    Match,
    MatchScore,
    MatchStatus,
    Stage,
    Tournament,
    TournamentGoal,
    TournamentTeam,
    fold,
    goals_disagree,
)

_MINUTE = re.compile(r"^\s*(\d{1,3})\s*(?:\+\s*(\d{1,2}))?\s*'?\s*$")


class _Importer(SideFiles):
    """Reads the matches (on the side files read first) and builds the tournament."""

    def raw_matches(self) -> list[tuple[str, str | None, dict[str, Any]]]:
        """(JSON path, round name from `rounds`, match) in file order, either layout."""
        f, data = self.main, self.main.data
        out: list[tuple[str, str | None, dict[str, Any]]] = []
        if isinstance(data.get("matches"), list):
            for i, m in enumerate(data["matches"]):
                out.append((f"$.matches[{i}]", None, m))
        elif isinstance(data.get("rounds"), list):
            for i, r in enumerate(data["rounds"]):
                if not isinstance(r, dict) or not isinstance(r.get("matches"), list):
                    self.problem(f, f"$.rounds[{i}]", "a round needs a list of matches")
                    continue
                for j, m in enumerate(r["matches"]):
                    out.append((f"$.rounds[{i}].matches[{j}]", text_of(r.get("name")), m))
        else:
            self.problem(f, "$", "unknown layout: 'matches' or 'rounds' must be a list")
        return out

    def matches(self, squads: Squads) -> list[Match]:
        f = self.main
        built: list[Match] = []
        fixtures: dict[tuple[Any, ...], str] = {}
        numbers: dict[int, str] = {}
        raws = self.raw_matches()
        self.legs = legs_of(raws)
        for at, round_name, raw in raws:
            if not isinstance(raw, dict):
                self.problem(f, at, "a match is an object")
                continue
            match = self.match(at, round_name, raw, squads)
            if match is None:
                continue
            key = (match.date, *sorted(match.teams))
            if key in fixtures:
                self.problem(
                    f, at, f"duplicated match: the same teams on the same day as {fixtures[key]}"
                )
                continue
            fixtures[key] = at
            if match.number is not None:
                if match.number in numbers:
                    self.problem(
                        f,
                        at,
                        f"duplicated match number {match.number} (also {numbers[match.number]})",
                    )
                    continue
                numbers[match.number] = at
            built.append(match)
        return built

    def match(
        self, at: str, round_name: str | None, raw: dict[str, Any], squads: Squads
    ) -> Match | None:
        f = self.main
        before = len(self.problems)
        teams = [self.team(f, f"{at}.team{n}", raw.get(f"team{n}")) for n in (1, 2)]
        round_name = text_of(raw.get("round")) or round_name
        date = text_of(raw.get("date"))
        if not round_name:
            self.problem(f, f"{at}.round", "a match needs a round (or to sit in one)")
        if not date:
            self.problem(f, f"{at}.date", "a match needs a date")
        group_name = text_of(raw.get("group"))
        group_id = self.group(f, f"{at}.group", group_name) if group_name else None
        score = self.score(at, raw)
        if len(self.problems) > before or teams[0] is None or teams[1] is None:
            return None
        team_ids = [teams[0], teams[1]]
        if team_ids[0] == team_ids[1]:
            self.problem(f, at, f"a match needs two different teams, not {team_ids[0]} twice")
            return None
        if group_id is not None:
            for t in team_ids:
                self.join(group_id, t)
        listed = any(k in raw for k in ("goals1", "goals2")) or (
            score is not None and score.final == [0, 0]
        )
        goals = self.goals(at, raw, team_ids, score, squads) if listed and score else []
        if goals is None:
            return None
        if score is not None and at in self.half_time_dropped:
            score = score.model_copy(update={"half_time": None})
        try:
            venue, ground = self.venue(raw)
        except ValidationError as exc:
            self.problem(f, f"{at}.ground", first_error(exc))
            return None
        number = raw.get("num")
        match_id = f"{date}-{team_ids[0]}-{team_ids[1]}"[:64]
        try:
            match = Match.model_validate(
                {
                    "id": match_id,
                    "number": number if isinstance(number, int) else None,
                    "stage": stage_of(round_name or "", group_name),
                    "round": round_name,
                    "group": group_id,
                    "date": date,
                    "time": text_of(raw.get("time")),
                    "venue": venue,
                    "ground": ground,
                    "teams": team_ids,
                    "score": score,
                    "goals": goals,
                    "goals_listed": listed or score is None,
                    "status": _status(raw),
                }
            )
        except ValidationError as exc:
            self.problem(f, at, first_error(exc))
            return None
        self.report.matches += 1
        self.report.played += score is not None
        self.report.goals += len(goals)
        return match

    def score(self, at: str, raw: dict[str, Any]) -> MatchScore | None:
        f = self.main
        given = raw.get("score")
        pairs: dict[str, Any] = {}
        if isinstance(given, dict):
            pairs = {k: given.get(k) for k in ("ht", "ft", "et", "p") if given.get(k) is not None}
            where = f"{at}.score"
        elif given is None:  # the older layout: score1 / score2 (i: half time, et, p)
            for key, suffix in (("ft", ""), ("ht", "i"), ("et", "et"), ("p", "p")):
                one, two = raw.get(f"score1{suffix}"), raw.get(f"score2{suffix}")
                if one is not None or two is not None:
                    pairs[key] = [one, two]
            where = at
        else:
            self.problem(f, f"{at}.score", "expected an object like {ft: [2, 1]}")
            return None
        for key, pair in pairs.items():
            ok = isinstance(pair, list) and len(pair) == 2
            if not ok or not all(isinstance(n, int) and not isinstance(n, bool) for n in pair):
                self.problem(f, f"{where}.{key}", f"expected two whole numbers, not {shown(pair)}")
                return None
        if not pairs:
            return None  # not played yet
        if "ft" not in pairs:
            self.problem(f, f"{where}", "a score needs the full-time score (ft)")
            return None
        aggregate = second_leg_aggregate(self.legs, raw, pairs)
        if "p" in pairs and pairs["p"][0] == pairs["p"][1]:
            self.report.notes.append(
                f"{where}.p: a shootout cannot end level {pairs['p']}; dropped"
            )
            del pairs["p"]
        try:
            return MatchScore(
                half_time=pairs.get("ht"),
                full_time=pairs["ft"],
                extra_time=pairs.get("et"),
                penalties=pairs.get("p"),
                aggregate=aggregate,
            )
        except ValidationError as exc:
            self.problem(f, f"{where}", first_error(exc))
            return None

    def goals(
        self,
        at: str,
        raw: dict[str, Any],
        teams: list[str],
        score: MatchScore,
        squads: Squads,
    ) -> list[TournamentGoal] | None:
        f = self.main
        extra = score.extra_time is not None
        parsed: list[tuple[str, int, int | None, dict[str, Any], str]] = []
        for side, team in zip(("goals1", "goals2"), teams, strict=True):
            listed = raw.get(side, [])
            if not isinstance(listed, list):
                self.problem(f, f"{at}.{side}", "expected a list of goals")
                return None
            for i, g in enumerate(listed):
                where = f"{at}.{side}[{i}]"
                if not isinstance(g, dict) or not text_of(g.get("name")):
                    self.problem(f, where, "a goal needs the scorer's name")
                    return None
                if problem := long_name(g["name"]):
                    self.problem(f, f"{where}.name", problem)
                    return None
                minute = _minute(g)
                if isinstance(minute, str):
                    self.problem(f, f"{where}.minute", minute)
                    return None
                parsed.append((team, *minute, g, where))
        match_id = f"{raw.get('date')}-{teams[0]}-{teams[1]}"
        # Readings, the plain one first: "92" as extra time when there was some, else as
        # stoppage time; with --fix-swapped-sides, goals1/goals2 the other way round.
        readings = [(False, False), (True, False)] if extra else [(False, False)]
        if self.fix_swapped:
            readings += [(stoppage, True) for stoppage, _ in readings]
        first_problem = None
        for stoppage_as_written, swapped in readings:
            goals = []
            for team, m, added, g, _ in parsed:
                if swapped:
                    team = teams[1] if team == teams[0] else teams[0]
                late = extra and not (stoppage_as_written and m < 100)
                goals.append(_goal(team, m, added, g, late))
            goals.sort(key=lambda g: g.order)
            problem = goals_disagree(teams, score, goals)
            first_problem = first_problem or problem
            if problem is None:
                if swapped:
                    self.report.notes.append(
                        f"{match_id} ({at}): goals1 and goals2 fit the score only the other "
                        "way round; imported swapped (--fix-swapped-sides)"
                    )
                half = goals_disagree(teams, score, goals, half_time=True)
                if half is not None:  # one of them is wrong, and the data cannot say which
                    self.report.notes.append(
                        f"{match_id} ({at}): {half}; the half-time score is left out"
                    )
                    self.half_time_dropped.add(at)
                return [self._linked(g, teams, squads, match_id) for g in goals]
        self.problem(f, at, f"the goals disagree with the score: {first_problem}")
        return None

    def _linked(
        self, goal: TournamentGoal, teams: list[str], squads: Squads, match_id: str
    ) -> TournamentGoal:
        """The goal with its scorer linked to a squad player, if exactly one fits."""
        scorer_team = next(t for t in teams if t != goal.team) if goal.own_goal else goal.team
        if not squads.has(scorer_team):
            return goal
        linked = squads.link(goal.name, scorer_team)
        if linked.player is None:
            self.report.unlinked.append(Unlinked(match_id, goal.name, scorer_team, linked.reason))
            return goal
        self.report.linked += 1
        if linked.close:
            self.report.close.append(Unlinked(match_id, goal.name, scorer_team, linked.player))
        return goal.model_copy(update={"player": linked.player})

    def build(self) -> Tournament:
        self.read_teams()
        self.read_groups()
        self.read_stadiums()
        self.read_squads()
        squads = Squads(self.players)
        built = league_rounds(self.matches(squads))
        name = self.name or text_of(self.main.data.get("name")) or self.main.path.stem
        if not built and not self.problems:
            self.problem(self.main, "$", "no matches")
        if self.problems:
            raise ImportFailed(self.problems)
        teams = []
        for team in self.teams.values():
            if team.group is None:
                team.group = next((g for g, ts in self.group_teams.items() if team.id in ts), None)
            try:
                teams.append(self._tournament_team(team))
            except ValidationError as exc:
                self.problem(self.main, "$", f"team {shown(team.name)}: {first_error(exc)}")
        if self.problems:
            raise ImportFailed(self.problems)
        groups = [
            g.model_copy(update={"teams": self.group_teams[g.id]}) for g in self.groups.values()
        ]
        first_year = min((m.date.year for m in built), default=None)
        try:
            return Tournament.model_validate(
                {
                    "id": slug(name),
                    "name": name,
                    "translations": _competition_es(name),
                    "source": self.source.model_copy(update={"files": self.report.files}),
                    "teams": teams,
                    "players": self.players,
                    "groups": groups,
                    "venues": self.venues,
                    "matches": built,
                    "tiebreak": tiebreak_for(name, first_year),
                    "rules": rules_for(name, first_year),
                    "timezone": zone_for(name),
                }
            )
        except ValidationError as exc:
            raise self.main.fail("$", first_error(exc)) from None

    def _tournament_team(self, team: SideTeam) -> TournamentTeam:
        spanish = spanish_names(team.name)
        aliases = list(team.aliases)
        aliases += [s for s in spanish if fold(s) != fold(team.name) and s not in aliases]
        translations = (
            {LANGUAGE: {"name": spanish[0]}} if spanish and spanish[0] != team.name else {}
        )
        return TournamentTeam.model_validate(
            {
                "id": team.id,
                "name": team.name,
                "code": team.code,
                "group": team.group if team.group in self.groups else None,
                "confederation": team.confederation,
                "continent": team.continent,
                "aliases": aliases,
                "translations": translations,
            }
        )


def import_tournament(
    main: JsonFile,
    sides: dict[str, JsonFile],
    source: DataSource,
    *,
    fix_swapped: bool = False,
    name: str | None = None,
) -> tuple[Tournament, ImportReport]:
    """One main file (and its side files) -> the tournament and what linked; or ImportFailed.
    `fix_swapped`: a match whose goals1/goals2 fit its score only the other way round is
    imported swapped (and reported), instead of failing."""
    importer = _Importer(main, sides, source, fix_swapped)
    importer.name = name
    try:
        return importer.build(), importer.report
    except ValidationError as exc:  # a check missed above: still one line, never a crash
        raise main.fail("$", first_error(exc)) from None


def _goal(
    team: str, minute: int, added: int | None, g: dict[str, Any], extra: bool
) -> TournamentGoal:
    return TournamentGoal(
        team=team,
        name=str(g["name"]).strip(),
        minute=minute,
        added=added,
        period=period_of(minute, added, extra),
        penalty=g.get("penalty") is True,
        own_goal=g.get("owngoal") is True,
    )


def _competition_es(name: str) -> dict[str, dict[str, str]]:
    """The competition's Spanish name, where its English name starts with a known one."""
    words = name.split()
    for english, spanish in competitions():
        n = len(english.split())
        if fold(" ".join(words[:n])) == english:
            return {LANGUAGE: {"name": " ".join([spanish, *words[n:]])}}
    return {}


# A league's rounds as competitions name them ("Matchday 7", "Jornada 7", "Fecha 7",
# "Giornata 7", "Spieltag 7", "Journée 7", "Rodada 7", "Gameweek 7").
LEAGUE_ROUNDS = (
    "matchday", "week", "jornada", "fecha", "giornata", "spieltag", "journee", "rodada",
    "speelronde", "kolejka", "runde",
)  # fmt: skip


PLAYOFF_ROUNDS = ("playoff", "play-off", "knockout round play")


def stage_of(round_name: str, group: str | None) -> Stage:
    """The round as one of the stages every tournament shares."""
    r = fold(round_name)
    if group:
        return "group"
    if "," in round_name:  # "Finals, Quarterfinals", "League, Matchday 1", "Playoffs, Matchday 2"
        part, rest = (fold(x) for x in round_name.split(",", 1))
        if any(w in part for w in PLAYOFF_ROUNDS):
            return "other"
        return stage_of(rest, None) if part not in ("league", "liga") else "league"
    if "third" in r or "3rd" in r:
        return "third_place"
    if "semi" in r:
        return "semi_final"
    if "quarter" in r:
        return "quarter_final"
    if "round of 16" in r or "last 16" in r or "eighth" in r:
        return "round_of_16"
    if "round of 32" in r or "last 32" in r:
        return "round_of_32"
    if r in ("final", "finals", "the final"):
        return "final"
    if "group" in r:
        return "group"
    if any(w in r for w in LEAGUE_ROUNDS) or r.isdigit():
        return "league"
    return "other"


def league_rounds(matches: list[Match]) -> list[Match]:
    """Numbered rounds of no known stage ("Round 7") are a league's when they are played
    as one: at least three of them, every team in most (a cup's "Round 3" has each team
    once, then its winners)."""
    numbered = [m for m in matches if m.stage == "other" and m.round_number is not None]
    rounds = {m.round_number for m in numbered}
    if len(rounds) < MIN_LEAGUE_ROUNDS:
        return matches
    played: Counter[str] = Counter(t for m in numbered for t in m.teams)
    if min(played.values()) * 2 < len(rounds):
        return matches
    ids = {m.id for m in numbered}
    return [m.model_copy(update={"stage": "league"}) if m.id in ids else m for m in matches]


MIN_LEAGUE_ROUNDS = 3


def period_of(minute: int, added: int | None, extra: bool) -> Any:
    """The half a minute falls in; a minute past 90 is stoppage time without extra time."""
    if minute <= 45:
        return "first_half"
    if minute <= 90 or not extra:
        return "second_half"
    return "extra_time_first" if minute <= 105 else "extra_time_second"


def _minute(g: dict[str, Any]) -> tuple[int, int | None] | str:
    """(minute, added) from "45+5", 45 with offset 5, or 67; or what is wrong."""
    raw, offset = g.get("minute"), g.get("offset")
    if isinstance(raw, bool) or raw is None:
        return f'expected a minute like 67, "45+2" or 45 with offset, not {shown(raw)}'
    if isinstance(raw, int):
        minute, added = raw, offset
    elif isinstance(raw, str) and (found := _MINUTE.match(raw)):
        minute = int(found.group(1))
        added = int(found.group(2)) if found.group(2) else offset
    else:
        return f'expected a minute like 67, "45+2" or 45 with offset, not {shown(raw)}'
    if added is not None and (isinstance(added, bool) or not isinstance(added, int)):
        return f"offset must be a whole number, not {shown(added)}"
    if not 0 <= minute <= 130:
        return f"minute {minute} is outside 0-130"
    if added is not None and not 0 <= added <= 30:
        return f"{added} minutes of stoppage time is outside 0-30"
    return minute, added or None


def _status(raw: dict[str, Any]) -> str | None:
    """A live source's match status (the feed's football-data conversion writes one), or
    "awarded" where the match's status or its score's note says the result was given."""
    value = raw.get("status")
    given = raw.get("score")
    note = given.get("note") if isinstance(given, dict) else None
    if any(isinstance(x, str) and "awarded" in x.casefold() for x in (value, note)):
        return "awarded"
    return value if value in get_args(MatchStatus) else None
