"""Generate league.json (blindO): an invented Brazilian-style state league, Football.JSON.

Twelve invented clubs, double round robin ("Rodada 1" .. "Rodada 22", 132 matches), in the
rounds -> matches layout, with "ht"/"ft" scores and goals1/goals2 lists (minutes as strings,
"45+2" style stoppage time, some "penalty", exactly two "owngoal"). The seed is searched until
the season has a unique champion, a unique bottom club, a unique top scorer, exactly one
hat-trick, one biggest win and one highest-scoring match.
Run: python3 gen_league.py (writes league.json beside this file).
"""

import json
import math
import random
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("league.json")
NAME = "Campeonato Serrano 2031"

# club, strength (attack, defence), players: (name, weight); the last two are defenders
CLUBS: list[tuple[str, float, float, list[tuple[str, float]]]] = [
    (
        "Esporte Clube Ribamar",
        1.55,
        0.80,
        [
            ("Tiago Bezerra", 9),
            ("Caio Fontoura", 4),
            ("Renan Albuquerque", 3),
            ("Wesley Paranhos", 2),
            ("Zequinha", 2),
            ("Murilo Tavares", 1),
            ("Otávio Lins", 0.5),
            ("Gustavo Pimentel", 0.5),
        ],
    ),
    (
        "Sociedade Esportiva Marvela",
        1.45,
        0.85,
        [
            ("Diego Valadares", 6),
            ("Júlio Sarmento Neto", 4),
            ("Bruno Caxias", 3),
            ("Hélio Damasceno", 2),
            ("Felipe Arruda", 1),
            ("Igor Quintela", 1),
            ("Anderson Brito", 0.5),
            ("Rogério Seabra", 0.5),
        ],
    ),
    (
        "Grêmio Esportivo Castelinho",
        1.35,
        0.90,
        [
            ("Matheus Loureiro", 6),
            ("Vinícius Aragão", 4),
            ("Pedro Henrique Mourão", 3),
            ("Lucas Bittencourt", 2),
            ("Danilo Assunção", 1),
            ("Edson Carvalhal", 1),
            ("Marcos Figueiró", 0.5),
            ("Paulo Vasconcelos", 0.5),
        ],
    ),
    (
        "Atlético Clube Sampaio",
        1.25,
        1.00,
        [
            ("Rafael Guimarães", 5),
            ("Thiago Nogueira", 4),
            ("Leandro Macedo", 3),
            ("Betinho", 2),
            ("Samuel Coutinho", 1),
            ("Alan Peixoto", 1),
            ("Hugo Barreto", 0.5),
            ("Jefferson Lacerda", 0.5),
        ],
    ),
    (
        "Associação Atlética Lagoaça",
        1.20,
        1.00,
        [
            ("Everton Meireles", 5),
            ("Fábio Rezende", 4),
            ("Gabriel Tenório", 3),
            ("Ícaro Padilha", 2),
            ("Nathan Cordeiro", 1),
            ("Vitor Salgado", 1),
            ("Cláudio Antunes", 0.5),
            ("Reinaldo Brandão", 0.5),
        ],
    ),
    (
        "Estrela do Norte Futebol Clube",
        1.10,
        1.05,
        [
            ("Kaique Moreira", 5),
            ("Douglas Veloso", 4),
            ("Emerson Falcão", 3),
            ("Wallace Ribeiro", 2),
            ("Yuri Caldas", 1),
            ("André Queiroga", 1),
            ("Sérgio Mattos", 0.5),
            ("Fernando Leal", 0.5),
        ],
    ),
    (
        "Vale Fundo Futebol Clube",
        1.05,
        1.10,
        [
            ("Luan Cavalcanti", 5),
            ("Márcio Prates", 4),
            ("Henrique Bastos", 3),
            ("Jonas Teixeira", 2),
            ("Ramon Siqueira", 1),
            ("Cristóvão Vilela", 1),
            ("Josué Magalhães", 0.5),
            ("Ricardo Dornelles", 0.5),
        ],
    ),
    (
        "Clube Atlético Monte Claro",
        1.00,
        1.10,
        [
            ("Eduardo Pacheco", 5),
            ("Marlon Freitas", 4),
            ("Alisson Rangel", 3),
            ("Juninho Paiva", 2),
            ("Robson Aguiar", 1),
            ("Luciano Esteves", 1),
            ("Wagner Motta", 0.5),
            ("Adriano Sales", 0.5),
        ],
    ),
    (
        "Serra Alta Esporte Clube",
        0.95,
        1.15,
        [
            ("Jean Carlos Duarte", 5),
            ("Patrick Viana", 4),
            ("Gilberto Amaral", 3),
            ("Mateus Frota", 2),
            ("Willian Goulart", 1),
            ("César Morais", 1),
            ("Elias Godinho", 0.5),
            ("Tadeu Correia", 0.5),
        ],
    ),
    (
        "Barroqueira Futebol Clube",
        0.90,
        1.20,
        [
            ("Alexsandro Pires", 5),
            ("Rodrigo Furtado", 4),
            ("Nilton Batista", 3),
            ("Fabrício Leme", 2),
            ("Davi Coelho", 1),
            ("Mauro Sena", 1),
            ("Valter Nunes", 0.5),
            ("Osmar Prado", 0.5),
        ],
    ),
    (
        "Azurara Esporte Clube",
        0.85,
        1.25,
        [
            ("Lúcio Barcelos", 5),
            ("Alexandre Rocha", 4),
            ("Jorge Paixão", 3),
            ("Raul Medeiros", 2),
            ("Geovane Ximenes", 1),
            ("Ivan Saraiva", 1),
            ("Heitor Lobato", 0.5),
            ("Silas Quaresma", 0.5),
        ],
    ),
    (
        "Pontevila Atlético Clube",
        0.75,
        1.35,
        [
            ("Wendel Castilho", 5),
            ("Moisés Torquato", 4),
            ("Benedito Rios", 3),
            ("Artur Mesquita", 2),
            ("Cauã Vidal", 1),
            ("Norberto Saldanha", 1),
            ("Décio Amorim", 0.5),
            ("Jairo Bonfim", 0.5),
        ],
    ),
]
OWN_GOALS = 2
PEN_RATE = 0.07
START = date(2031, 8, 3)  # a Sunday


