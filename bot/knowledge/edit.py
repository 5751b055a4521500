"""Small edits to knowledge held as YAML text: teach a phrasing, add an intent, overlay files.

Moderators teach from Discord; the result must still be the file they would have written,
comments and layout kept, so a phrasing is inserted as one line under the intent's
`patterns:` rather than re-dumping the file. Only when the layout is unusual (a flow-style
list) is the file dumped again. The caller validates the result with the loader.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.knowledge.fields import answer_problem, visible
from bot.knowledge.loader import SUFFIXES, _fast_loader

if TYPE_CHECKING:  # PyYAML is imported by the edits that parse: `ask` never needs it
    import yaml

TAUGHT_FILE = "taught.yaml"
MAX_PHRASING = 300
_SLUG = re.compile(r"[^a-z0-9]+")


class EditError(ValueError):
    """The edit cannot be made (unknown intent, nothing left to add)."""


def overlay(base: Mapping[str, str], upload: Mapping[str, str]) -> dict[str, str]:
    """The base files with the uploaded ones replacing those of the same name (or added)."""
    return {**base, **upload}


def is_knowledge_name(name: str) -> bool:
    """A plain file name (no directory) ending in .yaml or .yml."""
    return (
        bool(name)
        and name.endswith(SUFFIXES)
        and "/" not in name
        and "\\" not in name
        and not name.startswith(".")
    )


def clean_phrasing(question: str) -> str:
    """A fan's question as a phrasing: one line, no slot braces, within the length limit."""
    text = " ".join(question.replace("{", " ").replace("}", " ").split())
    return text[:MAX_PHRASING].strip()


def add_phrasing(texts: Mapping[str, str], intent_id: str, question: str) -> dict[str, str]:
    """The files with `question` added to the patterns of intent `intent_id`."""
    phrasing = clean_phrasing(question)
    if not phrasing:
        raise EditError("the question has no words to teach")
    for name in sorted(texts):
        text = texts[name]
        found = _patterns_node(text, intent_id)
        if found is None:
            continue
        if phrasing in (item.value for item in found.value):
            raise EditError(f"intent {intent_id} already has that phrasing")
        return {**texts, name: _insert_item(text, found, phrasing, intent_id)}
    raise EditError(f"no intent {intent_id}")


def add_intent(texts: Mapping[str, str], question: str, answer: str) -> tuple[dict[str, str], str]:
    """The files with a new text intent for `question` in taught.yaml, and its id."""
    phrasing = clean_phrasing(question)
    answer = answer.strip()
    if not phrasing or not visible(phrasing) or not answer:
        raise EditError("both the question and the answer need some text")
    problem = answer_problem(answer)
    if problem is not None:
        raise EditError(problem)
    taken = _intent_ids(texts)
    base = "taught-" + (_SLUG.sub("-", phrasing.lower()).strip("-")[:40].strip("-") or "intent")
    intent_id, n = base, 2
    while intent_id in taken:
        intent_id, n = f"{base}-{n}", n + 1
    block = (
        f"  - id: {intent_id}\n"
        f"    description: {json.dumps(phrasing[:200], ensure_ascii=False)}\n"
        f"    patterns:\n"
        f"      - {json.dumps(phrasing, ensure_ascii=False)}\n"
        f"    answer:\n"
        f"      text: {json.dumps(answer, ensure_ascii=False)}\n"
    )
    current = texts.get(TAUGHT_FILE)
    if current is None or not current.strip():
        current = (
            "# Intents taught by moderators from Discord (/unanswered).\n"
            "schema_version: 1\n\nintents:\n"
        )
    elif not current.endswith("\n"):
        current += "\n"
    return {**texts, TAUGHT_FILE: current + block}, intent_id


def _intent_ids(texts: Mapping[str, str]) -> set[str]:
    import yaml

    ids: set[str] = set()
    for text in texts.values():
        try:
            data = yaml.load(text, Loader=_fast_loader())  # a tournament file is large
        except yaml.YAMLError:
            continue
        intents = data.get("intents") if isinstance(data, dict) else None
        for item in intents if isinstance(intents, list) else []:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                ids.add(item["id"])
    return ids


def _patterns_node(text: str, intent_id: str) -> yaml.SequenceNode | None:
    import yaml

    try:
        root = yaml.compose(text, Loader=_fast_loader())
    except yaml.YAMLError:
        return None
    intents = _value(root, "intents")
    if not isinstance(intents, yaml.SequenceNode):
        return None
    for item in intents.value:
        id_node = _value(item, "id")
        if isinstance(id_node, yaml.ScalarNode) and id_node.value == intent_id:
            patterns = _value(item, "patterns")
            return patterns if isinstance(patterns, yaml.SequenceNode) else None
    return None


def _value(node: Any, key: str) -> Any:
    import yaml

    if not isinstance(node, yaml.MappingNode):
        return None
    for k, v in node.value:
        if isinstance(k, yaml.ScalarNode) and k.value == key:
            return v
    return None


def _insert_item(text: str, patterns: yaml.SequenceNode, phrasing: str, intent_id: str) -> str:
    """One `- "phrasing"` line after the last pattern, indented like the first."""
    lines = text.splitlines(keepends=True)
    first, last = patterns.value[0], patterns.value[-1]
    prefix = lines[first.start_mark.line][: first.start_mark.column] if patterns.value else ""
    if patterns.flow_style or prefix.strip() != "-":
        return _redump(text, intent_id, phrasing)
    end = last.end_mark
    at = end.line if end.column == 0 else end.line + 1
    if at > 0 and at <= len(lines) and not lines[at - 1].endswith("\n"):
        lines[at - 1] += "\n"
    lines.insert(at, prefix + json.dumps(phrasing, ensure_ascii=False) + "\n")
    return "".join(lines)


def _redump(text: str, intent_id: str, phrasing: str) -> str:
    import yaml

    data = yaml.safe_load(text)
    for item in data["intents"]:
        if isinstance(item, dict) and item.get("id") == intent_id:
            item["patterns"].append(phrasing)
    return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100))
