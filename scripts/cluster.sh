#!/usr/bin/env bash
# The production shape on this machine, from Debian's packages: PostgreSQL, Redis, two instances of the site
# (`scripts/start.mjs`) and nginx in front of them.
#   scripts/cluster.sh start     builds if there is no build, starts everything, waits until it answers
#   scripts/cluster.sh stop      stops everything cleanly (the instances finish their requests first)
#   scripts/cluster.sh status    what runs
#   scripts/cluster.sh restart-instance N     starts instance N (1 or 2) again, e.g. after a kill -9
#   scripts/cluster.sh postgres stop|start     takes the database away and brings it back (the outage tests)
# Data and logs live in CLUSTER_DIR (default .data/cluster); ports: CLUSTER_PORT (nginx, 8080), CLUSTER_APP_PORTS
# ("3101 3102"), CLUSTER_PG_PORT (55440), CLUSTER_REDIS_PORT (6390). Needs postgresql, postgresql-contrib,
# redis-server and nginx (apt-get install -y …).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

dir=${CLUSTER_DIR:-$root/.data/cluster}
http_port=${CLUSTER_PORT:-8080}
read -r -a app_ports <<<"${CLUSTER_APP_PORTS:-3101 3102}"
pg_port=${CLUSTER_PG_PORT:-55440}
redis_port=${CLUSTER_REDIS_PORT:-6390}
database_url="postgres://postgres@127.0.0.1:$pg_port/vacances"
redis_url="redis://127.0.0.1:$redis_port"

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
as_owner=()
[ "$(id -u)" = 0 ] && as_owner=(runuser -u postgres --)

say() { echo "cluster: $*"; }
need() { command -v "$1" >/dev/null 2>&1 || { say "$1 is missing (apt-get install -y $2)"; exit 1; }; }

wait_for() { # url, seconds
  for _ in $(seq 1 $(($2 * 5))); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.2
  done
  return 1
}

start_postgres() {
  [ -n "$pg_bin" ] || { say "PostgreSQL is missing (apt-get install -y postgresql postgresql-contrib)"; exit 1; }
  mkdir -p "$dir"
  if [ ! -d "$dir/pg" ]; then
    mkdir -p "$dir/pg"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir/pg"
    "${as_owner[@]}" "$pg_bin/initdb" -D "$dir/pg/data" --auth=trust --username=postgres --encoding=UTF8 >/dev/null
  fi
  if ! "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/pg/data" status >/dev/null 2>&1; then
    "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/server.log" -w \
      -o "-p $pg_port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir/pg -c max_connections=200" start >/dev/null
  fi
  "${as_owner[@]}" "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -tAc "select 1 from pg_database where datname = 'vacances'" | grep -q 1 ||
    "${as_owner[@]}" "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -qc "create database vacances" >/dev/null
  say "PostgreSQL on 127.0.0.1:$pg_port"
}

