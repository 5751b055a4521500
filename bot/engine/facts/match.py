"""Facts derived from the knowledge once per load: goal labels, scores, phrases, templates.

Which goal was the opener, the equaliser or the winner is computed from the timeline,
not written in the file, so it holds for any match a moderator loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.engine.facts.penalty_people import keeper_of, taker_of
from bot.engine.facts.phrases import number, say
from bot.engine.facts.standin import report
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.facts.words_said import competition_name, nationality_said, stage_said
from bot.engine.languages.en.answering import DECIDED_WORDS, ROLE_NAMES
from bot.engine.understanding.lang import language
from bot.knowledge import (
    NORMAL_TIME_PERIODS,
    Card,
    DecidedIn,
    Event,
    EventKind,
    Goal,
    KickOutcome,
    Knowledge,
    Method,
    PenaltyAward,
    Period,
    Person,
    Report,
    Role,
    ShootoutKick,
    Team,
)

# From this minute of the second half a levelling goal that nothing follows "forced"
# extra time; an earlier one was only an equaliser.
LATE_MINUTE = 75


class GoalLabel(StrEnum):
    """What a goal was, computed from the timeline (a question names it: "the winner")."""

    OPENER = "opener"
    EQUALISER = "equaliser"
    WINNER = "winner"  # put the winner ahead for good
    STOPPAGE = "stoppage"  # in stoppage time ("at the death"): no name for a goal
    FORCED = "forced"  # the late equaliser that took the match to extra time


# The labels that name a goal, the first that fits ("the winner", "the equaliser").
NAMING_LABELS = (GoalLabel.WINNER, GoalLabel.EQUALISER, GoalLabel.OPENER)


@dataclass(frozen=True)
class GoalFacts:
    goal: Goal
    number: int  # 1-based, in match order
    labels: frozenset[str]  # GoalLabel values: opener / equaliser / winner / ...
    score_after: str  # "1-0", in the order of match.teams
    tally: tuple[int, ...] = ()  # the same as numbers
    team_number: int = 0  # 1-based among the goals of the team it counts for


@dataclass(frozen=True)
class Substitution:
    """One change: who came on, who went off (None when the file does not say)."""

    event: Event
    on: str | None
    off: str | None
    team: str | None


@dataclass(frozen=True)
class PenaltyKick:
    """A penalty in play (not a shootout kick): scored (a goal) or not (an event)."""

    moment: Goal | Event
    award: PenaltyAward | None
    taker: str | None
    keeper: str | None  # who saved it, for one saved
    scored: bool


def ordinal(n: int, lang: str | None = None) -> str:
    """'3rd' (in `lang`: '3.º'; None: the base language)."""
    return language(lang).ordinal(n)


def _own_goal(goal: Goal) -> bool:
    return Method(goal.method) is Method.OWN_GOAL


def minute_mark(moment: Goal | Event) -> str:
    """Compact minute for lists: 55', 90+3', 90+', or '' when the source gives none."""
    if moment.added and moment.minute:
        return f"{moment.minute}+{moment.added}'"
    if moment.stoppage_time:
        return f"{moment.minute}+'" if moment.minute else "90+'"
    return f"{moment.minute}'" if moment.minute is not None else ""


def minute_phrase(moment: Goal | Event, lang: str = "en") -> str:
    """Minute for sentences: 'in the 55th minute', 'in stoppage time (90+3)'."""
    return minute_words(moment.minute, moment.added, moment.stoppage_time, lang)


def minute_words(minute: int | None, added: int | None, stoppage: bool, lang: str) -> str:
    """'in the 55th minute', 'in stoppage time (90+3)', 'in stoppage time'."""
    if added and minute:
        english = "in stoppage time ({minute}+{added})"
        return say(lang, "minute.stoppage_added", english, minute=minute, added=added)
    if stoppage and minute is None:
        return say(lang, "minute.stoppage", "in stoppage time")
    if minute is None:
        return ""
    nth, after = ordinal(minute), "in stoppage time after the {nth} minute"
    if stoppage:
        return say(lang, "minute.stoppage_after", after, nth=nth, minute=minute)
    return say(lang, "minute.in", "in the {nth} minute", nth=nth, minute=minute)


