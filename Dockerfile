# syntax=docker/dockerfile:1
# One container on a VPS: the production build, production dependencies only, a non-root
# user, SQLite on the /data volume, migrations applied on start. It runs with a read-only
# root filesystem too (`docker run --read-only`, see the README): the app writes only in
# DATABASE_PATH's folder.
#
# The base image, pinned by digest so every build starts from the same bytes: the
# multi-platform index of node:24-bookworm-slim as published for Node 24.21.0 (the
# version in .nvmrc and package.json). To move to a newer Node 24 release, read the
# current digest with `docker buildx imagetools inspect node:24-bookworm-slim` (the
# "Digest:" line), put it here, and bump .nvmrc, the `node` devDependency and `engines`
# to the version it carries; tests/unit/runtime-pins.test.ts checks they agree.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Nothing compiles: better-sqlite3 13, @node-rs/argon2 and esbuild ship prebuilt binaries
# for linux x64 and arm64, so no compiler is installed. The install's postinstall runs
# the runtime check (scripts/check-runtime.mjs).
COPY package.json package-lock.json ./
COPY scripts/check-runtime.mjs ./scripts/check-runtime.mjs

FROM deps AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/app.db
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home /app app \
    && mkdir -p /data && chown app:app /data
# What the app needs at run time, and nothing else (tests/integration/container-files.test.ts
# assembles exactly these COPY lines and runs the result read-only as an unprivileged user).
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY drizzle ./drizzle
# The itinerary PDF's fonts (open licence, see assets/fonts/OFL.txt): embedded in every PDF.
COPY assets/fonts ./assets/fonts
# `node scripts/db-backup.js` works inside the container too (see the README's backups section).
COPY scripts/db-backup.js ./scripts/db-backup.js
# The entry: runs server.js under Litestream when LITESTREAM_REPLICA_URL is set (decision 0034).
COPY scripts/start.mjs scripts/replication-status.mjs ./scripts/
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# package.json's `start`: scripts/start.mjs runs `node <heap settings> server.js` (decision 0019),
# supervised by Litestream when a replica is configured (decision 0034).
CMD ["node", "scripts/start.mjs", "--max-old-space-size=256", "--max-semi-space-size=8", "server.js"]
