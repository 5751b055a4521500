"""The diff of two knowledge versions counts the tournament's records and says in words
what moved (issue 36, 7): a score, a renamed team, the current match. Built on the
bundled knowledge with single fields changed."""

from __future__ import annotations

from bot.knowledge import LoadedKnowledge, MatchScore, diff_knowledge

SEMI = "2026-07-15-england-argentina"
FINAL = "2026-07-19-spain-argentina"


def test_nothing_changed_says_so(loaded: LoadedKnowledge) -> None:
    k = loaded.knowledge
    diff = diff_knowledge(k, k)
    assert not diff and diff.summary() == "no changes"


def test_a_moved_current_match_is_a_change(loaded: LoadedKnowledge) -> None:
    k = loaded.knowledge
    assert k.current == SEMI
    diff = diff_knowledge(k, k.model_copy(update={"current": FINAL}))
    assert diff and diff.parts["current match"].changed == 1
    assert f"current match: {SEMI} -> {FINAL}" in diff.summary()


def test_a_changed_score_and_a_renamed_team_are_named(loaded: LoadedKnowledge) -> None:
    k = loaded.knowledge
    t = k.tournament
    assert t is not None
    matches = [
        m.model_copy(update={"score": MatchScore(full_time=[2, 0]), "goals": []})
        if m.id == FINAL
        else m
        for m in t.matches
    ]
    teams = [
        team.model_copy(update={"id": "england-fc", "name": "England FC"})
        if team.id == "england"
        else team
        for team in t.teams
    ]
    diff = diff_knowledge(
        k,
        k.model_copy(
            update={"tournament": t.model_copy(update={"matches": matches, "teams": teams})}
        ),
    )
    assert diff.parts["tournament matches"].changed == 1
    assert str(diff.parts["tournament teams"]) == "+1 -1 ~0"
    summary = diff.summary()
    assert f"{FINAL}: " in summary and "-> 2-0" in summary
    assert "team renamed: England (england) -> England FC (england-fc)" in summary


def test_a_changed_report_is_not_a_changed_tournament_match(loaded: LoadedKnowledge) -> None:
    k = loaded.knowledge
    assert k.tournament is not None and k.match is not None
    assert k.tournament.match(SEMI).report == k.match  # the semi-final carries its report
    report = k.match.model_copy(update={"summary": "Another summary."})
    t = k.tournament
    matches = [m.with_report(report) if m.id == SEMI else m for m in t.matches]
    new = k.model_copy(
        update={"match": report, "tournament": t.model_copy(update={"matches": matches})}
    )
    diff = diff_knowledge(k, new)
    assert diff.parts["match facts"].changed == 1
    assert diff.parts["tournament matches"].changed == 0
