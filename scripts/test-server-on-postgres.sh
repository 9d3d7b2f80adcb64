#!/usr/bin/env bash
# The server's integration suite on Debian's PostgreSQL 15, to prove the migrations and the local
# Supabase run on a real server, not only on PGlite. Needs the postgresql package (CI installs it).
# Uses a cluster of its own on its own port, so the machine's default cluster is left as it was.
set -euo pipefail
cd "$(dirname "$0")/../server"

PORT=${POSTGRES_TEST_PORT:-54432}
CLUSTER="watchwhere_test_$PORT"
DB="watchwhere_ci_$$"
if ! pg_lsclusters --no-header | awk '{ print $2 }' | grep -qx "$CLUSTER"; then
  pg_createcluster --quiet 15 "$CLUSTER" --port "$PORT" >/dev/null
fi
# The port sits in the ephemeral range, so a client socket of the suites before may hold it briefly.
for attempt in 1 2 3 4 5; do
  pg_ctlcluster 15 "$CLUSTER" start && break
  [ "$attempt" = 5 ] && exit 1
  sleep 3
done
trap 'su postgres -c "dropdb -p $PORT --if-exists $DB" || true; pg_ctlcluster 15 "$CLUSTER" stop || true' EXIT
su postgres -c "psql -p $PORT -qc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'watchwhere') then create role watchwhere login superuser password 'watchwhere'; end if; end \\\$\\\$\""
su postgres -c "createdb -p $PORT -O watchwhere $DB"

export DATABASE_URL="postgres://watchwhere:watchwhere@127.0.0.1:$PORT/$DB"
# Through pnpm, as every script runs: on the project's Node (24), first on pnpm's PATH.
pnpm exec node --import tsx --test --test-concurrency=1 $(find src scripts -name '*.test.ts' -not -path '*catalog*' | sort)

# The production edge functions (supabase/functions under Deno) against the same contract tests:
# every suite that calls /functions/v1.
FUNCTIONS_RUNTIME=deno pnpm exec node --import tsx --test --test-concurrency=1 \
  $(grep -rlE 'functions/v1|functions\.invoke' src --include='*.test.ts' | sort)
