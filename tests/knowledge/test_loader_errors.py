"""Each kind of bad knowledge file is rejected with its file, line, field path and a reason.

Every test breaks a fresh copy of the bundled knowledge (fixture `knowledge_copy`) in one
way. Expected lines are computed from the edited text, so they are exact but do not
depend on where the bundled files happen to put things.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.knowledge.loader import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    KnowledgeError,
    Problem,
    load_knowledge,
)
from tests.conftest import KNOWLEDGE, ROOT


def edit(path: Path, old: str, new: str) -> int:
    """Replace the first `old` by `new`; return the line where the replacement starts."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"fixture text not found in {path.name}: {old!r}"
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old) :], encoding="utf-8")
    return text[:at].count("\n") + 1


def line_of(path: Path, needle: str, occurrence: int = 1) -> int:
    """The 1-based line of the n-th occurrence of `needle` in the file."""
    text = path.read_text(encoding="utf-8")
    at = -1
    for _ in range(occurrence):
        at = text.index(needle, at + 1)
    return text[:at].count("\n") + 1


def problems(path: Path) -> list[Problem]:
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(path)
    found = caught.value.problems
    assert found, "a KnowledgeError must carry at least one problem"
    assert str(caught.value) == "\n".join(str(p) for p in found)
    return found


def only(path: Path) -> Problem:
    found = problems(path)
    assert len(found) == 1, [str(p) for p in found]
    return found[0]


@pytest.fixture
def match_file(knowledge_copy: Path) -> Path:
    return knowledge_copy / "match.yaml"


@pytest.fixture
def intents_file(knowledge_copy: Path) -> Path:
    return knowledge_copy / "intents.yaml"


# --- YAML itself ---------------------------------------------------------------------


def test_yaml_syntax_error_gives_line_and_column(match_file: Path) -> None:
    line = edit(match_file, "    city: Atlanta\n", "\tcity: Atlanta\n")
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "")
    assert "YAML syntax error at column 1" in p.message
    assert "cannot start any token" in p.message
    assert str(p) == f"{match_file}:{line}: {p.message}"


def test_yaml_unclosed_flow_mapping(match_file: Path) -> None:
    line = edit(match_file, "  score: {argentina: 2, england: 1}\n", "  score: {argentina: 2\n")
    p = only(match_file.parent)
    assert p.file == str(match_file)
    assert p.line > line  # PyYAML notices at the next key, never before the mistake
    assert "YAML syntax error at column" in p.message
    assert "flow mapping" in p.message


def test_duplicate_key_in_one_mapping(match_file: Path) -> None:
    first = line_of(match_file, "  agency: AFP")
    edit(match_file, "  agency: AFP\n", "  agency: AFP\n  agency: Reuters\n")
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), first + 1, "source.agency")
    assert p.message == f"key given twice (first on line {first})"


def test_two_documents_in_one_file(intents_file: Path) -> None:
    text = intents_file.read_text(encoding="utf-8")
    lines = text.count("\n")
    intents_file.write_text(text + "---\nschema_version: 1\n", encoding="utf-8")
    p = only(intents_file.parent)
    assert (p.file, p.line) == (str(intents_file), lines + 1)
    assert p.message == "one YAML document per file"


def test_top_level_must_be_a_mapping(intents_file: Path) -> None:
    intents_file.write_text("- just\n- a list\n", encoding="utf-8")
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field) == (str(intents_file), 1, "")
    assert p.message == "the top level must be a mapping, not list"


def test_python_tags_are_refused(intents_file: Path) -> None:
    intents_file.write_text(
        "schema_version: 1\nintents: !!python/object/apply:os.system ['echo pwned']\n",
        encoding="utf-8",
    )
    p = only(intents_file.parent)
    assert (p.file, p.line) == (str(intents_file), 2)
    assert "python/object/apply" in p.message


# --- the schema --------------------------------------------------------------------


