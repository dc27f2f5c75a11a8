# Scopewise as a container: `docker build -t scopewise .`, then see compose.yaml and the README's "Deploy".
# scripts/check-image-steps.sh runs these same steps in a clean folder on a machine without Docker.

# --- build: every dependency, the web app and the server compiled, then only production packages kept
FROM node:22-slim AS build
WORKDIR /app
# better-sqlite3 and @node-rs/argon2 install prebuilt binaries; the tools build them where none fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

# --- run: the compiled server, the built web app and production packages, as an unprivileged user
FROM node:22-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system scopewise && useradd --system --gid scopewise --home-dir /app --no-create-home scopewise \
    && mkdir -p /data && chown scopewise:scopewise /data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER scopewise
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The node process itself, so SIGTERM reaches it (it finishes requests, gives its jobs back, exits 0);
# the flags are `npm run serve`'s (the check script compares them).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "apps/server/dist/server.js"]
