"""Write 2015-16/en.1.json: the Premier League 2015/16 as a season still being played:
matchdays 1-12 with results (reconstructed from memory by blindclub4, CC0; full time only,
no half-time scores), matchdays 13-14 as fixtures (date, kick-off, no score).
Times are UK local time (GMT/BST) as openfootball writes them."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
C = {"ARS": "Arsenal FC", "AVL": "Aston Villa FC", "BOU": "AFC Bournemouth", "CHE": "Chelsea FC",
     "CRY": "Crystal Palace FC", "EVE": "Everton FC", "LEI": "Leicester City FC", "LIV": "Liverpool FC",
     "MCI": "Manchester City FC", "MUN": "Manchester United FC", "NEW": "Newcastle United FC",
     "NOR": "Norwich City FC", "SOU": "Southampton FC", "STK": "Stoke City FC", "SUN": "Sunderland AFC",
     "SWA": "Swansea City AFC", "TOT": "Tottenham Hotspur FC", "WAT": "Watford FC",
     "WBA": "West Bromwich Albion FC", "WHU": "West Ham United FC"}
# matchday: [(date, time, "HOME h-a AWAY")]  or "HOME v AWAY" for a fixture
MD = {
 1: [("2015-08-08","12:45","MUN 1-0 TOT"),("2015-08-08","15:00","BOU 0-1 AVL"),("2015-08-08","15:00","EVE 2-2 WAT"),
     ("2015-08-08","15:00","LEI 4-2 SUN"),("2015-08-08","15:00","NOR 1-3 CRY"),("2015-08-08","17:30","CHE 2-2 SWA"),
     ("2015-08-09","13:30","ARS 0-2 WHU"),("2015-08-09","13:30","NEW 2-2 SOU"),("2015-08-09","16:00","STK 0-1 LIV"),
     ("2015-08-10","20:00","WBA 0-3 MCI")],
 2: [("2015-08-14","19:45","AVL 0-1 MUN"),("2015-08-15","12:45","SOU 0-3 EVE"),("2015-08-15","15:00","SUN 1-3 NOR"),
     ("2015-08-15","15:00","SWA 2-0 NEW"),("2015-08-15","15:00","TOT 2-2 STK"),("2015-08-15","15:00","WAT 0-0 WBA"),
     ("2015-08-15","17:30","WHU 1-2 LEI"),("2015-08-16","13:30","CRY 1-2 ARS"),("2015-08-16","16:00","MCI 3-0 CHE"),
     ("2015-08-17","20:00","LIV 1-0 BOU")],
 3: [("2015-08-22","12:45","CRY 2-1 AVL"),("2015-08-22","15:00","LEI 1-1 TOT"),("2015-08-22","15:00","NOR 1-1 STK"),
     ("2015-08-22","15:00","SUN 1-1 SWA"),("2015-08-22","15:00","WHU 3-4 BOU"),("2015-08-22","15:00","WAT 0-0 SOU"),
     ("2015-08-22","17:30","MUN 0-0 NEW"),("2015-08-23","13:30","WBA 2-3 CHE"),("2015-08-23","16:00","EVE 0-2 MCI"),
     ("2015-08-24","20:00","ARS 0-0 LIV")],
 4: [("2015-08-29","12:45","NEW 0-1 ARS"),("2015-08-29","15:00","AVL 2-2 SUN"),("2015-08-29","15:00","BOU 1-1 LEI"),
     ("2015-08-29","15:00","CHE 1-2 CRY"),("2015-08-29","15:00","MCI 2-0 WAT"),("2015-08-29","15:00","STK 0-1 WBA"),
     ("2015-08-29","15:00","LIV 0-3 WHU"),("2015-08-29","17:30","TOT 0-0 EVE"),("2015-08-30","13:30","SOU 3-0 NOR"),
     ("2015-08-30","16:00","SWA 2-1 MUN")],
 5: [("2015-09-12","12:45","EVE 3-1 CHE"),("2015-09-12","15:00","ARS 2-0 STK"),("2015-09-12","15:00","CRY 0-1 MCI"),
     ("2015-09-12","15:00","NOR 3-1 BOU"),("2015-09-12","15:00","WAT 1-0 SWA"),("2015-09-12","15:00","WBA 0-0 SOU"),
     ("2015-09-12","17:30","MUN 3-1 LIV"),("2015-09-13","13:30","SUN 0-1 TOT"),("2015-09-13","16:00","LEI 3-2 AVL"),
     ("2015-09-14","20:00","WHU 2-0 NEW")],
 6: [("2015-09-19","12:45","CHE 2-0 ARS"),("2015-09-19","15:00","AVL 0-1 WBA"),("2015-09-19","15:00","BOU 2-0 SUN"),
     ("2015-09-19","15:00","NEW 1-2 WAT"),("2015-09-19","15:00","STK 2-2 LEI"),("2015-09-19","15:00","SWA 0-0 EVE"),
     ("2015-09-19","17:30","MCI 1-2 WHU"),("2015-09-20","13:30","LIV 1-1 NOR"),("2015-09-20","13:30","SOU 2-3 MUN"),
     ("2015-09-20","16:00","TOT 1-0 CRY")],
 7: [("2015-09-26","12:45","TOT 4-1 MCI"),("2015-09-26","15:00","LEI 2-5 ARS"),("2015-09-26","15:00","LIV 3-2 AVL"),
     ("2015-09-26","15:00","MUN 3-0 SUN"),("2015-09-26","15:00","SOU 3-1 SWA"),("2015-09-26","15:00","STK 2-1 BOU"),
     ("2015-09-26","15:00","WHU 2-2 NOR"),("2015-09-26","17:30","NEW 2-2 CHE"),("2015-09-27","16:00","CRY 0-1 WAT"),
     ("2015-09-28","20:00","WBA 2-3 EVE")],
 8: [("2015-10-03","12:45","CRY 2-0 WBA"),("2015-10-03","15:00","AVL 0-1 STK"),("2015-10-03","15:00","BOU 1-1 WAT"),
     ("2015-10-03","15:00","MCI 6-1 NEW"),("2015-10-03","15:00","NOR 1-2 LEI"),("2015-10-03","15:00","SWA 2-2 TOT"),
     ("2015-10-03","17:30","CHE 1-3 SOU"),("2015-10-04","12:00","WHU 2-2 SUN"),("2015-10-04","14:05","EVE 1-1 LIV"),
     ("2015-10-04","16:15","ARS 3-0 MUN")],
 9: [("2015-10-17","12:45","TOT 0-0 LIV"),("2015-10-17","15:00","CHE 2-0 AVL"),("2015-10-17","15:00","CRY 1-3 WHU"),
     ("2015-10-17","15:00","MCI 5-1 BOU"),("2015-10-17","15:00","SOU 2-2 LEI"),("2015-10-17","15:00","WBA 1-0 SUN"),
     ("2015-10-17","17:30","WAT 0-3 ARS"),("2015-10-18","13:30","EVE 0-3 MUN"),("2015-10-18","16:00","NEW 6-2 NOR"),
     ("2015-10-19","20:00","STK 1-0 SWA")],
 10: [("2015-10-24","12:45","WHU 2-1 CHE"),("2015-10-24","15:00","AVL 1-2 SWA"),("2015-10-24","15:00","LEI 1-0 CRY"),
      ("2015-10-24","15:00","NOR 0-1 WBA"),("2015-10-24","15:00","STK 0-2 WAT"),("2015-10-24","17:30","ARS 2-1 EVE"),
      ("2015-10-25","12:00","BOU 1-5 TOT"),("2015-10-25","13:30","MUN 0-0 MCI"),("2015-10-25","13:30","LIV 1-1 SOU"),
      ("2015-10-25","16:00","SUN 3-0 NEW")],
 11: [("2015-10-31","12:45","CHE 1-3 LIV"),("2015-10-31","15:00","CRY 0-0 MUN"),("2015-10-31","15:00","MCI 2-1 NOR"),
      ("2015-10-31","15:00","NEW 0-0 STK"),("2015-10-31","15:00","SWA 0-3 ARS"),("2015-10-31","15:00","WAT 2-0 WHU"),
      ("2015-10-31","17:30","WBA 2-3 LEI"),("2015-11-01","13:30","SOU 2-0 BOU"),("2015-11-01","16:00","EVE 6-2 SUN"),
      ("2015-11-02","20:00","TOT 3-1 AVL")],
 12: [("2015-11-07","12:45","MUN 2-0 WBA"),("2015-11-07","15:00","BOU 0-1 NEW"),("2015-11-07","15:00","LEI 2-1 WAT"),
      ("2015-11-07","15:00","NOR 1-0 SWA"),("2015-11-07","15:00","SUN 0-1 SOU"),("2015-11-07","15:00","WHU 1-1 EVE"),
      ("2015-11-07","17:30","STK 1-0 CHE"),("2015-11-08","13:30","AVL 0-0 MCI"),("2015-11-08","13:30","LIV 1-2 CRY"),
      ("2015-11-08","16:00","ARS 1-1 TOT")],
 13: [("2015-11-21","12:45","WAT v MUN"),("2015-11-21","15:00","CHE v NOR"),("2015-11-21","15:00","EVE v AVL"),
      ("2015-11-21","15:00","NEW v LEI"),("2015-11-21","15:00","SOU v STK"),("2015-11-21","15:00","SWA v BOU"),
      ("2015-11-21","15:00","WBA v ARS"),("2015-11-21","17:30","MCI v LIV"),("2015-11-22","16:00","TOT v WHU"),
      ("2015-11-23","20:00","CRY v SUN")],
 14: [("2015-11-28","15:00","AVL v WAT"),("2015-11-28","15:00","BOU v EVE"),("2015-11-28","15:00","CRY v NEW"),
      ("2015-11-28","15:00","MCI v SOU"),("2015-11-28","15:00","SUN v STK"),("2015-11-28","17:30","LEI v MUN"),
      ("2015-11-29","12:00","WHU v WBA"),("2015-11-29","13:30","LIV v SWA"),("2015-11-29","13:30","NOR v ARS"),
      ("2015-11-29","16:00","TOT v CHE")],
}

def build():
    out = []
    for md, games in MD.items():
        seen = set()
        for date, time, s in games:
            h, mid, a = s.split(" ")
            assert h not in seen and a not in seen, (md, s)
            seen |= {h, a}
            m = {"round": f"Matchday {md}", "date": date, "time": time, "team1": C[h], "team2": C[a]}
            if mid != "v":
                x, y = mid.split("-")
                m["score"] = {"ft": [int(x), int(y)]}
            out.append(m)
        assert len(seen) == 20, md
    pairs = [(m["team1"], m["team2"]) for m in out]
    assert len(set(pairs)) == len(pairs)
    return out

if __name__ == "__main__":
    os.makedirs(os.path.join(HERE, "2015-16"), exist_ok=True)
    with open(os.path.join(HERE, "2015-16", "en.1.json"), "w", encoding="utf-8") as f:
        json.dump({"name": "English Premier League 2015/16", "matches": build()}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(len(build()), "matches")
