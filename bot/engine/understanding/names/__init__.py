"""Names: the people, teams, clubs, competitions and venues a question names, found in
its words and replaced by slot tokens ({person}, {team}).

`index.EntityIndex` looks names up (exactly, or fuzzily for a misspelt one); `aliases`
keys them; `tournament` adds a tournament's teams, players, clubs and stadiums; `teams`
reads fans' names for teams and competitions from the shipped names table.
"""
