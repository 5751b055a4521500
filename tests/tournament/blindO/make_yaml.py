"""Write wc2026.yaml, league.yaml and cup.yaml (blindO) from the items below.

The facts behind each item were read off wc_facts.py (the shipped openfootball copy of the 2026
World Cup and the AFP report in /work/shared/source/article.txt) and facts.py (league.json,
cup.json). Run: python3 make_yaml.py
"""

import json
from pathlib import Path

from forms import (
    clean_sheets,
    conceded,
    draws,
    goal_difference,
    goals,
    losses,
    matches,
    minute,
    points,
    position,
    score,
    wins,
)

HERE = Path(__file__).parent

T = {
    "ALG": ["Algeria", "Argelia"],
    "ARG": ["Argentina"],
    "AUT": ["Austria"],
    "BEL": ["Belgium", "Bélgica"],
    "BRA": ["Brazil", "Brasil"],
    "CIV": ["Ivory Coast", "Côte d'Ivoire", "Costa de Marfil"],
    "COL": ["Colombia"],
    "CRO": ["Croatia", "Croacia"],
    "CZE": ["Czech Republic", "Czechia", "Chequia", "República Checa"],
    "ENG": ["England", "Inglaterra"],
    "ESP": ["Spain", "España"],
    "FRA": ["France", "Francia"],
    "JOR": ["Jordan", "Jordania"],
    "MAR": ["Morocco", "Marruecos"],
    "NOR": ["Norway", "Noruega"],
    "POR": ["Portugal"],
    "SUI": ["Switzerland", "Suiza"],
}
EXTRA_TIME = [
    "extra time",
    "extra-time",
    "prórroga",
    "prorroga",
    "tiempo extra",
    "tiempo suplementario",
    "a.e.t",
    "aet",
    "after 120",
    "overtime",
    "alargue",
]


def age(n: int) -> list[str]:
    return [
        f"{n} years",
        f"{n} años",
        f"aged {n}",
        f"age {n}",
        f"{n}-year",
        f"is {n}",
        f"tiene {n}",
        f"({n})",
        f"{n} yrs",
        f"{n} year",
    ]


def shirt(n: int) -> list[str]:
    return [
        f"number {n}",
        f"#{n}",
        f"No. {n}",
        f"número {n}",
        f"numero {n}",
        f"the {n}",
        f"el {n}",
        f"{n} shirt",
        f"camiseta {n}",
        f"dorsal {n}",
        f"nº {n}",
        f"n.º {n}",
    ]


def q(text: str, topic: str, *groups: list[str], max_len: int | None = None) -> dict:
    item: dict = {"q": text, "topic": topic, "expect": [list(g) for g in groups]}
    if max_len:
        item["max_len"] = max_len
    return item


def decline(text: str, topic: str) -> dict:
    return {"q": text, "topic": topic, "decline": True}


