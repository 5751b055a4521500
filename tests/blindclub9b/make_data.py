#!/usr/bin/env python3
"""Writes the Football.JSON files of Euro 2016 and Copa América Centenario 2016 (from memory, CC0).
Goals: (name, minute, flags) with minute "90+2" style; flags 'p' penalty, 'og' own goal.
Euro: openfootball euro.json nested shape (rounds, teams {name, code}, minute int + offset).
Copa: flat shape (matches, team names as strings, minute strings, ground = city)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------- Euro 2016 ----------------
CODES = {"France": "FRA", "Romania": "ROU", "Albania": "ALB", "Switzerland": "SUI",
         "England": "ENG", "Russia": "RUS", "Wales": "WAL", "Slovakia": "SVK",
         "Germany": "GER", "Ukraine": "UKR", "Poland": "POL", "Northern Ireland": "NIR",
         "Spain": "ESP", "Czech Republic": "CZE", "Turkey": "TUR", "Croatia": "CRO",
         "Belgium": "BEL", "Italy": "ITA", "Republic of Ireland": "IRL", "Sweden": "SWE",
         "Portugal": "POR", "Iceland": "ISL", "Austria": "AUT", "Hungary": "HUN"}
GROUPS = {"A": ["France", "Romania", "Albania", "Switzerland"],
          "B": ["England", "Russia", "Wales", "Slovakia"],
          "C": ["Germany", "Ukraine", "Poland", "Northern Ireland"],
          "D": ["Spain", "Czech Republic", "Turkey", "Croatia"],
          "E": ["Belgium", "Italy", "Republic of Ireland", "Sweden"],
          "F": ["Portugal", "Iceland", "Austria", "Hungary"]}
STADIUMS = [  # name, city, capacity (UEFA's Euro 2016 figures as I remember them)
    ("Stade de France", "Saint-Denis", 81338), ("Stade Vélodrome", "Marseille", 67394),
    ("Parc Olympique Lyonnais", "Lyon", 59186), ("Stade Pierre-Mauroy", "Lille", 50186),
    ("Parc des Princes", "Paris", 48712), ("Stade de Bordeaux", "Bordeaux", 42115),
    ("Stade Geoffroy-Guichard", "Saint-Étienne", 41965), ("Stade de Nice", "Nice", 35624),
    ("Stade Bollaert-Delelis", "Lens", 38223), ("Stadium de Toulouse", "Toulouse", 33150)]
GROUND = {city: f"{name}, {city}" for name, city, _ in STADIUMS}

# (round, date, team1, team2, ht, ft, et, p, goals1, goals2, city, group)
E = []
def em(rnd, date, t1, t2, ht, ft, g1, g2, city, group=None, et=None, p=None):
    E.append(dict(rnd=rnd, date=date, t1=t1, t2=t2, ht=ht, ft=ft, et=et, p=p, g1=g1, g2=g2, city=city, group=group))
M1, M2, M3 = "Matchday 1", "Matchday 2", "Matchday 3"
# Matchday 1
em(M1, "2016-06-10", "France", "Romania", (0,0), (2,1), [("Olivier Giroud","57"),("Dimitri Payet","89")], [("Bogdan Stancu","65","p")], "Saint-Denis", "A")
em(M1, "2016-06-11", "Albania", "Switzerland", (0,1), (0,1), [], [("Fabian Schär","5")], "Lens", "A")
em(M1, "2016-06-11", "Wales", "Slovakia", (1,0), (2,1), [("Gareth Bale","10"),("Hal Robson-Kanu","81")], [("Ondrej Duda","61")], "Bordeaux", "B")
em(M1, "2016-06-11", "England", "Russia", (0,0), (1,1), [("Eric Dier","73")], [("Vasili Berezutski","90+2")], "Marseille", "B")
em(M1, "2016-06-12", "Turkey", "Croatia", (0,1), (0,1), [], [("Luka Modrić","41")], "Paris", "D")
em(M1, "2016-06-12", "Poland", "Northern Ireland", (0,0), (1,0), [("Arkadiusz Milik","51")], [], "Nice", "C")
em(M1, "2016-06-12", "Germany", "Ukraine", (1,0), (2,0), [("Shkodran Mustafi","19"),("Bastian Schweinsteiger","90+2")], [], "Lille", "C")
em(M1, "2016-06-13", "Spain", "Czech Republic", (0,0), (1,0), [("Gerard Piqué","87")], [], "Toulouse", "D")
em(M1, "2016-06-13", "Republic of Ireland", "Sweden", (0,0), (1,1), [("Wes Hoolahan","48")], [("Ciaran Clark","71","og")], "Saint-Denis", "E")
em(M1, "2016-06-13", "Belgium", "Italy", (0,1), (0,2), [], [("Emanuele Giaccherini","32"),("Graziano Pellè","90+3")], "Lyon", "E")
em(M1, "2016-06-14", "Austria", "Hungary", (0,0), (0,2), [], [("Ádám Szalai","62"),("Zoltán Stieber","87")], "Bordeaux", "F")
em(M1, "2016-06-14", "Portugal", "Iceland", (1,0), (1,1), [("Nani","31")], [("Birkir Bjarnason","50")], "Saint-Étienne", "F")
# Matchday 2
em(M2, "2016-06-15", "Russia", "Slovakia", (0,2), (1,2), [("Denis Glushakov","80")], [("Vladimír Weiss","32"),("Marek Hamšík","45")], "Lille", "B")
em(M2, "2016-06-15", "Romania", "Switzerland", (1,0), (1,1), [("Bogdan Stancu","18","p")], [("Admir Mehmedi","57")], "Paris", "A")
em(M2, "2016-06-15", "France", "Albania", (0,0), (2,0), [("Antoine Griezmann","90"),("Dimitri Payet","90+6")], [], "Marseille", "A")
em(M2, "2016-06-16", "England", "Wales", (0,1), (2,1), [("Jamie Vardy","56"),("Daniel Sturridge","90+1")], [("Gareth Bale","42")], "Lens", "B")
em(M2, "2016-06-16", "Ukraine", "Northern Ireland", (0,0), (0,2), [], [("Gareth McAuley","49"),("Niall McGinn","90+6")], "Lyon", "C")
em(M2, "2016-06-16", "Germany", "Poland", (0,0), (0,0), [], [], "Saint-Denis", "C")
em(M2, "2016-06-17", "Italy", "Sweden", (0,0), (1,0), [("Éder","88")], [], "Toulouse", "E")
em(M2, "2016-06-17", "Czech Republic", "Croatia", (0,1), (2,2), [("Milan Škoda","76"),("Tomáš Necid","90+2","p")], [("Ivan Perišić","37"),("Ivan Rakitić","59")], "Saint-Étienne", "D")
em(M2, "2016-06-17", "Spain", "Turkey", (2,0), (3,0), [("Álvaro Morata","34"),("Nolito","37"),("Álvaro Morata","48")], [], "Nice", "D")
em(M2, "2016-06-18", "Belgium", "Republic of Ireland", (0,0), (3,0), [("Romelu Lukaku","48"),("Axel Witsel","61"),("Romelu Lukaku","70")], [], "Bordeaux", "E")
em(M2, "2016-06-18", "Iceland", "Hungary", (1,0), (1,1), [("Gylfi Sigurðsson","40","p")], [("Birkir Már Sævarsson","88","og")], "Marseille", "F")
em(M2, "2016-06-18", "Portugal", "Austria", (0,0), (0,0), [], [], "Paris", "F")
# Matchday 3
em(M3, "2016-06-19", "Romania", "Albania", (0,1), (0,1), [], [("Armando Sadiku","43")], "Lyon", "A")
em(M3, "2016-06-19", "Switzerland", "France", (0,0), (0,0), [], [], "Lille", "A")
em(M3, "2016-06-20", "Russia", "Wales", (0,2), (0,3), [], [("Aaron Ramsey","11"),("Neil Taylor","20"),("Gareth Bale","67")], "Toulouse", "B")
em(M3, "2016-06-20", "Slovakia", "England", (0,0), (0,0), [], [], "Saint-Étienne", "B")
em(M3, "2016-06-21", "Ukraine", "Poland", (0,0), (0,1), [], [("Jakub Błaszczykowski","54")], "Marseille", "C")
em(M3, "2016-06-21", "Northern Ireland", "Germany", (0,1), (0,1), [], [("Mario Gómez","30")], "Paris", "C")
em(M3, "2016-06-21", "Czech Republic", "Turkey", (0,1), (0,2), [], [("Burak Yılmaz","10"),("Ozan Tufan","65")], "Lens", "D")
em(M3, "2016-06-21", "Croatia", "Spain", (1,1), (2,1), [("Nikola Kalinić","45"),("Ivan Perišić","87")], [("Álvaro Morata","7")], "Bordeaux", "D")
em(M3, "2016-06-22", "Iceland", "Austria", (1,0), (2,1), [("Jón Daði Böðvarsson","18"),("Arnór Ingvi Traustason","90+4")], [("Alessandro Schöpf","60")], "Saint-Denis", "F")
em(M3, "2016-06-22", "Hungary", "Portugal", (1,1), (3,3), [("Zoltán Gera","19"),("Balázs Dzsudzsák","47"),("Balázs Dzsudzsák","55")], [("Nani","42"),("Cristiano Ronaldo","50"),("Cristiano Ronaldo","62")], "Lyon", "F")
em(M3, "2016-06-22", "Italy", "Republic of Ireland", (0,0), (0,1), [], [("Robbie Brady","85")], "Lille", "E")
em(M3, "2016-06-22", "Sweden", "Belgium", (0,0), (0,1), [], [("Radja Nainggolan","84")], "Nice", "E")
# Round of 16
R16 = "Round of 16"
em(R16, "2016-06-25", "Switzerland", "Poland", (0,1), (1,1), [("Xherdan Shaqiri","82")], [("Jakub Błaszczykowski","39")], "Saint-Étienne", et=(1,1), p=(4,5))
em(R16, "2016-06-25", "Wales", "Northern Ireland", (0,0), (1,0), [("Gareth McAuley","75","og")], [], "Paris")
em(R16, "2016-06-25", "Croatia", "Portugal", (0,0), (0,0), [], [("Ricardo Quaresma","117")], "Lens", et=(0,1))
em(R16, "2016-06-26", "France", "Republic of Ireland", (0,1), (2,1), [("Antoine Griezmann","58"),("Antoine Griezmann","61")], [("Robbie Brady","2","p")], "Lyon")
em(R16, "2016-06-26", "Germany", "Slovakia", (2,0), (3,0), [("Jérôme Boateng","8"),("Mario Gómez","43"),("Julian Draxler","63")], [], "Lille")
em(R16, "2016-06-26", "Hungary", "Belgium", (0,1), (0,4), [], [("Toby Alderweireld","10"),("Michy Batshuayi","78"),("Eden Hazard","79"),("Yannick Carrasco","90+1")], "Toulouse")
em(R16, "2016-06-27", "Italy", "Spain", (1,0), (2,0), [("Giorgio Chiellini","33"),("Graziano Pellè","90+1")], [], "Saint-Denis")
em(R16, "2016-06-27", "England", "Iceland", (1,2), (1,2), [("Wayne Rooney","4","p")], [("Ragnar Sigurðsson","6"),("Kolbeinn Sigþórsson","18")], "Nice")
QF = "Quarter-finals"
em(QF, "2016-06-30", "Poland", "Portugal", (1,1), (1,1), [("Robert Lewandowski","2")], [("Renato Sanches","33")], "Marseille", et=(1,1), p=(3,5))
em(QF, "2016-07-01", "Wales", "Belgium", (1,1), (3,1), [("Ashley Williams","31"),("Hal Robson-Kanu","55"),("Sam Vokes","86")], [("Radja Nainggolan","13")], "Lille")
em(QF, "2016-07-02", "Germany", "Italy", (0,0), (1,1), [("Mesut Özil","65")], [("Leonardo Bonucci","78","p")], "Bordeaux", et=(1,1), p=(6,5))
em(QF, "2016-07-03", "France", "Iceland", (4,0), (5,2), [("Olivier Giroud","12"),("Paul Pogba","20"),("Dimitri Payet","43"),("Antoine Griezmann","45"),("Olivier Giroud","59")], [("Kolbeinn Sigþórsson","56"),("Birkir Bjarnason","84")], "Saint-Denis")
SF = "Semi-finals"
em(SF, "2016-07-06", "Portugal", "Wales", (0,0), (2,0), [("Cristiano Ronaldo","50"),("Nani","53")], [], "Lyon")
em(SF, "2016-07-07", "Germany", "France", (0,1), (0,2), [], [("Antoine Griezmann","45+2","p"),("Antoine Griezmann","72")], "Marseille")
em("Final", "2016-07-10", "Portugal", "France", (0,0), (0,0), [("Éder","109")], [], "Saint-Denis", et=(1,0))

def euro_goal(g):
    name, minute, *fl = g
    d = {"name": name}
    if "+" in minute:
        a, b = minute.split("+"); d["minute"] = int(a); d["offset"] = int(b)
    else:
        d["minute"] = int(minute)
    if "p" in fl: d["penalty"] = True
    if "og" in fl: d["owngoal"] = True
    return d

rounds = []
for i, m in enumerate(E, 1):
    if not rounds or rounds[-1]["name"] != m["rnd"]:
        rounds.append({"name": m["rnd"], "matches": []})
    score = {"ft": list(m["ft"]), "ht": list(m["ht"])}
    if m["et"]: score["et"] = list(m["et"])
    if m["p"]: score["p"] = list(m["p"])
    d = {"num": i, "date": m["date"],
         "team1": {"name": m["t1"], "code": CODES[m["t1"]]}, "team2": {"name": m["t2"], "code": CODES[m["t2"]]},
         "score": score, "goals1": [euro_goal(g) for g in m["g1"]], "goals2": [euro_goal(g) for g in m["g2"]]}
    if m["group"]: d["group"] = "Group " + m["group"]
    d["ground"] = GROUND[m["city"]]
    rounds[-1]["matches"].append(d)

out = os.path.join(HERE, "football_json", "euro2016")
json.dump({"name": "Euro 2016", "rounds": rounds}, open(os.path.join(out, "euro.json"), "w"), ensure_ascii=False, indent=2)
json.dump({"name": "Euro 2016", "groups": [{"name": "Group " + g, "teams": [{"name": t, "code": CODES[t]} for t in ts]} for g, ts in GROUPS.items()]},
          open(os.path.join(out, "euro.groups.json"), "w"), ensure_ascii=False, indent=2)
json.dump({"name": "Euro 2016", "stadiums": [{"city": c, "timezone": "UTC+2", "cc": "fr", "name": n, "capacity": cap} for n, c, cap in STADIUMS]},
          open(os.path.join(out, "euro.stadiums.json"), "w"), ensure_ascii=False, indent=2)

# ---------------- Copa América Centenario 2016 ----------------
CGROUPS = {"A": ["USA", "Colombia", "Costa Rica", "Paraguay"],
           "B": ["Brazil", "Ecuador", "Haiti", "Peru"],
           "C": ["Mexico", "Uruguay", "Jamaica", "Venezuela"],
           "D": ["Argentina", "Chile", "Panama", "Bolivia"]}
CCODES = {"USA": ("USA", "CONCACAF"), "Colombia": ("COL", "CONMEBOL"), "Costa Rica": ("CRC", "CONCACAF"),
          "Paraguay": ("PAR", "CONMEBOL"), "Brazil": ("BRA", "CONMEBOL"), "Ecuador": ("ECU", "CONMEBOL"),
          "Haiti": ("HAI", "CONCACAF"), "Peru": ("PER", "CONMEBOL"), "Mexico": ("MEX", "CONCACAF"),
          "Uruguay": ("URU", "CONMEBOL"), "Jamaica": ("JAM", "CONCACAF"), "Venezuela": ("VEN", "CONMEBOL"),
          "Argentina": ("ARG", "CONMEBOL"), "Chile": ("CHI", "CONMEBOL"), "Panama": ("PAN", "CONCACAF"),
          "Bolivia": ("BOL", "CONMEBOL")}
CSTADIUMS = [("Levi's Stadium", "Santa Clara", "UTC-7"), ("Rose Bowl", "Pasadena", "UTC-7"),
             ("Camping World Stadium", "Orlando", "UTC-4"), ("Soldier Field", "Chicago", "UTC-5"),
             ("Lincoln Financial Field", "Philadelphia", "UTC-4"), ("NRG Stadium", "Houston", "UTC-5"),
             ("CenturyLink Field", "Seattle", "UTC-7"), ("University of Phoenix Stadium", "Glendale", "UTC-7"),
             ("Gillette Stadium", "Foxborough", "UTC-4"), ("MetLife Stadium", "East Rutherford", "UTC-4")]
C = []
def cm(rnd, date, t1, t2, ft, g1, g2, city, group=None, ht=None, et=None, p=None):
    C.append(dict(rnd=rnd, date=date, t1=t1, t2=t2, ft=ft, ht=ht, et=et, p=p, g1=g1, g2=g2, city=city, group=group))
U = None  # scorers not known (left out)
cm(M1, "2016-06-03", "USA", "Colombia", (0,2), [], [("Cristián Zapata","8"),("James Rodríguez","42","p")], "Santa Clara", "A", ht=(0,2))
cm(M1, "2016-06-04", "Costa Rica", "Paraguay", (0,0), [], [], "Orlando", "A", ht=(0,0))
cm(M1, "2016-06-04", "Haiti", "Peru", (0,1), [], [("Paolo Guerrero","61")], "Seattle", "B", ht=(0,0))
cm(M1, "2016-06-04", "Brazil", "Ecuador", (0,0), [], [], "Pasadena", "B", ht=(0,0))
cm(M1, "2016-06-05", "Jamaica", "Venezuela", (0,1), [], [("Josef Martínez","15")], "Chicago", "C", ht=(0,1))
cm(M1, "2016-06-05", "Mexico", "Uruguay", (3,1), [("Álvaro Pereira","4","og"),("Rafael Márquez","85"),("Héctor Herrera","90+2")], [("Diego Godín","74")], "Glendale", "C", ht=(1,0))
cm(M1, "2016-06-06", "Panama", "Bolivia", (2,1), [("Blas Pérez","11"),("Blas Pérez","87")], [("Juan Carlos Arce","54")], "Orlando", "D", ht=(1,0))
cm(M1, "2016-06-06", "Argentina", "Chile", (2,1), [("Ángel Di María","51"),("Éver Banega","59")], [("José Pedro Fuenzalida","90+3")], "Santa Clara", "D", ht=(0,0))
cm(M2, "2016-06-07", "USA", "Costa Rica", (4,0), [("Clint Dempsey","9","p"),("Jermaine Jones","37"),("Bobby Wood","42"),("Graham Zusi","87")], [], "Chicago", "A", ht=(3,0))
cm(M2, "2016-06-07", "Colombia", "Paraguay", (2,1), [("Carlos Bacca","12"),("James Rodríguez","30")], [("Víctor Ayala","71")], "Pasadena", "A", ht=(2,0))
cm(M2, "2016-06-08", "Brazil", "Haiti", (7,1), [("Philippe Coutinho","14"),("Philippe Coutinho","29"),("Renato Augusto","35"),("Gabriel","59"),("Lucas Lima","67"),("Renato Augusto","86"),("Philippe Coutinho","90+2")], [("James Marcelin","70")], "Orlando", "B", ht=(3,0))
cm(M2, "2016-06-08", "Ecuador", "Peru", (2,2), U, U, "Glendale", "B", ht=(1,2))
cm(M2, "2016-06-09", "Uruguay", "Venezuela", (0,1), [], [("Salomón Rondón","36")], "Philadelphia", "C", ht=(0,1))
cm(M2, "2016-06-09", "Mexico", "Jamaica", (2,0), [("Javier Hernández","18"),("Oribe Peralta","81")], [], "Pasadena", "C", ht=(1,0))
cm(M2, "2016-06-10", "Chile", "Bolivia", (2,1), [("Arturo Vidal","46"),("Arturo Vidal","90+10","p")], [("Jasmani Campos","61")], "Foxborough", "D", ht=(0,0))
cm(M2, "2016-06-10", "Argentina", "Panama", (5,0), [("Nicolás Otamendi","7"),("Lionel Messi","68"),("Lionel Messi","78"),("Lionel Messi","87"),("Sergio Agüero","90")], [], "Chicago", "D", ht=(1,0))
cm(M3, "2016-06-11", "USA", "Paraguay", (1,0), [("Clint Dempsey","27")], [], "Philadelphia", "A", ht=(1,0))
cm(M3, "2016-06-11", "Colombia", "Costa Rica", (2,3), U, U, "Houston", "A")
cm(M3, "2016-06-12", "Brazil", "Peru", (0,1), [], [("Raúl Ruidíaz","75")], "Foxborough", "B", ht=(0,0))
cm(M3, "2016-06-12", "Ecuador", "Haiti", (4,0), U, U, "East Rutherford", "B")
cm(M3, "2016-06-13", "Mexico", "Venezuela", (1,1), [("Jesús Manuel Corona","80")], [("Alejandro Guerra","10")], "Houston", "C", ht=(0,1))
cm(M3, "2016-06-13", "Uruguay", "Jamaica", (3,0), U, U, "Santa Clara", "C")
cm(M3, "2016-06-14", "Chile", "Panama", (4,2), [("Eduardo Vargas","15"),("Eduardo Vargas","43"),("Alexis Sánchez","50"),("Alexis Sánchez","89")], [("Miguel Camargo","5"),("Abdiel Arroyo","75")], "Philadelphia", "D", ht=(2,1))
cm(M3, "2016-06-14", "Argentina", "Bolivia", (3,0), [("Erik Lamela","13"),("Ezequiel Lavezzi","15"),("Víctor Cuesta","32")], [], "Seattle", "D", ht=(3,0))
Q, S = "Quarter-finals", "Semi-finals"
cm(Q, "2016-06-16", "USA", "Ecuador", (2,1), [("Clint Dempsey","22"),("Gyasi Zardes","65")], [("Michael Arroyo","74")], "Seattle", ht=(1,0))
cm(Q, "2016-06-17", "Peru", "Colombia", (0,0), [], [], "East Rutherford", ht=(0,0), p=(2,4))
cm(Q, "2016-06-18", "Argentina", "Venezuela", (4,1), [("Gonzalo Higuaín","8"),("Gonzalo Higuaín","28"),("Lionel Messi","60"),("Erik Lamela","71")], [("Salomón Rondón","70")], "Foxborough", ht=(2,0))
cm(Q, "2016-06-18", "Mexico", "Chile", (0,7), [], [("Edson Puch","16"),("Eduardo Vargas","44"),("Alexis Sánchez","49"),("Eduardo Vargas","52"),("Eduardo Vargas","57"),("Eduardo Vargas","74"),("Edson Puch","87")], "Santa Clara", ht=(0,2))
cm(S, "2016-06-21", "USA", "Argentina", (0,4), [], [("Ezequiel Lavezzi","3"),("Lionel Messi","32"),("Gonzalo Higuaín","50"),("Gonzalo Higuaín","86")], "Houston", ht=(0,2))
cm(S, "2016-06-22", "Colombia", "Chile", (0,2), [], [("Charles Aránguiz","7"),("José Pedro Fuenzalida","11")], "Chicago", ht=(0,2))
cm("Match for third place", "2016-06-25", "USA", "Colombia", (0,1), [], [("Carlos Bacca","31")], "Glendale", ht=(0,1))
cm("Final", "2016-06-26", "Argentina", "Chile", (0,0), [], [], "East Rutherford", ht=(0,0), et=(0,0), p=(2,4))

def copa_goal(g):
    name, minute, *fl = g
    d = {"name": name, "minute": minute}
    if "p" in fl: d["penalty"] = True
    if "og" in fl: d["owngoal"] = True
    return d
ms = []
for i, m in enumerate(C, 1):
    score = {"ft": list(m["ft"])}
    if m["ht"]: score["ht"] = list(m["ht"])
    if m["et"]: score["et"] = list(m["et"])
    if m["p"]: score["p"] = list(m["p"])
    d = {"round": m["rnd"], "num": i, "date": m["date"], "team1": m["t1"], "team2": m["t2"], "score": score}
    if m["g1"] is not None:
        d["goals1"] = [copa_goal(g) for g in m["g1"]]; d["goals2"] = [copa_goal(g) for g in m["g2"]]
    if m["group"]: d["group"] = "Group " + m["group"]
    d["ground"] = m["city"]
    ms.append(d)
out = os.path.join(HERE, "football_json", "copa2016")
NAME = "Copa América Centenario 2016"
json.dump({"name": NAME, "matches": ms}, open(os.path.join(out, "copa.json"), "w"), ensure_ascii=False, indent=2)
json.dump({"name": NAME, "groups": [{"name": "Group " + g, "teams": ts} for g, ts in CGROUPS.items()]},
          open(os.path.join(out, "copa.groups.json"), "w"), ensure_ascii=False, indent=2)
json.dump({"name": NAME, "teams": [{"name": t, "fifa_code": CCODES[t][0], "group": g, "confed": CCODES[t][1]} for g, ts in CGROUPS.items() for t in ts]},
          open(os.path.join(out, "copa.teams.json"), "w"), ensure_ascii=False, indent=2)
json.dump({"name": NAME, "stadiums": [{"city": c, "timezone": tz, "cc": "us", "name": n} for n, c, tz in CSTADIUMS]},
          open(os.path.join(out, "copa.stadiums.json"), "w"), ensure_ascii=False, indent=2)
print(len(E), "euro matches,", len(C), "copa matches")
