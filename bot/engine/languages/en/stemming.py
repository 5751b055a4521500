"""The English stemmer's rules (`understanding.tokens.stem`): the suffixes it strips,
longest first, and the letters a doubled last one is kept after ("winn" -> "win")."""

SUFFIXES = ("ings", "ing", "ers", "ed", "er", "es", "s", "e")
VOWELS = "aeiou"
