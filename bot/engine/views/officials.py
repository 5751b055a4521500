"""Views about the officials and their decisions: the referee and the cards shown. Each
says honestly when the knowledge has none."""

from __future__ import annotations

from bot.engine.claims.typed import Count, Counted, NoCards, Said
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, minute_mark
from bot.engine.facts.wording import cause
from bot.engine.facts.words_said import nationality_said
from bot.engine.languages.en.answering import CARD_REASON_WORDS, CARD_WORDS
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import (
    Reading,
    Rendered,
    join_names,
    name_with_team,
    view,
)
from bot.engine.views.claim_text import render_cards_count, render_no_cards
from bot.engine.views.dismissals import dismissals, told
from bot.engine.views.shapes import CardsFacts, RefereeFacts, answer, unknown
from bot.engine.views.sub_ordinal import SUBSTITUTIONS_VIEW
from bot.knowledge import BOOKING_CARDS, Card, Event, EventKind, Knowledge


def _card(e: Event) -> Card:
    """A card event's card (a card event always says which)."""
    return Card(e.card or Card.YELLOW)


def _card_line(f: MatchFacts, e: Event, why: bool = False) -> str:
    """'X (T) was booked in the 52nd minute' and, asked why, its reason (the file's
    `reason`, else its description)."""
    card = _card(e)
    line = f.say(
        "card.line",
        "{who} {card} {when}",
        who=name_with_team(f, e.person),
        card=f.say(f"card.{card}", CARD_WORDS[card]),
        when=f.minute_phrase(e),
    ).strip()
    said = cause(f, e) if e.reason else None
    if said:
        line += f.say("card.reason", ", for {reason}", reason=said)
    elif e.reason:  # the reason only in English: quoted, not spliced into the sentence
        line += f.say("card.reason_as_written", ", for {reason}", reason=f.as_written(e, "reason"))
    elif why:
        line += ": " + f.as_written(e, "description")
    if e.reason and e.against and f.name(e.against) not in line:
        line += f.say("card.against", " (against {name})", name=f.name(e.against))
    return line


def _card_texts(k: Knowledge, r: Reading) -> list[str]:
    cards = [e for e in k.events if EventKind(e.kind) is EventKind.CARD]
    return [str(r.tr(e, "description")) for e in cards] + [
        str(r.tr(e, "reason")) for e in cards if e.reason
    ]


CARDS_VIEW = "cards"
# Views that pick one of their items by an ordinal ("the first card"): "the first one"
# after their answer is the first of those items.
NUMBERED_VIEWS = frozenset({CARDS_VIEW, SUBSTITUTIONS_VIEW})


@view(
    CARDS_VIEW,
    one_match=True,
    lacks="cards",
    about_play=True,
    whole_match=True,
    answers_who="scorer",
    texts=_card_texts,
    follows="item",
    ranks=(topic.MORE_CARDS,),
)
def cards(f: MatchFacts, s: Slots) -> Rendered:
    every = f.cards()
    if not every:
        return unknown(f.say("cards.none", "The report records no cards."), CardsFacts(cards=[]))
    if topic.MORE_CARDS in s.topics and not s.people and len(s.teams) != 1:
        return _compared(f, s, every)
    chosen = every
    why = s.asks_why or bool(s.people)
    if s.people:
        chosen = [e for e in every if e.person in s.people]
        if not chosen:  # "who did X foul?": a card X's victim was shown is not X's
            chosen = [e for e in every if e.against in s.people]
        if not chosen or (chosen[0].person not in s.people and _asks_own_card(s)):
            return _not_shown(f, s, chosen)
    if s.teams:
        chosen = [e for e in chosen if e.team in s.teams]
    red = [e for e in chosen if _card(e) is not Card.YELLOW]
    if topic.SENT_OFF in s.topics and s.people and red:  # "why was X sent off": that card
        chosen = red
    elif topic.BOOKED in s.topics and s.people and s.asks_why:
        chosen = [e for e in chosen if _card(e) is Card.YELLOW] or chosen
    if topic.SENT_OFF in s.topics and not s.people:
        none = _no_red(f, s, every, red)
        if none is not None:
            return none
        chosen = red
    elif topic.BOOKED in s.topics and not s.people:
        # a second yellow is a yellow card shown too (the 14 of a final's 14 yellows)
        chosen = [e for e in chosen if _card(e) in BOOKING_CARDS] or chosen
    if not chosen:
        return answer(f.say("cards.none_for", "No cards for them."), CardsFacts(cards=[]))
    if s.ordinals and not s.people and topic.COUNT not in s.topics:
        n = s.ordinals[0]  # "the first yellow", "the last card": that one, in match order
        chosen = [chosen[n - 1 if n > 0 else -1]] if n <= len(chosen) else chosen
    return _chosen(f, s, chosen, why)


