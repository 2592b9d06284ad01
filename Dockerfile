# The production-like image of Emisja (issue 17 item 7, docs/decisions/051-operations-health-metrics-container.md).
# Stage 1 builds the web app with every dependency; stage 2 holds the runtime dependencies, the server's TypeScript run
# through tsx (docs/decisions/005-run-typescript-with-tsx.md, as `npm start` does) and the built web app, as the user `node`.
#
#   docker build -t emisja .
#   docker compose up        (compose.yaml: PostgreSQL, MinIO, Mailpit)

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build -w @emisja/web

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/emisja/data \
    STORAGE_DIR=/var/lib/emisja/storage
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Runtime dependencies only. tsx is a development dependency of the repository, so it gets a prefix of its own at the
# version of the lock file (an install into /app would skip it as a development dependency).
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm install --prefix /opt/tsx --no-audit --no-fund --no-save \
      "tsx@$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
 && npm cache clean --force \
 && mkdir -p /var/lib/emisja/data /var/lib/emisja/storage \
 && chown -R node:node /var/lib/emisja
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist

USER node
EXPOSE 3000
VOLUME ["/var/lib/emisja"]
# Liveness (GET /health); a load balancer asks GET /ready. Node itself fetches: the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops taking requests, finishes those in flight, hands back running jobs and closes the database on SIGTERM,
# within 10 s (compose.yaml gives it 15 s before SIGKILL). node is PID 1 and handles the signal itself.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "/opt/tsx/node_modules/tsx/dist/loader.mjs", "apps/server/src/server.ts"]
