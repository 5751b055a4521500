"""Messages as fans write them: several questions at once, or one wrapped in chatter.
Each clause is answered; a clause that names nothing is about what the clause before
named, never silently about the current match (the worst answer is a confident wrong
one); chatter is left out. Placings and clean sheets are answered from the data."""

from __future__ import annotations

import pytest

from bot.engine import Engine
from bot.knowledge import Match
from tests.tournament.conftest import facts


def match_of(engine: Engine, a: str, b: str) -> Match:
    return next(m for m in facts(engine).matches if set(m.teams) == {a, b})


def test_a_clause_naming_nothing_is_about_the_match_before(wc26: Engine) -> None:
    m = match_of(wc26, "belgium", "senegal")
    assert m.score is not None and m.score.extra_time is not None and m.winner == "belgium"
    last = [g for g in m.goals if g.team == "belgium"][-1]
    reply = wc26.answer("belgium v senegal went to ET right? who scored the winner")
    assert reply.band == "answer" and reply.match == m.id, reply.text
    assert last.name in reply.text and "Lautaro" not in reply.text, reply.text


def test_two_questions_get_two_answers_about_one_match(wc26: Engine) -> None:
    m = match_of(wc26, "france", "spain")
    reply = wc26.answer(
        "¿por cuánto le ganamos a Francia en la semi del Mundial 2026? ¿quién marcó?"
    )
    assert reply.match == m.id and reply.lang == "es", reply.text
    assert reply.text.count("Francia 0-2 España") == 2, reply.text  # the result, then the goals
    assert all(g.name in reply.text for g in m.goals), reply.text  # both sides' scorers


def test_chatter_is_left_out(wc26: Engine) -> None:
    tf = facts(wc26)
    names = {t.id: t.name for t in tf.t.teams}
    day = [m for m in tf.matches if m.date.isoformat() == "2026-07-11"]
    assert day
    reply = wc26.answer("what games were on july 11 2026? was at work all day")
    assert reply.band == "answer", reply.text
    for m in day:
        assert all(names[t] in reply.text for t in m.teams), (m.id, reply.text)


def test_a_question_after_chatter_naming_nothing_is_the_current_matchs(wc26: Engine) -> None:
    reply = wc26.answer("my mate keeps going on about it. who scored the winner?")
    # nothing named anywhere: the question alone, about the current match, as always
    assert reply.band == "answer" and "Lautaro" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "place", "stage"),
    [
        ("who finished third at the world cup", 3, "third_place"),
        ("so who ended up 3rd?", 3, "third_place"),
        ("quién quedó cuarto en el mundial", 4, "third_place"),
        ("who was runner up", 2, "final"),
        ("quién salió subcampeón", 2, "final"),
    ],
)
def test_a_placing_is_read_from_the_final_or_the_third_place_match(
    wc26: Engine, question: str, place: int, stage: str
) -> None:
    m = next(m for m in facts(wc26).matches if m.stage == stage)
    team = next(t for t in m.teams if (t == m.winner) == (place == 3))
    reply = wc26.answer(question)
    assert reply.band == "answer" and reply.facts.get("team") == team, (question, reply.text)
    assert reply.facts.get("place") == place


def test_a_record_says_clean_sheets_and_whether_the_team_went_through(wc26: Engine) -> None:
    tf = facts(wc26)
    for team in ("spain", "iran"):
        played = [m for m in tf.matches_of(team) if m.score is not None]
        clean = sum(m.score.final[1 - m.teams.index(team)] == 0 for m in played if m.score)
        reply = wc26.answer(f"how many clean sheets did {team} keep")
        assert reply.intent == "team-record" and reply.facts["clean_sheets"] == clean
        assert f"{clean} clean sheet" in reply.text, reply.text
        went = "They went through" if team in tf.qualified() else "They went out in the group"
        assert went in reply.text, reply.text
    es = wc26.answer("cuántas vallas invictas tuvo españa")
    assert "7 vallas invictas" in es.text, es.text


def test_a_stadium_beside_a_match_says_where_it_was_not_what_is_asked(wc26: Engine) -> None:
    m = match_of(wc26, "south-korea", "czech-republic")
    reply = wc26.answer("oye y cómo quedó corea vs chequia en guadalajara??")
    assert reply.band == "answer" and reply.match == m.id, reply.text


def test_and_before_a_question_word_starts_another_question(wc26: Engine) -> None:
    third = next(m for m in facts(wc26).matches if m.stage == "third_place")
    assert third.score is not None
    reply = wc26.answer(
        "who won the third place game 2026 and what was the score, heard it was mental"
    )
    assert reply.band == "answer" and reply.match == third.id, reply.text
    x, y = third.score.final
    assert f"{x}-{y}" in reply.text, reply.text


