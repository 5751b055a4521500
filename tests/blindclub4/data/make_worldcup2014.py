"""Write worldcup-2014/*.json (Football.JSON, 2026 variant) from the table below.
Written from memory by blindclub4 (CC0). Goals: 'Name min' ; suffix ' p' penalty, ' og' own goal.
Minutes as strings like "45+1". ht may be None (unknown)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "worldcup-2014")

# date, time (local), ground(city), group/round, team1, team2, ht, ft, et, p, goals1, goals2
M = [
 ("2014-06-12","17:00 UTC-3","São Paulo","A","Brazil","Croatia",(1,1),(3,1),None,None,["Neymar 29","Neymar 71 p","Oscar 90+1"],["Marcelo 11 og"]),
 ("2014-06-13","13:00 UTC-3","Natal","A","Mexico","Cameroon",(0,0),(1,0),None,None,["Oribe Peralta 61"],[]),
 ("2014-06-13","16:00 UTC-3","Salvador","B","Spain","Netherlands",(1,1),(1,5),None,None,["Xabi Alonso 27 p"],["Robin van Persie 44","Arjen Robben 53","Stefan de Vrij 64","Robin van Persie 72","Arjen Robben 80"]),
 ("2014-06-13","18:00 UTC-4","Cuiabá","B","Chile","Australia",(2,1),(3,1),None,None,["Alexis Sánchez 12","Jorge Valdivia 14","Jean Beausejour 90+2"],["Tim Cahill 35"]),
 ("2014-06-14","13:00 UTC-3","Belo Horizonte","C","Colombia","Greece",(1,0),(3,0),None,None,["Pablo Armero 5","Teófilo Gutiérrez 58","James Rodríguez 90+3"],[]),
 ("2014-06-14","16:00 UTC-3","Fortaleza","D","Uruguay","Costa Rica",(1,0),(1,3),None,None,["Edinson Cavani 24 p"],["Joel Campbell 54","Óscar Duarte 57","Marco Ureña 84"]),
 ("2014-06-14","18:00 UTC-4","Manaus","D","England","Italy",(1,1),(1,2),None,None,["Daniel Sturridge 37"],["Claudio Marchisio 35","Mario Balotelli 50"]),
 ("2014-06-14","22:00 UTC-3","Recife","C","Ivory Coast","Japan",(0,1),(2,1),None,None,["Wilfried Bony 64","Gervinho 66"],["Keisuke Honda 16"]),
 ("2014-06-15","13:00 UTC-3","Brasília","E","Switzerland","Ecuador",(0,1),(2,1),None,None,["Admir Mehmedi 48","Haris Seferović 90+3"],["Enner Valencia 22"]),
 ("2014-06-15","16:00 UTC-3","Porto Alegre","E","France","Honduras",(1,0),(3,0),None,None,["Karim Benzema 45 p","Noel Valladares 48 og","Karim Benzema 72"],[]),
 ("2014-06-15","19:00 UTC-3","Rio de Janeiro","F","Argentina","Bosnia and Herzegovina",(1,0),(2,1),None,None,["Sead Kolašinac 3 og","Lionel Messi 65"],["Vedad Ibišević 85"]),
 ("2014-06-16","13:00 UTC-3","Salvador","G","Germany","Portugal",(3,0),(4,0),None,None,["Thomas Müller 12 p","Mats Hummels 32","Thomas Müller 45+1","Thomas Müller 78"],[]),
 ("2014-06-16","16:00 UTC-3","Curitiba","F","Iran","Nigeria",(0,0),(0,0),None,None,[],[]),
 ("2014-06-16","19:00 UTC-3","Natal","G","Ghana","USA",(0,1),(1,2),None,None,["André Ayew 82"],["Clint Dempsey 1","John Brooks 86"]),
 ("2014-06-17","13:00 UTC-3","Belo Horizonte","H","Belgium","Algeria",(0,1),(2,1),None,None,["Marouane Fellaini 70","Dries Mertens 80"],["Sofiane Feghouli 25 p"]),
 ("2014-06-17","16:00 UTC-3","Fortaleza","A","Brazil","Mexico",(0,0),(0,0),None,None,[],[]),
 ("2014-06-17","18:00 UTC-4","Cuiabá","H","Russia","South Korea",(0,0),(1,1),None,None,["Aleksandr Kerzhakov 74"],["Lee Keun-ho 68"]),
 ("2014-06-18","13:00 UTC-3","Porto Alegre","B","Australia","Netherlands",(1,1),(2,3),None,None,["Tim Cahill 21","Mile Jedinak 54 p"],["Arjen Robben 20","Robin van Persie 58","Memphis Depay 68"]),
 ("2014-06-18","16:00 UTC-3","Rio de Janeiro","B","Spain","Chile",(0,2),(0,2),None,None,[],["Eduardo Vargas 20","Charles Aránguiz 43"]),
 ("2014-06-18","18:00 UTC-4","Manaus","A","Cameroon","Croatia",(0,1),(0,4),None,None,[],["Ivica Olić 11","Ivan Perišić 48","Mario Mandžukić 61","Mario Mandžukić 73"]),
 ("2014-06-19","13:00 UTC-3","Brasília","C","Colombia","Ivory Coast",(0,0),(2,1),None,None,["James Rodríguez 64","Juan Fernando Quintero 70"],["Gervinho 73"]),
 ("2014-06-19","16:00 UTC-3","São Paulo","D","Uruguay","England",(1,0),(2,1),None,None,["Luis Suárez 39","Luis Suárez 85"],["Wayne Rooney 75"]),
 ("2014-06-19","19:00 UTC-3","Natal","C","Japan","Greece",(0,0),(0,0),None,None,[],[]),
 ("2014-06-20","13:00 UTC-3","Recife","D","Italy","Costa Rica",(0,1),(0,1),None,None,[],["Bryan Ruiz 44"]),
 ("2014-06-20","16:00 UTC-3","Salvador","E","Switzerland","France",(0,3),(2,5),None,None,["Blerim Džemaili 81","Granit Xhaka 87"],["Olivier Giroud 17","Blaise Matuidi 18","Mathieu Valbuena 40","Karim Benzema 67","Moussa Sissoko 73"]),
 ("2014-06-20","19:00 UTC-3","Curitiba","E","Honduras","Ecuador",(1,1),(1,2),None,None,["Carlo Costly 31"],["Enner Valencia 34","Enner Valencia 65"]),
 ("2014-06-21","13:00 UTC-3","Belo Horizonte","F","Argentina","Iran",(0,0),(1,0),None,None,["Lionel Messi 90+1"],[]),
 ("2014-06-21","16:00 UTC-3","Fortaleza","G","Germany","Ghana",(0,0),(2,2),None,None,["Mario Götze 51","Miroslav Klose 71"],["André Ayew 54","Asamoah Gyan 63"]),
 ("2014-06-21","18:00 UTC-4","Cuiabá","F","Nigeria","Bosnia and Herzegovina",(1,0),(1,0),None,None,["Peter Odemwingie 29"],[]),
 ("2014-06-22","13:00 UTC-3","Rio de Janeiro","H","Belgium","Russia",(0,0),(1,0),None,None,["Divock Origi 88"],[]),
 ("2014-06-22","16:00 UTC-3","Porto Alegre","H","South Korea","Algeria",(0,3),(2,4),None,None,["Son Heung-min 50","Koo Ja-cheol 72"],["Islam Slimani 26","Rafik Halliche 28","Abdelmoumene Djabou 38","Yacine Brahimi 62"]),
 ("2014-06-22","18:00 UTC-4","Manaus","G","USA","Portugal",(0,1),(2,2),None,None,["Jermaine Jones 64","Clint Dempsey 81"],["Nani 5","Silvestre Varela 90+5"]),
 ("2014-06-23","13:00 UTC-3","Curitiba","B","Australia","Spain",(0,1),(0,3),None,None,[],["David Villa 36","Fernando Torres 69","Juan Mata 82"]),
 ("2014-06-23","13:00 UTC-3","São Paulo","B","Netherlands","Chile",(0,0),(2,0),None,None,["Leroy Fer 77","Memphis Depay 90+2"],[]),
 ("2014-06-23","17:00 UTC-3","Brasília","A","Cameroon","Brazil",(1,2),(1,4),None,None,["Joël Matip 26"],["Neymar 17","Neymar 35","Fred 49","Fernandinho 84"]),
 ("2014-06-23","17:00 UTC-3","Recife","A","Croatia","Mexico",(0,0),(1,3),None,None,["Ivan Perišić 87"],["Rafael Márquez 72","Andrés Guardado 75","Javier Hernández 82"]),
 ("2014-06-24","13:00 UTC-3","Natal","D","Italy","Uruguay",(0,0),(0,1),None,None,[],["Diego Godín 81"]),
 ("2014-06-24","13:00 UTC-3","Belo Horizonte","D","Costa Rica","England",(0,0),(0,0),None,None,[],[]),
 ("2014-06-24","16:00 UTC-4","Cuiabá","C","Japan","Colombia",(1,1),(1,4),None,None,["Shinji Okazaki 45+1"],["Juan Cuadrado 17 p","Jackson Martínez 55","Jackson Martínez 82","James Rodríguez 90"]),
 ("2014-06-24","17:00 UTC-3","Fortaleza","C","Greece","Ivory Coast",(1,0),(2,1),None,None,["Andreas Samaris 42","Georgios Samaras 90+3 p"],["Wilfried Bony 74"]),
 ("2014-06-25","13:00 UTC-3","Porto Alegre","F","Nigeria","Argentina",(1,2),(2,3),None,None,["Ahmed Musa 4","Ahmed Musa 47"],["Lionel Messi 3","Lionel Messi 45+1","Marcos Rojo 50"]),
 ("2014-06-25","13:00 UTC-3","Salvador","F","Bosnia and Herzegovina","Iran",(1,0),(3,1),None,None,["Edin Džeko 23","Miralem Pjanić 59","Avdija Vršajević 83"],["Reza Ghoochannejhad 82"]),
 ("2014-06-25","16:00 UTC-4","Manaus","E","Honduras","Switzerland",(0,2),(0,3),None,None,[],["Xherdan Shaqiri 6","Xherdan Shaqiri 31","Xherdan Shaqiri 71"]),
 ("2014-06-25","17:00 UTC-3","Rio de Janeiro","E","Ecuador","France",(0,0),(0,0),None,None,[],[]),
 ("2014-06-26","13:00 UTC-3","Recife","G","USA","Germany",(0,0),(0,1),None,None,[],["Thomas Müller 55"]),
 ("2014-06-26","13:00 UTC-3","Brasília","G","Portugal","Ghana",(1,0),(2,1),None,None,["John Boye 31 og","Cristiano Ronaldo 80"],["Asamoah Gyan 57"]),
 ("2014-06-26","17:00 UTC-3","São Paulo","H","South Korea","Belgium",(0,0),(0,1),None,None,[],["Jan Vertonghen 78"]),
 ("2014-06-26","17:00 UTC-3","Curitiba","H","Algeria","Russia",(0,1),(1,1),None,None,["Islam Slimani 60"],["Aleksandr Kokorin 6"]),
 ("2014-06-28","13:00 UTC-3","Belo Horizonte","Round of 16","Brazil","Chile",(1,1),(1,1),(1,1),(3,2),["David Luiz 18"],["Alexis Sánchez 32"]),
 ("2014-06-28","17:00 UTC-3","Rio de Janeiro","Round of 16","Colombia","Uruguay",(1,0),(2,0),None,None,["James Rodríguez 28","James Rodríguez 50"],[]),
 ("2014-06-29","13:00 UTC-3","Fortaleza","Round of 16","Netherlands","Mexico",(0,0),(2,1),None,None,["Wesley Sneijder 88","Klaas-Jan Huntelaar 90+4 p"],["Giovani dos Santos 48"]),
 ("2014-06-29","17:00 UTC-3","Recife","Round of 16","Costa Rica","Greece",(0,0),(1,1),(1,1),(5,3),["Bryan Ruiz 52"],["Sokratis Papastathopoulos 90+1"]),
 ("2014-06-30","13:00 UTC-3","Brasília","Round of 16","France","Nigeria",(0,0),(2,0),None,None,["Paul Pogba 79","Joseph Yobo 90+2 og"],[]),
 ("2014-06-30","17:00 UTC-3","Porto Alegre","Round of 16","Germany","Algeria",(0,0),(0,0),(2,1),None,["André Schürrle 92","Mesut Özil 120"],["Abdelmoumene Djabou 120+1"]),
 ("2014-07-01","13:00 UTC-3","São Paulo","Round of 16","Argentina","Switzerland",(0,0),(0,0),(1,0),None,["Ángel Di María 118"],[]),
 ("2014-07-01","17:00 UTC-3","Salvador","Round of 16","Belgium","USA",(0,0),(0,0),(2,1),None,["Kevin De Bruyne 93","Romelu Lukaku 105"],["Julian Green 107"]),
 ("2014-07-04","13:00 UTC-3","Rio de Janeiro","Quarter-final","France","Germany",(0,1),(0,1),None,None,[],["Mats Hummels 13"]),
 ("2014-07-04","17:00 UTC-3","Fortaleza","Quarter-final","Brazil","Colombia",(1,0),(2,1),None,None,["Thiago Silva 7","David Luiz 69"],["James Rodríguez 80 p"]),
 ("2014-07-05","13:00 UTC-3","Brasília","Quarter-final","Argentina","Belgium",(1,0),(1,0),None,None,["Gonzalo Higuaín 8"],[]),
 ("2014-07-05","17:00 UTC-3","Salvador","Quarter-final","Netherlands","Costa Rica",(0,0),(0,0),(0,0),(4,3),[],[]),
 ("2014-07-08","17:00 UTC-3","Belo Horizonte","Semi-final","Brazil","Germany",(0,5),(1,7),None,None,["Oscar 90"],["Thomas Müller 11","Miroslav Klose 23","Toni Kroos 24","Toni Kroos 26","Sami Khedira 29","André Schürrle 69","André Schürrle 79"]),
 ("2014-07-09","17:00 UTC-3","São Paulo","Semi-final","Netherlands","Argentina",(0,0),(0,0),(0,0),(2,4),[],[]),
 ("2014-07-12","17:00 UTC-3","Brasília","Match for third place","Brazil","Netherlands",(0,2),(0,3),None,None,[],["Robin van Persie 3 p","Daley Blind 17","Georginio Wijnaldum 90+1"]),
 ("2014-07-13","16:00 UTC-3","Rio de Janeiro","Final","Germany","Argentina",(0,0),(0,0),(1,0),None,["Mario Götze 113"],[]),
]

def goal(s):
    parts = s.split(" ")
    flags = []
    while parts[-1] in ("p", "og"):
        flags.append(parts.pop())
    minute = parts.pop()
    g = {"name": " ".join(parts), "minute": minute}
    if "p" in flags: g["penalty"] = True
    if "og" in flags: g["owngoal"] = True
    return g

def build():
    matches = []
    days = sorted({m[0] for m in M if len(m[3]) == 1})
    for (date, time, ground, grp, t1, t2, ht, ft, et, p, g1, g2) in M:
        score = {}
        if p: score["p"] = list(p)
        if et: score["et"] = list(et)
        score["ft"] = list(ft)
        if ht: score["ht"] = list(ht)
        m = {}
        if len(grp) == 1:
            m["round"] = f"Matchday {days.index(date) + 1}"
        else:
            m["round"] = grp
        m.update({"date": date, "time": time, "team1": t1, "team2": t2, "score": score,
                  "goals1": [goal(x) for x in g1], "goals2": [goal(x) for x in g2]})
        if len(grp) == 1: m["group"] = f"Group {grp}"
        m["ground"] = ground
        matches.append(m)
    return matches

GROUPS = {
 "A": ["Brazil", "Croatia", "Mexico", "Cameroon"],
 "B": ["Spain", "Netherlands", "Chile", "Australia"],
 "C": ["Colombia", "Greece", "Ivory Coast", "Japan"],
 "D": ["Uruguay", "Costa Rica", "England", "Italy"],
 "E": ["Switzerland", "Ecuador", "France", "Honduras"],
 "F": ["Argentina", "Bosnia and Herzegovina", "Iran", "Nigeria"],
 "G": ["Germany", "Portugal", "Ghana", "USA"],
 "H": ["Belgium", "Algeria", "Russia", "South Korea"],
}
TEAMS = {  # name: (fifa code, continent, confed, flag)
 "Brazil": ("BRA","South America","CONMEBOL","🇧🇷"), "Croatia": ("CRO","Europe","UEFA","🇭🇷"),
 "Mexico": ("MEX","North America","CONCACAF","🇲🇽"), "Cameroon": ("CMR","Africa","CAF","🇨🇲"),
 "Spain": ("ESP","Europe","UEFA","🇪🇸"), "Netherlands": ("NED","Europe","UEFA","🇳🇱"),
 "Chile": ("CHI","South America","CONMEBOL","🇨🇱"), "Australia": ("AUS","Oceania","AFC","🇦🇺"),
 "Colombia": ("COL","South America","CONMEBOL","🇨🇴"), "Greece": ("GRE","Europe","UEFA","🇬🇷"),
 "Ivory Coast": ("CIV","Africa","CAF","🇨🇮"), "Japan": ("JPN","Asia","AFC","🇯🇵"),
 "Uruguay": ("URU","South America","CONMEBOL","🇺🇾"), "Costa Rica": ("CRC","North America","CONCACAF","🇨🇷"),
 "England": ("ENG","Europe","UEFA","🏴󠁧󠁢󠁥󠁮󠁧󠁿"), "Italy": ("ITA","Europe","UEFA","🇮🇹"),
 "Switzerland": ("SUI","Europe","UEFA","🇨🇭"), "Ecuador": ("ECU","South America","CONMEBOL","🇪🇨"),
 "France": ("FRA","Europe","UEFA","🇫🇷"), "Honduras": ("HON","North America","CONCACAF","🇭🇳"),
 "Argentina": ("ARG","South America","CONMEBOL","🇦🇷"), "Bosnia and Herzegovina": ("BIH","Europe","UEFA","🇧🇦"),
 "Iran": ("IRN","Asia","AFC","🇮🇷"), "Nigeria": ("NGA","Africa","CAF","🇳🇬"),
 "Germany": ("GER","Europe","UEFA","🇩🇪"), "Portugal": ("POR","Europe","UEFA","🇵🇹"),
 "Ghana": ("GHA","Africa","CAF","🇬🇭"), "USA": ("USA","North America","CONCACAF","🇺🇸"),
 "Belgium": ("BEL","Europe","UEFA","🇧🇪"), "Algeria": ("ALG","Africa","CAF","🇩🇿"),
 "Russia": ("RUS","Europe","UEFA","🇷🇺"), "South Korea": ("KOR","Asia","AFC","🇰🇷"),
}
STADIUMS = [  # city, name, capacity, timezone
 ("Rio de Janeiro", "Estádio do Maracanã", 74738, "UTC-3"),
 ("Brasília", "Estádio Nacional Mané Garrincha", 69432, "UTC-3"),
 ("São Paulo", "Arena de São Paulo", 62601, "UTC-3"),
 ("Fortaleza", "Estádio Castelão", 60348, "UTC-3"),
 ("Belo Horizonte", "Estádio Mineirão", 58170, "UTC-3"),
 ("Salvador", "Arena Fonte Nova", 48747, "UTC-3"),
 ("Porto Alegre", "Estádio Beira-Rio", 43394, "UTC-3"),
 ("Recife", "Arena Pernambuco", 42583, "UTC-3"),
 ("Cuiabá", "Arena Pantanal", 41112, "UTC-4"),
 ("Manaus", "Arena da Amazônia", 40549, "UTC-4"),
 ("Natal", "Arena das Dunas", 39971, "UTC-3"),
 ("Curitiba", "Arena da Baixada", 39631, "UTC-3"),
]

def dump(name, obj):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    dump("worldcup.json", {"name": "World Cup 2014", "matches": build()})
    dump("worldcup.groups.json", {"name": "World Cup 2014", "groups": [{"name": f"Group {g}", "teams": t} for g, t in GROUPS.items()]})
    dump("worldcup.teams.json", [{"name": n, "continent": c[1], "flag_icon": c[3], "fifa_code": c[0], "group": g, "confed": c[2]}
                                 for g, ts in GROUPS.items() for n in ts for c in [TEAMS[n]]])
    dump("worldcup.stadiums.json", {"name": "World Cup 2014", "stadiums": [{"city": c, "timezone": tz, "cc": "br", "name": n, "capacity": cap} for c, n, cap, tz in STADIUMS]})
    print(len(build()), "matches")