def _chosen(f: MatchFacts, s: Slots, chosen: list[Event], why: bool) -> Rendered:
    """The cards chosen; asked why a player's card was shown when the knowledge lacks
    its reason, an honest 'not recorded' first."""
    people = [e.person for e in chosen if e.person]
    if s.asks_why and s.people and all(_reason_unrecorded(e) for e in chosen):
        return _why_unrecorded(f, chosen, people)
    text, claims = _cards_text(f, s, chosen, why)
    return answer(text, CardsFacts(cards=[e.id for e in chosen], people=people), claims=claims)


def _reason_unrecorded(e: Event) -> bool:
    """A card whose reason the knowledge lacks: no `reason`, its description not saying
    what it was for, and not a second yellow (which is its own reason)."""
    told = CARD_REASON_WORDS.intersection(e.description.lower().split())
    return not e.reason and not told and _card(e) is not Card.SECOND_YELLOW


def _why_unrecorded(f: MatchFacts, chosen: list[Event], people: list[str]) -> Rendered:
    """'Why was X booked?' with no reason in the knowledge: an honest 'the report does
    not say why', then the card itself (its minute, and its description)."""
    cards = "; ".join(_card_line(f, e, True) for e in chosen)
    text = f.say("cards.why_unrecorded", "The report doesn't record why. {cards}.", cards=cards)
    return unknown(text.replace("..", "."), CardsFacts(cards=[e.id for e in chosen], people=people))


def _not_shown(f: MatchFacts, s: Slots, against: list[Event]) -> Rendered:
    """'X was not shown a card.'; asked whether X got one ("did X get a card"), after a
    no, any card shown for a foul on X; X sent off without a card (a coach sent to the
    stands): that moment."""
    sent = dismissals(f, s.people)
    if sent and _asks_own_card(s):  # a coach sent to the stands: that moment, not "no"
        return answer(told(f, sent), CardsFacts(cards=[e.id for e in sent]))
    who = join_names([f.name(p) for p in s.people], f.say("and", " and "))
    text = f.say("cards.not_shown", "{who} was not shown a card.", who=who)
    if against:
        text = f"{f.say('no', 'No')}: {text} " + _cards_text(f, s, against, True)[0]
    return answer(text, CardsFacts(cards=[e.id for e in against]))


def _asks_own_card(s: Slots) -> bool:
    """Whether a question about a person asks for a card of theirs ("did X get a card",
    "was X booked"), not for a foul on them ("who fouled X")."""
    asked = {topic.CARD, topic.BOOKED, topic.SENT_OFF}
    return not asked.isdisjoint(s.topics) and topic.CONCEDED not in s.topics


def _cards_text(
    f: MatchFacts, s: Slots, chosen: list[Event], why: bool
) -> tuple[str, tuple[Said, ...]]:
    """The cards chosen, a sentence each; counted, the number first (rendered from its
    `Count` claim), and of many cards ("how many yellows" in a final of 14) each by its
    player and minute only."""
    counted = topic.COUNT in s.topics and not s.people
    if counted and len(chosen) > COUNT_LISTED:
        text = ", ".join(_card_mark(f, e) for e in chosen) + "."
    else:
        text = "; ".join(_card_line(f, e, why) for e in chosen) + "."
    text = text[0].upper() + text[1:]
    if not counted:
        return text, ()
    count = _count(f, s, chosen)  # "how many": the number first
    said = Said(count, render_cards_count(f, count))
    return said.text + text, (said,)


COUNT_LISTED = 6  # a count of more cards lists each by its player and minute only


def _card_mark(f: MatchFacts, e: Event) -> str:
    """'Carles Puyol 16'', 'John Heitinga 109' (sent off)': a card in a long count."""
    name = f.name(e.person) if e.person else f.team_name(e.team or "")
    off = f.say("cards.mark_off", " (sent off)") if _card(e) is not Card.YELLOW else ""
    return f"{name} {minute_mark(e)}".strip() + off


