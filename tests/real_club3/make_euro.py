"""Write UEFA Euro 2024 in Football.JSON (flat `matches`, string minutes) from the author's
own knowledge. Regenerate: python make_euro.py (writes data/euro2024/euro.*.json)."""
import json, os

OUT = os.path.join(os.path.dirname(__file__), "data", "euro2024")
S = {  # city -> stadium (UEFA tournament names), capacity (approximate tournament figures)
    "Berlin": ("Olympiastadion", 71000), "Munich": ("Munich Football Arena", 66000),
    "Dortmund": ("BVB Stadion Dortmund", 62000), "Stuttgart": ("Stuttgart Arena", 51000),
    "Gelsenkirchen": ("Arena AufSchalke", 50000), "Hamburg": ("Volksparkstadion", 49000),
    "Düsseldorf": ("Düsseldorf Arena", 47000), "Frankfurt": ("Frankfurt Arena", 47000),
    "Cologne": ("Cologne Stadium", 43000), "Leipzig": ("Leipzig Stadium", 40000),
}
GROUPS = {
    "A": [("Germany", "GER"), ("Scotland", "SCO"), ("Hungary", "HUN"), ("Switzerland", "SUI")],
    "B": [("Spain", "ESP"), ("Croatia", "CRO"), ("Italy", "ITA"), ("Albania", "ALB")],
    "C": [("Slovenia", "SVN"), ("Denmark", "DEN"), ("Serbia", "SRB"), ("England", "ENG")],
    "D": [("Poland", "POL"), ("Netherlands", "NED"), ("Austria", "AUT"), ("France", "FRA")],
    "E": [("Romania", "ROU"), ("Ukraine", "UKR"), ("Belgium", "BEL"), ("Slovakia", "SVK")],
    "F": [("Turkey", "TUR"), ("Georgia", "GEO"), ("Portugal", "POR"), ("Czech Republic", "CZE")],
}
FLAGS = {"GER": "🇩🇪", "SCO": "🏴", "HUN": "🇭🇺", "SUI": "🇨🇭", "ESP": "🇪🇸", "CRO": "🇭🇷", "ITA": "🇮🇹",
         "ALB": "🇦🇱", "SVN": "🇸🇮", "DEN": "🇩🇰", "SRB": "🇷🇸", "ENG": "🏴", "POL": "🇵🇱", "NED": "🇳🇱",
         "AUT": "🇦🇹", "FRA": "🇫🇷", "ROU": "🇷🇴", "UKR": "🇺🇦", "BEL": "🇧🇪", "SVK": "🇸🇰", "TUR": "🇹🇷",
         "GEO": "🇬🇪", "POR": "🇵🇹", "CZE": "🇨🇿"}


def g(spec):
    """'Name 12' / 'Name 45+2 p' / 'Name 87 og' -> goal dict"""
    out = []
    for part in filter(None, (p.strip() for p in spec.split(";"))):
        words = part.split()
        flags = []
        while words[-1] in ("p", "og"):
            flags.append(words.pop())
        goal = {"name": " ".join(words[:-1]), "minute": words[-1]}
        if "p" in flags:
            goal["penalty"] = True
        if "og" in flags:
            goal["owngoal"] = True
        out.append(goal)
    return out


