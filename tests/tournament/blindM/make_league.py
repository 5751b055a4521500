"""Generate league.json (Liga Marenca 2025/26, invented) for the blindM evaluation set.

Deterministic: a seeded random season, kept only if it meets the set's constraints
(unique champion and bottom club, unique top scorer, a hat-trick, a unique biggest win and a
unique highest-scoring match). Run: python make_league.py  (writes league.json beside it).
"""

import json
import random
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent

CLUBS = {
    "Club Atlético Valdoria": (
        1.9,
        ["Tobías Quelmar", "Nicanor Ferrúa", "Ismael Ostabal", "Gael Mendívar", "Rufino Arzalde"],
    ),
    "Deportivo Almares": (
        1.6,
        ["Dámaso Terrel", "Iván Pizarrón", "Leandro Sucunza", "Matías Cendoya", "Hugo Calzadilla"],
    ),
    "Rioclaro FC": (
        1.4,
        [
            "Ulises Brambar",
            "Fermín Arosteguy",
            "Joel Andurra",
            "Santino Piqueras",
            "Baltasar Mondéjar",
        ],
    ),
    "Real Castellfort": (
        1.5,
        [
            "Adrián Solvato",
            "Ciro Echenagusia",
            "Pablo Truchuelo",
            "Marcelo Ibarbia",
            "Teo Landáburu",
        ],
    ),
    "Unión Tarvena": (
        1.1,
        [
            "Ramiro Vilcheta",
            "Osvaldo Pelufo",
            "Dante Sorribes",
            "Lisandro Cuervas",
            "Emilio Zubiela",
        ],
    ),
    "Deportivo Lunagro": (
        1.2,
        [
            "Jacinto Morcuende",
            "Renato Galdós",
            "Esteban Marcilla",
            "Valentín Oyarbide",
            "Fabián Tresaco",
        ],
    ),
    "Racing Orbesa": (
        1.3,
        [
            "Gonzalo Arribe",
            "Maximino Lestón",
            "Alonso Ruesga",
            "Cristian Ebrola",
            "Germán Pardiñas",
        ],
    ),
    "Club Atlético Quiroval": (
        1.0,
        [
            "Samuel Cortabarría",
            "Benjamín Urquidi",
            "Eloy Maseda",
            "Rodrigo Vallecillo",
            "Patricio Nazábal",
        ],
    ),
    "Independiente Norvilla": (
        1.2,
        [
            "Leonel Traspeña",
            "Hernán Boscarol",
            "Agustín Melgosa",
            "Federico Anchieri",
            "Julio Errazu",
        ],
    ),
    "Real Sotuello": (
        1.1,
        [
            "Mauricio Delpiano",
            "Ezequiel Garmendi",
            "Álvaro Tiscornia",
            "Simón Yarritu",
            "Camilo Brocal",
        ],
    ),
    "Montalba FC": (
        0.8,
        [
            "Octavio Rendueles",
            "Lucio Fariñas",
            "Thiago Belaustegui",
            "Marcos Ardines",
            "Iñaki Salazoga",
        ],
    ),
    "Sporting Peñaverde": (
        1.0,
        [
            "Gaspar Illanes",
            "Bautista Ozcoidi",
            "Diego Valtuille",
            "Ignacio Roldós",
            "Aurelio Zumeta",
        ],
    ),
}
WEIGHTS = [0.40, 0.22, 0.16, 0.13, 0.09]  # striker first, defender last
# Saturday of each jornada (the Sunday after takes half the matches)
SATURDAYS = [
    "2025-08-23",
    "2025-09-06",
    "2025-09-20",
    "2025-10-04",
    "2025-10-25",
    "2025-11-15",
    "2025-12-06",
    "2026-01-24",
    "2026-02-14",
    "2026-03-07",
    "2026-04-04",
]


def next_day(iso: str) -> str:
    import datetime as dt

    return (dt.date.fromisoformat(iso) + dt.timedelta(days=1)).isoformat()


def schedule(rng: random.Random) -> list[list[tuple[str, str]]]:
    teams = list(CLUBS)
    rng.shuffle(teams)
    fixed, rest = teams[0], teams[1:]
    rounds = []
    homes = Counter[str]()
    for _ in range(11):
        ring = [fixed, *rest]
        pairs = []
        for i in range(6):
            a, b = ring[i], ring[11 - i]
            if homes[a] > homes[b] or (homes[a] == homes[b] and rng.random() < 0.5):
                a, b = b, a
            homes[a] += 1
            pairs.append((a, b))
        rng.shuffle(pairs)
        rounds.append(pairs)
        rest = rest[-1:] + rest[:-1]
    return rounds


