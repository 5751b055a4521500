"""The languages the bot reads and answers in: one bundle each (`bundle.Language`).

`en/` and `es/` each hold the language's word tables (data only, importing nothing) and
its `bundle.py`, which builds the `Language` the rest of the bot asks, with its
`grammar.py` (the words its readers read). `bot.engine.understanding.lang` registers
them. `names.yaml` is the names table (teams', clubs' and competitions' other names);
`any/` holds words of languages the bot does not answer in that fans write anyway.
"""
