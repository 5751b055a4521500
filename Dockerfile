# matchbot: the Discord bot, runtime dependencies only, as a non-root user.
# Build: docker build -t matchbot .    Run: see compose.yaml and docs/deploy.md.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# A fixed uid, so a mounted volume's owner is predictable.
RUN useradd --system --uid 10001 --user-group --home-dir /app --no-create-home matchbot \
    && mkdir -p /app /data \
    && chown matchbot:matchbot /data

WORKDIR /app

# Pinned versions with their hashes first, as their own layer: a code change does not
# reinstall them, and a package whose file changed on the index is refused. Their
# bytecode is compiled here (pip's default), like the bot's below: with
# PYTHONDONTWRITEBYTECODE the running process never writes it, so without it every start
# would compile every module again (a few tenths of a second, and memory).
COPY requirements.lock ./
RUN pip install --require-hashes --no-deps -r requirements.lock

# The code and the bundled knowledge run from /app (python -m bot finds the package there).
COPY bot ./bot
COPY knowledge ./knowledge
RUN python -m compileall -q bot

USER 10001:10001

# This image's defaults, used when a setting is unset or left empty (as in .env.example,
# passed with --env-file): metrics and the probes on, reachable through a published port;
# JSON logs; state on the /data volume. A value set in the environment still wins.
ENV MATCHBOT_DEFAULT_METRICS_PORT=9100 \
    MATCHBOT_DEFAULT_METRICS_HOST=0.0.0.0 \
    MATCHBOT_DEFAULT_LOG_FORMAT=json \
    MATCHBOT_DEFAULT_DATA_PATH=/data/matchbot.sqlite3
EXPOSE 9100
VOLUME ["/data"]

# SIGTERM stops the bot cleanly (the runner closes the gateway and the store).
STOPSIGNAL SIGTERM

# Healthy = ready: connected to Discord, the store answering, knowledge loaded (GET /readyz
# on the configured METRICS_PORT answers 200; see docs/operating.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]

ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
