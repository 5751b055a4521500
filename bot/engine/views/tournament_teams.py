"""A team's tournament from the data (its path, its record, where it finished) and the
tournament's venues: the views a fan asks of one team or one stadium."""

from __future__ import annotations

from bot.engine.claims.typed import Progress, Said, TablePlace
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.phrases import number
from bot.engine.facts.tournament import KNOCKOUT, TournamentFacts
from bot.engine.understanding.slots import Relative, Slots
from bot.engine.views.base import Rendered, join_names, view
from bot.engine.views.claim_text import (
    render_league_phase,
    render_league_place,
    render_progress,
)
from bot.engine.views.said import path_claims
from bot.engine.views.season import home_or_away
from bot.engine.views.shapes import (
    PathFacts,
    RecordFacts,
    VenueMatchesFacts,
    VenuesFacts,
    answer,
    unknown,
)
from bot.engine.views.stage_scope import record_head, scoped
from bot.engine.views.tournament import tournament_totals, tournament_winner
from bot.engine.views.tournament_text import (
    asked_team,
    group_label,
    match_label,
    no_tournament,
    nth_word,
    round_label,
    score_line,
    stage_label,
    team_label,
    tournament_name,
    venue_text,
)
from bot.knowledge import Match, StageKind, TournamentVenue

LAST_GAMES = 5  # a league club's path lists its latest games, not the season


@view("venues", needs_tournament=True)
def venues(f: MatchFacts, s: Slots) -> Rendered:
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    named = [tf.venues[v] for v in s.venues if v in tf.venues]
    if named:
        return _one_venue(f, tf, named[0], s)
    listed = sorted(tf.venues.values(), key=lambda v: -(v.capacity or 0))
    if not listed:
        return unknown(f.say("venues.none", "The data names no stadiums."))
    rows = "; ".join(
        f"{v.name or v.city} {number(f.lang, v.capacity)}" if v.capacity else (v.name or v.city)
        for v in listed
    )
    big = listed[0]
    head = f.say(
        "venues.head",
        "The {tournament} was played in {n} stadiums. The largest: {name}, {city} "
        "(capacity {cap}). By capacity: {rows}.",
        tournament=tournament_name(f),
        n=len(listed),
        name=big.name or big.city,
        city=big.city,
        cap=number(f.lang, big.capacity or 0),
        rows=rows,
    )
    hosted = tf.matches_by_venue()
    most = max(hosted.values(), default=0)
    if most:
        busiest = [tf.venues[v] for v, n in hosted.items() if n == most and v in tf.venues]
        head += " " + f.say(
            "venues.most_matches",
            "Most matches: {names} ({matches}{each}).",
            names=join_names([v.name or v.city for v in busiest], f.say("and", " and ")),
            matches=f.count_matches(most),
            each=f.say("venues.each", " each") if len(busiest) > 1 else "",
        )
    return answer(head, VenuesFacts(venues=[v.id for v in listed]))


def _one_venue(f: MatchFacts, tf: TournamentFacts, v: TournamentVenue, s: Slots) -> Rendered:
    """A stadium named ("capacity of the azteca", "games in toronto"): where it is, its
    capacity, and every match the data has there (of the round and teams named), in the
    order played."""
    where = venue_text(f, v)
    games = [
        m
        for m in tf.matches
        if m.venue == v.id
        and (not s.stages or m.stage in s.stages)  # "which quarter-final was played there"
        and all(t in m.teams for t in s.teams)
    ]
    head = f.say(
        "venues.one",
        "{where}: {matches} at the {tournament}.",
        where=where,
        matches=f.count_matches(len(games)),
        tournament=tournament_name(f),
    )
    lines = [
        f"- {score_line(f, m, short=True)} ({match_label(f, m, teams=False)})"
        for m in games[:VENUE_LISTED]
    ]
    if len(games) > VENUE_LISTED:
        lines.append(f.say("listing.more", "... and {n} more.", n=len(games) - VENUE_LISTED))
    return answer(
        "\n".join([head, *lines]), VenueMatchesFacts(venue=v.id, matches=[m.id for m in games])
    )


VENUE_LISTED = 8  # a stadium's matches listed one by one (a chat message, not a table)


PLACES = {
    1: "Final standing: champions.",
    2: "Final standing: runners-up (second).",
    3: "Final standing: third.",
    4: "Final standing: fourth.",
}


