"""The English grammar: the words English readers read (`languages.grammar.Grammar`)."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar


def _w_list(text: str) -> list[str]:
    return text.split()


def _w(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _nth_suffix(n: int) -> str:
    """English figures' ordinal ending: 21st, 22nd, 23rd, 24th (11th-13th: th)."""
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _phrases(text: str) -> frozenset[tuple[str, ...]]:
    """'to reach, on the way to': phrases of words, comma-separated."""
    return frozenset(tuple(p.split()) for p in text.split(","))


def _pairs(text: str) -> frozenset[tuple[str, str]]:
    """'met twice, head to': word pairs, comma-separated."""
    return frozenset((a, b) for a, b in (p.split() for p in text.split(",")))


_ORDINAL = "first second third fourth fifth sixth seventh eighth ninth tenth".split()
_MONTH_OF = {"jan": 1, "feb": 2, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sept": 9, "sep": 9}
_MONTH_OF |= {"oct": 10, "nov": 11, "dec": 12}
_COUNTS = "two three four five six seven eight nine ten"
_FULL = "january february march april may june july august september october november december"

GRAMMAR = Grammar(
    months={m: i for i, m in enumerate(_FULL.split(), start=1)} | _MONTH_OF,
    ordinal_days={w: i for i, w in enumerate(_ORDINAL, start=1)},
    of_words=_w("of"),
    matchday_words=_w("matchday matchweek gameweek week md gw"),
    first_words=_w("opening first"),
    first_day_words=_w("day matchday gameweek week weekend"),
    placing_verbs=_w("finished finish came come ended end wound placed got get"),
    placing_fillers=_w("up dead"),
    places={"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
    | dict.fromkeys(_w("last bottom"), -1)
    # a league's places past fourth ("who finished 16th")
    | {
        w: n
        for n, w in enumerate(
            _w_list(
                "fifth sixth seventh eighth ninth tenth eleventh "
                "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
                "nineteenth twentieth"
            ),
            start=5,
        )
    }
    # and as figures, to a 48-team table ("who finished 24th", "21st", "32nd", "23rd")
    | {f"{n}{_nth_suffix(n)}": n for n in range(5, 49)},
    runners_up=_w("runnerup runnersup"),
    runner_up=_pairs("runner up, runners up"),
    place_not_standing=_w("goal goals minute yellow red card booking half penalty pen assist"),
    being_verbs=_w("was were is"),
    standing_now=_w("who is are whos"),  # "who's" is cleaned to "who"
    place_nouns=_w("spot spots place places position positions zone qualification"),
    qualify_words=_w(
        "qualified qualify qualifies qualifying progress go goes going get gets getting got"
        " make made makes making"
    ),
    qualify_fillers=_w("for the to into"),
    in_words=_w("in of"),  # "who was 3rd in the league", "bottom of the league"
    table_words=_w("league table standings group the"),
    top_words=_w("top"),
    ranking_words=_w("top best leading highest biggest"),
    count_words={w: i for i, w in enumerate(_COUNTS.split(), start=2)},
    both_meetings=_pairs(
        "met twice, played twice, both games, both matches, head to, both meetings, each other"
    ),
    meeting_triples=_pairs("head head"),
    meeting_words=_w("h2h"),
    both_words=_w("both"),
    meeting_nouns=_w("games matches meetings legs fixtures"),
    last_days=_pairs(
        "last day, final day, last matchday, last round, latest round, latest matchday, "
        "last gameweek, latest gameweek"
    ),
    latest_words=_w("last latest"),
    plural_stages=_w("semis semifinals quarters quarterfinals"),
    single_stages=_w("semifinal quarterfinal semi quarter"),
    split_stages=_w("semi quarter"),
    split_plural=_w("finals"),
    split_single=_w("final"),
    plural_results=_w("results scores games matches"),
    reach_purposes=dict.fromkeys(
        _phrases(
            "to get to, to get into, to reach, to make it to, to make, to qualify for, "
            "on the way to, on their way to, on its way to, on the road to, en route to, "
            "before, prior to, before reaching, before getting to"
        ),
        ("in",),
    ),
    reach_verbs=_phrases("get to, got to, reach, reached, make it to, made it to"),
    reach_nouns=_w("the their its his"),
    stage_fillers=_w("the"),
    stage_starts=_w(
        "final finals semi semis semifinal semifinals quarter quarters quarterfinal "
        "quarterfinals round"
    ),
    competition_ends=_w("cup wc euro euros"),
    number_words=_w("number no num nr"),
    wear_words=_w("wears wear wearing wore"),
    shirt_words=_w("shirt jersey"),
    numerals={w: i for i, w in enumerate(("zero one " + _COUNTS).split())},
    name_articles=_w("the"),
    honour_words=_w("reigning"),
    name_links=_w("of the"),
    venue_words=_w("stadium arena field park"),
    venue_after=_w("stadium"),
    clause_starts=_w("did does do who whose what whats how when where which is was were are can"),
    clause_and=_w("and"),
    question_words=_w("who whose what whats how when where which why"),
    clause_openers=_w("tell give show list explain did does do is was were are can could has have"),
    clause_joins=_w("and so but also then"),
    please=_w("pls plz please"),
    club_talk=_w("player players club clubs plays play playing squad squads"),
    name_plurals={"derbies": "derby", "derbys": "derby"},
    derby_words=_w("derby rivalry"),
    derby_of=_w("of"),
    cup_words=_w(
        "aggregate agg leg legs playoff playoffs knocked eliminated eliminate knockout "
        "knockouts quarters quarterfinal quarterfinals semis semifinal semifinals"
    ),
    league_playoff_words=_w("relegation relegated promotion promoted"),
    owners=_w("their its"),
    articles=_w("the a"),
    containers=_w("in from at"),
    match_glue=_w("and"),
    place_words=_w("in at"),
    spelled={("w", "d", "l"): ("wins", "draws", "losses")},
    award_names=_phrases(
        "man of the match,player of the match,star of the match,player of the tournament,"
        "best young player,young player of the tournament,golden ball,silver ball,"
        "bronze ball,golden boot,silver boot,bronze boot,golden shoe,golden glove"
    ),
)
