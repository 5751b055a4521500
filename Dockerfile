# matchbot: the Discord bot, runtime dependencies only, as a non-root user.
# Build: docker build -t matchbot .    Run: see compose.yaml and README "Deploying".
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

# Pinned versions first, as their own layer: a code change does not reinstall them.
COPY requirements.lock ./
RUN pip install --no-compile -r requirements.lock

# The code and the bundled knowledge run from /app (python -m bot finds the package there).
COPY bot ./bot
COPY knowledge ./knowledge

USER matchbot

# Defaults for a container: metrics and /healthz on, JSON logs, state on the /data volume.
ENV METRICS_PORT=9100 \
    LOG_FORMAT=json \
    DATA_PATH=/data/matchbot.sqlite3
EXPOSE 9100
VOLUME ["/data"]

# SIGTERM stops the bot cleanly (the runner closes the gateway and the store).
STOPSIGNAL SIGTERM

# Ready = connected to Discord with knowledge loaded (GET /healthz answers 200, else 503).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('METRICS_PORT', '9100'), timeout=4)"]

ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
