"""`python -m bot` and the `matchbot` console script."""

import gc

# Importing allocates what lives as long as the process (modules, classes, tables): a
# garbage collection in the middle of it frees next to nothing, so none runs until the
# imports are done (about a tenth of a one-shot `ask`'s instructions otherwise).
gc.disable()
try:
    from bot.adapters.cli import main as run_command
finally:
    gc.enable()


def main(argv: list[str] | None = None) -> int:
    code = run_command(argv)
    # The process ends here: what is left (the engine, some 100,000 objects) is freed
    # with it, so the collections at interpreter exit need not walk through it all.
    gc.freeze()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