def _placing(tf: TournamentFacts, team: str) -> int | None:
    """1-4 for the teams of the final and the third-place match, from those results."""
    for stage, first in ((StageKind.FINAL, 1), (StageKind.THIRD_PLACE, 3)):
        for m in tf.of_stage(stage):
            if m.winner is not None and team in m.teams:
                return first if m.winner == team else first + 1
    return None


def _path_line(f: MatchFacts, team: str, m: Match) -> str:
    return f"- {round_label(f, m)}: {score_line(f, m)}"


@view("team_path", needs_tournament=True, of_one_match="result")
def team_path(f: MatchFacts, s: Slots) -> Rendered:
    # "ipswich home record": that half of the season, whichever view was matched
    return home_or_away(f, s) or _team_path(f, s)


def _team_path(f: MatchFacts, s: Slots) -> Rendered:
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    team = asked_team(f, tf, s)
    if team is None:
        return tournament_winner(f, s)
    games = [m for m in tf.matches_of(team) if m.score is not None]
    if Relative.REACHED in s.relative and s.stages:
        # "a quién le ganó X para llegar a la final", X never there: that, and how far
        reached_not = not_reached(f, team, s.stages[0])
        if reached_not is not None:
            return reached_not
    name = team_label(f, team)
    if not games:
        return unknown(
            f.say(
                "path.none",
                "{team} played no match at the {tournament}.",
                team=name,
                tournament=tournament_name(f),
            )
        )
    reached = tf.reached(team) or StageKind.GROUP
    out = tf.out_in(team)
    head, progress, claims = _how_far(f, tf, team, reached, out, games)
    place = _placing(tf, team)
    if place:
        head += " " + f.say(f"path.place_{place}", PLACES[place])
    if reached != StageKind.LEAGUE and (phase := _league_phase(f, tf, team)):
        head += " " + phase.text  # a league phase, then knockouts: its place, then those games
        claims.append(phase)
        games = [m for m in games if StageKind(m.stage) is not StageKind.LEAGUE]
    if topic.KNOCKOUT in s.topics and any(m.stage in KNOCKOUT for m in games):
        games = [m for m in games if m.stage in KNOCKOUT]  # "who did X play in the knockouts"
    lines = [_path_line(f, team, m) for m in games]
    league = reached == StageKind.LEAGUE and tf.is_league
    side = asked_side(team, s, league)
    if side is not None or asked_draws(team, s):
        # "who did X beat", "quién le ganó a X": the games it won, or lost, or drew
        on_pens = topic.SHOOTOUT in s.topics and side is not None and not league
        head, lines = (
            _shootout_games(f, team, games, side is True)
            if on_pens
            else _side_games(f, team, games, side, head, league)
        )
    elif reached == StageKind.LEAGUE and tf.is_league and len(lines) > LAST_GAMES:
        # a season's path is its place; its games would be a page: the latest of them
        head += " " + f.say("path.last_games", "Last {n} games:", n=LAST_GAMES)
        lines = lines[-LAST_GAMES:]
    return answer(
        "\n".join([head, *lines]),
        PathFacts(team=team, reached=reached, knocked_out_by=out.winner if out else None),
        claims=(
            *path_claims(progress, head, {_path_line(f, team, m): m for m in games}, lines),
            *claims,
        ),
    )


def asked_side(team: str, s: Slots, league: bool = False) -> bool | None:
    """Whether the question asks of the team's wins (True: "who did X beat", "a quién le
    ganó X") or its defeats (False: "who did X lose to", "quién le ganó a X"), if either;
    in a league, a team named as the side scored against too ("who knocked X out" is
    how far X got in a cup). Neither with another team named ("how did X beat Y": of
    their match, not of every win)."""
    if len(s.teams) > 1:
        return None
    if team in s.winners and team not in s.losers:
        return True
    if team in s.losers or (league and team in s.against and team not in s.winners):
        return False
    return None


def asked_draws(team: str, s: Slots) -> bool:
    """Whether the question asks of the team's draws ("who did X draw with"), of no
    other team named."""
    return len(s.teams) == 1 and team in s.drew


def side_results(f: MatchFacts, s: Slots) -> Rendered | None:
    """'Who did X beat', 'who did X lose to' asked of no match: X's wins or defeats (its
    path's), when not exactly one (one: the desk answers that match's result)."""
    tf = f.tournament
    if tf is None or len(s.teams) != 1 or s.names_match or s.groups or s.teams[0] not in tf.teams:
        return None
    team = s.teams[0]
    won = asked_side(team, s)
    if won is None and not asked_draws(team, s):
        return None
    games = [m for m in tf.matches_of(team) if m.score is not None]
    n = sum(1 for m in games if _on_side(m, team, won))
    return None if n == 1 else _team_path(f, s)