# (round, num, date, time, team1, team2, ft, ht, goals1, goals2, group, city, et, p)
M = [
    # Group stage
    ("Matchday 1", 1, "2024-06-14", "21:00", "Germany", "Scotland", (5, 1), (3, 0),
     "Florian Wirtz 10; Jamal Musiala 19; Kai Havertz 45+1 p; Niclas Füllkrug 68; Emre Can 90+3",
     "Antonio Rüdiger 87 og", "A", "Munich"),
    ("Matchday 2", 2, "2024-06-15", "15:00", "Hungary", "Switzerland", (1, 3), (0, 2),
     "Barnabás Varga 66", "Kwadwo Duah 12; Michel Aebischer 45; Breel Embolo 90+3", "A", "Cologne"),
    ("Matchday 2", 3, "2024-06-15", "18:00", "Spain", "Croatia", (3, 0), (3, 0),
     "Álvaro Morata 29; Fabián Ruiz 32; Dani Carvajal 45+2", "", "B", "Berlin"),
    ("Matchday 2", 4, "2024-06-15", "21:00", "Italy", "Albania", (2, 1), (2, 1),
     "Alessandro Bastoni 11; Nicolò Barella 16", "Nedim Bajrami 1", "B", "Dortmund"),
    ("Matchday 3", 6, "2024-06-16", "15:00", "Poland", "Netherlands", (1, 2), (1, 1),
     "Adam Buksa 16", "Cody Gakpo 29; Wout Weghorst 83", "D", "Hamburg"),
    ("Matchday 3", 5, "2024-06-16", "18:00", "Slovenia", "Denmark", (1, 1), (0, 1),
     "Erik Janža 77", "Christian Eriksen 17", "C", "Stuttgart"),
    ("Matchday 3", 7, "2024-06-16", "21:00", "Serbia", "England", (0, 1), (0, 1),
     "", "Jude Bellingham 13", "C", "Gelsenkirchen"),
    ("Matchday 4", 9, "2024-06-17", "15:00", "Romania", "Ukraine", (3, 0), (1, 0),
     "Nicolae Stanciu 29; Răzvan Marin 53; Denis Drăguș 57", "", "E", "Munich"),
    ("Matchday 4", 10, "2024-06-17", "18:00", "Belgium", "Slovakia", (0, 1), (0, 1),
     "", "Ivan Schranz 7", "E", "Frankfurt"),
    ("Matchday 4", 8, "2024-06-17", "21:00", "Austria", "France", (0, 1), (0, 1),
     "", "Maximilian Wöber 38 og", "D", "Düsseldorf"),
    ("Matchday 5", 11, "2024-06-18", "18:00", "Turkey", "Georgia", (3, 1), (1, 1),
     "Mert Müldür 25; Arda Güler 65; Kerem Aktürkoğlu 90+7", "Georges Mikautadze 32", "F", "Dortmund"),
    ("Matchday 5", 12, "2024-06-18", "21:00", "Portugal", "Czech Republic", (2, 1), (0, 0),
     "Robin Hranáč 69 og; Francisco Conceição 90+2", "Lukáš Provod 62", "F", "Leipzig"),
    ("Matchday 6", 14, "2024-06-19", "15:00", "Croatia", "Albania", (2, 2), (0, 1),
     "Andrej Kramarić 74; Klaus Gjasula 76 og", "Qazim Laçi 11; Klaus Gjasula 90+5", "B", "Hamburg"),
    ("Matchday 6", 13, "2024-06-19", "18:00", "Germany", "Hungary", (2, 0), (1, 0),
     "Jamal Musiala 22; İlkay Gündoğan 67", "", "A", "Stuttgart"),
    ("Matchday 6", 15, "2024-06-19", "21:00", "Scotland", "Switzerland", (1, 1), (1, 1),
     "Scott McTominay 13", "Xherdan Shaqiri 26", "A", "Cologne"),
    ("Matchday 7", 18, "2024-06-20", "15:00", "Slovenia", "Serbia", (1, 1), (0, 0),
     "Žan Karničnik 69", "Luka Jović 90+5", "C", "Munich"),
    ("Matchday 7", 17, "2024-06-20", "18:00", "Denmark", "England", (1, 1), (1, 1),
     "Morten Hjulmand 34", "Harry Kane 18", "C", "Frankfurt"),
    ("Matchday 7", 16, "2024-06-20", "21:00", "Spain", "Italy", (1, 0), (0, 0),
     "Riccardo Calafiori 55 og", "", "B", "Gelsenkirchen"),
    ("Matchday 8", 20, "2024-06-21", "15:00", "Slovakia", "Ukraine", (1, 2), (1, 0),
     "Ivan Schranz 17", "Mykola Shaparenko 54; Roman Yaremchuk 80", "E", "Düsseldorf"),
    ("Matchday 8", 19, "2024-06-21", "18:00", "Poland", "Austria", (1, 3), (1, 1),
     "Krzysztof Piątek 30", "Gernot Trauner 9; Christoph Baumgartner 66; Marko Arnautović 78 p", "D", "Berlin"),
    ("Matchday 8", 21, "2024-06-21", "21:00", "Netherlands", "France", (0, 0), (0, 0),
     "", "", "D", "Leipzig"),
    ("Matchday 9", 22, "2024-06-22", "15:00", "Georgia", "Czech Republic", (1, 1), (1, 0),
     "Georges Mikautadze 45+2 p", "Patrik Schick 59", "F", "Hamburg"),
    ("Matchday 9", 23, "2024-06-22", "18:00", "Turkey", "Portugal", (0, 3), (0, 2),
     "", "Bernardo Silva 21; Samet Akaydin 28 og; Bruno Fernandes 56", "F", "Dortmund"),
    ("Matchday 9", 24, "2024-06-22", "21:00", "Belgium", "Romania", (2, 0), (1, 0),
     "Youri Tielemans 2; Kevin De Bruyne 80", "", "E", "Cologne"),
    ("Matchday 10", 25, "2024-06-23", "21:00", "Switzerland", "Germany", (1, 1), (1, 0),
     "Dan Ndoye 28", "Niclas Füllkrug 90+2", "A", "Frankfurt"),
    ("Matchday 10", 26, "2024-06-23", "21:00", "Scotland", "Hungary", (0, 1), (0, 0),
     "", "Kevin Csoboth 90+10", "A", "Stuttgart"),
    ("Matchday 11", 27, "2024-06-24", "21:00", "Albania", "Spain", (0, 1), (0, 1),
     "", "Ferran Torres 13", "B", "Düsseldorf"),
    ("Matchday 11", 28, "2024-06-24", "21:00", "Croatia", "Italy", (1, 1), (0, 0),
     "Luka Modrić 55", "Mattia Zaccagni 90+8", "B", "Leipzig"),
    ("Matchday 12", 29, "2024-06-25", "18:00", "Netherlands", "Austria", (2, 3), (0, 1),
     "Cody Gakpo 47; Memphis Depay 75", "Donyell Malen 6 og; Romano Schmid 59; Marcel Sabitzer 80", "D", "Berlin"),
    ("Matchday 12", 30, "2024-06-25", "18:00", "France", "Poland", (1, 1), (0, 0),
     "Kylian Mbappé 56 p", "Robert Lewandowski 79 p", "D", "Dortmund"),
    ("Matchday 12", 31, "2024-06-25", "21:00", "England", "Slovenia", (0, 0), (0, 0),
     "", "", "C", "Cologne"),
    ("Matchday 12", 32, "2024-06-25", "21:00", "Denmark", "Serbia", (0, 0), (0, 0),
     "", "", "C", "Munich"),
    ("Matchday 13", 33, "2024-06-26", "18:00", "Slovakia", "Romania", (1, 1), (1, 1),
     "Ondrej Duda 24", "Răzvan Marin 37 p", "E", "Frankfurt"),
    ("Matchday 13", 34, "2024-06-26", "18:00", "Ukraine", "Belgium", (0, 0), (0, 0),
     "", "", "E", "Stuttgart"),
    ("Matchday 13", 35, "2024-06-26", "21:00", "Georgia", "Portugal", (2, 0), (1, 0),
     "Khvicha Kvaratskhelia 2; Georges Mikautadze 57 p", "", "F", "Gelsenkirchen"),
    ("Matchday 13", 36, "2024-06-26", "21:00", "Czech Republic", "Turkey", (1, 2), (0, 0),
     "Tomáš Souček 66", "Hakan Çalhanoğlu 51; Cenk Tosun 90+4", "F", "Hamburg"),
    # Round of 16
    ("Round of 16", 38, "2024-06-29", "18:00", "Switzerland", "Italy", (2, 0), (1, 0),
     "Remo Freuler 37; Ruben Vargas 46", "", None, "Berlin"),
    ("Round of 16", 37, "2024-06-29", "21:00", "Germany", "Denmark", (2, 0), (0, 0),
     "Kai Havertz 53 p; Jamal Musiala 68", "", None, "Dortmund"),
    ("Round of 16", 40, "2024-06-30", "18:00", "England", "Slovakia", (1, 1), (0, 1),
     "Jude Bellingham 90+5; Harry Kane 91", "Ivan Schranz 25", None, "Gelsenkirchen", (2, 1)),
    ("Round of 16", 39, "2024-06-30", "21:00", "Spain", "Georgia", (4, 1), (1, 1),
     "Rodri 39; Fabián Ruiz 51; Nico Williams 75; Dani Olmo 83", "Robin Le Normand 18 og", None, "Cologne"),
    ("Round of 16", 42, "2024-07-01", "18:00", "France", "Belgium", (1, 0), (0, 0),
     "Jan Vertonghen 85 og", "", None, "Düsseldorf"),
    ("Round of 16", 41, "2024-07-01", "21:00", "Portugal", "Slovenia", (0, 0), (0, 0),
     "", "", None, "Frankfurt", (0, 0), (3, 0)),
    ("Round of 16", 43, "2024-07-02", "18:00", "Romania", "Netherlands", (0, 3), (0, 1),
     "", "Cody Gakpo 20; Donyell Malen 83; Donyell Malen 90+3", None, "Munich"),
    ("Round of 16", 44, "2024-07-02", "21:00", "Austria", "Turkey", (1, 2), (0, 1),
     "Michael Gregoritsch 66", "Merih Demiral 1; Merih Demiral 59", None, "Leipzig"),
    # Quarter-finals
    ("Quarter-finals", 45, "2024-07-05", "18:00", "Spain", "Germany", (1, 1), (0, 0),
     "Dani Olmo 51; Mikel Merino 119", "Florian Wirtz 89", None, "Stuttgart", (2, 1)),
    ("Quarter-finals", 46, "2024-07-05", "21:00", "Portugal", "France", (0, 0), (0, 0),
     "", "", None, "Hamburg", (0, 0), (3, 5)),
    ("Quarter-finals", 48, "2024-07-06", "18:00", "England", "Switzerland", (1, 1), (0, 0),
     "Bukayo Saka 80", "Breel Embolo 75", None, "Düsseldorf", (1, 1), (5, 3)),
    ("Quarter-finals", 47, "2024-07-06", "21:00", "Netherlands", "Turkey", (2, 1), (0, 1),
     "Stefan de Vrij 70; Mert Müldür 76 og", "Samet Akaydin 35", None, "Berlin"),
    # Semi-finals
    ("Semi-finals", 49, "2024-07-09", "21:00", "Spain", "France", (2, 1), (2, 1),
     "Lamine Yamal 21; Dani Olmo 25", "Randal Kolo Muani 9", None, "Munich"),
    ("Semi-finals", 50, "2024-07-10", "21:00", "Netherlands", "England", (1, 2), (1, 1),
     "Xavi Simons 7", "Harry Kane 18 p; Ollie Watkins 90+1", None, "Dortmund"),
    # Final
    ("Final", 51, "2024-07-14", "21:00", "Spain", "England", (2, 1), (0, 0),
     "Nico Williams 47; Mikel Oyarzabal 86", "Cole Palmer 73", None, "Berlin"),
]


