"""Join a knowledge's validated files into one `Knowledge`: each section from the files that
give it, the checks that span files (run once, each problem located in its file), the
default tournament among several, and the match report linked into its tournament.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bot.knowledge.competitions import repeated, split_competitions, twice, with_came_up
from bot.knowledge.integrity import integrity_problems
from bot.knowledge.links import link_tournament
from bot.knowledge.models import Knowledge, KnowledgeFile
from bot.knowledge.problems import KnowledgeError, ParsedFile, Problem, YamlPath, dotted
from bot.knowledge.report import Report
from bot.knowledge.tournament import Tournament


def defaults_replaced(
    validated: list[tuple[ParsedFile, KnowledgeFile]], defaults: str | None
) -> list[tuple[ParsedFile, KnowledgeFile]]:
    """Drop the bundled intents that a knowledge file gives again under the same id."""
    if not validated or defaults is None or validated[-1][0].name != defaults:
        return validated
    rest, (last, bundled) = validated[:-1], validated[-1]
    own = {i.id for _, model in rest for i in model.intents}
    if not own & {i.id for i in bundled.intents}:
        return validated
    kept = [i for i in bundled.intents if i.id not in own]
    return [*rest, (last, bundled.model_copy(update={"intents": kept}))]


_SECTIONS = ("teams", "people", "quotes", "paraphrases", "intents")
_SINGLE = ("source", "match", "current", "tiebreak", "competition")
# A source is optional (the facts may be the public record); a match report is optional
# only where a tournament gives the matches.
_REQUIRED = ("match",)


def merge(validated: list[tuple[ParsedFile, KnowledgeFile]]) -> tuple[Knowledge, list[Problem]]:
    """Join the files' validated sections, then check what spans them, once, locating
    each problem in its file; link a match report into its tournament (with warnings
    where they disagree)."""
    files = [parsed for parsed, _ in validated]
    models = {id(parsed): model for parsed, model in validated}
    merged: dict[str, Any] = {s: [] for s in _SECTIONS}
    origin: dict[str, list[tuple[ParsedFile, int]]] = {s: [] for s in _SECTIONS}
    single_from: dict[str, ParsedFile] = {}
    problems: list[Problem] = []
    held = [(p, t) for p in files if (t := models[id(p)].tournament) is not None]
    problems += [Problem(p.name, p.line_of(_ID), _ID_AT, twice(t.id)) for p, t in repeated(held)]
    for parsed in files:
        for section in _SECTIONS:
            items = getattr(models[id(parsed)], section)
            merged[section].extend(items)
            origin[section].extend((parsed, i) for i in range(len(items)))
        for section in _SINGLE:
            if parsed.data.get(section) is None:  # absent, or an empty `match:` key
                continue
            if section in single_from:
                first = single_from[section].name
                line = parsed.line_of((section,))
                problems.append(
                    Problem(parsed.name, line, section, f"already given in {first}; give it once")
                )
            single_from[section] = parsed
            merged[section] = getattr(models[id(parsed)], section)
    _competitions(held, merged, single_from)
    first_file = files[0]
    for section in _REQUIRED:
        if section not in single_from and "tournament" not in single_from:
            problems.append(Problem(first_file.name, 1, section, "missing from every file"))
    if problems:
        raise KnowledgeError(problems)

    def locate(path: YamlPath) -> tuple[ParsedFile, YamlPath]:
        section = str(path[0])
        if section in single_from:
            return single_from[section], path
        if len(path) > 1 and isinstance(path[1], int) and path[1] < len(origin[section]):
            parsed, local = origin[section][path[1]]
            return parsed, (section, local, *path[2:])
        return first_file, path

    tiebreak = merged.pop("tiebreak", None)
    if tiebreak is not None:  # the override of a hand-written file
        if merged.get("tournament") is None:
            where = single_from["tiebreak"]
            line = where.line_of(("tiebreak",))
            raise KnowledgeError([Problem(where.name, line, "tiebreak", "there is no tournament")])
        merged["tournament"] = merged["tournament"].model_copy(update={"tiebreak": tiebreak})
    # Every piece was validated with its file: construct without validating again.
    knowledge = Knowledge.model_construct(**merged)

    def located(found: Iterable[tuple[YamlPath, str]]) -> list[Problem]:
        out = []
        for path, message in found:
            parsed, local = locate(path)
            out.append(Problem(parsed.name, parsed.line_of(local), dotted(path), message))
        return out

    problems = located(integrity_problems(knowledge))
    if problems:
        raise KnowledgeError(problems)
    data_file = single_from.get("tournament")
    links = link_tournament(knowledge, data_file=Path(data_file.name).name if data_file else "")
    if links.problems:
        raise KnowledgeError(located(links.problems))
    if knowledge.tournament is not None:
        knowledge = knowledge.model_copy(
            update={
                "tournament": _with_report(knowledge.tournament, knowledge.match, links.report_of),
                "current": links.current,
                "current_latest": links.latest,
                "report_of": links.report_of,
                "players": links.players,
            }
        )
    return knowledge, located(links.warnings)


def _with_report(t: Tournament, report: Report | None, report_of: str | None) -> Tournament:
    """The tournament whose match `report_of` carries the report (`t` itself without)."""
    if report is None or report_of is None:
        return t
    matches = [m.with_report(report) if m.id == report_of else m for m in t.matches]
    return t.model_copy(update={"matches": matches})


_ID, _ID_AT = ("tournament", "id"), "tournament.id"


def _competitions(
    held: list[tuple[ParsedFile, Tournament]],
    merged: dict[str, Any],
    single_from: dict[str, ParsedFile],
) -> None:
    """The default tournament and the others into `merged` (see `competitions`)."""
    named = merged.pop("competition", None)
    default, others, error = split_competitions(held, named)
    if error is not None:
        where = single_from["competition"]
        raise KnowledgeError(
            [Problem(where.name, where.line_of(("competition",)), "competition", error)]
        )
    if default is not None:
        # the clubs that came up into each league season, from the seasons held before it
        first, *rest = with_came_up([default[1], *others])
        single_from["tournament"], merged["tournament"] = default[0], first
        merged["competitions"] = rest
