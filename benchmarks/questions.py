"""Seeded question mixes for the latency benchmarks, built from a loaded knowledge.

Three kinds, in fixed proportions: in-scope questions (templates filled with the names,
aliases and nicknames of the knowledge's people and teams, plus the intents' own
phrasings with their slots filled), the same with phone-thumb typos, and off-topic
questions the bot should decline. Nothing here looks at what the engine answers.
"""

from __future__ import annotations

import random
import re

from bot.knowledge.models import Knowledge

# Fan questions with slots; {person} and {team} take any name or alias of the knowledge.
TEMPLATES = [
    "who won?",
    "what was the score",
    "whats the final score??",
    "who scored the {goal}",
    "who got the {goal} for {team}",
    "when was the {goal} scored",
    "who set up the {goal}?",
    "did {person} score",
    "did {person} score today?",
    "how many goals did {person} get",
    "what did {person} do in the game",
    "who is {person}",
    "tell me about {person}",
    "{person}",
    "what did {person} say after the match",
    "any quotes from {person}?",
    "which club does {person} play for",
    "where is {person} from",
    "was {person} at the match",
    "who is {team}'s {role}",
    "who was the {role} for {team}",
    "how many world cups have {team} won",
    "who do {team} play next",
    "what happened in the {minute} minute",
    "anything happen around minute {n}",
    "timeline please",
    "give me a quick recap",
    "where was the game played",
    "what day was the match",
    "which competition was this",
    "what was the crowd like",
    "which celebs were there",
    "what happened during the anthem",
    "who hit the post",
    "what subs were made",
    "was there a drinks break",
    "where does this info come from",
    "what can you do",
    "who scored for {team} and when",
    "hey bot, did {team} win?",
]
GOALS = ["winner", "opener", "equaliser", "equalizer", "winning goal", "first goal", "late winner"]
ROLES = ["coach", "manager", "captain", "keeper", "goalkeeper", "boss"]
MINUTES = ["55th", "85th", "90th", "10th", "70th"]

OFF_TOPIC = [
    "what's the weather like in paris tomorrow",
    "how do i bake sourdough bread",
    "who won the 1998 world cup",
    "what is the capital of australia",
    "can you recommend a good pizza place",
    "how tall is the eiffel tower",
    "who is the president of france",
    "what time is it in tokyo",
    "tell me a joke",
    "what's the best programming language",
    "how much does a tesla cost",
    "is it going to rain on saturday",
    "who sang bohemian rhapsody",
    "how do i fix my bike chain",
    "what's 17 times 23",
    "who won the super bowl last year",
    "recommend a netflix series",
    "how old is the universe",
    "what is the stock price of apple",
    "translate hello into japanese",
    "where can i buy cheap flights to madrid",
    "who won wimbledon in 2019",
    "what's the formula one calendar",
    "how many calories in a banana",
    "what did the chancellor announce in the budget",
    "lol",
    "gg",
    "😂😂😂",
    "first!",
    "anyone here from brazil?",
    "best burger in atlanta?",
    "who will win the premier league",
    "how do i get tickets for the olympics",
    "what is a black hole",
    "my cat is sick what should i do",
    "nba finals score",
]
OFF_TOPIC_TEMPLATES = [
    "what's the weather in {place}",
    "how do i cook {food}",
    "who won the {year} {sport} final",
    "cheapest hotel in {place}",
    "is {food} healthy",
    "how far is {place} from {place2}",
]
PLACES = ["paris", "lagos", "lima", "oslo", "kyoto", "denver", "cairo", "perth"]
FOODS = ["risotto", "pho", "tacos", "paella", "ramen", "lasagne", "falafel"]
SPORTS = ["tennis", "rugby", "cricket", "basketball", "hockey", "baseball"]

# With a tournament bundled, this share of the in-scope questions asks about it: other
# matches, teams' runs, groups, scorers and squads ({tteam}: any team of the tournament,
# {player}: any squad player, {club}: a squad player's club, {group}: a group's letter).
TOURNAMENT_SHARE = 0.35
TOURNAMENT_TEMPLATES = [
    "who won the world cup",
    "who won the final",
    "top scorer of the tournament",
    "who scored the most goals at the world cup",
    "what was the score in {tteam} vs {tteam}",
    "{tteam} v {tteam} result",
    "how far did {tteam} get",
    "who knocked out {tteam}",
    "{tteam} results",
    "how did {tteam} do in the group",
    "group {group} table",
    "who qualified from group {group}",
    "which club does {player} play for",
    "how old is {player}",
    "what position does {player} play",
    "how many goals did {player} score in the tournament",
    "who scored for {tteam} against {tteam}",
    "when did {tteam} play {tteam}",
    "{tteam}'s last game",
    "{tteam}'s first game",
    "who is the youngest player at the world cup",
    "players from {club}",
    "biggest win of the tournament",
    "which stadium hosted the final",
    "the r16 game vs {tteam}",
    "any penalty shootouts?",
]
TOURNAMENT_TEMPLATES_ES = [
    "quién ganó el mundial",
    "quién ganó la final",
    "máximo goleador del torneo",
    "cómo salió {tteam} vs {tteam}",
    "hasta dónde llegó {tteam}",
    "quién eliminó a {tteam}",
    "resultados de {tteam}",
    "tabla del grupo {group}",
    "quiénes pasaron del grupo {group}",
    "en qué club juega {player}",
    "cuántos años tiene {player}",
    "cuántos goles hizo {player} en el mundial",
    "cuándo jugó {tteam} contra {tteam}",
    "el último partido de {tteam}",
    "jugadores del {club}",
    "la goleada más grande del mundial",
]

