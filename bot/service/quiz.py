"""Quiz questions written from the knowledge's facts, for any match, tournament or season
a server loads: who scored the opener, in which minute, who won a group, which club a
player plays for, how many goals a player scored, who was sent off, who won it all.

Every answer is read from the facts the engine's own answers use (`engine.facts`, its
`TournamentFacts`: the group tables counted from the results, the scorers' tally, the
report's goals and cards), never written by hand, and a question whose answer the
knowledge does not state is not asked: a group is asked about once all its matches are
played, a club only where the squad list gives one, an opener only where the scorers are
listed. The three wrong options are of the same kind (other teams of the group, other
players of the match, other minutes, other clubs) and come from the same knowledge; a
question without three of them is not asked.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal

from bot.engine import Engine, Lang, TournamentFacts, interface_text
from bot.knowledge import Match, Tournament

About = Literal["match", "tournament", "season"]
OPTIONS = 4
MAX_QUESTIONS = 10
_STAFF = {"coach", "official", "attendee"}  # people of a report who are not players
TOURNAMENT_MATCHES = 24  # played matches sampled for match questions about a tournament


@dataclass(frozen=True)
class Question:
    """One question: its text, four options and which one is right."""

    key: str  # what it asks about; no key twice in one quiz
    text: str
    options: tuple[str, ...]
    answer: int  # index into options


def _ui(lang: Lang, text: str, **fields: object) -> str:
    chosen = interface_text(lang, text) or text
    return chosen.format(**fields) if fields else chosen


@dataclass(frozen=True)
class _Draft:
    """A question before its options are shuffled: the answer and its rivals."""

    key: str
    text: str
    answer: str
    rivals: tuple[str, ...]

    def ask(self, rng: random.Random) -> Question | None:
        others = list(dict.fromkeys(r for r in self.rivals if r and r != self.answer))
        if len(others) < OPTIONS - 1 or not self.answer:
            return None
        options = [self.answer, *rng.sample(others, OPTIONS - 1)]
        rng.shuffle(options)
        return Question(self.key, self.text, tuple(options), options.index(self.answer))


class QuizWriter:
    """The questions one knowledge can ask, in one language."""

    def __init__(self, engine: Engine, lang: Lang) -> None:
        self.engine = engine
        self.lang = lang
        self.k = engine.knowledge
        self.tf: TournamentFacts | None = engine.facts.tournament

    @property
    def t(self) -> Tournament | None:
        return self.k.tournament

    def team(self, team_id: str) -> str:
        if self.tf is not None and team_id in self.tf.teams:
            return str(self.tf.teams[team_id].tr("name", self.lang))
        return self.engine.facts_by_lang[self.lang].team_name(team_id) or team_id

    def match_name(self, m: Match) -> str:
        return f"{self.team(m.teams[0])} v {self.team(m.teams[1])}"

    # the questions

    def drafts(self, about: About, match: Match | None) -> Iterator[_Draft]:
        """Every question the knowledge can ask about a match or the whole tournament."""
        if about == "match":
            if match is not None:
                yield from self._match(match)
            if match is None or match.id == (self.k.report_of or self.k.current):
                yield from self._report()
            return
        yield from self._champion()
        yield from self._groups()
        yield from self._tally()
        yield from self._clubs()
        played = [m for m in (self.tf.played if self.tf else []) if m.goals]
        for m in played[-TOURNAMENT_MATCHES:]:
            yield from self._match(m)
        yield from self._report()

    def _champion(self) -> Iterator[_Draft]:
        tf, t = self.tf, self.t
        if tf is None or t is None or tf.winner is None:
            return
        # the other teams of the knockout rounds first, then the rest
        rivals = [x for x in dict.fromkeys([*tf.qualified(), *tf.teams]) if x != tf.winner]
        yield _Draft(
            "champion",
            _ui(self.lang, "Who won {name}?", name=t.tr("name", self.lang)),
            self.team(tf.winner),
            tuple(self.team(x) for x in rivals[:8]),
        )

    def _groups(self) -> Iterator[_Draft]:
        tf = self.tf
        if tf is None:
            return
        for group in tf.groups.values():
            games = [m for m in tf.matches if m.group == group.id]
            if not games or any(m.score is None for m in games):
                continue  # not finished: who won it is not stated yet
            table = tf.table(group.id)
            if len(table) < OPTIONS:
                continue
            name = group.name.replace("Group", _ui(self.lang, "Group"))
            yield _Draft(
                f"group:{group.id}",
                _ui(self.lang, "Who won {group}?", group=name),
                self.team(table[0].team),
                tuple(self.team(r.team) for r in table[1:]),
            )

    def _tally(self) -> Iterator[_Draft]:
        tf, t = self.tf, self.t
        if tf is None or t is None:
            return
        counts = sorted({x.goals for x in tf.tally})
        for x in tf.tally[:40]:
            rivals = [str(n) for n in counts if n != x.goals]
            rivals += [str(n) for n in range(max(0, x.goals - 3), x.goals + 4) if n != x.goals]
            yield _Draft(
                f"tally:{x.key}",
                _ui(
                    self.lang,
                    "How many goals did {player} score at {name}?",
                    player=x.name,
                    name=t.tr("name", self.lang),
                ),
                str(x.goals),
                tuple(rivals[:12]),
            )

    def _clubs(self) -> Iterator[_Draft]:
        tf = self.tf
        if tf is None:
            return
        clubs = sorted({p.club for p in tf.players.values() if p.club})
        scorers = [tf.players[x.key] for x in tf.tally if x.key in tf.players]
        for p in scorers[:40]:
            if p.club:
                yield _Draft(
                    f"club:{p.id}",
                    _ui(self.lang, "Which club does {player} play for?", player=p.name),
                    p.club,
                    tuple(c for c in clubs if c != p.club),
                )

    def _match(self, m: Match) -> Iterator[_Draft]:
        if m.score is None or not m.goals_listed or not m.goals:
            return
        opener = m.goals[0]
        name = self.match_name(m)
        if not opener.own_goal:
            yield _Draft(
                f"opener:{m.id}",
                _ui(self.lang, "Who scored the opener in {match}?", match=name),
                opener.name,
                tuple(self._players_of(m, opener.name)),
            )
        yield _Draft(
            f"minute:{m.id}",
            _ui(self.lang, "In which minute was the first goal of {match}?", match=name),
            f"{opener.clock}'",
            tuple(self._minutes(opener.clock)),
        )

    def _players_of(self, m: Match, besides: str) -> list[str]:
        """Other players of the match: its scorers, then both squads."""
        tf = self.tf
        names = [g.name for g in m.goals if g.name != besides]
        if tf is not None:
            names += [p.name for team in m.teams for p in tf.squads.get(team, [])]
        return [n for n in dict.fromkeys(names) if n != besides]

    def _minutes(self, besides: str) -> list[str]:
        """Other goals' minutes in the same knowledge."""
        tf = self.tf
        clocks = [g.clock for m in (tf.played if tf else []) for g in m.goals]
        clocks += [str(g.goal.minute) for g in self.engine.facts.goals if g.goal.minute]
        return [f"{c}'" for c in dict.fromkeys(clocks) if c != besides]

    def _report(self) -> Iterator[_Draft]:
        """The report's match: its opener and who was sent off."""
        if self.k.match is None:
            return
        f = self.engine.facts_by_lang[self.lang]
        title = self.engine.title_in(self.lang)
        people = [p.name for p in self.k.people if p.team and not _STAFF & set(p.roles)]
        if f.goals and f.goals[0].goal.method != "own_goal":
            scorer = f.name(f.goals[0].goal.scorer)
            yield _Draft(
                "report:opener",
                _ui(self.lang, "Who scored the opener in {match}?", match=title),
                scorer,
                tuple(p for p in people if p != scorer),
            )
        off = [e.person for e in f.sent_off() if e.person]
        if len(off) == 1:  # one right answer only
            who = f.name(off[0])
            yield _Draft(
                "report:sent_off",
                _ui(self.lang, "Who was sent off in {match}?", match=title),
                who,
                tuple(p for p in people if p != who),
            )


def write_quiz(
    engine: Engine,
    lang: Lang,
    about: About,
    count: int,
    rng: random.Random,
    match: Match | None = None,
) -> list[Question]:
    """Up to `count` questions (at most MAX_QUESTIONS), none asked twice, in `lang`."""
    writer = QuizWriter(engine, lang)
    drafts = list(_unique(writer.drafts(about, match)))
    rng.shuffle(drafts)
    out: list[Question] = []
    for draft in drafts:
        if len(out) >= min(count, MAX_QUESTIONS):
            break
        question = draft.ask(rng)
        if question is not None:
            out.append(question)
    return out


def _unique(drafts: Iterable[_Draft]) -> Iterator[_Draft]:
    seen: set[str] = set()
    for d in drafts:
        if d.key not in seen:
            seen.add(d.key)
            yield d
