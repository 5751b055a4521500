"""The newcomer's path (issue 36): a README that fits on a few screens and links only to
what exists, the MkDocs site wired into CI, and pictures made by the bot's renderer."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from PIL import Image

from tests.conftest import ROOT

README = ROOT / "README.md"
PICTURES = ("timeline", "bracket", "table")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def test_the_readme_fits_and_keeps_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    # CI and newcomers read these two lines exactly
    assert "make run    # without DISCORD_TOKEN: a local console on the bundled knowledge\n" in text
    assert "make test   # ruff, mypy and pytest\n" in text
    assert "python -m bot invite" in text and "## Discord in 5 minutes" in text


def test_every_readme_link_to_the_repository_exists() -> None:
    links = LINK.findall(README.read_text(encoding="utf-8"))
    local = [link for link in links if "://" not in link and not link.startswith("#")]
    assert len(local) >= 10  # the docs pages, the picture, the licence
    for link in local:
        path = link.split("#", 1)[0]
        assert (ROOT / path).exists(), f"README links to {path}, which is not there"


def test_the_docs_build_runs_in_ci_with_strict() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^docs: .*\n\t.*mkdocs build --strict", makefile, re.M)
    assert re.search(r"^make docs$", (ROOT / ".ci" / "run").read_text(encoding="utf-8"), re.M)
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "name: material" in config and "site_dir: site" in config
    assert "site/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


def test_the_code_has_a_licence() -> None:
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_pictures_are_drawn_by_the_bots_renderer(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "make_pictures.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    for name in PICTURES:
        with Image.open(tmp_path / f"{name}.png") as drawn:
            assert drawn.format == "PNG" and min(drawn.size) >= 300, name
        committed = ROOT / "docs" / "pictures" / f"{name}.png"
        assert committed.stat().st_size < 200_000, f"{committed} is too large for the docs"
