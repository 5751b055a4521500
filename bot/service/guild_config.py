"""Per-server configuration: typed settings declared once, each with its default.

In the spirit of Red-DiscordBot's `Config.register_guild`: a setting is declared here with
its store key, its type (how a stored value is read and written back) and its default;
the operator's environment setting of the same name (ANSWER_CHANNEL_IDS, ...) replaces
that default; a server's own value (set with /config) replaces it for that server only.
Callers ask for a setting object, never a string key, and get its type back.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Generic, TypeVar, cast

from bot.knowledge import zone_name
from bot.service.audit import AuditTrail
from bot.settings import Settings
from bot.store import Store, StoreError

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True, eq=False)
class GuildSetting(Generic[T]):
    """One per-server setting: `key` in the store (and the environment setting that gives
    its default), how a stored value is read (`parse`: None when unusable) and saved."""

    key: str
    default: T
    parse: Callable[[object], T | None]
    dump: Callable[[T], object]


def _id_set(value: object) -> frozenset[int] | None:
    if not isinstance(value, list | tuple | set | frozenset):
        return None
    return frozenset(v for v in value if isinstance(v, int) and not isinstance(v, bool))


def _sorted_ids(value: frozenset[int]) -> object:
    return sorted(value)


def id_set(key: str) -> GuildSetting[frozenset[int]]:
    """A set of Discord ids (channels, roles), saved as a sorted list."""
    return GuildSetting(key, frozenset(), _id_set, _sorted_ids)


def _match_id(value: object) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= 200 else None


def _as_is(value: str) -> object:
    return value


ANSWER_CHANNELS = id_set("answer_channel_ids")  # channels answered without a mention
MODERATOR_ROLES = id_set("moderator_role_ids")  # roles that may manage the knowledge
# The match this server's commands and questions mean when they name none: a tournament
# match id, or LATEST_PLAYED to follow the latest played one; "" = the knowledge's own.
CURRENT_MATCH: GuildSetting[str] = GuildSetting("current_match", "", _match_id, _as_is)
LATEST_PLAYED = "latest"


def _zone(value: object) -> str | None:
    return zone_name(value) if isinstance(value, str) else None


# The IANA zone this server's answers give days and kick-off times in (TIMEZONE: UTC).
TIMEZONE: GuildSetting[str] = GuildSetting("timezone", "UTC", _zone, _as_is)
# The competition (a tournament id of the knowledge) a question naming none means, in a
# knowledge of several; "" = the knowledge's own default. No environment setting.
COMPETITION: GuildSetting[str] = GuildSetting("competition", "", _match_id, _as_is)


def _id(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    return None


def _plain(value: object) -> object:
    return value


def _flag(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _names(value: object) -> frozenset[str] | None:
    if not isinstance(value, list | tuple | set | frozenset):
        return None
    return frozenset(v for v in value if isinstance(v, str) and 0 < len(v) <= 200)


def _sorted_names(value: frozenset[str]) -> object:
    return sorted(value)


# Live posts (/live): where they go (0: nowhere, so none), the role mentioned on kick-off
# and full time (0: none), a thread per followed match, and what the server follows
# (team ids and match ids of its knowledge's tournament).
LIVE_CHANNEL: GuildSetting[int] = GuildSetting("live_channel", 0, _id, _plain)
# who set the channel (a user id): told once when posting there starts failing
LIVE_CHANNEL_BY: GuildSetting[int] = GuildSetting("live_channel_by", 0, _id, _plain)
LIVE_ROLE: GuildSetting[int] = GuildSetting("live_role", 0, _id, _plain)
LIVE_THREADS: GuildSetting[bool] = GuildSetting("live_threads", False, _flag, _plain)
LIVE_TEAMS: GuildSetting[frozenset[str]] = GuildSetting(
    "live_teams", frozenset(), _names, _sorted_names
)
LIVE_MATCHES: GuildSetting[frozenset[str]] = GuildSetting(
    "live_matches", frozenset(), _names, _sorted_names
)


def _thread_map(value: object) -> dict[str, str] | None:
    if not isinstance(value, dict):
        return None
    return {
        k: v
        for k, v in value.items()
        if isinstance(k, str) and k.isdigit() and isinstance(v, str) and 0 < len(v) <= 200
    }


# The threads opened for followed matches: thread id -> the match its questions mean.
LIVE_THREAD_MATCHES: GuildSetting[dict[str, str]] = GuildSetting(
    "live_thread_matches", {}, _thread_map, _plain
)
LIVE_SETTINGS = (
    LIVE_CHANNEL,
    LIVE_CHANNEL_BY,
    LIVE_ROLE,
    LIVE_THREADS,
    LIVE_TEAMS,
    LIVE_MATCHES,
    LIVE_THREAD_MATCHES,
)


def _points(value: object) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_GAME_POINTS
    return cast(int, value) if ok else None


def _one_of(*allowed: str) -> Callable[[object], str | None]:
    def parse(value: object) -> str | None:
        return value if isinstance(value, str) and value in allowed else None

    return parse


def _number(value: int) -> object:
    return value


MAX_GAME_POINTS = 10
# The games (see bot/service/predictions.py and quiz.py): what a prediction earns, which
# score settles a knockout match ("90": after 90 minutes; "120": after extra time), and
# who gets a quiz question's point ("all" who answer right, or the "first" only).
PREDICTION_EXACT_POINTS: GuildSetting[int] = GuildSetting(
    "prediction_exact_points", 3, _points, _number
)
PREDICTION_RESULT_POINTS: GuildSetting[int] = GuildSetting(
    "prediction_result_points", 1, _points, _number
)
PREDICTION_KNOCKOUT: GuildSetting[str] = GuildSetting(
    "prediction_knockout", "90", _one_of("90", "120"), _as_is
)
QUIZ_SCORING: GuildSetting[str] = GuildSetting(
    "quiz_scoring", "all", _one_of("all", "first"), _as_is
)
GUILD_SETTINGS: tuple[GuildSetting[Any], ...] = (
    ANSWER_CHANNELS,
    MODERATOR_ROLES,
    CURRENT_MATCH,
    TIMEZONE,
    COMPETITION,
    *LIVE_SETTINGS,
    PREDICTION_EXACT_POINTS,
    PREDICTION_RESULT_POINTS,
    PREDICTION_KNOCKOUT,
    QUIZ_SCORING,
)


class GuildConfig:
    """Each server's settings from the store, cached; defaults from the environment."""

    def __init__(self, store: Store, audit: AuditTrail, settings: Settings | None = None) -> None:
        self.store = store
        self.audit = audit
        self._defaults: dict[str, object] = {}
        self._cache: dict[int, Mapping[str, object]] = {}
        if settings is not None:
            for setting in GUILD_SETTINGS:  # those with an environment setting of that name
                if hasattr(settings, setting.key):
                    self.register(setting, setting.parse(getattr(settings, setting.key)))

    def register(self, setting: GuildSetting[T], default: T | None) -> None:
        """The default for every server without its own value (None: the declared one)."""
        if default is None:
            self._defaults.pop(setting.key, None)
        else:
            self._defaults[setting.key] = default

    def default(self, setting: GuildSetting[T]) -> T:
        return cast(T, self._defaults.get(setting.key, setting.default))

    async def get(self, guild_id: int | None, setting: GuildSetting[T]) -> T:
        """This server's value, else the default."""
        own = await self.own(guild_id, setting)
        return own if own is not None else self.default(setting)

    async def own(self, guild_id: int | None, setting: GuildSetting[T]) -> T | None:
        """This server's own value (None: never set, so the default applies)."""
        value = (await self._stored(guild_id)).get(setting.key)
        return None if value is None else setting.parse(value)

    async def set(
        self, guild_id: int, setting: GuildSetting[T], value: T | None, actor: str
    ) -> None:
        """Set (None: back to the default) one of this server's settings, audited."""
        stored = None if value is None else setting.dump(value)
        await self.store.set_setting(guild_id, setting.key, stored)
        self._cache.pop(guild_id, None)
        detail = f"{setting.key}={json.dumps(stored)}"
        await self.audit.record(guild_id, actor, "config", "ok", detail)

    def forget(self, guild_id: int | None = None) -> None:
        """Drop cached settings (another process changed them); None: every server's."""
        if guild_id is None:
            self._cache.clear()
        else:
            self._cache.pop(guild_id, None)

    async def _stored(self, guild_id: int | None) -> Mapping[str, object]:
        if guild_id is None:
            return {}
        cached = self._cache.get(guild_id)
        if cached is None:
            try:
                cached = MappingProxyType(await self.store.get_settings(guild_id))
            except StoreError as exc:
                log.warning("server %s: settings unavailable (%s); using defaults", guild_id, exc)
                return {}
            self._cache[guild_id] = cached
        return cached
