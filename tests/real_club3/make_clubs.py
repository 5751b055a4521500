"""Write Bundesliga 2023/24 (matchdays 1-10 played, 11-12 to come) and Serie A 2023/24
(matchdays 1-8 played, 9-10 to come) in Football.JSON, from the author's memory (see README:
many results are reconstructed, not checked). Regenerate: python make_clubs.py."""

import json
import os

HERE = os.path.dirname(__file__)

BL = {
    "BAY": "FC Bayern München",
    "B04": "Bayer 04 Leverkusen",
    "VFB": "VfB Stuttgart",
    "RBL": "RB Leipzig",
    "BVB": "Borussia Dortmund",
    "SGE": "Eintracht Frankfurt",
    "TSG": "TSG 1899 Hoffenheim",
    "FCH": "1. FC Heidenheim 1846",
    "SVW": "SV Werder Bremen",
    "SCF": "SC Freiburg",
    "FCA": "FC Augsburg",
    "WOB": "VfL Wolfsburg",
    "M05": "1. FSV Mainz 05",
    "BMG": "Borussia Mönchengladbach",
    "FCU": "1. FC Union Berlin",
    "BOC": "VfL Bochum 1848",
    "KOE": "1. FC Köln",
    "D98": "SV Darmstadt 98",
}
# matchday: (date of Friday, [(day offset, time, home, away, "ft", "ht")])
BL_MD = {
    1: (
        "2023-08-18",
        """0 20:30 SVW BAY 0-4 0-1; 1 15:30 B04 RBL 3-2 2-1; 1 15:30 WOB FCH 2-0 1-0;
        1 15:30 TSG SCF 1-2 0-1; 1 15:30 FCA BMG 4-4 2-2; 1 15:30 VFB BOC 5-0 2-0;
        1 18:30 BVB KOE 1-0 0-0; 2 15:30 FCU M05 4-1 2-0; 2 17:30 SGE D98 1-1 0-0""",
    ),
    2: (
        "2023-08-25",
        """0 20:30 RBL VFB 5-1 2-1; 1 15:30 BMG B04 0-3 0-2; 1 15:30 SCF SVW 1-0 0-0;
        1 15:30 KOE WOB 1-2 0-1; 1 15:30 D98 FCU 1-4 0-2; 1 15:30 FCH TSG 2-3 0-1;
        1 18:30 BOC BVB 1-1 1-1; 2 15:30 M05 SGE 1-1 0-1; 2 17:30 BAY FCA 3-1 2-0""",
    ),
    3: (
        "2023-09-01",
        """0 20:30 BVB FCH 2-2 1-0; 1 15:30 B04 D98 5-1 3-0; 1 15:30 FCU RBL 0-3 0-2;
        1 15:30 SVW M05 4-0 1-0; 1 15:30 TSG BOC 3-2 1-1; 1 18:30 BMG BAY 1-2 1-1;
        2 15:30 VFB SCF 5-0 1-0; 2 17:30 WOB SGE 2-0 1-0; 2 19:30 KOE FCA 1-1 0-1""",
    ),
    4: (
        "2023-09-15",
        """0 20:30 BAY B04 2-2 1-1; 1 15:30 RBL FCA 3-0 1-0; 1 15:30 FCH SVW 4-2 2-1;
        1 15:30 SCF BVB 2-4 1-2; 1 15:30 D98 BMG 3-3 2-1; 1 15:30 KOE TSG 1-3 0-2;
        1 18:30 WOB FCU 2-1 1-0; 2 15:30 M05 VFB 1-3 0-1; 2 17:30 BOC SGE 1-1 0-1""",
    ),
    5: (
        "2023-09-22",
        """0 20:30 BVB WOB 1-0 0-0; 1 15:30 BAY BOC 7-0 4-0; 1 15:30 FCH B04 1-4 1-2;
        1 15:30 FCA M05 2-1 1-1; 1 15:30 SVW KOE 2-1 1-0; 1 15:30 FCU TSG 0-2 0-1;
        1 18:30 BMG RBL 0-1 0-0; 2 15:30 VFB D98 3-1 1-0; 2 17:30 SGE SCF 0-0 0-0""",
    ),
    6: (
        "2023-09-29",
        """0 20:30 TSG BVB 2-3 1-2; 1 15:30 D98 SVW 4-2 1-1; 1 15:30 VFB WOB 3-1 2-0;
        1 15:30 SCF FCA 2-0 1-0; 1 15:30 BOC BMG 1-3 0-1; 1 15:30 FCH FCU 1-0 0-0;
        1 18:30 RBL BAY 2-2 1-1; 2 15:30 M05 B04 0-3 0-1; 2 17:30 KOE SGE 1-1 0-1""",
    ),
    7: (
        "2023-10-06",
        """0 20:30 FCA D98 1-2 0-1; 1 15:30 BVB FCU 4-2 1-1; 1 15:30 RBL BOC 0-0 0-0;
        1 15:30 SVW VFB 0-2 0-1; 1 15:30 BMG WOB 2-2 0-1; 1 15:30 FCH M05 1-1 0-0;
        1 18:30 TSG SGE 1-3 1-1; 2 15:30 B04 KOE 3-0 1-0; 2 17:30 BAY SCF 3-0 1-0""",
    ),
    8: (
        "2023-10-20",
        """0 20:30 SVW BVB 0-1 0-0; 1 15:30 VFB FCU 2-0 1-0; 1 15:30 RBL D98 3-1 1-0;
        1 15:30 TSG FCA 1-1 0-1; 1 15:30 WOB BOC 1-1 1-0; 1 15:30 KOE FCH 0-0 0-0;
        1 18:30 M05 BAY 1-3 0-2; 2 15:30 B04 SCF 2-1 1-1; 2 17:30 SGE BMG 2-0 1-0""",
    ),
    9: (
        "2023-10-27",
        """0 20:30 KOE VFB 1-3 0-1; 1 15:30 FCH RBL 1-2 1-0; 1 15:30 FCU SVW 0-2 0-0;
        1 15:30 SCF BOC 2-1 1-1; 1 15:30 FCA WOB 1-0 0-0; 1 15:30 M05 BMG 2-2 1-0;
        1 18:30 BAY D98 8-0 2-0; 2 15:30 TSG B04 2-3 1-2; 2 17:30 SGE BVB 3-3 1-2""",
    ),
    10: (
        "2023-11-03",
        """0 20:30 VFB TSG 2-3 1-1; 1 15:30 RBL SCF 3-1 2-0; 1 15:30 SVW SGE 2-2 1-1;
        1 15:30 D98 FCH 1-1 0-0; 1 15:30 BOC FCA 1-1 1-0; 1 15:30 WOB M05 1-0 0-0;
        1 18:30 BVB BAY 0-4 0-2; 2 15:30 B04 FCU 4-0 2-0; 2 17:30 BMG KOE 3-1 1-1""",
    ),
    11: ("2023-11-10", """0 20:30 WOB B04; 1 15:30 BAY FCH; 1 18:30 VFB BVB"""),
    12: ("2023-11-24", """0 20:30 KOE BAY; 1 18:30 BVB BMG; 1 15:30 B04 SVW"""),
}
BL_SLOTS = {
    11: ["1 15:30", "1 15:30", "1 15:30", "1 15:30", "2 15:30", "2 17:30"],
    12: ["1 15:30", "1 15:30", "1 15:30", "1 15:30", "2 15:30", "2 17:30"],
}

