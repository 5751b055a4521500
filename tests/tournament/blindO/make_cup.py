"""Write cup.json (blindO): an invented Italian knockout cup of 16 clubs, Football.JSON.

Flat "matches" layout with "round" ("Round of 16", "Quarter-finals", "Semi-finals",
"Final"), "ground" as "Stadium, City", one match won after extra time (Quarter-finals) and one
on penalties (Semi-finals). Each match's goals are checked against its scores (half time,
full time, after extra time). Run: python3 make_cup.py
"""

import json
from pathlib import Path

OUT = Path(__file__).with_name("cup.json")
NAME = "Coppa delle Valli 2030/31"

GROUNDS = {
    "Polisportiva Valdorno": "Stadio Comunale Renzo Ferraris, Valdorno",
    "AC Borgoleone": "Stadio Leone d'Oro, Borgoleone",
    "FC Serravento": "Stadio dei Venti, Serravento",
    "SS Pietrafonda": "Stadio Bruno Matteucci, Pietrafonda",
    "AS Roccavera": "Stadio del Castello, Roccavera",
    "Virtus Lagomonte": "Stadio Lago Blu, Lagomonte",
    "Real Montesorbo": "Stadio Aldo Fontanesi, Montesorbo",
    "Sporting Acquachiara": "Stadio Fonte Chiara, Acquachiara",
    "Atletico Fiumelargo": "Stadio Ponte Vecchio, Fiumelargo",
}
FINAL_GROUND = "Stadio Olimpico delle Valli, Valmora"

# round, date, time, home, away, goals of home, goals of away, extra (et / p)
# a goal: "Name minute", suffix " p" for a penalty, " og" for an own goal
MATCHES: list[tuple[str, str, str, str, str, list[str], list[str], dict]] = [
    (
        "Round of 16",
        "2031-01-14",
        "18:30",
        "Polisportiva Valdorno",
        "Libertas Torrebianca",
        ["Samuele Gherardini 12", "Tommaso Vezzali 58", "Samuele Gherardini 77 p"],
        ["Filippo Orsenigo 40"],
        {},
    ),
    (
        "Round of 16",
        "2031-01-14",
        "18:30",
        "AC Borgoleone",
        "US Castelmarino",
        [],
        ["Lorenzo Bettarini 33", "Giacomo Fumagalli 90+2"],
        {},
    ),
    (
        "Round of 16",
        "2031-01-14",
        "21:00",
        "FC Serravento",
        "Olimpia San Varo",
        ["Alessio Mancuso 9", "Davide Pellegatta 27", "Alessio Mancuso 55", "Cristian Zoppi 83"],
        [],
        {},
    ),
    (
        "Round of 16",
        "2031-01-14",
        "21:00",
        "SS Pietrafonda",
        "Juventina Colleverde",
        ["Emanuele Rastelli 64", "Federico Ardizzone 88"],
        ["Michele Sbardella 18"],
        {},
    ),
    (
        "Round of 16",
        "2031-01-15",
        "18:30",
        "AS Roccavera",
        "Audace Portoselva",
        ["Marco Tirabassi 45+2"],
        [],
        {},
    ),
    (
        "Round of 16",
        "2031-01-15",
        "18:30",
        "Virtus Lagomonte",
        "Real Montesorbo",
        ["Stefano Quaglieri 6", "Daniele Cerruti 31"],
        ["Andrea Villafranca 20", "Matteo Scarponi 70", "Andrea Villafranca 86"],
        {},
    ),
    (
        "Round of 16",
        "2031-01-15",
        "21:00",
        "Sporting Acquachiara",
        "US Campobruno",
        [
            "Nicolò Brambati 4",
            "Nicolò Brambati 29",
            "Riccardo Lombardozzi 38",
            "Nicolò Brambati 61",
            "Simone Caporaso 90+1",
        ],
        ["Gianluca Rinaldelli 25", "Vittorio Ambrosetti 79 p"],
        {},
    ),
    (
        "Round of 16",
        "2031-01-15",
        "21:00",
        "Atletico Fiumelargo",
        "Pro Valsanterna",
        [],
        ["Pietro Calzavara 73 og"],
        {},
    ),
    (
        "Quarter-finals",
        "2031-02-04",
        "20:45",
        "Polisportiva Valdorno",
        "US Castelmarino",
        ["Tommaso Vezzali 52", "Samuele Gherardini 80"],
        ["Lorenzo Bettarini 67"],
        {},
    ),
    (
        "Quarter-finals",
        "2031-02-04",
        "20:45",
        "FC Serravento",
        "SS Pietrafonda",
        ["Alessio Mancuso 22"],
        ["Emanuele Rastelli 75", "Federico Ardizzone 113"],
        {"ft": [1, 1]},
    ),
    (
        "Quarter-finals",
        "2031-02-05",
        "20:45",
        "AS Roccavera",
        "Real Montesorbo",
        [],
        ["Matteo Scarponi 39", "Andrea Villafranca 90+4"],
        {},
    ),
    (
        "Quarter-finals",
        "2031-02-05",
        "20:45",
        "Sporting Acquachiara",
        "Pro Valsanterna",
        ["Simone Caporaso 41", "Nicolò Brambati 66 p", "Riccardo Lombardozzi 78"],
        [],
        {},
    ),
    (
        "Semi-finals",
        "2031-03-04",
        "20:45",
        "Polisportiva Valdorno",
        "SS Pietrafonda",
        ["Samuele Gherardini 15", "Ettore Bonsignori 71"],
        ["Emanuele Rastelli 44"],
        {},
    ),
    (
        "Semi-finals",
        "2031-03-05",
        "20:45",
        "Real Montesorbo",
        "Sporting Acquachiara",
        ["Andrea Villafranca 57"],
        ["Nicolò Brambati 27"],
        {"ft": [1, 1], "p": [4, 5]},
    ),
    (
        "Final",
        "2031-05-24",
        "21:00",
        "Polisportiva Valdorno",
        "Sporting Acquachiara",
        ["Tommaso Vezzali 34"],
        ["Nicolò Brambati 69", "Riccardo Lombardozzi 90+3"],
        {},
    ),
]


