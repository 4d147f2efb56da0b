# The group's server in one container (README, "Run it for your group"): the built app and the server, groups kept
# in the volume /data, a health check on GET /healthz. Debian's Node image; the app is built inside.
#
#   docker build -t tile-tally .
#   docker run -d --name tile-tally -p 127.0.0.1:4173:4173 -v tile-tally-data:/data --restart unless-stopped tile-tally
#
# Behind a reverse proxy that terminates HTTPS (deploy/Caddyfile), add `-e TILE_TALLY_TRUST_PROXY=1`. With a
# certificate of its own instead: `-v /etc/tile-tally:/certs:ro -e TLS_CERT=/certs/cert.pem -e TLS_KEY=/certs/key.pem`.
# `docker stop` sends SIGTERM: phones are told "going away", every group is flushed.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: the lock omits other platforms' native packages of the bundler, which npm ci refuses.
RUN npm install --no-audit --no-fund
COPY . .
RUN npx vite build && node scripts/build-server.mjs

FROM node:22-bookworm-slim
WORKDIR /app
# The server's bundle (dist-server/main.js, scripts/build-server.mjs), as npm start runs it.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173 TILE_TALLY_DATA=/data
VOLUME /data
EXPOSE 4173
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/main.js"]
