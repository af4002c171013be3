# Sortal in a container: `docker build -t sortal .` then
# `docker run -p 8080:8080 -v sortal-data:/data sortal` (README, "Container").

# Build: install with the lock file (npm's prepare step compiles the TypeScript), then
# drop the development dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm prune --omit=dev --no-audit --no-fund

# Run: only what the server reads, as the unprivileged `node` user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production SORTAL_DATA=/data PORT=8080
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web ./web
COPY --from=build /app/build-index/topics ./build-index/topics
COPY --from=build /app/build-index/overlays ./build-index/overlays
# /data/indexes exists so that a volume mounted there alone (compose.yaml) is the node user's too.
RUN mkdir -p /data/indexes && chown -R node:node /data
USER node
# Accounts, usage and the index versions; the first start builds an index here.
VOLUME /data
EXPOSE 8080
# Liveness only: the first start builds the index before it listens, hence the long start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "dist/src/cli.js"]
CMD ["serve"]
