"""Print every expected number from the data in data/ (not from the bot, not from reality).
Usage: python3 facts.py [wc|pl1516|pl2425]  (all by default)"""

import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, "data")


def load(p):
    return json.load(open(os.path.join(D, p), encoding="utf-8"))["matches"]


def table(ms, key=lambda r: (-r["pts"], -(r["gf"] - r["ga"]), -r["gf"])):
    t = defaultdict(
        lambda: dict(
            p=0,
            w=0,
            d=0,
            l=0,
            gf=0,
            ga=0,
            pts=0,
            hw=0,
            hd=0,
            hl=0,
            hgf=0,
            hga=0,
            aw=0,
            ad=0,
            al=0,
            agf=0,
            aga=0,
            seq=[],
        )
    )
    for m in ms:
        if "score" not in m:
            continue
        a, b = m["score"]["ft"]
        for team, gf, ga, side in ((m["team1"], a, b, "h"), (m["team2"], b, a, "a")):
            r = t[team]
            r["p"] += 1
            r["gf"] += gf
            r["ga"] += ga
            r[side + "gf"] += gf
            r[side + "ga"] += ga
            res = "w" if gf > ga else "d" if gf == ga else "l"
            r[res] += 1
            r[side + res] += 1
            r["pts"] += {"w": 3, "d": 1, "l": 0}[res]
            r["seq"].append((m["date"], res.upper(), m, gf, ga))
    rows = sorted(t.items(), key=lambda kv: (key(kv[1]), kv[0]))
    return rows


def runs(seq):
    best_unb = best_win = best_winless = cur_u = cur_w = cur_wl = 0
    for _, r, *_ in seq:
        cur_u = cur_u + 1 if r != "L" else 0
        cur_w = cur_w + 1 if r == "W" else 0
        cur_wl = cur_wl + 1 if r != "W" else 0
        best_unb = max(best_unb, cur_u)
        best_win = max(best_win, cur_w)
        best_winless = max(best_winless, cur_wl)
    return best_unb, best_win, best_winless


def league(path, title):
    ms = load(path)
    played = [m for m in ms if "score" in m]
    print(
        f"==== {title}: {len(ms)} matches, {len(played)} played, {sum(sum(m['score']['ft']) for m in played)} goals"
    )
    rows = table(ms)
    print(
        "pos club P W D L GF GA GD Pts | home W-D-L GF-GA | away W-D-L GF-GA | last5 (oldest->newest) | best unbeaten/win/winless runs"
    )
    for i, (n, r) in enumerate(rows, 1):
        seq = sorted(r["seq"], key=lambda x: x[0])
        print(
            f"{i:2} {n:28} {r['p']:2} {r['w']:2} {r['d']:2} {r['l']:2} {r['gf']:3} {r['ga']:3} {r['gf'] - r['ga']:+4} {r['pts']:3} | "
            f"{r['hw']}-{r['hd']}-{r['hl']} {r['hgf']}-{r['hga']} | {r['aw']}-{r['ad']}-{r['al']} {r['agf']}-{r['aga']} | "
            f"{''.join(x[1] for x in seq[-5:])} | {runs(seq)}"
        )
    names = [n for n, _ in rows]
    print(
        "champion/leader:",
        names[0],
        "| top4 (CL by the bot's default):",
        names[:4],
        "| 5th:",
        names[4],
        "6th:",
        names[5],
    )
    print("bottom three (relegation):", names[-3:])
    for k, lab in (
        ("gf", "most goals"),
        ("ga", "fewest conceded"),
        ("d", "most draws"),
        ("w", "most wins"),
        ("l", "most losses"),
    ):
        rr = sorted(rows, key=lambda kv: kv[1][k], reverse=(k != "ga"))
        print(f"{lab}: " + ", ".join(f"{n} {r[k]}" for n, r in rr[:4]))
    print(
        "most conceded:",
        ", ".join(f"{n} {r['ga']}" for n, r in sorted(rows, key=lambda kv: -kv[1]["ga"])[:3]),
    )
    print(
        "best home (pts):",
        ", ".join(
            f"{n} {3 * r['hw'] + r['hd']}"
            for n, r in sorted(rows, key=lambda kv: -(3 * kv[1]["hw"] + kv[1]["hd"]))[:3]
        ),
    )
    print(
        "best away (pts):",
        ", ".join(
            f"{n} {3 * r['aw'] + r['ad']}"
            for n, r in sorted(rows, key=lambda kv: -(3 * kv[1]["aw"] + kv[1]["ad"]))[:3]
        ),
    )
    big = sorted(
        played,
        key=lambda m: (-abs(m["score"]["ft"][0] - m["score"]["ft"][1]), -sum(m["score"]["ft"])),
    )[:8]
    print(
        "biggest wins:",
        "; ".join(
            f"{m['team1']} {m['score']['ft'][0]}-{m['score']['ft'][1]} {m['team2']} ({m['round']}, {m['date']})"
            for m in big
        ),
    )
    hi = sorted(played, key=lambda m: -sum(m["score"]["ft"]))[:5]
    print(
        "most goals in a match:",
        "; ".join(
            f"{m['team1']} {m['score']['ft'][0]}-{m['score']['ft'][1]} {m['team2']}" for m in hi
        ),
    )
    print(
        "draws in total:",
        sum(1 for m in played if m["score"]["ft"][0] == m["score"]["ft"][1]),
        "| home wins:",
        sum(1 for m in played if m["score"]["ft"][0] > m["score"]["ft"][1]),
        "| away wins:",
        sum(1 for m in played if m["score"]["ft"][0] < m["score"]["ft"][1]),
    )
    return ms, names


