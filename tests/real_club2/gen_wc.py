"""Writes data/wc2018/worldcup.json (World Cup 2018), from memory."""

import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "data", "wc2018")
STAD = {
    "Luzhniki": "Luzhniki Stadium, Moscow",
    "Spartak": "Spartak Stadium, Moscow",
    "StP": "Saint Petersburg Stadium, Saint Petersburg",
    "Kaliningrad": "Kaliningrad Stadium, Kaliningrad",
    "Kazan": "Kazan Arena, Kazan",
    "Nizhny": "Nizhny Novgorod Stadium, Nizhny Novgorod",
    "Samara": "Samara Arena, Samara",
    "Volgograd": "Volgograd Arena, Volgograd",
    "Saransk": "Mordovia Arena, Saransk",
    "Rostov": "Rostov Arena, Rostov-on-Don",
    "Sochi": "Fisht Stadium, Sochi",
    "Yekaterinburg": "Ekaterinburg Arena, Yekaterinburg",
}
ROWS = """
G|2018-06-14|18:00|A|Russia|Saudi Arabia|5-0|2-0|||Luzhniki|Yuri Gazinsky 12; Denis Cheryshev 43; Artem Dzyuba 71; Denis Cheryshev 90+1; Aleksandr Golovin 90+4|
G|2018-06-15|17:00|A|Egypt|Uruguay|0-1|0-0|||Yekaterinburg||José Giménez 89
G|2018-06-15|18:00|B|Morocco|Iran|0-1|0-0|||StP||Aziz Bouhaddouz 90+5 og
G|2018-06-15|21:00|B|Portugal|Spain|3-3|2-1|||Sochi|Cristiano Ronaldo 4 pen; Cristiano Ronaldo 44; Cristiano Ronaldo 88|Diego Costa 24; Diego Costa 55; Nacho 58
G|2018-06-16|13:00|C|France|Australia|2-1|0-0|||Kazan|Antoine Griezmann 58 pen; Aziz Behich 81 og|Mile Jedinak 62 pen
G|2018-06-16|16:00|D|Argentina|Iceland|1-1|1-1|||Spartak|Sergio Agüero 19|Alfreð Finnbogason 23
G|2018-06-16|19:00|C|Peru|Denmark|0-1|0-0|||Saransk||Yussuf Poulsen 59
G|2018-06-16|21:00|D|Croatia|Nigeria|2-0|1-0|||Kaliningrad|Oghenekaro Etebo 32 og; Luka Modrić 71 pen|
G|2018-06-17|16:00|E|Costa Rica|Serbia|0-1|0-0|||Samara||Aleksandar Kolarov 56
G|2018-06-17|18:00|F|Germany|Mexico|0-1|0-1|||Luzhniki||Hirving Lozano 35
G|2018-06-17|21:00|E|Brazil|Switzerland|1-1|1-0|||Rostov|Philippe Coutinho 20|Steven Zuber 50
G|2018-06-18|15:00|F|Sweden|South Korea|1-0|0-0|||Nizhny|Andreas Granqvist 65 pen|
G|2018-06-18|18:00|G|Belgium|Panama|3-0|0-0|||Sochi|Dries Mertens 47; Romelu Lukaku 69; Romelu Lukaku 75|
G|2018-06-18|21:00|G|Tunisia|England|1-2|1-1|||Volgograd|Ferjani Sassi 35 pen|Harry Kane 11; Harry Kane 90+1
G|2018-06-19|15:00|H|Colombia|Japan|1-2|1-1|||Saransk|Juan Fernando Quintero 39|Shinji Kagawa 6 pen; Yuya Osako 73
G|2018-06-19|18:00|H|Poland|Senegal|1-2|0-1|||Spartak|Grzegorz Krychowiak 86|Thiago Cionek 37 og; M'Baye Niang 60
G|2018-06-19|21:00|A|Russia|Egypt|3-1|0-0|||StP|Ahmed Fathy 47 og; Denis Cheryshev 59; Artem Dzyuba 62|Mohamed Salah 73 pen
G|2018-06-20|15:00|B|Portugal|Morocco|1-0|1-0|||Luzhniki|Cristiano Ronaldo 4|
G|2018-06-20|18:00|A|Uruguay|Saudi Arabia|1-0|1-0|||Rostov|Luis Suárez 23|
G|2018-06-20|21:00|B|Iran|Spain|0-1|0-0|||Kazan||Diego Costa 54
G|2018-06-21|16:00|C|Denmark|Australia|1-1|1-1|||Samara|Christian Eriksen 7|Mile Jedinak 38 pen
G|2018-06-21|19:00|C|France|Peru|1-0|1-0|||Yekaterinburg|Kylian Mbappé 34|
G|2018-06-21|21:00|D|Argentina|Croatia|0-3|0-0|||Nizhny||Ante Rebić 53; Luka Modrić 80; Ivan Rakitić 90+1
G|2018-06-22|15:00|E|Brazil|Costa Rica|2-0|0-0|||StP|Philippe Coutinho 90+1; Neymar 90+7|
G|2018-06-22|18:00|D|Nigeria|Iceland|2-0|0-0|||Volgograd|Ahmed Musa 49; Ahmed Musa 75|
G|2018-06-22|20:00|E|Serbia|Switzerland|1-2|1-0|||Kaliningrad|Aleksandar Mitrović 5|Granit Xhaka 52; Xherdan Shaqiri 90
G|2018-06-23|15:00|G|Belgium|Tunisia|5-2|3-1|||Spartak|Eden Hazard 6 pen; Romelu Lukaku 16; Romelu Lukaku 45+3; Eden Hazard 51; Michy Batshuayi 90|Dylan Bronn 18; Wahbi Khazri 90+3
G|2018-06-23|18:00|F|South Korea|Mexico|1-2|0-1|||Rostov|Son Heung-min 90+3|Carlos Vela 26 pen; Javier Hernández 66
G|2018-06-23|21:00|F|Germany|Sweden|2-1|0-1|||Sochi|Marco Reus 48; Toni Kroos 90+5|Ola Toivonen 32
G|2018-06-24|15:00|G|England|Panama|6-1|5-0|||Nizhny|John Stones 8; Harry Kane 22 pen; Jesse Lingard 36; John Stones 40; Harry Kane 45+1 pen; Harry Kane 62|Felipe Baloy 78
G|2018-06-24|20:00|H|Japan|Senegal|2-2|1-1|||Yekaterinburg|Takashi Inui 34; Keisuke Honda 78|Sadio Mané 11; Moussa Wagué 71
G|2018-06-24|21:00|H|Poland|Colombia|0-3|0-1|||Kazan||Yerry Mina 40; Radamel Falcao 70; Juan Cuadrado 75
G|2018-06-25|18:00|A|Uruguay|Russia|3-0|2-0|||Samara|Luis Suárez 10; Denis Cheryshev 23 og; Edinson Cavani 90|
G|2018-06-25|17:00|A|Saudi Arabia|Egypt|2-1|1-1|||Volgograd|Salman Al-Faraj 45+6 pen; Salem Al-Dawsari 90+5|Mohamed Salah 22
G|2018-06-25|21:00|B|Iran|Portugal|1-1|0-1|||Saransk|Karim Ansarifard 90+3 pen|Ricardo Quaresma 45
G|2018-06-25|20:00|B|Spain|Morocco|2-2|1-1|||Kaliningrad|Isco 19; Iago Aspas 90+1|Khalid Boutaïb 14; Youssef En-Nesyri 81
G|2018-06-26|17:00|C|Denmark|France|0-0|0-0|||Luzhniki||
G|2018-06-26|17:00|C|Australia|Peru|0-2|0-1|||Sochi||André Carrillo 18; Paolo Guerrero 50
G|2018-06-26|21:00|D|Nigeria|Argentina|1-2|0-1|||StP|Victor Moses 51 pen|Lionel Messi 14; Marcos Rojo 86
G|2018-06-26|21:00|D|Iceland|Croatia|1-2|0-0|||Rostov|Gylfi Sigurðsson 76 pen|Milan Badelj 53; Ivan Perišić 90
G|2018-06-27|17:00|F|South Korea|Germany|2-0|0-0|||Kazan|Kim Young-gwon 90+2; Son Heung-min 90+6|
G|2018-06-27|19:00|F|Mexico|Sweden|0-3|0-0|||Yekaterinburg||Ludwig Augustinsson 50; Andreas Granqvist 62 pen; Edson Álvarez 74 og
G|2018-06-27|21:00|E|Serbia|Brazil|0-2|0-1|||Spartak||Paulinho 36; Thiago Silva 68
G|2018-06-27|21:00|E|Switzerland|Costa Rica|2-2|1-0|||Nizhny|Blerim Džemaili 31; Josip Drmić 88|Kendall Waston 56; Yann Sommer 90+3 og
G|2018-06-28|17:00|H|Japan|Poland|0-1|0-0|||Volgograd||Jan Bednarek 59
G|2018-06-28|18:00|H|Senegal|Colombia|0-1|0-0|||Samara||Yerry Mina 74
G|2018-06-28|21:00|G|England|Belgium|0-1|0-0|||Kaliningrad||Adnan Januzaj 51
G|2018-06-28|21:00|G|Panama|Tunisia|1-2|1-0|||Saransk|Yassine Meriah 33 og|Fakhreddine Ben Youssef 51; Wahbi Khazri 66
Round of 16|2018-06-30|17:00||France|Argentina|4-3|1-1|||Kazan|Antoine Griezmann 13 pen; Benjamin Pavard 57; Kylian Mbappé 64; Kylian Mbappé 68|Ángel Di María 41; Gabriel Mercado 48; Sergio Agüero 90+3
Round of 16|2018-06-30|21:00||Uruguay|Portugal|2-1|1-0|||Sochi|Edinson Cavani 7; Edinson Cavani 62|Pepe 55
Round of 16|2018-07-01|17:00||Spain|Russia|1-1|1-1|1-1|3-4|Luzhniki|Sergei Ignashevich 12 og|Artem Dzyuba 41 pen
Round of 16|2018-07-01|21:00||Croatia|Denmark|1-1|1-1|1-1|3-2|Nizhny|Mario Mandžukić 4|Mathias Jørgensen 1
Round of 16|2018-07-02|18:00||Brazil|Mexico|2-0|0-0|||Samara|Neymar 51; Roberto Firmino 88|
Round of 16|2018-07-02|21:00||Belgium|Japan|3-2|0-0|||Rostov|Jan Vertonghen 69; Marouane Fellaini 74; Nacer Chadli 90+4|Genki Haraguchi 48; Takashi Inui 52
Round of 16|2018-07-03|17:00||Sweden|Switzerland|1-0|0-0|||StP|Emil Forsberg 66|
Round of 16|2018-07-03|21:00||Colombia|England|1-1|0-0|1-1|3-4|Spartak|Yerry Mina 90+3|Harry Kane 57 pen
Quarter-finals|2018-07-06|17:00||Uruguay|France|0-2|0-1|||Nizhny||Raphaël Varane 40; Antoine Griezmann 61
Quarter-finals|2018-07-06|21:00||Brazil|Belgium|1-2|0-2|||Kazan|Renato Augusto 76|Fernandinho 13 og; Kevin De Bruyne 31
Quarter-finals|2018-07-07|18:00||Sweden|England|0-2|0-1|||Samara||Harry Maguire 30; Dele Alli 59
Quarter-finals|2018-07-07|21:00||Russia|Croatia|1-1|1-1|2-2|3-4|Sochi|Denis Cheryshev 31; Mário Fernandes 115|Andrej Kramarić 39; Domagoj Vida 101
Semi-finals|2018-07-10|21:00||France|Belgium|1-0|0-0|||StP|Samuel Umtiti 51|
Semi-finals|2018-07-11|21:00||Croatia|England|1-1|0-1|2-1||Luzhniki|Ivan Perišić 68; Mario Mandžukić 109|Kieran Trippier 5
Match for third place|2018-07-14|17:00||Belgium|England|2-0|1-0|||StP|Thomas Meunier 4; Eden Hazard 82|
Final|2018-07-15|18:00||France|Croatia|4-2|2-1|||Luzhniki|Mario Mandžukić 18 og; Antoine Griezmann 38 pen; Paul Pogba 59; Kylian Mbappé 65|Ivan Perišić 28; Mario Mandžukić 69
"""


