"""What the adapters' structured views show, as plain data built from an `Engine`: the
adapters format and draw, these modules decide what is said and drawn.

- `match`: the match, goal and person cards, the timeline's lines, a view's text, the
  example questions.
- `timeline`: the match for a picture of its timeline (each side's goals with minute and
  period, extra time, the shootout), in the reader's language.

Only Discord's cards use them, so `bot.engine` imports them at their first use.
"""
