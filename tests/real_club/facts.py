#!/usr/bin/env python3
"""Facts of the 2024/25 club seasons, computed from the openfootball Football.JSON files.

Standard library only. Usage (from the repository root):
  python3 tests/real_club/facts.py en1 [es1 de1 it1 fr1 cl]   # prints the facts
  python3 tests/real_club/facts.py all --write                  # writes facts_<code>.txt here

Matches without a score (La Liga and Serie A matchday 38, the Champions League final) are
left out: every figure is "the season as the data has it" (see README.md).
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
    # code: file, tie-break after points, relegated places, notes on places
    "en1": ("en.1.json", ["gd", "gf", "h2h_pts"], {"relegated": [18, 19, 20]}),
    "es1": ("es.1.json", ["h2h_pts", "h2h_gd", "gd", "gf"], {"relegated": [18, 19, 20]}),
    "de1": ("de.1.json", ["gd", "gf"], {"relegated": [17, 18], "playoff": [16]}),
    "it1": ("it.1.json", ["h2h_pts", "h2h_gd", "gd", "gf"], {"relegated": [18, 19, 20]}),
    "fr1": ("fr.1.json", ["gd", "gf"], {"relegated": [17, 18], "playoff": [16]}),
}
EUROPE = {  # 2025/26 places won in 2024/25 (league positions)
    "en1": "Champions League 1-5 (England's extra European performance spot), Europa League 6 (+ FA Cup winner Crystal Palace 12th), Conference League 7",  # noqa: E501
    "es1": "Champions League 1-5 (Spain's extra European performance spot), Europa League 6-7, Conference League 8",  # noqa: E501
    "de1": "Champions League 1-4, Europa League 5-6, Conference League 7",
    "it1": "Champions League 1-4, Europa League 5 (+ cup winner), Conference League 6",
    "fr1": "Champions League 1-3 direct, 4 to the qualifying round, Europa League 5, Conference League 6",  # noqa: E501
}
DERBIES = {
    "en1": {
        "north london derby": ("Arsenal FC", "Tottenham Hotspur FC"),
        "merseyside derby": ("Liverpool FC", "Everton FC"),
        "manchester derby": ("Manchester City FC", "Manchester United FC"),
        "tyne-wear? (no Sunderland) / liverpool v man utd": (
            "Liverpool FC",
            "Manchester United FC",
        ),
        "arsenal v chelsea": ("Arsenal FC", "Chelsea FC"),
    },
    "es1": {
        "el clasico": ("Real Madrid CF", "FC Barcelona"),
        "madrid derby": ("Real Madrid CF", "Club Atlético de Madrid"),
        "basque derby": ("Athletic Club", "Real Sociedad de Fútbol"),
        "seville derby": ("Sevilla FC", "Real Betis Balompié"),
        "barcelona derby": ("FC Barcelona", "RCD Espanyol de Barcelona"),
    },
    "de1": {
        "der klassiker": ("FC Bayern München", "Borussia Dortmund"),
        "revierderby? (no Schalke) / bayern v leverkusen": (
            "FC Bayern München",
            "Bayer 04 Leverkusen",
        ),
    },
    "it1": {
        "derby della madonnina": ("FC Internazionale Milano", "AC Milan"),
        "derby d'italia": ("FC Internazionale Milano", "Juventus FC"),
        "derby della capitale": ("AS Roma", "SS Lazio"),
        "derby della mole": ("Juventus FC", "Torino FC"),
        "napoli v inter": ("SSC Napoli", "FC Internazionale Milano"),
    },
    "fr1": {
        "le classique": ("Paris Saint-Germain FC", "Olympique de Marseille"),
        "choc des olympiques": ("Olympique de Marseille", "Olympique Lyonnais"),
        "derby du nord": ("Lille OSC", "Racing Club de Lens"),
    },
}


def load(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return json.load(f)


def played(matches):
    ms = [m for m in matches if m.get("score", {}).get("ft")]
    return sorted(ms, key=lambda m: (m["date"], m.get("time", "")))  # by date: postponed matches


def mini(matches, teams):
    """Points and goal difference of each team in the matches among `teams`."""
    pts, gd = defaultdict(int), defaultdict(int)
    for m in matches:
        a, b = m["team1"], m["team2"]
        if a in teams and b in teams:
            x, y = m["score"]["ft"]
            gd[a] += x - y
            gd[b] += y - x
            pts[a] += 3 if x > y else 1 if x == y else 0
            pts[b] += 3 if y > x else 1 if x == y else 0
    return pts, gd


def standings(matches, tiebreak):
    rows = defaultdict(
        lambda: dict(
            p=0, w=0, d=0, l=0, gf=0, ga=0, pts=0, home=[0, 0, 0, 0, 0], away=[0, 0, 0, 0, 0]
        )
    )
    for m in matches:
        x, y = m["score"]["ft"]
        for team, f, a, side in ((m["team1"], x, y, "home"), (m["team2"], y, x, "away")):
            r = rows[team]
            r["p"] += 1
            r["gf"] += f
            r["ga"] += a
            k = 0 if f > a else 1 if f == a else 2
            r["wdl"[k]] += 1
            r["pts"] += (3, 1, 0)[k]
            r[side][k] += 1
            r[side][3] += f
            r[side][4] += a
    for r in rows.values():
        r["gd"] = r["gf"] - r["ga"]

    def order(teams, rules):
        """Sort teams level on points by the rules; head-to-head on the still-level set."""
        if len(teams) <= 1 or not rules:
            return sorted(teams)
        rule, rest = rules[0], rules[1:]
        if rule.startswith("h2h"):
            hp, hg = mini(matches, set(teams))
            key = (lambda t: hp[t]) if rule == "h2h_pts" else (lambda t: hg[t])
        else:

            def key(t):
                return rows[t][rule]

        groups = defaultdict(list)
        for t in teams:
            groups[key(t)].append(t)
        out = []
        for k in sorted(groups, reverse=True):
            g = groups[k]
            if len(g) > 1 and len(g) < len(teams) and rule.startswith("h2h"):
                # re-apply the head-to-head rules to the smaller level set
                out += order(
                    g,
                    [r for r in rules if r.startswith("h2h")]
                    + [r for r in rest if not r.startswith("h2h")],
                )
            else:
                out += order(g, rest)
        return out

    by_pts = defaultdict(list)
    for t, r in rows.items():
        by_pts[r["pts"]].append(t)
    table = []
    for p in sorted(by_pts, reverse=True):
        table += order(by_pts[p], tiebreak)
    return table, rows


def runs(results):
    """Longest unbeaten and winning runs in a list of 'W'/'D'/'L'."""
    best_u = best_w = cu = cw = 0
    for r in results:
        cu = cu + 1 if r != "L" else 0
        cw = cw + 1 if r == "W" else 0
        best_u, best_w = max(best_u, cu), max(best_w, cw)
    return best_u, best_w


def team_matches(matches, team):
    out = []
    for m in matches:
        if team in (m["team1"], m["team2"]):
            x, y = m["score"]["ft"]
            f, a = (x, y) if m["team1"] == team else (y, x)
            out.append((m, "W" if f > a else "D" if f == a else "L"))
    return out


def line(m):
    s = m.get("score", {})
    ft = s.get("ft")
    sc = f"{ft[0]}-{ft[1]}" if ft else "no score in the data"
    extra = ""
    if s.get("et"):
        extra += f" (aet {s['et'][0]}-{s['et'][1]})"
    if s.get("p"):
        extra += f" (pens {s['p'][0]}-{s['p'][1]})"
    ht = s.get("ht")
    h = f" ht {ht[0]}-{ht[1]}" if ht else ""
    return f"{m['date']} {m['round']}: {m['team1']} {sc} {m['team2']}{extra}{h}"


def league(code):
    fname, tiebreak, places = LEAGUES[code]
    data = load(fname)
    allm = data["matches"]
    ms = played(allm)
    table, rows = standings(ms, tiebreak)
    out = [
        f"# {data['name']} ({fname}): {len(ms)} of {len(allm)} results; tie-break: points, "
        + ", ".join(tiebreak)
    ]
    out.append("## Final table (the season as the data has it)")
    out.append(
        "pos club P W D L GF GA GD Pts | home W-D-L GF-GA | away W-D-L GF-GA | last5 | unbeaten/winning run"  # noqa: E501
    )
    len(table)
    for i, t in enumerate(table, 1):
        r = rows[t]
        res = [x for _, x in team_matches(ms, t)]
        u, w = runs(res)
        h, a = r["home"], r["away"]
        out.append(
            f"{i:2d} {t} {r['p']} {r['w']} {r['d']} {r['l']} {r['gf']} {r['ga']} {r['gd']:+d} {r['pts']}"  # noqa: E501
            f" | home {h[0]}-{h[1]}-{h[2]} {h[3]}-{h[4]} ({3 * h[0] + h[1]} pts) | away {a[0]}-{a[1]}-{a[2]} {a[3]}-{a[4]} ({3 * a[0] + a[1]} pts)"  # noqa: E501
            f" | {''.join(res[-5:])} | {u}/{w}"
        )
    out.append(f"champions: {table[0]}")
    out.append(f"top four: {', '.join(table[:4])}")
    out.append(f"Europe: {EUROPE[code]}")
    if places.get("playoff"):
        out.append(
            "relegation play-off: " + ", ".join(f"{p} {table[p - 1]}" for p in places["playoff"])
        )
    out.append("relegated: " + ", ".join(f"{p} {table[p - 1]}" for p in places["relegated"]))
    out.append(f"bottom: {table[-1]}")
    # level on points: say how the tie-break decided
    by = defaultdict(list)
    for i, t in enumerate(table, 1):
        by[rows[t]["pts"]].append(f"{i} {t} (gd {rows[t]['gd']:+d}, gf {rows[t]['gf']})")
    out.append("## Level on points")
    for p, ts in by.items():
        if len(ts) > 1:
            hp, _hg = mini(ms, {s.split(" ", 1)[1].split(" (")[0] for s in ts})
            out.append(
                f"{p} pts: "
                + "; ".join(ts)
                + " | h2h pts "
                + ", ".join(f"{k} {v}" for k, v in hp.items())
            )
    out.append("## Records")
    out.append(
        "most goals: "
        + ", ".join(f"{t} {rows[t]['gf']}" for t in sorted(rows, key=lambda t: -rows[t]["gf"])[:3])
    )
    out.append(
        "fewest conceded: "
        + ", ".join(f"{t} {rows[t]['ga']}" for t in sorted(rows, key=lambda t: rows[t]["ga"])[:3])
    )
    out.append(
        "most conceded: "
        + ", ".join(f"{t} {rows[t]['ga']}" for t in sorted(rows, key=lambda t: -rows[t]["ga"])[:3])
    )
    best = sorted(
        ms, key=lambda m: (-abs(m["score"]["ft"][0] - m["score"]["ft"][1]), -sum(m["score"]["ft"]))
    )
    out.append("biggest wins:")
    out += ["  " + line(m) for m in best[:6]]
    high = sorted(ms, key=lambda m: -sum(m["score"]["ft"]))
    out.append("most goals in a match:")
    out += ["  " + line(m) for m in high[:4]]
    out.append(
        f"total goals: {sum(sum(m['score']['ft']) for m in ms)} in {len(ms)} matches; "
        f"draws {sum(1 for m in ms if m['score']['ft'][0] == m['score']['ft'][1])}; "
        f"home wins {sum(1 for m in ms if m['score']['ft'][0] > m['score']['ft'][1])}; "
        f"away wins {sum(1 for m in ms if m['score']['ft'][0] < m['score']['ft'][1])}"
    )
    out.append("## Derbies / head-to-head")
    for name, (a, b) in DERBIES[code].items():
        out.append(f"{name}: {a} v {b}")
        for m in allm:
            if {m["team1"], m["team2"]} == {a, b}:
                out.append("  " + line(m))
    rounds = []
    for m in allm:
        if m["round"] not in rounds:
            rounds.append(m["round"])
    for r in (rounds[0], rounds[-1]):
        out.append(f"## {r}")
        out += ["  " + line(m) for m in allm if m["round"] == r]
    out.append("## Each club's matches")
    for t in table:
        out.append(f"{t}:")
        out += ["  " + line(m) for m in allm if t in (m["team1"], m["team2"])]
    return "\n".join(out)


def cl():
    data = load("uefa.cl.json")
    allm = data["matches"]
    lp = [m for m in allm if m["round"].startswith("League")]
    # UEFA league phase: points, goal difference, goals, away goals, wins, away wins
    table, rows = standings(played(lp), ["gd", "gf"])
    for r in rows.values():
        r["away_gf"], r["away_w"] = r["away"][3], r["away"][0]
    table = sorted(
        table,
        key=lambda t: (
            -rows[t]["pts"],
            -rows[t]["gd"],
            -rows[t]["gf"],
            -rows[t]["away_gf"],
            -rows[t]["w"],
            -rows[t]["away_w"],
        ),
    )
    out = [f"# {data['name']}: {len(played(allm))} of {len(allm)} results"]
    out.append("## League-phase table (points, gd, goals, away goals, wins, away wins)")
    for i, t in enumerate(table, 1):
        r = rows[t]
        tag = "R16" if i <= 8 else "play-off" if i <= 24 else "out"
        out.append(
            f"{i:2d} {t} {r['p']} {r['w']} {r['d']} {r['l']} {r['gf']}-{r['ga']} {r['gd']:+d} {r['pts']} [{tag}]"  # noqa: E501
        )
    for stage in (
        "Playoffs",
        "Finals, Round of 16",
        "Finals, Quarterfinals",
        "Finals, Semifinals",
        "Finals, Final",
    ):
        ms = [m for m in allm if m["round"].startswith(stage)]
        out.append(f"## {stage}")
        out += ["  " + line(m) for m in ms]
        ties = defaultdict(list)
        for m in ms:
            ties[frozenset((m["team1"], m["team2"]))].append(m)
        for pair, legs in ties.items():
            agg = defaultdict(int)
            ok = True
            for m in legs:
                s = m["score"]
                ft = s.get("et") or s.get("ft")
                if not ft:
                    ok = False
                    continue
                agg[m["team1"]] += ft[0]
                agg[m["team2"]] += ft[1]
            a, b = sorted(pair)
            p = legs[-1]["score"].get("p")
            out.append(
                f"  tie {a} {agg[a]}-{agg[b]} {b} on aggregate"
                + (f"; penalties in the data {p[0]}-{p[1]}" if p else "")
                + ("" if ok else " (a leg without score)")
            )
    out.append("## Each club's matches (selected)")
    for t in table:
        out.append(f"{t}:")
        out += ["  " + line(m) for m in allm if t in (m["team1"], m["team2"])]
    return "\n".join(out)


def main(argv):
    write = "--write" in argv
    codes = [a for a in argv if not a.startswith("--")] or ["all"]
    if codes == ["all"]:
        codes = [*list(LEAGUES), "cl"]
    for code in codes:
        text = cl() if code == "cl" else league(code)
        if write:
            with open(os.path.join(HERE, f"facts_{code}.txt"), "w", encoding="utf-8") as f:
                f.write(text + "\n")
        else:
            print(text)


if __name__ == "__main__":
    main(sys.argv[1:])
