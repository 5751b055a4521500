"""Old path of `bot.engine.facts.standin`, kept while code outside the engine may import it."""

from bot.engine.facts.standin import report as report
from bot.engine.facts.standin import with_stand_in as with_stand_in
