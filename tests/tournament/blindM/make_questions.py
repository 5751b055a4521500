"""Write league.yaml and cup.yaml: fans' questions with expectations computed from the json.

Every expected value below is looked up or counted from league.json / cup.json; the
question texts name clubs and players, the answers come from the data.
Run: python make_questions.py
"""

import json
from collections import Counter
from pathlib import Path

import facts_league
import forms as F

HERE = Path(__file__).parent
AFFIXES = [
    "Club Atlético ",
    "Atlético ",
    "Deportivo ",
    "Real ",
    "Unión ",
    "Racing ",
    "Independiente ",
    "Sporting ",
]


def core(club: str) -> str:
    for a in AFFIXES:
        if club.startswith(a):
            return club[len(a) :]
    return club.removesuffix(" FC")


def T(club: str) -> list[str]:
    return [club, core(club)]


def P(player: str) -> list[str]:
    return [player, player.split()[-1]]


def dedupe(groups: list[list[str]]) -> list[list[str]]:
    return [list(dict.fromkeys(g)) for g in groups]


def item(q: str, topic: str, expect: list[list[str]] | None = None, **extra) -> dict:
    if expect is None:
        return {"q": q, "topic": topic, "decline": True}
    return {"q": q, "topic": topic, "expect": dedupe(expect), **extra}


def write(path: Path, header: list[str], items: list[dict]) -> None:
    lines = [f"# {h}" if h else "#" for h in header] + ["items:"]
    lines += ["  - " + json.dumps(i, ensure_ascii=False) for i in items]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- league