WC = [
    q("brazil morocco in the group, how did that end", "match.score", score(1, 1)),
    q("che cuanto quedo uruguay vs españa en el grupo?", "match.score", T["ESP"], score(1, 0)),
    q(
        "usa v belguim last 16, who scored for belgium",
        "match.scorers",
        ["De Ketelaere"],
        ["Vanaken"],
        ["Lukaku"],
    ),
    q(
        "what happened at gillette stadium on july 9th",
        "match.by_date_stadium",
        T["FRA"],
        T["MAR"],
        score(2, 0),
    ),
    q(
        "q partidos hubo el 5 de julio y como salieron",
        "match.by_date",
        T["NOR"],
        T["ENG"],
        score(1, 2),
        score(2, 3),
        max_len=900,
    ),
    q("who won the 3rd place game lol", "match.third_place", T["ENG"], score(6, 4)),
    q(
        "switzerland colombia went to pens right? who went through",
        "match.shootout",
        T["SUI"],
        score(4, 3),
    ),
    q(
        "argentina cape verde r32... was there extra time and whats the final score",
        "match.extra_time",
        score(3, 2),
        EXTRA_TIME,
    ),
    q(
        "quien hizo los goles de mexico contra inglaterra en octavos",
        "match.scorers",
        ["Quiñones"],
        ["Jiménez"],
    ),
    q("when did bellingham score vs norwy", "match.goal_times", minute("45+2"), minute("93")),
    q(
        "al entretiempo como iba francia inglaterra x el tercer puesto?",
        "match.half_time",
        score(0, 4),
    ),
    q("who did spain beat in the semis and by how much", "match.by_round", T["FRA"], score(2, 0)),
    q(
        "how far did morocco go? they were class ngl",
        "team.how_far",
        ["quarter-final", "quarter final", "quarterfinal", "quarters", "cuartos", "QF"],
    ),
    q("who knocked out portgual?? ronaldo crying again", "team.knocked_out_by", T["ESP"]),
    q(
        "colombia cuantos goles recibio en todo el mundial",
        "team.goals_against",
        [
            *conceded(1),
            "un solo gol",
            "solo un gol",
            "only one goal",
            "just one goal",
            "one goal",
            "un gol",
        ],
    ),
    q("where did iran finish in group g, did they go through?", "team.group_position", position(3)),
    q("spain's record in the tournament, did they lose any?", "team.record", wins(7), losses(0)),
    q("cuantos goles metio inglaterra en todo el mundial", "team.goals_for", goals(20)),
    q(
        "who did norway play in the knockouts",
        "team.path",
        T["CIV"],
        T["BRA"],
        T["ENG"],
        max_len=900,
    ),
    q("how many points did japan get in their group", "team.points", points(5)),
    q("who won group i", "tournament.group_winner", T["FRA"]),
    q(
        "contra quien jugo argentina en el grupo?",
        "team.group_opponents",
        T["ALG"],
        T["AUT"],
        T["JOR"],
    ),
    q("croatia finished where in group L", "team.group_position", position(2)),
    q("who came bottom of group a", "tournament.group_last", T["CZE"]),
    q("grupo K quien salio primero y quien segundo", "tournament.group_order", T["COL"], T["POR"]),
    q("pichichi del mundial? cuantos metio", "tournament.top_scorer", ["Mbappé"], goals(10)),
    q("cuantos goles termino haciendo haalnd", "player.goals_total", goals(7)),
    q(
        "cuantos goles hizo kane en el mundial? y bellingham?",
        "player.goals_total",
        goals(6),
        goals(7),
    ),
    q("messi scored a hattrick vs who?", "player.hattrick", T["ALG"]),
    q("how many goals were scored in the group stage", "tournament.goals_by_stage", ["215"]),
    q("cuantos partidos se fueron a la prorroga", "tournament.extra_time", matches(9)),
    q("which stadium hosted the most matches", "venue.most_matches", ["AT&T Stadium", "AT&T"]),
    q("en q ciudad se jugo la semi entre francia y españa", "match.city", ["Dallas", "Arlington"]),
    q("which club is haaland at", "squad.club", ["Manchester City", "Man City"]),
    q("wey que dorsal lleva lamine yamal", "squad.number", shirt(19)),
    q("how old is mbape", "squad.age", age(27)),
    q(
        "any inter miami players at the world cup?",
        "squad.club_players",
        ["Messi"],
        ["De Paul"],
        ["St. Clair"],
        max_len=900,
    ),
    q("who assisted lautaro's winner vs england", "report.assist", ["Messi"]),
    q("en q minuto metio enzo el 1-1 contra los ingleses", "report.goal_minute", minute("85")),
    q(
        "what did kane say after losing the semi",
        "report.quote",
        ["Gutted for the boys", "gutted for everyone", "the team, the staff, the fans"],
    ),
    q(
        "gordon's goal against argentina: what minute and who crossed it?",
        "report.goal_assist",
        minute("55"),
        ["Rogers"],
    ),
    q("quien pego en el palo para argentina en la semi", "report.near_miss", ["Mac Allister"]),
    q(
        "which celebs were at the england argentina game",
        "report.famous_attendees",
        ["Beckham"],
        ["Jagger"],
    ),
    q(
        "did tuchel regret anything? what did he say",
        "report.quote",
        ["no regrets", "very, very close", "deserved to be up 1-0", "one of our better matches"],
    ),
    decline("who was the ref for france vs spain", "decline.referee"),
    decline("how many yellow cards did argentina get in the final", "decline.cards"),
    decline("starting lineup of spain in the final?", "decline.lineups"),
    decline("cuanto pago el barça por ferran torres?", "decline.transfer"),
    decline("who wins the 2030 world cup? calling it now: morocco", "decline.prediction"),
]

