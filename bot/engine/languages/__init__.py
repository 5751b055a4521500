"""The languages the bot reads and answers in: one bundle each (`bundle.Language`).

`en/` and `es/` each hold the language's word tables (data only, importing nothing), its
`grammar.py` (the words its readers read) and its `bundle.py`, which builds the
`Language` the rest of the bot asks. `bot.engine.understanding.lang` registers every
folder whose `bundle.py` names its bundle as BUNDLE: a new language is a folder here.
`names.yaml` is the names table (teams', clubs' and competitions' other names);
`canonical.py` the words every bundle rewrites to; `any/` the words of languages the bot
does not answer in that fans write anyway ("giornata 5").
"""
