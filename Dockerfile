# The console as deployments run it: a gateway build (no stand-in) served by nginx, which proxies
# /api to the BladeX gateway. deploy/nginx.conf says what it serves and why; README, Deploy, how to
# run it.
#   docker build -t zhiyuan-console .
#   docker run -p 8080:80 -e BLADE_GATEWAY_HOST=gateway-host -e BLADE_GATEWAY_PORT=80 zhiyuan-console

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The console's build-time settings (README, Against a real BladeX gateway): unset, their defaults.
ARG VITE_PRODUCT
ARG VITE_CLIENT_ID
ARG VITE_CLIENT_SECRET
ARG VITE_CRYPTO_TOKEN
ARG VITE_CRYPTO_KEY
ARG VITE_TENANT_MODE
ARG VITE_CAPTCHA_MODE
ARG VITE_SWITCH_MODE
ARG VITE_IFRAME_TOKEN_HOSTS
ARG VITE_REPORT_URL
ARG VITE_ERROR_LOG_URL
# Any BLADE_API_URL makes a gateway build (vite.config.ts): the in-browser stand-in is left out of
# the page. Its address is only the dev and preview servers' proxy target, unused by a build.
# The stand-in's service worker and the size check's statistics are not for users.
RUN BLADE_API_URL=http://gateway npm run build \
 && rm -f dist/mockServiceWorker.js dist/chunk-stats.json

FROM nginx:stable
# Defaults of the template's variables: the entrypoint replaces only defined ones, and nginx
# refuses what is left. Override them with docker run -e.
ENV BLADE_GATEWAY_HOST=blade-gateway \
    BLADE_GATEWAY_PORT=80 \
    CONSOLE_PORT=80 \
    CONSOLE_ROOT=/usr/share/nginx/html \
    UPLOAD_LIMIT=100m
RUN rm -rf /usr/share/nginx/html/*
COPY --from=build /app/dist/ /usr/share/nginx/html/
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
EXPOSE 80
