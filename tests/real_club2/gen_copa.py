"""Writes data/copa/copa.json and data/copa/copa.teams.json (Copa América 2024), from memory."""

import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "data", "copa")
STAD = {
    "Atlanta": "Mercedes-Benz Stadium, Atlanta",
    "Arlington": "AT&T Stadium, Arlington",
    "East Rutherford": "MetLife Stadium, East Rutherford",
    "Kansas City": "Arrowhead Stadium, Kansas City",
    "Miami Gardens": "Hard Rock Stadium, Miami Gardens",
    "Orlando": "Inter&Co Stadium, Orlando",
    "Santa Clara": "Levi's Stadium, Santa Clara",
    "Houston": "NRG Stadium, Houston",
    "Las Vegas": "Allegiant Stadium, Las Vegas",
    "Inglewood": "SoFi Stadium, Inglewood",
    "Glendale": "State Farm Stadium, Glendale",
    "Austin": "Q2 Stadium, Austin",
    "Charlotte": "Bank of America Stadium, Charlotte",
}
# round | date | time | group | team1 | team2 | ft | ht | et | p | city | goals1 | goals2
# goals: "Name 49", "Name 45+2 pen", "Name 13 og"
ROWS = """
G|2024-06-20|20:00|A|Argentina|Canada|2-0|0-0|||Atlanta|Julián Álvarez 49; Lautaro Martínez 88|
G|2024-06-21|19:00|A|Peru|Chile|0-0|0-0|||Arlington||
G|2024-06-22|17:00|B|Ecuador|Venezuela|1-2|1-0|||Santa Clara|Jeremy Sarmiento 40|Jhonder Cádiz 64; Eduard Bello 74
G|2024-06-22|20:00|B|Mexico|Jamaica|1-0|0-0|||Houston|Gerardo Arteaga 69|
G|2024-06-23|17:00|C|United States|Bolivia|2-0|2-0|||Arlington|Christian Pulisic 3; Folarin Balogun 44|
G|2024-06-23|18:00|C|Uruguay|Panama|3-1|1-0|||Miami Gardens|Maximiliano Araújo 16; Darwin Núñez 85; Matías Viña 90+1|José Fajardo 90+4
G|2024-06-24|18:00|D|Colombia|Paraguay|2-1|2-0|||Houston|Daniel Muñoz 32; Jefferson Lerma 42|Julio Enciso 69
G|2024-06-24|18:00|D|Brazil|Costa Rica|0-0|0-0|||Inglewood||
G|2024-06-25|20:00|A|Chile|Argentina|0-1|0-0|||East Rutherford||Lautaro Martínez 88
G|2024-06-25|20:00|A|Peru|Canada|0-1|0-0|||Kansas City||Jonathan David 74
G|2024-06-26|18:00|B|Ecuador|Jamaica|3-1|2-0|||Las Vegas|Kasey Palmer 13 og; Kendry Páez 45+2 pen; Alan Minda 90+2|Michail Antonio 54
G|2024-06-26|18:00|B|Venezuela|Mexico|1-0|0-0|||Inglewood|Salomón Rondón 57 pen|
G|2024-06-27|18:00|C|Panama|United States|2-1|1-1|||Atlanta|César Blackman 26; José Fajardo 83|Folarin Balogun 22
G|2024-06-27|21:00|C|Uruguay|Bolivia|5-0|2-0|||East Rutherford|Facundo Pellistri 8; Darwin Núñez 21; Maximiliano Araújo 77; Federico Valverde 81; Rodrigo Bentancur 89|
G|2024-06-28|18:00|D|Colombia|Costa Rica|3-0|1-0|||Glendale|Luis Díaz 31 pen; Davinson Sánchez 59; Jhon Córdoba 62|
G|2024-06-28|21:00|D|Paraguay|Brazil|1-4|0-3|||Las Vegas|Omar Alderete 48|Vinícius Júnior 35; Sávio 43; Vinícius Júnior 45+1; Lucas Paquetá 65 pen
G|2024-06-29|20:00|A|Argentina|Peru|2-0|0-0|||Miami Gardens|Lautaro Martínez 47; Lautaro Martínez 86|
G|2024-06-29|20:00|A|Canada|Chile|0-0|0-0|||Orlando||
G|2024-06-30|20:00|B|Mexico|Ecuador|0-0|0-0|||Glendale||
G|2024-06-30|20:00|B|Jamaica|Venezuela|0-3|0-0|||Austin||Eduard Bello 48; Salomón Rondón 56; Eric Ramírez 85
G|2024-07-01|21:00|C|Bolivia|Panama|1-3|0-1|||Orlando|Bruno Miranda 69|José Luis Rodríguez 22; Eduardo Guerrero 79; Cecilio Waterman 90+1
G|2024-07-01|21:00|C|United States|Uruguay|0-1|0-0|||Kansas City||Mathías Olivera 66
G|2024-07-02|18:00|D|Brazil|Colombia|1-1|1-1|||Santa Clara|Raphinha 12|Daniel Muñoz 45+2
G|2024-07-02|18:00|D|Costa Rica|Paraguay|2-1|2-0|||Austin|Francisco Calvo 3; Josimar Alcócer 7|Ramón Sosa 55
Quarter-finals|2024-07-04|20:00||Argentina|Ecuador|1-1|1-0||4-2|Houston|Lisandro Martínez 35|Kevin Rodríguez 90+1
Quarter-finals|2024-07-05|20:00||Venezuela|Canada|1-1|0-1||3-4|Arlington|Salomón Rondón 64|Jacob Shaffelburg 13
Quarter-finals|2024-07-06|18:00||Colombia|Panama|5-0|3-0|||Glendale|Jhon Córdoba 8; James Rodríguez 15 pen; Luis Díaz 41; Richard Ríos 70; Miguel Borja 90+3 pen|
Quarter-finals|2024-07-06|21:00||Uruguay|Brazil|0-0|0-0||4-2|Las Vegas||
Semi-finals|2024-07-09|20:00||Argentina|Canada|2-0|1-0|||East Rutherford|Julián Álvarez 22; Lionel Messi 51|
Semi-finals|2024-07-10|20:00||Uruguay|Colombia|0-1|0-1|||Charlotte||Jefferson Lerma 39
Match for third place|2024-07-13|20:00||Canada|Uruguay|2-2|1-1||3-4|Charlotte|Ismaël Koné 8; Jonathan David 80|Rodrigo Bentancur 22; Luis Suárez 90+2
Final|2024-07-14|20:00||Argentina|Colombia|0-0|0-0|1-0||Miami Gardens|Lautaro Martínez 112|
"""