def league_items() -> list[dict]:
    f = facts_league.compute()
    t, order, ms, pts_count = f["table"], f["order"], f["ms"], f["pts_count"]
    by_core = {core(c).lower(): c for c in f["clubs"]}

    def club(word: str) -> str:
        return by_core[word]

    def pos(c: str) -> int:
        assert pts_count[t[c]["Pts"]] == 1, f"{c} is level on points: do not ask"
        return order.index(c) + 1

    def meeting(a: str, b: str) -> dict:
        found = [m for m in ms if {m["team1"], m["team2"]} == {club(a), club(b)}]
        assert len(found) == 1
        return found[0]

    def ft(m: dict) -> list[str]:
        return F.score(*m["score"]["ft"])

    def round_of(n: int) -> list[dict]:
        return [m for m in ms if m["round"] == f"Jornada {n}"]

    def results(n: int) -> list[list[str]]:
        rms = round_of(n)
        groups = [T(m["team1"]) for m in rms] + [T(m["team2"]) for m in rms]
        for s in dict.fromkeys(tuple(F.score(*m["score"]["ft"])) for m in rms):
            groups.append(list(s))
        return groups

    def games(c: str) -> list[dict]:
        return sorted((m for m in ms if c in (m["team1"], m["team2"])), key=lambda m: m["date"])

    def opponent(m: dict, c: str) -> str:
        return m["team2"] if m["team1"] == c else m["team1"]

    def scorers_for(m: dict, c: str) -> list[list[str]]:
        side = "goals1" if m["team1"] == c else "goals2"
        names = dict.fromkeys(g["name"] for g in m[side] if not g.get("owngoal"))
        return [P(n) for n in names]

    def goals_in(m: dict, player: str) -> list[dict]:
        return [
            g for g in m["goals1"] + m["goals2"] if g["name"] == player and not g.get("owngoal")
        ]

    champion, second, bottom = order[0], order[1], order[-1]
    assert pts_count[t[champion]["Pts"]] == 1 and pts_count[t[bottom]["Pts"]] == 1
    top = f["scorers"].most_common(2)
    assert top[0][1] > top[1][1]
    top_name, top_goals = top[0]
    margins = sorted(ms, key=lambda m: -abs(m["score"]["ft"][0] - m["score"]["ft"][1]))
    big = margins[0]
    assert abs(big["score"]["ft"][0] - big["score"]["ft"][1]) > abs(
        margins[1]["score"]["ft"][0] - margins[1]["score"]["ft"][1]
    )
    totals = sorted(ms, key=lambda m: -sum(m["score"]["ft"]))
    most = totals[0]
    assert sum(most["score"]["ft"]) > sum(totals[1]["score"]["ft"])
    gf_best = max(f["clubs"], key=lambda c: t[c]["GF"])
    assert sorted((t[c]["GF"] for c in f["clubs"]), reverse=True)[1] < t[gf_best]["GF"]
    ga_best = min(f["clubs"], key=lambda c: t[c]["GA"])
    assert sorted(t[c]["GA"] for c in f["clubs"])[1] > t[ga_best]["GA"]
    hat_players = list(dict.fromkeys(n for n, _, _ in f["hattricks"]))
    own = f["own_goals"]
    total = sum(sum(m["score"]["ft"]) for m in ms)

    alm, lun, val, rio = club("almares"), club("lunagro"), club("valdoria"), club("rioclaro")
    orb, sot, mon = club("orbesa"), club("sotuello"), club("montalba")
    pen = club("peñaverde")
    m_val_alm = meeting("valdoria", "almares")
    m_rio_nor = meeting("rioclaro", "norvilla")
    m_cas_tar = meeting("castellfort", "tarvena")
    m_val_nor = meeting("valdoria", "norvilla")
    m_alm_lun = meeting("almares", "lunagro")
    m_orb_sot = meeting("orbesa", "sotuello")
    brambar = "Ulises Brambar"
    brambar_goals = goals_in(m_rio_nor, brambar)
    quelmar_pens = f["pens"][top_name]
    first_alm = games(alm)[0]
    last_mon = games(mon)[-1]
    beat_alm = f["beaten_by"][alm]
    beat_lun = f["beaten_by"][lun]

    return [
        item("who won the liga marenca this season?", "league.champion", [T(champion)]),
        item("che quien salio campeon de la liga??", "league.champion", [T(champion)]),
        item("can u post the league tabel", "league.table", [T(c) for c in order], max_len=3000),
        item("who finished secnd in the league", "league.position_holder", [T(second)]),
        item("y quien quedo ultimo en la tabla", "league.bottom", [T(bottom)]),
        item("top 3 of the table?", "league.top_three", [T(c) for c in order[:3]]),
        item(
            "who won the league and who finished bottom?",
            "league.champion_bottom",
            [T(champion), T(bottom)],
        ),
        item("wher did rioclaro finish", "league.club_position", [F.position(pos(rio))]),
        item("en que puesto termino el sotuello", "league.club_position", [F.position(pos(sot))]),
        item(
            "what position did racing orbesa end up in and how many pts did they get",
            "league.position_points",
            [F.position(pos(orb)), F.points(t[orb]["Pts"])],
        ),
        item(
            "oye cuantos puntos hizo valdoria en la liga",
            "league.points",
            [F.points(t[val]["Pts"])],
        ),
        item(
            "almares record? W D L",
            "league.record",
            [F.wins(t[alm]["W"]), F.draws(t[alm]["D"]), F.losses(t[alm]["L"])],
        ),
        item(
            "cuantos partidos gano montalba en toda la temporada",
            "league.wins",
            [F.wins(t[mon]["W"])],
        ),
        item("how many draws did penaverde have", "league.draws", [F.draws(t[pen]["D"])]),
        item(
            "cuantos goles metio almares en la liga y cuantos le hicieron",
            "league.goals_for_against",
            [F.goals(t[alm]["GF"]), F.conceded(t[alm]["GA"])],
        ),
        item(
            "whats lunagro's goal difference",
            "league.goal_difference",
            [F.goal_difference(t[lun]["GD"])],
        ),
        item(
            "diferencia de gol de montalba?",
            "league.goal_difference",
            [F.goal_difference(t[mon]["GD"])],
        ),
        item("valdoria vs almares, what was the score?", "league.match_score", [ft(m_val_alm)]),
        item("como salio el rioclaro norvilla", "league.match_score", [ft(m_rio_nor)]),
        item(
            "half time score castellfort v tarvena?",
            "league.match_ht",
            [F.score(*m_cas_tar["score"]["ht"])],
        ),
        item("jornada 5 results pls", "league.matchday_results", results(5), max_len=2000),
        item("resultados de la fecha 11?", "league.matchday_results", results(11), max_len=2000),
        item("q paso en la primera jornada", "league.matchday_results", results(1), max_len=2000),
        item(
            "en que jornada jugaron almares y lunagro",
            "league.match_round",
            [F.matchday(int(m_alm_lun["round"].split()[-1]))],
        ),
        item("when was the orbesa sotuello game", "league.match_date", [F.date(m_orb_sot["date"])]),
        item(
            "who was the top scorer in the league",
            "league.top_scorer",
            [P(top_name), F.goals(top_goals)],
        ),
        item(
            "pichichi de la liga marenca? cuantos hizo",
            "league.top_scorer",
            [P(top_name), F.goals(top_goals)],
        ),
        item("any hat tricks this season?", "league.hattricks", [P(p) for p in hat_players]),
        item(
            "when did brambar score against norvilla",
            "league.goal_minutes",
            [F.minute(g["minute"]) for g in brambar_goals],
        ),
        item(
            "how many goals did jacinto morcuende score",
            "league.player_goals",
            [F.goals(f["scorers"]["Jacinto Morcuende"])],
        ),
        item(
            "cuantos de los goles de quelmar fueron de penal? xq parece q todos",
            "league.player_penalties",
            [
                [f"{n} penal" for n in (str(quelmar_pens), F.ES[quelmar_pens])]
                + [f"{n} penales" for n in (str(quelmar_pens), F.ES[quelmar_pens])]
                + [f"{n} penalties" for n in (str(quelmar_pens), F.EN[quelmar_pens])]
                + [f"{n} de penal" for n in (str(quelmar_pens), F.ES[quelmar_pens])]
                + [f"{n} pens" for n in (str(quelmar_pens), F.EN[quelmar_pens])]
                + [f"{n} penaltis" for n in (str(quelmar_pens), F.ES[quelmar_pens])]
            ],
        ),
        item(
            "who scored for valdoria vs norvilla",
            "league.match_scorers",
            scorers_for(m_val_nor, val),
        ),
        item(
            "how many own goals were there in the league",
            "league.own_goals",
            [
                [
                    f"{len(own)} own goals",
                    f"{F.EN[len(own)]} own goals",
                    f"{len(own)} autogoles",
                    f"{F.ES[len(own)]} autogoles",
                    f"{len(own)} goles en contra",
                    f"{F.ES[len(own)]} goles en contra",
                    f"{len(own)} goles en propia puerta",
                    f"{F.ES[len(own)]} goles en propia puerta",
                    f"{len(own)} goles en propia meta",
                    f"{F.ES[len(own)]} goles en propia meta",
                ]
            ],
        ),
        item(
            "quien se hizo un gol en contra esta temporada?",
            "league.own_goal_scorers",
            [P(n) for n, _, _ in own],
        ),
        item(
            "biggest win of the seasn?",
            "league.biggest_win",
            [T(big["team1"]), T(big["team2"]), ft(big)],
        ),
        item(
            "cual fue el partido con mas goles de la liga",
            "league.highest_scoring",
            [T(most["team1"]), T(most["team2"]), ft(most)],
        ),
        item(
            "which team scored the most goals",
            "league.most_goals",
            [T(gf_best), F.goals(t[gf_best]["GF"])],
        ),
        item(
            "que equipo recibio menos goles",
            "league.best_defence",
            [T(ga_best), F.conceded(t[ga_best]["GA"])],
        ),
        item(
            "how many goals were scored in the whole league", "league.total_goals", [[str(total)]]
        ),
        item(
            "what was almares first game and how did it go",
            "league.first_game",
            [T(opponent(first_alm, alm)), ft(first_alm)],
        ),
        item(
            "ultimo partido de montalba, contra quien y como quedo",
            "league.last_game",
            [T(opponent(last_mon, mon)), ft(last_mon)],
        ),
        item("who beat almres?", "league.beaten_by", [T(c) for c in beat_alm]),
        item("quien le gano a lunagro en la liga", "league.beaten_by", [T(c) for c in beat_lun]),
        item("who reffed valdoria almares", "decline.referee"),
        item("cuantas rojas hubo en la liga", "decline.cards"),
        item("how many fans were at the tarvena quiroval game", "decline.attendance"),
        item("quien gano la liga marenca 2024/25?", "decline.other_season"),
        item("who did almares sign in january", "decline.transfers"),
    ]


