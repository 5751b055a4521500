"""The English of football chat: synonyms, shorthand and words that carry no topic.

Data only; `understanding/` applies it. Everything here is about how fans talk, nothing about
one match: names and facts live in the knowledge files.
"""

from __future__ import annotations

from bot.engine.languages.en.lexicon_match import BESIDE, MATCH_TIMES, TIES

# fmt: off
# Canonical word <- the phrases fans use for it. Phrases are matched on whole words after
# case and accent folding, longest first; the canonical form is what phrasings and
# questions are compared in ("winning goal", "decider" and "winner" all become "winner").
# An empty canonical form deletes the phrase.
CANONICAL: dict[str, tuple[str, ...]] = MATCH_TIMES | {
    "winner": (
        "winning goal", "winning header", "game winner", "match winner", "decider",
        "deciding goal", "decisive goal", "late winner", "winning strike",
    ),
    # a group's winner is its table's top, not a winning goal ("group d winner")
    "group win": ("group winner", "winner of the group", "winner of group"),
    "opener": ("opening goal", "opening strike"),
    "scored opener": (
        "break the deadlock", "broke the deadlock", "breaks the deadlock", "opened the scoring",
        "open the scoring",
    ),
    "progress": (
        "make it through", "made it through", "go through", "went through", "progressed",
        "advance", "advanced", "qualify", "qualified", "reach", "reached", "into the final",
        "got through", "get through", "gets through", "goes through", "going through",
        "went on", "made it to", "make it to", "progress to", "through to",
    ),
    "equaliser": ("equalizer", "equalising goal", "equalizing goal", "leveller", "leveler"),
    "equalise": (
        "equalize", "equalized", "equalised", "level", "levelled", "leveled", "tied it",
        "tie it", "tied the game", "tied the score", "drew level", "draw level", "levelled it",
    ),
    "coach": (
        "manager", "boss", "gaffer", "head coach", "coaches", "coached", "manages", "managed",
        "manage", "mgr", "trainer", "coaching",
    ),
    "goalkeeper": (
        "keeper", "goalie", "gk", "goal keeper", "in goal", "number one", "number 1", "no 1",
        "goalkeeping", "shot stopper",
    ),
    "captain": ("skipper", "capt", "captained", "armband", "captains"),
    "match": ("game", "games", "fixture", "fixtures", "matchup", "clash"),
    "cleansheet": ("clean sheet", "clean sheets", "shutout", "shutouts", "shut out"),
    # "did italy lose any game": every match of the team's, not one match
    "anymatch": (
        "any game", "any games", "any match", "any matches", "a single game",
        "a single match",
    ),
    "semifinal": ("semi final", "semi-final", "semis", "semi", "semi finals", "semifinals"),
    "finish": ("end up", "ended up", "finished", "finishing", "wind up", "wound up"),
    # a team's place at the end, not the final match
    "finish position": (
        "final position", "final place", "final standing", "finishing position",
        "finishing place", "league position",
    ),
    # "who scored the most": a player, or a team (the team reading, when no scorers)
    "topscorer mostgoals": ("scored the most", "scored most"),
    "topscorer": (
        "top scorer", "top scorers", "leading scorer",
        "best scorers", "best goalscorers", "highest scorers", "top goal scorers",
        "top goalscorer", "top goalscorers", "leading goalscorer", "leading scorers",
        "scoring chart", "scoring charts", "scorers chart", "goalscoring chart",
        "scoring list", "scorers list", "scoring table", "scorers table", "goal charts",
        "golden boot race", "race for the golden boot", "cups top scorer", "cups top scorers",
    ),
    # won-drawn-lost is a team's record in the tournament, never its honours ("england
    # record" alone may be either): a word of its own, which only the W-D-L phrasings have
    "wdl": (
        "w d l", "wdl", "win draw loss", "wins draws losses", "wins draws and losses",
        "win loss record", "w l d", "won drawn lost", "won drew lost", "wins draws defeats",
        "win loss", "wins and losses", "wins losses", "w d l record", "wdl record",
        "win draw loss record", "won drawn and lost",
    ),
    "roundof16": (
        "round of 16", "last 16", "r16", "ro16", "round of sixteen", "last sixteen",
        "round of last 16", "1/8 final", "eighth finals", "eighth final",
    ),
    "roundof32": (
        "round of 32", "last 32", "r32", "ro32", "round of thirty two", "last thirty two",
    ),
    "thirdplace": (
        "third place", "third place match", "third place playoff", "third place play off",
        "third place game", "match for third place", "play off for third place",
        "bronze match", "third place final", "3rd place",
    ),
    "groupstage": (
        "group stage", "group phase", "groups stage", "group stages", "group games",
        "group game", "group matches", "group match", "group round",
    ),
    "openingmatch": (
        "opening match", "opening game", "tournament opener", "opening fixture",
        "first match of the tournament", "first match of the world cup",
        "first game of the tournament", "first game of the world cup", "world cup opener",
        "opener of the world cup", "opener of the tournament", "opening day match",
    ),
    "quarterfinal": (
        "quarter final", "quarter-final", "quarters", "quarter finals", "quarterfinals",
    ),
    # a team that won a shootout, not a player who won a penalty
    "win shootout": (
        "won a penalty shootout", "won the penalty shootout", "win a penalty shootout",
        "win the penalty shootout", "won penalty shootouts", "won a shootout",
        "won shootouts", "won on penalties", "win on penalties", "went through on penalties",
    ),
    "shootout": (
        "penalty shootout", "penalty shoot out", "shoot out", "shootouts", "spot kicks",
        "on penalties", "penalty kicks", "shoot outs", "to penalties", "decided by penalties",
    ),
    "endofnormaltime": (
        "after normal time", "at the end of normal time", "end of normal time", "normal time",
        "after regular time", "regular time", "after 90 minutes", "after 90 mins", "after 90",
        "after 90 minute", "at 90 minute", "after ninety minute",
        "at 90 minutes", "after ninety minutes",
    ),
    "firsthalf": ("first half", "1st half", "opening half"),
    "secondhalf": ("second half", "2nd half"),
    "draw": ("drew", "drawn", "draws", "a tie", "all square", "stalemate"),
    "penalty": ("spot kick", "spot-kick"),
    "forcedextratime": (
        "forced extra time", "forced extratime", "took it to extra time", "sent it to extra time",
        "take it to extra time", "force extra time", "forcing extra time",
    ),
    # a kick that would have won the shootout, scored or not
    "winningkick matchpoint": (
        "penalty that would have won", "pen that would have won", "kick that would have won",
        "penalty that could have won", "kick that could have won", "penalty to win it",
        "pen to win it", "kick to win it", "penalty for the win",
    ),
    "winningkick": (
        "winning penalty", "winning kick", "winning spot kick", "decisive penalty",
        "decisive kick", "decisive spot kick", "deciding spot kick", "winning pen",
        "deciding penalty", "deciding kick", "last penalty", "final penalty", "final kick",
    ),
    # a match's start ("when did the final kick off": the final's, not its last kick)
    "kickoff": ("kick off", "kick-off", "kicked off", "kick offs", "kickoffs"),
    "final kickoff": ("final kick off", "final kick-off", "final kicked off"),
    "extratime": ("extra time", "overtime", "30 more minutes", "went the distance"),
    "sentoff": (
        "sent off", "send off", "sending off", "sendings off", "red card", "red cards",
        "red carded", "saw red", "got a red", "a red", "straight red", "dismissed",
        "sent packing", "ten men", "10 men", "got the red", "get a red", "get the red",
        "second yellow",
    ),
    "booked": (
        "yellow card", "yellow cards", "yellows", "a yellow", "booking", "bookings", "cautioned",
        "caution", "carded", "in the book", "yellow",
    ),
    "card": ("cards",),
    "referee": (
        "reffed", "refereed", "officiated", "officiating", "match official", "officials",
        "referees", "man in the middle",
    ),
    "attendance": (
        "how many fans attended", "how many people attended", "how many attended",
        "how many spectators attended", "how many fans came", "how many people came",
        "how many turned up", "how many fans turned up", "how many people turned up",
        "how many were there", "how many fans were there", "how many people were there",
        "crowd size", "size of the crowd", "how many people", "how many fans",
        "how many spectators", "attended by", "turnout", "gate", "how big was the crowd",
        "how big the crowd", "attendence",
    ),
    # A named award is that award (the Golden Glove is not the Golden Ball): only the
    # words for awards in general fold to "award".
    "award": ("awards", "prize", "prizes", "individual awards", "gong"),
    "youngplayer": ("best young player", "young player of the tournament"),
    "goldenball": ("golden ball", "player of the tournament", "best player of the tournament"),
    "goldenglove": ("golden glove",),
    "hattrick": (
        "hat trick", "hat-trick", "hattricks", "hat tricks", "treble", "perfect hat trick",
        "hatty", "hatrick",
    ),
    "brace": ("braces", "a double", "two goals", "2 goals", "twice", "doppietta"),
    "career": (
        "in his career", "in her career", "all time", "all-time", "career", "in history",
        "ever scored", "caps", "cap", "international goals",
    ),
    "lineup": (
        "line up", "line-up", "lineups", "line-ups", "line ups", "starting eleven",
        "starting 11", "starting xi", "first eleven", "the xi", "team sheet", "teamsheet",
        "starting lineup", "starting line up", "starters", "started", "start", "starting",
        "selected", "picked",
    ),
    "formation": ("formations", "system", "shape", "set up in"),
    "disallowed": (
        "disallowed", "goal ruled out", "ruled out for offside", "chalked off", "not given",
        "overturned", "cancelled out by var",
    ),
    "absent": (
        "missing", "miss the match", "missed the match", "missed the game", "not playing",
        "didnt play", "did not play", "wasnt playing", "was not playing", "not play",
        "unavailable", "ruled out", "sidelined", "injured", "injury", "injuries",
        "suspended", "suspension", "suspensions", "absent", "absentees", "absence", "out injured",
        "not in the team", "not in the side", "left out", "dropped",
    ),
    # "why was X out": a player out of the match, not a team knocked out; "why wasn't X
    # playing": the words around the name
    "{person} absent": (
        "{person} out", "wasnt {person} playing", "was {person} not playing",
        "isnt {person} playing", "is {person} not playing", "didnt {person} play",
        "did {person} not play", "wasnt {person} in the team", "wasnt {person} in the side",
        "wasnt {person} in the squad", "wasnt {person} in the lineup", "wasnt {person} there",
        "wasnt {person} available", "didnt {person} feature", "did {person} miss the match",
        "did {person} miss the game",
    ),
    # "who scored 3 goals": the hat-trick (the verb stays: not "the 3 goals" of a match)
    "scored hattrick": (
        "scored 3 goals", "scored three goals", "score 3 goals", "score three goals",
        "got 3 goals", "got three goals", "get 3 goals", "get three goals", "netted 3 goals",
        "netted three goals", "bagged 3 goals", "bagged three goals", "scored 3", "scored three",
        "scored 4 goals", "scored four goals", "scored 4", "scored four", "got 4 goals",
        "got four goals", "scored 5 goals", "scored five goals",
    ),
    "instead": ("in place of", "in his place", "in her place", "stand in", "stand-in",
                "deputised", "deputized", "filled in", "replacement for"),
    "penaltyfoul": (
        "won the penalty", "won a penalty", "win the penalty", "won the pen", "won a pen",
        "won them the penalty", "earned the penalty", "earned a penalty", "drew the penalty",
        "gave away the penalty", "gave away a penalty", "gave away the pen", "gave away a pen",
        "give away the penalty", "gave the penalty away", "conceded the penalty",
        "conceded a penalty", "concede the penalty", "conceded the pen", "conceded a pen",
        "gave a penalty away", "penalty given", "penalty awarded", "given the penalty",
        "awarded the penalty", "awarded a penalty", "give the penalty", "gave the penalty",
        "fouled in the box", "handball", "handled", "hand ball",
    ),
    "corners": ("corner kicks", "corner count", "corners"),
    # what a player did to an opponent that a referee punishes
    "foul": (
        "fouled", "fouls", "headbutt", "headbutted", "head butt", "head-butted", "headbutting",
        "elbow", "elbowed", "punch", "punched", "kicked out at", "stamp on", "stamped on",
        "push", "pushed", "shove", "shoved", "trip", "tripped", "hack", "hacked",
        "bring down", "brought down", "pull down", "pulled down", "clatter", "clattered",
        "scythe", "scythed", "bite", "bit", "spat at", "slapped", "slap",
    ),
    "lastminute": (
        "last minute", "final minute", "last minutes", "final minutes", "dying minutes",
        "dying seconds", "last seconds", "final seconds", "very end", "last kick",
    ),
    # the closing minutes, less strictly than the last minute; a topic only
    "lateon": (
        "late on", "at the end", "near the end", "towards the end", "late in the game",
        "late in the match", "closing stages", "closing minutes",
    ),
    "cornerkick": ("corner", "corner kick", "corner-kick"),
    "offtheline": (
        "off the line", "off the goal line", "goal-line clearance", "goal line clearance",
        "goal-line clearances", "goal line clearances", "on the line",
    ),
    # a part of the match that is not the shootout; a topic only, dropped from the words
    "inplay": (
        "in normal time", "in regular time", "in open play", "during normal time",
        "during the match", "in the match itself", "during play", "in the game",
        "during the game",
    ),
    "freekick": ("free kick", "free kicks", "free-kick"),
    "owngoal": (
        "own goal", "own goals", "own net", "into his own net", "in his own net",
        "in their own net", "into their own net", "in his own goal",
    ),
    "stadium": ("ground", "arena", "venue"),
    "substitution": (
        "came off the bench", "come off the bench", "comes off the bench",
        "super sub",
        "substitutions", "subs", "sub", "substitutes", "substitute", "changes", "change",
        "changed", "changing", "swap", "swapped", "subbed", "subbing", "off the bench",
        "from the bench", "on from the bench", "came on", "come on", "bench",
    ),
    "nationality": ("which country", "what country"),
    "wait": ("waiting", "waited"),
    "why": ("what for", "how come"),
    # which side had more cards: the two counts compared
    "morecards card": ("more cards", "more cautions"),
    "morecards booked": ("more yellow cards", "more yellows", "more bookings", "more booked"),
    "morecards sentoff": (
        "more red cards", "more reds", "more players sent off", "more men sent off",
        "more sent off", "more sendings off", "more players dismissed",
    ),
    "when": (
        "how far into", "how far", "how quick", "how quickly", "how early", "how fast",
        "time between", "how long between", "gap between", "time elapsed", "which half",
        "what half", "how long", "how soon", "what time", "when's",
    ),
    "how many": ("number of", "count", "tally"),
    "say": (
        "promise", "promised", "vowed", "vow", "pledged",
        "rate", "rated", "assess", "assessed", "evaluate",
        "explain", "explained", "admit", "admitted", "defend", "defended", "respond",
        "responded", "claimed", "insisted", "quote", "quotes", "said", "says", "comments",
        "comment", "reaction", "react", "reacted", "words", "quoted", "speak", "spoke", "talk",
        "told", "press conference", "presser", "interview", "interviews", "think", "thought",
        "thinks", "reckon", "reckons", "verdict", "opinion",
    ),
    "tactics": (
        "attack", "attacking", "defensive", "sit back", "sat back", "park the bus", "tactic",
    ),
    "feel": (
        "gutted", "devastated", "heartbroken", "upset", "sad", "happy", "delighted", "feeling",
        "feels", "felt",
    ),
    # dropped: words that only describe ("the Chelsea midfielder", "which player")
    "": (
        # where the relegated go, the league below: "who went down to the championship"
        "to the championship", "to serie b", "to ligue 2", "to the second division",
        "to the 2 bundesliga", "to the second tier", "to segunda", "to the segunda division",
        "to la liga 2", "to the league below",
        "at least", "at once", "in one go", "continental", "walk me through",
        "take me through", "the one", "this one", "that one", "player", "players", "defender",
        "defenders", "midfielder", "midfielders", "striker", "strikers", "forward", "forwards",
        "winger", "wingers", *TIES,
        # the fan's own day, not a player's miss: "i missed the semi, who won?"
        "i missed", "i missed it", "i miss", "i didnt watch", "i did not watch",
        "i couldnt watch", "i could not watch", "i didnt see it", "i did not see it",
        "i didnt catch", "i did not catch",
        "these days", "nowadays", "random q", "random question", "quick q",
        # how it turned out, not when: "who won the world cup in the end"
        "in the end", "eventually", "ultimately", "at the end of the day",
    ),
    "assist": (
        "delivered", "delivery", "delivered the ball",
        "set up", "setup", "teed up", "laid on", "assisted", "assists", "provided", "supplied",
        "cross", "pass", "passed", "crossed", "crosses", "create", "created", "creates",
        "creator", "provider", "teed", "supply",
    ),
    "celebrity": (
        "singer", "musician", "pop star", "famous faces", "celebs",
        "celebrities", "famous", "stars", "vips", "vip",
    ),
    "crowd": ("fans", "supporters", "spectators", "audience", "atmosphere", "stands"),
    "motm": ("man of the match", "player of the match"),
    "colour": ("color", "colors", "colours"),
    "information": ("report", "info", "details"),
    "shot": ("shoot", "shooting"),
    "win": (
        "won", "wins", "victory", "victorious", "hammering", "thrashing", "drubbing",
        "battering", "demolition",
    ),
    # a player getting the better of a defender, not a team winning
    "getpast": (
        "get in front of", "got in front of", "getting in front of", "got past", "get past",
        "went past", "go past", "skinned", "outpaced", "got away from",
    ),
    "future": ("will", "gonna", "going to", "predict", "prediction", "predictions", "odds"),
    "called": ("known as", "nicknamed", "referred to as"),
    "backtoback": (
        "back to back", "back-to-back", "twice in a row", "two in a row", "in a row",
        "consecutive", "successive", "retain the title", "defend the title",
    ),
    "subbedoff": (
        "came off", "come off", "subbed off", "taken off", "replaced", "went off", "go off",
        "goes off", "brought off", "withdrawn", "hauled off", "sacrificed",
    ),
    "ahead": ("in front", "in the lead", "into the lead", "the lead", "lead", "led"),
    "comeback": (
        "come from behind", "came from behind", "come back", "came back", "fightback",
        "turnaround",
    ),
    # "which stadium hosted the most games" ("most" alone is a stopword)
    "busieststadium": (
        "busiest stadium", "busiest stadiums", "busiest venue", "busiest ground",
        "stadium hosted the most games", "stadium hosted the most matches",
        "stadium had the most games", "stadium had the most matches",
        "stadium with the most games", "stadium with the most matches",
        "stadium staged the most games", "stadium staged the most matches",
        "stadium held the most games", "stadium held the most matches",
        "stadium hosted most games", "stadium hosted most matches",
    ),
    # a ranking of teams ("which team conceded the fewest goals", "best defence")
    "fewestconceded": (
        "conceded the fewest", "conceded the least", "conceded fewest", "conceded least",
        "let in the fewest", "let in the least", "best defence", "best defense",
        "tightest defence", "tightest defense", "meanest defence", "meanest defense",
        "fewest goals conceded", "least goals conceded", "fewest conceded",
    ),
    "mostconceded": (
        "conceded the most", "conceded most", "let in the most", "worst defence",
        "worst defense", "leakiest defence", "leakiest defense", "most goals conceded",
        "most conceded", "most goals against",
    ),
    "mostwins": (
        "won the most games", "won the most matches", "most wins", "won most games",
        "won most matches", "most victories",
    ),
    # read as a ranking of teams, as "most wins" is; the view counts draws
    "mostwins mostdraws": (
        "most draws", "drawn the most", "drew the most", "most drawn games", "most drawn matches",
        "drawn most games", "drawn most matches", "drew most games", "drew most matches",
    ),
    "earliestgoal": (  # the tournament's earliest goals by minute, a ranking of goals
        "fastest goal", "fastest goals", "quickest goal", "quickest goals", "earliest goal",
        "earliest goals",
    ),
    # the points between places of a table ("the title margin", "how far behind")
    "pointsgap": (
        "by how many points", "how many points clear", "points clear", "how far behind",
        "how many points behind", "points behind", "how far ahead", "how many points ahead",
        "points ahead", "title margin", "winning margin", "margin of victory", "points gap",
        "gap at the top", "gap between first and second", "gap between the top two",
        "gap to the top", "gap to first", "gap to the leaders", "how far clear",
        "how far off the top", "how far off first",
    ),
    "mostwins mostlosses": (
        "most losses", "most defeats", "lost the most", "lost most games", "lost most matches",
        "most games lost", "most matches lost", "most beaten",
    ),
    "mostwins fewestlosses": (
        "fewest losses", "fewest defeats", "least losses", "least defeats", "lost the fewest",
        "lost the least", "fewest games lost", "fewest matches lost",
    ),
    # the records at home or away, by the points won there
    "mostwins besthome": (
        "best home record", "best home team", "best home side", "best record at home",
        "best team at home", "best side at home", "most home points", "most points at home",
        "best at home",
    ),
    "mostwins bestaway": (
        "best away record", "best away team", "best away side", "best record away",
        "best team away", "best side away", "most away points", "most points away",
        "best away from home", "best on the road", "best road record",
        "best travellers", "best travelers",
    ),
    "mostwins worsthome": (
        "worst home record", "worst home team", "worst home side", "worst record at home",
        "worst team at home", "worst side at home", "fewest home points",
        "fewest points at home", "worst at home",
    ),
    "mostwins worstaway": (
        "worst away record", "worst away team", "worst away side", "worst record away",
        "worst team away", "worst side away", "fewest away points", "fewest points away",
        "worst away from home", "worst on the road", "worst road record",
        "worst travellers", "worst travelers",
    ),
    "mostwins fewestwins": (
        "fewest wins", "least wins", "havent won a game", "have not won a game",
        "havent won a match", "have not won a match", "without a win", "yet to win a game",
        "still without a win", "winless", "havent won yet", "not won a game",
    ),
    # the whole table at the end ("final standings": not the final)
    "table": (
        "final standings", "final table", "final league table", "final positions",
        "final classification", "standings", "league standings",
    ),
    # which side hosted a league's meeting ("when X played Y at home")
    "home": ("at home", "home game", "home match", "home fixture", "on home soil"),
    "away": ("away from home", "away game", "away match", "away fixture", "on the road"),
    # the rounds after the groups, together ("goals in the knockouts")
    "knockout": (
        "knockout stage", "knockout stages", "knockout rounds", "knockout round",
        "knockout phase", "knockouts", "knock outs", "knock out stage", "knock out rounds",
        "ko stage", "ko rounds", "elimination rounds",
    ),
    # a team's way through the tournament ("spain's road to the final")
    "path": (
        "knockout run", "cup run", "world cup run", "tournament run", "euro run", "euros run",
        "get to the final", "got to the final", "make it to the final", "made it to the final",
        "road to the trophy", "road to the cup", "route to the trophy", "path to the trophy",
        "road to glory",
        "road to the final", "route to the final", "run to the final", "journey to the final",
        "way to the final", "path to the final", "road to the title", "run in the tournament",
        "journey", "campaign", "route",
    ),
    "out": (
        "knocked out", "eliminated", "go out", "went out", "crashed out", "crash out",
        "crashes out", "crashing out", "bowed out", "bow out", "dumped out", "knocked them out",
        "sent home", "exit", "exited", "got knocked out",
    ),
    "goal difference": ("goal diff", "goal dif", "gd"),
    "goals scored and conceded": (
        "goals scored v goals conceded", "goals scored vs goals conceded",
        "goals scored versus goals conceded", "goals scored v conceded",
        "goals scored vs conceded", "goals scored and goals conceded",
        "goals scored and against",
    ),
    # a heavy win, as fans say it ("when X thrashed Y 6-0")
    "beat": (
        "thrashed", "hammered", "battered", "demolished", "routed", "crushed", "walloped",
        "destroyed", "trounced", "annihilated", "humiliated", "spanked", "pumped",
    ),
    # the side named first played at home ("when X hosted Y")
    "{team} home": ("{team} hosted", "{team} at home to", "{team} were at home to"),
    # the team between the words: "who sent spain home" is who knocked them out
    "knocked {team} out": (
        "sent {team} home", "send {team} home", "sends {team} home", "sent {team} packing",
        "dumped {team} out", "kicked {team} out", "threw {team} out", "booted {team} out",
        "sent {team} out",
    ),
    "halftime": ("half time", "half-time", "ht", "interval"),
    "at halftime": ("at the break",),
    "say about": ("make of", "made of"),
    "summary": (
        "tl dr", "recap", "sum up", "sum it up", "summarise", "summarize", "rundown", "tldr",
        "overview", "match report",
    ),
    "scored": (
        "fired", "smashed", "lashed", "slotted", "tapped", "nodded", "poked", "notched",
        "grabbed", "found the net", "on the scoresheet", "scorers", "scorer", "scoring",
        "netted", "nets", "netting", "bagged", "struck", "bag one", "bag a goal", "bag",
        "bags", "bagged one",
    ),
    "title": ("trophies", "titles", "trophy", "championships", "cups", "honours", "honors"),
    "timeline": (
        "timeline", "time line", "chronology", "progression", "sequence", "key events",
        "key moments", "highlights", "play by play", "minute by minute",
    ),
    "champions": ("champs", "crowned champions", "crowned champion", "were crowned", "was crowned"),
    "champion": ("champ",),
    "score": (
        "scoreline", "final score", "result", "results", "ft", "full time", "outcome", "scores",
    ),
    "lose": ("lost", "loses", "losing", "defeated", "loser", "losers", "defeat"),
    "0": ("nil", "zero"),
    "1": ("one",),
    "2": ("two",),
    "3": ("three",),
    "near": ("nearly", "almost"),
    "chance": ("near miss", "close call", "chances", "opportunity", "miss", "missed"),
    "post": ("woodwork", "crossbar", "bar", "hit the post"),
    "break": ("drinks break", "water break", "cooling break", "drinks"),
    "anthem": ("national anthem", "song"),
    "sing": ("sang", "singing"),
    "where": ("where's", "wheres"),
    "what": ("whats", "what's"),
    "who": ("who's", "whos"),
    "how": ("hows",),
    "team": ("country", "nation", "side", "squad"),
    "club": ("club", "clubs", "plays for", "play for", "played for"),
    "competition": (
        "tournament", "competition", "cup", "the whole thing", "whole thing", "it all",
        "the whole tournament",
        # a season is the competition the data holds ("league" is, of a league's data:
        # team_names.LEAGUE_NAMES)
        "this season", "the season", "season", "whole season", "all season", "this year",
        "the whole year", "at the end of the season", "end of the season", "end of season",
        "copa",
    ),
    # a player's total, asked of a tournament: his goals in it (a career is "career")
    "{person} score competition": (
        "{person} score in total", "{person} scored in total", "{person} get in total",
        "{person} got in total", "{person} score altogether", "{person} scored altogether",
        "{person} score overall", "{person} scored overall",
    ),
    "round": ("stage", "round"),
    "source": ("dateline", "agency", "article", "sources"),
    "next match": ("next game",),
    "next": ("upcoming", "after this", "after that"),
    "play": (
        "face", "faces", "facing", "meet", "meets", "against", "vs", "versus", "v", "playing",
        "plays", "hosted", "host", "hosts", "held", "staged", "take place", "took place",
        "played",
    ),
}

