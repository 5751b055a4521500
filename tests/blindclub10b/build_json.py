#!/usr/bin/env python3
"""Writes football_json/ from the tables below (written from memory, CC0).
Goal notation: "Name 23", "Name 45+2", "Name 80 pen", "Name 3 og" (own goal listed
under the team it counted for, as openfootball does)."""
import json, re, os, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "football_json")

def goals(spec, style):
    out = []
    for g in [s.strip() for s in spec.split(";") if s.strip()]:
        m = re.match(r"(.+?) (\d+)(?:\+(\d+))?( pen| og)?$", g)
        name, mi, add, kind = m.groups()
        if style == "str":
            d = {"name": name, "minute": mi + (f"+{add}" if add else "")}
        else:
            d = {"name": name, "minute": int(mi)}
            if add: d["offset"] = int(add)
        if kind == " pen": d["penalty"] = True
        if kind == " og": d["owngoal"] = True
        out.append(d)
    return out

def score(ht, ft, et=None, p=None):
    s = {"ft": list(ft), "ht": list(ht)}
    if et: s["et"] = list(et)
    if p: s["p"] = list(p)
    return s

# ---------------- World Cup 2006 ----------------
W = "World Cup 2006"
ST06 = {  # city: (stadium, capacity for the tournament, approx.)
 "Berlin": ("Olympiastadion", 72000), "Munich": ("Allianz Arena", 66000),
 "Dortmund": ("Westfalenstadion", 65000), "Stuttgart": ("Gottlieb-Daimler-Stadion", 52000),
 "Gelsenkirchen": ("Veltins-Arena", 52000), "Hamburg": ("AOL Arena", 50000),
 "Frankfurt": ("Commerzbank-Arena", 48000), "Kaiserslautern": ("Fritz-Walter-Stadion", 46000),
 "Cologne": ("RheinEnergieStadion", 45000), "Hanover": ("AWD-Arena", 43000),
 "Leipzig": ("Zentralstadion", 43000), "Nuremberg": ("Frankenstadion", 41000)}
GR06 = {"A": ["Germany", "Costa Rica", "Poland", "Ecuador"],
 "B": ["England", "Paraguay", "Trinidad and Tobago", "Sweden"],
 "C": ["Argentina", "Ivory Coast", "Serbia and Montenegro", "Netherlands"],
 "D": ["Mexico", "Iran", "Angola", "Portugal"],
 "E": ["Italy", "Ghana", "USA", "Czech Republic"],
 "F": ["Brazil", "Croatia", "Australia", "Japan"],
 "G": ["France", "Switzerland", "South Korea", "Togo"],
 "H": ["Spain", "Ukraine", "Tunisia", "Saudi Arabia"]}
