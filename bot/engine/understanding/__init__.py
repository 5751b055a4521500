"""Understanding: a fan's message read into what it asks, one stage after another.

    text -> tokens -> spelling -> names -> readers -> synonyms -> slots -> Parsed / Frame

`tokens` cleans and cuts the text (`clauses` cuts a message into questions), `lang`
keeps the language bundles and tells which one a question is in, `spelling` corrects
slips, `names/` finds people, teams, clubs, competitions and venues, `readers/` read
dates, matchdays, placings, meetings, stages, shirt numbers and counts, `slots` holds
what was found, and `pipeline` runs the stages (`Understanding.parse`). `frame.Frame` is
the typed, immutable summary of a parse. The words each stage reads come from the
language bundles (`bot/engine/languages/`), never from here. Nothing is imported here:
import the module you need.
"""
