"""From a question read to what it asks about: the intent, and the match meant.

- `matcher`: `IntentIndex`, every intent's phrasings compiled once; a read question is
  ranked against them (`Scored`).
- `resolve`: which tournament match a question names (teams, stage, group, date, a
  team's first or last), one, several, none or a match that never happened.
- `sides`: once the match is known, the side a goal question is about ("who scored
  against England": the other side's goals).
"""
