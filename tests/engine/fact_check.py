"""Does an answer state something the match file contradicts?

A wrong fact is worse than a decline, so every fixture question's answer is checked
against the match itself, not against expected strings: each rule reads what the answer
claims (a score, a minute next to a name, a team in brackets, "X did not score", a
team's Nth goal, a shootout kick's outcome, a count of goals, an attendance, who came on
for whom, who won or gave away a penalty, who was missing and who played instead) and
looks it up in the knowledge. Sentences quoted from the file's own texts are the file's word
and are not judged. English and Spanish answers are read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from bot.knowledge import Goal, Knowledge

ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
_SCORE = re.compile(r"(?<![\d\-+:/.,])(\d{1,2})-(\d{1,2})(?![\d\-])")
_MARK = re.compile(r"(?<![\d\-])(\d{1,3})(?:\+(\d{1,2}))?'")
_STOPPAGE = re.compile(r"\((\d{1,3})\+(\d{1,2})\)")
_NTH_MINUTE = re.compile(r"(?:the (\d{1,3})(?:st|nd|rd|th) minute|minuto (\d{1,3}))")
_THOUSANDS = re.compile(r"(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d,])")
_SEGMENT = re.compile(r"(?<=[.;!?])\s+|\n|\s+-\s+")


@dataclass(frozen=True)
class Flag:
    rule: str
    claim: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.claim}"


class FactCheck:
    """The rules, over one knowledge (build once per match)."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self.m = k.match

    # --- what the file says -------------------------------------------------------

    @cached_property
    def team_names(self) -> dict[str, str]:
        """Every shown name of a team (English and translated) -> team id."""
        out: dict[str, str] = {}
        for t in self.k.teams:
            out[t.name] = t.id
            for fields in t.translations.values():
                name = fields.get("name")
                if isinstance(name, str):
                    out[name] = t.id
        return out

    @cached_property
    def person_names(self) -> dict[str, str]:
        return {p.name: p.id for p in self.k.people}

    @cached_property
    def file_texts(self) -> list[str]:
        """The free texts of the file (any language): what answers may quote."""
        texts: list[str] = [self.m.summary, *self.m.storylines]
        records = [*self.k.teams, *self.k.people, self.m, *self.m.timeline]
        records += [*self.k.quotes, *self.k.paraphrases]
        for r in records:
            for name in ("description", "text", "summary", "reason", "title", "about"):
                value = getattr(r, name, None)
                if isinstance(value, str):
                    texts.append(value)
            for fields in r.translations.values():
                texts += [v for v in fields.values() if isinstance(v, str)]
                texts += [x for v in fields.values() if isinstance(v, list) for x in v]
        for p in self.k.people:
            texts += [rec.text for rec in p.records]
        for t in self.k.teams:
            texts += [rec.text for rec in t.records] + [h.label for h in t.honours]
        for n in self.m.upcoming:
            texts += [n.description or ""]
        return [t for t in texts if t]

    @cached_property
    def tallies(self) -> list[tuple[int, ...]]:
        """The score (in match.teams order) before the first goal and after each."""
        teams = self.m.teams
        now = dict.fromkeys(teams, 0)
        out = [tuple(now.values())]
        for g in self.k.goals:
            now[g.team] += 1
            out.append(tuple(now[t] for t in teams))
        return out

    @cached_property
    def allowed_scores(self) -> set[tuple[int, int]]:
        """Every scoreline the match, its shootout or the matches after it went through,
        as (high, low); and those the file's own texts name."""
        pairs = {_pair(t) for t in self.tallies}
        so = self.m.result.shootout
        if so is not None:
            pairs.add(_pair(tuple(so.score.values())))
            run = dict.fromkeys(so.score, 0)
            for kick in so.kicks:
                if kick.outcome == "scored":
                    run[kick.team] += 1
                    pairs.add(_pair(tuple(run.values())))
        for n in self.m.upcoming:
            if n.score:
                pairs.add(_pair(tuple(n.score.values())))
        for text in self.file_texts:
            pairs |= {(max(a, b), min(a, b)) for a, b in _scores(text)}
        return pairs

    def goals_of(self, person_id: str) -> list[Goal]:
        return [g for g in self.k.goals if g.scorer == person_id and g.method != "own_goal"]

    def involved(self, minute: int, added: int | None) -> set[str]:
        """Everyone a moment at that minute (and added time, when given) involves."""
        out: set[str] = set()
        for mo in self.m.timeline:
            if mo.minute != minute or (added is not None and mo.added != added):
                continue
            if isinstance(mo, Goal):
                out |= {mo.scorer, *(x for x in (mo.assist,) if x), *mo.beaten}
            else:
                ids = (mo.person, mo.came_on, mo.went_off, mo.against)
                out |= {*mo.people, *(x for x in ids if x)}
            if mo.penalty is not None:
                out |= {x for x in (mo.penalty.won_by, mo.penalty.conceded_by) if x}
        return out

    # --- the rules ----------------------------------------------------------------

    def flags(self, answer: str) -> list[Flag]:
        out: list[Flag] = []
        for seg in segments(answer):
            if self._quoted(seg):
                continue
            for rule in (
                self._scores,
                self._minutes,
                self._brackets,
                self._scored_for,
                self._did_not_score,
                self._nth_goal,
                self._kicks,
                self._counts,
                self._thousands,
                self._changes,
                self._penalties,
            ):
                out.extend(Flag(rule.__name__.strip("_"), claim) for claim in rule(seg))
        # a claim in two clauses: "X missed the match (...); Y played instead"
        out.extend(Flag("absences", claim) for claim in self._absences(answer))
        return out

    def _quoted(self, seg: str) -> bool:
        core = seg.strip(" .;\u201c\u201d\"'")
        return len(core) > 12 and any(core in t for t in self.file_texts)

    def _scores(self, seg: str) -> Iterator[str]:
        for a, b in _scores(seg):
            if (max(a, b), min(a, b)) not in self.allowed_scores:
                yield f"{a}-{b} is no score of this match: {seg!r}"
        # "A 1-2 B": a tally the match went through, in that order
        names = "|".join(re.escape(n) for n in sorted(self.team_names, key=len, reverse=True))
        for x, a, b, y in re.findall(rf"({names}) (\d{{1,2}})-(\d{{1,2}}) ({names})", seg):
            tx, ty = self.team_names[x], self.team_names[y]
            if tx == ty or {tx, ty} != set(self.m.teams):
                continue
            state = (int(a), int(b)) if tx == self.m.teams[0] else (int(b), int(a))
            if state not in self.tallies:
                yield f"{x} {a}-{b} {y} never happened: {seg!r}"
        # "A beat B 2-1": the final score, the winner first
        for x, y, a, b in re.findall(rf"({names}) (?:beat|venció a) ({names}) (\d+)-(\d+)", seg):
            tx, ty = self.team_names[x], self.team_names[y]
            if {tx, ty} != set(self.m.teams):  # a following match's result, if it has one
                played = [n for n in self.m.upcoming if n.score and set(n.score) == {tx, ty}]
                if not any((n.score[tx], n.score[ty]) == (int(a), int(b)) for n in played):
                    yield f"{x} beat {y} {a}-{b} is no result in the file: {seg!r}"
            elif self.m.winner != tx or (self.m.score[tx], self.m.score[ty]) != (int(a), int(b)):
                yield f"{x} beat {y} {a}-{b} is not the result: {seg!r}"

    def _minutes(self, seg: str) -> Iterator[str]:
        """A minute next to a person: that person took part in a moment then."""
        people = self._people_at(seg)
        if not people:
            return
        for at, end, minute, added, after in _minute_marks(seg):
            # the name closest to the mark ("Dane 14', Brisk 38'", "23' Vask (...)"); a
            # minute in words follows its name ("Senn in the 108th minute, Fenn ...")
            near = [p for p in people if p[1] <= at] if after else people
            if not near:
                continue
            who = min(near, key=lambda p: at - p[1] if p[1] <= at else p[0] - end)[2]
            if who not in self.involved(minute, added):
                mark = f"{minute}+{added}" if added else str(minute)
                yield f"{self.k.person(who).name} did nothing at {mark}': {seg!r}"

    def _people_at(self, seg: str) -> list[tuple[int, int, str]]:
        """(start, end, person id) of every full name in the segment."""
        found: list[tuple[int, int, str]] = []
        for name, pid in self.person_names.items():
            found += [(m.start(), m.end(), pid) for m in re.finditer(re.escape(name), seg)]
        return found

    def _brackets(self, seg: str) -> Iterator[str]:
        """'Name (Team)' / 'Name (Team,': the person plays for that team."""
        for name, pid in self.person_names.items():
            for team in re.findall(rf"{re.escape(name)} \(([^()\d,]+?)[),]", seg):
                tid = self.team_names.get(team.strip())
                side = self.k.person(pid).team
                if tid is not None and side is not None and tid != side:
                    yield f"{name} does not play for {team}: {seg!r}"

    def _scored_for(self, seg: str) -> Iterator[str]:
        """'Name scored ... for Team' / 'GOAL Team: Name': theirs, or their own goal for it."""
        names = "|".join(re.escape(n) for n in sorted(self.team_names, key=len, reverse=True))
        claims = [(p, t) for t, p in re.findall(rf"GOL?A?L? ({names}): ([^(,]+?)(?: \(|,)", seg)]
        for name in self.person_names:
            pattern = rf"{re.escape(name)} (?:scored|marcó) [^.;]*? (?:for|para) ({names})\b"
            claims += [(name, t) for t in re.findall(pattern, seg)]
        for name, team in claims:
            pid = self.person_names.get(name.strip())
            tid = self.team_names[team]
            if pid is None:
                continue
            if not any(g.scorer == pid and g.team == tid for g in self.k.goals):
                yield f"{name.strip()} scored no goal for {team}: {seg!r}"

    def _did_not_score(self, seg: str) -> Iterator[str]:
        """'T did not score' when T did; 'X did not score' when X did (a half named
        narrows it to that half)."""
        halves = {
            "in the first half": ("first_half",),
            "in the second half": ("second_half",),
            "in extra time": ("extra_time_first", "extra_time_second"),
            "en el primer tiempo": ("first_half",),
            "en el segundo tiempo": ("second_half",),
            "en la prórroga": ("extra_time_first", "extra_time_second"),
        }
        for name in [*self.team_names, *self.person_names]:
            for when in re.findall(
                rf"{re.escape(name)} (?:did not score|no marcó)( in the \w+ half| in extra time"
                r"| en el \w+ tiempo| en la prórroga)?",
                seg,
            ):
                periods = halves.get(when.strip(), ())
                if name in self.team_names:
                    tid = self.team_names[name]
                    goals = [g for g in self.k.goals if g.team == tid]
                else:
                    goals = self.goals_of(self.person_names[name])
                if periods:
                    goals = [g for g in goals if g.period in periods]
                if goals:
                    yield f"{name} did score{when}: {seg!r}"

    def _nth_goal(self, seg: str) -> Iterator[str]:
        """ "T's 2nd goal" exists, and a scorer named with it scored it."""
        names = "|".join(re.escape(n) for n in sorted(self.team_names, key=len, reverse=True))
        pattern = rf"({names})'s? (\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth) goal"
        for m in re.finditer(pattern, seg):
            tid = self.team_names[m.group(1)]
            word = m.group(2)
            n = ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
            theirs = [g for g in self.k.goals if g.team == tid]
            if n > len(theirs):
                yield f"{m.group(1)} scored {len(theirs)}, so no {word} goal: {seg!r}"
                continue
            before = self._people_at(seg[: m.start()])
            if before and seg[: m.start()].rstrip().endswith(("scored", "marcó")):
                who = max(before)[2]
                if theirs[n - 1].scorer != who:
                    yield f"{m.group(1)}'s {word} goal was not {self.k.person(who).name}'s: {seg!r}"

    def _kicks(self, seg: str) -> Iterator[str]:
        so = self.m.result.shootout
        kicks = so.kicks if so else []
        for name, pid in self.person_names.items():
            for did in re.findall(
                rf"{re.escape(name)} took [^.;]*? kick and (scored|missed|had it saved)", seg
            ):
                outcome = {"had it saved": "saved"}.get(did, did)
                if not any(k.taker == pid and k.outcome == outcome for k in kicks):
                    yield f"{name} did not {did} a shootout kick: {seg!r}"
            if re.search(rf"{re.escape(name)}(?: \([^)]*\))? scored the winning penalty", seg):
                won = [k for k in kicks if k.team == self.m.winner and k.outcome == "scored"]
                if not won or won[-1].taker != pid:
                    yield f"{name} did not take the winning kick: {seg!r}"

    def _counts(self, seg: str) -> Iterator[str]:
        """'X scored 2 goals' in this match is X's number of goals."""
        for name, pid in self.person_names.items():
            for n in re.findall(
                rf"{re.escape(name)} (?:scored|marcó) (\d+) (?:goals?|goles?)\b(?! in the| en)",
                seg,
            ):
                if int(n) != len(self.goals_of(pid)):
                    yield f"{name} scored {len(self.goals_of(pid))}, not {n}: {seg!r}"

    def _thousands(self, seg: str) -> Iterator[str]:
        known = {f"{self.m.attendance:,}"} if self.m.attendance is not None else set()
        known |= {x for t in self.file_texts for x in _THOUSANDS.findall(t)}
        for number in _THOUSANDS.findall(seg):
            if number not in known and number.replace(",", ".") not in known:
                yield f"{number} is no number of this match: {seg!r}"

    # --- the match's detail: changes, penalties, absentees ---------------------------

    @cached_property
    def changes(self) -> set[tuple[str, str]]:
        """(on, off) of every change: `came_on` / `went_off`, or of a change's two
        `people` the one with the role substitute came on."""
        out: set[tuple[str, str]] = set()
        roles = {p.id: p.roles for p in self.k.people}
        for e in self.k.events:
            if e.kind != "substitution":
                continue
            on, off = e.came_on, e.went_off
            if on is None and off is None and len(e.people) == 2:
                subs = [p for p in e.people if "substitute" in roles.get(p, [])]
                if len(subs) == 1:
                    on = subs[0]
                    off = next(p for p in e.people if p != on)
            if on and off:
                out.add((on, off))
        return out

    def _names_pattern(self) -> str:
        return "|".join(re.escape(n) for n in sorted(self.person_names, key=len, reverse=True))

    def _changes(self, seg: str) -> Iterator[str]:
        """'X came on for Y': a change the file records."""
        if not self.changes:
            return
        names = self._names_pattern()
        for on, off in re.findall(rf"({names}) (?:came on for|entró por) ({names})", seg):
            if (self.person_names[on], self.person_names[off]) not in self.changes:
                yield f"{on} did not come on for {off}: {seg!r}"

    def _penalties(self, seg: str) -> Iterator[str]:
        """'X won the penalty', '(Y gave it away': who the file says won or conceded one."""
        awards = [m.penalty for m in self.m.timeline if m.penalty is not None]
        won = {a.won_by for a in awards if a.won_by}
        conceded = {a.conceded_by for a in awards if a.conceded_by}
        names = self._names_pattern()
        for name in re.findall(rf"({names}) (?:won the penalty|provocó el penal)", seg):
            if won and self.person_names[name] not in won:
                yield f"{name} won no penalty: {seg!r}"
        for name in re.findall(rf"\(({names}) (?:gave it away|lo cometió)", seg):
            if conceded and self.person_names[name] not in conceded:
                yield f"{name} gave no penalty away: {seg!r}"

    def _absences(self, seg: str) -> Iterator[str]:
        """'X missed the match (...); Y played instead': the file's absentee and stand-in."""
        absent = {a.person: a for x in self.m.lineups for a in x.absent}
        if not absent:
            return
        names = self._names_pattern()
        pattern = (
            rf"({names}) (?:missed the match|se perdió el partido)[^;.]*"
            rf"(?:; (?:({names}) played instead|en su lugar jugó ({names})))?"
        )
        for who, instead, en_lugar in re.findall(pattern, seg):
            a = absent.get(self.person_names[who])
            stand_in = instead or en_lugar
            if a is None:
                yield f"{who} was not missing: {seg!r}"
            elif stand_in and a.replaced_by != self.person_names[stand_in]:
                yield f"{stand_in} did not play instead of {who}: {seg!r}"


def segments(text: str) -> list[str]:
    return [s for s in _SEGMENT.split(text) if s.strip()]


def _pair(t: tuple[int, ...]) -> tuple[int, int]:
    return (max(t), min(t))


def _scores(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in _SCORE.findall(text)]


def _minute_marks(seg: str) -> Iterator[tuple[int, int, int, int | None, bool]]:
    """(start, end, minute, added, follows a name) of each minute the segment names."""
    for m in _MARK.finditer(seg):
        added = int(m.group(2)) if m.group(2) else None
        yield m.start(), m.end(), int(m.group(1)), added, False
    for m in _STOPPAGE.finditer(seg):
        yield m.start(), m.end(), int(m.group(1)), int(m.group(2)), True
    for m in _NTH_MINUTE.finditer(seg):
        yield m.start(), m.end(), int(m.group(1) or m.group(2)), None, True