def main():
    os.makedirs(OUT, exist_ok=True)
    matches = []
    for row in M:
        rnd, num, date, time, t1, t2, ft, ht, g1, g2, grp, city = row[:12]
        et = row[12] if len(row) > 12 else None
        pens = row[13] if len(row) > 13 else None
        score = {}
        if pens:
            score["p"] = list(pens)
        if et:
            score["et"] = list(et)
        score["ft"] = list(ft)
        score["ht"] = list(ht)
        m = {"round": rnd, "num": num, "date": date, "time": time + " UTC+2", "team1": t1, "team2": t2,
             "score": score, "goals1": g(g1), "goals2": g(g2)}
        if grp:
            m["group"] = "Group " + grp
        m["ground"] = f"{S[city][0]}, {city}"
        matches.append(m)
    assert len(matches) == 51 and len({m["num"] for m in matches}) == 51
    dump = lambda name, obj: json.dump(obj, open(os.path.join(OUT, name), "w", encoding="utf-8"),
                                       ensure_ascii=False, indent=2)
    dump("euro.json", {"name": "Euro 2024", "matches": matches})
    dump("euro.teams.json", [{"name": n, "fifa_code": c, "flag_icon": FLAGS[c], "group": k,
                              "continent": "Europe", "confed": "UEFA"}
                             for k, ts in GROUPS.items() for n, c in ts])
    dump("euro.groups.json", {"name": "Euro 2024", "groups": [
        {"name": "Group " + k, "teams": [n for n, _ in ts]} for k, ts in GROUPS.items()]})
    dump("euro.stadiums.json", {"name": "Euro 2024", "stadiums": [
        {"city": c, "timezone": "UTC+2", "cc": "de", "name": s, "capacity": cap} for c, (s, cap) in S.items()]})


if __name__ == "__main__":
    main()