SA = {
    "INT": "FC Internazionale Milano",
    "MIL": "AC Milan",
    "JUV": "Juventus FC",
    "ATA": "Atalanta BC",
    "BOL": "Bologna FC 1909",
    "ROM": "AS Roma",
    "LAZ": "SS Lazio",
    "FIO": "ACF Fiorentina",
    "TOR": "Torino FC",
    "NAP": "SSC Napoli",
    "GEN": "Genoa CFC",
    "MON": "AC Monza",
    "VER": "Hellas Verona FC",
    "LEC": "US Lecce",
    "UDI": "Udinese Calcio",
    "CAG": "Cagliari Calcio",
    "EMP": "Empoli FC",
    "FRO": "Frosinone Calcio",
    "SAS": "US Sassuolo Calcio",
    "SAL": "US Salernitana 1919",
}
# day offsets from the first date of the matchday
SA_MD = {
    1: (
        "2023-08-19",
        """0 18:30 EMP VER 0-1 0-0; 0 18:30 FRO NAP 1-3 1-2; 0 20:45 GEN FIO 1-4 0-2;
        0 20:45 INT MON 2-0 1-0; 1 18:30 SAS ATA 0-2 0-1; 1 18:30 LEC LAZ 2-1 0-1;
        1 20:45 ROM SAL 2-2 1-1; 1 20:45 UDI JUV 0-3 0-3; 2 18:30 TOR CAG 0-0 0-0;
        2 20:45 BOL MIL 0-2 0-2""",
    ),
    2: (
        "2023-08-26",
        """0 18:30 MON EMP 1-0 0-0; 0 18:30 FIO LEC 2-2 1-1; 0 20:45 MIL TOR 4-1 2-0;
        0 20:45 VER ROM 2-1 2-0; 1 18:30 NAP SAS 2-0 1-0; 1 18:30 SAL UDI 1-1 0-1;
        1 20:45 JUV BOL 1-1 0-1; 1 20:45 LAZ GEN 0-1 0-1; 2 18:30 ATA FRO 2-0 1-0;
        2 20:45 CAG INT 0-2 0-1""",
    ),
    3: (
        "2023-09-01",
        """0 20:45 ROM MIL 1-2 0-1; 1 18:30 SAS VER 3-1 1-1; 1 18:30 TOR GEN 1-0 0-0;
        1 18:30 FRO UDI 2-0 1-0; 1 20:45 NAP LAZ 1-2 1-1; 2 18:30 EMP JUV 0-2 0-1;
        2 18:30 BOL CAG 2-1 0-0; 2 18:30 MON ATA 0-3 0-1; 2 20:45 SAL LEC 0-2 0-1;
        2 20:45 INT FIO 4-0 2-0""",
    ),
    4: (
        "2023-09-16",
        """0 15:00 JUV LAZ 3-1 1-0; 0 18:00 INT MIL 5-1 2-0; 0 20:45 GEN NAP 2-2 1-0;
        1 12:30 LEC MON 1-1 0-0; 1 15:00 FRO SAS 4-2 1-2; 1 15:00 UDI CAG 0-0 0-0;
        1 18:00 ATA FIO 3-2 2-1; 1 20:45 ROM EMP 7-0 4-0; 2 18:30 VER BOL 0-0 0-0;
        2 20:45 SAL TOR 0-3 0-1""",
    ),
    5: (
        "2023-09-22",
        """0 20:45 LEC GEN 1-0 0-0; 1 15:00 MIL VER 1-0 1-0; 1 18:00 SAS JUV 4-2 1-0;
        1 20:45 LAZ MON 1-1 0-1; 2 12:30 EMP INT 0-1 0-0; 2 15:00 ATA CAG 2-0 1-0;
        2 15:00 SAL FRO 1-1 1-0; 2 18:00 FIO UDI 2-0 1-0; 2 20:45 BOL NAP 0-0 0-0;
        2 20:45 TOR ROM 1-1 0-1""",
    ),
    6: (
        "2023-09-26",
        """0 20:45 JUV LEC 1-0 0-0; 1 18:30 LAZ TOR 2-0 0-0; 1 18:30 EMP SAL 1-0 0-0;
        1 20:45 INT SAS 1-2 1-0; 1 20:45 NAP UDI 4-1 1-0; 1 20:45 CAG MIL 1-3 1-2;
        1 20:45 MON BOL 0-0 0-0; 2 18:30 VER ATA 0-1 0-0; 2 20:45 GEN ROM 4-1 1-1;
        2 20:45 FRO FIO 1-1 0-1""",
    ),
    7: (
        "2023-09-29",
        """0 20:45 TOR VER 0-0 0-0; 1 15:00 LEC NAP 0-4 0-2; 1 18:00 SAL INT 0-4 0-0;
        1 20:45 MIL LAZ 2-0 0-0; 2 12:30 UDI GEN 2-2 1-1; 2 15:00 MON SAS 1-0 0-0;
        2 15:00 BOL EMP 3-0 1-0; 2 18:00 JUV ATA 0-0 0-0; 2 20:45 ROM FRO 2-0 1-0;
        3 20:45 FIO CAG 3-0 1-0""",
    ),
    8: (
        "2023-10-06",
        """0 20:45 FRO VER 2-1 1-1; 1 15:00 JUV TOR 2-0 0-0; 1 18:00 INT BOL 2-2 2-0;
        1 20:45 GEN MIL 0-1 0-0; 2 12:30 LAZ ATA 3-2 2-1; 2 15:00 EMP UDI 0-0 0-0;
        2 15:00 MON SAL 3-0 1-0; 2 15:00 SAS LEC 1-1 0-0; 2 18:00 CAG ROM 1-4 0-2;
        2 20:45 NAP FIO 1-3 1-1""",
    ),
    9: ("2023-10-20", """1 18:00 TOR INT; 2 20:45 MIL JUV"""),
    10: ("2023-10-27", """2 18:00 INT ROM; 2 20:45 NAP MIL"""),
}
SA_SLOTS = {
    9: ["0 20:45", "1 15:00", "1 20:45", "2 12:30", "2 15:00", "2 15:00", "2 18:00", "3 20:45"],
    10: ["0 20:45", "1 15:00", "1 18:00", "1 20:45", "2 12:30", "2 15:00", "2 15:00", "3 20:45"],
}


