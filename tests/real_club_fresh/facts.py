#!/usr/bin/env python3
"""Facts of the 2024/25 club seasons, computed from the shipped Football.JSON files.

Standard library only. Usage (from the repository root):
  python tests/real_club_fresh/facts.py [en1|es1|de1|it1|fr1|cl ...] > facts.txt

Decision on missing results: La Liga's and Serie A's files lack the 10 matches of
matchday 38 (no score), the Champions League file lacks the final's score. Facts are
"the season as the data has it": tables count only the matches with a score (37 played
per club in es.1 / it.1), and the questions avoid asking for anything the missing
results would change unless the data already settles it (a title already won, a team
already down). Where they would change it, the question asks for the data's figure.
"""

import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(
    HERE, "..", "..", "knowledge", "sources", "openfootball", "football.json", "2024-25"
)

LEAGUES = {
    # code: file, tie-break order after points, relegated places, play-off place, clubs
    "en1": ("en.1.json", ["gd", "gf", "h2h_pts"], (18, 19, 20), None),
    "es1": ("es.1.json", ["h2h_pts", "h2h_gd", "gd", "gf"], (18, 19, 20), None),
    "de1": ("de.1.json", ["gd", "gf", "h2h_pts", "h2h_gd"], (17, 18), 16),
    "it1": ("it.1.json", ["h2h_pts", "h2h_gd", "gd", "gf"], (18, 19, 20), None),
    "fr1": ("fr.1.json", ["gd", "gf", "h2h_pts", "h2h_gd"], (17, 18), 16),
}


def load(fname):
    with open(os.path.join(DATA, fname), encoding="utf-8") as f:
        data = json.load(f)
    out = []
    for m in data["matches"]:
        ft = (m.get("score") or {}).get("ft")
        out.append({**m, "ft": tuple(ft) if ft else None})
    return data["name"], out


def played(matches):
    return [m for m in matches if m["ft"]]


def stats(matches, teams=None):
    s = defaultdict(
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
        )
    )
    for m in played(matches):
        a, b = m["team1"], m["team2"]
        if teams is not None and not (a in teams and b in teams):
            continue
        x, y = m["ft"]
        for t, f, g, side in ((a, x, y, "h"), (b, y, x, "a")):
            r = s[t]
            r["p"] += 1
            r["gf"] += f
            r["ga"] += g
            r[side + "gf"] += f
            r[side + "ga"] += g
            k = "w" if f > g else "d" if f == g else "l"
            r[k] += 1
            r[side + k] += 1
            r["pts"] += 3 if k == "w" else 1 if k == "d" else 0
    for r in s.values():
        r["gd"] = r["gf"] - r["ga"]
    return s


def table(matches, order):
    s = stats(matches)
    teams = sorted(s)

    def key_basic(t, rule):
        return s[t][rule]

    def rank(group):
        """Sort a group of teams by the rules in order (after points)."""
        if len(group) <= 1:
            return list(group)
        for _i, rule in enumerate(order):
            if rule.startswith("h2h"):
                h = stats(matches, set(group))
                vals = {t: h[t]["pts"] if rule == "h2h_pts" else h[t]["gd"] for t in group}
            else:
                vals = {t: s[t][rule] for t in group}
            if len(set(vals.values())) > 1:
                out = []
                for v in sorted(set(vals.values()), reverse=True):
                    sub = [t for t in group if vals[t] == v]
                    # the rules are applied again from the start to a smaller level group
                    out += rank(sub) if len(sub) < len(group) else sub
                return out
        return sorted(group)

    out = []
    for pts in sorted({s[t]["pts"] for t in teams}, reverse=True):
        out += rank([t for t in teams if s[t]["pts"] == pts])
    return out, s


def results_of(matches, team):
    res = []
    for m in played(sorted(matches, key=lambda m: (m["date"], m.get("time", "")))):
        if team in (m["team1"], m["team2"]):
            x, y = m["ft"]
            f, g = (x, y) if m["team1"] == team else (y, x)
            res.append(("W" if f > g else "D" if f == g else "L", m))
    return res


