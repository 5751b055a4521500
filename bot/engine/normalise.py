"""Turn a fan's message into comparable tokens: same steps for questions and patterns.

Order matters: strip Discord markup and emoji, fold case and accents, squeeze repeated
letters, split into words, rewrite multi-word synonyms to one canonical word, then stem.
Because patterns go through the very same steps, a moderator writes phrasings in plain
English and they compare like-for-like with what fans type.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

MAX_QUESTION_CHARS = 500
MAX_TOKENS = 40

_MENTION = re.compile(r"<(?:@[!&]?|#|a?:\w+:)\d+>|@(?:everyone|here)\b")
_URL = re.compile(r"https?://\S+")
_REPEAT = re.compile(r"(.)\1{3,}")  # 4+ in a row: "sooooo" -> "soo"; 3 is left to spelling
_APOSTROPHE_S = re.compile(r"(\w)['’]s\b")
_WORD = re.compile(r"\d+-\d+|[a-z0-9]+|\{[a-z]+\}")
_SCORELINE = re.compile(r"\b(\d{1,2})\s*[-:–]\s*(\d{1,2})\b")

# Multi-word and single-word synonyms, rewritten to one canonical token before stemming.
# Keys are matched on whole words after case and accent folding.
SYNONYMS: dict[str, str] = {
    # goals named by their role in the match
    "winning goal": "winner",
    "winning header": "winner",
    "game winner": "winner",
    "match winner": "winner",
    "decider": "winner",
    "deciding goal": "winner",
    "decisive goal": "winner",
    "late winner": "winner",
    "winning strike": "winner",
    "opening goal": "opener",
    "opening strike": "opener",
    "equalizer": "equaliser",
    "equalising goal": "equaliser",
    "equalizing goal": "equaliser",
    "leveller": "equaliser",
    "leveler": "equaliser",
    "equalize": "equalise",
    "equalized": "equalise",
    "equalised": "equalise",
    "level": "equalise",
    "levelled": "equalise",
    "leveled": "equalise",
    # people by role
    "manager": "coach",
    "boss": "coach",
    "gaffer": "coach",
    "head coach": "coach",
    "coaches": "coach",
    "coached": "coach",
    "manages": "coach",
    "managed": "coach",
    "manage": "coach",
    "mgr": "coach",
    "trainer": "coach",
    "coaching": "coach",
    "keeper": "goalkeeper",
    "goalie": "goalkeeper",
    "gk": "goalkeeper",
    "goal keeper": "goalkeeper",
    "in goal": "goalkeeper",
    "number one": "goalkeeper",
    "number 1": "goalkeeper",
    "no 1": "goalkeeper",
    "goalkeeping": "goalkeeper",
    "shot stopper": "goalkeeper",
    "skipper": "captain",
    "capt": "captain",
    "captained": "captain",
    "armband": "captain",
    "captains": "captain",
    # the match and its setting
    "game": "match",
    "fixture": "match",
    "matchup": "match",
    "clash": "match",
    "semi final": "semifinal",
    "semi-final": "semifinal",
    "semis": "semifinal",
    "semi": "semifinal",
    "ground": "stadium",
    "arena": "stadium",
    "venue": "stadium",
    "substitutions": "substitution",
    "subs": "substitution",
    "sub": "substitution",
    "substitutes": "substitution",
    "substitute": "substitution",
    "changes": "substitution",
    "change": "substitution",
    "which country": "nationality",
    "what country": "nationality",
    "waiting": "wait",
    "time between": "when",
    "how long between": "when",
    "gap between": "when",
    "time elapsed": "when",
    "which half": "when",
    "what half": "when",
    "number of": "how many",
    "count": "how many",
    "tally": "how many",
    "explain": "say",
    "explained": "say",
    "admit": "say",
    "admitted": "say",
    "defend": "say",
    "defended": "say",
    "respond": "say",
    "responded": "say",
    "claimed": "say",
    "insisted": "say",
    "attack": "tactics",
    "attacking": "tactics",
    "defensive": "tactics",
    "sit back": "tactics",
    "sat back": "tactics",
    "park the bus": "tactics",
    "tactic": "tactics",
    "gutted": "feel",
    "devastated": "feel",
    "heartbroken": "feel",
    "upset": "feel",
    "sad": "feel",
    "happy": "feel",
    "delighted": "feel",
    "feeling": "feel",
    "feels": "feel",
    "felt": "feel",
    "waited": "wait",
    "changed": "substitution",
    "changing": "substitution",
    "swap": "substitution",
    "swapped": "substitution",
    "at least": "",
    "subbed": "substitution",
    "subbing": "substitution",
    "set up": "assist",
    "setup": "assist",
    "teed up": "assist",
    "laid on": "assist",
    "assisted": "assist",
    "assists": "assist",
    "provided": "assist",
    "supplied": "assist",
    "quote": "say",
    "quotes": "say",
    "said": "say",
    "says": "say",
    "comments": "say",
    "comment": "say",
    "reaction": "say",
    "react": "say",
    "reacted": "say",
    "words": "say",
    "quoted": "say",
    "speak": "say",
    "spoke": "say",
    "talk": "say",
    "told": "say",
    "celebs": "celebrity",
    "celebrities": "celebrity",
    "famous": "celebrity",
    "stars": "celebrity",
    "vips": "celebrity",
    "vip": "celebrity",
    "fans": "crowd",
    "supporters": "crowd",
    "spectators": "crowd",
    "audience": "crowd",
    "man of the match": "motm",
    "color": "colour",
    "colors": "colour",
    "colours": "colour",
    "report": "information",
    "how long": "when",
    "how soon": "when",
    "what time": "when",
    "cross": "assist",
    "pass": "assist",
    "passed": "assist",
    "shoot": "shot",
    "shooting": "shot",
    "air con": "air conditioning",
    "aircon": "air conditioning",
    "air conditioned": "air conditioning",
    "cooled": "air conditioning",
    "crossed": "assist",
    "crosses": "assist",
    "get in front of": "win",
    "got in front of": "win",
    "getting in front of": "win",
    "got past": "win",
    "get past": "win",
    "beaten": "win",
    "back to back": "backtoback",
    "back-to-back": "backtoback",
    "come from behind": "comeback",
    "came from behind": "comeback",
    "come back": "comeback",
    "came back": "comeback",
    "fightback": "comeback",
    "turnaround": "comeback",
    "knocked out": "out",
    "eliminated": "out",
    "go out": "out",
    "went out": "out",
    "crashed out": "out",
    "player of the match": "motm",
    "half time": "halftime",
    "half-time": "halftime",
    "ht": "halftime",
    "interval": "halftime",
    "at the break": "at halftime",
    "at the death": "in stoppage time",
    "injury time": "stoppage time",
    "added time": "stoppage time",
    "late on": "in stoppage time",
    "off the bench": "substitution",
    "from the bench": "substitution",
    "on from the bench": "substitution",
    "came on": "substitution",
    "come on": "substitution",
    "bench": "substitution",
    "press conference": "say",
    "presser": "say",
    "interview": "say",
    "interviews": "say",
    "think": "say",
    "thought": "say",
    "thinks": "say",
    "reckon": "say",
    "reckons": "say",
    "make of": "say about",
    "made of": "say about",
    "verdict": "say",
    "opinion": "say",
    "tl dr": "summary",
    "fired": "scored",
    "smashed": "scored",
    "lashed": "scored",
    "slotted": "scored",
    "tapped": "scored",
    "nodded": "scored",
    "poked": "scored",
    "notched": "scored",
    "grabbed": "scored",
    "found the net": "scored",
    "on the scoresheet": "scored",
    "atmosphere": "crowd",
    "stands": "crowd",
    "trophies": "title",
    "titles": "title",
    "trophy": "title",
    "championships": "title",
    "cups": "title",
    "honours": "title",
    "honors": "title",
    "timeline": "timeline",
    "time line": "timeline",
    "chronology": "timeline",
    "progression": "timeline",
    "sequence": "timeline",
    "key events": "timeline",
    "key moments": "timeline",
    "highlights": "timeline",
    "play by play": "timeline",
    "minute by minute": "timeline",
    "recap": "summary",
    "sum up": "summary",
    "sum it up": "summary",
    "champs": "champions",
    "champ": "champion",
    "info": "information",
    "details": "information",
    "summarise": "summary",
    "summarize": "summary",
    "rundown": "summary",
    "tldr": "summary",
    "overview": "summary",
    "match report": "summary",
    "scoreline": "score",
    "final score": "score",
    "result": "score",
    "ft": "score",
    "full time": "score",
    "outcome": "score",
    "won": "win",
    "wins": "win",
    "victory": "win",
    "victorious": "win",
    "beat": "win",
    "lost": "lose",
    "loses": "lose",
    "losing": "lose",
    "defeated": "lose",
    "loser": "lose",
    "losers": "lose",
    "defeat": "lose",
    "scores": "score",
    "scorers": "scored",
    "scorer": "scored",
    "scoring": "scored",
    "netted": "scored",
    "nets": "scored",
    "netting": "scored",
    "bagged": "scored",
    "struck": "scored",
    "nil": "0",
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "nearly": "near",
    "almost": "near",
    "near miss": "chance",
    "close call": "chance",
    "woodwork": "post",
    "crossbar": "post",
    "bar": "post",
    "hit the post": "post",
    "chances": "chance",
    "opportunity": "chance",
    "miss": "chance",
    "missed": "chance",
    "hydration": "hydration",
    "drinks break": "hydration break",
    "cooling break": "hydration",
    "water break": "hydration break",
    "national anthem": "anthem",
    "song": "anthem",
    "sang": "sing",
    "singing": "sing",
    "where's": "where",
    "whats": "what",
    "what's": "what",
    "who's": "who",
    "whos": "who",
    "hows": "how",
    "when's": "when",
    "wheres": "where",
    "country": "team",
    "nation": "team",
    "side": "team",
    "squad": "team",
    "club": "club",
    "clubs": "club",
    "plays for": "club",
    "play for": "club",
    "played for": "club",
    "tournament": "competition",
    "competition": "competition",
    "cup": "competition",
    "stage": "round",
    "round": "round",
    "dateline": "source",
    "agency": "source",
    "article": "source",
    "sources": "source",
    "next game": "next match",
    "upcoming": "next",
    "after this": "next",
    "face": "play",
    "faces": "play",
    "facing": "play",
    "meet": "play",
    "meets": "play",
    "against": "play",
    "vs": "play",
    "versus": "play",
    "v": "play",
    "playing": "play",
    "plays": "play",
    "hosted": "play",
    "host": "play",
    "hosts": "play",
    "held": "play",
    "staged": "play",
    "take place": "play",
    "took place": "play",
    "played": "play",
}

# Slang and shorthand fans type, fixed before anything else looks at the words.
SHORTHAND: dict[str, str] = {
    "wat": "what",
    "wht": "what",
    "wot": "what",
    "whaat": "what",
    "wut": "what",
    "hw": "how",
    "whn": "when",
    "wen": "when",
    "wer": "where",
    "wher": "where",
    "u": "you",
    "ur": "your",
    "r": "are",
    "pls": "please",
    "plz": "please",
    "thx": "thanks",
    "abt": "about",
    "bout": "about",
    "da": "the",
    "teh": "the",
    "tha": "the",
    "d": "the",
    "gonna": "going to",
    "wanna": "want to",
    "dunno": "do not know",
    "y": "why",
    "scord": "scored",
    "socred": "scored",
    "goalscorer": "scorer",
    "goalscorers": "scorers",
    "2nd": "second",
    "1st": "first",
    "3rd": "third",
    "eng": "england",
    "arg": "argentina",
    "smth": "something",
    "sth": "something",
    "ppl": "people",
    "ya": "you",
    "yall": "you",
    "idk": "i do not know",
    "wdym": "what do you mean",
    "bc": "because",
    "cos": "because",
    "coz": "because",
    "w": "with",
    "ac": "air conditioning",
    "wc": "world cup",
    "mins": "minute",
    "min": "minute",
    "minutes": "minute",
    "tho": "though",
    "cuz": "because",
}

# Words that carry no topic: they never decide an intent and never count as unknown.
STOPWORDS = frozenset(
    """a an the of in on at to for from by with and or but is are was were be been being do
    does did done has have had it its this that these those their they them he she him her
    his hers we us our you your i me my mine whom whose please made make makes put puts
    pulled total altogether overall exactly guy someone anyone somebody anybody um so tell
    give show can could would will should shall may might must any some about just very
    really actually also then than as into up over anything something everything hey hi
    hello yo ok okay pls thanks thank mate bro lads guys fam lol lmao omg wow like know want
    need let get got again still even ever today tonight yesterday night not happen happened
    go went one ones all much many more most football soccer fifa bot matchbot question
    answer quick ngl fr rn tbh imo imho lmfao rofl smh huh eh nah yeah yep yes no right bruh
    dude wait literally though tho anyway btw haha hahaha xd mean seriously honestly
    basically kinda sorta pretty quite supposedly apparently surely guess wonder bottom line
    cheers ta innit init didnt doesnt dont isnt wasnt werent cant wont havent hasnt hadnt
    aint arent shouldnt wouldnt couldnt im ive id youre thats theres thing things stuff
    before there name named player players lad bloke fella chap defender defenders
    midfielder midfielders striker strikers forward forwards winger wingers per each same""".split()
)

# Words that belong to the domain but are too general to name a topic on their own.
FILLER = frozenset({"match", "team", "player", "people", "time", "going", "to"})


def clean(text: str) -> str:
    """Fold case and accents, drop markup, emoji and punctuation; keep words and numbers."""
    text = unicodedata.normalize("NFKC", text[:MAX_QUESTION_CHARS])
    text = _MENTION.sub(" ", text)
    text = _URL.sub(" ", text)
    text = _APOSTROPHE_S.sub(r"\1", text)
    text = _SCORELINE.sub(r"\1-\2", text)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    text = text.replace("’", "'").replace("'", "")
    text = _REPEAT.sub(r"\1\1", text)
    return " ".join(_WORD.findall(text))


PhraseIndex = dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]]


def _phrase_index(table: dict[str, str]) -> PhraseIndex:
    """Phrases by their first word, longest first, so a rewrite looks at a handful."""
    index: PhraseIndex = {}
    for key, value in table.items():
        words = tuple(clean(key).split())
        if words:
            index.setdefault(words[0], []).append((words, tuple(clean(value).split())))
    for rows in index.values():
        rows.sort(key=lambda r: -len(r[0]))
    return index


_SYNONYM_INDEX = _phrase_index(SYNONYMS)
_SHORTHAND = {clean(k): clean(v).split() for k, v in SHORTHAND.items()}


def rewrite_phrases(tokens: list[str], index: PhraseIndex = _SYNONYM_INDEX) -> list[str]:
    """Replace the longest matching phrase at each position by its canonical form."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        for key, value in index.get(tokens[i], ()):
            if tuple(tokens[i : i + len(key)]) == key:
                out.extend(value)
                i += len(key)
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


