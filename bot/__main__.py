"""`python -m bot` and the `matchbot` console script."""

from bot.adapters.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
