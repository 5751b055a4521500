"""Views about a whole tournament and a team's run through it, counted from the data:
the winner, top scorers, group tables, who qualified, shootouts, the biggest win, totals
by stage, the venues; a team's path, how far it got, who knocked it out, its record.

Without a tournament in the knowledge each says so (a decline), never the one match.
"""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tiebreak import tiebreak_text
from bot.engine.facts.tournament import KNOCKOUT, Tally, TournamentFacts
from bot.engine.languages.en.answering import PLACE_WORDS
from bot.engine.understanding.lang import language
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import VIEWS, Rendered, join_names, upper_first, view
from bot.engine.views.best_thirds import best_thirds
from bot.engine.views.biggest_side import biggest_on_side, side_asked
from bot.engine.views.data_match import goals as match_goals
from bot.engine.views.league_champion import league_champion
from bot.engine.views.scorer_lists import next_line, next_scorers
from bot.engine.views.shapes import (
    ChampionFacts,
    GoalCountFacts,
    GroupTableFacts,
    MatchesFacts,
    PlaceFacts,
    PlayerGoalsFacts,
    QualifiedFacts,
    ScorersFacts,
    StagesFacts,
    TeamMatchesFacts,
    answer,
    unknown,
)
from bot.engine.views.stage_goals import goals_in_stage
from bot.engine.views.stage_scope import table_stage
from bot.engine.views.team_defeat import heaviest_defeat
from bot.engine.views.tournament_ends import shootout_matches
from bot.engine.views.tournament_text import (
    asked_team,
    goal_clock,
    group_label,
    match_label,
    no_tournament,
    nth_word,
    score_line,
    short_table,
    stage_label,
    team_label,
    tournament_name,
)
from bot.knowledge import STAGES, Player, StageKind


def _tournament(f: MatchFacts) -> TournamentFacts | None:
    return f.tournament


