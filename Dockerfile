# SMMS as a container: a thin wrapper around scripts/release.sh, which the test run checks (scripts/release-check.mjs).
# docker build -t smms . && docker run -p 8080:8080 -e DATABASE_URL=… -e TOTP_KEY=… -e SMS_PROVIDER=http … smms
# Configuration is the environment (README "Configuration"); running it: docs/operations.md.
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && bash scripts/release.sh /release

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /release /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# SIGTERM (docker stop) drains: requests in hand are answered, then exit 0 within SHUTDOWN_TIMEOUT_SECONDS.
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