_KEYBOARD = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
_NEIGHBOURS: dict[str, str] = {}
for _row_i, _row in enumerate(_KEYBOARD):
    for _i, _c in enumerate(_row):
        near = _row[max(0, _i - 1) : _i] + _row[_i + 1 : _i + 2]
        _NEIGHBOURS[_c] = near
_SLOT = re.compile(r"\{([a-z]+)\}")


def typo(text: str, rng: random.Random, rate: float = 0.35) -> str:
    """One phone-thumb slip (drop, double, swap or neighbouring key) in some longer words."""
    words = text.split(" ")
    hit = False
    for i, w in enumerate(words):
        if len(w) < 4 or not w.isalpha() or rng.random() > rate:
            continue
        words[i] = _slip(w, rng)
        hit = True
    if not hit:  # at least one slip per typo'd question
        long = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
        if long:
            i = rng.choice(long)
            words[i] = _slip(words[i], rng)
    return " ".join(words)


def _slip(w: str, rng: random.Random) -> str:
    j = rng.randrange(1, len(w))  # keep the first letter, as most slips do
    kind = rng.choice(("drop", "double", "swap", "near"))
    if kind == "drop":
        return w[:j] + w[j + 1 :]
    if kind == "double":
        return w[:j] + w[j] + w[j:]
    if kind == "swap" and j < len(w) - 1:
        return w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    near = _NEIGHBOURS.get(w[j].lower(), "")
    return w[:j] + (rng.choice(near) if near else w[j]) + w[j + 1 :]


class QuestionMaker:
    def __init__(self, k: Knowledge, seed: int = 6) -> None:
        self.rng = random.Random(seed)
        self.people = [[p.name, *p.aliases, p.name.split()[-1]] for p in k.people if p.name.split()]
        self.teams = [[t.name, *t.nicknames, *t.aliases] for t in k.teams]
        self.phrasings = [p for i in k.intents for p in i.patterns]
        t = k.tournament
        self.tournament_templates = TOURNAMENT_TEMPLATES if t is not None else []
        self.t_teams = [[tt.name, *tt.aliases] for tt in t.teams] if t is not None else []
        self.players = [p.name for p in t.players] if t is not None else []
        self.clubs = sorted({p.club for p in t.players if p.club}) if t is not None else []
        self.groups = [g.name.split()[-1].lower() for g in t.groups] if t is not None else []

    def _source(self, templates: list[str]) -> str:
        """A template or phrasing to fill: with a tournament, some ask about it."""
        rng = self.rng
        if self.tournament_templates and rng.random() < TOURNAMENT_SHARE:
            return rng.choice(self.tournament_templates)
        return rng.choice(templates) if rng.random() < 0.6 else rng.choice(self.phrasings)

    def fill(self, template: str) -> str:
        """A template or phrasing with its slots filled from the knowledge."""
        return self._fill(template)

    def _fill(self, template: str) -> str:
        rng = self.rng

        def slot(m: re.Match[str]) -> str:
            name = m.group(1)
            if name == "tteam" and self.t_teams:
                return rng.choice(rng.choice(self.t_teams))
            if name == "player" and self.players:
                return rng.choice(self.players)
            if name == "club" and self.clubs:
                return rng.choice(self.clubs)
            if name == "group" and self.groups:
                return rng.choice(self.groups)
            if name == "person":
                return rng.choice(rng.choice(self.people))
            if name == "team":
                return rng.choice(rng.choice(self.teams))
            if name == "goal":
                return rng.choice(GOALS)
            if name == "role":
                return rng.choice(ROLES)
            if name == "minute":
                return rng.choice(MINUTES)
            if name == "n":
                return str(rng.randint(1, 95))
            return name

        return _SLOT.sub(slot, template)

    def in_scope(self) -> str:
        return _dress(self._fill(self._source(TEMPLATES)), self.rng)

    def off_topic(self) -> str:
        rng = self.rng
        if rng.random() < 0.6:
            return rng.choice(OFF_TOPIC)
        places = rng.sample(PLACES, 2)
        return rng.choice(OFF_TOPIC_TEMPLATES).format(
            place=places[0],
            place2=places[1],
            food=rng.choice(FOODS),
            year=rng.randint(1970, 2024),
            sport=rng.choice(SPORTS),
        )

    def mixed(self, n: int) -> list[tuple[str, str]]:
        """n (kind, question) pairs: half in-scope, a quarter typo'd, a quarter off-topic."""
        out: list[tuple[str, str]] = []
        for _ in range(n):
            r = self.rng.random()
            if r < 0.5:
                out.append(("in-scope", self.in_scope()))
            elif r < 0.75:
                out.append(("typo", typo(self.in_scope(), self.rng)))
            else:
                out.append(("off-topic", self.off_topic()))
        return out


