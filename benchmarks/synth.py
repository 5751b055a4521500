"""Generated knowledge for the growth benchmark: the shipped match, scaled up.

`write_scaled(scale, directory)` writes a knowledge directory with `scale` times the
people, teams, intents and phrasings of the shipped knowledge, then the benchmark loads
it through `bot.knowledge.loader.load_knowledge`, so it is a real, validated load.

How it grows (seeded, so every run builds the same knowledge):
- the shipped files are kept as they are (the match, its people, quotes and intents);
- every team is cloned `scale - 1` times under an invented name, and every person is
  cloned `scale - 1` times with an invented first and last name on one of those teams;
- every intent is cloned `scale - 1` times under a new id with the same answer; each of
  its phrasings keeps its shape (question words, slots) but each content word is, with
  probability 1/2, replaced by an invented word from a pool that grows with the scale.
  So the domain words ('score', 'goal', 'crowd', ...) stay shared by about half of the
  clones: the candidate lists of common words grow with the knowledge, as they would
  in a real, larger knowledge base, while invented words keep the intents distinct.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import yaml

from bot.engine.languages.en.lexicon import STOPWORDS
from bot.knowledge.models import Knowledge

MAX_BYTES = 900_000  # stay under the loader's 1 MB per file
ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "knowledge"

_ONSETS = "b c d f g h j k l m n p r s t v z br dr gr kr pl st tr ch sh th".split()
_VOWELS = "a e i o u a e i o ia io ou ei".split()
_CODAS = ["", "", "", "n", "r", "s", "l", "m", "x", "nd", "rt"]
_SLOT = re.compile(r"^\{[a-z]+\}$")
_WORD = re.compile(r"\{[a-z]+\}|[A-Za-z][A-Za-z'-]*|\S+")

try:  # libyaml's dumper is ~10x faster; the pure-Python one writes the same YAML
    _Dumper: Any = yaml.CSafeDumper
except AttributeError:  # pragma: no cover
    _Dumper = yaml.SafeDumper


class Namer:
    """Invented, pronounceable, unique words (never an English word we rely on)."""

    def __init__(self, seed: int, taken: set[str]) -> None:
        self._rng = random.Random(seed)
        self._taken = {w.lower() for w in taken}

    def word(self, syllables: tuple[int, int] = (2, 3)) -> str:
        while True:
            n = self._rng.randint(*syllables)
            w = "".join(
                self._rng.choice(_ONSETS) + self._rng.choice(_VOWELS) for _ in range(n)
            ) + self._rng.choice(_CODAS)
            if w not in self._taken and len(w) >= 4:
                self._taken.add(w)
                return w


def _shipped_words(k: Knowledge) -> set[str]:
    words: set[str] = set(STOPWORDS)
    for intent in k.intents:
        for p in intent.patterns:
            words.update(w.lower() for w in _WORD.findall(p))
    for person in k.people:
        words.update(w.lower() for n in [person.name, *person.aliases] for w in n.split())
    for team in k.teams:
        words.update(w.lower() for n in [team.name, *team.aliases] for w in n.split())
    return words


def _mutate(pattern: str, rng: random.Random, pool: list[str], topic: str) -> str:
    out = []
    for w in _WORD.findall(pattern):
        lw = w.lower()
        if _SLOT.match(w) or lw in STOPWORDS or not lw.isalpha() or rng.random() < 0.5:
            out.append(w)
        else:
            out.append(rng.choice(pool))
    text = " ".join(out)
    # Never an exact copy of a shipped phrasing: that would only make ties.
    return text if text.lower() != pattern.lower() else f"{text} {topic}"


def scaled_documents(k: Knowledge, scale: int, seed: int = 6) -> dict[str, list[dict[str, Any]]]:
    """Extra teams, people and intents (as plain YAML data) for `scale` times the knowledge."""
    rng = random.Random(seed)
    namer = Namer(seed, _shipped_words(k))
    teams: list[dict[str, Any]] = []
    clones_of: dict[str, list[str]] = {t.id: [] for t in k.teams}
    for copy in range(1, scale):
        for t in k.teams:
            name = namer.word((2, 3)).capitalize()
            tid = f"{t.id}-x{copy}"
            clones_of[t.id].append(tid)
            teams.append({"id": tid, "name": name, "aliases": [name.lower()[:4] + "s"]})
    people: list[dict[str, Any]] = []
    for copy in range(1, scale):
        for p in k.people:
            first, last = namer.word((1, 2)).capitalize(), namer.word((2, 3)).capitalize()
            team = clones_of[p.team][copy - 1] if p.team else None
            row: dict[str, Any] = {
                "id": f"{p.id}-x{copy}",
                "name": f"{first} {last}",
                "roles": list(p.roles),
                "aliases": [last, first],
            }
            if team:
                row["team"] = team
            if p.description:
                row["description"] = p.description
            people.append(row)
    pool = [namer.word((2, 3)) for _ in range(200 * max(1, scale - 1))]
    intents: list[dict[str, Any]] = []
    for copy in range(1, scale):
        for intent in k.intents:
            topic = namer.word((2, 3))
            intents.append(
                {
                    "id": f"{intent.id}-x{copy}",
                    "description": f"{intent.description} ({topic})",
                    "patterns": [_mutate(p, rng, pool, topic) for p in intent.patterns],
                    "answer": intent.answer.model_dump(exclude_none=True),
                }
            )
    return {"teams": teams, "people": people, "intents": intents}


def write_scaled(scale: int, directory: Path, k: Knowledge, seed: int = 6) -> dict[str, int]:
    """Write the shipped files plus the scaled extras into `directory`; return counts."""
    directory.mkdir(parents=True, exist_ok=True)
    for src in sorted(SHIPPED.glob("*.yaml")):
        (directory / src.name).write_bytes(src.read_bytes())
    docs = scaled_documents(k, scale, seed)
    files = 0
    for section, rows in docs.items():
        files += _write_chunks(directory, section, rows)
    return {
        "people": len(k.people) + len(docs["people"]),
        "teams": len(k.teams) + len(docs["teams"]),
        "intents": len(k.intents) + len(docs["intents"]),
        "phrasings": sum(len(i.patterns) for i in k.intents)
        + sum(len(i["patterns"]) for i in docs["intents"]),
        "files": files + 2,
    }


def _write_chunks(directory: Path, section: str, rows: list[dict[str, Any]]) -> int:
    if not rows:
        return 0
    per_file = len(rows)
    while True:
        texts = [
            yaml.dump(
                {"schema_version": 1, section: rows[i : i + per_file]},
                Dumper=_Dumper,
                sort_keys=False,
                allow_unicode=True,
                width=1000,
            )
            for i in range(0, len(rows), per_file)
        ]
        if max(len(t.encode()) for t in texts) <= MAX_BYTES:
            break
        per_file = max(1, per_file // 2)
    for n, text in enumerate(texts):
        (directory / f"gen-{section}-{n:03d}.yaml").write_text(text, encoding="utf-8")
    return len(texts)
