"""A question the engine would decline, answered by a line of the report that says it:
a storyline or an event's description holding every topic word of the question ("was
X offside?" -> "X's opening goal looked offside."; "was anyone sent off?" with no card
recorded -> the storyline "Nobody was sent off."). The line is the file's own text, in
the answer's language, so it states nothing the report does not.
"""

from __future__ import annotations

import re

from bot.engine.facts.match import MatchFacts
from bot.engine.languages.en.lexicon import STOPWORDS
from bot.engine.understanding.lang import languages, merged
from bot.engine.understanding.tokens import clean

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_PREFIX = 5  # words sharing their first letters (and both as long) count as the same


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


def _same(a: str, b: str) -> bool:
    if a == b:
        return True
    return min(len(a), len(b)) >= _PREFIX and a[:_PREFIX] == b[:_PREFIX]


def _lines(f: MatchFacts) -> list[str]:
    """The report's storylines, then its events' descriptions, a sentence each."""
    texts = [str(t) for t in f.tr(f.match, "storylines")]
    for e in f.match.timeline:
        described = f.tr(e, "description") if getattr(e, "description", None) else None
        if described:
            texts.append(str(described))
    return [s for t in texts for s in _SENTENCE_END.split(t.strip()) if s]


def report_line(f: MatchFacts, question: str) -> str | None:
    """The first line of the report holding every topic word of `question` (at least
    one besides names; none when a pronoun stands for someone), or None."""
    words = clean(question).split()
    if not merged().person_pronouns.isdisjoint(words):
        return None  # "who did he replace?": about someone this line may not be
    stop = _stop()
    asked = [w for w in words if w not in stop and not w.isdigit()]
    if not asked or set(asked) <= _names(f):
        return None  # only names: nothing asked of them that a line could say
    for line in _lines(f):
        words = clean(line).split()
        if all(any(_same(a, w) for w in words) for a in asked):
            return line
    return None