class MatchFacts:
    """The knowledge plus what follows from it, computed once per load."""

    def __init__(
        self, knowledge: Knowledge, lang: str = "en", tournament: TournamentFacts | None = None
    ) -> None:
        self.k = knowledge
        self.lang = lang  # the language answers are written in
        # The tournament's derived facts, shared by every language's MatchFacts.
        if tournament is None and knowledge.tournament is not None:
            tournament = TournamentFacts(knowledge.tournament, knowledge.current)
        self.tournament = tournament
        self.match: Report = report(knowledge)
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
        return str(team.tr("name", self.lang)) if team else ""

    def say(self, key: str, english: str, **fields: object) -> str:
        """Message `key` in the answer's language (see `phrases`), fields filled in."""
        return say(self.lang, key, english, **fields)

    def tr(self, record: Any, field: str) -> Any:
        """A knowledge text field in the answer's language, else in English."""
        return record.tr(field, self.lang)

    def has_own(self, record: Any, field: str) -> bool:
        """Whether the knowledge gives the field in the answer's language (the base
        language always): else `tr` falls back to English, which a sentence in another
        language must quote rather than splice in ('por an elbow')."""
        if language(self.lang).base:
            return True
        translations = getattr(record, "translations", None) or {}
        return bool((translations.get(self.lang) or {}).get(field))

    def as_written(self, record: Any, field: str) -> str:
        """The field in the answer's language, or quoted as the knowledge wrote it."""
        text = str(self.tr(record, field) or "").rstrip(".")
        return text if not text or self.has_own(record, field) else f"\u201c{text}\u201d"

    def minutes(self, n: int) -> str:
        """'1 minute', '5 minutes' (and their Spanish)."""
        if n == 1:
            return self.say("minutes.one", "1 minute")
        return self.say("minutes.many", "{n} minutes", n=n)

    def count_matches(self, n: int) -> str:
        """'1 match', '3 matches' (and their Spanish)."""
        if n == 1:
            return self.say("matches.one", "1 match")
        return self.say("matches.many", "{n} matches", n=n)

    def count_goals(self, n: int) -> str:
        """'1 goal', '3 goals' (and their Spanish)."""
        if n == 1:
            return self.say("goals.one", "1 goal")
        return self.say("goals.many", "{n} goals", n=n)

    def count_points(self, n: int, *, short: bool = False) -> str:
        """'1 point', '4 points'; short: '1 pt', '4 pts' (and their Spanish)."""
        if short:
            return self.say("pts.one", "1 pt") if n == 1 else self.say("pts.many", "{n} pts", n=n)
        if n == 1:
            return self.say("points.one", "1 point")
        return self.say("points.many", "{n} points", n=n)

    def of_competition(self) -> str:
        """'of the World Cup' in English; in Spanish the article the name takes ('del
        Mundial', 'de la Copa América'), read from its head noun."""
        return language(self.lang).of_competition(
            competition_name(self.match.competition, self.lang)
        )

    def minute_phrase(self, moment: Goal | Event) -> str:
        return minute_phrase(moment, self.lang)

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
            # the goal that put the winner ahead for good (none when a shootout decided)
            labels: set[str] = set()
            if n == 1:
                labels.add(GoalLabel.OPENER)
            others = [tally[t] for t in teams if t != goal.team]
            if others and tally[goal.team] == max(others):
                labels.add(GoalLabel.EQUALISER)
            winner = self.match.winner
            if winner == goal.team:
                losing = max(final[t] for t in teams if t != winner)
                if tally[winner] == losing + 1:
                    labels.add(GoalLabel.WINNER)
            if goal.stoppage_time:
                labels.add(GoalLabel.STOPPAGE)  # "who scored in stoppage time / at the death"
            # the last goal of normal time, levelling late: it took the match to extra
            # time (an equaliser in the 19th minute with nothing after it did not)
            if (
                self.decided_in is not DecidedIn.REGULATION
                and Period(goal.period) is Period.SECOND_HALF
                and (goal.stoppage_time or (goal.minute or 0) >= LATE_MINUTE)
                and GoalLabel.EQUALISER in labels
                and not any(later.period in NORMAL_TIME_PERIODS for later in goals[n:])
            ):
                labels.add(GoalLabel.FORCED)
            score = "-".join(str(tally[t]) for t in teams)
            tally_now = tuple(tally[t] for t in teams)
            out.append(GoalFacts(goal, n, frozenset(labels), score, tally_now, tally[goal.team]))
        return out

    @property
    def decided_in(self) -> DecidedIn:
        return DecidedIn(self.match.result.decided_in)

    def shootout_score(self) -> str:
        """'4-2', the shootout winner's kicks first ('' when there was no shootout)."""
        shootout = self.match.result.shootout
        if shootout is None or self.match.winner is None:
            return ""
        won = shootout.score[self.match.winner]
        lost = max(n for t, n in shootout.score.items() if t != self.match.winner)
        return f"{won}-{lost}"

    def result_line(self) -> str:
        """'A beat B 2-1 after extra time', 'A won 4-2 on penalties after a 3-3 draw ...'."""
        m = self.match
        a, b = m.teams
        after = self.say("after_extra_time", " after extra time")
        after = after if self.decided_in is not DecidedIn.REGULATION else ""
        if self.decided_in is DecidedIn.PENALTIES and m.winner is not None:
            return self.say(
                "result.penalties",
                "{winner} won {shootout} on penalties against {loser} after a {score} draw{after}",
                winner=self.team_name(m.winner),
                shootout=self.shootout_score(),
                loser=self.team_name(self.loser()),
                score=f"{m.score[a]}-{m.score[b]}",
                after=after,
            )
        if m.winner is None:
            return self.say(
                "result.drew",
                "{a} and {b} drew {score}{after}",
                a=self.team_name(a),
                b=self.team_name(b),
                score=f"{m.score[a]}-{m.score[b]}",
                after=after,
            )
        loser = b if m.winner == a else a
        return self.say(
            "result.beat",
            "{winner} beat {loser} {score}{after}",
            winner=self.team_name(m.winner),
            loser=self.team_name(loser),
            score=f"{m.score[m.winner]}-{m.score[loser]}",
            after=after,
        )

    def score_text(self) -> str:
        """The score in the order of match.teams, and a shootout's: '3-3 (4-2 on penalties)'."""
        m = self.match
        text = "-".join(str(m.score[t]) for t in m.teams)
        if self.decided_in is DecidedIn.PENALTIES:
            text += self.say(
                "score.penalties",
                " ({winner} won {shootout} on penalties)",
                winner=self.team_name(m.winner),
                shootout=self.shootout_score(),
            )
        elif self.decided_in is DecidedIn.EXTRA_TIME:
            text += self.say("after_extra_time", " after extra time")
        return text

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
        """People with the role; a sheet's captain (armband) and keepers who played win."""
        captains = role == Role.CAPTAIN
        sheets = {x.team: x.captain for x in self.match.lineups if x.captain and captains}
        holders = [
            p
            for p in self.k.people
            if team in (None, p.team)
            and (sheets[p.team] == p.id if p.team in sheets else role in p.roles)
        ]
        if role == Role.GOALKEEPER:  # in goal: who started or came on, not the bench
            on = {x.on for x in self.substitutions()}
            took = {x.team: {*x.starting, *on} for x in self.match.lineups if x.starting}
            holders = [p for p in holders if p.id in took.get(p.team or "", {p.id})]
        return holders

    def person_label(self, person: Person) -> str:
        """'Harry Kane (England captain)', 'Tuchel (England coach, German)', ..."""
        if Role.ATTENDEE in person.roles:
            return person.name
        roles = [self.role_name(r) for r in person.roles if Role(r) is not Role.PLAYER]
        what = self.say("and", " and ").join(roles) or self.position(person)
        what = what or self.role_name(Role.PLAYER)
        team = self.team_name(person.team)
        bits = [self.say("label.role", "{team} {role}", team=team, role=what) if team else what]
        if person.club:
            bits.append(self.say("label.club", "club: {club}", club=person.club))
        said = nationality_said(person, self.lang)
        if said and said != team:  # not "Brazil coach, Brazil"
            bits.append(said)
        return f"{person.name} ({', '.join(bits)})"

    def position(self, person: Person) -> str:
        """A person's position in the answer's language: the file's translation, else the
        language's word for a common position ('forward' -> 'delantero'), else as written."""
        if person.position is None:
            return ""
        given = self.tr(person, "position")
        if given != person.position:
            return str(given)
        key = "position." + person.position.casefold().replace(" ", "_")
        return self.say(key, person.position)

    def role_name(self, role: str) -> str:
        return self.say(f"role.{role}", ROLE_NAMES.get(role, role))

    def goals_by(self, person_id: str) -> list[GoalFacts]:
        """The person's goals for their side (own goals are not among them)."""
        return [g for g in self.goals if g.goal.scorer == person_id and not _own_goal(g.goal)]

    def own_goals_by(self, person_id: str) -> list[GoalFacts]:
        return [g for g in self.goals if g.goal.scorer == person_id and _own_goal(g.goal)]

    def events_of(self, *kinds: EventKind) -> list[Event]:
        """The timeline's events of these kinds, in match order."""
        return [e for e in self.k.events if e.kind in kinds]

    def cards(self, *kinds: Card) -> list[Event]:
        """Card events, of the given kinds (yellow, red, second yellow) or all."""
        return [e for e in self.events_of(EventKind.CARD) if not kinds or e.card in kinds]

    def sent_off(self) -> list[Event]:
        return self.cards(Card.RED, Card.SECOND_YELLOW)

    def substitutions(self) -> list[Substitution]:
        """Every change, in match order. Who came on and off is `came_on` / `went_off`;
        a file that only lists `people` names who came on by the role `substitute` (and
        so, of two, who went off)."""
        out: list[Substitution] = []
        for e in self.events_of(EventKind.SUBSTITUTION):
            on, off = e.came_on, e.went_off
            if on is None and off is None and e.people:
                subs = [p for p in e.people if Role.SUBSTITUTE in self.roles_of(p)]
                if len(subs) == 1:
                    on = subs[0]
                    rest = [p for p in e.people if p != on]
                    off = rest[0] if len(rest) == 1 else None
            out.append(Substitution(e, on, off, e.team or self.team_of(on or off)))
        return out

    def penalties_in_play(self) -> list[PenaltyKick]:
        """Penalties of the match itself (scored or not), in match order."""
        out: list[PenaltyKick] = []
        for m in self.match.timeline:
            if isinstance(m, Goal) and Method(m.method) is Method.PENALTY:
                out.append(PenaltyKick(m, m.penalty, m.scorer, None, True))
            elif isinstance(m, Event) and m.penalty is not None:
                keeper = keeper_of(m, self.roles_of, self.team_of)
                taker = taker_of(m, keeper, self.team_of)
                out.append(PenaltyKick(m, m.penalty, taker, keeper, False))
        return out

    def winning_kick(self) -> ShootoutKick | None:
        """The shootout kick that won it: the last kick, when the winner scored it. A
        shootout ended by the loser's miss or save has no winning kick (the winner's
        earlier scorer did not decide it): see deciding_kick."""
        kick = self.deciding_kick()
        if kick is None or kick.team != self.match.winner:
            return None
        if KickOutcome(kick.outcome) is not KickOutcome.SCORED:
            return None
        return kick

    def deciding_kick(self) -> ShootoutKick | None:
        """The last kick of the shootout, the one that decided it, if the report lists them."""
        so = self.match.result.shootout
        return so.kicks[-1] if so and so.kicks else None

    def roles_of(self, person_id: str | None) -> list[str]:
        p = self.person(person_id)
        return list(p.roles) if p else []

    def team_of(self, person_id: str | None) -> str | None:
        p = self.person(person_id)
        return p.team if p else None

    def assists_by(self, person_id: str) -> list[GoalFacts]:
        return [g for g in self.goals if g.goal.assist == person_id]

    def events_with(self, person_id: str) -> list[Event]:
        """The moments a person took part in: named in them, shown a card or making a
        save, coming on or going off, or the one an offence was against."""
        return [
            e
            for e in self.k.events
            if person_id in e.people or person_id in (e.person, e.came_on, e.went_off, e.against)
        ]

    def goal_name(self, g: GoalFacts) -> str:
        """'the winner', 'the opener', 'the equaliser' or "France's 2nd goal" (goals are
        numbered per team: a side's first goal is its first, whatever the other scored)."""
        if GoalLabel.FORCED in g.labels:
            return self.say("goal.the_forced", "the equaliser that forced extra time")
        for label in NAMING_LABELS:
            if label in g.labels:
                return self.say(f"goal.the_{label}", f"the {label}")
        team = self.team_name(g.goal.team)
        if not team:
            return self.say("goal.the_nth", "the {nth} goal", nth=ordinal(g.number, self.lang))
        if g.team_number == 1:
            return self.say(
                "goal.team_first",
                "{team_s} first goal",
                team_s=f"{team}'" if team.endswith("s") else f"{team}'s",
                team=team,
            )
        return self.say(
            "goal.team_nth",
            "{team_s} {nth} goal",
            team_s=f"{team}'" if team.endswith("s") else f"{team}'s",
            team=team,
            nth=ordinal(g.team_number, self.lang),
        )

    def topics(self) -> list[str]:
        """What this match's knowledge can answer, naming only the parts it has."""
        m, k = self.match, self.k
        out = [
            self.say("topic.score", "the score"),
            self.say("topic.goals", "the goals and who set them up"),
            self.say("topic.timeline", "the timeline"),
        ]
        if m.result.shootout is not None:
            out.append(self.say("topic.shootout", "the penalty shootout"))
        if self.cards():
            out.append(self.say("topic.cards", "cards"))
        out.append(self.say("topic.people", "players and coaches"))
        if k.quotes or k.paraphrases:
            out.append(self.say("topic.quotes", "quotes"))
        out.append(self.say("topic.venue", "the venue and day"))
        if m.referee is not None:
            out.append(self.say("topic.referee", "the referee"))
        if m.attendance is not None:
            out.append(self.say("topic.attendance", "the attendance"))
        if m.crowd is not None:
            out.append(self.say("topic.crowd", "the crowd"))
        if m.awards:
            out.append(self.say("topic.awards", "awards"))
        if m.upcoming:
            out.append(self.say("topic.next", "the next match"))
        return out

    def tournament_topics(self) -> list[str]:
        """What the tournament's data can answer, naming only the parts it has."""
        t = self.k.tournament
        assert t is not None
        scorers = any(m.goals for m in t.matches)  # a club season's data often has none
        if scorers:
            out = [self.say("topic.t.results", "every match's score, scorers and date")]
        else:
            out = [self.say("topic.t.results_only", "every match's score and date")]
        if any(m.venue or m.ground for m in t.matches):
            out.append(self.say("topic.t.venues", "the venues"))
        if t.groups:
            out.append(self.say("topic.t.groups", "the groups and their tables"))
        if t.is_league:  # clubs, not national sides on a path through rounds
            out.append(self.say("topic.t.clubs", "each club's results"))
        else:
            out.append(self.say("topic.t.teams", "each team's path"))
        if scorers:
            out.append(self.say("topic.t.scorers", "the top scorers"))
        if t.players:
            out.append(self.say("topic.t.squads", "the squads"))
        return out

    def next_opponent(self) -> str | None:
        nxt = self.match.upcoming[0] if self.match.upcoming else None
        if nxt is None:
            return None
        others = [t for t in nxt.teams if t not in self.match.teams]
        return others[0] if others else None

    def weekday(self, name: str | None) -> str:
        return self.say(f"weekday.{name}", name) if name else ""

    def date_text(self, date: object, inferred: bool) -> str:
        if date is None:
            return self.say("date.unreported", "an unreported date")
        if inferred:
            return self.say("date.inferred", "{date}, inferred date", date=date)
        return str(date)

    def _template_fields(self) -> dict[str, str]:
        m, k, tr = self.match, self.k, self.tr
        missing = self.say("template.missing", "(not in the report)")
        f: dict[str, str] = {
            "result.line": self.result_line(),
            "result.score": self.score_text(),
            "result.decided_in": self.say(
                f"decided.{self.decided_in}", DECIDED_WORDS[self.decided_in]
            ),
            "result.shootout": self.shootout_score() or self.say("no_shootout", "no shootout"),
            "result.winner": self.team_name(m.winner),
            "result.loser": self.team_name(self.loser()),
            "competition.name": tr(m.competition, "name"),
            "competition.stage": stage_said(m.competition, self.lang),
            "competition.of_name": self.of_competition(),
            "venue.stadium": tr(m.venue, "stadium"),
            "venue.city": tr(m.venue, "city"),
            "venue.air_conditioned": self.say("venue.air_conditioned", "air-conditioned")
            if m.venue.air_conditioned
            else "",
            "venue.country": tr(m.venue, "country") or missing,
            "referee.name": self.name(m.referee) or missing,
            "attendance": number(self.lang, m.attendance) if m.attendance is not None else missing,
            "day.weekday": self.weekday(m.day.weekday),
            "day.date": self.date_text(m.day.date, "date" in m.day.inferred),
            "source.agency": (k.source.agency if k.source else None) or missing,
            "source.dateline": (k.source.dateline if k.source else None) or missing,
            "source.kind": tr(k.source, "kind") if k.source else missing,
            "summary": tr(m, "summary"),
            "home.name": self.team_name(m.teams[0]),
            "away.name": self.team_name(m.teams[1]),
        }
        if m.crowd:
            f["crowd.description"] = tr(m.crowd, "description")
            if m.crowd.anthem:
                f["anthem.name"] = m.crowd.anthem.name
                f["anthem.description"] = tr(m.crowd.anthem, "description")
                f["anthem.team"] = self.team_name(m.crowd.anthem.team)
        if m.upcoming:
            n = m.upcoming[0]
            f["next.stage"] = stage_said(n, self.lang)
            f["next.teams"] = self.say("and", " and ").join(self.team_name(t) for t in n.teams)
            f["next.opponent"] = self.team_name(self.next_opponent())
            f["next.city"] = tr(n, "city") or self.say("city.unreported", "an unreported city")
            f["next.weekday"] = self.weekday(n.weekday) or self.say(
                "day.unreported", "an unreported day"
            )
            f["next.date"] = self.date_text(n.date, "date" in n.inferred)
        return f
