#!/usr/bin/env bash
# Sets up what the tests need and a fresh machine lacks, and leaves alone what is already there:
# the npm packages, Debian's Chromium and CJK fonts (browser journeys), a PostgreSQL server (the server
# tests' database), Redis (shared request limits) and HAProxy (the cluster, deploy/). Called by
# scripts/test.sh (npm test), .ci/run and npm run cluster.
# Installing needs root (or sudo) and Debian's apt; nothing is stopped or restarted, but for the system
# HAProxy service that installing HAProxy may start.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}
apt_updated=
apt_install() {
  if [ -z "$apt_updated" ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -d node_modules ]; then
  echo "Installing the npm packages…"
  npm ci --no-audit --no-fund --loglevel=error
fi

if ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1; then
  echo "Installing Chromium and CJK fonts from Debian…"
  apt_install chromium fonts-wqy-zenhei
fi

# HAProxy runs as our own process with deploy/haproxy.cfg (deploy/cluster.ts), never as the system
# service: where the package starts that (a machine with systemd), it is stopped and disabled at once, so
# that nothing is left listening on port 80 or beside the cluster's balancer.
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  echo "Installing HAProxy from Debian…"
  apt_install haproxy
  if command -v systemctl >/dev/null 2>&1 && systemctl is-enabled --quiet haproxy 2>/dev/null; then
    as_root systemctl disable --now haproxy >/dev/null 2>&1 || true
  fi
  as_root service haproxy stop >/dev/null 2>&1 || true
fi

# The server tests' PostgreSQL: only a local one (the default URL, or any 127.0.0.1/localhost URL) is
# installed or started here; another server is the caller's to run.
pg_url="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
redis_url="${REDIS_TEST_URL:-redis://127.0.0.1:6379}"
# host, port, database of each URL, and the PostgreSQL server's own database (to create the tests' one).
read -r pg_host pg_port pg_db admin_url redis_host redis_port < <(node -e '
  const pg = new URL(process.argv[1]);
  const redis = new URL(process.argv[2]);
  const admin = new URL(pg.href);
  admin.pathname = "/postgres";
  console.log(pg.hostname, pg.port || 5432, pg.pathname.slice(1) || "postgres", admin.href,
    redis.hostname, redis.port || 6379);' "$pg_url" "$redis_url")
if [[ "$pg_host" == 127.0.0.1 || "$pg_host" == localhost ]] && ! pg_isready -h "$pg_host" -p "$pg_port" -q 2>/dev/null; then
  if [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
    echo "Installing PostgreSQL from Debian…"
    apt_install postgresql
    version=$(ls /etc/postgresql | sort -V | tail -1)
    # Tests connect as postgres over TCP without a password: trust the loopback address only.
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "/etc/postgresql/$version/main/pg_hba.conf"
  fi
  version=$(ls /etc/postgresql | sort -V | tail -1)
  if pg_isready -h "$pg_host" -p "$pg_port" -q 2>/dev/null; then
    # Started by the package itself: let it read the trust lines above.
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  else
    echo "Starting the local PostgreSQL $version…"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
  fi
  for _ in $(seq 1 30); do pg_isready -h "$pg_host" -p "$pg_port" -q && break; sleep 1; done
fi
if [[ "$pg_host" == 127.0.0.1 || "$pg_host" == localhost ]] && command -v psql >/dev/null 2>&1; then
  if [ -z "$(psql "$admin_url" -Atc "select 1 from pg_database where datname = '$pg_db'")" ]; then
    echo "Creating the database $pg_db…"
    psql "$admin_url" -qc "create database \"$pg_db\""
  fi
fi

# redis-cli may not be installed where Redis runs elsewhere: ask with Node.
redis_up() { node -e '
  const s = require("node:net").connect(+process.argv[2], process.argv[1]);
  s.on("connect", () => s.write("PING\r\n"));
  s.on("data", (d) => process.exit(String(d).startsWith("+PONG") ? 0 : 1));
  s.on("error", () => process.exit(1));
  setTimeout(() => process.exit(1), 2000);' "$redis_host" "$redis_port"; }
if [[ "$redis_host" == 127.0.0.1 || "$redis_host" == localhost ]] && ! redis_up; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing Redis from Debian…"
    apt_install redis-server
  fi
  echo "Starting a local Redis…"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no
fi