# (round or group letter, date, city, team1, team2, ht, ft, et, p, goals1, goals2)
M06 = [
 ("A","06-09","Munich","Germany","Costa Rica",(2,1),(4,2),None,None,"Philipp Lahm 6; Miroslav Klose 17; Miroslav Klose 61; Torsten Frings 87","Paulo Wanchope 12; Paulo Wanchope 73"),
 ("A","06-09","Gelsenkirchen","Poland","Ecuador",(0,1),(0,2),None,None,"","Carlos Tenorio 24; Agustín Delgado 80"),
 ("B","06-10","Frankfurt","England","Paraguay",(1,0),(1,0),None,None,"Carlos Gamarra 3 og",""),
 ("B","06-10","Dortmund","Trinidad and Tobago","Sweden",(0,0),(0,0),None,None,"",""),
 ("C","06-10","Hamburg","Argentina","Ivory Coast",(2,0),(2,1),None,None,"Hernán Crespo 24; Javier Saviola 38","Didier Drogba 82"),
 ("C","06-11","Leipzig","Serbia and Montenegro","Netherlands",(0,1),(0,1),None,None,"","Arjen Robben 18"),
 ("D","06-11","Nuremberg","Mexico","Iran",(1,1),(3,1),None,None,"Omar Bravo 28; Omar Bravo 76; Zinha 79","Yahya Golmohammadi 36"),
 ("D","06-11","Cologne","Angola","Portugal",(0,1),(0,1),None,None,"","Pauleta 4"),
 ("E","06-12","Hanover","Italy","Ghana",(1,0),(2,0),None,None,"Andrea Pirlo 40; Vincenzo Iaquinta 83",""),
 ("E","06-12","Gelsenkirchen","USA","Czech Republic",(0,2),(0,3),None,None,"","Jan Koller 5; Tomáš Rosický 36; Tomáš Rosický 76"),
 ("F","06-12","Kaiserslautern","Australia","Japan",(0,1),(3,1),None,None,"Tim Cahill 84; Tim Cahill 89; John Aloisi 90+2","Shunsuke Nakamura 26"),
 ("F","06-13","Berlin","Brazil","Croatia",(1,0),(1,0),None,None,"Kaká 44",""),
 ("G","06-13","Frankfurt","South Korea","Togo",(0,1),(2,1),None,None,"Lee Chun-soo 54; Ahn Jung-hwan 72","Mohamed Kader 31"),
 ("G","06-13","Stuttgart","France","Switzerland",(0,0),(0,0),None,None,"",""),
 ("H","06-14","Leipzig","Spain","Ukraine",(2,0),(4,0),None,None,"Xabi Alonso 13; David Villa 17; David Villa 48 pen; Fernando Torres 81",""),
 ("H","06-14","Munich","Tunisia","Saudi Arabia",(1,0),(2,2),None,None,"Zied Jaziri 23; Radhi Jaïdi 90+2","Yasser Al-Qahtani 57; Sami Al-Jaber 84"),
 ("A","06-14","Dortmund","Germany","Poland",(0,0),(1,0),None,None,"Oliver Neuville 90+1",""),
 ("A","06-15","Hamburg","Ecuador","Costa Rica",(1,0),(3,0),None,None,"Carlos Tenorio 8; Agustín Delgado 54; Iván Kaviedes 90+2",""),
 ("B","06-15","Nuremberg","England","Trinidad and Tobago",(0,0),(2,0),None,None,"Peter Crouch 83; Steven Gerrard 90+1",""),
 ("B","06-15","Berlin","Sweden","Paraguay",(0,0),(1,0),None,None,"Fredrik Ljungberg 89",""),
 ("C","06-16","Gelsenkirchen","Argentina","Serbia and Montenegro",(3,0),(6,0),None,None,"Maxi Rodríguez 6; Esteban Cambiasso 31; Maxi Rodríguez 41; Hernán Crespo 78; Carlos Tevez 84; Lionel Messi 88",""),
 ("C","06-16","Stuttgart","Netherlands","Ivory Coast",(2,1),(2,1),None,None,"Robin van Persie 23; Ruud van Nistelrooy 27","Bakary Koné 38"),
 ("D","06-16","Hanover","Mexico","Angola",(0,0),(0,0),None,None,"",""),
 ("D","06-17","Frankfurt","Portugal","Iran",(0,0),(2,0),None,None,"Deco 63; Cristiano Ronaldo 80 pen",""),
 ("E","06-17","Cologne","Czech Republic","Ghana",(0,1),(0,2),None,None,"","Asamoah Gyan 2; Sulley Muntari 82"),
 ("E","06-17","Kaiserslautern","Italy","USA",(1,1),(1,1),None,None,"Alberto Gilardino 22","Cristian Zaccardo 27 og"),
 ("F","06-18","Nuremberg","Japan","Croatia",(0,0),(0,0),None,None,"",""),
 ("F","06-18","Munich","Brazil","Australia",(0,0),(2,0),None,None,"Adriano 49; Fred 90",""),
 ("G","06-18","Leipzig","France","South Korea",(1,0),(1,1),None,None,"Thierry Henry 9","Park Ji-sung 81"),
 ("G","06-19","Dortmund","Togo","Switzerland",(0,1),(0,2),None,None,"","Alexander Frei 16; Tranquillo Barnetta 88"),
 ("H","06-19","Hamburg","Saudi Arabia","Ukraine",(0,2),(0,4),None,None,"","Andriy Rusol 4; Serhiy Rebrov 36; Andriy Shevchenko 46; Maksym Kalynychenko 84"),
 ("H","06-19","Stuttgart","Spain","Tunisia",(0,1),(3,1),None,None,"Raúl 71; Fernando Torres 76; Fernando Torres 90+1 pen","Jawhar Mnari 8"),
 ("A","06-20","Berlin","Ecuador","Germany",(0,2),(0,3),None,None,"","Miroslav Klose 4; Miroslav Klose 44; Lukas Podolski 57"),
 ("A","06-20","Hanover","Costa Rica","Poland",(1,1),(1,2),None,None,"Ronald Gómez 25","Bartosz Bosacki 33; Bartosz Bosacki 66"),
 ("B","06-20","Cologne","Sweden","England",(0,1),(2,2),None,None,"Marcus Allbäck 51; Henrik Larsson 90","Joe Cole 34; Steven Gerrard 85"),
 ("B","06-20","Kaiserslautern","Paraguay","Trinidad and Tobago",(1,0),(2,0),None,None,"Brent Sancho 25 og; Nelson Cuevas 86",""),
 ("C","06-21","Frankfurt","Netherlands","Argentina",(0,0),(0,0),None,None,"",""),
 ("C","06-21","Munich","Ivory Coast","Serbia and Montenegro",(1,2),(3,2),None,None,"Aruna Dindane 37 pen; Aruna Dindane 67; Bonaventure Kalou 86 pen","Nikola Žigić 10; Saša Ilić 20"),
 ("D","06-21","Gelsenkirchen","Portugal","Mexico",(2,1),(2,1),None,None,"Maniche 6; Simão 24 pen","Francisco Fonseca 29"),
 ("D","06-21","Leipzig","Iran","Angola",(0,0),(1,1),None,None,"Sohrab Bakhtiarizadeh 75","Flávio 60"),
 ("E","06-22","Hamburg","Czech Republic","Italy",(0,1),(0,2),None,None,"","Marco Materazzi 26; Filippo Inzaghi 87"),
 ("E","06-22","Nuremberg","Ghana","USA",(2,1),(2,1),None,None,"Haminu Draman 22; Stephen Appiah 45+2 pen","Clint Dempsey 43"),
 ("F","06-22","Dortmund","Japan","Brazil",(1,1),(1,4),None,None,"Keiji Tamada 34","Ronaldo 45+1; Juninho 53; Gilberto 59; Ronaldo 81"),
 ("F","06-22","Stuttgart","Croatia","Australia",(1,1),(2,2),None,None,"Darijo Srna 2; Niko Kovač 56","Craig Moore 38 pen; Harry Kewell 79"),
 ("G","06-23","Cologne","Togo","France",(0,0),(0,2),None,None,"","Patrick Vieira 55; Thierry Henry 61"),
 ("G","06-23","Hanover","Switzerland","South Korea",(1,0),(2,0),None,None,"Philippe Senderos 23; Alexander Frei 77",""),
 ("H","06-23","Kaiserslautern","Saudi Arabia","Spain",(0,1),(0,1),None,None,"","Juanito 36"),
 ("H","06-23","Berlin","Ukraine","Tunisia",(0,0),(1,0),None,None,"Andriy Shevchenko 70 pen",""),
 ("Round of 16","06-24","Munich","Germany","Sweden",(2,0),(2,0),None,None,"Lukas Podolski 4; Lukas Podolski 12",""),
 ("Round of 16","06-24","Leipzig","Argentina","Mexico",(1,1),(1,1),(2,1),None,"Hernán Crespo 10; Maxi Rodríguez 98","Rafael Márquez 6"),
 ("Round of 16","06-25","Stuttgart","England","Ecuador",(0,0),(1,0),None,None,"David Beckham 60",""),
 ("Round of 16","06-25","Nuremberg","Portugal","Netherlands",(1,0),(1,0),None,None,"Maniche 23",""),
 ("Round of 16","06-26","Kaiserslautern","Italy","Australia",(0,0),(1,0),None,None,"Francesco Totti 90+5 pen",""),
 ("Round of 16","06-26","Cologne","Switzerland","Ukraine",(0,0),(0,0),(0,0),(0,3),"",""),
 ("Round of 16","06-27","Dortmund","Brazil","Ghana",(2,0),(3,0),None,None,"Ronaldo 5; Adriano 45+1; Zé Roberto 84",""),
 ("Round of 16","06-27","Hanover","Spain","France",(1,1),(1,3),None,None,"David Villa 28 pen","Franck Ribéry 41; Patrick Vieira 83; Zinedine Zidane 90+2"),
 ("Quarter-final","06-30","Berlin","Germany","Argentina",(0,0),(1,1),(1,1),(4,2),"Miroslav Klose 80","Roberto Ayala 49"),
 ("Quarter-final","06-30","Hamburg","Italy","Ukraine",(1,0),(3,0),None,None,"Gianluca Zambrotta 6; Luca Toni 59; Luca Toni 69",""),
 ("Quarter-final","07-01","Gelsenkirchen","England","Portugal",(0,0),(0,0),(0,0),(1,3),"",""),
 ("Quarter-final","07-01","Frankfurt","Brazil","France",(0,0),(0,1),None,None,"","Thierry Henry 57"),
 ("Semi-final","07-04","Dortmund","Germany","Italy",(0,0),(0,0),(0,2),None,"","Fabio Grosso 119; Alessandro Del Piero 120+1"),
 ("Semi-final","07-05","Munich","Portugal","France",(0,1),(0,1),None,None,"","Zinedine Zidane 33 pen"),
 ("Match for third place","07-08","Stuttgart","Germany","Portugal",(0,0),(3,1),None,None,"Bastian Schweinsteiger 56; Petit 61 og; Bastian Schweinsteiger 78","Nuno Gomes 88"),
 ("Final","07-09","Berlin","Italy","France",(1,1),(1,1),(1,1),(5,3),"Marco Materazzi 19","Zinedine Zidane 7 pen"),
]

