"""How fans name things in a tournament, read generally (each case its own phrasing, in
English and Spanish): the opening match, a team's nth match, slang for going out or
through, a tournament named by its host and year, a group with the tournament's name,
how many matches went to extra time or penalties, and Spanish articles that disagree.
Every expectation is computed from the data, so a wrong match or count fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.engine.facts.tournament import KNOCKOUT, TournamentFacts
from bot.knowledge import load_knowledge

ROOT = Path(__file__).resolve().parents[2]
OPENFOOTBALL = ROOT / "knowledge" / "sources" / "openfootball"


@pytest.fixture(scope="module")
def wc26() -> Engine:
    return Engine(load_knowledge(ROOT / "knowledge"))


def _imported(tmp: Path, source: Path, *options: str) -> Engine:
    out = tmp / "knowledge"
    assert main(["import", "football-json", str(source), "--out", str(out), *options]) == 0
    return Engine(load_knowledge(out))


@pytest.fixture(scope="module")
def wc22(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _imported(
        tmp_path_factory.mktemp("wc22"), OPENFOOTBALL / "worldcup-2022" / "worldcup.json"
    )


@pytest.fixture(scope="module")
def euro(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _imported(
        tmp_path_factory.mktemp("euro"),
        OPENFOOTBALL / "euro-2020" / "euro.json",
        "--name",
        "Euro 2020",
        "--fix-swapped-sides",
    )


def facts(engine: Engine) -> TournamentFacts:
    tf = engine.facts.tournament
    assert tf is not None
    return tf


def answered(engine: Engine, question: str, intent: str | None = None) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    if intent is not None:
        assert reply.intent == intent, (question, reply.intent, reply.text)
    return reply.text


# 1. the opening match, and a team's -------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["which teams played the opening match?", "resultado del partido de apertura"],
)
def test_the_opening_match_is_the_tournaments_first(wc26: Engine, question: str) -> None:
    opener = facts(wc26).opener
    assert opener is not None
    assert wc26.answer(question).match == opener.id


@pytest.mark.parametrize(
    ("question", "team"),
    [
        ("how did canada get on in their opening game", "canada"),
        ("did japan win their opener?", "japan"),
        ("qué tal le fue a colombia en su partido inaugural", "colombia"),
    ],
)
def test_a_teams_opener_is_its_first_match(wc26: Engine, question: str, team: str) -> None:
    assert wc26.answer(question).match == facts(wc26).matches_of(team)[0].id


def test_the_opener_alone_is_still_a_goal(wc26: Engine) -> None:
    reply = wc26.answer("who got the opener?")
    assert reply.match == wc26.knowledge.report_of and "Gordon" in reply.text


# 2. a team's nth match ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "team", "nth"),
    [
        ("what happened in croatia's 3rd game", "croatia", 3),
        ("score of the second match of japan", "japan", 2),
        ("el segundo partido de marruecos", "morocco", 2),
        ("cómo salió el cuarto partido de francia", "france", 4),
    ],
)
def test_an_ordinal_match_of_a_team(wc26: Engine, question: str, team: str, nth: int) -> None:
    assert wc26.answer(question).match == facts(wc26).matches_of(team)[nth - 1].id


@pytest.mark.parametrize(
    ("question", "team"),
    [
        ("portugal's last group match?", "portugal"),
        ("el último partido de grupo de uruguay", "uruguay"),
    ],
)
def test_a_teams_last_group_match(wc26: Engine, question: str, team: str) -> None:
    group = [m for m in facts(wc26).matches_of(team) if m.stage == "group"]
    reply = wc26.answer(question)
    assert reply.band == "answer" and reply.match == group[-1].id, reply.text


# 3. slang for going out and going through -------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["did brazil crash out?", "when did brazil get knocked out", "brasil quedó eliminado?"],
)
def test_going_out_slang_is_the_teams_run(wc26: Engine, question: str) -> None:
    out = facts(wc26).out_in("brazil")
    assert out is not None and out.winner == "norway"
    text = answered(wc26, question, "team-path")
    assert "Norway" in text or "Noruega" in text


@pytest.mark.parametrize(
    ("question", "went"),
    [("did scotland get thru the group", False), ("cabo verde pasó de ronda?", True)],
)
def test_going_through_slang(wc26: Engine, question: str, went: bool) -> None:
    text = answered(wc26, question, "qualified")
    assert text.startswith(("Yes", "Sí") if went else ("No",)), text


# 4. a tournament named by its host and year; another tournament -------------------------


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("the heaviest defeat at qatar 2022", "biggest-win"),
        ("quién salió campeón en catar 2022", "tournament-winner"),
        ("how did qatar do at qatar 2022", "team-path"),
    ],
)
def test_host_and_year_name_the_tournament_held(wc22: Engine, question: str, intent: str) -> None:
    text = answered(wc22, question, intent)
    if intent == "tournament-winner":
        assert "Argentina" in text
    if intent == "team-path":
        assert "Qatar" in text and "group stage" in text


@pytest.mark.parametrize(
    "question", ["who won brazil 2014", "final de rusia 2018", "who won the euro 2016"]
)
def test_another_tournament_is_declined_naming_the_one_held(wc22: Engine, question: str) -> None:
    reply = wc22.answer(question)
    assert reply.band == "decline" and reply.intent is None
    assert "World Cup 2022" in reply.text or "Mundial 2022" in reply.text, reply.text


def test_the_world_cup_asked_of_the_euro_says_which_tournament(euro: Engine) -> None:
    text = answered(euro, "who were the world cup champions", "tournament-winner")
    assert text.startswith("(I hold the data of the Euro 2020.)") and "Italy" in text
    own = answered(euro, "who were the euro 2020 champions", "tournament-winner")
    assert not own.startswith("(")


# 5. a group with the tournament's name ----------------------------------------------------


@pytest.mark.parametrize(
    ("engine_name", "question", "group"),
    [
        ("wc22", "posiciones del grupo G del mundial 2022", "group-g"),
        ("wc22", "standings of group h at the 2022 world cup", "group-h"),
        ("euro", "cómo terminó el grupo B de la eurocopa", "group-b"),
        ("euro", "tabla del grupo c de la euro 2020", "group-c"),
    ],
)
def test_a_group_with_the_tournaments_name(
    request: pytest.FixtureRequest, engine_name: str, question: str, group: str
) -> None:
    engine: Engine = request.getfixturevalue(engine_name)
    reply = engine.answer(question)
    assert reply.intent == "group-table" and reply.facts["group"] == group, reply.text


# 7. how many matches went to extra time or penalties ---------------------------------------


def _count(engine: Engine, question: str) -> int:
    reply = engine.answer(question)
    assert reply.band == "answer", reply.text
    count = reply.facts["count"]
    assert isinstance(count, int)
    return count


@pytest.mark.parametrize("name", ["wc26", "wc22", "euro"])
def test_matches_that_went_to_extra_time_or_penalties(
    request: pytest.FixtureRequest, name: str
) -> None:
    engine: Engine = request.getfixturevalue(name)
    tf = facts(engine)
    extra = [m for m in tf.played if m.score and m.score.extra_time is not None]
    pens = tf.shootouts()
    assert extra and pens
    for q in ("how many games had extra time?", "cuántos partidos terminaron en alargue"):
        assert _count(engine, q) == len(extra), q
    assert _count(engine, "how many games ended in a penalty shootout") == len(pens)
    assert _count(engine, "cuántos partidos se decidieron en los penales") == len(pens)
    last16 = [m for m in extra if m.stage == "round_of_16"]
    assert _count(engine, "how many last 16 ties went to extra time") == len(last16)


def test_the_count_is_said_first_and_fits_a_message(wc26: Engine) -> None:
    text = answered(wc26, "cuantos partidos fueron al tiempo extra")
    assert text.startswith("Fueron a la prórroga (Mundial 2026): 9 partidos, "), text
    en = answered(wc26, "how many games went to extra time")
    assert en.startswith("9 matches went to extra time (World Cup 2026), "), en
    assert len(text) <= 600


# 9. Spanish articles that disagree with the name -------------------------------------------


@pytest.mark.parametrize("question", ["quién ganó el eurocopa", "quién fue campeón de la mundial"])
def test_spanish_gender_noise_is_understood(euro: Engine, question: str) -> None:
    assert "Italia" in answered(euro, question, "tournament-winner")


def test_spanish_answers_give_the_name_its_article(euro: Engine) -> None:
    text = answered(euro, "quién ganó la eurocopa", "tournament-winner")
    assert "ganó la Eurocopa 2020" in text and "el Eurocopa" not in text


# 6. the top N scorers, ties shown -----------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "n"),
    [
        ("who are the top 4 scorers", 4),
        ("the two best scorers?", 2),
        ("los cinco máximos goleadores", 5),
    ],
)
def test_the_top_n_scorers_with_their_ties(wc26: Engine, question: str, n: int) -> None:
    tally = facts(wc26).tally
    last = tally[n - 1].goals
    expected = [t.key for t in tally if t.goals >= last]
    reply = wc26.answer(question)
    assert reply.intent == "top-scorers", reply.text
    assert reply.facts["scorers"] == expected and len(expected) >= n
    assert str(n) in reply.text.split(":")[0]


def test_the_top_n_of_a_team(wc26: Engine) -> None:
    tally = [t for t in facts(wc26).tally if t.team == "france"]
    reply = wc26.answer("france's top 2 goalscorers")
    assert reply.facts["scorers"] == [t.key for t in tally if t.goals >= tally[1].goals]


# 8. the goals of a one-match stage name their scorers and minutes ---------------------------


@pytest.mark.parametrize("question", ["what were the goals in the final", "goles en la final"])
def test_goals_in_the_final_name_scorers_and_minutes(wc26: Engine, question: str) -> None:
    final = facts(wc26).final
    assert final is not None and final.goals
    text = answered(wc26, question)
    for g in final.goals:
        assert g.name in text and f"{g.minute}" in text, text


@pytest.mark.parametrize("name", ["wc22", "euro"])
def test_goals_in_the_final_when_the_final_is_the_last_match(
    request: pytest.FixtureRequest, name: str
) -> None:
    engine: Engine = request.getfixturevalue(name)
    final = facts(engine).final
    assert final is not None
    text = answered(engine, "how many goals were there in the final and who got them")
    for g in final.goals:
        assert g.name in text and f"{g.minute}'" in text, text


# a match named and nothing asked of it: its result with the scorers --------------------------


@pytest.mark.parametrize(
    ("question", "teams"),
    [
        ("denmark england euro semi final", {"denmark", "england"}),
        ("the euro 2020 opener", None),
        ("belgium v italy, euro 2020 quarters", {"belgium", "italy"}),
    ],
)
def test_a_bare_named_match_gives_its_result_and_scorers(
    euro: Engine, question: str, teams: set[str] | None
) -> None:
    tf = facts(euro)
    m = tf.opener if teams is None else next(x for x in tf.played if set(x.teams) == teams)
    assert m is not None and m.score is not None
    reply = euro.answer(question)
    assert reply.band == "answer" and reply.match == m.id, reply.text
    x, y = m.score.final
    assert f"{x}-{y}" in reply.text and all(g.name in reply.text for g in m.goals)


def test_a_stage_the_data_lacks_is_said_plainly(euro: Engine) -> None:
    reply = euro.answer("who won the euro 2020 third place play off")
    assert reply.intent is None and "has no third-place match" in reply.text, reply.text


# hat-tricks of the whole tournament ---------------------------------------------------------


def test_hat_tricks_of_the_tournament_named(wc22: Engine) -> None:
    tf = facts(wc22)
    expected = {
        (g.name, m.id)
        for m in tf.played
        for g in m.goals
        if sum(1 for h in m.goals if h.name == g.name and not h.own_goal) >= 3
    }
    assert expected
    text = answered(wc22, "any hat tricks at the 2022 world cup?")
    assert all(name in text for name, _ in expected), text
    assert text.startswith(f"Hat-tricks (World Cup 2022): {len({m for _, m in expected})}")


# typos in slot words and short names ---------------------------------------------------------


@pytest.mark.parametrize("question", ["grop b table", "gruop b standings", "tabla del grupoo b"])
def test_a_misspelt_group_word_keeps_its_letter(euro: Engine, question: str) -> None:
    reply = euro.answer(question)
    assert reply.intent == "group-table" and reply.facts["group"] == "group-b", reply.text


@pytest.mark.parametrize(
    ("question", "name"),
    [("what did kanee say", "Kane"), ("what did scalonni say after the game", "Scaloni")],
)
def test_a_short_name_with_a_letter_doubled(wc26: Engine, question: str, name: str) -> None:
    reply = wc26.answer(question)
    assert reply.intent == "quotes" and name in reply.text, reply.text


def test_a_scorer_in_no_squad_is_named_not_keyed(euro: Engine) -> None:
    text = answered(euro, "did shaw score in the final")
    assert "Shaw" in text and "england:" not in text, text


@pytest.mark.parametrize(
    ("question", "team"),
    [("spain's road to the final", "spain"), ("el camino de argentina a la final", "argentina")],
)
def test_a_road_to_the_final_is_the_teams_path(wc26: Engine, question: str, team: str) -> None:
    reply = wc26.answer(question)
    assert reply.intent == "team-path" and reply.facts["team"] == team, reply.text
    played = [m for m in facts(wc26).matches_of(team) if m.score is not None]
    assert reply.text.count("\n- ") == len(played), reply.text  # every match, not the final


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("who lifted the trophy at the qatar world cup", "tournament-winner"),
        ("la goleada más grande del mundial en catar", "biggest-win"),
    ],
)
def test_a_held_tournament_named_by_its_host(wc22: Engine, question: str, intent: str) -> None:
    answered(wc22, question, intent)


def test_a_host_without_a_year_is_still_a_team_unless_hosting_is_said(wc26: Engine) -> None:
    path = wc26.answer("germany world cup results")
    assert path.intent == "team-path" and path.facts["team"] == "germany", path.text
    other = wc26.answer("who won the world cup in russia")
    assert other.intent is None and "World Cup 2026" in other.text, other.text


@pytest.mark.parametrize("team", ["japan", "morocco"])
def test_how_a_team_outside_the_current_match_did_is_its_run(wc26: Engine, team: str) -> None:
    """Near-equal readings: of the goals, the result or the run, only the run answers
    without asking which match; that one is given."""
    reply = wc26.answer(f"how did {team} do?")
    assert reply.intent == "team-path" and reply.facts["team"] == team, reply.text


def test_in_the_host_country_is_the_held_tournament(wc22: Engine) -> None:
    """'in qatar' of the 2022 World Cup is the tournament ('messi's goals in qatar'), but
    'qatar v ecuador' after 'in' is still a match of the team; a player's goals say which
    were penalties."""
    tf = facts(wc22)
    n, hits = tf.goals_of_player(tf.tally_key("argentina:lionel messi"))
    assert n > 1
    text = answered(wc22, "how many of messi's goals in qatar were penalties")
    assert f"scored {n} goals" in text, text
    for _, g in hits:
        assert f"{g.clock}'{' (pen.)' if g.penalty else ''} v " in text, (g, text)
    third = next(m for m in tf.matches if m.stage == "third_place")
    assert wc22.answer("who won the 3rd place match in qatar").match == third.id
    first = tf.matches_of("argentina")[0]
    es = wc22.answer("el primer partido de argentina en qatar, contra quién y cómo salió")
    assert es.match == first.id, es.text
    opener = next(m for m in tf.matches if set(m.teams) == {"qatar", "ecuador"})
    assert wc22.answer("who scored in qatar vs ecuador").match == opener.id


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("goleador del mundial 26?", "top-scorers"),  # a two-digit year
        ("world cup 26 top scorer", "top-scorers"),
        ("oye, ¿quién eliminó a México del Mundial?", "team-path"),  # a filler word
        ("el camino de españa al titulo", "team-path"),
        ("were there any hat tricks at the 2026 world cup?", "did-score"),
        ("que partidos hubo el 19 de junio en el mundial", "result"),
    ],
)
def test_more_of_fans_words(wc26: Engine, question: str, intent: str) -> None:
    answered(wc26, question, intent)


def test_a_two_digit_year_of_another_tournament_is_declined(wc26: Engine) -> None:
    reply = wc26.answer("who won wc 22")
    assert reply.intent is None and "World Cup 2026" in reply.text, reply.text


def test_a_clubs_first_word_names_it_where_it_is_its_own(wc26: Engine) -> None:
    """'boca' is CA Boca Juniors (no other club's name starts so); 'manchester' is two
    clubs and names neither."""
    boca = [p for p in facts(wc26).t.players if p.club == "CA Boca Juniors"]
    assert boca
    text = answered(wc26, "hay algun jugador de boca en el mundial?", "club-players")
    assert all(p.name in text for p in boca), text
    assert wc26.understanding.parse("players from manchester").slots.clubs == []


def test_any_match_of_a_team_is_its_record(euro: Engine) -> None:
    """'did italy lose any game' asks of every match of theirs (the record), 'did italy
    lose the final' of one."""
    record = facts(euro).record("italy")
    for question in ("did italy lose any game at euro 2020?", "italia perdió algún partido?"):
        reply = euro.answer(question)
        assert reply.intent == "team-record", (question, reply.text)
        assert str(record.lost) in reply.text
    final = next(m for m in facts(euro).matches if m.stage == "final")
    assert euro.answer("did italy lose the final").match == final.id


def test_a_route_to_the_final_is_the_path(euro: Engine) -> None:
    reply = euro.answer("englands route to the euro 2020 final")
    assert reply.intent == "team-path" and reply.facts["team"] == "england", reply.text


def test_who_scored_when_one_team_beat_another(euro: Engine) -> None:
    match = next(m for m in facts(euro).matches if set(m.teams) == {"england", "germany"})
    for question in (
        "who scored when england beat germany at euro 2020",
        "resultado inglaterra alemania euro 2020, quién marcó",
    ):
        reply = euro.answer(question)
        assert reply.intent == "goals" and reply.match == match.id, (question, reply.text)
        assert all(g.name in reply.text for g in match.goals), reply.text


@pytest.mark.parametrize(
    "question",
    ["who was player of the tournament at euro 2020", "who won the golden ball at euro 2020"],
)
def test_an_award_the_data_lacks_is_declined_not_the_winner(euro: Engine, question: str) -> None:
    reply = euro.answer(question)
    assert reply.intent is None and "Italy won" not in reply.text, reply.text


def _knockout_goals(tf: TournamentFacts) -> int:
    return sum(tf.goals_in(st) for st in KNOCKOUT if tf.of_stage(st))


def test_how_it_ended_and_the_final_the_winner_cites(wc26: Engine) -> None:
    """'in the end' is how it turned out, not a match's end; the clauses after the
    winner ask about the final it names."""
    tf = wc26.facts.tournament
    assert tf is not None and tf.final is not None and tf.final.score is not None
    winner = tf.teams[tf.winner or ""].name
    x, y = tf.final.score.final
    r = wc26.answer("so who won the world cup in the end, who'd they beat and what was the score")
    assert r.band == "answer" and r.text.startswith(f"{winner} won")
    assert r.text.count(f"{x}-{y}") >= 2, r.text  # the winner, then the final's score
    assert wc26.answer("who won the world cup eventually").text.startswith(f"{winner} won")


@pytest.mark.parametrize(
    "question",
    [
        "how many goals in the knockout stage (incl the 3rd place game)",
        "how many goals were scored in the knockouts",
        "cuantos goles hubo en las eliminatorias",
    ],
)
def test_the_knockout_rounds_together(wc26: Engine, question: str) -> None:
    tf = wc26.facts.tournament
    assert tf is not None
    r = wc26.answer(question)
    assert r.band == "answer" and f"{_knockout_goals(tf)} go" in r.text, r.text


def test_the_stadium_with_the_most_matches(wc26: Engine) -> None:
    tf = wc26.facts.tournament
    assert tf is not None
    hosted = tf.matches_by_venue()
    most = max(hosted.values())
    busiest = [tf.venues[v].name or "" for v, n in hosted.items() if n == most]
    r = wc26.answer("which stadium hosted the most games")
    assert r.intent == "venues" and all(f"Most matches: {b}" in r.text for b in busiest[:1])
    # a stage named is that match's stadium, never the list
    assert wc26.answer("which stadium hosted the final").intent == "venue"


def test_a_teams_hat_tricks_outside_the_current_match(wc26: Engine) -> None:
    tf = wc26.facts.tournament
    assert tf is not None
    r = wc26.answer("did any french player bag a hat trick?")
    scorers = {
        g.name
        for m in tf.matches_of("france")
        for g in m.goals
        if g.team == "france"
        and sum(x.name == g.name and x.team == "france" and not x.own_goal for x in m.goals) >= 3
    }
    assert scorers and all(name in r.text for name in scorers), r.text
    assert r.text.startswith("Hat-tricks")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which teams won a penalty shootout at this world cup", "ended in a penalty shootout"),
        ("how many did kane score in total", "Harry Kane (England) scored"),
        ("y a mexico quien lo saco del mundial?", "México quedó eliminado"),
        ("england: goals scored v goals conceded across the whole world cup?", "conceded"),
        ("how did morocco's knockout run go", "Morocco went out"),
        ("del inter miami quienes fueron convocados al mundial", "Inter Miami CF"),
        ("after mbappe and messi, who scored the most goals", "Next:"),
    ],
)
def test_fans_words_for_tournament_questions(wc26: Engine, question: str, expected: str) -> None:
    r = wc26.answer(question)
    assert r.band == "answer" and expected in r.text, r.text