def test_a_players_goals_at_the_tournament_named_with_its_year_are_that_editions(
    wc26: Engine,
) -> None:
    """'en total' alone reads as a career; with 'el mundial 2026' it is that edition."""
    tf = facts(wc26)
    n, _ = tf.goals_of_player(tf.tally_key("lionel-messi"))
    reply = wc26.answer("posta, cuántos goles le metió messi al mundial 2026 en total")
    assert reply.band == "answer" and f"{n} goles" in reply.text, reply.text


def test_a_first_clause_naming_nothing_is_about_what_a_later_one_names(wc26: Engine) -> None:
    """'cuántos goles metió y cuántos recibió méxico': Mexico's, not the current match's."""
    record = facts(wc26).record("mexico")
    reply = wc26.answer("cuántos goles metió y cuántos recibió méxico en el mundial 2026?")
    assert reply.band == "answer" and reply.facts.get("team") == "mexico", reply.text
    assert f"hizo {record.scored} goles y recibió {record.conceded}" in reply.text


def test_a_stadium_with_a_round_is_that_rounds_match_there(wc26: Engine) -> None:
    tf = facts(wc26)
    venue = "arrowhead-stadium"
    quarters = [m for m in tf.matches if m.venue == venue and m.stage == "quarter_final"]
    assert len(quarters) == 1
    reply = wc26.answer("which quarter-final was played in kansas city")
    assert reply.facts.get("matches") == [quarters[0].id], reply.text


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("ok so who actually won the whole thing?", "tournament-winner"),
        ("who won it all", "tournament-winner"),
    ],
)
def test_the_whole_thing_is_the_tournament(wc26: Engine, question: str, intent: str) -> None:
    reply = wc26.answer(question)
    assert reply.intent == intent and reply.facts.get("winner") == "spain", reply.text


def test_an_awards_winner_is_no_winning_goal(wc26: Engine) -> None:
    for question in ("golden ball winner", "golden ball winner? and golden glove too"):
        reply = wc26.answer(question)
        assert "Lautaro" not in reply.text and reply.intent is None, (question, reply.text)


def test_a_pronoun_after_a_clause_naming_a_team_is_that_team(wc26: Engine) -> None:
    out = facts(wc26).out_in("morocco")
    assert out is not None
    reply = wc26.answer("morocco were fun to watch, how far did they get in the end?")
    assert reply.intent == "team-path" and reply.facts.get("team") == "morocco", reply.text


def test_a_decline_that_knew_what_was_asked_is_not_cut(wc26: Engine) -> None:
    reply = wc26.answer("how many yellow cards were shown in spain v argentina (the final)")
    assert reply.band == "decline" and "cards" in reply.text, reply.text


def test_what_a_message_is_about_then_two_questions(wc26: Engine) -> None:
    """A clause that asks nothing says which match; each question after it is answered
    about that match (not the current one)."""
    m = match_of(wc26, "brazil", "norway")
    reply = wc26.answer("brazil v norway in the r16, who won and who scored")
    assert reply.match == m.id, reply.text
    assert "Norway won" in reply.text and "Neymar" in reply.text, reply.text
    assert "Lautaro" not in reply.text, reply.text


def test_chatter_after_the_question_does_not_change_it(wc26: Engine) -> None:
    reply = wc26.answer("who knocked out mexico?? what a run lol")
    assert reply.intent == "team-path" and "beaten by England" in reply.text, reply.text


def test_a_fan_who_missed_the_match_asks_about_it(wc26: Engine) -> None:
    """ "I missed the semi" is the fan's evening, not a missed chance or penalty."""
    for question in ("I missed the semi, who won?", "me lo perdí, ¿quién ganó la semi?"):
        reply = wc26.answer(question)
        assert reply.intent == "result" and "2-1" in reply.text, (question, reply.text)
        assert "shootout" not in reply.text and "penales" not in reply.text, reply.text


def test_that_game_is_the_match_the_answer_before_named(wc26: Engine) -> None:
    third = next(m for m in facts(wc26).matches if m.stage == "third_place")
    reply = wc26.answer("who finished third? what was the score in that game")
    first, second = reply.text.split("\n\n")
    assert "finished third" in first, reply.text
    assert "third-place match" in second and "2-1" not in second, reply.text
    assert third.score is not None and "won" in second, reply.text


