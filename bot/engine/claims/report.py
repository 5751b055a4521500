"""The claims of an answer about a reported match, looked up in its report.

Each rule reads one kind of claim the engine's sentences make (a score, a minute next to
a name, a team in brackets, "X did not score", a team's Nth goal, a shootout kick's
outcome, a count of goals, an attendance, who came on for whom, who won or gave away a
penalty, who was missing and who played instead, "nobody was sent off", "none of X's
goals was a header", "A beat B 3-3") and looks it up in the knowledge. Sentences quoted
from the file's own texts are the file's word and are not judged. English and Spanish
answers are read. A negative claim holds only where the report has the data that makes
it true: no card data, no "nobody was booked".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from bot.engine.claims.kinds import Rule, Withheld
from bot.engine.claims.patterns import (
    ABSENT,
    BEAT_WORDS,
    CARD_COUNT,
    CARD_KINDS,
    DID_NOT_SCORE,
    HALVES,
    KICK,
    METHOD_WORDS,
    NO_TEAM_RED,
    NOBODY_BOOKED,
    NOBODY_SENT_OFF,
    NONE_OF,
    ORDINAL_WORDS,
    PENALTY_WORDS,
    SCORED,
    SENT_OFF,
    THOUSANDS,
    compiled,
    group,
    minute_marks,
    present,
    scores,
    segments,
    thousands_key,
)
from bot.engine.claims.report_facts import ReportFacts
from bot.knowledge import Knowledge

# The rules that read only claims about the report's people (not a match's score or
# minutes): safe on an answer that lists a tournament's other matches.
PEOPLE_RULES = frozenset(
    {Rule.BEAT_LEVEL, Rule.BRACKETS, Rule.NONE_OF_KIND, Rule.CHANGES, Rule.PENALTIES, Rule.AWARD}
)

CLAUSE_MARKS = (",", ";", ":")  # where a clause of a sentence begins

ANY_CARD = "any"  # a count of cards of every kind (see `ReportFacts.card_counts`)

RuleFn = Callable[[str, tuple[str, ...], tuple[str, ...]], Iterator[str]]


class ReportCheck(ReportFacts):
    """The rules, over one knowledge's report (build once per knowledge load)."""

    def __init__(self, k: Knowledge) -> None:
        super().__init__(k)
        self._rules: tuple[tuple[Rule, RuleFn], ...] = (
            (Rule.SCORES, self._scores),
            (Rule.BEAT_LEVEL, self._beat_level),
            (Rule.MINUTES, self._minutes),
            (Rule.BRACKETS, self._brackets),
            (Rule.SCORED_FOR, self._scored_for),
            (Rule.DID_NOT_SCORE, self._did_not_score),
            (Rule.NONE_OF_KIND, self._none_of_kind),
            (Rule.NTH_GOAL, self._nth_goal),
            (Rule.KICKS, self._kicks),
            (Rule.COUNTS, self._counts),
            (Rule.THOUSANDS, self._thousands),
            (Rule.CHANGES, self._changes),
            (Rule.PENALTIES, self._penalties),
            (Rule.AWARD, self._awards),
            (Rule.CARD_COUNT, self._card_count),
        )

    def flags(self, answer: str, *, whole: bool = True) -> list[Withheld]:
        """Every claim of `answer` the report contradicts or cannot back. Not `whole`:
        the answer may be about other matches too (a tournament's), so only the claims
        about the report's people are read."""
        out: list[Withheld] = []
        for seg in segments(answer):
            out.extend(self.segment_flags(seg, whole=whole))
        if not whole:
            return out
        # claims across sentences: "X missed the match (...); Y played instead", and
        # "Nobody was sent off. Cards: ... was sent off"
        out.extend(Withheld(Rule.ABSENCES, c) for c in self._absences(answer))
        out.extend(Withheld(Rule.NOBODY_SENT_OFF, c) for c in self._sent_off(answer))
        if any(w in answer for w in NOBODY_BOOKED) and self.cards:
            out.append(Withheld(Rule.NO_CARD_DATA, f"the report has cards: {answer!r}"))
        out.extend(Withheld(Rule.NOBODY_SENT_OFF, c) for c in self._team_sent_off(answer))
        return out

    def segment_flags(self, seg: str, *, whole: bool = True) -> list[Withheld]:
        if self._quoted(seg):
            return []
        people = present(self.person_names, seg)
        teams = present(self.team_names, seg)
        if not people and not teams and not any(c.isdigit() for c in seg):
            return []  # every rule reads a name or a number
        out: list[Withheld] = []
        for name, rule in self._rules:
            if whole or name in PEOPLE_RULES:
                out.extend(Withheld(name, claim) for claim in rule(seg, people, teams))
        return out

    def _quoted(self, seg: str) -> bool:
        """The segment is the file's own text, whole or after a label without numbers
        ("Cristiano Ronaldo: injured in a challenge ...")."""
        core = seg.strip(" .;\u201c\u201d\"'")
        label, colon, rest = core.partition(": ")
        if colon and not any(c.isdigit() for c in label):
            core = rest.strip(" .;\u201c\u201d\"'") if len(rest) > 12 else core
        return len(core) > 12 and core in self.all_texts

    def _people(self, found: tuple[str, ...]) -> tuple[str, ...]:
        return group(found, self.person_group)

    def _teams(self, found: tuple[str, ...]) -> tuple[str, ...]:
        return group(found, self.team_group)

    # --- results ---------------------------------------------------------------------

    def _scores(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        for a, b in scores(seg):
            if (max(a, b), min(a, b)) not in self.allowed_scores:
                yield f"{a}-{b} is no score of this match: {seg!r}"
        if len(teams) < 2 or "-" not in seg:
            return
        # "A 1-2 B": a tally the match went through, in that order
        tally = compiled(r"({0}) (\d{{1,2}})-(\d{{1,2}}) ({0})", self._teams(teams))
        for x, a, b, y in tally.findall(seg):
            tx, ty = self.team_names[x], self.team_names[y]
            if tx == ty or {tx, ty} != set(self.m.teams):
                continue
            state = (int(a), int(b)) if tx == self.m.teams[0] else (int(b), int(a))
            later = [
                (n.score[tx], n.score[ty])
                for n in self.m.upcoming
                if n.score and set(n.score) == {tx, ty}
            ]
            if state not in self.tallies and (int(a), int(b)) not in later:
                yield f"{x} {a}-{b} {y} never happened: {seg!r}"
        # "A beat B 2-1": the final score, the winner first (of this match, or of a
        # match after it between the same or other sides)
        beat = compiled(r"({0}) (?:beat|venció a) ({0}) (\d+)-(\d+)", self._teams(teams))
        for x, y, a, b in beat.findall(seg):
            tx, ty = self.team_names[x], self.team_names[y]
            said = (int(a), int(b))
            this = set(self.m.teams) == {tx, ty}
            if this and self.m.winner == tx and (self.m.score[tx], self.m.score[ty]) == said:
                continue
            played = [n.score for n in self.m.upcoming if n.score and set(n.score) == {tx, ty}]
            if not any((p[tx], p[ty]) == said for p in played):
                yield f"{x} beat {y} {a}-{b} is not a result in the file: {seg!r}"

    def _beat_level(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        yield from beat_level(seg, teams, self.team_group)

    # --- goals -----------------------------------------------------------------------

    def _minutes(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        """A minute next to a person: that person took part in a moment then."""
        if not people:
            return
        found = self._people_at(seg, people)
        for at, end, minute, added, after in minute_marks(seg):
            # the name closest to the mark ("Dane 14', Brisk 38'", "23' Vask (...)"); a
            # minute in words follows its name in its clause ("Senn in the 108th minute,
            # Fenn ..."), or is said of the sentence's subject, its first name ("Arden:
            # hurt by Sarne in the 6th minute, went off in the 30th minute")
            near = [p for p in found if p[1] <= at] if after else found
            if after and near:
                clause = max(seg.rfind(c, 0, at) for c in CLAUSE_MARKS)
                near = [p for p in near if p[0] > clause] or [min(near)]
            if not near:
                continue
            who = min(near, key=lambda p: at - p[1] if p[1] <= at else p[0] - end)[2]
            if who not in self.involved(minute, added):
                mark = f"{minute}+{added}" if added else str(minute)
                yield f"{self.k.person(who).name} did nothing at {mark}': {seg!r}"

    def _people_at(self, seg: str, people: tuple[str, ...]) -> list[tuple[int, int, str]]:
        """(start, end, person id) of every full name in the segment."""
        found: list[tuple[int, int, str]] = []
        for name in people:
            pid = self.person_names[name]
            found += [(m.start(), m.end(), pid) for m in re.finditer(re.escape(name), seg)]
        return found

    def _brackets(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        """'Name (Team)' / 'Name (Team,': the person plays for that team."""
        if not people or "(" not in seg:
            return
        for name, team in compiled(r"({0}) \(([^()\d,]+?)[),]", self._people(people)).findall(seg):
            tid = self.team_names.get(team.strip())
            side = self.k.person(self.person_names[name]).team
            if tid is not None and side is not None and tid != side:
                yield f"{name} does not play for {team}: {seg!r}"

    def _scored_for(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        """'Name scored ... for Team' / 'GOAL Team: Name': theirs, or their own goal for it."""
        if not teams:
            return
        claims: list[tuple[str, str]] = []
        if "GOAL" in seg or "GOL" in seg:
            goal = compiled(r"GOL?A?L? ({0}): ([^(,]+?)(?: \(|,)", self._teams(teams))
            claims += [(p, t) for t, p in goal.findall(seg)]
        if people:
            pattern = r"({0}) (?:scored|marcó) [^.;]*? (?:for|para) ({1})\b"
            claims += compiled(pattern, self._people(people), self._teams(teams)).findall(seg)
        for name, team in claims:
            pid = self.person_names.get(name.strip())
            tid = self.team_names[team]
            if pid is None:
                continue
            if not any(g.scorer == pid and g.team == tid for g in self.goals):
                yield f"{name.strip()} scored no goal for {team}: {seg!r}"

    def _did_not_score(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        """'T did not score' when T did (by the score, whatever the goals list says);
        'X did not score' when X did, or when the report lists no scorers at all (a half
        named narrows it to that half)."""
        if not any(w in seg for w in DID_NOT_SCORE) or not (people or teams):
            return
        pattern = (
            r"({0}) (?:did not score|no marcó)( in the \w+ half| in extra time"
            r"| en el \w+ tiempo| en la prórroga)?"
        )
        for name, when in compiled(pattern, (*self._people(people), *self._teams(teams))).findall(
            seg
        ):
            periods = HALVES.get(when, ())
            if name in self.team_names:
                tid = self.team_names[name]
                if not periods and self.m.score.get(tid, 0) > 0:
                    yield f"{name} did score: {seg!r}"
                    continue
                goals = [g for g in self.goals if g.team == tid]
            else:
                goals = self.goals_of(self.person_names[name])
            if periods:
                goals = [g for g in goals if g.period in periods]
            if goals:
                yield f"{name} did score{when}: {seg!r}"
            elif sum(self.m.score.values()) > len(self.goals):
                yield f"the report lists not every scorer, so not '{name}{when}': {seg!r}"

    def _none_of_kind(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        """'None of X's goals was a header' when one of them was."""
        if not seg.startswith(NONE_OF):
            return
        method = next((m for w, m in METHOD_WORDS.items() if w in seg), None)
        if method is None:
            return
        goals = list(self.goals)
        if people:
            pid = self.person_names[people[0]]
            goals = [g for g in goals if g.scorer == pid]
        elif teams:
            goals = [g for g in goals if g.team == self.team_names[teams[0]]]
        if any(g.method == method for g in goals):
            yield f"one of them was {method}: {seg!r}"

    def _nth_goal(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        """ "T's 2nd goal" exists, and a scorer named with it scored it."""
        if not teams or " goal" not in seg:
            return
        pattern = r"({0})'s? (\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth) goal"
        for m in compiled(pattern, self._teams(teams)).finditer(seg):
            tid = self.team_names[m.group(1)]
            word = m.group(2)
            n = ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
            theirs = [g for g in self.goals if g.team == tid]
            if n > len(theirs):
                yield f"{m.group(1)} scored {len(theirs)}, so no {word} goal: {seg!r}"
                continue
            before = self._people_at(seg[: m.start()], people)
            if before and seg[: m.start()].rstrip().endswith(SCORED):
                who = max(before)[2]
                if theirs[n - 1].scorer != who:
                    yield f"{m.group(1)}'s {word} goal was not {self.k.person(who).name}'s: {seg!r}"

    def _kicks(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        if not people or not any(w in seg for w in KICK):
            return
        so = self.m.result.shootout
        kicks = so.kicks if so else []
        took = compiled(
            r"({0}) took [^.;]*? kick and (scored|missed|had it saved)", self._people(people)
        )
        for name, did in took.findall(seg):
            pid = self.person_names[name]
            outcome = {"had it saved": "saved"}.get(did, did)
            if not any(k.taker == pid and k.outcome == outcome for k in kicks):
                yield f"{name} did not {did} a shootout kick: {seg!r}"
        winning = compiled(r"({0})(?: \([^)]*\))? scored the winning penalty", self._people(people))
        for name in winning.findall(seg):
            last = kicks[-1] if kicks else None  # a save or miss by the loser: no winning kick
            won = last if last and last.team == self.m.winner and last.outcome == "scored" else None
            if won is None or won.taker != self.person_names[name]:
                yield f"{name} did not take the winning kick: {seg!r}"

    # --- counts ----------------------------------------------------------------------

    def _counts(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        """'X scored 2 goals' in this match is X's number of goals."""
        if not people:
            return
        pattern = r"({0}) (?:scored|marcó) (\d+) (?:goals?|goles?)\b(?! in the| en)"
        for name, n in compiled(pattern, self._people(people)).findall(seg):
            mine = self.goals_of(self.person_names[name])
            if int(n) != len(mine):
                yield f"{name} scored {len(mine)}, not {n}: {seg!r}"

    def _card_count(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        """'14 yellow cards: ...': the match's number of such cards, or one side's."""
        m = CARD_COUNT.match(seg)
        if m is None:
            return
        said = m.group(2)
        kind = next((k for w, k in CARD_KINDS.items() if w in said), ANY_CARD)
        if int(m.group(1)) not in self.card_counts(kind):
            yield f"{m.group(1)} is no count of {kind} cards: {seg!r}"

    def _thousands(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        for number in THOUSANDS.findall(seg):
            if thousands_key(number) not in self.known_numbers:
                yield f"{number} is no number of this match: {seg!r}"

    # --- people: changes, penalties, absentees, cards ---------------------------------

    def _changes(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        """'X came on for Y': a change the file records."""
        if not self.changes or len(people) < 2:
            return
        pattern = compiled(r"({0}) (?:came on for|entró por) ({0})", self._people(people))
        for on, off in pattern.findall(seg):
            if (self.person_names[on], self.person_names[off]) not in self.changes:
                yield f"{on} did not come on for {off}: {seg!r}"

    def _penalties(
        self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]
    ) -> Iterator[str]:
        """'X won the penalty', '(Y gave it away': who the file says won or conceded one."""
        if not people:
            return
        awards = [m.penalty for m in self.m.timeline if m.penalty is not None]
        won = {a.won_by for a in awards if a.won_by}
        conceded = {a.conceded_by for a in awards if a.conceded_by}
        named = self._people(people)
        won_pattern = compiled(r"({0}) (?:won the penalty|provocó el penal)", named)
        won_by = compiled(r"penalty \([^)]*\), won by ({0})|, provocado por ({0})", named)
        for name in [*won_pattern.findall(seg), *_firsts(won_by.findall(seg))]:
            if won and self.person_names[name] not in won:
                yield f"{name} won no penalty: {seg!r}"
        # "(Y gave it away", or first: "Y gave away the penalty"
        gave_pattern = compiled(r"\(({0}) (?:gave it away|lo cometió)", named)
        gave_first = compiled(r"({0}) (?:gave away the penalty|cometió el penal)", named)
        for name in [*gave_pattern.findall(seg), *gave_first.findall(seg)]:
            if conceded and self.person_names[name] not in conceded:
                yield f"{name} gave no penalty away: {seg!r}"

    def _awards(self, seg: str, people: tuple[str, ...], teams: tuple[str, ...]) -> Iterator[str]:
        """'Golden Ball (tournament award): X': the award the report gives X."""
        if not people or ":" not in seg or not self.award_names:
            return
        named = present(self.award_names, seg)
        if not named:
            return
        for award, name in compiled(
            r"({0})(?: \([^)]*\))?: ({1})",
            group(named, self.award_group),
            self._people(people),
        ).findall(seg):
            if (self.award_names[award], self.person_names[name]) not in self.winners:
                yield f"{name} did not win the {award}: {seg!r}"

    def _absences(self, text: str) -> Iterator[str]:
        """'X missed the match (...); Y played instead': the file's absentee and stand-in."""
        absent = {a.person: a for x in self.m.lineups for a in x.absent}
        if not absent or not any(w in text for w in ABSENT):
            return
        people = present(self.person_names, text)
        pattern = compiled(
            r"({0}) (?:missed the match|se perdió el partido)[^;.]*"
            r"(?:; (?:({0}) played instead|en su lugar jugó ({0})))?",
            self._people(people),
        )
        for who, instead, en_lugar in pattern.findall(text) if people else []:
            a = absent.get(self.person_names[who])
            stand_in = instead or en_lugar
            if a is None:
                yield f"{who} was not missing: {text!r}"
            elif stand_in and a.replaced_by != self.person_names[stand_in]:
                yield f"{stand_in} did not play instead of {who}: {text!r}"

    def _team_sent_off(self, text: str) -> Iterator[str]:
        """'No T player was sent off': none of T's cards was red."""
        teams = present(self.team_names, text)
        if not teams or not any(w in text for w in NO_TEAM_RED):
            return
        pattern = compiled(
            r"(?:No ({0}) player was sent off|Ningún jugador de ({0}) fue)", self._teams(teams)
        )
        for en, es in pattern.findall(text):
            tid = self.team_names[en or es]
            if any(e.team == tid for e in self.events if e.id in self.reds):
                yield f"a {en or es} player was sent off: {text!r}"

    def _sent_off(self, text: str) -> Iterator[str]:
        """'Nobody was sent off' only where the cards are known and none was red (and the
        answer does not go on to name one)."""
        if any(w in text for w in NOBODY_SENT_OFF):
            rest = text
            for w in NOBODY_SENT_OFF:
                rest = rest.replace(w, "")
            if self.reds or any(w in rest for w in SENT_OFF):
                yield f"someone was sent off: {text!r}"


def beat_level(seg: str, teams: tuple[str, ...], whole: tuple[str, ...] = ()) -> Iterator[str]:
    """'A beat B 3-3' is a result only with the shootout or extra time that decided it.
    `teams`: those the segment names (`present`); `whole`: their kind's `kind_group`."""
    if len(teams) < 2 or not any(w in seg for w in BEAT_WORDS):
        return
    if any(w in seg for w in PENALTY_WORDS):
        return
    pattern = compiled(r"({0}) (?:beat|venció a|le ganó a) ({0}) (\d+)-(\d+)", group(teams, whole))
    for x, y, a, b in pattern.findall(seg):
        if a == b:
            yield f"{x} beat {y} {a}-{b}: a draw, decided how? {seg!r}"


def _firsts(found: list[tuple[str, ...]] | list[str]) -> list[str]:
    """The name each match of a pattern of several groups found (the group that took)."""
    return [x if isinstance(x, str) else next(g for g in x if g) for x in found]
