# One instance of the site, as scripts/cluster.sh runs it: `node scripts/start.mjs` (the production server front over
# Next's handler). compose.yaml runs two of them on PostgreSQL and Redis behind nginx. The image keeps the build and
# the production dependencies, not Next's standalone server: the front (scripts/server.mjs) is the one server the site
# runs everywhere, with its method rules, logs and clean stop.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 TRUST_PROXY=1
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Ready: the database answers, with this build's migrations, and the comparator's indexes are built.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM: the server takes no new connection, finishes its requests, closes the database (SHUTDOWN_DEADLINE_MS).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