def test_a_place_in_a_group_named_before(wc26: Engine) -> None:
    table = facts(wc26).table("group-c")
    second = next(t.name for t in facts(wc26).t.teams if t.id == table[1].team)
    reply = wc26.answer("scotland, haiti and morocco in group c... who came second?")
    assert reply.intent == "tournament-winner", reply.text
    assert reply.text.startswith("Group C") and f"{second} finished second" in reply.text


def test_two_questions_of_one_answer_are_answered_once(wc26: Engine) -> None:
    reply = wc26.answer("what group was spain in and how many points did they get")
    assert reply.intent == "group-table" and reply.text.count("Group H:") == 1, reply.text


def test_el_tri_is_mexico(wc26: Engine) -> None:
    reply = wc26.answer("¿quién eliminó al tri?")
    assert "México" in reply.text and "Inglaterra" in reply.text, reply.text


def test_who_beat_a_team_is_the_match_it_lost(wc26: Engine) -> None:
    """'who beat X': the match X lost (not X's current or last match), in both languages."""
    lost = [m for m in facts(wc26).matches_of("brazil") if m.winner not in (None, "brazil")]
    assert len(lost) == 1 and lost[0].winner == "norway"
    reply = wc26.answer("who beat brazil")
    assert reply.intent == "result" and reply.match == lost[0].id, reply.text
    es = wc26.answer("quién le ganó a brasil")
    assert es.band == "answer" and "Noruega" in es.text, es.text


def test_a_clause_naming_one_of_the_teams_named_before(wc26: Engine) -> None:
    """ "who scored for norway" after "brazil norway": that match's Norwegian goals, not
    "which of Norway's matches?"."""
    m = match_of(wc26, "brazil", "norway")
    reply = wc26.answer("brazil norway was wild, who scored for norway and how did it end")
    assert reply.match == m.id and "Haaland" in reply.text, reply.text


def test_a_teams_biggest_win(wc26: Engine) -> None:
    tf = facts(wc26)
    won = [m for m in tf.matches_of("portugal") if m.score and m.winner == "portugal"]
    widest = max(won, key=lambda m: abs(m.score.final[0] - m.score.final[1]) if m.score else 0)
    reply = wc26.answer("portugal's biggest win?")
    assert reply.intent == "biggest-win" and reply.facts["matches"] == [widest.id], reply.text
    assert "Portugal's biggest win" in reply.text, reply.text


def test_own_goals_are_counted_first(wc26: Engine) -> None:
    n = sum(g.own_goal for m in facts(wc26).played for g in m.goals)
    assert wc26.answer("how many own goals were there").text.startswith(f"{n} own goals")
    assert wc26.answer("cuántos autogoles hubo").text.startswith(f"{n} autogoles")


def test_who_wears_a_number_in_spanish_slang(wc26: Engine) -> None:
    nine = next(p for p in facts(wc26).players.values() if p.team == "mexico" and p.number == 9)
    reply = wc26.answer("quién trae la 9 de méxico?")
    assert reply.intent == "squad-number" and nine.name in reply.text, reply.text


def test_a_day_written_with_an_ordinal(wc26: Engine) -> None:
    """'july 2nd' is read 'july second' (chat shorthand): still a day."""
    tf = facts(wc26)
    day = next(
        d for d in range(1, 4) if any(m.date.month == 7 and m.date.day == d for m in tf.matches)
    )
    on_day = [m for m in tf.matches if m.date.month == 7 and m.date.day == day]
    word = {1: "1st", 2: "2nd", 3: "3rd"}[day]
    reply = wc26.answer(f"games on july {word}?")
    assert all(tf.teams[t].name in reply.text for m in on_day for t in m.teams), reply.text


def test_last_place_is_a_groups(wc26: Engine) -> None:
    last = facts(wc26).table("group-d")[-1].team
    reply = wc26.answer("quién salió último en el grupo D?")
    assert reply.intent == "group-table" and reply.facts["table"][-1] == last, reply.text
    assert "terminó cuarto" in reply.text, reply.text
    assert wc26.answer("who finished last").text.startswith("Which group?")


def test_the_knowledge_lacks_what_is_asked_whatever_the_chatter(wc26: Engine) -> None:
    """The card question is declined (the report has no cards), not answered with a quote
    that the chatter after it ('felt like loads') would match."""
    reply = wc26.answer("how many yellows did england get vs argentina? felt like loads")
    assert reply.band == "decline" and "cards" in reply.text, reply.text


def test_what_a_message_names_first_answers_when_its_question_cannot(wc26: Engine) -> None:
    reply = wc26.answer("biggest stadium at the world cup and how many does it hold")
    assert reply.intent == "venues" and "capacity" in reply.text, reply.text