def test_unknown_key(match_file: Path) -> None:
    line = edit(match_file, "    city: Atlanta\n", "    city: Atlanta\n    stadum: Wembley\n") + 1
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "match.venue.stadum")
    assert p.message.startswith("unknown key")


def test_unknown_key_spelled_like_a_timeline_tag_keeps_its_name(match_file: Path) -> None:
    """`goal` is also the tag of a timeline item; as a person's key it is just unknown."""
    line = edit(match_file, "  - id: messi\n", "  - id: messi\n    goal: 1\n") + 1
    p = only(match_file.parent)
    assert (p.line, p.field) == (line, f"people[{_index_of_person(match_file, 'messi')}].goal")
    assert p.message.startswith("unknown key")


def _index_of_person(match_file: Path, person: str) -> int:
    import yaml

    people = yaml.safe_load(match_file.read_text(encoding="utf-8"))["people"]
    return [p["id"] for p in people].index(person)


def test_wrong_type(match_file: Path) -> None:
    line = edit(match_file, "      minute: 55\n", "      minute: fifty-five\n")
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "match.timeline[0].minute")
    assert p.message == "Input should be a valid integer"


def test_string_number_is_not_coerced(match_file: Path) -> None:
    line = edit(match_file, "      minute: 55\n", '      minute: "55"\n')
    p = only(match_file.parent)
    assert (p.line, p.field) == (line, "match.timeline[0].minute")
    assert p.message == "Input should be a valid integer"


@pytest.mark.parametrize(
    ("minute", "message"),
    [
        ("131", "Input should be less than or equal to 130"),
        ("-1", "Input should be greater than or equal to 0"),
    ],
)
def test_minute_out_of_range(match_file: Path, minute: str, message: str) -> None:
    line = edit(match_file, "      minute: 55\n", f"      minute: {minute}\n")
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "match.timeline[0].minute")
    assert p.message == message


def test_minute_130_is_allowed(match_file: Path) -> None:
    # The boundary itself is valid (the timeline is then out of order, which is another error).
    edit(match_file, "      minute: 85\n", "      minute: 130\n")
    edit(match_file, "      minute: 55\n", "      minute: 0\n")
    assert load_knowledge(match_file.parent).knowledge.goals[1].minute == 130


def test_goal_without_any_time(match_file: Path) -> None:
    line = line_of(match_file, "    - kind: goal", occurrence=3)
    edit(match_file, "      stoppage_time: true\n", "")
    p = only(match_file.parent)
    timeline_index = _timeline_index(match_file, "goal-lautaro")
    assert (p.line, p.field) == (line, f"match.timeline[{timeline_index}]")
    assert p.message == "a goal needs a minute or stoppage_time: true"


def _timeline_index(match_file: Path, moment_id: str) -> int:
    import yaml

    timeline = yaml.safe_load(match_file.read_text(encoding="utf-8"))["match"]["timeline"]
    return [m["id"] for m in timeline].index(moment_id)


def test_unknown_timeline_kind(match_file: Path) -> None:
    line = edit(match_file, "    - kind: break\n", "    - kind: brake\n")
    p = only(match_file.parent)
    index = _timeline_index(match_file, "hydration-break")
    assert (p.line, p.field) == (line, f"match.timeline[{index}]")
    assert "'brake'" in p.message


# --- references, ids, consistency ------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "field_suffix"),
    [
        ("      scorer: gordon\n", "      scorer: nobody\n", "scorer"),
        ("      assist: rogers\n", "      assist: nobody\n", "assist"),
    ],
)
def test_dangling_goal_reference(match_file: Path, old: str, new: str, field_suffix: str) -> None:
    line = edit(match_file, old, new)
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (
        str(match_file),
        line,
        f"match.timeline[0].{field_suffix}",
    )
    assert p.message == "names unknown person 'nobody'"


