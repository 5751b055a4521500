"""Football.JSON's side files: teams, groups, stadiums and squads, read before the matches.

`SideFiles` holds an import's state (what has been read, its problems and its report) and
reads everything but the matches; `football_json`'s importer reads the matches on top of
it. Also the import's report (`ImportReport`) and the small readers of a JSON value both
use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from bot.importers.legs import COUNTRY, Legs, teams_listed
from bot.importers.source import ImportProblem, JsonFile, long_name, shown, slug
from bot.knowledge import DataSource, Group, Player, TournamentVenue, fold

_POSITIONS = {"GK": "goalkeeper", "DF": "defender", "MF": "midfielder", "FW": "forward"}


@dataclass
class Unlinked:
    match: str
    name: str
    team: str
    reason: str


@dataclass
class ImportReport:
    """What the import linked and what it could not, for the command to print."""

    files: list[str]
    matches: int = 0
    played: int = 0
    goals: int = 0
    linked: int = 0
    unlinked: list[Unlinked] = field(default_factory=list)
    close: list[Unlinked] = field(default_factory=list)  # reason: the player linked
    grounds: int = 0
    grounds_linked: int = 0
    unlinked_grounds: list[str] = field(default_factory=list)
    squads: bool = False
    notes: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [
            f"  {self.matches} matches ({self.played} played), {self.goals} goals",
        ]
        if self.squads:
            out.append(
                f"  scorers linked to squad players: {self.linked} of {self.goals}; "
                f"unlinked: {len(self.unlinked)}"
            )
            out += [
                f"    {u.match}: {u.name!r} ({u.team}): {u.reason}"
                for u in sorted(self.unlinked, key=lambda u: (u.match, u.name))
            ]
            if self.close:
                out.append(f"  linked by a close spelling (check them): {len(self.close)}")
                out += [
                    f"    {u.match}: {u.name!r} -> {u.reason}"
                    for u in sorted(self.close, key=lambda u: (u.match, u.name))
                ]
        else:
            out.append(f"  no squads file: {self.goals} scorers kept by name, none linked")
        if self.grounds:
            out.append(f"  grounds linked to venues: {self.grounds_linked} of {self.grounds}")
            out += [f"    not linked: {g!r}" for g in sorted(set(self.unlinked_grounds))]
        if self.notes:
            out.append(f"  warnings: {len(self.notes)}")
            out += [f"    {note}" for note in self.notes]
        return out


@dataclass
class SideTeam:
    id: str
    name: str
    code: str | None = None
    group: str | None = None
    confederation: str | None = None
    continent: str | None = None
    aliases: list[str] = field(default_factory=list)


class SideFiles:
    """The importer's state, and what it reads before the matches: the teams (from the
    matches or a teams file), groups, stadiums and squads side files."""

    def __init__(
        self, main: JsonFile, sides: dict[str, JsonFile], source: DataSource, fix_swapped: bool
    ) -> None:
        self.main, self.sides, self.source = main, sides, source
        self.fix_swapped = fix_swapped
        self.name: str | None = None  # the tournament's name, if not the file's
        self.half_time_dropped: set[str] = set()  # JSON paths of matches
        self.problems: list[ImportProblem] = []
        self.teams: dict[str, SideTeam] = {}  # team_key(name) -> team
        self.other_names: dict[str, str] = {}  # team_key(another name) -> team_key(name)
        self.teams_fixed = "teams" in sides  # a teams file lists every team there is
        self.legs: Legs = {}  # two-legged ties' matches, by round and teams
        self.groups: dict[str, Group] = {}  # id -> group
        self.group_teams: dict[str, list[str]] = {}
        self.venues: list[TournamentVenue] = []
        self.players: list[Player] = []
        self.report = ImportReport(
            files=[main.name, *(sides[k].name for k in sorted(sides))], squads="squads" in sides
        )

    def problem(self, f: JsonFile, at: str, message: str) -> None:
        self.problems.append(ImportProblem(str(f.path), at, message))

    # --- teams --------------------------------------------------------------------------

    def team(self, f: JsonFile, at: str, raw: Any, *, define: bool = False) -> str | None:
        """The id of the team `raw` names (a name or {name, code}), adding it if allowed."""
        if isinstance(raw, dict):
            name, code = raw.get("name"), raw.get("fifa_code") or raw.get("code")
        else:
            name, code = raw, None
        if not isinstance(name, str) or not name.strip():
            self.problem(f, at, "a team needs a name")
            return None
        if problem := long_name(name):
            self.problem(f, at, problem)
            return None
        name = COUNTRY.sub("", name) or name  # "Arsenal FC (ENG)": the club, in any feed
        key = team_key(name)
        known = self.teams.get(self.other_names.get(key, key))
        if known is None and isinstance(code, str):
            known = next((t for t in self.teams.values() if t.code == code), None)
        if known is not None:
            if known.code is None and isinstance(code, str):
                known.code = code
            return known.id
        if self.teams_fixed and not define:
            self.problem(
                f, at, f"team {shown(name)} is not in the teams file ({self.sides['teams'].name})"
            )
            return None
        team = SideTeam(slug(name), name.strip(), code if isinstance(code, str) else None)
        if any(t.id == team.id for t in self.teams.values()):
            self.problem(f, at, f"team {shown(name)} has the same id as another team ({team.id})")
            return None
        self.teams[key] = team
        return team.id

    def read_teams(self) -> None:
        f = self.sides.get("teams")
        if f is None:
            return
        listed, where = teams_listed(f.data)
        if listed is None:
            self.problem(f, "$", "a teams file is a list of teams, or {name, teams: [...]}")
            self.teams_fixed = False  # one problem, not one more for every match's team
            return
        for i, raw in enumerate(listed):
            at = f"{where}[{i}]"
            if isinstance(raw, str):
                raw = {"name": raw}
            if not isinstance(raw, dict):
                self.problem(f, at, "a team is an object with a name")
                continue
            team_id = self.team(f, at, raw, define=True)
            if team_id is None:
                continue
            team = next(t for t in self.teams.values() if t.id == team_id)
            code = raw.get("fifa_code") or raw.get("code")
            team.code = code if isinstance(code, str) else team.code
            team.confederation = text_of(raw.get("confed"))
            team.continent = text_of(raw.get("continent"))
            group = text_of(raw.get("group"))
            if group:
                team.group = slug(group if group.lower().startswith("group") else f"group {group}")
            other = text_of(raw.get("name_normalised"))
            if other and (problem := long_name(other)):
                self.problem(f, f"{at}.name_normalised", problem)
            elif other and team_key(other) != team_key(team.name):
                team.aliases.append(other)
                self.other_names[team_key(other)] = team_key(team.name)

    # --- groups -------------------------------------------------------------------------

    def read_groups(self) -> None:
        f = self.sides.get("groups")
        if f is None:
            return
        groups = f.data.get("groups") if isinstance(f.data, dict) else None
        if not isinstance(groups, list):
            self.problem(f, "$.groups", "expected a list of groups")
            return
        for i, raw in enumerate(groups):
            at = f"$.groups[{i}]"
            name = raw.get("name") if isinstance(raw, dict) else None
            if not isinstance(name, str) or not name.strip():
                self.problem(f, at, "a group needs a name")
                continue
            members = raw.get("teams", [])
            if not isinstance(members, list):
                self.problem(f, f"{at}.teams", "expected a list of teams")
                continue
            group_id = self.group(f, at, name)
            for j, member in enumerate(members):
                team_id = self.team(f, f"{at}.teams[{j}]", member)
                if team_id is not None and group_id is not None:
                    self.join(group_id, team_id)

    def group(self, f: JsonFile, at: str, name: str) -> str | None:
        if problem := long_name(name):
            self.problem(f, at, problem)
            return None
        group_id = slug(name)
        known = self.groups.get(group_id)
        if known is None:
            self.groups[group_id] = Group(id=group_id, name=name.strip())
            self.group_teams[group_id] = []
        elif known.name != name.strip():
            self.problem(f, at, f"group {shown(name)} and {shown(known.name)} have the same id")
            return None
        return group_id

    def join(self, group_id: str, team_id: str) -> None:
        if team_id not in self.group_teams[group_id]:
            self.group_teams[group_id].append(team_id)

    # --- venues -------------------------------------------------------------------------

    def read_stadiums(self) -> None:
        f = self.sides.get("stadiums")
        if f is None:
            return
        stadiums = f.data.get("stadiums") if isinstance(f.data, dict) else None
        if not isinstance(stadiums, list):
            self.problem(f, "$.stadiums", "expected a list of stadiums")
            return
        for i, raw in enumerate(stadiums):
            at = f"$.stadiums[{i}]"
            if not isinstance(raw, dict) or not text_of(raw.get("city") or raw.get("name")):
                self.problem(f, at, "a stadium needs a name or a city")
                continue
            name, city = text_of(raw.get("name")), text_of(raw.get("city"))
            capacity = raw.get("capacity")
            country = text_of(raw.get("cc"))
            try:
                venue = TournamentVenue(
                    id=slug(name or city or ""),
                    name=name,
                    city=city or name or "",
                    capacity=capacity if isinstance(capacity, int) and capacity > 0 else None,
                    timezone=text_of(raw.get("timezone")),
                    country=country.upper() if country else None,
                )
            except ValidationError as exc:
                self.problem(f, at, first_error(exc))
                continue
            if any(v.id == venue.id for v in self.venues):
                self.problem(f, at, f"a second stadium with the id {venue.id}")
                continue
            self.venues.append(venue)

    def venue(self, raw: dict[str, Any]) -> tuple[str | None, str | None]:
        """(venue id, ground text) for a match: linked to a stadium when one fits."""
        ground = text_of(raw.get("ground"))
        if ground is None:
            stadium = raw.get("stadium")
            name = text_of(stadium.get("name") if isinstance(stadium, dict) else stadium)
            city = text_of(raw.get("city"))
            ground = ", ".join(x for x in (name, city) if x) or None
        if ground is None:
            return None, None
        self.report.grounds += 1
        stadium_name, _, city = ground.rpartition(", ")
        if "stadiums" in self.sides:
            found = self._stadium(stadium_name, city)
            if found is not None:
                self.report.grounds_linked += 1
                return found.id, None
            self.report.unlinked_grounds.append(ground)
            return None, ground
        # No stadiums file: the ground itself is the venue, as the source writes it.
        venue_id = slug(ground)
        if not any(v.id == venue_id for v in self.venues):
            self.venues.append(TournamentVenue(id=venue_id, name=stadium_name or None, city=city))
        self.report.grounds_linked += 1
        return venue_id, None

    def _stadium(self, name: str, city: str) -> TournamentVenue | None:
        if name:
            by_name = [v for v in self.venues if v.name and fold(v.name) == fold(name)]
            if len(by_name) == 1:
                return by_name[0]
        by_city = [v for v in self.venues if fold(v.city) == fold(city)]
        if len(by_city) == 1:
            return by_city[0]
        # "Al Rayyan (1)": a city told apart by a number, only if the name settled nothing.
        loose = [v for v in self.venues if re.sub(r"\s*\(\d+\)$", "", v.city) == city]
        return loose[0] if len(loose) == 1 else None

    # --- squads -------------------------------------------------------------------------

    def read_squads(self) -> None:
        f = self.sides.get("squads")
        if f is None:
            return
        if not isinstance(f.data, list):
            self.problem(f, "$", "a squads file is a list of teams with players")
            return
        rows: list[tuple[str, str, dict[str, Any]]] = []  # team id, JSON path, player
        for i, raw in enumerate(f.data):
            at = f"$[{i}]"
            if not isinstance(raw, dict) or not isinstance(raw.get("players"), list):
                self.problem(f, at, "a squad is an object with a name and players")
                continue
            team_id = self.team(f, f"{at}.name", raw)
            if team_id is None:
                continue
            team = next(t for t in self.teams.values() if t.id == team_id)
            group = text_of(raw.get("group"))
            if group and team.group is None:
                team.group = slug(group if group.lower().startswith("group") else f"group {group}")
            for j, p in enumerate(raw["players"]):
                if not isinstance(p, dict) or not text_of(p.get("name")):
                    self.problem(f, f"{at}.players[{j}]", "a player needs a name")
                    continue
                rows.append((team_id, f"{at}.players[{j}]", p))
        seen: dict[tuple[str, str | None], tuple[str, str]] = {}
        for team_id, at, p in rows:
            key = (fold(p["name"]), text_of(p.get("date_of_birth")))
            first = seen.setdefault(key, (team_id, at))
            if first[0] != team_id:
                self.problem(
                    f,
                    at,
                    f"player {shown(p['name'])} is listed for two teams: {first[0]} ({first[1]}) "
                    f"and {team_id}",
                )
        counts: dict[str, int] = {}
        for _, _, p in rows:
            counts[slug(p["name"])] = counts.get(slug(p["name"]), 0) + 1
        taken: set[str] = set()
        for team_id, at, p in rows:
            base = slug(p["name"])
            pid = base if counts[base] == 1 else f"{base}-{team_id}"[:64]
            if pid in taken:
                pid = f"{pid}-{p.get('number')}"[:64]
            if pid in taken:
                self.problem(f, at, f"player {shown(p['name'])} is listed twice for {team_id}")
                continue
            taken.add(pid)
            club = p.get("club")
            club_name = text_of(club.get("name") if isinstance(club, dict) else club)
            club_country = text_of(club.get("country")) if isinstance(club, dict) else None
            number = p.get("number")
            try:
                self.players.append(
                    Player.model_validate(
                        {
                            "id": pid,
                            "name": p["name"].strip(),
                            "team": team_id,
                            "number": number if isinstance(number, int) else None,
                            "position": _POSITIONS.get(str(p.get("pos", "")).upper()),
                            "club": club_name,
                            "club_country": club_country,
                            "date_of_birth": text_of(p.get("date_of_birth")),
                        }
                    )
                )
            except ValidationError as exc:
                self.problem(f, at, first_error(exc))


def team_key(name: str) -> str:
    """A team's name compared loosely: 'Bosnia & Herzegovina' = 'Bosnia and Herzegovina'."""
    return fold(name.replace("&", " and "))


def text_of(value: Any) -> str | None:
    if isinstance(value, str) and value.strip():
        return value.strip()
    return None


def first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(x) for x in err["loc"])
    message = str(err["msg"]).removeprefix("Value error, ")
    return f"{where}: {message}" if where else message
