"""The languages the bot reads and answers in: one bundle each (`bundle.Language`).

`en/` and `es/` each hold the language's word tables (data only, importing nothing) and
its `bundle.py`, which builds the `Language` the rest of the bot asks. `bot.engine.understanding.lang`
registers them; adding a language is adding a folder here and one line there.
"""
