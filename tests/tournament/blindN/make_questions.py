"""Write league.yaml and cup.yaml: fans' questions, expected answers computed from the JSON.

Run: python3 make_questions.py  (after make_league.py and make_cup.py).
Question texts are written here by hand; every fact in an expectation comes from facts.py.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import facts as F
import forms as V

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- names as a fan may read them


def folds(word: str) -> list[str]:
    """A name with its umlauts written three ways (ü, u, ue; ß, ss)."""
    plain = word.replace("ü", "u").replace("ö", "o").replace("ä", "a").replace("ß", "ss")
    long = word.replace("ü", "ue").replace("ö", "oe").replace("ä", "ae").replace("ß", "ss")
    return list(dict.fromkeys([word, plain, long]))


def club(name: str) -> list[str]:
    """A club by its distinctive word: 'TSV Hollerbach 09' -> 'Hollerbach'."""
    affixes = {"FC", "SV", "VfB", "TSV", "SC", "1.", "09", "Eintracht", "Borussia", "Fortuna"}
    affixes |= {"Union", "United", "Wanderers", "Rovers", "Athletic", "Town", "City"}
    affixes |= {"Sporting", "Celtic", "Rangers", "Harriers", "Borough", "County", "Orient"}
    affixes |= {"Corinthians", "Villa"}
    words = [w for w in name.split() if w not in affixes]
    assert len(words) == 1, name
    return folds(words[0])


def player(name: str) -> list[str]:
    return folds(name.split()[-1])


def item(q: str, topic: str, expect: list[list[str]], max_len: int | None = None) -> dict:
    for group in expect:
        assert group and all(isinstance(a, str) and a for a in group), (q, group)
    out: dict = {"q": q, "topic": topic, "expect": expect}
    if max_len:
        out["max_len"] = max_len
    return out


def decline(q: str, topic: str) -> dict:
    return {"q": q, "topic": topic, "decline": True}


def score_of(m: F.Match) -> list[str]:
    return V.score(*m.final_score)


def only(items: list):
    assert len(items) == 1, items
    return items[0]


# ---------------------------------------------------------------- the league


def league_items() -> list[dict]:
    _, ms = F.load("league.json")
    rows = F.table(ms)
    size = len(rows)
    row = {r.club: r for r in rows}
    sc = F.scorers(ms)
    clubs = [r.club for r in rows]

    def at(pos: int) -> str:
        name = rows[pos - 1].club
        assert F.position_by_points(rows, name) == pos, (pos, name)
        return name

    def pos(name: str) -> list[str]:
        p = F.position_by_points(rows, name)
        assert p is not None, name
        return V.position(p, size)

    def club_by_word(word: str) -> str:
        return only([c for c in clubs if word in c])

    def full(word: str) -> str:
        return only([n for n in sc if n.endswith(" " + word)])

    champion, second, bottom = at(1), at(2), at(size)
    assert champion == club_by_word("Rabenfels")
    top_name, top_goals = sc.most_common(1)[0]
    assert sc.most_common(2)[1][1] < top_goals
    attack = F.unique_max(rows, lambda r: r.gf)
    defence = F.unique_min(rows, lambda r: r.ga)
    hats = F.hattricks(ms)
    ogs = F.own_goals(ms)
    big = F.unique_max(ms, lambda m: abs(m.ft[0] - m.ft[1]))
    high = F.unique_max(ms, lambda m: sum(m.ft))
    rounds = F.by_round(ms)

    rab, gru = club_by_word("Rabenfels"), club_by_word("Grünwiesen")
    kal, hol = club_by_word("Kaltenbrunn"), club_by_word("Hollerbach")
    mor, que = club_by_word("Morlingen"), club_by_word("Quellental")
    dor, lin = club_by_word("Dornfelde"), club_by_word("Lindenmoor")
    ebe, tal = club_by_word("Ebersgrund"), club_by_word("Talbruck")

    def round_expect(name: str) -> list[list[str]]:
        out = [club(c) for m in rounds[name] for c in (m.team1, m.team2)]
        seen: set[tuple[int, ...]] = set()
        for m in rounds[name]:
            key = tuple(sorted(m.ft))
            if key not in seen:
                seen.add(key)
                out.append(score_of(m))
        return out

    # the two meetings asked about have different scores
    mor_dor = [F.meeting(ms, mor, dor), F.meeting(ms, dor, mor)]
    assert sorted(mor_dor[0].ft) != sorted(mor_dor[1].ft)
    rab_first = F.club_matches(ms, rab)[0]
    assert rab_first.round == "Matchday 1"
    rab_opponent = rab_first.team2 if rab_first.team1 == rab else rab_first.team1
    tal_last = F.club_matches(ms, tal)[-1]
    assert tal_last.round == "Matchday 18"
    other_last = tal_last.team1 if tal_last.team2 == tal else tal_last.team2
    rab_losses = [m for m in F.club_matches(ms, rab) if m.loser == rab]
    rab_loss = only(rab_losses)
    hol_gru = only([m for m in rounds["Matchday 8"] if m.has(hol) and m.has(gru)])
    assert hol_gru.winner == hol
    six_nil = F.meeting(ms, kal, dor)
    assert six_nil is big
    crazy = F.meeting(ms, hol, ebe)
    assert crazy is high and crazy.winner == ebe
    jung = full("Jungwirth")
    jung_md2 = only([m for m in rounds["Matchday 2"] if m.has(kal) and m.has(que)])
    jung_goal = only([g for g in jung_md2.goals1 + jung_md2.goals2 if g["name"] == jung])
    og_que_kal = only([o for o in ogs if o[1].team1 == que and o[1].team2 == kal])
    assert og_que_kal[1].ft == [1, 3]
    hat_kal = only([h for h in hats if h[1].round == "Matchday 1"])
    assert hat_kal[1].has(kal)
    fri = only([m for m in ms if m.date == "2025-08-15"])
    feuer = full("Feuerstake")
    total = sum(sum(m.ft) for m in ms)
    scorers_crazy = [player(n) for n in dict.fromkeys(crazy.scorers(2))]

    items = [
        item("who won the almer bundesliga this season?", "league.champion", [club(champion)]),
        item("quien salio campeon de la liga al final?", "league.champion", [club(champion)]),
        item(
            "can u post the full leauge table pls",
            "league.table",
            [club(c) for c in clubs],
            max_len=1500,
        ),
        item(
            "tabla de posiciones final de la bundesliga",
            "league.table",
            [club(c) for c in clubs],
            max_len=1500,
        ),
        item(
            "who finished runner up behind rabenfels",
            "league.position",
            [club(second)],
        ),
        item("quien quedo ultimo? el farolillo rojo", "league.bottom", [club(bottom)]),
        item("where did eintracht morlingen finsih in the table", "team.position", [pos(mor)]),
        item("en que lugar termino el lindenmoor?", "team.position", [pos(lin)]),
        item("how many pts did hollerbach get", "team.points", [V.points(row[hol].points)]),
        item(
            "cuantos puntos hizo quellental en toda la temporada",
            "team.points",
            [V.points(row[que].points)],
        ),
        item(
            "whats grunwiesen's goal diff",
            "team.goal_difference",
            [V.goal_difference(row[gru].gd)],
        ),
        item(
            "rabenfels w/d/l record this season?",
            "team.record",
            [V.wins(row[rab].won), V.draws(row[rab].drawn), V.losses(row[rab].lost)],
        ),
        item(
            "cuantos partidos perdio el talbruck? que temporada horrible",
            "team.losses",
            [V.losses(row[tal].lost)],
        ),
        item(
            "how many goals did lindenmoor score and how many did they concede",
            "team.goals_for_against",
            [V.goals(row[lin].gf), V.conceded(row[lin].ga)],
        ),
        item(
            "which team had the best attack in the league",
            "league.best_attack",
            [club(attack.club), V.goals(attack.gf)],
        ),
        item(
            "cual fue la valla menos vencida del torneo?",
            "league.best_defence",
            [club(defence.club), V.conceded(defence.ga)],
        ),
        item(
            "who was the league top scorer",
            "league.top_scorer",
            [player(top_name), V.goals(top_goals)],
        ),
        item("quien fue el pichichi de la liga?", "league.top_scorer", [player(top_name)]),
        item(
            "cuantos goles metio weidenbach en la liga",
            "player.goals_total",
            [V.goals(sc[full("Weidenbach")])],
        ),
        item(
            "any hat-tricks this season?",
            "league.hattricks",
            [player(h[0]) for h in hats],
            max_len=900,
        ),
        item(
            "how many own goals were scored all season",
            "league.own_goals",
            [V.own_goals(len(ogs))],
        ),
        item(
            "quien hizo el autogol en el quellental 1-3 kaltenbrunn?",
            "match.own_goal",
            [player(og_que_kal[0])],
        ),
        item(
            "biggest win of the season?",
            "league.biggest_win",
            [club(big.team1), club(big.team2), score_of(big)],
        ),
        item(
            "cual fue el partido con mas goles de la temporada",
            "league.highest_scoring",
            [club(high.team1), club(high.team2), score_of(high)],
        ),
        item(
            "score when rabenfels hosted grunwiesen?",
            "match.home_away",
            [score_of(F.meeting(ms, rab, gru))],
        ),
        item(
            "cuanto quedo talbruck ebersgrund de local?",
            "match.home_away",
            [score_of(F.meeting(ms, tal, ebe))],
        ),
        item(
            "what were the scores in both morlingen vs dornfelde games",
            "match.both_meetings",
            [score_of(m) for m in mor_dor],
        ),
        item("matchday 5 results?", "round.results", round_expect("Matchday 5"), max_len=900),
        item(
            "resultados de la jornada 12",
            "round.results",
            round_expect("Matchday 12"),
            max_len=900,
        ),
        item(
            "how did rabenfles do on the opening day",
            "team.first_game",
            [club(rab_opponent), score_of(rab_first)],
        ),
        item(
            "cual fue el ultimo partido del talbruck y como salio?",
            "team.last_game",
            [club(other_last), score_of(tal_last)],
        ),
        item(
            "who beat rabenfels? did they lose at all this season",
            "team.beaten_by",
            [club(rab_loss.winner or ""), score_of(rab_loss)],
        ),
        item(
            "hollerbach vs grunwiesen on matchday 8, who won?",
            "match.by_round",
            [club(hol), score_of(hol_gru)],
        ),
        item(
            "half time score when kaltenbrun thrashed dornfelde 6-0?",
            "match.half_time",
            [V.score(*six_nil.ht)],
        ),
        item(
            "who scored for ebersgrund in that crazy 4-3 win at hollerbach",
            "match.scorers",
            scorers_crazy,
            max_len=900,
        ),
        item(
            "what minute did jungwirth score vs kaltenbrunn on matchday 2",
            "match.goal_minute",
            [V.minute(jung_goal["minute"])],
        ),
        item(
            "how many clean sheets did grünwiesen keep",
            "team.clean_sheets",
            [V.clean_sheets(row[gru].clean)],
        ),
        item(
            "total goals scored in the league this season?",
            "league.total_goals",
            [V.total_goals(total)],
        ),
        item(
            "cuantos penales metio feuerstake?",
            "player.penalties",
            [V.penalties(F.penalties_by(ms)[feuer])],
        ),
        item(
            "who won the league and who was top scorer?",
            "combo.champion_scorer",
            [club(champion), player(top_name)],
        ),
        item(
            "cuantos puntos saco el kaltenbrunn y en que puesto quedo?",
            "combo.points_position",
            [V.points(row[kal].points), pos(kal)],
        ),
        item(
            "what happened in the friday night game on 15 august?",
            "match.by_date",
            [club(fri.team1), club(fri.team2), score_of(fri)],
        ),
        decline("who reffed rabenfels vs grunwiesen on the last matchday", "decline.referee"),
        decline("cuantas amarillas tuvo el talbruck en la temporada?", "decline.cards"),
        decline(
            "what was kaltenbrunn's starting eleven in the 6-0 against dornfelde",
            "decline.lineups",
        ),
        decline("did rabenfels sign anyone in the winter window?", "decline.transfers"),
        decline("quien gano la liga la temporada pasada? la 24/25", "decline.other_season"),
    ]
    return items


# ---------------------------------------------------------------- the cup


def cup_items() -> list[dict]:
    _, ms = F.load("cup.json")
    rounds = F.by_round(ms)
    final = only(rounds["Final"])
    champion, runner_up = final.winner or "", final.loser or ""
    sc = F.scorers(ms)
    top_name, top_goals = sc.most_common(1)[0]
    assert sc.most_common(2)[1][1] < top_goals
    hats = F.hattricks(ms)
    ogs = F.own_goals(ms)
    big = F.unique_max(ms, lambda m: abs(m.final_score[0] - m.final_score[1]))
    pens = only([m for m in ms if m.p is not None])
    et_only = only([m for m in ms if m.et is not None and m.p is None])
    assert et_only is final
    clubs = {c for m in ms for c in (m.team1, m.team2)}
    assert len(clubs) == 16

    def c(word: str) -> str:
        return only([n for n in clubs if word in n])

    def full(word: str) -> str:
        return only([n for n in sc if n.endswith(" " + word)])

    def knocked_out(name: str) -> F.Match:
        return only([m for m in ms if m.loser == name])

    def path(name: str) -> list[F.Match]:
        return [m for m in ms if m.winner == name]

    def ko_expect(name: str) -> list[list[str]]:
        out = [club(x) for m in rounds[name] for x in (m.team1, m.team2)]
        seen: set[tuple[int, ...]] = set()
        for m in rounds[name]:
            key = tuple(sorted(m.final_score))
            if key not in seen:
                seen.add(key)
                out.append(score_of(m))
        return out

    final_scorers = [player(n) for n in dict.fromkeys(final.scorers(1) + final.scorers(2))]
    winner_goal = max(
        (g for g in (final.goals1 if final.winner == final.team1 else final.goals2)),
        key=F.minute_key,
    )
    assert F.minute_key(winner_goal)[0] > 90
    hol = c("Hollinsby")
    cre = c("Cresswick")
    ash = c("Ashgrove")
    gle = c("Glenbarrow")
    mil = c("Millbeck")
    ash_mil = only([m for m in ms if m.has(ash) and m.has(mil)])
    assert ash_mil is big
    semi_gv = only([m for m in rounds["Semi-finals"] if m.has(gle)])
    semi_bc = only([m for m in rounds["Semi-finals"] if m.has(cre)])
    bc_scorer = only(semi_bc.scorers(1) + semi_bc.scorers(2))
    lantern = [m for m in ms if m.ground and m.ground.startswith("Lantern Park")]
    og_name, og_match, og_goal = only(ogs)
    assert og_name in og_match.scorers(1) + og_match.scorers(2)  # scored at both ends
    assert og_name.endswith(" Whitlock") and og_match.has(c("Vennford"))
    blackthorne = full("Blackthorne")
    total = sum(sum(m.final_score) for m in ms)
    pen_winner = pens.winner or ""

    def opponents(name: str) -> list[list[str]]:
        return [club(m.team2 if m.team1 == name else m.team1) for m in path(name)]

    items = [
        item("who won the northmere challenge cup", "cup.winner", [club(champion)]),
        item("che quien gano la copa?? no vi la final", "cup.winner", [club(champion)]),
        item(
            "final score? heard it went the distance",
            "cup.final_score",
            [club(champion), club(runner_up), score_of(final), V.after_extra_time()],
        ),
        item(
            "la final se definio en el alargue o en penales?",
            "cup.final_decided",
            [V.after_extra_time()],
        ),
        item("who scored in the final?", "cup.final_scorers", final_scorers, max_len=900),
        item(
            "who got the winner in the final and what minute",
            "cup.final_winner_goal",
            [player(winner_goal["name"]), V.minute(F.minute_text(winner_goal))],
        ),
        item(
            "what was it after 90 minutes in the final",
            "cup.final_90",
            [V.score(*final.ft)],
        ),
        item("y al entretiempo como iba la final?", "cup.final_half_time", [V.score(*final.ht)]),
        item(
            "who knockd out hollinsby city",
            "team.knocked_out_by",
            [club(knocked_out(hol).winner or "")],
        ),
        item(
            "quien elimino al cresswick?",
            "team.knocked_out_by",
            [club(knocked_out(cre).winner or "")],
        ),
        item(
            "how far did ashgrove county get",
            "team.how_far",
            [V.stage(knocked_out(ash).round)],
        ),
        item(
            "how far did glenbarrow go in the cup",
            "team.how_far",
            [V.stage(knocked_out(gle).round)],
        ),
        item(
            "vennford villa's road to the trophy, who did they beat?",
            "team.path",
            opponents(c("Vennford")),
            max_len=900,
        ),
        item(
            "el camino del brackenford hasta la final",
            "team.path",
            opponents(c("Brackenford")),
            max_len=900,
        ),
        item(
            "which game went to pens",
            "cup.shootouts",
            [club(pens.team1), club(pens.team2)],
        ),
        item(
            "como termino la tanda de penales del dunmarsh glenbarrow?",
            "match.shootout",
            [V.score(*(pens.p or [])), club(pen_winner)],
        ),
        item("semi final results", "round.results", ko_expect("Semi-finals"), max_len=900),
        item(
            "resultados de cuartos de final",
            "round.results",
            ko_expect("Quarter-finals"),
            max_len=900,
        ),
        item(
            "where was the final played",
            "cup.final_venue",
            [[(final.ground or "").split(",")[0]]],
        ),
        item(
            "en que estadio se jugo la semi entre glenbarrow y vennford?",
            "match.venue",
            [[(semi_gv.ground or "").split(",")[0]]],
        ),
        item(
            "top scorrer of the cup?",
            "cup.top_scorer",
            [player(top_name), V.goals(top_goals)],
        ),
        item(
            "how many did blackthorne score in the cup",
            "player.goals_total",
            [V.goals(sc[blackthorne])],
        ),
        item(
            "anyone score a hat trick in the cup",
            "cup.hattricks",
            [player(h[0]) for h in hats],
        ),
        item(
            "who scored for ashgrove vs millbeck",
            "match.scorers",
            [player(n) for n in dict.fromkeys(ash_mil.scorers(1) + ash_mil.scorers(2))],
        ),
        item(
            "biggest win in the competiton?",
            "cup.biggest_win",
            [club(big.team1), club(big.team2), score_of(big)],
        ),
        item("hubo algun autogol en la copa? de quien?", "cup.own_goals", [player(og_name)]),
        item("cuando fue la final?", "cup.final_date", [V.date(final.date)]),
        item(
            "how many goals were scored in the whole cup",
            "cup.total_goals",
            [V.total_goals(total)],
        ),
        item(
            "how many matches were played at lantern park?",
            "venue.match_count",
            [V.matches(len(lantern))],
        ),
        item(
            "who won the cup and who did they beat in the final",
            "combo.winner_final",
            [club(champion), club(runner_up)],
        ),
        item(
            "quien gano la semi entre brackenford y cresswick y quien hizo el gol?",
            "combo.semi_scorer",
            [club(semi_bc.winner or ""), player(bc_scorer)],
        ),
        item(
            "whitlock scored at both ends vs vennford?? when was the own goal",
            "match.goal_minute",
            [V.minute(F.minute_text(og_goal))],
        ),
        decline("how many fans were at the final", "decline.attendance"),
        decline("quien va a ganar la copa el año que viene?", "decline.prediction"),
        decline("who refereed the final", "decline.referee"),
        decline("alguien vio la roja en las semis?", "decline.cards"),
    ]
    return items


# ---------------------------------------------------------------- output


def write(path: Path, header: list[str], items: list[dict]) -> None:
    lines = [f"# {h}" if h else "#" for h in header] + ["items:"]
    for it in items:
        lines.append("  - " + json.dumps(it, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n")


def summary(items: list[dict]) -> str:
    topics = Counter(i["topic"].split(".")[0] for i in items)
    declines = sum(bool(i.get("decline")) for i in items)
    return f"{len(items)} items, {declines} declines, {dict(topics)}"


def main() -> None:
    league = league_items()
    write(
        HERE / "league.yaml",
        [
            "Blind evaluation set blindN: questions about league.json (Almer Bundesliga 2025/26,",
            "an invented 10-club double round robin, Football.JSON flat `matches` layout).",
            "Expected answers computed by make_questions.py from league.json (3/1/0 points; own",
            "goals excluded from scorers; positions asked only where points alone decide).",
        ],
        league,
    )
    cup = cup_items()
    write(
        HERE / "cup.yaml",
        [
            "Blind evaluation set blindN: questions about cup.json (Northmere Challenge Cup",
            "2025/26, an invented 16-club knockout cup, Football.JSON `rounds` layout).",
            "Expected answers computed by make_questions.py from cup.json (a match's score is",
            "after extra time when it had extra time; shootout kicks are not goals).",
        ],
        cup,
    )
    print("league.yaml:", summary(league))
    print("cup.yaml:", summary(cup))


if __name__ == "__main__":
    main()
