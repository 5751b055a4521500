"""The claim patterns built over a kind's whole group of names (`patterns.group`) read
the same claims as those built over the names a sentence holds, and a sentence naming a
new set of names compiles no new pattern."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.claims import ReportCheck
from bot.engine.claims.patterns import compiled, group, kind_group, present
from bot.knowledge import Knowledge, load_knowledge

REAL = Path(__file__).parents[2] / "real"
TEMPLATES = (
    r"({0}) (?:beat|venció a) ({0}) (\d+)-(\d+)",
    r"({0}) \(([^()\d,]+?)[),]",
    r"({0}) (?:did not score|no marcó)( in the \w+ half| en el \w+ tiempo)?",
)


@cache
def real(name: str) -> Knowledge:
    return load_knowledge(REAL / name / "knowledge").knowledge


def sentences(check: ReportCheck) -> list[str]:
    people, teams = list(check.person_names), list(check.team_names)
    a, b = teams[0], teams[-1]
    out = [f"{a} beat {b} 1-0", f"{b} beat {a} 2-2 after {a} beat {b} 3-1", "nobody beat 1-0"]
    for i, p in enumerate(people):
        q = people[(i + 3) % len(people)]
        out += [f"{p} ({a}) and {q} ({b}, 90')", f"{p} did not score in the first half"]
        out += [f"{p[:-1]} did not score", f"{q} no marcó en el primer tiempo, {p} tampoco"]
    return out


def test_whole_group_reads_what_the_present_names_read() -> None:
    check = ReportCheck(real("wc2010_final"))
    kinds = (check.person_names, check.team_names)
    for text in sentences(check):
        for template in TEMPLATES:
            found = tuple(x for names in kinds for x in present(names, text))
            whole = tuple(
                x for names in kinds for x in group(present(names, text), kind_group(names))
            )
            assert compiled(template, whole).findall(text) == compiled(template, found).findall(
                text
            )


def test_no_names_stays_no_names() -> None:
    # an empty alternation matches the empty string; all names would not
    assert group((), ("Spain", "Netherlands")) == ()
    assert group(("Spain",), ("Netherlands", "Spain")) == ("Netherlands", "Spain")
    assert kind_group({"Spain": "esp", "Netherlands": "ned"}) == ("Netherlands", "Spain")
    assert kind_group({f"P{i}": str(i) for i in range(1000)}) == ()  # too many: per text


def test_a_new_set_of_names_compiles_no_new_pattern() -> None:
    check = ReportCheck(real("wc2010_final"))
    people = list(check.person_names)
    check.flags(f"{people[0]} (Spain) scored 1 goals.")
    before = compiled.cache_info().misses
    for p in people[1:]:
        check.flags(f"{p} (Spain) scored 2 goals. {people[0]} won the penalty.")
    assert compiled.cache_info().misses == before
