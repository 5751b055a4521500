"""Football.JSON from a feed -> the knowledge files it makes, with the same importer as
`python -m bot import football-json` (the bodies are written to a temporary directory
under the names their URLs end in, so side files are found beside the main one)."""

from __future__ import annotations

import tempfile
from collections.abc import Mapping
from pathlib import Path

from bot.importers import ImportFailed, import_football_json
from bot.service.feed import FeedRejected


def football_json(bodies: Mapping[str, bytes], source: str = "live feed") -> dict[str, str]:
    """{file name: body} -> {knowledge file name: YAML}; raises FeedRejected saying why."""
    with tempfile.TemporaryDirectory(prefix="matchbot-feed-") as folder:
        paths = []
        for name, body in bodies.items():
            path = Path(folder) / Path(name).name
            path.write_bytes(body)
            paths.append(path)
        try:
            imported = import_football_json(paths, source=source)
        except ImportFailed as exc:
            first = exc.problems[0]
            where = Path(first.file).name
            raise FeedRejected(f"{where}: {first.path}: {first.message}") from None
    return {i.target: i.text for i in imported}