# Slang and shorthand, expanded before spelling and names are looked at.
SHORTHAND: dict[str, str] = {
    "sf": "semifinal", "qf": "quarterfinal",
    "pk": "penalty", "pks": "penalties",
    "wat": "what", "wht": "what", "wot": "what", "whaat": "what", "wut": "what", "hw": "how",
    "whn": "when", "wen": "when", "wer": "where", "wher": "where", "u": "you", "ur": "your",
    "r": "are", "pls": "please", "plz": "please", "thx": "thanks", "abt": "about",
    "bout": "about", "da": "the", "teh": "the", "tha": "the", "d": "the", "gonna": "going to",
    "wanna": "want to", "dunno": "do not know", "y": "why", "scord": "scored",
    "socred": "scored", "goalscorer": "scorer", "goalscorers": "scorers", "2nd": "second",
    "1st": "first", "3rd": "third", "smth": "something",
    "sth": "something", "ppl": "people", "ya": "you", "yall": "you", "idk": "i do not know",
    "wdym": "what do you mean", "bc": "because", "cos": "because", "coz": "because",
    "w": "with", "wc": "world cup", "ref": "referee", "pens": "penalties", "pen": "penalty",
    "aet": "after extra time", "et": "extra time", "og": "own goal", "motm": "motm",
    "potm": "motm", "mins": "minute",
    "min": "minute", "minutes": "minute", "tho": "though", "cuz": "because",
    "thru": "through", "thro": "through", "throu": "through", "incl": "including",
    "inc": "including", "excl": "excluding", "pts": "points", "pt": "point",
}