# The same mix in Spanish (Rioplatense and Spain's words, with and without accents).
TEMPLATES_ES = [
    "quién ganó?",
    "cuál fue el resultado",
    "cómo salió el partido??",
    "quién hizo el {goal}",
    "quien metio el {goal} de {team}",
    "en qué minuto fue el {goal}",
    "quién dio la asistencia del {goal}?",
    "marcó {person}?",
    "cuántos goles hizo {person}",
    "qué hizo {person} en el partido",
    "quién es {person}",
    "{person}",
    "q dijo {person} después del partido",
    "declaraciones de {person}?",
    "en qué club juega {person}",
    "de dónde es {person}",
    "estuvo {person} en la cancha",
    "quién es el {role} de {team}",
    "cuántos mundiales tiene {team}",
    "contra quién juega {team} la final",
    "qué pasó en el minuto {n}",
    "resumen del partido porfa",
    "dónde se jugó",
    "qué día fue el partido",
    "qué torneo era",
    "cómo estuvo el público",
    "qué famosos fueron",
    "qué pasó con el himno",
    "quién pegó en el palo",
    "qué cambios hubo",
    "hubo pausa de hidratación",
    "de dónde sacás la info",
    "qué podés hacer",
]
GOALS_ES = ["gol de la victoria", "primer gol", "gol del empate", "gol del triunfo", "empate"]
ROLES_ES = ["técnico", "entrenador", "dt", "capitán", "arquero", "portero"]
OFF_TOPIC_ES = [
    "qué tiempo va a hacer mañana en madrid",
    "cómo hago un asado",
    "quién ganó el mundial 1986",
    "cuál es la capital de australia",
    "recomendame una pizzería",
    "contame un chiste",
    "cuánto cuesta un auto eléctrico",
    "quién es el presidente de francia",
    "qué hora es en tokio",
    "cómo arreglo la cadena de la bici",
]


class SpanishQuestionMaker(QuestionMaker):
    """The same kinds and proportions as `QuestionMaker`, asked in Spanish."""

    def __init__(self, k: Knowledge, seed: int = 6) -> None:
        super().__init__(k, seed)
        self.phrasings = [p for i in k.intents for p in i.phrasings("es")]
        if self.tournament_templates:
            self.tournament_templates = TOURNAMENT_TEMPLATES_ES

    def _fill(self, template: str) -> str:
        rng = self.rng
        words = {"goal": GOALS_ES, "role": ROLES_ES}
        template = _SLOT.sub(
            lambda m: rng.choice(words[m.group(1)]) if m.group(1) in words else m.group(0),
            template,
        )
        return super()._fill(template)

    def in_scope(self) -> str:
        return _dress(self._fill(self._source(TEMPLATES_ES)), self.rng)

    def off_topic(self) -> str:
        return self.rng.choice(OFF_TOPIC_ES)


def _dress(q: str, rng: random.Random) -> str:
    """How people actually type: sometimes capitalised, sometimes with ?, !! or an emoji."""
    r = rng.random()
    if r < 0.2:
        q = q[:1].upper() + q[1:]
    elif r < 0.3:
        q = q.upper()
    if not q.endswith(("?", "!")) and rng.random() < 0.4:
        q += rng.choice(["?", "??", "!!", " 🤔", " ⚽"])
    return q


def long_messages(rng_seed: int = 6) -> dict[str, str]:
    """~4,000-character messages of several shapes, for the bounded-work figure (issue 7)."""
    rng = random.Random(rng_seed)
    letters = "abcdefghijklmnopqrstuvwxyz"
    gibberish = " ".join(
        "".join(rng.choice(letters) for _ in range(rng.randint(4, 10))) for _ in range(600)
    )
    return {
        "4,000 chars: repeated question": ("who scored the winner for argentina " * 120)[:4000],
        "4,000 chars: random words": gibberish[:4000],
        "4,000 chars: one word": ("messi" * 800)[:4000],
        "4,000 chars: mentions+emoji": ("<@123456789012345678> ⚽🔥 @everyone " * 120)[:4000],
        "4,000 chars: zero-width/RTL": ("who\u200b scored\u202e the\u200d winner " * 150)[:4000],
    }