def poisson(rng: random.Random, lam: float) -> int:
    import math

    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p < limit:
            return k
        k += 1


def goals_for(rng: random.Random, club: str, n: int) -> list[dict]:
    players = CLUBS[club][1]
    minutes = sorted(rng.sample(range(1, 91), n))
    out = []
    for m in minutes:
        g: dict = {"name": rng.choices(players, WEIGHTS)[0], "minute": m}
        if rng.random() < 0.09:
            g["penalty"] = True
        out.append(g)
    return out


def season(seed: int) -> list[dict]:
    rng = random.Random(seed)
    matches = []
    for r, pairs in enumerate(schedule(rng), start=1):
        for i, (home, away) in enumerate(pairs):
            lam1 = 1.35 * CLUBS[home][0] / CLUBS[away][0] ** 0.7
            lam2 = 1.05 * CLUBS[away][0] / CLUBS[home][0] ** 0.7
            n1, n2 = poisson(rng, lam1), poisson(rng, lam2)
            g1, g2 = goals_for(rng, home, n1), goals_for(rng, away, n2)
            day = SATURDAYS[r - 1] if i < 3 else next_day(SATURDAYS[r - 1])
            ht = [sum(g["minute"] <= 45 for g in g1), sum(g["minute"] <= 45 for g in g2)]
            matches.append(
                {
                    "round": f"Jornada {r}",
                    "date": day,
                    "time": ["16:00", "18:30", "21:00"][i % 3],
                    "team1": home,
                    "team2": away,
                    "score": {"ht": ht, "ft": [n1, n2]},
                    "goals1": g1,
                    "goals2": g2,
                }
            )
    return matches


def add_own_goals(rng: random.Random, matches: list[dict]) -> None:
    """Turn two goals (not by the eventual top scorer) into own goals by an opponent."""
    done = 0
    for m in rng.sample(matches, len(matches)):
        for side, other in (("goals1", "team2"), ("goals2", "team1")):
            for g in m[side]:
                if done < 2 and not g.get("penalty") and g["name"] != TOP[0]:
                    g["name"] = CLUBS[m[other]][1][4 - done]  # a defender of the other side
                    g["owngoal"] = True
                    done += 1
                    break
            if done and done < 2:
                break
        if done == 2:
            return


def table(matches: list[dict]) -> dict[str, list[int]]:
    t = {c: [0, 0, 0, 0, 0, 0] for c in CLUBS}  # W D L GF GA Pts
    for m in matches:
        a, b = m["score"]["ft"]
        for club, f, g in ((m["team1"], a, b), (m["team2"], b, a)):
            row = t[club]
            row[3] += f
            row[4] += g
            if f > g:
                row[0] += 1
                row[5] += 3
            elif f == g:
                row[1] += 1
                row[5] += 1
            else:
                row[2] += 1
    return t


def ok(matches: list[dict]) -> bool:
    t = table(matches)
    pts = sorted((r[5] for r in t.values()), reverse=True)
    if pts[0] == pts[1] or pts[-1] == pts[-2]:
        return False
    scorers: Counter[str] = Counter()
    hat = 0
    for m in matches:
        per: Counter[str] = Counter()
        for g in m["goals1"] + m["goals2"]:
            if not g.get("owngoal"):
                scorers[g["name"]] += 1
                per[g["name"]] += 1
        hat += sum(1 for v in per.values() if v >= 3)
    top = scorers.most_common(2)
    if top[0][1] == top[1][1] or hat not in (1, 2):
        return False
    margins = sorted(
        (abs(m["score"]["ft"][0] - m["score"]["ft"][1]) for m in matches), reverse=True
    )
    totals = sorted((sum(m["score"]["ft"]) for m in matches), reverse=True)
    if margins[0] == margins[1] or totals[0] == totals[1]:
        return False
    # at least four clubs alone on their points besides first and last
    count = Counter(pts)
    return sum(1 for p in pts[1:-1] if count[p] == 1) >= 4


TOP: list[str] = [""]

if __name__ == "__main__":
    for seed in range(1, 100000):
        ms = season(seed)
        sc: Counter[str] = Counter(g["name"] for m in ms for g in m["goals1"] + m["goals2"])
        TOP[0] = sc.most_common(1)[0][0]
        add_own_goals(random.Random(seed * 7), ms)
        if ok(ms):
            break
    print("seed", seed)
    data = {"name": "Liga Marenca 2025/26", "matches": ms}
    (HERE / "league.json").write_text(
        json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
