"""Conversations on a tournament's data: the match the last answer was about is the
match in focus, which a follow-up naming no other means (its venue, its score, one
side's scorers, "when?", who they played next), in English and Spanish; a follow-up
naming another team or match is read as without it. Also a team's wins and defeats
with shootouts counted as its record counts them."""

from __future__ import annotations

from bot.engine import Engine, Reply


def talk(engine: Engine, *questions: str) -> list[Reply]:
    """The replies to `questions` asked in order in one conversation."""
    replies: list[Reply] = []
    context = None
    for q in questions:
        reply = engine.answer(q, context)
        replies.append(reply)
        context = reply.context
    return replies


def test_venue_and_score_of_the_match_in_focus(imported: dict[str, Engine]) -> None:
    _, venue, score = talk(
        imported["wc2022"], "france england score", "what stadium was it at", "score?"
    )
    assert "Al Bayt" in venue.text and "Lusail" not in venue.text  # not the final's
    assert "1-2" in score.text and "England" in score.text


def test_one_sides_scorers_of_the_match_in_focus(imported: dict[str, Engine]) -> None:
    _, england = talk(imported["wc2022"], "france england score", "who scored for england?")
    assert "Kane" in england.text
    assert "Rashford" not in england.text  # not England's whole tournament
    assert england.match is not None and "england-france" in england.match


def test_a_team_not_in_the_match_in_focus_is_its_tournament(imported: dict[str, Engine]) -> None:
    _, other = talk(imported["wc2022"], "france england score", "who scored for argentina?")
    assert "Messi" in other.text and "Kane" not in other.text


def test_when_after_a_data_matchs_goals(imported: dict[str, Engine]) -> None:
    *_, when = talk(imported["wc2022"], "france england score", "who scored for england?", "when?")
    assert when.is_answer
    assert "54'" in when.text and "10 December" in when.text


def test_spanish_follow_ups_on_the_match_in_focus(imported: dict[str, Engine]) -> None:
    _, where, scorers, final = talk(
        imported["wc2022"],
        "francia inglaterra resultado",
        "y donde se jugo?",
        "quien hizo los goles de inglaterra",
        "y la final?",
    )
    assert "Al Bayt" in where.text and where.lang == "es"
    assert "Kane" in scorers.text and "Rashford" not in scorers.text
    assert final.is_answer and final.lang == "es"  # "y la final?" read as Spanish
    assert "Messi" in final.text and "Kane" not in final.text


def test_who_they_played_next_after_a_played_match(imported: dict[str, Engine]) -> None:
    _, nxt = talk(imported["wc2022"], "morocco portugal score", "who did they play next?")
    assert nxt.is_answer
    assert "France 2-0 Morocco" in nxt.text and "semi-finals" in nxt.text
    _, siguiente = talk(
        imported["wc2022"], "resultado de marruecos portugal", "y despues contra quien jugaron"
    )
    assert siguiente.is_answer and siguiente.lang == "es"
    assert "Francia 2-0 Marruecos" in siguiente.text
    assert "Portugal no jugó ningún otro partido" in siguiente.text
    assert "por jugar" not in siguiente.text  # not "nothing to play after today"


def test_next_without_a_match_in_focus_is_still_from_today(imported: dict[str, Engine]) -> None:
    alone = imported["wc2022"].answer("who did morocco play next?")
    assert not alone.text.startswith("After")  # no match discussed: nothing after today
    assert "Morocco played France" not in alone.text


def test_wins_with_shootouts_counted_as_the_record_counts_them(
    imported: dict[str, Engine],
) -> None:
    wins = imported["wc2022"].answer("who did croatia beat")
    assert "won 2 matches" in wins.text and "2 more on penalties" in wins.text
    assert "Canada" in wins.text and "Brazil" in wins.text
    es = imported["wc2022"].answer("a quien le gano croacia")
    assert "ganó 2 partidos" in es.text and "2 más por penales" in es.text


def test_beaten_on_penalties_lists_only_the_shootouts(imported: dict[str, Engine]) -> None:
    pens = imported["wc2022"].answer("which teams did argentina beat on penalties")
    assert "Netherlands" in pens.text and "France" in pens.text
    assert "Mexico" not in pens.text and "Poland" not in pens.text
    none = imported["wc2022"].answer("who did croatia lose to on penalties")
    assert "lost no shootout" in none.text and "Argentina" not in none.text


def test_when_did_he_score_is_not_a_yes(imported: dict[str, Engine]) -> None:
    when = imported["wc2022"].answer("when did mbappe score in the final")
    assert not when.text.startswith("Yes")
    assert "80'" in when.text and "118'" in when.text
    did = imported["wc2022"].answer("did mbappe score in the final")
    assert did.text.startswith("Yes")


def test_spanish_goal_lists_and_top_scorer_wording(imported: dict[str, Engine]) -> None:
    goals = imported["wc2022"].answer("goles de mbappe")
    assert " ante Polonia" in goals.text and " v " not in goals.text
    top = imported["wc2022"].answer("goleador del mundial")
    assert top.text.startswith("Goleador del Mundial 2022")
