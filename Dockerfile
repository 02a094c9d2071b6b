# syntax=docker/dockerfile:1
# Varco in a container: the commands CI checks outside one (scripts/prod-check.mjs): `npm ci` and
# `npm run build`, then a copy with only production dependencies, started with `npm run start:prod`.
# On the current Node LTS (26): Node 20, the oldest Varco supports, reached its end of life in
# April 2026. CI runs the production check on this same Node version.

FROM node:26.10.0-bookworm-slim AS build
WORKDIR /varco
COPY . .
RUN npm ci --no-audit --no-fund && npm run build \
  && rm -rf node_modules packages/*/node_modules packages/*/tsc-out tsc-out

FROM node:26.10.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /varco
COPY --from=build /varco ./
# Production dependencies only: no TypeScript runner, no bundler (`npm run varco` runs the built
# CLI). PostgreSQL's client programs for the CLI's backup and restore of a PostgreSQL database
# (pg_dump, pg_restore; Debian bookworm's are version 15). The data directory belongs to the
# image's non-root user. Of the invoice fonts only the WOFF files of the two weights the PDFs
# use stay (modules/invoices/fonts.ts): the rest of the packages is some 70 MB.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
  && find node_modules/@fontsource -path '*/files/*' ! -name '*-400-normal.woff' ! -name '*-700-normal.woff' -delete \
  && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "run", "start:prod"]