LEAGUE = [
    q("who won the campeonato serrano", "league.champion", ["Sampaio"]),
    q(
        "quien salio campeon y con cuantos puntos",
        "league.champion_points",
        ["Sampaio"],
        points(46),
    ),
    q("which club finished dead last?", "league.bottom", ["Azurara"]),
    q("el colista cuantos puntos sumo?", "league.bottom_points", ["Azurara"], points(20)),
    q("who was runner-up in the serrano", "league.position", ["Ribamar"]),
    q("where did lagoaca finish", "league.club_position", position(3)),
    q("en q puesto termino marvela", "league.club_position", position(4)),
    q("estrela do norte final position?", "league.club_position", position(7)),
    q("vale fundo en que posicion termino la liga", "league.club_position", position(8)),
    q("en que lugar quedo serra alta", "league.club_position", position(11)),
    q("how many points did ribamr end on", "league.club_points", points(42)),
    q("goal difference for sampaio at the end?", "league.goal_difference", goal_difference(12)),
    q("diferencia de gol de azurara", "league.goal_difference", goal_difference(-23)),
    q(
        "which team scored the most goals in the league",
        "league.most_goals",
        ["Ribamar"],
        goals(46),
    ),
    q("how many goals did sampaio concede all season", "league.goals_against", conceded(23)),
    q("estrela do norte W/D/L record?", "league.record", wins(7), draws(7), losses(8)),
    q(
        "how many draws did castelinho have lol",
        "league.draws",
        [
            *draws(0),
            "no draws",
            "never drew",
            "ningún empate",
            "ningun empate",
            "sin empates",
            "didn't draw",
            "did not draw",
            "not a single draw",
            "zero draws",
        ],
    ),
    q("cuantos partidos gano azurara en todo el campeonato", "league.wins", wins(5)),
    q(
        "who was top scorer in the serrano",
        "league.top_scorer",
        ["Tiago Bezerra", "Bezerra"],
        goals(16),
    ),
    q("tio cuantos goles hizo rafael guimaraes", "player.goals_total", goals(13)),
    q(
        "how many did fabio rezende score? and everton meireles?",
        "player.goals_total",
        goals(12),
        goals(10),
    ),
    q(
        "anyone score a hat trick this season? against who",
        "league.hattricks",
        ["Bezerra"],
        ["Azurara"],
    ),
    q(
        "hubo autogoles en el serrano? quienes fueron jaja",
        "league.own_goals",
        ["Osmar Prado", "Prado"],
        ["Silas Quaresma", "Quaresma"],
    ),
    q("how many goals in total were scored in the season", "league.total_goals", ["360"]),
    q("ribamar v marvela at home, what was the score", "match.home_meeting", score(2, 3)),
    q(
        "marvela de local contra ribamar, como salio y quien hizo los goles",
        "match.home_meeting_scorers",
        score(2, 2),
        ["Seabra"],
        ["Arruda"],
        ["Paranhos"],
        ["Zequinha"],
    ),
    q(
        "rodada 1 results?",
        "league.matchday",
        ["Pontevila"],
        score(5, 0),
        ["Monte Claro"],
        score(3, 0),
        max_len=900,
    ),
    q(
        "contra quien jugo castelinho en la rodada 9 y como salio",
        "league.matchday_club",
        ["Lagoaça"],
        score(3, 1),
    ),
    q("matchday 15 sampaio castelinho score?", "match.score", score(2, 5)),
    q("biggest win of the season?", "league.biggest_win", ["Ribamar"], ["Pontevila"], score(5, 0)),
    q(
        "cual fue el partido con mas goles del campeonato",
        "league.highest_scoring",
        ["Estrela do Norte", "Estrela"],
        ["Castelinho"],
        score(5, 4),
    ),
    q(
        "when did monte claro beat serra alta 4-1",
        "match.when",
        [
            "Rodada 21",
            "matchday 21",
            "round 21",
            "fecha 21",
            "jornada 21",
            "21 December",
            "December 21",
            "21 de diciembre",
            "2031-12-21",
            "Dec 21",
            "21 Dec",
            "21/12",
        ],
    ),
    q(
        "who scored for azurara when they beat marvela 3-1",
        "match.scorers",
        ["Medeiros"],
        ["Ximenes"],
        ["Lobato"],
    ),
    q(
        "what minute did caua vidal score vs castelinho on the last day",
        "match.goal_time",
        minute("90+2"),
    ),
    q("al entretiempo como iban azurara y ribamar en la rodada 2", "match.half_time", score(0, 3)),
    q(
        "last matchday: who did sampaio play and what was the result",
        "league.last_match",
        ["Azurara"],
        score(1, 3),
    ),
    q(
        "quien metio el gol de pontevila contra lagoaca en la fecha 21",
        "match.scorers",
        ["Wendel Castilho", "Castilho"],
    ),
    q("how many times did ribamar lose", "league.losses", losses(6)),
    q("how many clean sheets did pontvila keep", "league.clean_sheets", clean_sheets(9)),
    decline("who reffed ribamar vs marvela on the final day", "decline.referee"),
    decline("cuanto publico hubo en el marvela ribamar", "decline.attendance"),
    decline("how many red cards did azurara pick up this season", "decline.cards"),
    decline("who won the serrano in 2030", "decline.other_season"),
    decline("is sampaio signing anyone in january? any transfer news", "decline.transfers"),
]