def expand_shorthand(tokens: list[str]) -> list[str]:
    out: list[str] = []
    for t in tokens:
        out.extend(_SHORTHAND.get(t, [t]))
    return out


# Words whose forms mean different things: 'score' (the result) is not 'scored' (a goal).
_KEEP = frozenset({"score", "scored", "scorer", "winner", "opener", "equaliser", "header"})


@lru_cache(maxsize=4096)
def stem(token: str) -> str:
    """A light suffix stripper: 'scored', 'scorer', 'scoring' and 'score' all meet."""
    if token.startswith("{") or not token.isalpha() or len(token) <= 4 or token in _KEEP:
        return token
    for suffix in ("ings", "ing", "ers", "ed", "er", "es", "s", "e"):
        if token.endswith(suffix) and len(token) - len(suffix) >= 3:
            token = token[: -len(suffix)]
            break
    if len(token) > 3 and token[-1] == token[-2] and token[-1] not in "aeiou":
        token = token[:-1]  # winn -> win, gett -> get
    return token


def tokens(text: str) -> list[str]:
    """Cleaned words with shorthand expanded: the input to entity and spelling steps."""
    return expand_shorthand(clean(text).split())[:MAX_TOKENS]


def canonical(words: list[str]) -> list[str]:
    """Synonyms rewritten and words stemmed: the form intents are compared in."""
    return [stem(t) for t in rewrite_phrases(words)]


def content(words: list[str]) -> list[str]:
    """The topic-bearing words of a canonical token list."""
    return [w for w in words if w not in _STOP_STEMS]


_STOP_STEMS = frozenset(stem(w) for w in STOPWORDS)
