"""The words a Spanish answer states its claims in, as the claim checker's text reading
looks for them (see `languages/en/claims.py`)."""

BEAT = ("venció", "le ganó")
PENALTY = ("penal", "tanda")
DID_NOT_SCORE = ("no marcó",)
NOBODY_SENT_OFF = ("No hubo expulsados",)
NO_TEAM_RED = ("Ningún jugador de",)
SENT_OFF = ("fue expulsado",)
NONE_OF = ("Ninguno de", "No, ninguno de")
SCORED = ("marcó",)
ABSENT = ("se perdió",)
HALVES = {
    " en el primer tiempo": ("first_half",),
    " en el segundo tiempo": ("second_half",),
    " en la prórroga": ("extra_time_first", "extra_time_second"),
}
METHODS = {
    "de cabeza": "header",
    "de penal": "penalty",
    "de tiro libre": "free_kick",
    "en contra": "own_goal",
}
CARD_KINDS = {"amarilla": "yellow", "expulsado": "red"}