def test_the_final_of_the_host_country(imported: dict[str, Engine]) -> None:
    reply = imported["wc2022"].answer("quién metió los goles de la final de Qatar?")
    assert reply.intent == "goals" and "Mbappé" in reply.text and "Messi" in reply.text


def test_a_player_of_the_match_named_before_keeps_that_match(wc26: Engine) -> None:
    """'did messi score' after "argentina's first game": in that match, not the current."""
    first = facts(wc26).matches_of("argentina")[0]
    reply = wc26.answer("argentina's first game, how'd it go and did messi score?")
    assert reply.match == first.id, reply.text
    assert all(tf_team in reply.text for tf_team in ("Argentina", "Algeria")), reply.text


def test_who_won_a_teams_named_match_is_that_matchs_result(wc26: Engine) -> None:
    """'quién ganó la semi de Inglaterra': the semi's result (not England's whole path),
    and 'quién hizo los goles' after it lists both sides' scorers."""
    semi = next(m for m in facts(wc26).matches_of("england") if m.stage == "semi_final")
    reply = wc26.answer("bro me lo perdí, quién ganó la semi de Inglaterra y quién hizo los goles?")
    assert reply.intent == "result" and reply.match == semi.id, reply.text
    assert "Gordon" in reply.text and "Lautaro" in reply.text, reply.text
    path = wc26.answer("england's route to the final")
    assert path.intent == "team-path" and "Group L" in path.text, path.text


def test_he_is_the_player_a_clause_named_with_a_match(wc26: Engine) -> None:
    reply = wc26.answer("enzo was class in the semi, what club does he play for?")
    assert "Enzo Fernandez" in reply.text and "Chelsea" in reply.text, reply.text


def test_a_scorer_who_also_scored_an_own_goal_is_one_name(imported: dict[str, Engine]) -> None:
    """The 2022 data has Enzo Fernández's goal for Argentina and his own goal (credited to
    Australia): one player of Argentina, so his name is not ambiguous."""
    reply = imported["wc2022"].answer("cuántos goles metió Enzo Fernández en el mundial 2022?")
    assert reply.intent == "player-goals" and "1 gol" in reply.text, reply.text


def test_a_stadium_named_in_spanish(imported: dict[str, Engine]) -> None:
    reply = imported["wc2022"].answer("qué partidos se jugaron en el estadio 974?")
    assert reply.intent == "venues" and "Stadium 974" in reply.text, reply.text


def test_stage_results_in_the_plural_are_every_match_of_it(wc26: Engine) -> None:
    semis = [m.id for m in facts(wc26).matches if m.stage == "semi_final"]
    reply = wc26.answer("semi final results?")
    assert len(semis) == 2 and reply.facts["matches"] == semis, reply.text


def test_a_teams_goals_in_total_are_its_tournaments(wc26: Engine) -> None:
    row = facts(wc26).record("england")
    reply = wc26.answer("how many goals did england score in total")
    assert reply.intent == "team-record" and f"scored {row.scored}" in reply.text, reply.text


def test_who_made_the_winning_goal_in_spanish(wc26: Engine) -> None:
    reply = wc26.answer("quien hizo el gol de la victoria contra inglaterra?")
    assert reply.intent == "goal-scorer" and "Lautaro" in reply.text, reply.text


def test_y_and_a_name_follows_up_in_spanish(wc26: Engine) -> None:
    """'y lautaro?' after a Spanish question is Spanish's 'and', not English chat's 'why'
    (which answered about cards); in one message it is that question again."""
    tally = {t.name: t.goals for t in facts(wc26).tally}
    first = wc26.answer("cuantos goles hizo messi en el mundial")
    follow = wc26.answer("y lautaro?", context=first.context)
    assert follow.lang == "es" and follow.intent == "player-goals", follow.text
    assert (
        follow.text.startswith("Lautaro Martínez")
        and f"hizo {tally['Lautaro Martínez']} goles" in follow.text
    )
    after = wc26.answer("quien marco para inglaterra", context=None)
    assert wc26.answer("y argentina?", context=after.context).intent == "goal-scorer"


def test_a_clause_of_a_name_alone_asks_the_question_before_of_it(wc26: Engine) -> None:
    tally = {t.name: t.goals for t in facts(wc26).tally}
    reply = wc26.answer("how many goals did messi score at the world cup? and kane?")
    messi, kane = reply.text.split("\n\n")
    assert messi.startswith(f"Lionel Messi (Argentina) scored {tally['Lionel Messi']} goals")
    assert kane.startswith(f"Harry Kane (England) scored {tally['Harry Kane']} goals"), kane