def test_dangling_quote_speaker(match_file: Path) -> None:
    line = edit(match_file, "    speaker: scaloni\n", "    speaker: nobody\n")
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "quotes[0].speaker")
    assert p.message == "names unknown person 'nobody'"


def test_dangling_team(match_file: Path) -> None:
    line = edit(match_file, "  winner: argentina\n", "  winner: brazil\n")
    found = problems(match_file.parent)
    assert Problem(str(match_file), line, "match.winner", "names unknown team 'brazil'") in found


def test_duplicate_id_within_a_file(match_file: Path) -> None:
    line = edit(match_file, "  - id: scaloni-truth\n", "  - id: scaloni-surprising\n")
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "quotes[1].id")
    assert "duplicate id 'scaloni-surprising'" in p.message


def test_duplicate_id_across_files(intents_file: Path, match_file: Path) -> None:
    line = edit(intents_file, "  - id: goal-scorer\n", "  - id: messi\n")
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field) == (str(intents_file), line, "intents[1].id")
    assert p.message == "duplicate id 'messi' (ids must be unique across all files)"
    assert line_of(match_file, "  - id: messi")  # the first one is in the other file


def test_score_not_matching_goals(match_file: Path) -> None:
    line = edit(
        match_file, "  score: {argentina: 2, england: 1}\n", "  score: {argentina: 3, england: 1}\n"
    )
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "match.score.argentina")
    assert p.message == "says 3 but the timeline has 2 goal(s) for 'argentina'"


def test_winner_who_did_not_win(match_file: Path) -> None:
    line = edit(match_file, "  winner: argentina\n", "  winner: england\n")
    p = only(match_file.parent)
    assert (p.line, p.field) == (line, "match.winner")
    assert p.message == "'england' did not score the most goals"


def test_timeline_out_of_order(match_file: Path) -> None:
    edit(match_file, "      minute: 85\n", "      minute: 50\n")
    index = _timeline_index(match_file, "goal-fernandez")
    line = line_of(match_file, "      id: goal-fernandez") - 1  # the `- kind: goal` line
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, f"match.timeline[{index}]")
    assert p.message == "comes before the moment listed above it"


def test_section_given_twice(intents_file: Path, match_file: Path) -> None:
    with intents_file.open("a", encoding="utf-8") as f:
        f.write("source: {agency: X, dateline: Y}\n")
    line = line_of(match_file, "\nsource:") + 1
    # Files load in name order, so intents.yaml comes first and match.yaml repeats it.
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "source")
    assert p.message == f"already given in {intents_file}; give it once"


def test_empty_match_section_is_missing_not_a_crash(match_file: Path) -> None:
    """`match:` with nothing under it used to reach the integrity check as None."""
    text = match_file.read_text(encoding="utf-8")
    start = text.index("\nmatch:\n") + 1
    rest = text[start + len("match:\n") :]
    end = next(
        (i for i in range(len(rest)) if (i == 0 or rest[i - 1] == "\n") and rest[i] not in " \n#"),
        len(rest),
    )
    match_file.write_text(text[:start] + "match:\n" + rest[end:], encoding="utf-8")
    (match_file.parent / "tournament.yaml").unlink()  # with a tournament, a report is optional
    p = only(match_file.parent)
    assert (p.field, p.message) == ("match", "missing from every file")


# --- templates -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "template",
    ["{x.__class__}", "{settings.token}", "{result.line.__class__}", "{}", "{0}", "{x!r}"],
)
def test_template_cannot_reach_python(intents_file: Path, template: str) -> None:
    line = edit(intents_file, "      view: result\n", f'      template: "Hi {template}"\n') - 1
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field) == (str(intents_file), line, "intents[0].answer")
    assert p.message.startswith(f"template field {template} is not allowed")


def test_template_with_stray_brace(intents_file: Path) -> None:
    edit(intents_file, "      view: result\n", '      template: "{result.line} {{"\n')
    p = only(intents_file.parent)
    assert p.field == "intents[0].answer"
    assert p.message == "template has an unmatched { or }"


