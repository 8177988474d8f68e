# The console as deployments run it: a gateway build (no stand-in) served by nginx, which proxies
# /api to the BladeX gateway. deploy/nginx.conf says what it serves and why; README, Deploy, how to
# run it.
#   docker build -t zhiyuan-console .
#   docker run -p 8080:8080 -e BLADE_GATEWAY_HOST=gateway-host -e BLADE_GATEWAY_PORT=80 zhiyuan-console
# Both bases are pinned by version (a rebuild takes the same ones): Node 24, the LTS line, and
# nginx's stable line in the image that runs as an unprivileged user on port 8080.

FROM node:24.11.1-bookworm-slim AS build
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
# Any BLADE_API_URL makes a gateway build (vite.config.ts): no stand-in code, seed or service
# worker in dist/ (tests/scripts/gateway-build.test.ts), and nginx's security headers, with the
# hashes of this build's inline scripts, in dist-nginx/. The address itself is only the dev and
# preview servers' proxy target, unused by a build.
RUN BLADE_API_URL=http://gateway npm run build

FROM nginxinc/nginx-unprivileged:1.28.0-alpine
# Defaults of the template's variables: the entrypoint replaces only defined ones, and nginx
# refuses what is left. Override them with docker run -e.
ENV BLADE_GATEWAY_HOST=blade-gateway \
    BLADE_GATEWAY_PORT=80 \
    CONSOLE_PORT=8080 \
    CONSOLE_ROOT=/usr/share/nginx/html \
    UPLOAD_LIMIT=100m \
    CONSOLE_HEADERS=/etc/nginx/console/security-headers.conf
USER root
RUN rm -rf /usr/share/nginx/html/*
COPY --from=build /app/dist/ /usr/share/nginx/html/
COPY --from=build /app/dist-nginx/security-headers.conf /etc/nginx/console/security-headers.conf
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
# The image's own user (nginx, uid 101) runs it; it may write only what nginx writes at run time.
USER 101
EXPOSE 8080
# nginx's own answer (deploy/nginx.conf, /healthz), asked with the image's busybox wget.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${CONSOLE_PORT}/healthz" || exit 1
