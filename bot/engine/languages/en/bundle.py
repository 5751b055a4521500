"""The English bundle: the language the knowledge is written in.

Its synonyms are the engine's canonical words (`understanding/` applies them to every text),
and the views write its answer sentences inline, so it has no sentence table.
"""

from __future__ import annotations

from bot.engine.languages.bundle import Language, shorthand_table
from bot.engine.languages.en.grammar import GRAMMAR
from bot.engine.languages.en.lexicon import SHORTHAND, STOPWORDS, SYNONYMS
from bot.engine.understanding import tokens as n

# Everyday question words fans use that no phrasing may happen to contain.
EXTRA_WORDS = """what who when where why how which whose did does was were is are the a an
    score scored
    scorer goal goals match game minute time team player happened final first second third
    last late early assist cross header head pass shot post save play win lose say coach
    captain goalkeeper crowd stadium city day date week weekend year""".split()

# Words whose meaning a view needs after synonyms have folded them ('missed' -> 'chance').
RAW_TOPICS = {
    # a club's season asked yes or no (`views.season_verdicts`)
    "stay": "stayedup",
    "stayed": "stayedup",
    "survive": "stayedup",
    "survived": "stayedup",
    "champions_league": "firstplaces",
    "champions": "firstplaces",
    "ucl": "firstplaces",
    "europe": "europe",
    "titles": "titles",
    "title": "titles",
    "trophies": "titles",
    "honours": "titles",
    "championships": "titles",
    "euros": "titles",
    "european": "europe",
    "goalkeepers": "goalkeepers",
    "keepers": "goalkeepers",
    "defenders": "defender",
    "midfielders": "midfielder",
    "forwards": "forward",
    "strikers": "forward",
    "attackers": "forward",
    "youngest": "youngest",
    "young": "youngest",
    "oldest": "oldest",
    "old": "oldest",
    "veteran": "oldest",
    "miss": "missed",
    "missed": "missed",
    "misses": "missed",
    "missing": "missed",
    "skied": "missed",
    "fluffed": "missed",
    "saved": "saved",
    "save": "saved",
    "saves": "saved",
    "stopped": "saved",
    "handball": "handball",  # a handball asked of, not only a penalty for one
    "handled": "handball",
    "anthem": "anthem",  # the anthems asked by name, not what the crowd sang
    "anthems": "anthem",
    "deny": "saved",
    "denies": "saved",
    "corners": "cornerkick",  # "who took the corners" (still "corners", the count's word)
    "bench": "bench",
    "subs": "bench",
    "substitutes": "bench",
    "formation": "formation",
    "captain": "captain",
    "captained": "captain",
    "skipper": "captain",
    "armband": "captain",
    "bar": "bar",
    "crossbar": "bar",
    "post": "post",
    "woodwork": "post",
    "wide": "wide",
    "over": "over",
    "injured": "injured",
    "injury": "injured",
    "injuries": "injured",
    "suspended": "suspended",
    "suspension": "suspended",
    "banned": "suspended",
    "ill": "ill",
    "illness": "ill",
    "sick": "ill",
    "conceded": "conceded",
    "concede": "conceded",
    "concedes": "conceded",
    "gave": "conceded",
    "give": "conceded",
    "gives": "conceded",
    "fouled": "conceded",
}

# Words common in English questions that are not Spanish words too.
TYPICAL = frozenset(
    """
    the who what whats when where wheres how which whose why did does do was were is are
    of to for in on at by with and or but from about after before did didnt
    score scored scorer scores goal goals match game win won lose lost beat said say
    says coach manager keeper captain team player players fans crowd stadium city day
    winner opener equaliser equalizer assist assists minute minutes time half first
    second last next anthem post happened happen tell me give show you your i
    any many much there their they it its this that an be been has have had get got
    play played plays england argentina spain
    """.split()
)

# A message starting with one of these is a question even without "?".
QUESTION_WORDS = frozenset(
    """who whom whose what when where why how which did does do is was were are can could
    will would has have had should tell""".split()
)

# Ellipsis openers, as cleaned words: "and England?", "what about Kane?", "same for them?"
OPENERS = (
    ("and", "what", "about"),
    ("and", "how", "about"),
    ("what", "about"),
    ("how", "about"),
    ("what", "of"),
    ("same", "for"),
    ("and",),
)
# Words an ellipsis may carry besides the names it is about.
ELLIPSIS_FILLER = frozenset(
    {"about", "for", "too", "also", "then", "what", "how", "of", "same"}
    | {"in", "on", "at", "match", "next", "stage", "group"}  # "and in the final?"
)


