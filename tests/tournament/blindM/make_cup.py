"""Write cup.json (Copa Marenca 2026, invented) for the blindM evaluation set.

The bracket is written out here by design (seven matches); make_questions.py computes every
fact the questions expect from the written file. Run: python make_cup.py
"""

import json
from pathlib import Path

HERE = Path(__file__).parent

CODES = {
    "Deportivo Almares": "ALM",
    "Club Atlético Valdoria": "VAL",
    "Real Sotuello": "SOT",
    "Deportivo Lunagro": "LUN",
    "Racing Orbesa": "ORB",
    "Rioclaro FC": "RIO",
    "Deportivo Camposeco": "CAM",
    "Atlético Fuentelara": "FUE",
}
GROUNDS = {
    "almares": "Estadio Los Almendros, Almares",
    "sotuello": "Estadio Ribera Alta, Sotuello",
    "lunagro": "Estadio El Mirador, Lunagro",
    "camposeco": "Campo Municipal La Vega, Camposeco",
    "final": "Estadio Nacional Marenca, San Aurelio",
}


def team(name: str) -> dict:
    return {"name": name, "code": CODES[name]}


def goal(name: str, minute: int, offset: int = 0, **flags: bool) -> dict:
    g: dict = {"name": name, "minute": minute}
    if offset:
        g["offset"] = offset
    g.update(flags)
    return g


def match(num, date, time, t1, t2, score, g1, g2, ground) -> dict:
    return {
        "num": num,
        "date": date,
        "time": time,
        "team1": team(t1),
        "team2": team(t2),
        "score": score,
        "goals1": g1,
        "goals2": g2,
        "ground": GROUNDS[ground],
    }


ROUNDS = [
    (
        "Quarter-finals",
        [
            match(
                1,
                "2026-04-18",
                "17:00",
                "Deportivo Almares",
                "Atlético Fuentelara",
                {"ft": [3, 0], "ht": [1, 0]},
                [
                    goal("Dámaso Terrel", 33),
                    goal("Dámaso Terrel", 58),
                    goal("Iván Pizarrón", 81, penalty=True),
                ],
                [],
                "almares",
            ),
            match(
                2,
                "2026-04-18",
                "20:00",
                "Real Sotuello",
                "Club Atlético Valdoria",
                {"ft": [1, 2], "ht": [1, 0]},
                [goal("Ezequiel Garmendi", 28)],
                [goal("Tobías Quelmar", 66), goal("Tobías Quelmar", 90, 3)],
                "sotuello",
            ),
            match(
                3,
                "2026-04-19",
                "17:00",
                "Deportivo Lunagro",
                "Racing Orbesa",
                {"ft": [1, 1], "ht": [0, 0], "et": [1, 1], "p": [4, 2]},
                [goal("Renato Galdós", 55)],
                [goal("Gonzalo Arribe", 90, 2)],
                "lunagro",
            ),
            match(
                4,
                "2026-04-19",
                "20:00",
                "Deportivo Camposeco",
                "Rioclaro FC",
                {"ft": [2, 1], "ht": [1, 1]},
                [goal("Braulio Fontecha", 12), goal("Horacio Puyadas", 87)],
                [goal("Ulises Brambar", 41)],
                "camposeco",
            ),
        ],
    ),
    (
        "Semi-finals",
        [
            match(
                5,
                "2026-05-06",
                "20:30",
                "Deportivo Almares",
                "Club Atlético Valdoria",
                {"ft": [1, 2], "ht": [1, 1]},
                [goal("Leandro Sucunza", 9)],
                [goal("Tobías Quelmar", 45, 1), goal("Rufino Arzalde", 70)],
                "almares",
            ),
            match(
                6,
                "2026-05-07",
                "20:30",
                "Deportivo Camposeco",
                "Deportivo Lunagro",
                {"ft": [0, 3], "ht": [0, 2]},
                [],
                [
                    goal("Jacinto Morcuende", 17),
                    goal("Anselmo Vidarte", 40, owngoal=True),
                    goal("Jacinto Morcuende", 76),
                ],
                "camposeco",
            ),
        ],
    ),
    (
        "Final",
        [
            match(
                7,
                "2026-05-23",
                "19:00",
                "Club Atlético Valdoria",
                "Deportivo Lunagro",
                {"ft": [1, 1], "ht": [1, 0], "et": [2, 1]},
                [goal("Tobías Quelmar", 38), goal("Nicanor Ferrúa", 104)],
                [goal("Jacinto Morcuende", 77)],
                "final",
            ),
        ],
    ),
]

if __name__ == "__main__":
    data = {"name": "Copa Marenca 2026", "rounds": [{"name": n, "matches": ms} for n, ms in ROUNDS]}
    (HERE / "cup.json").write_text(
        json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