def schedule(n: int) -> list[list[tuple[int, int]]]:
    """Circle method: n-1 rounds, then the same rounds with home and away swapped. Home is
    given to the side that was away the round before (then to the one with fewer home games)."""
    teams = list(range(n))
    rounds = []
    homes = [0] * n
    last_home = [False] * n
    for _ in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = teams[i], teams[n - 1 - i]
            same = last_home[a] == last_home[b]
            home_first = homes[a] <= homes[b] if same else not last_home[a]
            h, v = (a, b) if home_first else (b, a)
            homes[h] += 1
            last_home[h], last_home[v] = True, False
            pairs.append((h, v))
        rounds.append(pairs)
        teams = [teams[0], teams[-1], *teams[1:-1]]
    return rounds + [[(b, a) for a, b in rnd] for rnd in rounds]


def poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def minute(rng: random.Random) -> tuple[int, str]:
    """(sort key, text): about 4% in first-half stoppage time, 7% in second-half's."""
    r = rng.random()
    if r < 0.04:
        extra = rng.randint(1, 4)
        return 4500 + extra, f"45+{extra}"
    if r < 0.11:
        extra = rng.randint(1, 6)
        return 9000 + extra, f"90+{extra}"
    m = rng.randint(1, 90)
    return m * 100, str(m)