def pair(s):
    return [int(x) for x in s.split("-")] if s else None


def goals(s):
    out = []
    for g in filter(None, (x.strip() for x in s.split(";"))):
        m = re.match(r"(.+?) (\d+)(?:\+(\d+))?( pen| og)?$", g)
        d = {"name": m.group(1), "minute": int(m.group(2))}
        if m.group(3):
            d["offset"] = int(m.group(3))
        if m.group(4) == " pen":
            d["penalty"] = True
        if m.group(4) == " og":
            d["owngoal"] = True
        out.append(d)
    return out


matches = []
dates = []
for line in ROWS.strip().splitlines():
    rnd, date, time, grp, t1, t2, ft, ht, et, p, city, g1, g2 = line.split("|")
    if rnd == "G":
        if date not in dates:
            dates.append(date)
        rnd = f"Matchday {dates.index(date) + 1}"
    score = {}
    if p:
        score["p"] = pair(p)
    if et:
        score["et"] = pair(et)
    score["ft"] = pair(ft)
    score["ht"] = pair(ht)
    m = {
        "round": rnd,
        "date": date,
        "time": time,
        "team1": t1,
        "team2": t2,
        "score": score,
        "goals1": goals(g1),
        "goals2": goals(g2),
    }
    if grp:
        m["group"] = f"Group {grp}"
    m["ground"] = STAD[city]
    matches.append(m)
os.makedirs(OUT, exist_ok=True)
json.dump(
    {"name": "World Cup 2018", "matches": matches},
    open(os.path.join(OUT, "worldcup.json"), "w"),
    ensure_ascii=False,
    indent=2,
)
print(len(matches), "matches")