def _on_side(m: Match, team: str, won: bool | None) -> bool:
    """Whether the team won the match (`won`), lost it (False) or drew it (None)."""
    if won is None:
        return m.score is not None and m.winner is None
    return m.winner == team if won else m.loser == team


SIDE_LISTED = 16  # a league club's wins or defeats: the latest ones, not a whole season's


def _side_games(
    f: MatchFacts, team: str, games: list[Match], won: bool | None, path: str, league: bool
) -> tuple[str, list[str]]:
    """The head and lines of a team's wins (`won`), defeats (False) or draws (None):
    after its place in a league table (`path`; "Won: 7."), else on their own ("England
    won 5 matches at the World Cup, 1 on penalties:"); none, said so after how far it got."""
    chosen = [m for m in games if _on_side(m, team, won)]
    lines = [_path_line(f, team, m) for m in chosen]
    if won is None:
        return _drawn_games(f, team, games, chosen, path, league)
    if league:
        n = len(chosen)
        said = (
            f.say("path.won_games", "Won: {n}.", n=n)
            if won
            else f.say("path.lost_games", "Lost: {n}.", n=n)
        )
        if len(lines) > SIDE_LISTED:
            said += " " + f.say("path.side_latest", "The latest {n}:", n=SIDE_LISTED)
            lines = lines[-SIDE_LISTED:]
        return f"{path} {said}", lines
    name, of = team_label(f, team), tournament_name(f)
    if not chosen:
        count = f.count_matches(len(games))
        none = (
            f.say(
                "path.won_none",
                "{team} won none of its {matches} at the {tournament}.",
                team=name,
                matches=count,
                tournament=of,
            )
            if won
            else f.say(
                "path.lost_none",
                "{team} lost none of its {matches} at the {tournament}.",
                team=name,
                matches=count,
                tournament=of,
            )
        )
        return f"{path} {none}", []
    # a shootout's result counts as a draw in a team's record: the rest, then those
    shootouts = sum(1 for m in chosen if _on_pens(m))
    pens = ""
    if shootouts == len(chosen):
        pens = f.say("path.side_pens_all", ", all on penalties")
    elif shootouts:
        pens = f.say("path.side_pens", " and {n} more on penalties", n=shootouts)
    count = f.count_matches(
        len(chosen) - shootouts if pens and shootouts < len(chosen) else len(chosen)
    )
    head = (
        f.say(
            "path.won_list",
            "{team} won {matches} at the {tournament}{pens}:",
            team=name,
            matches=count,
            tournament=of,
            pens=pens,
        )
        if won
        else f.say(
            "path.lost_list",
            "{team} lost {matches} at the {tournament}{pens}:",
            team=name,
            matches=count,
            tournament=of,
            pens=pens,
        )
    )
    return head, lines


def _on_pens(m: Match) -> bool:
    return m.score is not None and m.score.penalties is not None


def _shootout_games(
    f: MatchFacts, team: str, games: list[Match], won: bool
) -> tuple[str, list[str]]:
    """'Who did X beat on penalties': the shootouts it won (or lost), only."""
    chosen = [m for m in games if _on_pens(m) and _on_side(m, team, won)]
    name, of = team_label(f, team), tournament_name(f)
    if not chosen:
        none = (
            f.say(
                "path.won_no_shootout",
                "{team} won no shootout at the {tournament}.",
                team=name,
                tournament=of,
            )
            if won
            else f.say(
                "path.lost_no_shootout",
                "{team} lost no shootout at the {tournament}.",
                team=name,
                tournament=of,
            )
        )
        return none, []
    n = f.count_matches(len(chosen))
    head = (
        f.say(
            "path.won_shootouts",
            "{team} won {matches} on penalties at the {tournament}:",
            team=name,
            matches=n,
            tournament=of,
        )
        if won
        else f.say(
            "path.lost_shootouts",
            "{team} lost {matches} on penalties at the {tournament}:",
            team=name,
            matches=n,
            tournament=of,
        )
    )
    return head, [_path_line(f, team, m) for m in chosen]


