"""What a club season's results alone lack, said as such instead of a match's decline or a
"which match?" (`answering.desk`): people (coaches, captains) where the data names none,
and what no match of the data holds (cards), asked of a club's many matches."""

from __future__ import annotations

from bot.engine.facts.tournament import TournamentFacts
from bot.engine.matching.resolve import Found, Resolved
from bot.engine.views.base import ROLE_VIEW
from bot.knowledge import Knowledge


def lacks_people(k: Knowledge, tf: TournamentFacts | None, view: str) -> bool:
    """Whether a view of the people a report names ("who is psg's coach") is asked of
    data holding no people at all: no report, no people, no squads."""
    return (
        view == ROLE_VIEW
        and k.report_of is None
        and not k.people
        and tf is not None
        and not tf.squads
    )


def lacks_in_every(found: Resolved, render: object, report_of: str | None) -> bool:
    """Whether none of the matches found can answer: the data has no template for the
    view (`render`) and none of them is the report's own match."""
    return (
        found.kind is Found.MANY
        and render is None
        and all(m.id != report_of for m in found.matches)
    )
