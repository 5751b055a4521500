#!/bin/sh
# The bot's command line, with every JSON answer line also written to $1.
/work/main/.venv/bin/python -m bot ask --json - | tee "$1"
