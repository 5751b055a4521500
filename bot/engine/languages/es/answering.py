"""Spanish words of the answering side: what the views match in a file's free texts
written in Spanish (the answer texts themselves are in `phrases.py`)."""

from __future__ import annotations

MATCHED_WORDS: dict[str, tuple[str, ...]] = {
    "absence": ("lesion", "suspendid", "en lugar de", "no jug"),
    "penalty": ("penal",),
    "handball": ("con la mano", "mano en el área", "por mano", "una mano"),
    "sent_off": ("expuls", "mandó a la grada", "envió a la grada", "a la tribuna"),
    "corner": ("córner", "corner", "saque de esquina", "tiro de esquina"),
    "free_kick": ("tiro libre", "falta lanzada", "saque de falta", "lanzamiento de falta"),
    "off_the_line": ("sobre la linea", "sobre la línea", "en la linea", "en la línea"),
    "line_filler": ("quien", "quienes", "uso", "usaron", "usado"),
    "singing": ("cantaron", "cantó", "canto", "cantaban", "cantando", "himno", "corearon"),
    "woodwork": (
        "en el palo",
        "al palo",
        "en el poste",
        "al poste",
        "en el travesaño",
        "en el travesano",
        "al travesaño",
        "al travesano",
        "en el larguero",
        "al larguero",
        "la madera",
    ),
}