def _no_red(f: MatchFacts, s: Slots, every: list[Event], red: list[Event]) -> Rendered | None:
    """'Was anyone sent off?' with no red card among those asked about: nobody, or none
    of the side asked about while the other side had one."""
    if red:
        return None
    sent = dismissals(f)
    mine = [e for e in sent if not s.teams or e.team in s.teams]
    if mine:  # no red card, but someone (a coach) was sent off: that, not "nobody"
        return answer(told(f, mine), CardsFacts(cards=[e.id for e in mine]))
    if s.teams and (sent or any(_card(e) is not Card.YELLOW for e in every)):
        # "did any Spain player get a red?": not Spain's, but the other side's was
        claim = NoCards(True, s.teams[0], f.match.tournament_match)
        reds = [_card_line(f, e) for e in every if _card(e) is not Card.YELLOW]
        reds_text = "; ".join([*reds, *(told(f, [e]).rstrip(".") for e in sent)])
        none = Said(claim, render_no_cards(f, claim, reds_text))
        text = none.text
        reds = [e.id for e in every if _card(e) is not Card.YELLOW]
        return answer(text, CardsFacts(cards=reds), claims=(none,))
    others = f.say(
        "cards.others",
        " Cards: {cards}.",
        cards="; ".join(_card_line(f, e) for e in every),
    )
    claim = NoCards(True, match=f.match.tournament_match)
    nobody = Said(claim, render_no_cards(f, claim))
    return answer(nobody.text + others, CardsFacts(cards=[]), claims=(nobody,))


def _compared(f: MatchFacts, s: Slots, every: list[Event]) -> Rendered:
    """'Which team got more cards?': each side's count of the kind asked about (typed
    count claims), the side with more first, then the cards counted."""
    chosen = every
    if topic.SENT_OFF in s.topics:
        chosen = [e for e in every if _card(e) is not Card.YELLOW]
    elif topic.BOOKED in s.topics:
        chosen = [e for e in every if _card(e) in BOOKING_CARDS]
    sides = [(sum(e.team == t for e in chosen), t) for t in f.match.teams]
    if len(sides) != 2 or any(e.team is None for e in chosen):
        return unknown(f.say("cards.none", "The report records no cards."), CardsFacts(cards=[]))
    sides.sort(key=lambda side: -side[0])
    counted = _count(f, s, chosen).counted
    what = f.say(f"cards.what_{counted.value}", counted.value.replace("_", " "))
    said = tuple(
        Said(Count(counted, n, t, f.match.tournament_match), f"{f.team_name(t)} {n}")
        for n, t in sides
    )
    (top, first), (low, second) = sides
    team, other = f.team_name(first), f.team_name(second)
    if top == low:
        head = f.say(
            "cards.as_many",
            "{team} and {other} had as many {what}: ",
            team=team,
            other=other,
            what=what,
        )
    else:
        head = f.say(
            "cards.more", "{team} had more {what} than {other}: ", team=team, other=other, what=what
        )
    listed = "; ".join(_card_line(f, e) for e in chosen)
    text = head + ", ".join(x.text for x in said) + (f". {listed}." if listed else ".")
    people = [e.person for e in chosen if e.person]
    return answer(text, CardsFacts(cards=[e.id for e in chosen], people=people), claims=said)


def _count(f: MatchFacts, s: Slots, chosen: list[Event]) -> Count:
    """How many cards of the kind asked about were shown (of the side asked about, if
    one): the claim a count's answer leads with."""
    counted = Counted.CARDS
    if topic.SENT_OFF in s.topics:
        counted = Counted.RED_CARDS
    elif topic.BOOKED in s.topics:
        counted = Counted.YELLOW_CARDS
    who = s.teams[0] if len(s.teams) == 1 else None
    return Count(counted, len(chosen), who, f.match.tournament_match)


@view("referee", one_match=True, lacks="the referee", whole_match=True, answers_who="scorer")
def referee(f: MatchFacts, s: Slots) -> Rendered:
    ref = f.person(f.match.referee)
    if ref is None:
        officials = f.role_holders("official")
        if officials:
            names = join_names([p.name for p in officials], f.say("and", " and "))
            text = f.say(
                "referee.officials", "The report names {names} as the officials.", names=names
            )
            return answer(text, RefereeFacts(referee=None))
        text = f.say("referee.none", "The report does not name the referee.")
        return unknown(text, RefereeFacts(referee=None))
    said = nationality_said(ref, f.lang)
    nat = f" ({said})" if said else ""
    text = f.say("referee.was", "The referee was {name}{nat}.", name=ref.name, nat=nat)
    return answer(text, RefereeFacts(referee=ref.name, people=[ref.id]))