def _drawn_games(
    f: MatchFacts, team: str, games: list[Match], chosen: list[Match], path: str, league: bool
) -> tuple[str, list[str]]:
    """A team's draws, as `_side_games` its wins: "Drawn: 4." after its place in a
    league table, else "Italy drew 2 matches at the World Cup:"."""
    lines = [_path_line(f, team, m) for m in chosen]
    if league:
        said = f.say("path.drawn_games", "Drawn: {n}.", n=len(chosen))
        if len(lines) > SIDE_LISTED:
            said += " " + f.say("path.side_latest", "The latest {n}:", n=SIDE_LISTED)
            lines = lines[-SIDE_LISTED:]
        return f"{path} {said}", lines
    name, of = team_label(f, team), tournament_name(f)
    if not chosen:
        none = f.say(
            "path.drawn_none",
            "{team} drew none of its {matches} at the {tournament}.",
            team=name,
            matches=f.count_matches(len(games)),
            tournament=of,
        )
        return f"{path} {none}", []
    head = f.say(
        "path.drawn_list",
        "{team} drew {matches} at the {tournament}:",
        team=name,
        matches=f.count_matches(len(chosen)),
        tournament=of,
    )
    return head, lines


def not_reached(f: MatchFacts, team: str, stage: str) -> Rendered | None:
    """'Mexico did not reach the final. Mexico went out in the round of 16, beaten by
    England: ...': a team asked of the round before a stage it never played ("who did
    mexico beat to reach the final"), once that is known (it went out, or every match of
    the stage was played without it); None while it may still get there."""
    tf = f.tournament
    if tf is None or team not in tf.teams or not tf.of_stage(stage):
        return None
    if any(m.stage == stage for m in tf.matches_of(team)):
        return None  # it did
    out = tf.out_in(team)
    if out is None and any(m.score is None for m in tf.of_stage(stage)):
        return None
    games = [m for m in tf.matches_of(team) if m.score is not None]
    reached = tf.reached(team) or StageKind.GROUP
    head, progress, _ = _how_far(f, tf, team, reached, out, games)
    said = f.say(
        "path.not_reached",
        "{team} did not reach the {stage}.",
        team=team_label(f, team),
        stage=stage_label(f, stage),
    )
    return answer(
        f"{said} {head}",
        PathFacts(team=team, reached=reached, knocked_out_by=out.winner if out else None),
        claims=path_claims(progress, head, {}, []),
    )


def _how_far(
    f: MatchFacts,
    tf: TournamentFacts,
    team: str,
    reached: str,
    out: Match | None,
    games: list[Match],
) -> tuple[str, Progress | None, list[Said]]:
    """The path's head: how far the team got (won it, went out, its place in a league),
    the progress claim it states and any other claims (a league table's place)."""
    name = team_label(f, team)
    claims: list[Said] = []
    progress: Progress | None = None
    if tf.winner == team and tf.final is not None:  # a knockout's winner: its final
        progress = Progress(team, tf.final.id)
        head = render_progress(f, progress)
    elif tf.winner == team:  # a league's champions
        head = f.say(
            "path.won", "{team} won the {tournament}.", team=name, tournament=tournament_name(f)
        )
    elif out is not None:
        progress = Progress(team, out.id, next(t for t in out.teams if t != team))
        head = render_progress(f, progress)
        third = [m for m in games if m.stage == "third_place"]
        if third:
            result = (
                f.say("path.third_won", "then won the third-place match")
                if third[0].winner == team
                else f.say("path.third_lost", "then lost the third-place match")
            )
            head = head.rstrip(".") + f"; {result}: {score_line(f, third[0])}."
    elif reached == StageKind.LEAGUE and (place_row := tf.place_in(None, team)) is not None:
        place_claim = TablePlace(team, place_row[0])
        head = render_league_place(f, place_claim)
        claims.append(Said(place_claim, head))
    elif reached in KNOCKOUT:
        head = f.say(
            "path.reached", "{team} reached the {stage}.", team=name, stage=stage_label(f, reached)
        )
    else:
        head = f.say(
            "path.group_out",
            "{team} went out in the group stage ({group}).",
            team=name,
            group=group_label(f, tf.group_of(team) or ""),
        )
    return head, progress, claims


def _league_phase(f: MatchFacts, tf: TournamentFacts, team: str) -> Said | None:
    """'League phase: 8th of 36 with 16 points.' of a competition with a league phase
    before its knockouts (the Champions League since 2024/25); None otherwise."""
    if not tf.is_league or all(StageKind(m.stage) is StageKind.LEAGUE for m in tf.matches):
        return None
    found = tf.place_in(None, team)
    if found is None:
        return None
    claim = TablePlace(team, found[0])
    return Said(claim, render_league_phase(f, claim))