def wc06():
    days = sorted({m[1] for m in M06 if len(m[0]) == 1})
    ms = []
    for (r, d, city, t1, t2, ht, ft, et, p, g1, g2) in M06:
        rnd = f"Matchday {days.index(d)+1}" if len(r) == 1 else r
        m = {"round": rnd, "date": f"2006-{d}", "team1": t1, "team2": t2,
             "score": score(ht, ft, et, p), "goals1": goals(g1, "str"), "goals2": goals(g2, "str")}
        if len(r) == 1: m["group"] = f"Group {r}"
        m["ground"] = f"{ST06[city][0]}, {city}"
        ms.append(m)
    d = os.path.join(OUT, "worldcup-2006"); os.makedirs(d, exist_ok=True)
    json.dump({"name": W, "matches": ms}, open(f"{d}/worldcup.json", "w"), ensure_ascii=False, indent=1)
    json.dump({"name": W, "groups": [{"name": f"Group {k}", "teams": v} for k, v in GR06.items()]},
              open(f"{d}/worldcup.groups.json", "w"), ensure_ascii=False, indent=2)
    json.dump({"name": W, "stadiums": [{"city": c, "timezone": "UTC+2", "cc": "de", "name": n, "capacity": cap}
              for c, (n, cap) in ST06.items()]}, open(f"{d}/worldcup.stadiums.json", "w"), ensure_ascii=False, indent=2)

