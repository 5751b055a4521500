"""From a question read to what it asks about: the intent, and the match meant.

- `matcher`: `IntentIndex`, every intent's phrasings compiled once; a read question is
  ranked against them (`Scored`).
- `features`: what the matcher compares of a parse besides its words: the typed fields
  the readers set (a placing), read off its Frame where they were read.
- `resolve`: which tournament match a question names (teams, stage, group, date, a
  team's first or last), one, several, none or a match that never happened.
- `sides`: once the match is known, the side a goal question is about ("who scored
  against England": the other side's goals).
- `picker`: `Picker`, the match, group or team named in what someone types into a
  command option (fuzzy, for autocomplete lists and for reading the option back).
"""