@view("team_record", needs_tournament=True)
def team_record(f: MatchFacts, s: Slots) -> Rendered:
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    if (split := home_or_away(f, s)) is not None:  # "ipswich home record"
        return split
    team = asked_team(f, tf, s)
    if team is None:
        return tournament_totals(f, Slots(stages=s.stages))
    stages = scoped(tf, s)  # "in the league phase": that stage's games alone
    whole = tf.record(team, stages)
    group = tf.group_of(team)
    parts = [record_head(f, team, whole, stages)]
    league_place = tf.place_in(None, team) if group is None and tf.is_league else None
    if league_place is not None:
        parts.append(
            f.say(
                "record.league",
                "In the table: {nth} of {n} with {pts}.",
                nth=nth_word(f, league_place[0]),
                n=len(tf.table(None)),
                pts=f.count_points(league_place[1].points),
            )
        )
    if group is not None:
        rows = tf.table(group)
        row = next((r for r in rows if r.team == team), None)
        if row is not None:
            parts.append(
                f.say(
                    "record.group",
                    "In {group} they finished {nth} of {n} with {pts} (W{w} D{d} L{l}, "
                    "goals {gf}-{ga}).",
                    group=group_label(f, group),
                    nth=nth_word(f, rows.index(row) + 1),
                    n=len(rows),
                    pts=f.count_points(row.points),
                    w=row.won,
                    d=row.drawn,
                    l=row.lost,
                    gf=row.scored,
                    ga=row.conceded,
                )
            )
    played = [
        m for m in tf.matches_of(team) if m.score is not None and (not stages or m.stage in stages)
    ]
    clean = sum(
        1 for m in played if m.score and m.score.final[1 - m.teams.index(team)] == 0
    )  # the other side's goals, extra time included; a shootout is not conceding
    if group is not None and any(StageKind(m.stage) is not StageKind.GROUP for m in tf.played):
        through = team in tf.qualified()
        parts.append(
            f.say("record.through", "They went through to the knockout rounds.")
            if through
            else f.say("record.out", "They went out in the group stage.")
        )
    parts.append(
        f.say("record.clean_one", "They kept 1 clean sheet.")
        if clean == 1
        else f.say("record.clean_many", "They kept {n} clean sheets.", n=clean)
    )
    parts += _notes(f, s, team, played, drawn=bool(whole.drawn))
    return answer(
        " ".join(parts), RecordFacts(team=team, group=group, points=None, clean_sheets=clean)
    )


def _notes(f: MatchFacts, s: Slots, team: str, played: list[Match], *, drawn: bool) -> list[str]:
    """What a record adds: how a shootout counts, and the games lost if asked."""
    notes = []
    if drawn and any(m.score and m.score.penalties for m in played):
        notes.append(f.say("record.pens", "A match decided on penalties counts as a draw."))
    if topic.LOST in s.topics:
        notes.append(_defeats(f, team, played))
    elif topic.ANY_MATCH in s.topics:  # "did X win any match": which
        notes.append(_wins(f, team, played))
    return [x for x in notes if x]


DEFEATS_LISTED = 5  # "have X lost a game": the games lost, up to these


def _wins(f: MatchFacts, team: str, played: list[Match]) -> str:
    """The games `team` won in play (a shootout is a draw), up to DEFEATS_LISTED."""
    won = [m for m in played if m.winner == team and not (m.score and m.score.penalties)]
    if not won or len(won) > DEFEATS_LISTED:
        return ""
    games = "; ".join(f"{score_line(f, m)} ({match_label(f, m, teams=False)})" for m in won)
    return f.say("record.won", "Won: {games}.", games=games)


def _defeats(f: MatchFacts, team: str, played: list[Match]) -> str:
    """The games `team` lost (a shootout is a draw), as fans asking whether it lost
    want them: which, not only how many."""
    lost = [m for m in played if m.loser == team and not (m.score and m.score.penalties)]
    if not lost or len(lost) > DEFEATS_LISTED:
        return ""
    games = "; ".join(f"{score_line(f, m)} ({match_label(f, m, teams=False)})" for m in lost)
    return f.say("record.lost", "Lost: {games}.", games=games)
