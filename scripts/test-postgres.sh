#!/usr/bin/env bash
# A PostgreSQL of the tests' own: `start` prints the URL of a fresh database on a cluster of its
# own port (the machine's default cluster is left as it was); `restart` restarts it; `down` and
# `up` stop and start it (a database away for a while); `stop <url>` drops the database and stops
# the cluster. Needs Debian's postgresql package and root (CI installs it and runs as root).
set -euo pipefail

PORT=${POSTGRES_TEST_PORT:-54432}
CLUSTER="watchwhere_test_$PORT"

case "${1:-}" in
start)
  # Only the URL goes to stdout: everything else (pg_ctlcluster's notes too) to stderr.
  exec 3>&1 1>&2
  if ! pg_lsclusters --no-header | awk '{ print $2 }' | grep -qx "$CLUSTER"; then
    pg_createcluster --quiet 15 "$CLUSTER" --port "$PORT" >/dev/null
  fi
  # The port sits in the ephemeral range, so a client socket of the suites before may hold it briefly.
  for attempt in 1 2 3 4 5; do
    # With fd 3 closed: the server it starts must not hold the caller's pipe open.
    pg_ctlcluster 15 "$CLUSTER" start 3>&- && break
    pg_ctlcluster 15 "$CLUSTER" status >/dev/null 2>&1 && break
    [ "$attempt" = 5 ] && exit 1
    sleep 3
  done
  su postgres -c "psql -p $PORT -qc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'watchwhere') then create role watchwhere login superuser password 'watchwhere'; end if; end \\\$\\\$\""
  DB="watchwhere_test_$$_$RANDOM"
  su postgres -c "createdb -p $PORT -O watchwhere $DB"
  echo "postgres://watchwhere:watchwhere@127.0.0.1:$PORT/$DB" >&3
  ;;
restart)
  # A database restart, as a fault test makes one: every connection is cut.
  pg_ctlcluster 15 "$CLUSTER" restart >&2
  ;;
down)
  pg_ctlcluster 15 "$CLUSTER" stop >&2
  ;;
up)
  pg_ctlcluster 15 "$CLUSTER" start 3>&- >&2 || pg_ctlcluster 15 "$CLUSTER" status >/dev/null
  ;;
stop)
  DB="${2##*/}"
  su postgres -c "dropdb -p $PORT --if-exists --force $DB" >&2 || true
  pg_ctlcluster 15 "$CLUSTER" stop >&2 || true
  ;;
*)
  echo "Usage: $0 start | restart | down | up | stop <url>" >&2
  exit 2
  ;;
esac
