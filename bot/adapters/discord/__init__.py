"""The Discord adapter: client, start-up, cogs (`exts/`), cards and UI, all in one package.

Only this package imports discord.py; it asks through `bot.service` like every adapter.
"""
