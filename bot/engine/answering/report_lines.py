"""A question the engine would decline, answered by a line of the report that says it:
a storyline or an event's description holding every topic word of the question ("was
X offside?" -> "X's opening goal looked offside."; "was anyone sent off?" with no card
recorded -> the storyline "Nobody was sent off."). The line is the file's own text, in
the answer's language, so it states nothing the report does not.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.phrases import matched
from bot.engine.languages.en.lexicon import STOPWORDS
from bot.engine.understanding.lang import languages, merged
from bot.engine.understanding.tokens import clean

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_PREFIX = 5  # words sharing their first letters (and both as long) count as the same
# The report's lines, read once per answer language's facts (a decline asks them each time)
_FACTS_KEPT = 16
_LOOSE_LEAST = 2  # topic words besides names a loose question must have in the line

# A line's text, its words and the first `_PREFIX` letters of its words that long
Line = tuple[str, frozenset[str], frozenset[str]]


def _stop() -> frozenset[str]:
    words = set(STOPWORDS)
    for bundle in languages():
        words |= bundle.drop
    return frozenset(words)


def _names(f: MatchFacts) -> frozenset[str]:
    """The words of the people's and teams' names: what a question is about, not what
    it asks of them."""
    names = [p.name for p in f.k.people] + [f.team_name(t) for t in f.match.teams]
    return frozenset(w for n in names for w in clean(n).split())


def _lines(f: MatchFacts) -> list[str]:
    """The report's storylines, then its events' descriptions (and those of a penalty's
    award), then the crowd's, a sentence each."""
    texts = [str(t) for t in f.tr(f.match, "storylines")]
    for e in f.match.timeline:
        award = getattr(getattr(e, "penalty", None), "award", None)
        for told in (e, award):
            described = f.tr(told, "description") if getattr(told, "description", None) else None
            if described:
                texts.append(str(described))
    if f.match.crowd is not None and f.match.crowd.description:
        texts.append(str(f.tr(f.match.crowd, "description")))
    return [s for t in texts for s in _SENTENCE_END.split(t.strip()) if s]


def report_line(f: MatchFacts, question: str, loose: bool = False) -> str | None:
    """The first line of the report holding every topic word of `question` (at least
    one besides names; none when a pronoun stands for someone), or None. `loose` (for
    a question the engine could not place at all): words that only ask ("who", "used":
    `MATCHED_WORDS["line_filler"]`) need not be in the line, and at least two others
    besides names must be ("who ran onto the pitch", "was VAR used for the penalty")."""
    words = clean(question).split()
    if not merged().person_pronouns.isdisjoint(words):
        return None  # "who did he replace?": about someone this line may not be
    stop = _stop()
    asked = [w for w in words if w not in stop and not w.isdigit()]
    names, lines = _read(f)
    if loose:
        filler = matched("line_filler")
        asked = [w for w in asked if w not in filler]
        if len(set(asked) - names) < _LOOSE_LEAST:
            return None
    if not asked or set(asked) <= names:
        return None  # only names: nothing asked of them that a line could say
    for line, said, prefixes in lines:
        if all(a in said or (len(a) >= _PREFIX and a[:_PREFIX] in prefixes) for a in asked):
            return line
    return None


@lru_cache(maxsize=_FACTS_KEPT)
def _read(f: MatchFacts) -> tuple[frozenset[str], tuple[Line, ...]]:
    """The names' words, and the report's lines with their words and those words' first
    `_PREFIX` letters (a word asked is in a line as written or, as long, by them)."""
    lines: list[Line] = []
    for line in _lines(f):
        words = frozenset(clean(line).split())
        lines.append((line, words, frozenset(w[:_PREFIX] for w in words if len(w) >= _PREFIX)))
    return _names(f), tuple(lines)