def add_days(date, n):
    import datetime

    return (datetime.date.fromisoformat(date) + datetime.timedelta(days=n)).isoformat()


def build(teams, mds, slots, name):
    met = set()
    matches = []
    for md in sorted(mds):
        first, spec = mds[md]
        rows = [r.split() for r in spec.replace("\n", " ").split(";") if r.strip()]
        used = set()
        out = []
        for r in rows:
            off, time, h, a = r[:4]
            assert h in teams and a in teams, r
            assert h not in used and a not in used, (md, r)
            assert frozenset((h, a)) not in met, (md, r)
            used |= {h, a}
            met.add(frozenset((h, a)))
            m = {
                "round": f"Matchday {md}",
                "date": add_days(first, int(off)),
                "time": time,
                "team1": teams[h],
                "team2": teams[a],
            }
            if len(r) > 4:
                ft = [int(x) for x in r[4].split("-")]
                ht = [int(x) for x in r[5].split("-")]
                assert ht[0] <= ft[0] and ht[1] <= ft[1], r
                m["score"] = {"ht": ht, "ft": ft}
            out.append((off, time, m))
        if md in slots:  # fixtures to come: pair the rest without repeating a meeting
            rest = [t for t in teams if t not in used]
            pairs = pair_up(rest, met, md)
            for (h, a), slot in zip(pairs, slots[md]):
                off, time = slot.split()
                met.add(frozenset((h, a)))
                out.append(
                    (
                        off,
                        time,
                        {
                            "round": f"Matchday {md}",
                            "date": add_days(first, int(off)),
                            "time": time,
                            "team1": teams[h],
                            "team2": teams[a],
                        },
                    )
                )
            assert len(pairs) == len(slots[md]), (md, len(pairs), len(slots[md]))
        assert len(out) == len(teams) // 2, (md, len(out))
        out.sort(key=lambda x: (int(x[0]), x[1]))
        matches += [m for _, _, m in out]
    return {"name": name, "matches": matches}


def pair_up(rest, met, md):
    if not rest:
        return []
    h = rest[0]
    for a in rest[1:]:
        if frozenset((h, a)) in met:
            continue
        sub = pair_up([t for t in rest if t not in (h, a)], met, md)
        if sub is not None:
            pair = (h, a) if md % 2 else (a, h)
            return [pair] + sub
    return None


def main():
    d = os.path.join(HERE, "data", "clubs")
    os.makedirs(d, exist_ok=True)
    for fn, obj in (
        ("de.1.json", build(BL, BL_MD, BL_SLOTS, "Deutsche Bundesliga 2023/24")),
        ("it.1.json", build(SA, SA_MD, SA_SLOTS, "Italian Serie A 2023/24")),
    ):
        json.dump(
            obj, open(os.path.join(d, fn), "w", encoding="utf-8"), ensure_ascii=False, indent=2
        )
        print(
            fn, len(obj["matches"]), "matches,", sum("score" in m for m in obj["matches"]), "played"
        )


if __name__ == "__main__":
    main()
