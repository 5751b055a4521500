"""Dates, groups and shirt numbers in a question ("june 11", "11 de junio", "group c",
"number 10"), read into slots before the speller can take them for other words.

Each is taken out of the words it was written with, so the rest of the question is
matched as if it named a match, group or player in general.
"""

from __future__ import annotations

import re

from bot.engine.languages.bundle import is_group_word
from bot.engine.understanding.slots import Slots

# fmt: off
MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11,
    "nov": 11, "december": 12, "dec": 12,
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
    "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11,
    "diciembre": 12,
}
# fmt: on
# "december 2nd" is read "december second" (chat shorthand): a day too, up to the tenth.
ORDINAL_DAYS = {
    w: i
    for i, w in enumerate(
        "first second third fourth fifth sixth seventh eighth ninth tenth".split(), start=1
    )
}
DATE_WORD = "{date}"  # what a date leaves in the question, as a slot: "scores on {date}"
GROUP_WORDS = frozenset({"group", "grupo", "groups", "grupos"})
NUMBER_WORDS = frozenset({"number", "no", "num", "numero", "dorsal", "nr", "nro"})
# "wears 10", "the 10 shirt", "la 10", "la camiseta 10": a number worn, not a minute
WEAR_WORDS = frozenset(
    {"wears", "wear", "wearing", "wore", "usa", "lleva", "viste", "trae", "porta"}
)
ARTICLES = frozenset({"the", "la", "el", "number", "numero", "no"})
SHIRT_WORDS = frozenset({"shirt", "jersey", "camiseta", "camisa"})
# A stage named in the plural means all its matches ("the semis": both semi-finals).
PLURAL_STAGES = frozenset("semis semifinals semifinales quarters quarterfinals".split())
# ... and so does a stage named before results in the plural ("semi final results").
SINGLE_STAGES = frozenset("semifinal quarterfinal semi quarter".split())
PLURAL_RESULTS = frozenset("results scores games matches resultados partidos".split())
# "top 3 scorers", "the five best scorers", "los 3 máximos goleadores": a ranking's
# length, after "top" or before a word of ranking.
TOP_WORDS = frozenset({"top"})
RANKING_WORDS = frozenset(
    "top best leading highest biggest maximos mejores primeros principales maximo".split()
)
COUNT_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
    "ocho": 8, "nueve": 9, "diez": 10,
}  # fmt: skip
MAX_TOP = 20
# "who finished third", "quién quedó cuarto", "the runner-up": a final standing, read
# before the speller or the goal slots can take the ordinal for a goal ("the third").
PLACING_VERBS = frozenset(
    "finished finish came come ended end wound placed got get quedo quedaron termino "
    "terminaron salio".split()
)
LAST = -1  # "who finished last", "quién salió último": a group's last place
PLACES = {
    "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "segundo": 2,
    "segunda": 2, "tercero": 3, "tercera": 3, "tercer": 3, "cuarto": 4, "cuarta": 4,
    "last": LAST, "bottom": LAST, "ultimo": LAST, "ultima": LAST,
}  # fmt: skip
RUNNERS_UP = frozenset({"runnerup", "runnersup", "subcampeon", "subcampeona", "subcampeones"})
PLACE_WORD = "place"  # what a standing leaves in the question: "who finished place"
# After the ordinal, these make it no standing: "came third in the group" is the table's,
# "finished with the third goal" a goal's.
PLACE_NOT_STANDING = frozenset(
    "goal goals gol goles minute minuto yellow red card booking half penalty pen assist".split()
)
# The last word of a competition's everyday name ("world cup", "mundial", "euros"): a
# two-digit number after it is a year ("mundial 26"), of this century up to the pivot.
COMPETITION_ENDS = frozenset("cup wc mundial mundo euro euros eurocopa".split())
SHORT_YEAR_PIVOT = 40
_SHORT_YEAR = re.compile(r"^\d\d$")
_DAY = re.compile(r"^(\d{1,2})(?:st|nd|rd|th|º|o)?$")
_ISO = re.compile(r"^(\d{4})-(\d{1,2})$")  # "2026-06-11" is cleaned to "2026-06 11"
_LETTER = re.compile(r"^[a-p]$")
# "matchday 7", "gameweek 7", "jornada 7", "fecha 7", "md7": a league's round by number
MATCHDAY_WORDS = frozenset(
    {
        "matchday", "matchweek", "gameweek", "jornada", "fecha", "week", "md", "gw",
        "rodada", "giornata", "spieltag", "journee", "speelronde",
    }
)  # fmt: skip
# "finished dead last", "el colista": the last place
LAST_PLACE_WORDS = frozenset({"colista", "farolillo"})
# "on the last day", "la última fecha": a team's last match
LAST_DAYS = frozenset(
    {("last", "day"), ("final", "day"), ("last", "matchday"), ("ultima", "fecha"),
     ("ultima", "jornada"), ("ultima", "rodada")}
)  # fmt: skip
_MATCHDAY = re.compile(r"^(?:md|gw)(\d{1,2})$")
MAX_MATCHDAY = 60
# "who was 3rd in the league": a standing, said with "was" of a table
BEING_VERBS = frozenset({"was", "were", "is", "fue", "era"})
IN_WORDS = frozenset({"in", "en"})
TABLE_WORDS = frozenset("league table standings group liga tabla grupo the la el".split())
# Every meeting of two teams ("they met twice", "head to head", "los dos partidos")
BOTH_MEETINGS = frozenset(
    {
        ("met", "twice"), ("played", "twice"), ("both", "games"), ("both", "matches"),
        ("head", "to"), ("ambos", "partidos"), ("dos", "partidos"), ("cara", "a"),
        ("both", "meetings"), ("each", "other"),
    }
)  # fmt: skip
MEETING_NOUNS = frozenset({"games", "matches", "meetings", "legs", "fixtures"})
# "the opening day", "la primera fecha": matchday 1
FIRST_WORDS = frozenset({"opening", "first", "primera", "primer"})
FIRST_DAY_WORDS = frozenset({"day", "matchday", "gameweek", "jornada", "fecha", "week"})
MATCHDAY = DATE_WORD  # a matchday names its matches as a day does ("results on {date}")