start_redis() {
  need redis-server redis-server
  if ! redis-cli -p "$redis_port" ping >/dev/null 2>&1; then
    redis-server --port "$redis_port" --bind 127.0.0.1 --daemonize yes --dir "$dir" --pidfile "$dir/redis.pid" \
      --logfile "$dir/redis.log" --save '' --appendonly no >/dev/null
    for _ in $(seq 1 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  say "Redis on 127.0.0.1:$redis_port"
}

# Instance N (1-based): the site on its port, sharing PostgreSQL and Redis with the others.
start_instance() {
  local n=$1 port=${app_ports[$(($1 - 1))]}
  if [ -f "$dir/app-$n.pid" ] && kill -0 "$(cat "$dir/app-$n.pid")" 2>/dev/null; then return 0; fi
  PORT=$port DATABASE_URL=$database_url REDIS_URL=$redis_url TRUST_PROXY=1 LOG_LEVEL=${LOG_LEVEL:-warn} \
    setsid node scripts/start.mjs >>"$dir/app-$n.log" 2>&1 &
  echo $! >"$dir/app-$n.pid"
  wait_for "http://127.0.0.1:$port/api/ready/" 240 || { say "instance $n did not become ready (see $dir/app-$n.log)"; exit 1; }
  say "instance $n on 127.0.0.1:$port"
}

start_nginx() {
  need nginx nginx
  mkdir -p "$dir/nginx"
  local servers=""
  for port in "${app_ports[@]}"; do servers+="server 127.0.0.1:$port max_fails=1 fail_timeout=2s; "; done
  # The site's part is the deployment's own (deploy/nginx/site.conf.template); around it, what a private nginx needs.
  sed -e "s|\${UPSTREAM_SERVERS}|$servers|" -e "s|\${LISTEN_PORT}|$http_port|" deploy/nginx/site.conf.template >"$dir/nginx/site.conf"
  cat >"$dir/nginx/nginx.conf" <<NGINX
worker_processes 1;
pid $dir/nginx/nginx.pid;
error_log $dir/nginx/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path $dir/nginx/body;
  proxy_temp_path $dir/nginx/proxy;
  fastcgi_temp_path $dir/nginx/fastcgi;
  uwsgi_temp_path $dir/nginx/uwsgi;
  scgi_temp_path $dir/nginx/scgi;
  include $dir/nginx/site.conf;
}
NGINX
  if [ -f "$dir/nginx/nginx.pid" ] && kill -0 "$(cat "$dir/nginx/nginx.pid")" 2>/dev/null; then
    nginx -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -s reload
  else
    nginx -p "$dir/nginx" -c "$dir/nginx/nginx.conf"
  fi
  say "nginx on http://127.0.0.1:$http_port (Host: vacances.be, vakanties.be or vacances.fr)"
}

stop_postgres() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/pg/data" -m fast -w stop >/dev/null
}

stop_all() {
  if [ -f "$dir/nginx/nginx.pid" ]; then nginx -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -s quit 2>/dev/null || true; fi
  for n in $(seq 1 ${#app_ports[@]}); do
    if [ -f "$dir/app-$n.pid" ]; then
      local pid
      pid=$(cat "$dir/app-$n.pid")
      # The whole group: start.mjs and its server, which finishes its requests and closes the database.
      kill -TERM -- "-$pid" 2>/dev/null || true
      for _ in $(seq 1 75); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      kill -KILL -- "-$pid" 2>/dev/null || true
      rm -f "$dir/app-$n.pid"
    fi
  done
  redis-cli -p "$redis_port" shutdown nosave >/dev/null 2>&1 || true
  if [ -n "$pg_bin" ] && [ -d "$dir/pg/data" ]; then stop_postgres 2>/dev/null || true; fi
  say "stopped"
}

case "${1:-}" in
  start)
    [ -f "${NEXT_DIST_DIR:-.next}/BUILD_ID" ] || node node_modules/next/dist/bin/next build
    start_postgres
    start_redis
    # One after the other: the first migrates and seeds an empty database.
    for n in $(seq 1 ${#app_ports[@]}); do start_instance "$n"; done
    start_nginx
    wait_for "http://127.0.0.1:$http_port/api/ready/" 30
    say "ready: DATABASE_URL=$database_url REDIS_URL=$redis_url"
    ;;
  stop) stop_all ;;
  restart-instance) start_instance "${2:?instance number}" ;;
  postgres)
    case "${2:-}" in
      stop) stop_postgres ;;
      start) start_postgres ;;
      *) echo "usage: $0 postgres stop|start" >&2; exit 2 ;;
    esac
    ;;
  status)
    for n in $(seq 1 ${#app_ports[@]}); do
      printf 'instance %s (port %s): ' "$n" "${app_ports[$((n - 1))]}"
      curl -fsS "http://127.0.0.1:${app_ports[$((n - 1))]}/api/ready/" 2>/dev/null || printf 'down'
      echo
    done
    printf 'nginx: '; curl -fsS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$http_port/api/health/" 2>/dev/null || echo down
    printf 'redis: '; redis-cli -p "$redis_port" ping 2>/dev/null || echo down
    ;;
  *) echo "usage: $0 start|stop|status|restart-instance N|postgres stop|start" >&2; exit 2 ;;
esac
