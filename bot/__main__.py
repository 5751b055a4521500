"""`python -m bot` and the `matchbot` console script."""

import gc

# Importing allocates what lives as long as the process (modules, classes, tables): a
# garbage collection in the middle of it frees next to nothing, so none runs until the
# imports are done, and then they are frozen: no later collection walks them again.
gc.disable()
try:
    from bot.adapters.cli import main as run_command
finally:
    gc.freeze()
    gc.enable()


def main(argv: list[str] | None = None) -> int:
    code = run_command(argv, whole_process=True)
    # The process ends here: what is left is freed with it, so the collections at
    # interpreter exit need not walk through it all.
    gc.freeze()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
