"""Facts derived from the knowledge once per load: goal labels, scores, phrases, templates.

Which goal was the opener, the equaliser or the winner is computed from the timeline,
not written in the file, so it holds for any match a moderator loads.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.knowledge import Event, Goal, Knowledge, Person, Team

ROLE_NAMES = {
    "coach": "coach",
    "captain": "captain",
    "goalkeeper": "goalkeeper",
    "substitute": "substitute",
    "player": "player",
    "official": "official",
    "attendee": "guest",
}


@dataclass(frozen=True)
class GoalFacts:
    goal: Goal
    number: int  # 1-based, in match order
    labels: frozenset[str]  # opener / equaliser / winner
    score_after: str  # "1-0", in the order of match.teams
    tally: tuple[int, ...] = ()  # the same as numbers


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def minute_mark(moment: Goal | Event) -> str:
    """Compact minute for lists: 55', 90+', or '' when the source gives none."""
    if moment.stoppage_time:
        return f"{moment.minute}+'" if moment.minute else "90+'"
    return f"{moment.minute}'" if moment.minute is not None else ""


def minute_phrase(moment: Goal | Event) -> str:
    """Minute for sentences: 'in the 55th minute', 'in stoppage time'."""
    if moment.stoppage_time:
        return (
            "in stoppage time"
            if moment.minute is None
            else (f"in stoppage time after the {ordinal(moment.minute)} minute")
        )
    if moment.minute is None:
        return ""
    return f"in the {ordinal(moment.minute)} minute"


class MatchFacts:
    """The knowledge plus what follows from it, computed once per load."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.k = knowledge
        self.match = knowledge.match
        self._teams = {t.id: t for t in knowledge.teams}
        self._people = {p.id: p for p in knowledge.people}
        self.goals = self._label_goals()
        self.template_fields = self._template_fields()

    def team(self, team_id: str | None) -> Team | None:
        return self._teams.get(team_id) if team_id else None

    def person(self, person_id: str | None) -> Person | None:
        return self._people.get(person_id) if person_id else None

    def team_name(self, team_id: str | None) -> str:
        team = self.team(team_id)
        return team.name if team else ""

    def name(self, person_id: str | None) -> str:
        person = self.person(person_id)
        return person.name if person else ""

    def _label_goals(self) -> list[GoalFacts]:
        teams = self.match.teams
        tally = dict.fromkeys(teams, 0)
        final = self.match.score
        out: list[GoalFacts] = []
        goals = self.k.goals
        for n, goal in enumerate(goals, start=1):
            tally[goal.team] += 1
            labels: set[str] = set()
            if n == 1:
                labels.add("opener")
            others = [tally[t] for t in teams if t != goal.team]
            if others and tally[goal.team] == max(others):
                labels.add("equaliser")
            winner = self.match.winner
            if winner == goal.team:
                losing = max(final[t] for t in teams if t != winner)
                if tally[winner] == losing + 1:
                    labels.add("winner")
            if goal.stoppage_time:
                labels.add("stoppage")  # "who scored in stoppage time / at the death"
            score = "-".join(str(tally[t]) for t in teams)
            tally_now = tuple(tally[t] for t in teams)
            out.append(GoalFacts(goal, n, frozenset(labels), score, tally_now))
        return out

    def result_line(self) -> str:
        m = self.match
        a, b = m.teams
        if m.winner is None:
            return f"{self.team_name(a)} and {self.team_name(b)} drew {m.score[a]}-{m.score[b]}"
        loser = b if m.winner == a else a
        return (
            f"{self.team_name(m.winner)} beat {self.team_name(loser)} "
            f"{m.score[m.winner]}-{m.score[loser]}"
        )

    def worst_deficit(self, team_id: str) -> int:
        """How many goals the team was behind at worst (0: never behind)."""
        i = self.match.teams.index(team_id)
        return max(
            [0] + [max(g.tally) - g.tally[i] for g in self.goals if g.tally[i] < max(g.tally)]
        )

    def loser(self) -> str | None:
        if self.match.winner is None:
            return None
        return next(t for t in self.match.teams if t != self.match.winner)

    def role_holders(self, role: str, team: str | None = None) -> list[Person]:
        return [p for p in self.k.people if role in p.roles and (team is None or p.team == team)]

    def person_label(self, person: Person) -> str:
        """'Harry Kane (England captain)', 'Tuchel (England coach, German)', ..."""
        if "attendee" in person.roles:
            return person.name
        roles = [ROLE_NAMES[r] for r in person.roles if r != "player"]
        what = " and ".join(roles) or person.position or "player"
        bits = [f"{self.team_name(person.team)} {what}".strip()]
        if person.club:
            bits.append(f"club: {person.club}")
        if person.nationality:
            bits.append(person.nationality)
        return f"{person.name} ({', '.join(bits)})"

    def goals_by(self, person_id: str) -> list[GoalFacts]:
        return [g for g in self.goals if g.goal.scorer == person_id]

    def assists_by(self, person_id: str) -> list[GoalFacts]:
        return [g for g in self.goals if g.goal.assist == person_id]

    def events_with(self, person_id: str) -> list[Event]:
        return [e for e in self.k.events if person_id in e.people]

    def goal_name(self, g: GoalFacts) -> str:
        """'the winner', 'the opener', 'the equaliser' or 'the 2nd goal'."""
        for label in ("winner", "equaliser", "opener"):  # "stoppage" is no name for a goal
            if label in g.labels:
                return f"the {label}"
        return f"the {ordinal(g.number)} goal"

    def next_opponent(self) -> str | None:
        nxt = self.match.next_match
        if nxt is None:
            return None
        others = [t for t in nxt.teams if t not in self.match.teams]
        return others[0] if others else None

    def _template_fields(self) -> dict[str, str]:
        m, k = self.match, self.k
        f: dict[str, str] = {
            "result.line": self.result_line(),
            "result.score": "-".join(str(m.score[t]) for t in m.teams),
            "result.winner": self.team_name(m.winner),
            "result.loser": self.team_name(self.loser()),
            "competition.name": m.competition.name,
            "competition.stage": m.competition.stage,
            "venue.stadium": m.venue.stadium,
            "venue.city": m.venue.city,
            "venue.air_conditioned": "air-conditioned" if m.venue.air_conditioned else "",
            "day.weekday": m.day.weekday,
            "day.date": _date_text(m.day.date, "date" in m.day.inferred),
            "source.agency": k.source.agency,
            "source.dateline": k.source.dateline,
            "source.kind": k.source.kind,
            "summary": m.summary,
            "home.name": self.team_name(m.teams[0]),
            "away.name": self.team_name(m.teams[1]),
        }
        if m.crowd:
            f["crowd.description"] = m.crowd.description
            if m.crowd.anthem:
                f["anthem.name"] = m.crowd.anthem.name
                f["anthem.description"] = m.crowd.anthem.description
                f["anthem.team"] = self.team_name(m.crowd.anthem.team)
        if m.next_match:
            n = m.next_match
            f["next.stage"] = n.stage
            f["next.teams"] = " and ".join(self.team_name(t) for t in n.teams)
            f["next.opponent"] = self.team_name(self.next_opponent())
            f["next.city"] = n.city or "an unreported city"
            f["next.weekday"] = n.weekday or "an unreported day"
            f["next.date"] = _date_text(n.date, "date" in n.inferred)
        return f


def _date_text(date: object, inferred: bool) -> str:
    if date is None:
        return "an unreported date"
    return f"{date} (inferred)" if inferred else str(date)