def goal(text: str) -> dict:
    words = text.split()
    flags = []
    while words[-1] in ("p", "og"):
        flags.append(words.pop())
    out: dict = {"name": " ".join(words[:-1]), "minute": words[-1]}
    if "p" in flags:
        out["penalty"] = True
    if "og" in flags:
        out["owngoal"] = True
    return out


def base(minute: str) -> int:
    return int(minute.split("+")[0])


def build() -> dict:
    matches = []
    for rnd, day, time, home, away, g1, g2, extra in MATCHES:
        goals1, goals2 = [goal(g) for g in g1], [goal(g) for g in g2]
        ht = [sum(1 for g in gs if base(g["minute"]) <= 45) for gs in (goals1, goals2)]
        regular = [sum(1 for g in gs if base(g["minute"]) <= 90) for gs in (goals1, goals2)]
        total = [len(goals1), len(goals2)]
        score: dict = {"ht": ht}
        if "ft" in extra:
            assert extra["ft"] == regular, (home, away, regular)
            score["ft"] = regular
            score["et"] = total
            if "p" in extra:
                assert total[0] == total[1] and extra["p"][0] != extra["p"][1]
                score["p"] = extra["p"]
        else:
            assert regular == total and total[0] != total[1], (home, away)
            score["ft"] = total
        ground = FINAL_GROUND if rnd == "Final" else GROUNDS[home]
        matches.append(
            {
                "round": rnd,
                "date": day,
                "time": time,
                "team1": home,
                "team2": away,
                "score": score,
                "goals1": goals1,
                "goals2": goals2,
                "ground": ground,
            }
        )
    return {"name": NAME, "matches": matches}


def main() -> None:
    data = build()
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(len(data["matches"]), "matches written to", OUT.name)


if __name__ == "__main__":
    main()
