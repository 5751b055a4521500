"""Every interactive view answers to one owner through the one base class, so the owner
check and the one-press guard are written once."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import discord

import bot.adapters.discord as discord_adapter
from bot.adapters.discord.views import OwnerOnlyView


def test_every_view_is_owner_only() -> None:
    views = []
    for module in pkgutil.walk_packages(discord_adapter.__path__, "bot.adapters.discord."):
        loaded = importlib.import_module(module.name)
        views += [
            obj
            for obj in vars(loaded).values()
            if inspect.isclass(obj)
            and issubclass(obj, discord.ui.View)
            and obj.__module__ == loaded.__name__
            and obj is not OwnerOnlyView
        ]
    assert {v.__name__ for v in views} >= {"ConfirmUpload", "TeachView", "SuggestionView"}
    shared = [v.__name__ for v in views if getattr(v, "open_to_everyone", False)]
    assert shared == ["QuestionView"]  # a quiz question is asked of the whole channel
    owned = [v for v in views if not getattr(v, "open_to_everyone", False)]
    assert [v.__name__ for v in owned if not issubclass(v, OwnerOnlyView)] == []
    assert [v.__name__ for v in views if "interaction_check" in vars(v)] == []