CUP = [
    q("who won the coppa delle valli", "cup.winner", ["Acquachiara"]),
    q("quien gano la final y por cuanto", "cup.final_score", ["Acquachiara"], score(2, 1)),
    q("who scored in the final", "cup.final_scorers", ["Vezzali"], ["Brambati"], ["Lombardozzi"]),
    q(
        "when was the winning goal in the final and who got it",
        "cup.final_winner",
        ["Lombardozzi"],
        minute("90+3"),
    ),
    q(
        "en que estadio y en que ciudad se jugo la final",
        "cup.final_venue",
        ["Olimpico delle Valli"],
        ["Valmora"],
    ),
    q(
        "what date was the final",
        "cup.final_date",
        ["24 May", "May 24", "24 de mayo", "2031-05-24", "24/05", "24/5"],
    ),
    q("half time score in the final?", "cup.final_half_time", score(1, 0)),
    q("which match was won in extra time", "cup.extra_time", ["Pietrafonda"], ["Serravento"]),
    q(
        "quien metio el gol de pietrafonda en la prorroga",
        "cup.extra_time_scorer",
        ["Ardizzone"],
        minute("113"),
    ),
    q(
        "which semi went to penalties and who won the shootout",
        "cup.shootout",
        ["Acquachiara"],
        ["Montesorbo"],
        score(5, 4),
    ),
    q(
        "cuantos partidos se definieron por penales",
        "cup.shootout_count",
        [*matches(1), "solo uno", "uno solo", "una sola", "only one", "just one"],
    ),
    q("who knocked out valdorno", "cup.knocked_out_by", ["Acquachiara"]),
    q("quien elimino a serravento", "cup.knocked_out_by", ["Pietrafonda"]),
    q(
        "hasta donde llego pietrafonda en la copa",
        "cup.how_far",
        ["semi", "semifinal", "semi-final", "semis"],
    ),
    q(
        "montesorbo's path in the cup?",
        "cup.path",
        ["Lagomonte"],
        ["Roccavera"],
        ["Acquachiara"],
        max_len=900,
    ),
    q(
        "round of 16 results",
        "cup.round",
        ["Serravento"],
        score(4, 0),
        ["Acquachiara"],
        score(5, 2),
        max_len=1200,
    ),
    q(
        "los cuartos de final, como salieron",
        "cup.round",
        ["Valdorno"],
        ["Castelmarino"],
        ["Montesorbo"],
        ["Valsanterna"],
        score(3, 0),
        max_len=900,
    ),
    q(
        "semi final results?",
        "cup.round",
        ["Valdorno"],
        ["Pietrafonda"],
        ["Acquachiara"],
        score(2, 1),
        max_len=900,
    ),
    q("goleador de la copa?? cuantos hizo el crack", "cup.top_scorer", ["Brambati"], goals(6)),
    q("did anyone get a hat trick in the cup", "cup.hattrick", ["Brambati"], ["Campobruno"]),
    q("cuantos goles hizo gherardini en la copa", "player.goals_total", goals(4)),
    q("who scored for montesorbo vs lagomonte", "match.scorers", ["Villafranca"], ["Scarponi"]),
    q("was there an own goal in the cup? who", "cup.own_goals", ["Calzavara"]),
    q("biggest win in the cup", "cup.biggest_win", ["Serravento"], ["San Varo"], score(4, 0)),
    q("total goals in the whole cup?", "cup.total_goals", ["46"]),
    q("en que estadio se jugo valdorno torrebianca", "match.venue", ["Renzo Ferraris"]),
    q(
        "roccavera montesorbo quarter final, which stadium?",
        "match.venue",
        ["Stadio del Castello", "del Castello"],
    ),
    q("when did marco tirabassi score for roccavera", "match.goal_time", minute("45+2")),
    decline("who was the ref in the final", "decline.referee"),
    decline("how many people watched the final in valmora", "decline.attendance"),
    decline("was anyone sent off in the semis?", "decline.cards"),
    decline("quien fallo en la tanda de penales de montesorbo", "decline.shootout_kicks"),
]

