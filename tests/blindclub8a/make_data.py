#!/usr/bin/env python3
"""Writes the two tournaments in openfootball's Football.JSON shape, from the compact
tables below (written from memory by the evaluator; CC0). Run once; the JSON is committed."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

# goal notation: "Name minute" ; suffix " pen" penalty, " og" own goal (listed under the
# team that BENEFITED, as openfootball does)
def goals(spec):
    out = []
    for g in [s.strip() for s in spec.split(";") if s.strip()]:
        parts = g.split()
        flags = set()
        while parts[-1] in ("pen", "og"):
            flags.add(parts.pop())
        minute = parts.pop()
        d = {"name": " ".join(parts), "minute": minute}
        if "pen" in flags: d["penalty"] = True
        if "og" in flags: d["owngoal"] = True
        out.append(d)
    return out

def build(rows, day0):
    from datetime import date
    ms = []
    for r in rows:
        (rnd, dt, t1, t2, score, g1, g2, ground) = r
        m = {}
        d = date.fromisoformat(dt)
        if rnd.startswith("Group"):
            m["round"] = "Matchday %d" % ((d - day0).days + 1)
        else:
            m["round"] = rnd
        m["date"] = dt
        m["team1"] = t1; m["team2"] = t2
        m["score"] = score
        if g1: m["goals1"] = goals(g1)
        if g2: m["goals2"] = goals(g2)
        if rnd.startswith("Group"): m["group"] = rnd
        m["ground"] = ground
        ms.append(m)
    return ms

def S(ft, ht=None, et=None, p=None):
    s = {}
    if p: s["p"] = list(p)
    if et: s["et"] = list(et)
    s["ft"] = list(ft)
    if ht: s["ht"] = list(ht)
    return s

LUZ = "Luzhniki Stadium, Moscow"; SPA = "Spartak Stadium, Moscow"; SPB = "Saint Petersburg Stadium, Saint Petersburg"
SOC = "Fisht Stadium, Sochi"; KAZ = "Kazan Arena, Kazan"; NIZ = "Nizhny Novgorod Stadium, Nizhny Novgorod"
SAM = "Samara Arena, Samara"; VOL = "Volgograd Arena, Volgograd"; SAR = "Mordovia Arena, Saransk"
ROS = "Rostov Arena, Rostov-on-Don"; EKA = "Ekaterinburg Arena, Yekaterinburg"; KAL = "Kaliningrad Stadium, Kaliningrad"

WC = [
 ("Group A","2018-06-14","Russia","Saudi Arabia",S((5,0),(2,0)),"Yury Gazinsky 12; Denis Cheryshev 43; Artem Dzyuba 71; Denis Cheryshev 90+1; Aleksandr Golovin 90+4","",LUZ),
 ("Group A","2018-06-15","Egypt","Uruguay",S((0,1),(0,0)),"","José María Giménez 89",EKA),
 ("Group B","2018-06-15","Morocco","Iran",S((0,1),(0,0)),"","Aziz Bouhaddouz 90+5 og",SPB),
 ("Group B","2018-06-15","Portugal","Spain",S((3,3),(2,1)),"Cristiano Ronaldo 4 pen; Cristiano Ronaldo 44; Cristiano Ronaldo 88","Diego Costa 24; Diego Costa 55; Nacho 58",SOC),
 ("Group C","2018-06-16","France","Australia",S((2,1),(0,0)),"Antoine Griezmann 58 pen; Aziz Behich 81 og","Mile Jedinak 62 pen",KAZ),
 ("Group D","2018-06-16","Argentina","Iceland",S((1,1),(1,1)),"Sergio Agüero 19","Alfreð Finnbogason 23",SPA),
 ("Group C","2018-06-16","Peru","Denmark",S((0,1),(0,0)),"","Yussuf Poulsen 59",SAR),
 ("Group D","2018-06-16","Croatia","Nigeria",S((2,0),(1,0)),"Oghenekaro Etebo 32 og; Luka Modrić 71 pen","",KAL),
 ("Group E","2018-06-17","Costa Rica","Serbia",S((0,1),(0,0)),"","Aleksandar Kolarov 56",SAM),
 ("Group F","2018-06-17","Germany","Mexico",S((0,1),(0,1)),"","Hirving Lozano 35",LUZ),
 ("Group E","2018-06-17","Brazil","Switzerland",S((1,1),(1,0)),"Philippe Coutinho 20","Steven Zuber 50",ROS),
 ("Group F","2018-06-18","Sweden","South Korea",S((1,0),(0,0)),"Andreas Granqvist 65 pen","",NIZ),
 ("Group G","2018-06-18","Belgium","Panama",S((3,0),(0,0)),"Dries Mertens 47; Romelu Lukaku 69; Romelu Lukaku 75","",SOC),
 ("Group G","2018-06-18","Tunisia","England",S((1,2),(1,1)),"Ferjani Sassi 35 pen","Harry Kane 11; Harry Kane 90+1",VOL),
 ("Group H","2018-06-19","Colombia","Japan",S((1,2),(1,1)),"Juan Fernando Quintero 39","Shinji Kagawa 6 pen; Yuya Osako 73",SAR),
 ("Group H","2018-06-19","Poland","Senegal",S((1,2),(0,1)),"Grzegorz Krychowiak 86","Thiago Cionek 37 og; M'Baye Niang 60",SPA),
 ("Group A","2018-06-19","Russia","Egypt",S((3,1),(0,0)),"Ahmed Fathy 47 og; Denis Cheryshev 59; Artem Dzyuba 62","Mohamed Salah 73 pen",SPB),
 ("Group B","2018-06-20","Portugal","Morocco",S((1,0),(1,0)),"Cristiano Ronaldo 4","",LUZ),
 ("Group A","2018-06-20","Uruguay","Saudi Arabia",S((1,0),(1,0)),"Luis Suárez 23","",ROS),
 ("Group B","2018-06-20","Iran","Spain",S((0,1),(0,0)),"","Diego Costa 54",KAZ),
 ("Group C","2018-06-21","Denmark","Australia",S((1,1),(1,1)),"Christian Eriksen 7","Mile Jedinak 38 pen",SAM),
 ("Group C","2018-06-21","France","Peru",S((1,0),(1,0)),"Kylian Mbappé 34","",EKA),
 ("Group D","2018-06-21","Argentina","Croatia",S((0,3),(0,0)),"","Ante Rebić 53; Luka Modrić 80; Ivan Rakitić 90+1",NIZ),
 ("Group E","2018-06-22","Brazil","Costa Rica",S((2,0),(0,0)),"Philippe Coutinho 90+1; Neymar 90+7","",SPB),
 ("Group D","2018-06-22","Nigeria","Iceland",S((2,0),(0,0)),"Ahmed Musa 49; Ahmed Musa 75","",VOL),
 ("Group E","2018-06-22","Serbia","Switzerland",S((1,2),(1,0)),"Aleksandar Mitrović 5","Granit Xhaka 52; Xherdan Shaqiri 90",KAL),
 ("Group G","2018-06-23","Belgium","Tunisia",S((5,2),(3,1)),"Eden Hazard 6 pen; Romelu Lukaku 16; Romelu Lukaku 45+3; Eden Hazard 51; Michy Batshuayi 90","Dylan Bronn 18; Wahbi Khazri 90+3",SPA),
 ("Group F","2018-06-23","South Korea","Mexico",S((1,2),(0,1)),"Son Heung-min 90+3","Carlos Vela 26 pen; Javier Hernández 66",ROS),
 ("Group F","2018-06-23","Germany","Sweden",S((2,1),(0,1)),"Marco Reus 48; Toni Kroos 90+5","Ola Toivonen 32",SOC),
 ("Group G","2018-06-24","England","Panama",S((6,1),(5,0)),"John Stones 8; Harry Kane 22 pen; Jesse Lingard 36; John Stones 40; Harry Kane 45+1 pen; Harry Kane 62","Felipe Baloy 78",NIZ),
 ("Group H","2018-06-24","Japan","Senegal",S((2,2),(1,1)),"Takashi Inui 34; Keisuke Honda 78","Sadio Mané 11; Moussa Wagué 71",EKA),
 ("Group H","2018-06-24","Poland","Colombia",S((0,3),(0,1)),"","Yerry Mina 40; Radamel Falcao 70; Juan Cuadrado 75",KAZ),
 ("Group A","2018-06-25","Uruguay","Russia",S((3,0),(2,0)),"Luis Suárez 10; Denis Cheryshev 23 og; Edinson Cavani 90","",SAM),
 ("Group A","2018-06-25","Saudi Arabia","Egypt",S((2,1),(1,1)),"Salman Al-Faraj 45+6 pen; Salem Al-Dawsari 90+5","Mohamed Salah 22",VOL),
 ("Group B","2018-06-25","Iran","Portugal",S((1,1),(0,1)),"Karim Ansarifard 90+3 pen","Ricardo Quaresma 45",SAR),
 ("Group B","2018-06-25","Spain","Morocco",S((2,2),(1,1)),"Isco 19; Iago Aspas 90+1","Khalid Boutaïb 14; Youssef En-Nesyri 81",KAL),
 ("Group C","2018-06-26","Denmark","France",S((0,0),(0,0)),"","",LUZ),
 ("Group C","2018-06-26","Australia","Peru",S((0,2),(0,1)),"","André Carrillo 18; Paolo Guerrero 50",SOC),
 ("Group D","2018-06-26","Nigeria","Argentina",S((1,2),(0,1)),"Victor Moses 51 pen","Lionel Messi 14; Marcos Rojo 86",SPB),
 ("Group D","2018-06-26","Iceland","Croatia",S((1,2),(0,0)),"Gylfi Sigurðsson 76 pen","Milan Badelj 53; Ivan Perišić 90",ROS),
 ("Group F","2018-06-27","South Korea","Germany",S((2,0),(0,0)),"Kim Young-gwon 90+2; Son Heung-min 90+6","",KAZ),
 ("Group F","2018-06-27","Mexico","Sweden",S((0,3),(0,0)),"","Ludwig Augustinsson 50; Andreas Granqvist 62 pen; Edson Álvarez 74 og",EKA),
 ("Group E","2018-06-27","Serbia","Brazil",S((0,2),(0,1)),"","Paulinho 36; Thiago Silva 68",SPA),
 ("Group E","2018-06-27","Switzerland","Costa Rica",S((2,2),(1,0)),"Blerim Džemaili 31; Josip Drmić 88","Kendall Waston 56; Yann Sommer 90+3 og",NIZ),
 ("Group H","2018-06-28","Japan","Poland",S((0,1),(0,0)),"","Jan Bednarek 59",VOL),
 ("Group H","2018-06-28","Senegal","Colombia",S((0,1),(0,0)),"","Yerry Mina 74",SAM),
 ("Group G","2018-06-28","England","Belgium",S((0,1),(0,0)),"","Adnan Januzaj 51",KAL),
 ("Group G","2018-06-28","Panama","Tunisia",S((1,2),(1,0)),"Yassine Meriah 33 og","Fakhreddine Ben Youssef 51; Wahbi Khazri 66",SAR),
 ("Round of 16","2018-06-30","France","Argentina",S((4,3),(1,1)),"Antoine Griezmann 13 pen; Benjamin Pavard 57; Kylian Mbappé 64; Kylian Mbappé 68","Ángel Di María 41; Gabriel Mercado 48; Sergio Agüero 90+3",KAZ),
 ("Round of 16","2018-06-30","Uruguay","Portugal",S((2,1),(1,0)),"Edinson Cavani 7; Edinson Cavani 62","Pepe 55",SOC),
 ("Round of 16","2018-07-01","Spain","Russia",S((1,1),(1,1),(1,1),(3,4)),"Sergei Ignashevich 12 og","Artem Dzyuba 41 pen",LUZ),
 ("Round of 16","2018-07-01","Croatia","Denmark",S((1,1),(1,1),(1,1),(3,2)),"Mario Mandžukić 4","Mathias Jørgensen 1",NIZ),
 ("Round of 16","2018-07-02","Brazil","Mexico",S((2,0),(0,0)),"Neymar 51; Roberto Firmino 88","",SAM),
 ("Round of 16","2018-07-02","Belgium","Japan",S((3,2),(0,0)),"Jan Vertonghen 69; Marouane Fellaini 74; Nacer Chadli 90+4","Genki Haraguchi 48; Takashi Inui 52",ROS),
 ("Round of 16","2018-07-03","Sweden","Switzerland",S((1,0),(0,0)),"Emil Forsberg 66","",SPB),
 ("Round of 16","2018-07-03","Colombia","England",S((1,1),(0,0),(1,1),(3,4)),"Yerry Mina 90+3","Harry Kane 57 pen",SPA),
 ("Quarter-final","2018-07-06","Uruguay","France",S((0,2),(0,1)),"","Raphaël Varane 40; Antoine Griezmann 61",NIZ),
 ("Quarter-final","2018-07-06","Brazil","Belgium",S((1,2),(0,2)),"Renato Augusto 76","Fernandinho 13 og; Kevin De Bruyne 31",KAZ),
 ("Quarter-final","2018-07-07","Sweden","England",S((0,2),(0,1)),"","Harry Maguire 30; Dele Alli 59",SAM),
 ("Quarter-final","2018-07-07","Russia","Croatia",S((1,1),(1,1),(2,2),(3,4)),"Denis Cheryshev 31; Mário Fernandes 115","Andrej Kramarić 39; Domagoj Vida 101",SOC),
 ("Semi-final","2018-07-10","France","Belgium",S((1,0),(0,0)),"Samuel Umtiti 51","",SPB),
 ("Semi-final","2018-07-11","Croatia","England",S((1,1),(0,1),(2,1)),"Ivan Perišić 68; Mario Mandžukić 109","Kieran Trippier 5",LUZ),
 ("Match for third place","2018-07-14","Belgium","England",S((2,0),(1,0)),"Thomas Meunier 4; Eden Hazard 82","",SPB),
 ("Final","2018-07-15","France","Croatia",S((4,2),(2,1)),"Mario Mandžukić 18 og; Antoine Griezmann 38 pen; Paul Pogba 59; Kylian Mbappé 65","Ivan Perišić 28; Mario Mandžukić 69",LUZ),
]

ATL = "Mercedes-Benz Stadium, Atlanta"; ARL = "AT&T Stadium, Arlington"; STC = "Levi's Stadium, Santa Clara"
HOU = "NRG Stadium, Houston"; MIA = "Hard Rock Stadium, Miami Gardens"; ING = "SoFi Stadium, Inglewood"
NJ = "MetLife Stadium, East Rutherford"; KCK = "Children's Mercy Park, Kansas City"; LV = "Allegiant Stadium, Las Vegas"
GLE = "State Farm Stadium, Glendale"; FRI = "Toyota Stadium, Frisco"; AUS = "Q2 Stadium, Austin"
ORL = "Inter&Co Stadium, Orlando"; KCA = "Arrowhead Stadium, Kansas City"; CHA = "Bank of America Stadium, Charlotte"

COPA = [
 ("Group A","2024-06-20","Argentina","Canada",S((2,0),(0,0)),"Julián Álvarez 49; Lautaro Martínez 88","",ATL),
 ("Group A","2024-06-21","Peru","Chile",S((0,0),(0,0)),"","",ARL),
 ("Group B","2024-06-22","Ecuador","Venezuela",S((1,2),(1,1)),"Jeremy Sarmiento 22","Jhonder Cádiz 40; Eduard Bello 74",STC),
 ("Group B","2024-06-22","Mexico","Jamaica",S((1,0),(0,0)),"Gerardo Arteaga 69","",HOU),
 ("Group C","2024-06-23","USA","Bolivia",S((2,0),(2,0)),"Christian Pulisic 3; Folarin Balogun 44","",ARL),
 ("Group C","2024-06-23","Uruguay","Panama",S((3,1),(1,0)),"Maximiliano Araújo 16; Darwin Núñez 85; Matías Viña 90+1","Michael Amir Murillo 90+6",MIA),
 ("Group D","2024-06-24","Colombia","Paraguay",S((2,1),(2,0)),"Daniel Muñoz 32; Jefferson Lerma 42","Julio Enciso 69",HOU),
 ("Group D","2024-06-24","Brazil","Costa Rica",S((0,0),(0,0)),"","",ING),
 ("Group A","2024-06-25","Peru","Canada",S((0,1),(0,0)),"","Jonathan David 74",KCK),
 ("Group A","2024-06-25","Chile","Argentina",S((0,1),(0,0)),"","Lautaro Martínez 88",NJ),
 ("Group B","2024-06-26","Ecuador","Jamaica",S((3,1),(2,0)),"Kasey Palmer 13 og; Kendry Páez 45+2 pen; Alan Minda 90+2","Michail Antonio 54",LV),
 ("Group B","2024-06-26","Venezuela","Mexico",S((1,0),(0,0)),"Salomón Rondón 57 pen","",ING),
 ("Group C","2024-06-27","Panama","USA",S((2,1),(1,1)),"César Blackman 26; José Fajardo 83","Folarin Balogun 22",ATL),
 ("Group C","2024-06-27","Uruguay","Bolivia",S((5,0),(2,0)),"Facundo Pellistri 8; Darwin Núñez 21; Maximiliano Araújo 77; Federico Valverde 81; Rodrigo Bentancur 89","",NJ),
 ("Group D","2024-06-28","Colombia","Costa Rica",S((3,0),(1,0)),"Luis Díaz 31 pen; Davinson Sánchez 59; Jhon Córdoba 62","",GLE),
 ("Group D","2024-06-28","Paraguay","Brazil",S((1,4),(0,3)),"Omar Alderete 48","Vinícius Júnior 35; Sávio 43; Vinícius Júnior 45+1; Lucas Paquetá 65 pen",LV),
 ("Group A","2024-06-29","Argentina","Peru",S((2,0),(0,0)),"Lautaro Martínez 47; Lautaro Martínez 86","",MIA),
 ("Group A","2024-06-29","Canada","Chile",S((0,0),(0,0)),"","",FRI),
 ("Group B","2024-06-30","Mexico","Ecuador",S((0,0),(0,0)),"","",GLE),
 ("Group B","2024-06-30","Jamaica","Venezuela",S((0,3),(0,1)),"","Eduard Bello 6; Salomón Rondón 49; Eric Ramírez 56",AUS),
 ("Group C","2024-07-01","Bolivia","Panama",S((1,3),(0,1)),"Bruno Miranda 69","José Fajardo 22; Eduardo Guerrero 79; Cecilio Waterman 90+1",ORL),
 ("Group C","2024-07-01","USA","Uruguay",S((0,1),(0,0)),"","Mathías Olivera 66",KCA),
 ("Group D","2024-07-02","Brazil","Colombia",S((1,1),(1,1)),"Raphinha 12","Daniel Muñoz 45+2",STC),
 ("Group D","2024-07-02","Costa Rica","Paraguay",S((2,1),(2,0)),"Francisco Calvo 3; Josimar Alcócer 7","Ramón Sosa 55",AUS),
 ("Quarter-final","2024-07-04","Argentina","Ecuador",S((1,1),(1,0),None,(4,2)),"Lisandro Martínez 35","Kevin Rodríguez 90+1",HOU),
 ("Quarter-final","2024-07-05","Venezuela","Canada",S((1,1),(0,1),None,(3,4)),"Salomón Rondón 64","Jacob Shaffelburg 13",ARL),
 ("Quarter-final","2024-07-06","Colombia","Panama",S((5,0),(3,0)),"Jhon Córdoba 8; James Rodríguez 15 pen; Luis Díaz 41; Richard Ríos 70; Miguel Borja 90+3 pen","",GLE),
 ("Quarter-final","2024-07-06","Uruguay","Brazil",S((0,0),(0,0),None,(4,2)),"","",LV),
 ("Semi-final","2024-07-09","Argentina","Canada",S((2,0),(1,0)),"Julián Álvarez 22; Lionel Messi 51","",NJ),
 ("Semi-final","2024-07-10","Uruguay","Colombia",S((0,1),(0,1)),"","Jefferson Lerma 39",CHA),
 ("Match for third place","2024-07-13","Canada","Uruguay",S((2,2),(1,1),None,(3,4)),"Ismael Koné 22; Jonathan David 80","Rodrigo Bentancur 8; Luis Suárez 90+2",CHA),
 ("Final","2024-07-14","Argentina","Colombia",S((0,0),(0,0),(1,0)),"Lautaro Martínez 112","",MIA),
]

WC_GROUPS = {
 "Group A": ["Russia","Saudi Arabia","Egypt","Uruguay"],
 "Group B": ["Portugal","Spain","Morocco","Iran"],
 "Group C": ["France","Australia","Peru","Denmark"],
 "Group D": ["Argentina","Iceland","Croatia","Nigeria"],
 "Group E": ["Brazil","Switzerland","Costa Rica","Serbia"],
 "Group F": ["Germany","Mexico","Sweden","South Korea"],
 "Group G": ["Belgium","Panama","Tunisia","England"],
 "Group H": ["Poland","Senegal","Colombia","Japan"],
}
WC_CODES = {"Russia":("RUS","UEFA","Europe","🇷🇺"),"Saudi Arabia":("KSA","AFC","Asia","🇸🇦"),"Egypt":("EGY","CAF","Africa","🇪🇬"),
 "Uruguay":("URU","CONMEBOL","South America","🇺🇾"),"Portugal":("POR","UEFA","Europe","🇵🇹"),"Spain":("ESP","UEFA","Europe","🇪🇸"),
 "Morocco":("MAR","CAF","Africa","🇲🇦"),"Iran":("IRN","AFC","Asia","🇮🇷"),"France":("FRA","UEFA","Europe","🇫🇷"),
 "Australia":("AUS","AFC","Oceania","🇦🇺"),"Peru":("PER","CONMEBOL","South America","🇵🇪"),"Denmark":("DEN","UEFA","Europe","🇩🇰"),
 "Argentina":("ARG","CONMEBOL","South America","🇦🇷"),"Iceland":("ISL","UEFA","Europe","🇮🇸"),"Croatia":("CRO","UEFA","Europe","🇭🇷"),
 "Nigeria":("NGA","CAF","Africa","🇳🇬"),"Brazil":("BRA","CONMEBOL","South America","🇧🇷"),"Switzerland":("SUI","UEFA","Europe","🇨🇭"),
 "Costa Rica":("CRC","CONCACAF","North America","🇨🇷"),"Serbia":("SRB","UEFA","Europe","🇷🇸"),"Germany":("GER","UEFA","Europe","🇩🇪"),
 "Mexico":("MEX","CONCACAF","North America","🇲🇽"),"Sweden":("SWE","UEFA","Europe","🇸🇪"),"South Korea":("KOR","AFC","Asia","🇰🇷"),
 "Belgium":("BEL","UEFA","Europe","🇧🇪"),"Panama":("PAN","CONCACAF","North America","🇵🇦"),"Tunisia":("TUN","CAF","Africa","🇹🇳"),
 "England":("ENG","UEFA","Europe","🏴"),"Poland":("POL","UEFA","Europe","🇵🇱"),"Senegal":("SEN","CAF","Africa","🇸🇳"),
 "Colombia":("COL","CONMEBOL","South America","🇨🇴"),"Japan":("JPN","AFC","Asia","🇯🇵")}
WC_STADIUMS = [  # capacities as FIFA gave them for the tournament, from memory (approximate)
 ("Moscow","Luzhniki Stadium",78011,"UTC+3"),("Moscow","Spartak Stadium",43298,"UTC+3"),
 ("Saint Petersburg","Saint Petersburg Stadium",64468,"UTC+3"),("Sochi","Fisht Stadium",44287,"UTC+3"),
 ("Kazan","Kazan Arena",42873,"UTC+3"),("Nizhny Novgorod","Nizhny Novgorod Stadium",43319,"UTC+3"),
 ("Samara","Samara Arena",41970,"UTC+4"),("Volgograd","Volgograd Arena",43713,"UTC+3"),
 ("Saransk","Mordovia Arena",41685,"UTC+3"),("Rostov-on-Don","Rostov Arena",43472,"UTC+3"),
 ("Yekaterinburg","Ekaterinburg Arena",33061,"UTC+5"),("Kaliningrad","Kaliningrad Stadium",33973,"UTC+2")]

COPA_GROUPS = {
 "Group A": ["Argentina","Peru","Chile","Canada"],
 "Group B": ["Mexico","Ecuador","Venezuela","Jamaica"],
 "Group C": ["USA","Uruguay","Panama","Bolivia"],
 "Group D": ["Brazil","Colombia","Paraguay","Costa Rica"],
}
COPA_CODES = {"Argentina":("ARG","CONMEBOL"),"Peru":("PER","CONMEBOL"),"Chile":("CHI","CONMEBOL"),"Canada":("CAN","CONCACAF"),
 "Mexico":("MEX","CONCACAF"),"Ecuador":("ECU","CONMEBOL"),"Venezuela":("VEN","CONMEBOL"),"Jamaica":("JAM","CONCACAF"),
 "USA":("USA","CONCACAF"),"Uruguay":("URU","CONMEBOL"),"Panama":("PAN","CONCACAF"),"Bolivia":("BOL","CONMEBOL"),
 "Brazil":("BRA","CONMEBOL"),"Colombia":("COL","CONMEBOL"),"Paraguay":("PAR","CONMEBOL"),"Costa Rica":("CRC","CONCACAF")}
COPA_STADIUMS = [  # no capacities given: not sure enough of them
 ("Atlanta","Mercedes-Benz Stadium"),("Arlington","AT&T Stadium"),("Santa Clara","Levi's Stadium"),("Houston","NRG Stadium"),
 ("Miami Gardens","Hard Rock Stadium"),("Inglewood","SoFi Stadium"),("East Rutherford","MetLife Stadium"),
 ("Kansas City","Children's Mercy Park"),("Las Vegas","Allegiant Stadium"),("Glendale","State Farm Stadium"),
 ("Frisco","Toyota Stadium"),("Austin","Q2 Stadium"),("Orlando","Inter&Co Stadium"),("Kansas City","Arrowhead Stadium"),
 ("Charlotte","Bank of America Stadium")]

def dump(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2); f.write("\n")

def main():
    from datetime import date
    d = os.path.join(HERE, "football_json", "wc2018")
    dump(os.path.join(d, "worldcup.json"), {"name": "World Cup 2018", "matches": build(WC, date(2018,6,14))})
    dump(os.path.join(d, "worldcup.groups.json"), {"name": "World Cup 2018", "groups": [{"name": g, "teams": t} for g, t in WC_GROUPS.items()]})
    dump(os.path.join(d, "worldcup.teams.json"), [{"name": n, "continent": WC_CODES[n][2], "flag_icon": WC_CODES[n][3], "fifa_code": WC_CODES[n][0],
          "group": g[-1], "confed": WC_CODES[n][1]} for g, ts in WC_GROUPS.items() for n in ts])
    dump(os.path.join(d, "worldcup.stadiums.json"), {"name": "World Cup 2018", "stadiums": [{"city": c, "timezone": tz, "name": n, "capacity": cap} for c, n, cap, tz in WC_STADIUMS]})
    d = os.path.join(HERE, "football_json", "copa2024")
    dump(os.path.join(d, "copa.json"), {"name": "Copa América 2024", "matches": build(COPA, date(2024,6,20))})
    dump(os.path.join(d, "copa.groups.json"), {"name": "Copa América 2024", "groups": [{"name": g, "teams": t} for g, t in COPA_GROUPS.items()]})
    dump(os.path.join(d, "copa.teams.json"), {"name": "Copa América 2024", "teams": [{"name": n, "code": COPA_CODES[n][0], "confed": COPA_CODES[n][1], "group": g[-1]} for g, ts in COPA_GROUPS.items() for n in ts]})
    dump(os.path.join(d, "copa.stadiums.json"), {"name": "Copa América 2024", "stadiums": [{"city": c, "name": n} for c, n in COPA_STADIUMS]})
    print("ok", len(WC), len(COPA))

if __name__ == "__main__":
    main()