def runs(res):
    best_unb = best_win = cur_unb = cur_win = 0
    for r, _ in res:
        cur_unb = cur_unb + 1 if r != "L" else 0
        cur_win = cur_win + 1 if r == "W" else 0
        best_unb = max(best_unb, cur_unb)
        best_win = max(best_win, cur_win)
    return best_unb, best_win


def fmt(m):
    x, y = m["ft"] if m["ft"] else ("?", "?")
    extra = ""
    sc = m.get("score") or {}
    if sc.get("et"):
        extra += f" aet {sc['et'][0]}-{sc['et'][1]}"
    if sc.get("p"):
        extra += f" pens {sc['p'][0]}-{sc['p'][1]}"
    return f"{m['date']} {m['round']}: {m['team1']} {x}-{y} {m['team2']}{extra}"


def league(code):
    fname, order, down, playoff = LEAGUES[code]
    name, matches = load(fname)
    print(f"# {code}: {name} ({len(played(matches))}/{len(matches)} results)")
    missing = [m for m in matches if not m["ft"]]
    for m in missing:
        print("  NO SCORE:", fmt(m))
    order_, s = table(matches, order)
    print(f"tie-break after points: {order}")
    for i, t in enumerate(order_, 1):
        r = s[t]
        tag = " RELEGATED" if i in down else " PLAY-OFF" if i == playoff else ""
        print(
            f"{i:2} {t:35} P{r['p']} W{r['w']} D{r['d']} L{r['l']} GF{r['gf']} GA{r['ga']} GD{r['gd']:+} Pts{r['pts']}"  # noqa: E501
            f" | home {r['hw']}-{r['hd']}-{r['hl']} {r['hgf']}:{r['hga']} away {r['aw']}-{r['ad']}-{r['al']} {r['agf']}:{r['aga']}{tag}"  # noqa: E501
        )
    # level on points, to see which tie-break decided
    by_pts = defaultdict(list)
    for t in order_:
        by_pts[s[t]["pts"]].append(t)
    for pts, ts in by_pts.items():
        if len(ts) > 1:
            print(f"  level on {pts}: {ts}")
    print("per club: form (last five, oldest first), longest unbeaten / winning run, biggest win")
    for t in order_:
        res = results_of(matches, t)
        form = "".join(r for r, _ in res[-5:])
        unb, win = runs(res)
        wins = [(m, abs(m["ft"][0] - m["ft"][1])) for r, m in res if r == "W"]
        big = max(wins, key=lambda w: (w[1], max(w[0]["ft"]))) if wins else None
        print(
            f"  {t:35} form {form} unbeaten {unb} wins {win} biggest win: {fmt(big[0]) if big else '-'}"  # noqa: E501
        )
        print("      last five: " + " | ".join(fmt(m) for _, m in res[-5:]))
    margins = sorted(
        played(matches), key=lambda m: (-abs(m["ft"][0] - m["ft"][1]), -(m["ft"][0] + m["ft"][1]))
    )
    print("biggest wins of the season:")
    for m in margins[:6]:
        print("  ", fmt(m))
    rounds = sorted({m["round"] for m in matches}, key=lambda r: int(r.split()[-1]))
    for r in (rounds[0], rounds[-1]):
        print(f"{r}:")
        for m in matches:
            if m["round"] == r:
                print("  ", fmt(m))
    return matches


DERBIES = {
    "en1": [
        ("Arsenal FC", "Tottenham Hotspur FC"),
        ("Liverpool FC", "Everton FC"),
        ("Manchester City FC", "Manchester United FC"),
        ("Chelsea FC", "Arsenal FC"),
        ("Liverpool FC", "Manchester United FC"),
        ("Newcastle United FC", "Liverpool FC"),
    ],
    "es1": [
        ("FC Barcelona", "Real Madrid CF"),
        ("Real Madrid CF", "Club Atlético de Madrid"),
        ("Sevilla FC", "Real Betis Balompié"),
        ("Athletic Club", "Real Sociedad de Fútbol"),
        ("FC Barcelona", "Club Atlético de Madrid"),
    ],
    "de1": [
        ("FC Bayern München", "Borussia Dortmund"),
        ("Borussia Dortmund", "VfL Bochum 1848"),
        ("FC Bayern München", "Bayer 04 Leverkusen"),
    ],
    "it1": [
        ("FC Internazionale Milano", "AC Milan"),
        ("Juventus FC", "FC Internazionale Milano"),
        ("AS Roma", "SS Lazio"),
        ("Juventus FC", "Torino FC"),
        ("SSC Napoli", "FC Internazionale Milano"),
    ],
    "fr1": [
        ("Paris Saint-Germain FC", "Olympique de Marseille"),
        ("Olympique Lyonnais", "AS Saint-Étienne"),
        ("Olympique de Marseille", "Olympique Lyonnais"),
        ("Paris Saint-Germain FC", "AS Monaco FC"),
    ],
}