def calendar_words(words: list[str], slots: Slots) -> list[str]:
    """Dates, group letters and shirt numbers to slots; their words removed."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if (
            w.isalpha()
            and w not in _STARTS
            and (w not in _PAIRED or nxt not in _PAIRED[w])
            and not (len(nxt) == 1 and is_group_word(w))
        ):
            out.append(w)  # most words start nothing below: one test, not twenty
            i += 1
            continue
        after = words[i + 2] if i + 2 < len(words) else ""
        if w in MONTHS and nxt in ORDINAL_DAYS:
            slots.dates.append(f"{MONTHS[w]:02d}-{ORDINAL_DAYS[nxt]:02d}")  # june second
            out.append(DATE_WORD)
            i += 2
            continue
        if w in ORDINAL_DAYS and nxt in ("of", "de") and after in MONTHS:
            slots.dates.append(f"{MONTHS[after]:02d}-{ORDINAL_DAYS[w]:02d}")  # second of june
            out.append(DATE_WORD)
            i += 3
            continue
        if w in MONTHS and (m := _DAY.match(nxt)) and 1 <= int(m.group(1)) <= 31:
            slots.dates.append(f"{MONTHS[w]:02d}-{int(m.group(1)):02d}")  # june 11
            out.append(DATE_WORD)
            i += 2
            continue
        if (m := _DAY.match(w)) and 1 <= int(m.group(1)) <= 31:
            if nxt in MONTHS:
                slots.dates.append(f"{MONTHS[nxt]:02d}-{int(m.group(1)):02d}")  # 11 june
                out.append(DATE_WORD)
                i += 2
                continue
            if nxt in ("of", "de") and after in MONTHS:  # 11th of june, 11 de junio
                slots.dates.append(f"{MONTHS[after]:02d}-{int(m.group(1)):02d}")
                out.append(DATE_WORD)
                i += 3
                continue
        if (m := _ISO.match(w)) and _DAY.match(nxt) and 1 <= int(m.group(2)) <= 12:
            slots.years.append(int(m.group(1)))
            slots.dates.append(f"{int(m.group(2)):02d}-{int(nxt):02d}")
            out.append(DATE_WORD)
            i += 2
            continue
        if (
            w in MATCHDAY_WORDS
            and nxt.isdigit()
            and 1 <= int(nxt) <= MAX_MATCHDAY
            and after not in MONTHS
            and after not in ("de", "of")  # "la fecha 7 de julio" is a date
        ):
            slots.matchdays.append(int(nxt))  # matchday 7, la fecha 7
            out.append(MATCHDAY)
            i += 2
            continue
        if (m := _MATCHDAY.match(w)) and 1 <= int(m.group(1)) <= MAX_MATCHDAY:
            slots.matchdays.append(int(m.group(1)))  # md7
            out.append(MATCHDAY)
            i += 1
            continue
        if w in FIRST_WORDS and nxt in FIRST_DAY_WORDS:
            slots.matchdays.append(1)  # the opening day, la primera fecha
            out.append(MATCHDAY)
            i += 2
            continue
        if (
            w in BEING_VERBS
            and nxt in PLACES
            and after in IN_WORDS
            and words[i + 3 : i + 4] != []
            and words[i + 3] in TABLE_WORDS
        ):
            slots.placings.append(PLACES[nxt])  # "who was 3rd in the league"
            out += ["finish", PLACE_WORD]
            i += 2
            continue
        if w == "both" and not MEETING_NOUNS.isdisjoint(words[i + 1 : i + 5]):
            slots.relative.append("all")  # "both morlingen vs dornfelde games"
            i += 1
            continue
        if (w, nxt) in BOTH_MEETINGS or w == "h2h":
            slots.relative.append("all")  # "met twice", "head to head": every meeting
            out.append("match")
            # "head to head", "cara a cara": the third word goes too
            i += 1 if w == "h2h" else 3 if (w, after) in (("head", "head"), ("cara", "cara")) else 2
            continue
        if w in LAST_PLACE_WORDS:
            slots.placings.append(LAST)  # "el colista": who finished last
            out += ["finish", PLACE_WORD]
            i += 1
            continue
        if (w, nxt) in LAST_DAYS:
            slots.relative.append("last")  # "on the last day": the last match
            out.append("match")
            i += 2
            continue
        if w in PLACING_VERBS and nxt in ("up", "dead") and after in PLACES:
            slots.placings.append(PLACES[after])  # "ended up 3rd", "finished dead last"
            out += ["finish", PLACE_WORD]
            i += 3
            continue
        if w in PLACING_VERBS and nxt in PLACES and after not in PLACE_NOT_STANDING:
            slots.placings.append(PLACES[nxt])  # "finished third" (not "came third goal")
            out += ["finish", PLACE_WORD]
            i += 2
            continue
        if w in RUNNERS_UP or (w in ("runner", "runners") and nxt == "up"):
            slots.placings.append(2)
            out += ["finish", PLACE_WORD]
            i += 1 if w in RUNNERS_UP else 2
            continue
        if _SHORT_YEAR.match(w) and out and out[-1] in COMPETITION_ENDS:
            short = int(w)  # "mundial 26", "wc 22", "euro 96": the year in full
            out.append(str(2000 + short if short <= SHORT_YEAR_PIVOT else 1900 + short))
            i += 1
            continue
        if (
            w in PLURAL_STAGES
            or (w in ("semi", "quarter") and nxt == "finals")
            or (w in ("semi", "quarter") and nxt == "final" and after in PLURAL_RESULTS)
            or (w in SINGLE_STAGES and nxt in PLURAL_RESULTS)
        ):
            slots.relative.append("all")  # "the semis", "semi final results": both
        if w in TOP_WORDS and (n := _count(nxt)):
            slots.top.append(n)  # "top 3": the word stays, the number is the slot
            out.append(w)
            i += 2
            continue
        if (n := _count(w)) and nxt in RANKING_WORDS:
            slots.top.append(n)  # "the 5 best", "los 3 máximos"
            i += 1
            continue
        if _LETTER.match(nxt) and is_group_word(w):
            slots.groups.append(f"group-{nxt}")
            out.append("group")
            i += 2
            continue
        if w in WEAR_WORDS and nxt in ARTICLES and after.isdigit() and int(after) < 100:
            slots.numbers.append(int(after))  # "usa la 10", "wears the 10"
            out.append("wear")
            i += 3
            continue
        if (w in NUMBER_WORDS or w in WEAR_WORDS) and nxt.isdigit() and int(nxt) < 100:
            slots.numbers.append(int(nxt))
            out.append("number" if w in NUMBER_WORDS else w)
            i += 2
            continue
        if w.isdigit() and int(w) < 100 and nxt in SHIRT_WORDS:
            slots.numbers.append(int(w))  # the 10 shirt
            out.append("number")
            i += 2
            continue
        if w in SHIRT_WORDS and nxt.isdigit() and int(nxt) < 100:
            slots.numbers.append(int(nxt))  # la camiseta 10
            out.append("number")
            i += 2
            continue
        out.append(w)
        i += 1
    return out


# The words (with no digit in them) that can start a date, a standing, a ranking's
# length or a shirt number in calendar_words; a group's word is told by is_group_word.
_STARTS = frozenset(
    {*MONTHS, *ORDINAL_DAYS, *PLACING_VERBS, *RUNNERS_UP, "runner", "runners"}
    | {*PLURAL_STAGES, "semi"}
    | {"quarter", *TOP_WORDS, *COUNT_WORDS, *WEAR_WORDS, *NUMBER_WORDS, *SHIRT_WORDS}
    | MATCHDAY_WORDS
    | LAST_PLACE_WORDS
    | {"both", "h2h"}
)
# Common words that start a reading only before certain words ("was" before "3rd", "last"
# before "day"): the next word is looked at first, so "was" alone stays on the fast path.
_PAIRED: dict[str, frozenset[str]] = {}
for _first, _next in (*BOTH_MEETINGS, *LAST_DAYS):
    _PAIRED[_first] = _PAIRED.get(_first, frozenset()) | {_next}
for _first in FIRST_WORDS:
    _PAIRED[_first] = _PAIRED.get(_first, frozenset()) | FIRST_DAY_WORDS
for _first in BEING_VERBS:
    _PAIRED[_first] = _PAIRED.get(_first, frozenset()) | frozenset(PLACES)


def _count(word: str) -> int | None:
    """A ranking's length as written: '3', 'five', 'tres' (2 to MAX_TOP)."""
    n = int(word) if word.isdigit() else COUNT_WORDS.get(word, 0)
    return n if 2 <= n <= MAX_TOP else None


def spelled_out(words: list[str]) -> list[str]:
    """Letters that stand for words, read before chat shorthand takes them one by one
    ("w/d/l" is wins, draws, losses; not "with the l")."""
    if "w" not in words:
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i : i + 3] == ["w", "d", "l"]:
            out += ["wins", "draws", "losses"]
            i += 3
            continue
        out.append(words[i])
        i += 1
    return out
