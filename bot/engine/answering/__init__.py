"""From the intent and the match meant to the reply: routing, follow-ups, the reply.

- `desk`: `MatchDesk`, with a tournament, routes a question to the match or the data it
  is about (the report, another match from the data, "which match?", a decline).
- `context`: what a conversation carries to the next question, and how a follow-up
  ("when?", "and England?") is completed from it.
- `reply`: `Reply`, what every answer is (band, text, suggestions, facts, context).
"""
