#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on loopback, then removes the cluster.
#   scripts/with-postgres.sh npm run test:api
# The command sees TEST_DATABASE_URL and DATABASE_URL pointing at the server's `postgres` database, and
# PG_SERVER_CTL, a command that stops and starts that server (`$PG_SERVER_CTL stop`, `$PG_SERVER_CTL start`) for outage tests.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install -y postgresql postgresql-contrib)" >&2
  exit 1
fi
port=${PG_PORT:-55432}
dir=$(mktemp -d /tmp/vacances-pg.XXXXXX)
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root
  chown postgres:postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 >/dev/null
# The one way to stop and start the server, for this script and for the outage tests.
ctl="$dir/server-ctl.sh"
cat > "$ctl" <<CTL
#!/usr/bin/env bash
case "\$1" in
  stop) ${as_owner[*]} "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ;;
  start) ${as_owner[*]} "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir -c fsync=off" start >/dev/null ;;
  *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
CTL
chmod +x "$ctl"
"$ctl" start
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export DATABASE_URL="$TEST_DATABASE_URL"
export PG_SERVER_CTL="$ctl"
"$@"