def season(seed: int) -> dict:
    rng = random.Random(seed)
    rounds = []
    for r, pairs in enumerate(schedule(len(CLUBS)), start=1):
        day = START + timedelta(weeks=r - 1)
        matches = []
        for k, (h, a) in enumerate(pairs):
            home, away = CLUBS[h], CLUBS[a]
            lam_h = 1.25 * home[1] * away[2] * 1.1
            lam_a = 1.25 * away[1] * home[2] * 0.9
            sides = []
            for club, n in ((home, poisson(rng, lam_h)), (away, poisson(rng, lam_a))):
                names = [p for p, _ in club[3]]
                weights = [w for _, w in club[3]]
                goals = []
                for _ in range(n):
                    key, text = minute(rng)
                    goal = {"name": rng.choices(names, weights)[0], "minute": text}
                    if rng.random() < PEN_RATE:
                        goal["penalty"] = True
                    goals.append((key, goal))
                goals.sort(key=lambda kg: kg[0])
                sides.append(goals)
            ht = [sum(1 for key, _ in side if key <= 4599) for side in sides]
            ft = [len(side) for side in sides]
            matches.append(
                {
                    "date": (day - timedelta(days=1 if k < 2 else 0)).isoformat(),
                    "time": ["16:00", "18:30", "16:00", "18:30", "20:00", "16:00"][k],
                    "team1": home[0],
                    "team2": away[0],
                    "score": {"ht": ht, "ft": ft},
                    "goals1": [g for _, g in sides[0]],
                    "goals2": [g for _, g in sides[1]],
                }
            )
        rounds.append({"name": f"Rodada {r}", "matches": matches})
    # two own goals: a defender of the conceding club, credited to the other side's list
    chosen = 0
    for rnd in rounds[3::9]:
        for m in rnd["matches"]:
            if chosen == OWN_GOALS or not m["goals1"]:
                continue
            away = next(c for c in CLUBS if c[0] == m["team2"])
            goal = m["goals1"][-1]
            goal.pop("penalty", None)
            goal["name"] = away[3][-1][0]
            goal["owngoal"] = True
            chosen += 1
            break
    return {"name": NAME, "rounds": rounds}


def checks(data: dict) -> list[str]:
    """Problems that make the season unusable; empty when fine."""
    problems = []
    table: dict[str, list[int]] = {c[0]: [0, 0, 0] for c in CLUBS}  # pts, gd, gf
    scorers: dict[str, int] = {}
    hattricks = 0
    own = 0
    for rnd in data["rounds"]:
        for m in rnd["matches"]:
            a, b = m["score"]["ft"]
            if (len(m["goals1"]), len(m["goals2"])) != (a, b):
                problems.append("goals do not add up")
            for t, gf, ga in ((m["team1"], a, b), (m["team2"], b, a)):
                table[t][0] += 3 if gf > ga else 1 if gf == ga else 0
                table[t][1] += gf - ga
                table[t][2] += gf
            for side in ("goals1", "goals2"):
                per: dict[str, int] = {}
                for g in m[side]:
                    if g.get("owngoal"):
                        own += 1
                        continue
                    scorers[g["name"]] = scorers.get(g["name"], 0) + 1
                    per[g["name"]] = per.get(g["name"], 0) + 1
                hattricks += sum(1 for n in per.values() if n >= 3)
                if any(n > 3 for n in per.values()):
                    problems.append("four goals by one player")
    pts = sorted((v[0] for v in table.values()), reverse=True)
    if pts[0] == pts[1]:
        problems.append("champion tied")
    if pts[-1] == pts[-2]:
        problems.append("bottom tied")
    if pts[0] - pts[1] < 2:
        problems.append("title too close")
    results = [m["score"]["ft"] for rnd in data["rounds"] for m in rnd["matches"]]
    margins = sorted((abs(x - y) for x, y in results), reverse=True)
    totals = sorted((x + y for x, y in results), reverse=True)
    if margins[0] == margins[1] or totals[0] == totals[1]:
        problems.append("biggest win or highest-scoring match tied")
    top = sorted(scorers.values(), reverse=True)
    if top[0] == top[1]:
        problems.append("top scorer tied")
    if hattricks != 1:
        problems.append(f"{hattricks} hat-tricks")
    if own != OWN_GOALS:
        problems.append(f"{own} own goals")
    return problems


def main() -> None:
    for seed in range(1, 5000):
        data = season(seed)
        if not checks(data):
            print("seed", seed)
            OUT.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
            return
    raise SystemExit("no seed fits")


if __name__ == "__main__":
    main()