def test_which_team_sent_another_home(wc22: Engine) -> None:
    r = wc22.answer("which team sent spain home in qatar 2022")
    assert r.intent == "team-path" and "Morocco" in r.text, r.text


def test_a_career_is_not_the_match(wc26: Engine) -> None:
    """'in his career' is never answered with this match's goals."""
    r = wc26.answer("how many goals did messi score in his career")
    assert r.band != "answer" and "did not score" not in r.text, r.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which team had the most goals", "Most goals scored at the World Cup 2026"),
        ("which team conceded the fewest goals", "Fewest goals conceded"),
        ("que equipo recibio menos goles", "Menos goles recibidos"),
        ("which team won the most games", "Most wins"),
        ("which team kept the most clean sheets", "Most clean sheets"),
    ],
)
def test_teams_ranked_by_a_figure(wc26: Engine, question: str, expected: str) -> None:
    """The leaders are counted from the records: the figure stated is the best one."""
    tf = wc26.facts.tournament
    assert tf is not None
    r = wc26.answer(question)
    assert r.intent == "team-leaders" and r.text.startswith(expected), r.text
    leaders = r.facts["teams"]
    assert isinstance(leaders, list) and leaders
    if "conceded" in expected or "recibidos" in expected:
        best = min(tf.record(t).conceded for t in tf.teams if tf.matches_of(t))
        assert all(tf.record(t).conceded == best for t in leaders)
    elif "wins" in expected:
        assert all(tf.record(t).won == max(tf.record(x).won for x in tf.teams) for t in leaders)