# Words that carry no topic: they never decide an intent and never count as unknown.
STOPWORDS = frozenset("""
    situation current left remaining filed couple mostly theyll youll itll written through including
    include included regulation forced forcing involved hold holds holding recently
    currently a an the of in on at to for from by with and or but is are was were be been
    being do does did done has have had it its this that these those their they them he she
    him her his hers we us our you your i me my mine whom please made make makes put puts
    pulled total altogether overall exactly guy someone anyone somebody anybody um so tell
    give show can could would should shall may might must any some about just very really
    actually also then than as into up over anything something everything hey hi hello yo ok
    okay pls thanks thank mate bro lads guys fam lol lmao omg wow like know want need let
    get got again still even ever today tonight yesterday night not happen happened go went
    one ones all much many more most football soccer fifa bot matchbot question answer quick
    ngl fr rn tbh imo imho lmfao rofl smh huh eh nah yeah yep yes no right bruh dude wait
    literally though tho anyway btw haha hahaha xd mean seriously honestly basically kinda
    sorta pretty quite supposedly apparently surely guess wonder bottom line cheers ta innit
    init didnt doesnt dont isnt wasnt werent cant wont havent hasnt hadnt aint arent
    shouldnt wouldnt couldnt im ive id youre thats theres thing things stuff before there
    name named lad bloke fella chap per each same every whole entire across throughout
""".split())
# fmt: on
CANONICAL |= {k: CANONICAL.get(k, ()) + v for k, v in BESIDE.items()}
SYNONYMS: dict[str, str] = {p: c for c, ps in CANONICAL.items() for p in ps}
