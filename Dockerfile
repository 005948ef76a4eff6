# syntax=docker/dockerfile:1
#
# One image for every server process (ARCHITECTURE §3, §4):
#   api          node --import tsx api/src/main.ts          (default CMD; also serves /admin/, the portal and /mqtt)
#   projections  node --import tsx projections/src/main.ts
#   workers      node --import tsx workers/src/main.ts
# The server side runs its TypeScript sources through tsx; only admin and portal are built (Vite) ahead of time.

# ---------------------------------------------------------------------------------------------------------------
# build: install every workspace from the lockfile, then build admin/dist and portal/dist
# ---------------------------------------------------------------------------------------------------------------
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app

# Manifests first, so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/package.json
COPY eventstore/package.json eventstore/package.json
COPY api/package.json api/package.json
COPY projections/package.json projections/package.json
COPY workers/package.json workers/package.json
COPY admin/package.json admin/package.json
COPY portal/package.json portal/package.json
COPY e2e/package.json e2e/package.json
# Dev dependencies are needed here (vite for the build, tsx at run time), so NODE_ENV is not production yet.
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build

# ---------------------------------------------------------------------------------------------------------------
# runtime: sources + installed modules + the two built front ends (and the portal's server entry), as the unprivileged `node` user
# ---------------------------------------------------------------------------------------------------------------
FROM node:20.20.2-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080

# resume PDFs embed Noto fonts for Latin, Thai, Lao and Chinese (api/src/modules/resumes/pdf)
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*

COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/eventstore ./eventstore
COPY --from=build /app/api ./api
COPY --from=build /app/projections ./projections
COPY --from=build /app/workers ./workers
COPY --from=build /app/admin/package.json ./admin/package.json
COPY --from=build /app/admin/dist ./admin/dist
COPY --from=build /app/portal/package.json ./portal/package.json
COPY --from=build /app/portal/dist ./portal/dist
# the portal's server entry: the api renders the public job and company pages with it
COPY --from=build /app/portal/dist-ssr ./portal/dist-ssr

# Everything above stays root-owned and read-only for the app; /app/data is the one writable place
# (mounted as a volume by docker-compose.yml, e.g. for uploaded file bytes).
RUN mkdir -p /app/data && chown node:node /app/data

USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "api/src/main.ts"]
