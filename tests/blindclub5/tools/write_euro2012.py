#!/usr/bin/env python3
"""Writes data/euro-2012/euro.json and euro.groups.json (Euro 2012, Poland-Ukraine) in the
nested Football.JSON shape of openfootball's euro.json (rounds -> matches, teams as
{name, code}, minute an integer plus offset). Written from the author's memory (CC0)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "euro-2012")

T = {"POL": "Poland", "GRE": "Greece", "RUS": "Russia", "CZE": "Czech Republic",
     "NED": "Netherlands", "DEN": "Denmark", "GER": "Germany", "POR": "Portugal",
     "ESP": "Spain", "ITA": "Italy", "IRL": "Republic of Ireland", "CRO": "Croatia",
     "UKR": "Ukraine", "SWE": "Sweden", "FRA": "France", "ENG": "England"}
GROUPS = {"Group A": ["POL", "GRE", "RUS", "CZE"], "Group B": ["NED", "DEN", "GER", "POR"],
          "Group C": ["ESP", "ITA", "IRL", "CRO"], "Group D": ["UKR", "SWE", "FRA", "ENG"]}
G = {
    "WAR": "National Stadium, Warsaw", "WRO": "Municipal Stadium, Wrocław",
    "GDA": "PGE Arena, Gdańsk", "POZ": "Municipal Stadium, Poznań",
    "KYI": "Olympic Stadium, Kyiv", "DON": "Donbass Arena, Donetsk",
    "KHA": "Metalist Stadium, Kharkiv", "LVI": "Arena Lviv, Lviv",
}


def g(name, minute, offset=None, pen=False, og=False):
    d = {"name": name, "minute": minute}
    if offset:
        d["offset"] = offset
    if pen:
        d["penalty"] = True
    if og:
        d["owngoal"] = True
    return d


# (round, num, date, time (local), ground, t1, t2, ht, ft, et, p, goals1, goals2, group)
M = [
    # Matchday 1
    ("Matchday 1", 1, "2012-06-08", "18:00", "WAR", "POL", "GRE", [1, 0], [1, 1], None, None,
     [g("Lewandowski", 17)], [g("Salpingidis", 51)], "Group A"),
    ("Matchday 1", 2, "2012-06-08", "20:45", "WRO", "RUS", "CZE", [2, 0], [4, 1], None, None,
     [g("Dzagoev", 15), g("Shirokov", 24), g("Dzagoev", 79), g("Pavlyuchenko", 82)],
     [g("Pilař", 52)], "Group A"),
    ("Matchday 1", 3, "2012-06-09", "19:00", "KHA", "NED", "DEN", [0, 1], [0, 1], None, None,
     [], [g("Krohn-Dehli", 24)], "Group B"),
    ("Matchday 1", 4, "2012-06-09", "21:45", "LVI", "GER", "POR", [0, 0], [1, 0], None, None,
     [g("Gómez", 72)], [], "Group B"),
    ("Matchday 1", 5, "2012-06-10", "18:00", "GDA", "ESP", "ITA", [0, 0], [1, 1], None, None,
     [g("Fàbregas", 64)], [g("Di Natale", 61)], "Group C"),
    ("Matchday 1", 6, "2012-06-10", "20:45", "POZ", "IRL", "CRO", [1, 2], [1, 3], None, None,
     [g("St Ledger", 19)], [g("Mandžukić", 3), g("Jelavić", 43), g("Mandžukić", 48)], "Group C"),
    ("Matchday 1", 7, "2012-06-11", "19:00", "DON", "FRA", "ENG", [1, 1], [1, 1], None, None,
     [g("Nasri", 39)], [g("Lescott", 30)], "Group D"),
    ("Matchday 1", 8, "2012-06-11", "21:45", "KYI", "UKR", "SWE", [0, 0], [2, 1], None, None,
     [g("Shevchenko", 55), g("Shevchenko", 62)], [g("Ibrahimović", 52)], "Group D"),
    # Matchday 2
    ("Matchday 2", 9, "2012-06-12", "18:00", "WRO", "GRE", "CZE", [0, 2], [1, 2], None, None,
     [g("Gekas", 53)], [g("Jiráček", 3), g("Pilař", 6)], "Group A"),
    ("Matchday 2", 10, "2012-06-12", "20:45", "WAR", "POL", "RUS", [0, 1], [1, 1], None, None,
     [g("Błaszczykowski", 57)], [g("Dzagoev", 37)], "Group A"),
    ("Matchday 2", 11, "2012-06-13", "19:00", "LVI", "DEN", "POR", [1, 2], [2, 3], None, None,
     [g("Bendtner", 41), g("Bendtner", 80)], [g("Pepe", 24), g("Postiga", 36), g("Varela", 87)],
     "Group B"),
    ("Matchday 2", 12, "2012-06-13", "21:45", "KHA", "NED", "GER", [0, 2], [1, 2], None, None,
     [g("van Persie", 73)], [g("Gómez", 24), g("Gómez", 38)], "Group B"),
    ("Matchday 2", 13, "2012-06-14", "18:00", "POZ", "ITA", "CRO", [1, 0], [1, 1], None, None,
     [g("Pirlo", 39)], [g("Mandžukić", 72)], "Group C"),
    ("Matchday 2", 14, "2012-06-14", "20:45", "GDA", "ESP", "IRL", [1, 0], [4, 0], None, None,
     [g("F. Torres", 4), g("Silva", 49), g("F. Torres", 70), g("Fàbregas", 83)], [], "Group C"),
    ("Matchday 2", 15, "2012-06-15", "19:00", "DON", "UKR", "FRA", [0, 0], [0, 2], None, None,
     [], [g("Ménez", 53), g("Cabaye", 56)], "Group D"),
    ("Matchday 2", 16, "2012-06-15", "21:45", "KYI", "SWE", "ENG", [0, 1], [2, 3], None, None,
     [g("G. Johnson", 49, og=True), g("Mellberg", 59)],
     [g("Carroll", 23), g("Walcott", 64), g("Welbeck", 78)], "Group D"),
    # Matchday 3
    ("Matchday 3", 17, "2012-06-16", "20:45", "WAR", "GRE", "RUS", [1, 0], [1, 0], None, None,
     [g("Karagounis", 45, offset=2)], [], "Group A"),
    ("Matchday 3", 18, "2012-06-16", "20:45", "WRO", "CZE", "POL", [0, 0], [1, 0], None, None,
     [g("Jiráček", 72)], [], "Group A"),
    ("Matchday 3", 19, "2012-06-17", "21:45", "KHA", "POR", "NED", [1, 1], [2, 1], None, None,
     [g("Ronaldo", 28), g("Ronaldo", 74)], [g("van der Vaart", 11)], "Group B"),
    ("Matchday 3", 20, "2012-06-17", "21:45", "LVI", "DEN", "GER", [1, 1], [1, 2], None, None,
     [g("Krohn-Dehli", 24)], [g("Podolski", 19), g("L. Bender", 80)], "Group B"),
    ("Matchday 3", 21, "2012-06-18", "20:45", "GDA", "CRO", "ESP", [0, 0], [0, 1], None, None,
     [], [g("Navas", 88)], "Group C"),
    ("Matchday 3", 22, "2012-06-18", "20:45", "POZ", "ITA", "IRL", [1, 0], [2, 0], None, None,
     [g("Cassano", 35), g("Balotelli", 90)], [], "Group C"),
    ("Matchday 3", 23, "2012-06-19", "21:45", "KYI", "SWE", "FRA", [0, 0], [2, 0], None, None,
     [g("Ibrahimović", 54), g("Larsson", 90, offset=1)], [], "Group D"),
    ("Matchday 3", 24, "2012-06-19", "21:45", "DON", "ENG", "UKR", [0, 0], [1, 0], None, None,
     [g("Rooney", 48)], [], "Group D"),
    # Quarter-finals
    ("Quarter-finals", 25, "2012-06-21", "20:45", "WAR", "CZE", "POR", [0, 0], [0, 1], None, None,
     [], [g("Ronaldo", 79)], None),
    ("Quarter-finals", 26, "2012-06-22", "20:45", "GDA", "GER", "GRE", [1, 0], [4, 2], None, None,
     [g("Lahm", 39), g("Khedira", 61), g("Klose", 68), g("Reus", 74)],
     [g("Samaras", 55), g("Salpingidis", 89, pen=True)], None),
    ("Quarter-finals", 27, "2012-06-23", "21:45", "DON", "ESP", "FRA", [1, 0], [2, 0], None, None,
     [g("Xabi Alonso", 19), g("Xabi Alonso", 90, offset=1, pen=True)], [], None),
    ("Quarter-finals", 28, "2012-06-24", "21:45", "KYI", "ENG", "ITA", [0, 0], [0, 0], [0, 0], [2, 4],
     [], [], None),
    # Semi-finals
    ("Semi-finals", 29, "2012-06-27", "21:45", "DON", "POR", "ESP", [0, 0], [0, 0], [0, 0], [2, 4],
     [], [], None),
    ("Semi-finals", 30, "2012-06-28", "20:45", "WAR", "GER", "ITA", [0, 2], [1, 2], None, None,
     [g("Özil", 90, offset=2, pen=True)], [g("Balotelli", 20), g("Balotelli", 36)], None),
    # Final
    ("Final", 31, "2012-07-01", "21:45", "KYI", "ESP", "ITA", [2, 0], [4, 0], None, None,
     [g("Silva", 14), g("Alba", 41), g("F. Torres", 84), g("Mata", 88)], [], None),
]


def main():
    rounds = []
    for rnd, num, date, time, ground, t1, t2, ht, ft, et, p, g1, g2, group in M:
        if not rounds or rounds[-1]["name"] != rnd:
            rounds.append({"name": rnd, "matches": []})
        score = {"ft": ft, "ht": ht}
        if et is not None:
            score["et"] = et
        if p is not None:
            score["p"] = p
        m = {"num": num, "date": date, "time": time,
             "team1": {"name": T[t1], "code": t1}, "team2": {"name": T[t2], "code": t2},
             "score": score, "goals1": g1, "goals2": g2, "ground": G[ground]}
        if group:
            m["group"] = group
        rounds[-1]["matches"].append(m)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "euro.json"), "w", encoding="utf-8") as f:
        json.dump({"name": "Euro 2012", "rounds": rounds}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    groups = [{"name": n, "teams": [{"name": T[c], "code": c} for c in cs]}
              for n, cs in GROUPS.items()]
    with open(os.path.join(OUT, "euro.groups.json"), "w", encoding="utf-8") as f:
        json.dump({"name": "Euro 2012", "groups": groups}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    # self-check: goals agree with scores
    for rnd, num, *_r in M:
        pass
    for m in M:
        ft, g1, g2, et = m[8], m[11], m[12], m[9]
        fin = et if et else ft
        assert len(g1) == fin[0] and len(g2) == fin[1], m[:7]
    print(len(M), "matches,", sum(len(m[11]) + len(m[12]) for m in M), "goals")


if __name__ == "__main__":
    main()