def pair(s):
    return [int(x) for x in s.split("-")] if s else None


def goals(s):
    out = []
    for g in filter(None, (x.strip() for x in s.split(";"))):
        m = re.match(r"(.+?) (\d+)(?:\+(\d+))?( pen| og)?$", g)
        d = {"name": m.group(1), "minute": int(m.group(2))}
        if m.group(3):
            d["offset"] = int(m.group(3))
        if m.group(4) == " pen":
            d["penalty"] = True
        if m.group(4) == " og":
            d["owngoal"] = True
        out.append(d)
    return out


matches = []
dates = []
for line in ROWS.strip().splitlines():
    rnd, date, time, grp, t1, t2, ft, ht, et, p, city, g1, g2 = line.split("|")
    if rnd == "G":
        if date not in dates:
            dates.append(date)
        rnd = f"Matchday {dates.index(date) + 1}"
    score = {}
    if p:
        score["p"] = pair(p)
    if et:
        score["et"] = pair(et)
    score["ft"] = pair(ft)
    score["ht"] = pair(ht)
    m = {
        "round": rnd,
        "date": date,
        "time": time,
        "team1": t1,
        "team2": t2,
        "score": score,
        "goals1": goals(g1),
        "goals2": goals(g2),
    }
    if grp:
        m["group"] = f"Group {grp}"
    m["ground"] = STAD[city]
    matches.append(m)
TEAMS = [
    ("Argentina", "ARG", "A"),
    ("Peru", "PER", "A"),
    ("Chile", "CHI", "A"),
    ("Canada", "CAN", "A"),
    ("Mexico", "MEX", "B"),
    ("Ecuador", "ECU", "B"),
    ("Venezuela", "VEN", "B"),
    ("Jamaica", "JAM", "B"),
    ("United States", "USA", "C"),
    ("Uruguay", "URU", "C"),
    ("Panama", "PAN", "C"),
    ("Bolivia", "BOL", "C"),
    ("Brazil", "BRA", "D"),
    ("Colombia", "COL", "D"),
    ("Paraguay", "PAR", "D"),
    ("Costa Rica", "CRC", "D"),
]
os.makedirs(OUT, exist_ok=True)
json.dump(
    {"name": "Copa América 2024", "matches": matches},
    open(os.path.join(OUT, "copa.json"), "w"),
    ensure_ascii=False,
    indent=2,
)
json.dump(
    {
        "name": "Copa América 2024",
        "teams": [
            {
                "name": n,
                "code": c,
                "group": g,
                "confed": "CONMEBOL"
                if n not in ("Canada", "Mexico", "Jamaica", "United States", "Panama", "Costa Rica")
                else "CONCACAF",
            }
            for n, c, g in TEAMS
        ],
    },
    open(os.path.join(OUT, "copa.teams.json"), "w"),
    ensure_ascii=False,
    indent=2,
)
print(len(matches), "matches")