# --------------------------------------------------------------------------- cup
def cup_items() -> list[dict]:
    data = json.loads((HERE / "cup.json").read_text(encoding="utf-8"))
    ms = [(r["name"], m) for r in data["rounds"] for m in r["matches"]]

    def name(side: dict) -> str:
        return side["name"]

    def final_score(m: dict) -> list[int]:
        return m["score"].get("et", m["score"]["ft"])

    def winner(m: dict) -> str:
        s = m["score"]
        a, b = s.get("p", s.get("et", s["ft"]))
        return name(m["team1"]) if a > b else name(m["team2"])

    def loser(m: dict) -> str:
        w = winner(m)
        return name(m["team2"]) if name(m["team1"]) == w else name(m["team1"])

    def find(a: str, b: str) -> tuple[str, dict]:
        found = [
            (r, m)
            for r, m in ms
            if {core(name(m["team1"])).lower(), core(name(m["team2"])).lower()} == {a, b}
        ]
        assert len(found) == 1
        return found[0]

    def club(word: str) -> str:
        return next(
            name(m[s])
            for _, m in ms
            for s in ("team1", "team2")
            if core(name(m[s])).lower() == word
        )

    def knocked_out_by(c: str) -> tuple[str, dict]:
        found = [(r, m) for r, m in ms if loser(m) == c]
        assert len(found) == 1
        return found[0]

    def path(c: str) -> list[str]:
        return [
            name(m["team2"]) if name(m["team1"]) == c else name(m["team1"])
            for _, m in ms
            if c in (name(m["team1"]), name(m["team2"]))
        ]

    def scorers(m: dict) -> list[list[str]]:
        names = dict.fromkeys(g["name"] for g in m["goals1"] + m["goals2"] if not g.get("owngoal"))
        return [P(n) for n in names]

    def how(m: dict) -> list[list[str]]:
        if "p" in m["score"]:
            return [F.PENALTIES]
        if "et" in m["score"]:
            return [F.EXTRA_TIME]
        return []

    final = next(m for r, m in ms if r == "Final")
    champ, runner = winner(final), loser(final)
    scorer_count: Counter[str] = Counter(
        g["name"] for _, m in ms for g in m["goals1"] + m["goals2"] if not g.get("owngoal")
    )
    (top_name, top_n), (_, second_n) = scorer_count.most_common(2)
    assert top_n > second_n
    total = sum(sum(final_score(m)) for _, m in ms)
    shootouts = [m for _, m in ms if "p" in m["score"]]
    assert len(shootouts) == 1
    so = shootouts[0]
    went_et = [m for _, m in ms if "et" in m["score"]]
    own = [g for _, m in ms for g in m["goals1"] + m["goals2"] if g.get("owngoal")]
    final_ground = final["ground"]
    stadium, city = (x.strip() for x in final_ground.split(","))
    final_goals = sorted(final["goals1"] + final["goals2"], key=lambda g: g["minute"])
    decider = final_goals[-1]
    assert decider["minute"] > 90 and final_score(final) != final["score"]["ft"]
    q_final = [g for g in final["goals1"] + final["goals2"] if g["name"] == top_name]

    alm, val, rio = club("almares"), club("valdoria"), club("rioclaro")
    orb, lun = club("orbesa"), club("lunagro")
    _, sf_alm_val = find("almares", "valdoria")
    _, qf_cam_rio = find("camposeco", "rioclaro")
    _, sf_cam_lun = find("camposeco", "lunagro")
    _, qf_lun_orb = find("lunagro", "orbesa")
    _, qf_sot_val = find("sotuello", "valdoria")
    r_alm, m_alm = knocked_out_by(alm)
    _, m_rio = knocked_out_by(rio)
    _, m_orb = knocked_out_by(orb)
    arribe = next(
        g for g in qf_lun_orb["goals1"] + qf_lun_orb["goals2"] if g["name"] == "Gonzalo Arribe"
    )
    semis = [m for r, m in ms if r == "Semi-finals"]
    quarters = [m for r, m in ms if r == "Quarter-finals"]

    def round_results(rms: list[dict]) -> list[list[str]]:
        groups = [T(name(m["team1"])) for m in rms] + [T(name(m["team2"])) for m in rms]
        for s in dict.fromkeys(tuple(F.score(*final_score(m))) for m in rms):
            groups.append(list(s))
        return groups

    return [
        item("who won the copa marenca?", "cup.winner", [T(champ)]),
        item("quien gano la copa al final", "cup.winner", [T(champ)]),
        item(
            "whats the score of the copa final?",
            "cup.final_score",
            [F.score(*final_score(final)), *how(final)],
        ),
        item(
            "como termino la final, hubo alargue?",
            "cup.final_score",
            [F.score(*final_score(final)), *how(final)],
        ),
        item(
            "what was it after 90 minutes in the final",
            "cup.final_ft",
            [F.score(*final["score"]["ft"])],
        ),
        item(
            "who scored the winner in the final and when",
            "cup.final_winner",
            [P(decider["name"]), F.minute(decider["minute"])],
        ),
        item("quien perdio la final", "cup.runner_up", [T(runner)]),
        item(
            "quien elimino a almares",
            "cup.knocked_out_by",
            [
                T(winner(m_alm)),
                ["semi", "semifinal", "semi-final", "semis", "semifinales"]
                if r_alm == "Semi-finals"
                else [r_alm],
            ],
        ),
        item("who knocked out rioclaro lol", "cup.knocked_out_by", [T(winner(m_rio))]),
        item(
            "quien saco a orbesa de la copa? fue por penales no?",
            "cup.knocked_out_by",
            [T(winner(m_orb)), F.score(*m_orb["score"]["p"])],
        ),
        item("how did lunagro get to the final", "cup.path", [T(c) for c in path(lun)[:-1]]),
        item("camino de valdoria en la copa", "cup.path", [T(c) for c in path(val)], max_len=1500),
        item(
            "who scored in the semi between almares and valdoria",
            "cup.match_scorers",
            scorers(sf_alm_val),
        ),
        item("goles del camposeco rioclaro?", "cup.match_scorers", scorers(qf_cam_rio)),
        item(
            "lunagro orbesa penalty shootout score?", "cup.shootout", [F.score(*so["score"]["p"])]
        ),
        item(
            "que partido se definio por penales?",
            "cup.shootouts",
            [T(name(so["team1"])), T(name(so["team2"])), F.score(*so["score"]["p"])],
        ),
        item(
            "which games went to extra time",
            "cup.extra_time",
            [T(c) for c in dict.fromkeys(name(m[s]) for m in went_et for s in ("team1", "team2"))],
        ),
        item("wher was the final played", "cup.final_venue", [[stadium]]),
        item(
            "en q estadio se jugo la final y en que ciudad", "cup.final_venue", [[stadium], [city]]
        ),
        item("when was the final", "cup.final_date", [F.date(final["date"])]),
        item("who was the cups top scorer", "cup.top_scorer", [P(top_name), F.goals(top_n)]),
        item(
            "cuantos goles hizo morcuende en la copa",
            "cup.player_goals",
            [F.goals(scorer_count["Jacinto Morcuende"])],
        ),
        item("semi final resutls?", "cup.round_results", round_results(semis), max_len=1500),
        item(
            "resultados de cuartos de final",
            "cup.round_results",
            round_results(quarters),
            max_len=2000,
        ),
        item(
            "who did valdoria play in the quarters and what was the score",
            "cup.match_by_round",
            [T(name(qf_sot_val["team1"])), F.score(*final_score(qf_sot_val))],
        ),
        item(
            "donde se jugo la semi de camposeco contra lunagro",
            "cup.match_venue",
            [[sf_cam_lun["ground"].split(",")[0]]],
        ),
        item(
            "when did quelmar score in the final",
            "cup.goal_minute",
            [F.minute(g["minute"], g.get("offset", 0)) for g in q_final],
        ),
        item(
            "when did arribe equalise vs lunagro?",
            "cup.goal_minute",
            [F.minute(arribe["minute"], arribe.get("offset", 0))],
        ),
        item("any own goals in the cup?", "cup.own_goals", [P(g["name"]) for g in own]),
        item("how many goals in the whole cup", "cup.total_goals", [F.goals(total)]),
        item(
            "did camposeco really beat rioclaro?? what was the score",
            "cup.match_score",
            [F.score(*final_score(qf_cam_rio))],
        ),
        item(
            "cuanto iban al entretiempo en la final",
            "cup.final_ht",
            [F.score(*final["score"]["ht"])],
        ),
        item("who missed in the lunagro orbesa shootout", "decline.shootout_kicks"),
        item("quien arbitro la final de la copa", "decline.referee"),
        item("how many people were at the final", "decline.attendance"),
        item("who won the copa marenca 2025", "decline.other_season"),
    ]


if __name__ == "__main__":
    li = league_items()
    write(
        HERE / "league.yaml",
        [
            "Blind evaluation set blindM: league.json (Liga Marenca 2025/26, invented: 12 clubs,",
            "single round robin, 66 matches, flat `matches` list, rounds Jornada 1..Jornada 11).",
            "Expectations computed by make_questions.py from league.json (3/1/0 points; positions",
            "asked only for clubs alone on their points; own goals not counted for scorers).",
        ],
        li,
    )
    ci = cup_items()
    write(
        HERE / "cup.yaml",
        [
            "Blind evaluation set blindM: cup.json (Copa Marenca 2026, invented: 8 clubs,",
            "`rounds` layout, Quarter-finals / Semi-finals / Final; the final won after extra",
            "time, one quarter-final on penalties). Expectations computed by make_questions.py",
            "from cup.json (score after extra time where played; shootout kicks never goals).",
        ],
        ci,
    )
    print("league.yaml", len(li), "cup.yaml", len(ci))
