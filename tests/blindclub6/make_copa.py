"""Writes data/copa.json, copa.teams.json, copa.groups.json: Copa América 2021 (Brazil),
written from memory by the evaluator (CC0). Flat Football.JSON, like worldcup-2026/.
Shootouts without extra time: CONMEBOL played no extra time before the final in 2021."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NS = "Estádio Nilton Santos, Rio de Janeiro"
MA = "Estádio do Maracanã, Rio de Janeiro"
BSB = "Estádio Nacional Mané Garrincha, Brasília"
GYN = "Estádio Olímpico Pedro Ludovico, Goiânia"
CUI = "Arena Pantanal, Cuiabá"


def g(name, minute, **kw):
    d = {"name": name, "minute": str(minute)}
    d.update(kw)
    return d


P = {"penalty": True}
OG = {"owngoal": True}
M = []


def m(rnd, date, time, t1, t2, ht, ft, g1, g2, ground, group=None, p=None):
    score = {"ft": ft, "ht": ht}
    if p:
        score = {"p": p, "ft": ft, "ht": ht}
    d = {
        "round": rnd,
        "num": len(M) + 1,
        "date": date,
        "time": time + " UTC-3",
        "team1": t1,
        "team2": t2,
        "score": score,
        "goals1": g1,
        "goals2": g2,
    }
    if group:
        d["group"] = group
    d["ground"] = ground
    M.append(d)


A, B = "Group A", "Group B"
m(
    "Matchday 1",
    "2021-06-13",
    "18:00",
    "Brazil",
    "Venezuela",
    [1, 0],
    [3, 0],
    [g("Marquinhos", 23), g("Neymar", 64, **P), g("Gabriel Barbosa", 89)],
    [],
    BSB,
    B,
)
m(
    "Matchday 1",
    "2021-06-13",
    "21:00",
    "Colombia",
    "Ecuador",
    [1, 0],
    [1, 0],
    [g("Edwin Cardona", 42)],
    [],
    CUI,
    B,
)
m(
    "Matchday 2",
    "2021-06-14",
    "18:00",
    "Argentina",
    "Chile",
    [1, 0],
    [1, 1],
    [g("Lionel Messi", 33)],
    [g("Eduardo Vargas", 57)],
    NS,
    A,
)
m(
    "Matchday 2",
    "2021-06-14",
    "21:00",
    "Paraguay",
    "Bolivia",
    [0, 1],
    [3, 1],
    [g("Alejandro Romero Gamarra", 62), g("Ángel Romero", 65), g("Ángel Romero", 80)],
    [g("Erwin Saavedra", 10, **P)],
    GYN,
    A,
)
m("Matchday 3", "2021-06-17", "18:00", "Colombia", "Venezuela", [0, 0], [0, 0], [], [], GYN, B)
m(
    "Matchday 3",
    "2021-06-17",
    "21:00",
    "Brazil",
    "Peru",
    [1, 0],
    [4, 0],
    [g("Alex Sandro", 12), g("Neymar", 68), g("Everton Ribeiro", 89), g("Richarlison", "90+3")],
    [],
    NS,
    B,
)
m(
    "Matchday 4",
    "2021-06-18",
    "18:00",
    "Chile",
    "Bolivia",
    [1, 0],
    [1, 0],
    [g("Ben Brereton", 10)],
    [],
    CUI,
    A,
)
m(
    "Matchday 4",
    "2021-06-18",
    "21:00",
    "Argentina",
    "Uruguay",
    [1, 0],
    [1, 0],
    [g("Guido Rodríguez", 13)],
    [],
    BSB,
    A,
)
m(
    "Matchday 5",
    "2021-06-20",
    "18:00",
    "Venezuela",
    "Ecuador",
    [0, 1],
    [2, 2],
    [g("Edson Castillo", 51), g("Ronald Hernández", "90+1")],
    [g("Ayrton Preciado", 39), g("Gonzalo Plata", 71)],
    NS,
    B,
)
m(
    "Matchday 5",
    "2021-06-20",
    "21:00",
    "Colombia",
    "Peru",
    [0, 1],
    [1, 2],
    [g("Miguel Borja", 53, **P)],
    [g("Sergio Peña", 17), g("Yerry Mina", 64, **OG)],
    GYN,
    B,
)
m(
    "Matchday 6",
    "2021-06-21",
    "18:00",
    "Uruguay",
    "Chile",
    [0, 1],
    [1, 1],
    [g("Arturo Vidal", 66, **OG)],
    [g("Eduardo Vargas", 26)],
    CUI,
    A,
)
m(
    "Matchday 6",
    "2021-06-21",
    "21:00",
    "Argentina",
    "Paraguay",
    [1, 0],
    [1, 0],
    [g("Alejandro Gómez", 10)],
    [],
    BSB,
    A,
)
m(
    "Matchday 7",
    "2021-06-23",
    "18:00",
    "Ecuador",
    "Peru",
    [2, 0],
    [2, 2],
    [g("Renato Tapia", 2, **OG), g("Ayrton Preciado", 23)],
    [g("Gianluca Lapadula", 49), g("André Carrillo", 53)],
    GYN,
    B,
)
m(
    "Matchday 7",
    "2021-06-23",
    "21:00",
    "Colombia",
    "Brazil",
    [1, 0],
    [1, 2],
    [g("Luis Díaz", 10)],
    [g("Roberto Firmino", 78), g("Casemiro", "90+10")],
    NS,
    B,
)
m(
    "Matchday 8",
    "2021-06-24",
    "18:00",
    "Bolivia",
    "Uruguay",
    [0, 1],
    [0, 2],
    [],
    [g("Jairo Quinteros", 40, **OG), g("Edinson Cavani", 79)],
    CUI,
    A,
)
m(
    "Matchday 8",
    "2021-06-24",
    "21:00",
    "Chile",
    "Paraguay",
    [0, 1],
    [0, 2],
    [],
    [g("Braian Samudio", 33), g("Miguel Almirón", 58, **P)],
    BSB,
    A,
)
m(
    "Matchday 9",
    "2021-06-27",
    "18:00",
    "Brazil",
    "Ecuador",
    [1, 0],
    [1, 1],
    [g("Éder Militão", 37)],
    [g("Ángel Mena", 53)],
    GYN,
    B,
)
m(
    "Matchday 9",
    "2021-06-27",
    "18:00",
    "Venezuela",
    "Peru",
    [0, 0],
    [0, 1],
    [],
    [g("André Carrillo", 48)],
    BSB,
    B,
)
m(
    "Matchday 10",
    "2021-06-28",
    "21:00",
    "Bolivia",
    "Argentina",
    [0, 3],
    [1, 4],
    [g("Erwin Saavedra", 60)],
    [
        g("Alejandro Gómez", 6),
        g("Lionel Messi", 33, **P),
        g("Lionel Messi", 42),
        g("Lautaro Martínez", 65),
    ],
    CUI,
    A,
)
m(
    "Matchday 10",
    "2021-06-28",
    "21:00",
    "Uruguay",
    "Paraguay",
    [1, 0],
    [1, 0],
    [g("Edinson Cavani", 21, **P)],
    [],
    NS,
    A,
)
m(
    "Quarter-finals",
    "2021-07-02",
    "18:00",
    "Peru",
    "Paraguay",
    [2, 1],
    [3, 3],
    [g("Gianluca Lapadula", 21), g("Júnior Alonso", 40, **OG), g("Yoshimar Yotún", 80)],
    [g("Gustavo Gómez", 11), g("Gabriel Ávalos", 54), g("Martínez", 90)],
    GYN,
    p=[4, 3],
)
m(
    "Quarter-finals",
    "2021-07-02",
    "21:00",
    "Brazil",
    "Chile",
    [0, 0],
    [1, 0],
    [g("Lucas Paquetá", 46)],
    [],
    NS,
)
m(
    "Quarter-finals",
    "2021-07-03",
    "19:00",
    "Uruguay",
    "Colombia",
    [0, 0],
    [0, 0],
    [],
    [],
    BSB,
    p=[2, 4],
)
m(
    "Quarter-finals",
    "2021-07-03",
    "22:00",
    "Argentina",
    "Ecuador",
    [1, 0],
    [3, 0],
    [g("Rodrigo De Paul", 40), g("Lautaro Martínez", 84), g("Lionel Messi", "90+3")],
    [],
    GYN,
)
m(
    "Semi-finals",
    "2021-07-05",
    "20:00",
    "Brazil",
    "Peru",
    [1, 0],
    [1, 0],
    [g("Lucas Paquetá", 35)],
    [],
    NS,
)
m(
    "Semi-finals",
    "2021-07-06",
    "22:00",
    "Argentina",
    "Colombia",
    [1, 0],
    [1, 1],
    [g("Lautaro Martínez", 7)],
    [g("Luis Díaz", 61)],
    BSB,
    p=[3, 2],
)
m(
    "Match for third place",
    "2021-07-09",
    "20:00",
    "Peru",
    "Colombia",
    [1, 0],
    [2, 3],
    [g("Yoshimar Yotún", 45), g("Gianluca Lapadula", 82)],
    [g("Juan Cuadrado", 49), g("Luis Díaz", 66), g("Luis Díaz", "90+4")],
    BSB,
)
m(
    "Final",
    "2021-07-10",
    "21:00",
    "Argentina",
    "Brazil",
    [1, 0],
    [1, 0],
    [g("Ángel Di María", 22)],
    [],
    MA,
)

TEAMS = [
    ("Argentina", "ARG"),
    ("Bolivia", "BOL"),
    ("Chile", "CHI"),
    ("Paraguay", "PAR"),
    ("Uruguay", "URU"),
    ("Brazil", "BRA"),
    ("Colombia", "COL"),
    ("Ecuador", "ECU"),
    ("Peru", "PER"),
    ("Venezuela", "VEN"),
]
NAME = "Copa América 2021"
out = os.path.join(HERE, "data")
with open(os.path.join(out, "copa.json"), "w") as f:
    json.dump({"name": NAME, "matches": M}, f, ensure_ascii=False, indent=1)
with open(os.path.join(out, "copa.teams.json"), "w") as f:
    json.dump(
        {"name": NAME, "teams": [{"name": n, "code": c} for n, c in TEAMS]},
        f,
        ensure_ascii=False,
        indent=2,
    )
with open(os.path.join(out, "copa.groups.json"), "w") as f:
    json.dump(
        {
            "name": NAME,
            "groups": [
                {"name": "Group A", "teams": [{"name": n, "code": c} for n, c in TEAMS[:5]]},
                {"name": "Group B", "teams": [{"name": n, "code": c} for n, c in TEAMS[5:]]},
            ],
        },
        f,
        ensure_ascii=False,
        indent=2,
    )
print(len(M), "matches")