def test_allowed_template_loads(intents_file: Path) -> None:
    edit(intents_file, "      view: result\n", '      template: "At {venue.stadium}"\n')
    k = load_knowledge(intents_file.parent).knowledge
    assert k.intents[0].answer.template == "At {venue.stadium}"


# --- hostile files -----------------------------------------------------------------------


def test_empty_file(intents_file: Path) -> None:
    intents_file.write_text("", encoding="utf-8")
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field, p.message) == (str(intents_file), 1, "", "the file is empty")


def test_comment_only_file_is_empty(intents_file: Path) -> None:
    intents_file.write_text("# yaml-language-server: $schema=schema.json\n", encoding="utf-8")
    assert only(intents_file.parent).message == "the file is empty"


def test_over_size_file(intents_file: Path) -> None:
    with intents_file.open("a", encoding="utf-8") as f:
        f.write("# " + "x" * MAX_FILE_BYTES + "\n")
    size = intents_file.stat().st_size
    p = only(intents_file.parent)
    assert (p.file, p.field) == (str(intents_file), "")
    assert p.message == f"file is {size:,} bytes; the limit is {MAX_FILE_BYTES:,}"


def test_file_at_the_size_cap_is_read(intents_file: Path) -> None:
    text = intents_file.read_text(encoding="utf-8")
    pad = MAX_FILE_BYTES - len(text.encode()) - 3
    intents_file.write_text(text + "#" + "x" * pad + "\n", encoding="utf-8")
    assert intents_file.stat().st_size <= MAX_FILE_BYTES
    assert load_knowledge(intents_file.parent).knowledge.intents


def test_not_utf8(match_file: Path) -> None:
    line = line_of(match_file, "    city: Atlanta")
    raw = match_file.read_bytes().replace(b"city: Atlanta", b"city: Atl\xe9nta", 1)
    match_file.write_bytes(raw)
    p = only(match_file.parent)
    assert (p.file, p.line, p.field) == (str(match_file), line, "")
    assert p.message.startswith("not UTF-8 text")


def test_utf16_file_is_refused(intents_file: Path) -> None:
    intents_file.write_bytes(intents_file.read_text(encoding="utf-8").encode("utf-16"))
    p = only(intents_file.parent)
    assert p.file == str(intents_file)
    assert p.message == "binary file (NUL byte); expected YAML"


def test_binary_file(intents_file: Path) -> None:
    intents_file.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)))
    p = only(intents_file.parent)
    assert (p.file, p.field) == (str(intents_file), "")
    assert p.message == "binary file (NUL byte); expected YAML"


BILLION_LAUGHS = """\
a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
"""


def test_alias_bomb(intents_file: Path) -> None:
    intents_file.write_text(BILLION_LAUGHS, encoding="utf-8")
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field) == (str(intents_file), 2, "")
    assert p.message == "YAML aliases (*name) are not allowed here"


@pytest.mark.parametrize("style", ["flow", "block"])
def test_deeply_nested_document(intents_file: Path, style: str) -> None:
    depth = 10_000 if style == "flow" else MAX_DEPTH + 5
    if style == "flow":
        text = "intents: " + "[" * depth + "]" * depth + "\n"
        expected_line = 1
    else:
        text = "".join(f"{'  ' * i}k{i}:\n" for i in range(depth)) + "  " * depth + "x: 1\n"
        expected_line = MAX_DEPTH + 1  # line n opens the n-th level: the 41st is too deep
    intents_file.write_text(text, encoding="utf-8")
    p = only(intents_file.parent)
    assert (p.file, p.line, p.field) == (str(intents_file), expected_line, "")
    assert p.message == f"nested deeper than {MAX_DEPTH} levels"


