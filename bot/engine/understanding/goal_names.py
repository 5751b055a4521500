"""Goals known by a name of their own: a goal whose description opens with its name
("The Hand of God: Maradona played the ball...", "El Gol del Siglo: ...") is the goal a
question naming it means ("who scored the hand of god", "¿cómo fue el gol del siglo?").
The names come from the knowledge's own texts, in every language it gives them; no name
is kept in code."""

from __future__ import annotations

from bot.engine.languages import canonical as c
from bot.engine.understanding import tokens as n
from bot.knowledge import Goal, Report

# A description's head before its colon is a name only when it is short ("The Hand of
# God", three words or more); a longer head is a sentence ("Marcelo drove forward and
# beat Courtois with a low shot: 3-1").
NAME_WORDS = range(3, 7)


def goal_names(m: Report | None) -> dict[tuple[str, ...], int]:
    """Each goal's names (its words, with and without their first, an article: "the hand
    of god", "hand of god") to its number over the match (1 for the first goal)."""
    if m is None:
        return {}
    names: dict[tuple[str, ...], int] = {}
    goals = [e for e in m.timeline if isinstance(e, Goal)]
    for number, goal in enumerate(goals, start=1):
        texts = [goal.description, *(t.get("description") for t in goal.translations.values())]
        for text in (str(t) for t in texts if isinstance(t, str)):
            head, colon, _ = text.partition(":")
            words = tuple(n.tokens(head))
            if not colon or len(words) not in NAME_WORDS:
                continue
            for name in (words, words[1:]):
                if names.setdefault(name, number) != number:
                    names[name] = 0  # a name two goals share names neither
    return names


def named_goals(
    words: tuple[str, ...], names: dict[tuple[str, ...], int]
) -> tuple[list[str], list[int]]:
    """The words with each goal's name read as the word goal, and the goals named."""
    out: list[str] = []
    found: list[int] = []
    longest = max((len(k) for k in names), default=0)
    i = 0
    while i < len(words):
        size = next(
            (k for k in range(min(longest, len(words) - i), 1, -1) if words[i : i + k] in names),
            0,
        )
        if not size:
            out.append(words[i])
            i += 1
            continue
        number = names[words[i : i + size]]
        if number:  # read as "the second goal", which the goal views answer
            found.append(number)
            out.extend(w for w, k in c.ORDINALS.items() if k == number)
        out.append(c.GOAL_NOUNS_PREFIX)
        i += size
    return out, found