# ---------------- Euro 2008 ----------------
E = "Euro 2008"
CODES = {"Switzerland": "SUI", "Czech Republic": "CZE", "Portugal": "POR", "Turkey": "TUR",
 "Austria": "AUT", "Croatia": "CRO", "Germany": "GER", "Poland": "POL",
 "Netherlands": "NED", "Italy": "ITA", "Romania": "ROU", "France": "FRA",
 "Spain": "ESP", "Russia": "RUS", "Sweden": "SWE", "Greece": "GRE"}
GR08 = {"A": ["Switzerland", "Czech Republic", "Portugal", "Turkey"],
 "B": ["Austria", "Croatia", "Germany", "Poland"],
 "C": ["Netherlands", "Italy", "Romania", "France"],
 "D": ["Spain", "Russia", "Sweden", "Greece"]}
ST08 = {"Basel": "St. Jakob-Park", "Geneva": "Stade de Genève", "Zürich": "Letzigrund",
 "Bern": "Stade de Suisse", "Vienna": "Ernst-Happel-Stadion", "Klagenfurt": "Wörthersee Stadion",
 "Innsbruck": "Tivoli Neu", "Salzburg": "EM Stadion Wals-Siezenheim"}
M08 = [
 ("A","06-07","Basel","Switzerland","Czech Republic",(0,0),(0,1),None,None,"","Václav Svěrák 71"),
 ("A","06-07","Geneva","Portugal","Turkey",(0,0),(2,0),None,None,"Pepe 61; Raul Meireles 90+3",""),
 ("B","06-08","Vienna","Austria","Croatia",(0,1),(0,1),None,None,"","Luka Modrić 4 pen"),
 ("B","06-08","Klagenfurt","Germany","Poland",(1,0),(2,0),None,None,"Lukas Podolski 20; Lukas Podolski 72",""),
 ("C","06-09","Zürich","Romania","France",(0,0),(0,0),None,None,"",""),
 ("C","06-09","Bern","Netherlands","Italy",(2,0),(3,0),None,None,"Ruud van Nistelrooy 26; Wesley Sneijder 31; Giovanni van Bronckhorst 79",""),
 ("D","06-10","Innsbruck","Spain","Russia",(2,0),(4,1),None,None,"David Villa 20; David Villa 44; David Villa 75; Cesc Fàbregas 90+1","Roman Pavlyuchenko 86"),
 ("D","06-10","Salzburg","Greece","Sweden",(0,0),(0,2),None,None,"","Zlatan Ibrahimović 67; Petter Hansson 72"),
 ("A","06-11","Geneva","Czech Republic","Portugal",(1,1),(1,3),None,None,"Libor Sionko 17","Deco 8; Cristiano Ronaldo 63; Ricardo Quaresma 90+1"),
 ("A","06-11","Basel","Switzerland","Turkey",(1,0),(1,2),None,None,"Hakan Yakin 32","Semih Şentürk 57; Arda Turan 90+2"),
 ("B","06-12","Klagenfurt","Croatia","Germany",(1,0),(2,1),None,None,"Darijo Srna 24; Ivica Olić 62","Lukas Podolski 79"),
 ("B","06-12","Vienna","Austria","Poland",(0,1),(1,1),None,None,"Ivica Vastić 90+3 pen","Roger Guerreiro 30"),
 ("C","06-13","Zürich","Italy","Romania",(0,0),(1,1),None,None,"Christian Panucci 56","Adrian Mutu 55"),
 ("C","06-13","Bern","Netherlands","France",(1,0),(4,1),None,None,"Dirk Kuyt 9; Robin van Persie 59; Arjen Robben 72; Wesley Sneijder 90+2","Thierry Henry 71"),
 ("D","06-14","Innsbruck","Sweden","Spain",(1,1),(1,2),None,None,"Zlatan Ibrahimović 34","Fernando Torres 15; David Villa 90+2"),
 ("D","06-14","Salzburg","Greece","Russia",(0,1),(0,1),None,None,"","Konstantin Zyryanov 33"),
 ("A","06-15","Basel","Switzerland","Portugal",(0,0),(2,0),None,None,"Hakan Yakin 71; Hakan Yakin 83 pen",""),
 ("A","06-15","Geneva","Turkey","Czech Republic",(0,1),(3,2),None,None,"Arda Turan 75; Nihat Kahveci 87; Nihat Kahveci 89","Jan Koller 34; Jaroslav Plašil 62"),
 ("B","06-16","Vienna","Austria","Germany",(0,0),(0,1),None,None,"","Michael Ballack 49"),
 ("B","06-16","Klagenfurt","Poland","Croatia",(0,0),(0,1),None,None,"","Ivan Klasnić 53"),
 ("C","06-17","Bern","Netherlands","Romania",(0,0),(2,0),None,None,"Klaas-Jan Huntelaar 54; Robin van Persie 87",""),
 ("C","06-17","Zürich","France","Italy",(0,1),(0,2),None,None,"","Andrea Pirlo 25 pen; Daniele De Rossi 62"),
 ("D","06-18","Salzburg","Greece","Spain",(1,0),(1,2),None,None,"Angelos Charisteas 42","Rubén de la Red 61; Daniel Güiza 88"),
 ("D","06-18","Innsbruck","Russia","Sweden",(1,0),(2,0),None,None,"Roman Pavlyuchenko 24; Andrey Arshavin 50",""),
 ("Quarter-finals","06-19","Basel","Portugal","Germany",(1,2),(2,3),None,None,"Nuno Gomes 40; Hélder Postiga 87","Bastian Schweinsteiger 22; Miroslav Klose 26; Michael Ballack 61"),
 ("Quarter-finals","06-20","Vienna","Croatia","Turkey",(0,0),(0,0),(1,1),(1,3),"Ivan Klasnić 119","Semih Şentürk 120+2"),
 ("Quarter-finals","06-21","Basel","Netherlands","Russia",(0,0),(1,1),(1,3),None,"Ruud van Nistelrooy 86","Roman Pavlyuchenko 56; Dmitri Torbinski 112; Andrey Arshavin 116"),
 ("Quarter-finals","06-22","Vienna","Spain","Italy",(0,0),(0,0),(0,0),(4,2),"",""),
 ("Semi-finals","06-25","Basel","Germany","Turkey",(1,1),(3,2),None,None,"Bastian Schweinsteiger 26; Miroslav Klose 79; Philipp Lahm 90","Uğur Boral 22; Semih Şentürk 86"),
 ("Semi-finals","06-26","Vienna","Russia","Spain",(0,0),(0,3),None,None,"","Xavi 50; Daniel Güiza 73; David Silva 82"),
 ("Final","06-29","Vienna","Germany","Spain",(0,1),(0,1),None,None,"","Fernando Torres 33"),
]

