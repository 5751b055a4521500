"""matchbot: answers football fans' questions about a match, in Discord or on the command line."""

__version__ = "0.1.0"  # the one place the version is written (pyproject reads it)
