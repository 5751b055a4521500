"""The exit codes of `python -m bot run` (and `check`), for service managers and scripts.

They are a contract: systemd's RestartPreventExitStatus and docs/deploy.md name them.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_FAILED = 1  # a command failed (ask, validate, health: not ready)
EXIT_CONFIG = 2  # settings, knowledge, data directory or metrics port unusable: fix, then start
EXIT_DISCORD = 3  # Discord refused us (token, intent, shards) or could not be reached
EXIT_DATABASE = 4  # DATABASE_URL set but the database cannot be reached at start-up

EXIT_CODES_HELP = """exit codes:
  0  stopped cleanly (SIGTERM or Ctrl+C)
  2  configuration error: a setting, the knowledge, the data directory or the metrics
     port (the systemd units do not restart on it: RestartPreventExitStatus=2)
  3  Discord refused the token, an intent or the shards, or could not be reached
  4  DATABASE_URL is set but the database cannot be reached at start-up"""