def test_a_place_in_the_scoring_chart(wc26: Engine) -> None:
    r = wc26.answer("quien quedo segundo en la tabla de goleadores")
    assert "goleadores" in r.text and "2. " in r.text and "subcampe" not in r.text, r.text


def test_a_players_hat_tricks_are_his_own(wc26: Engine) -> None:
    """A player outside the current match: his hat-tricks in the tournament, or that he
    scored none (never 'no one did')."""
    tf = wc26.facts.tournament
    assert tf is not None
    r = wc26.answer("when did dembele score his hat trick")
    assert r.text.startswith("Hat-tricks (Ousmane Dembélé): 1."), r.text
    none = wc26.answer("did haaland score a hat trick")
    assert none.text == "Erling Haaland scored no hat-trick at the World Cup 2026.", none.text
    assert tf.goals_of_player("erling-haaland")[0] >= 3  # scored often, never 3 in a match


def test_a_teams_knockout_games(wc26: Engine) -> None:
    tf = wc26.facts.tournament
    assert tf is not None
    r = wc26.answer("who did norway play in the knockouts")
    lines = [x for x in r.text.split("\n") if x.startswith("- ")]
    knockout = [m for m in tf.matches_of("norway") if m.stage in KNOCKOUT]
    assert r.intent == "team-path" and len(lines) == len(knockout) and "Group" not in r.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("wey que dorsal lleva lamine yamal", "Lamine Yamal"),
        ("cuantos goles termino haciendo haalnd", "Erling Haaland (Noruega) hizo"),
        ("messi scored a hattrick vs who?", "Hat-tricks (Lionel Messi): 1."),
    ],
)
def test_more_of_fans_words(wc26: Engine, question: str, expected: str) -> None:
    r = wc26.answer(question)
    assert r.band == "answer" and expected in r.text, r.text


def test_a_players_goal_among_a_teams_matches(wc22: Engine) -> None:
    """'when did X score for Y' names the team's matches; the one X scored in is meant."""
    tf = wc22.facts.tournament
    assert tf is not None
    final = tf.final
    assert final is not None
    once = next(t for t in tf.tally if t.goals == 1 and t.team not in final.teams)
    matches, goals = tf.goals_of_player(once.key)[1][0]
    team = tf.teams[once.team].name
    r = wc22.answer(f"when did {once.name} score for {team}")
    assert r.match == matches.id and goals.clock in r.text, r.text