def euro08():
    rounds = {}
    for i, (r, d, city, t1, t2, ht, ft, et, p, g1, g2) in enumerate(M08, 1):
        rnd = f"Matchday {(i-1)//8+1}" if len(r) == 1 else r
        m = {"num": i, "date": f"2008-{d}", "team1": {"name": t1, "code": CODES[t1]},
             "team2": {"name": t2, "code": CODES[t2]}, "score": score(ht, ft, et, p),
             "goals1": goals(g1, "int"), "goals2": goals(g2, "int")}
        if len(r) == 1: m["group"] = f"Group {r}"
        m["ground"] = f"{ST08[city]}, {city}"
        rounds.setdefault(rnd, []).append(m)
    d = os.path.join(OUT, "euro-2008"); os.makedirs(d, exist_ok=True)
    json.dump({"name": E, "rounds": [{"name": k, "matches": v} for k, v in rounds.items()]},
              open(f"{d}/euro.json", "w"), ensure_ascii=False, indent=1)
    json.dump({"name": E, "groups": [{"name": f"Group {k}", "teams": [{"name": t, "code": CODES[t]} for t in v]}
              for k, v in GR08.items()]}, open(f"{d}/euro.groups.json", "w"), ensure_ascii=False, indent=2)
    json.dump({"name": E, "teams": [{"name": t, "code": CODES[t], "group": k} for k, v in GR08.items() for t in v]},
              open(f"{d}/euro.teams.json", "w"), ensure_ascii=False, indent=2)

if __name__ == "__main__":
    wc06(); euro08()
