"""A small hand-labelled set: question -> the intent id (knowledge/intents.yaml) a fan means.

None means the bot should not answer (off-topic or about something the knowledge lacks).
Written from what the questions mean, not from what any matcher returns; phrased the way
fans type (typos, slang, no punctuation), and mostly NOT copied from the phrasings.
"""

from __future__ import annotations

LABELLED: list[tuple[str, str | None]] = [
    # result
    ("who won?", "result"),
    ("whats the final score", "result"),
    ("score?", "result"),
    ("did england lose", "result"),
    ("how did the game end", "result"),
    ("who won the semi final", "result"),
    ("who wonn", "result"),
    # goal-scorer
    ("who scored the winner", "goal-scorer"),
    ("who got the winning goal", "goal-scorer"),
    ("who scored the equaliser?", "goal-scorer"),
    ("who scored englands goal", "goal-scorer"),
    ("who scord the opener", "goal-scorer"),
    ("who headed in the late winner", "goal-scorer"),
    # goal-assist
    ("who assisted the winner", "goal-assist"),
    ("who set up gordon", "goal-assist"),
    ("who crossed for lautaro", "goal-assist"),
    # goal-time
    ("when was the equalizer", "goal-time"),
    ("what minute did gordon score", "goal-time"),
    ("when did argentina equalise", "goal-time"),
    ("wat minute was the opener", "goal-time"),
    # goal-how
    ("how was the winner scored", "goal-how"),
    ("was the winner a header", "goal-how"),
    ("how did enzo score", "goal-how"),
    # goals
    ("list all the goals", "goals"),
    ("who were the goalscorers", "goals"),
    ("who scored", "goals"),
    # did-score
    ("did messi score", "did-score"),
    ("did kane get a goal", "did-score"),
    ("did harry kane score?", "did-score"),
    ("did lautaro martínez score", "did-score"),
    # assists
    ("how many assists did messi get", "assists"),
    ("did rogers get an assist", "assists"),
    # contribution
    ("what did messi do", "contribution"),
    ("how did pickford play", "contribution"),
    # person
    ("who is enzo fernandez", "person"),
    ("who's mac allister", "person"),
    ("tuchle", "person"),
    # club
    ("what club does enzo play for", "club"),
    ("which club is fernandez at", "club"),
    # nationality
    ("what nationality is tuchel", "nationality"),
    ("where is tuchel from", "nationality"),
    # role
    ("who is englands coach", "role"),
    ("who is argentina's manager", "role"),
    ("who was captain of england", "role"),
    ("who was in goal for england", "role"),
    # quotes
    ("what did scaloni say", "quotes"),
    ("what did the england manager say after", "quotes"),
    ("any quotes from kane", "quotes"),
    ("what did tuchel say about his tactics", "quotes"),
    # timeline
    ("timeline pls", "timeline"),
    ("what happened in the game", "timeline"),
    ("key moments", "timeline"),
    # minute
    ("what happened in the 55th minute", "minute"),
    ("what happened at minute 85", "minute"),
    # summary
    ("give me a recap", "summary"),
    ("summarize the match", "summary"),
    # chances
    ("who hit the woodwork", "chances"),
    ("did anyone hit the bar", "chances"),
    ("any near misses", "chances"),
    # substitutions
    ("who came off the bench", "substitutions"),
    ("what subs did argentina make", "substitutions"),
    # breaks
    ("was there a drinks break", "breaks"),
    # venue
    ("where was the game", "venue"),
    ("what stadium was it at", "venue"),
    ("which city was the match in", "venue"),
    # date
    ("what day was the game", "date"),
    ("when was the match played", "date"),
    # competition
    ("what competition was this", "competition"),
    ("what round was it", "competition"),
    # next-match
    ("who do argentina play in the final", "next-match"),
    ("when is the final", "next-match"),
    ("where is the final being played", "next-match"),
    # team
    ("how many world cups have argentina won", "team"),
    ("what are england called", "team"),
    # crowd
    ("what was the atmosphere like", "crowd"),
    ("were there lots of argentina fans", "crowd"),
    # attendees
    ("which celebrities were at the game", "attendees"),
    ("was beckham there", "attendees"),
    # anthem
    ("what happened during the national anthem", "anthem"),
    # source
    ("where is this info from", "source"),
    ("who wrote this report", "source"),
    # help
    ("what can you do", "help"),
    ("help", "help"),
    # should not answer
    ("what's the weather in paris", None),
    ("how do i bake bread", None),
    ("who won the 1998 world cup", None),
    ("what is the capital of australia", None),
    ("tell me a joke", None),
    ("who won wimbledon", None),
    ("nba finals score", None),
    ("lol", None),
    ("how much does a ticket to the final cost", None),
    ("what is the weather at the stadium", None),
    ("who will win the premier league", None),
    ("what is messi's salary", None),
    ("recommend a pizza place in atlanta", None),
    ("who is the president of argentina", None),
    ("how many yellow cards were there", None),
]
