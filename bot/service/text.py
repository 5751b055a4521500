"""One function every way in uses to make text valid before it is stored or shown.

Text reaches the bot from Discord (JSON may spell a lone surrogate `\\ud800`), from the
command line (a byte that is not UTF-8 arrives as a lone surrogate, `\\udcff`), from stdin
and from files written by older versions. A lone surrogate cannot be encoded, so saving or
printing it raised and poisoned the unanswered list; a NUL is refused by PostgreSQL and
other control characters garble logs and terminals. All are replaced here, once.
"""

from __future__ import annotations

import re

REPLACEMENT = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")
# C0 and C1 control characters and DEL, except tab, newline and carriage return.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def valid_text(text: str) -> str:
    """`text` with lone surrogates as U+FFFD and control characters as spaces.

    A surrogate pair that arrived as two code units (possible through `surrogatepass`) is
    joined back into its character first, so no real emoji is lost.
    """
    if _SURROGATE.search(text):
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        text = _SURROGATE.sub(REPLACEMENT, text)
    return _CONTROL.sub(" ", text)