def meetings(ms, a, b):
    out = [m for m in ms if {m["team1"], m["team2"]} == {a, b}]
    return "; ".join(
        f"{m['round']} {m['date']} {m['time']}: {m['team1']} "
        + (f"{m['score']['ft'][0]}-{m['score']['ft'][1]}" if "score" in m else "v (fixture)")
        + f" {m['team2']}"
        for m in out
    )


def by_round(ms, rnd):
    for m in ms:
        if m["round"] == rnd:
            s = f"{m['score']['ft'][0]}-{m['score']['ft'][1]}" if "score" in m else "v"
            print(f"  {m['date']} {m['time']} {m['team1']} {s} {m['team2']}")


def pl(path, title, pairs, rounds, now=None):
    ms, names = league(path, title)
    for a, b, lab in pairs:
        print(f"{lab}: {meetings(ms, a, b)}")
    for r in rounds:
        print(r)
        by_round(ms, r)
    if now:
        left = [m for m in ms if "score" not in m]
        rows = dict(table(ms))
        games_left = {
            n: sum(1 for m in ms if "score" not in m and n in (m["team1"], m["team2"]))
            for n in names
        }
        print(
            f"at now={now}: games in the data left per club:",
            games_left[names[0]],
            "; leader",
            names[0],
            rows[names[0]]["pts"],
            "2nd",
            names[1],
            rows[names[1]]["pts"],
        )
        print(
            "max points reachable in the data (pts + 3 x games left):",
            {n: rows[n]["pts"] + 3 * games_left[n] for n in names},
        )
        for n in names:
            nxt = sorted(
                (m for m in left if n in (m["team1"], m["team2"])),
                key=lambda m: (m["date"], m["time"]),
            )
            print(
                f"  next for {n}: "
                + (
                    f"{nxt[0]['date']} {nxt[0]['time']} {nxt[0]['team1']} v {nxt[0]['team2']}"
                    if nxt
                    else "none"
                )
            )