@view("tournament_winner", needs_tournament=True)
def tournament_winner(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    if s.placings and topic.TOP_SCORER in s.topics:
        return top_scorers(f, s)  # "who came second in the scoring chart"
    if s.placings and (s.groups or table_stage(tf, s) or (tf.is_league and tf.final is None)):
        # "who came second" of a group, of a league, of a league phase: its table
        return group_table(f, s)
    if s.placings and s.placings[0] < 1:  # "who finished last": of a group, not the whole
        return _which_group(f, tf)
    if s.placings and s.placings[0] > 1:
        if s.placings[0] not in PLACE_WORDS:  # "who finished 9th": a table's, never a final's
            return group_table(f, s) if tf.is_league else unknown(no_final(f, tf))
        return _placed(f, tf, s.placings[0])
    final = tf.final
    if final is None and tf.is_league:
        return league_champion(f, tf, s)
    if final is not None and final.score is None:  # still to play: who plays it, and when
        return answer(no_final(f, tf), ChampionFacts(winner=None, final=final.id, cites=final.id))
    if final is None or final.score is None or final.winner is None:
        return unknown(no_final(f, tf))
    text = f.say(
        "tournament.winner",
        "{winner} won the {tournament}: {line} in the final ({label}).",
        winner=team_label(f, final.winner),
        tournament=tournament_name(f),
        line=score_line(f, final),
        label=match_label(f, final, teams=False),
    )
    if len(s.teams) == 1:  # "did Argentina win the world cup?": yes or no, and who did
        yes = s.teams[0] == final.winner
        text = (f.say("answer.yes", "Yes: ") if yes else f.say("answer.no", "No: ")) + text
    # "cites": the match the next clause of a message means ("...who'd they beat?")
    return answer(text, ChampionFacts(winner=final.winner, final=final.id, cites=final.id))


def no_final(f: MatchFacts, tf: TournamentFacts) -> str:
    """No winner without the final's result: the final named, when the data has it
    (a league phase's top or a leg's winner is never the competition's winner)."""
    final = tf.final
    if final is None:
        return f.say("tournament.no_final", "The data has no result of the final yet.")
    return f.say(
        "tournament.no_final_match",
        "The data has no result of the final yet, so no winner: {label}.",
        label=match_label(f, final),
    )


def _placed(f: MatchFacts, tf: TournamentFacts, place: int) -> Rendered:
    """Who finished second, third or fourth: the final's loser, the third-place match's
    winner or loser, with that match; declined when the data has no such match."""
    stage = StageKind.FINAL if place == 2 else StageKind.THIRD_PLACE
    m = next((m for m in tf.of_stage(stage) if m.winner is not None), None)
    if m is None:
        return unknown(
            f.say(
                "tournament.no_place",
                "The data has no {stage} result to tell who finished {place}.",
                stage=stage_label(f, stage),
                place=f.say(f"place.{place}", PLACE_WORDS[place]),
            )
        )
    team = next(t for t in m.teams if (t == m.winner) == (place == 3))
    text = f.say(
        "tournament.placed",
        "{team} finished {place} at the {tournament}: {line} ({label}).",
        team=team_label(f, team),
        place=f.say(f"place.{place}", PLACE_WORDS[place]),
        tournament=tournament_name(f),
        line=score_line(f, m),
        label=match_label(f, m, teams=False),
    )
    return answer(text, PlaceFacts(team=team, place=place, match=m.id))


@view("top_scorers", needs_tournament=True)
def top_scorers(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    if s.placings and topic.TOP_SCORER not in s.topics:
        return tournament_winner(f, s)  # "who finished last": a team's place, no scorer's
    named = _named_players(f, s)
    if len(named) == 1:
        return player_goals(f, s)
    team = asked_team(f, tf, s)
    tally = [t for t in tf.tally if team is None or t.team == team]
    played = [m for m in tf.played if team is None or team in m.teams]
    of = (  # "of England", "del Mundial 2026"
        f.say("of_team", "of {team}", team=team_label(f, team))
        if team
        else language(f.lang).of_competition(tournament_name(f))
    )
    if not tally and played and not any(m.goals for m in played):  # results alone
        lead = f.say(
            "topscorers.no_scorers",
            "The data for {who} has its results but names no scorers.",
            who=team_label(f, team) if team else tournament_name(f),
            of_who=of,
        )
        teams = VIEWS["team_leaders"](f, s)  # the team reading: the teams' own goals
        if team or not teams.known or topic.MOST_GOALS not in s.topics:
            return unknown(lead)
        return answer(f"{lead} {teams.text}", teams.facts, teams.claims)
    if not tally:
        return unknown(
            f.say(
                "topscorers.none",
                "No goals of play are recorded for {who}.",
                who=team_label(f, team) if team else tournament_name(f),
            )
        )
    if s.top or (s.placings and s.placings[0] > 1):
        # "who came second in the scoring chart": the ranking down to that place
        return _top_n(f, tally, s.top[0] if s.top else s.placings[0], of)
    top = tally[0].goals
    leaders = [t for t in tally if t.goals == top]
    names = join_names(
        [f"{t.name} ({team_label(f, t.team)})" for t in leaders], f.say("and", " and ")
    )
    who = team_label(f, team) if team else tournament_name(f)
    if len(leaders) > 1:
        head = f.say(
            "topscorers.top_tied",
            "Top scorers of {who}, level on {goals} each: {names}.",
            who=who,
            of_who=of,
            names=names,
            goals=f.count_goals(top),
        )
    else:
        head = f.say(
            "topscorers.top",
            "Top scorer of {who}: {names}, {goals}.",
            who=who,
            of_who=of,
            names=names,
            goals=f.count_goals(top),
        )
    rest, cut = next_scorers(tally, top, max(0, 6 - len(leaders)))
    if rest:
        head += " " + next_line(f, rest, cut)
    # "behind mbappe and messi, who scored most?": the players named, wherever they are
    shown = {t.key for t in [*leaders, *rest]}
    extra = [t for key in named if (t := _tally_of(tf, key)) is not None and t.key not in shown]
    if extra:
        head += " " + ", ".join(f"{t.name} {f.count_goals(t.goals)}" for t in extra) + "."
    head += " " + f.say(
        "topscorers.rule", "(Goals of play: own goals and shootout kicks do not count.)"
    )
    return answer(head, ScorersFacts(scorers=[t.key for t in leaders], goal_count=top))


def _named_players(f: MatchFacts, s: Slots) -> list[str]:
    """The players a question names (squad ids, or scorers' tally keys), each once."""
    ids = [*s.players, *(f.k.players.get(p) for p in s.people)]
    return list(dict.fromkeys(i for i in ids if i))


def _tally_of(tf: TournamentFacts, player: str) -> Tally | None:
    key = tf.tally_key(player)
    return next((t for t in tf.tally if t.key == key), None)


TOP_N_CHARS = 480  # a long tie is cut ("and 12 more on 2 goals") to fit one message


def _top_n(f: MatchFacts, tally: list[Tally], n: int, of: str) -> Rendered:
    """'Top 3 scorers': the first `n` by goals, and everyone level with the last of them,
    ranked as ties rank (1, 2, 2, 4). `of`: whose, as the language says it ('of the
    World Cup 2026', 'del Mundial 2026', 'de España')."""
    last = tally[min(n, len(tally)) - 1].goals
    shown = [t for t in tally if t.goals >= last]
    head = f.say(
        "topscorers.top_n",
        "Top {n} scorers {of}{ties}:",
        n=n,
        of=of,
        ties=f.say("topscorers.ties", " (level scorers share a place)") if len(shown) > n else "",
    )
    rows: list[str] = []
    for i, t in enumerate(shown):
        place = 1 + sum(1 for other in shown if other.goals > t.goals)
        row = f"{place}. {t.name} ({team_label(f, t.team)}) {t.goals}"
        if len(head) + sum(len(r) + 2 for r in rows) + len(row) > TOP_N_CHARS:
            rows.append(
                f.say(
                    "topscorers.more",
                    "and {n} more on {goals} goals",
                    n=len(shown) - i,
                    goals=t.goals,
                )
            )
            break
        rows.append(row)
    rule = f.say("topscorers.rule", "(Goals of play: own goals and shootout kicks do not count.)")
    text = f"{head} {'; '.join(rows)}. {rule}"
    return answer(text, ScorersFacts(scorers=[t.key for t in shown], goal_count=shown[0].goals))


@view("player_goals", tally=("hat_trick",), family="top_scorers", needs_tournament=True)
def player_goals(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    named = _named_players(f, s)
    if len(named) > 1:  # "messi and mbappe": the ranking, with both
        return top_scorers(f, s)
    player = named[0] if named else None
    if staged := goals_in_stage(f, s, player, lambda: player_goals(f, Slots(players=named[:1]))):
        return staged  # "how many goals did X score in the final"
    known = _tally_of(tf, player) if player is not None else None
    if player is None or (player not in tf.players and known is None):
        return top_scorers(f, Slots(teams=s.teams))
    if player in tf.players:
        p = tf.players[player]
    else:
        assert known is not None
        p = Player(id="scorer", name=known.name, team=known.team)  # a scorer in no squad
    n, hits = tf.goals_of_player(player)
    if not n:
        text = f.say(
            "player.no_goals",
            "{name} ({team}) did not score at the {tournament}.",
            name=p.name,
            team=team_label(f, p.team),
            tournament=tournament_name(f),
        )
        return answer(text, PlayerGoalsFacts(player=player, goal_count=0))
    pen = f.say("data.pen", " (pen.)")
    where = "; ".join(
        f.say(
            "player.goal_against",
            "{clock}{mark} v {opponent}",
            clock=goal_clock(g),
            mark=pen if g.penalty else "",
            opponent=team_label(f, next(t for t in m.teams if t != p.team)),
        )
        for m, g in hits
    )
    pens = sum(g.penalty for _, g in hits)
    if pens:
        pens_note = f.say("player.pens_one", "1 penalty; ") if pens == 1 else ""
        pens_note = pens_note or f.say("player.pens_many", "{n} penalties; ", n=pens)
    text = f.say(
        "player.goals",
        "{name} ({team}) scored {goals} at the {tournament} ({pens}own goals and "
        "shootout kicks not counted): {where}.",
        name=p.name,
        team=team_label(f, p.team),
        goals=f.count_goals(n),
        pens=pens_note if pens else "",
        tournament=tournament_name(f),
        where=where,
    )
    return answer(text, PlayerGoalsFacts(player=player, goal_count=n))


def _group_asked(tf: TournamentFacts, s: Slots, team: str | None) -> str | None:
    if s.groups and s.groups[0] in tf.groups:
        return s.groups[0]
    return tf.group_of(team) if team else None


@view("group_table", needs_tournament=True)
def group_table(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    team = asked_team(f, tf, s)
    group = _group_asked(tf, s, team)
    league = group is None and not s.groups and tf.is_league
    if group is None and not league:
        if s.groups:
            return unknown(
                f.say(
                    "group.unknown",
                    "The {tournament} has no such group.",
                    tournament=tournament_name(f),
                )
            )
        return _which_group(f, tf)
    rows = tf.table(group)
    lines = [
        f.say(
            "group.row",
            "{n}. {team}: {pts} (W{w} D{d} L{l}, goals {gf}-{ga})",
            n=i,
            team=team_label(f, r.team),
            pts=f.count_points(r.points, short=True),
            w=r.won,
            d=r.drawn,
            l=r.lost,
            gf=r.scored,
            ga=r.conceded,
        )
        for i, r in enumerate(rows, start=1)
    ]
    if group is None:
        head = f.say(
            "league.head",
            "The {tournament} table: {first} top, {last} bottom.",
            tournament=tournament_name(f),
            first=team_label(f, rows[0].team),
            last=team_label(f, rows[-1].team),
        )
    else:
        head = f.say(
            "group.head",
            "{group}: {first} won it, {last} finished bottom.",
            group=group_label(f, group),
            first=team_label(f, rows[0].team),
            last=team_label(f, rows[-1].team),
        )
    rule = f.say(
        "group.rule",
        "Order: {order}, computed from the results.",
        order=tiebreak_text(tf.tiebreak, f.lang),
    )
    if s.placings and 1 <= abs(s.placings[0]) <= len(rows):
        team = rows[s.placings[0] - (s.placings[0] > 0)].team  # "who came second", "last"
    if team is not None and any(r.team == team for r in rows):
        pos = [r.team for r in rows].index(team) + 1
        row = rows[pos - 1]
        who, nth, pts = team_label(f, team), nth_word(f, pos), f.count_points(row.points)
        if group is None and tf.is_league and not tf.league_done:  # a season being played
            head += " " + f.say(
                "group.team_place_now", "{team} is {nth} with {pts}.", team=who, nth=nth, pts=pts
            )
        else:
            head += " " + f.say(
                "group.team_place", "{team} finished {nth} with {pts}.", team=who, nth=nth, pts=pts
            )
    if s.top and not s.placings:
        lines = lines[: s.top[0]]  # "the top 3 of the table"
    elif (team is not None or s.placings) and len(rows) > SHORT_TABLE:
        lines = []  # "where did X finish": the place, not a long table (ask for the table)
    elif league and len(rows) > LONG_TABLE:
        lines = short_table(f, rows, tf.t.rules.relegated if tf.t.rules else 0)
    text = "\n".join([head, *lines, rule])
    return answer(text, GroupTableFacts(group=group, table=[r.team for r in rows]))


SHORT_TABLE = 6  # a longer table (a league's) is listed only when the table is asked for
LONG_TABLE = 12  # a longer one (18 to 20 clubs, 36), asked for: its top and bottom (`/table`: all)


def _which_group(f: MatchFacts, tf: TournamentFacts) -> Rendered:
    if not tf.groups and tf.is_league:  # one table: the league's
        return group_table(f, Slots())
    names = ", ".join(group_label(f, g) for g in tf.groups)
    return unknown(f.say("group.which", "Which group? The groups are {names}.", names=names))


@view("qualified", needs_tournament=True, ranks=(topic.BEST_THIRDS,))
def qualified(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    if topic.BEST_THIRDS in s.topics:  # "which third placed teams went through"
        return best_thirds(f, tf, asked_team(f, tf, s), topic.OUT in s.topics)
    through = tf.qualified()
    team = asked_team(f, tf, s)
    group = _group_asked(tf, s, team) if (s.groups or team) else None
    if group is not None:
        rows = tf.table(group)
        went = [r.team for r in rows if r.team in through]
        out = [r.team for r in rows if r.team not in through]
        text = f.say(
            "qualified.group",
            "From {group}: {went} went through to the knockout rounds; {out} went out.",
            group=group_label(f, group),
            went=join_names([team_label(f, t) for t in went], f.say("and", " and "))
            if went
            else "-",
            out=join_names([team_label(f, t) for t in out], f.say("and", " and ")) if out else "-",
        )
        if team is not None and not s.groups:
            verdict = f.say("yes", "Yes") if _yes(s, team in through) else f.say("no", "No")
            text = f"{verdict}. {text}"
        return answer(text, QualifiedFacts(group=group, qualified=went))
    names = ", ".join(team_label(f, t) for t in through)
    text = f.say(
        "qualified.all",
        "{n} teams reached the knockout rounds: {names}.",
        n=len(through),
        names=names,
    )
    if team is not None and (team in through or not _beyond_table(tf, team)):
        # "did city reach the last 16": yes or no, then who did (not "no" of a club that
        # played a round the data does not name, a play-off)
        text = f"{f.say('yes', 'Yes') if _yes(s, team in through) else f.say('no', 'No')}. {text}"
    return answer(text, QualifiedFacts(qualified=through))


def _yes(s: Slots, through: bool) -> bool:
    """The yes/no of "did X go through" (X went through) or "did X go out" (X did not)."""
    return through != (topic.OUT in s.topics)


def _beyond_table(tf: TournamentFacts, team: str) -> bool:
    """Whether `team` played a match outside the groups and the league table."""
    return any(m.stage not in (StageKind.GROUP, StageKind.LEAGUE) for m in tf.matches_of(team))


@view("shootouts", needs_tournament=True)
def shootouts(f: MatchFacts, s: Slots) -> Rendered:
    return shootout_matches(f, s)  # counted with the extra-time ones (tournament_ends)


@view("biggest_win", needs_tournament=True)
def biggest_win(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    team = asked_team(f, tf, s)
    if team is not None and topic.LOST in s.topics:  # "X's heaviest defeat"
        return heaviest_defeat(f, tf, team)
    if (home := side_asked(tf, s)) is not None:  # "the biggest away win"
        return biggest_on_side(f, tf, team, home)
    if team is not None:
        return _team_biggest_win(f, tf, team)
    wins = tf.biggest_wins()
    if not wins:
        return unknown(f.say("biggest.none", "No match has been won yet."))
    margin = abs(wins[0].score.final[0] - wins[0].score.final[1]) if wins[0].score else 0
    lines = [f"- {score_line(f, m)} ({match_label(f, m, teams=False)})" for m in wins]
    head = f.say(
        "biggest.head",
        "The biggest win{plural} of the {tournament}, by {n} goals:",
        plural="s" if len(wins) > 1 else "",
        tournament=tournament_name(f),
        n=margin,
    )
    most, highest = tf.most_goals()
    lines.append(
        f.say(
            "biggest.most_goals",
            "Most goals in one match ({n}): {matches}.",
            n=most,
            matches="; ".join(
                f"{score_line(f, m)} ({match_label(f, m, teams=False)})" for m in highest
            ),
        )
    )
    return answer("\n".join([head, *lines]), MatchesFacts(matches=[m.id for m in wins]))


def _team_biggest_win(f: MatchFacts, tf: TournamentFacts, team: str) -> Rendered:
    """A team's widest win (all of them if tied); a shootout is not a margin."""
    wins = tf.biggest_wins(team)
    if not wins or wins[0].score is None:
        return answer(
            f.say("biggest.team_none", "{team} won no match in play.", team=team_label(f, team)),
            TeamMatchesFacts(team=team, matches=[]),
        )
    top = abs(wins[0].score.final[0] - wins[0].score.final[1])
    text = f.say(
        "biggest.team",
        "{team}'s biggest win, by {n} goals: {matches}.",
        team=team_label(f, team),
        n=top,
        matches="; ".join(f"{score_line(f, m)} ({match_label(f, m, teams=False)})" for m in wins),
    )
    return answer(text, TeamMatchesFacts(team=team, matches=[m.id for m in wins]))


SCORED_IN_FULL = 2  # a stage of this many matches or fewer: its goals are listed too


@view("tournament_totals", needs_tournament=True)
def tournament_totals(f: MatchFacts, s: Slots) -> Rendered:
    tf = _tournament(f)
    if tf is None:
        return no_tournament(f)
    team = asked_team(f, tf, s)
    if team is not None and not s.stages:
        return VIEWS["team_record"](f, s)  # a team's own (views.tournament_teams)
    stages = [st for st in STAGES if tf.of_stage(st)]
    asked = [st for st in s.stages if st in stages]
    knockout = [st for st in stages if st in KNOCKOUT]
    if topic.KNOCKOUT in s.topics and knockout and set(asked) <= {"third_place"}:
        # "goals in the knockouts (third-place game included)": those rounds together
        asked = knockout
        head = _knockout_total(f, tf, knockout)
        rows = [_stage_total(f, tf, st) for st in knockout]
        return answer(f"{head}: {'; '.join(rows)}.", StagesFacts(stages=knockout))
    lines = []
    for st in asked or stages:
        lines.append(_stage_total(f, tf, st))
    if asked:
        games = [m for st in asked for m in tf.of_stage(st) if m.score is not None]
        text = "; ".join(lines) + "."
        if len(games) <= SCORED_IN_FULL:  # "goals in the final": who scored them, when
            text += "".join(f"\n- {match_goals(f, m, Slots()).text}" for m in games)
        return answer(text, StagesFacts(stages=asked))
    if (
        StageKind.GROUP in stages and knockout
    ):  # the knockout rounds together, after the group stage
        lines.insert(1, _knockout_total(f, tf, knockout))
    text = f.say(
        "totals.all",
        "The {tournament}: {n} matches played, {goals} goals ({avg:.2f} a match).",
        tournament=tournament_name(f),
        n=len(tf.played),
        goals=tf.goals_in(),
        avg=tf.goals_in() / max(1, len(tf.played)),
    )
    if len(stages) == 1 and not knockout:
        # a league alone: its one stage is the whole (never "League phase: ..." again)
        drawn = sum(m.score.final[0] == m.score.final[1] for m in tf.played if m.score)
        text += " " + f.say("totals.drawn_all", "{n} of them drawn.", n=drawn)
        return answer(text, GoalCountFacts(goal_count=tf.goals_in()))
    return answer(text + " " + "; ".join(lines) + ".", GoalCountFacts(goal_count=tf.goals_in()))


def _stage_total(f: MatchFacts, tf: TournamentFacts, stage: str) -> str:
    said = f.say(
        "totals.stage",
        "{stage}: {matches}, {goals}",
        stage=upper_first(stage_label(f, stage)),
        matches=f.count_matches(len(tf.played_in(stage))),
        goals=f.count_goals(tf.goals_in(stage)),
    )
    if stage in KNOCKOUT:  # a draw there goes on (extra time, penalties): none counted
        return said
    drawn = sum(m.score.final[0] == m.score.final[1] for m in tf.played_in(stage) if m.score)
    return said + f.say("totals.drawn", ", {n} drawn", n=drawn)


def _knockout_total(f: MatchFacts, tf: TournamentFacts, knockout: list[str]) -> str:
    return f.say(
        "totals.knockout",
        "Knockout rounds: {matches}, {goals}",
        matches=f.count_matches(sum(len(tf.played_in(st)) for st in knockout)),
        goals=f.count_goals(sum(tf.goals_in(st) for st in knockout)),
    )