def test_directory_with_no_yaml(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not knowledge", encoding="utf-8")
    (tmp_path / "sub.yaml").mkdir()  # a directory named like a YAML file does not count
    p = only(tmp_path)
    assert (p.file, p.line, p.field) == (str(tmp_path), 0, "")
    assert p.message == "the directory has no .yaml file"


def test_missing_path(tmp_path: Path) -> None:
    p = only(tmp_path / "nope")
    assert p.message == "no such file or directory"


def test_unreadable_file_is_a_problem_not_a_traceback(
    match_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = Path.open

    def deny(self: Path, *args, **kwargs):
        if self.name == "match.yaml":
            raise PermissionError(13, "Permission denied")
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", deny)
    p = only(match_file.parent)
    assert (p.file, p.message) == (str(match_file), "cannot read: Permission denied")


def test_problems_in_both_files_are_all_reported(intents_file: Path, match_file: Path) -> None:
    a = edit(match_file, "    city: Atlanta\n", "    city: 7\n")
    b = edit(intents_file, "      view: result\n", "      view: nonsense\n")
    found = problems(match_file.parent)
    where = {(p.file, p.line, p.field) for p in found}
    assert (str(match_file), a, "match.venue.city") in where
    assert (str(intents_file), b, "intents[0].answer.view") in where


# --- `python -m bot validate` ---------------------------------------------------------------


def _validate(path: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "KNOWLEDGE_PATH")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "bot", "validate", str(path)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_validate_command_accepts_the_bundled_knowledge(tmp_path: Path) -> None:
    done = _validate(KNOWLEDGE, tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    k = load_knowledge(KNOWLEDGE).knowledge
    assert lines[0].startswith(f"OK {KNOWLEDGE}: ")
    counts = (
        f"{len(k.goals)} goals, {len(k.events)} events, {len(k.people)} people, "
        f"{len(k.quotes)} quotes"
    )
    assert counts in lines[0]
    assert len(k.goals) >= 1 and len(k.people) >= 1
    assert "Traceback" not in done.stderr


def test_validate_command_lists_each_problem(knowledge_copy: Path, tmp_path: Path) -> None:
    match_file = knowledge_copy / "match.yaml"
    a = edit(match_file, "      minute: 55\n", "      minute: 131\n")
    b = edit(match_file, "    speaker: scaloni\n", "    speaker: nobody\n")
    done = _validate(knowledge_copy, tmp_path)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{match_file}:{a}: match.timeline[0].minute: Input should be less than or equal to 130"
    ]
    # Schema errors stop before cross-reference checks; fix the minute and the next shows.
    edit(match_file, "      minute: 131\n", "      minute: 55\n")
    done = _validate(knowledge_copy, tmp_path)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{match_file}:{b}: quotes[0].speaker: names unknown person 'nobody'"
    ]
    assert done.stderr.strip() == "1 problem; the knowledge was not loaded."
    assert "Traceback" not in done.stdout + done.stderr


def test_validate_command_syntax_error_has_no_traceback(
    knowledge_copy: Path, tmp_path: Path
) -> None:
    match_file = knowledge_copy / "match.yaml"
    line = edit(match_file, "    city: Atlanta\n", "\tcity: Atlanta\n")
    done = _validate(knowledge_copy, tmp_path)
    assert done.returncode == 1
    assert done.stdout.startswith(f"{match_file}:{line}: YAML syntax error at column 1")
    assert "Traceback" not in done.stdout + done.stderr


def test_pure_python_yaml_gives_the_same_knowledge(monkeypatch: pytest.MonkeyPatch) -> None:
    """libyaml is used when present for speed; without it the result is identical."""
    import yaml

    from bot.knowledge import loader

    fast = load_knowledge(KNOWLEDGE)
    monkeypatch.setattr(loader, "_fast_loader", lambda: yaml.SafeLoader)
    slow = load_knowledge(KNOWLEDGE)
    assert (slow.knowledge, slow.version) == (fast.knowledge, fast.version)