def wc():
    ms = load("worldcup-2014/worldcup.json")
    print(
        f"==== World Cup 2014: {len(ms)} matches, {sum(len(m['goals1']) + len(m['goals2']) for m in ms)} goals"
    )
    for m in ms:
        s = m["score"]
        extra = ""
        if "et" in s:
            extra += f" aet {s['et'][0]}-{s['et'][1]}"
        if "p" in s:
            extra += f" pens {s['p'][0]}-{s['p'][1]}"
        gl = lambda gs: ", ".join(
            g["name"]
            + " "
            + g["minute"]
            + ("(p)" if g.get("penalty") else "")
            + ("(og)" if g.get("owngoal") else "")
            for g in gs
        )
        print(
            f"{m['round']:22} {m.get('group', ''):8} {m['date']} {m['time']:12} {m['ground']:15} {m['team1']} {s['ft'][0]}-{s['ft'][1]} {m['team2']}"
            f" (ht {s.get('ht', ['?', '?'])[0]}-{s.get('ht', ['?', '?'])[1]}){extra} | {gl(m['goals1'])} | {gl(m['goals2'])}"
        )
    groups = sorted({m["group"] for m in ms if "group" in m})
    for g in groups:
        rows = table([m for m in ms if m.get("group") == g])
        print(
            g
            + ": "
            + "; ".join(
                f"{n} {r['pts']}pts {r['w']}-{r['d']}-{r['l']} {r['gf']}-{r['ga']}" for n, r in rows
            )
        )
    sc = Counter()
    pens = Counter()
    og = []
    for m in ms:
        for side in ("goals1", "goals2"):
            for g in m[side]:
                if g.get("owngoal"):
                    og.append((g["name"], m["team1"], m["team2"]))
                else:
                    sc[g["name"]] += 1
                    if g.get("penalty"):
                        pens[g["name"]] += 1
    print("top scorers:", sc.most_common(12))
    print("penalties scored:", sum(pens.values()), dict(pens))
    print("own goals:", len(og), og)
    gt = Counter()
    ga = Counter()
    for m in ms:
        a, b = m["score"].get("et") or m["score"]["ft"]
        gt[m["team1"]] += a
        gt[m["team2"]] += b
        ga[m["team1"]] += b
        ga[m["team2"]] += a
    print("team goals (incl. extra time, not shoot-outs):", gt.most_common(8))
    print("team conceded:", sorted(ga.items(), key=lambda kv: -kv[1])[:6])
    print("extra time matches:", [f"{m['team1']}-{m['team2']}" for m in ms if "et" in m["score"]])
    print(
        "shoot-outs:",
        [f"{m['team1']}-{m['team2']} {m['score']['p']}" for m in ms if "p" in m["score"]],
    )
    print(
        "draws (90 min):",
        sum(1 for m in ms if m["score"]["ft"][0] == m["score"]["ft"][1]),
        "0-0 (after 90):",
        sum(1 for m in ms if m["score"]["ft"] == [0, 0]),
    )
    print(
        "group-stage goals:", sum(len(m["goals1"]) + len(m["goals2"]) for m in ms if "group" in m)
    )
    for team in (
        "Brazil",
        "Germany",
        "Argentina",
        "Netherlands",
        "Colombia",
        "Costa Rica",
        "England",
        "Spain",
    ):
        print(
            f"path {team}: "
            + "; ".join(
                f"{m['round']}: {m['team1']} {(m['score'].get('et') or m['score']['ft'])[0]}-{(m['score'].get('et') or m['score']['ft'])[1]} {m['team2']}"
                + (f" (p {m['score']['p'][0]}-{m['score']['p'][1]})" if "p" in m["score"] else "")
                for m in ms
                if team in (m["team1"], m["team2"])
            )
        )
    venues = Counter(m["ground"] for m in ms)
    print("matches per city:", venues.most_common())


if __name__ == "__main__":
    what = sys.argv[1:] or ["wc", "pl1516", "pl2425"]
    if "wc" in what:
        wc()
    if "pl1516" in what:
        pl(
            "2015-16/en.1.json",
            "Premier League 2015/16 (matchdays 1-12 played, 13-14 fixtures)",
            [
                ("Arsenal FC", "Tottenham Hotspur FC", "north london derby"),
                ("Everton FC", "Liverpool FC", "merseyside derby"),
                ("Manchester United FC", "Manchester City FC", "manchester derby"),
                ("Sunderland AFC", "Newcastle United FC", "tyne-wear derby"),
                ("Chelsea FC", "Arsenal FC", "chelsea v arsenal"),
                ("Manchester City FC", "Liverpool FC", "city v liverpool"),
                ("Tottenham Hotspur FC", "West Ham United FC", "spurs v west ham"),
            ],
            ["Matchday 1", "Matchday 10", "Matchday 12", "Matchday 13", "Matchday 14"],
            now="2015-11-18T12:00Z",
        )
    if "pl2425" in what:
        pl(
            "2024-25/en.1.json",
            "Premier League 2024/25 (real openfootball file)",
            [
                ("Arsenal FC", "Tottenham Hotspur FC", "north london derby"),
                ("Everton FC", "Liverpool FC", "merseyside derby"),
                ("Manchester United FC", "Manchester City FC", "manchester derby"),
                ("Liverpool FC", "Manchester City FC", "liverpool v city"),
                ("Chelsea FC", "Arsenal FC", "chelsea v arsenal"),
                ("Newcastle United FC", "Arsenal FC", "newcastle v arsenal"),
                ("Ipswich Town FC", "Liverpool FC", "ipswich v liverpool"),
            ],
            ["Matchday 1", "Matchday 38"],
        )
