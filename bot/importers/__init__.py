"""Importers: data feeds -> the bot's own knowledge YAML (below the service; the command
line calls them). Other layers import from here, not from the submodules."""

from bot.importers.source import ImportFailed, ImportProblem
from bot.importers.write import Imported, import_football_json, write_imported

__all__ = [
    "ImportFailed",
    "ImportProblem",
    "Imported",
    "import_football_json",
    "write_imported",
]