def _ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _vocabulary() -> tuple[str, ...]:
    """The words of the lexicon, as often as its tables name them (the speller prefers
    the more common of two equally close words)."""
    words: list[str] = []
    for table in (SYNONYMS, SHORTHAND):
        for key, value in table.items():
            words += n.clean_key(key).split() + n.clean_key(value).split()
    return (*words, *STOPWORDS, *EXTRA_WORDS)


AGAINST = frozenset(
    {"against", "vs", "v", "versus", "past"}
    | {"beat", "beaten", "defeated", "eliminated", "knocked", "thrashed", "dumped", "edged"}
)


def _conceding(words: list[str], i: int) -> bool:
    """'scored against England', 'goals past Pickford's England', 'who beat England'
    (beaten, England conceded the match): the word before."""
    return i > 0 and words[i - 1] in AGAINST


# After a team, the verbs making it the side that won ("who did England beat", "England
# defeated Ghana"); "beaten" only after "has"/"have" ("who have England beaten": "were
# England beaten" is the other way round).
BEATING = frozenset({"beat", "beats", "defeat", "defeats", "eliminate", "knock"})
BEATEN = frozenset({"beaten"})
PERFECT = frozenset({"has", "have", "had"})
# After a team, the verbs making it the side that lost to another: "who did England lose
# to", "England lost against Italy", "were England beaten by Spain".
LOSING = frozenset({"lose", "loses", "lost", "losing"})
LOSING_TO = frozenset({"to", "against"})
PASSIVE = frozenset({"beaten", "defeated", "eliminated", "knocked"})
# Before a team, the verbs making it the side beaten: "who beat England" (not "knocked
# out", "eliminated": how far a team got is asked so).
BEATERS = frozenset({"beat", "beaten", "defeated", "thrashed"})


def _winning(words: list[str], i: int, j: int) -> bool:
    """'who did England beat', 'have England beaten Italy': the team at words[i:j] won."""
    after = words[j] if j < len(words) else ""
    if _losing(words, i, j):
        return False  # "were England beat by Spain"
    return after in BEATING or (after in BEATEN and i > 0 and words[i - 1] in PERFECT)


def _losing(words: list[str], i: int, j: int) -> bool:
    """'who did England lose to', 'were England beaten by': the team at words[i:j] lost
    to another; 'who beat England': it was beaten."""
    if i > 0 and words[i - 1] in BEATERS:
        return True
    after = words[j : j + 3]
    if not after:
        return False
    if after[0] in LOSING:
        return len(after) > 1 and after[1] in LOSING_TO
    by = after[1:2] == ["by"] or after[1:3] == ["out", "by"]  # "knocked out by"
    return after[0] in PASSIVE and by and not (i > 0 and words[i - 1] in PERFECT)


# After a team, the verbs asking of its draws: "who have X drawn with", "who did X draw".
DRAWING = frozenset({"draw", "draws", "drew", "drawn", "tied"})


def _drawing(words: list[str], i: int, j: int) -> bool:
    """'who have Leverkusen drawn with': the team at words[i:j] is asked of its draws."""
    return j < len(words) and words[j] in DRAWING


# A card shown: "saw red", "got the yellow": after one of these verbs the colour is the
# card, not a team nicknamed for it
CARD_VERBS = frozenset("saw see sees got get gets received receive shown given".split())
CARD_COLOURS = frozenset({"red", "yellow"})


def _carded(words: list[str], i: int, j: int) -> bool:
    """'did anyone see red': the name at words[i:j] is a card, after a card verb."""
    return i > 0 and words[i - 1] in CARD_VERBS and not CARD_COLOURS.isdisjoint(words[i:j])


ENGLISH = Language(
    code="en",
    name="English",
    grammar=GRAMMAR,
    base=True,
    shorthand=shorthand_table(SHORTHAND),
    phrases=n.SYNONYM_INDEX,
    drop=frozenset(),
    stem=n.stem,
    ordinary=frozenset(n.clean_key(k) for k in SYNONYMS if " " not in k),
    determiners=frozenset("the a an our their his her its this that my your".split()),
    vocabulary=_vocabulary(),
    raw_topics=RAW_TOPICS,
    tally_verbs=frozenset({"has", "have", "hes", "got"}),
    typical=TYPICAL,
    question_words=QUESTION_WORDS,
    openers=OPENERS,
    ellipsis_filler=ELLIPSIS_FILLER,
    person_pronouns=frozenset("he him his she her hers himself herself".split()),
    team_pronouns=frozenset("they them their theirs themselves".split()),
    conceding=_conceding,
    winning=_winning,
    losing=_losing,
    drawing=_drawing,
    carded=_carded,
    locales=frozenset({"en-US", "en-GB"}),
    ordinal=_ordinal,
    place_in=frozenset({"in", "inside"}),
    place_from=frozenset({"from"}),
)
BUNDLE = ENGLISH  # found by `lang` (a folder with a BUNDLE is a language)