def h2h(matches, a, b):
    ms = [m for m in matches if {m["team1"], m["team2"]} == {a, b}]
    if not ms:
        print(f"  (no matches {a} v {b}: check the names)")
    for m in ms:
        print("  ", fmt(m))


def champions_league():
    name, matches = load("uefa.cl.json")
    print(f"# cl: {name} ({len(played(matches))}/{len(matches)} results)")
    lp = [m for m in matches if m["round"].startswith("League")]
    s = stats(lp)

    # UEFA 2024/25 league phase: points, goal difference, goals scored, away goals scored,
    # wins, away wins (then disciplinary points and coefficient, not in the data)
    def key(t):
        return (
            -s[t]["pts"],
            -s[t]["gd"],
            -s[t]["gf"],
            -s[t]["agf"],
            -s[t]["w"],
            -s[t]["aw"],
            t,
        )

    order = sorted(s, key=key)
    for i, t in enumerate(order, 1):
        r = s[t]
        tag = " -> round of 16" if i <= 8 else " -> play-offs" if i <= 24 else " out"
        print(
            f"{i:2} {t:40} P{r['p']} W{r['w']} D{r['d']} L{r['l']} GF{r['gf']} GA{r['ga']} GD{r['gd']:+} Pts{r['pts']}{tag}"  # noqa: E501
        )
    ko = [m for m in matches if not m["round"].startswith("League")]
    for m in ko:
        print("  ", fmt(m))
    # ties: aggregate over the two legs
    stages = defaultdict(list)
    for m in ko:
        stage = "Playoffs" if m["round"].startswith("Playoffs") else m["round"]
        stages[stage].append(m)
    for stage, ms in stages.items():
        pairs = defaultdict(list)
        for m in ms:
            pairs[frozenset((m["team1"], m["team2"]))].append(m)
        print(f"{stage}:")
        for pair, legs in pairs.items():
            a, b = sorted(pair)
            agg = [0, 0]
            for m in legs:
                sc = m.get("score") or {}
                res = sc.get("et") or sc.get("ft")
                if not res:
                    continue
                x, y = res
                if m["team1"] == a:
                    agg[0] += x
                    agg[1] += y
                else:
                    agg[0] += y
                    agg[1] += x
            print(f"   {a} {agg[0]}-{agg[1]} {b} on aggregate ({len(legs)} legs)")
    # each club's campaign
    print("clubs' campaigns:")
    for t in order[:24]:
        res = results_of(matches, t)
        print(
            f"  {t}: "
            + ", ".join(
                f"{r} {m['team1'] if m['team2'] == t else m['team2']} {m['ft'][0]}-{m['ft'][1]}"
                for r, m in res
            )
        )
    margins = sorted(
        played(matches), key=lambda m: (-abs(m["ft"][0] - m["ft"][1]), -(m["ft"][0] + m["ft"][1]))
    )
    print("biggest wins:")
    for m in margins[:6]:
        print("  ", fmt(m))


def main():
    if sys.argv[1:2] == ["--pair"]:
        # --pair CODE "Club A" "Club B": every match of the two clubs
        code, a, b = sys.argv[2:5]
        _, matches = load(LEAGUES[code][0] if code in LEAGUES else "uefa.cl.json")
        h2h(matches, a, b)
        return
    codes = sys.argv[1:] or [*list(LEAGUES), "cl"]
    for code in codes:
        if code == "cl":
            champions_league()
        else:
            matches = league(code)
            print("derbies and big games:")
            for a, b in DERBIES[code]:
                print(f" {a} v {b}")
                h2h(matches, a, b)
        print()


if __name__ == "__main__":
    main()