HEADERS = {
    "wc2026.yaml": [
        "Blind evaluation set, World Cup 2026 (blindO). Facts computed by wc_facts.py from",
        "knowledge/sources/openfootball/worldcup-2026 (matches, squads, stadiums, groups) and",
        "/work/shared/source/article.txt for the England-Argentina semi-final (the report wins:",
        "Enzo Fernandez 85', data 86'). Score = after extra time where there was extra time",
        "(shootouts apart); own goals excluded from scorers; group positions asked only where",
        "points decide; ages only where equal on 2026-06-11, 2026-07-19 and 2026-12-02.",
    ],
    "league.yaml": [
        "Blind evaluation set, invented league season (blindO): league.json, the Campeonato",
        "Serrano 2031 (12 invented Brazilian-style clubs, 'Rodada 1'..'Rodada 22', 132",
        "matches), generated by gen_league.py; facts read off facts.py. Positions asked only",
        "where points alone decide them.",
    ],
    "cup.yaml": [
        "Blind evaluation set, invented knockout cup (blindO): cup.json, the Coppa delle Valli",
        "2030/31 (16 invented Italian clubs, Round of 16 to Final, one extra-time match, one",
        "shootout), written by make_cup.py; facts read off facts.py.",
    ],
}


def write(name: str, items: list[dict]) -> None:
    lines = [f"# {line}" for line in HEADERS[name]] + ["items:"]
    lines += ["  - " + json.dumps(item, ensure_ascii=False) for item in items]
    (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(name, len(items))


def main() -> None:
    write("wc2026.yaml", WC)
    write("league.yaml", LEAGUE)
    write("cup.yaml", CUP)


if __name__ == "__main__":
    main()
