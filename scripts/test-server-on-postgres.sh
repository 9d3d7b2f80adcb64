#!/usr/bin/env bash
# The server's integration suite on Debian's PostgreSQL 15, to prove the migrations and the local
# Supabase run on a real server, not only on PGlite. Needs the postgresql package (CI installs it).
set -euo pipefail
cd "$(dirname "$0")/../server"

PORT=${POSTGRES_TEST_PORT:-54432}
DB="watchwhere_ci_$$"
pg_ctlcluster 15 main start -o "-p $PORT" || true
trap 'su postgres -c "dropdb -p $PORT --if-exists $DB" || true; pg_ctlcluster 15 main stop || true' EXIT
su postgres -c "psql -p $PORT -qc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'watchwhere') then create role watchwhere login superuser password 'watchwhere'; end if; end \\\$\\\$\""
su postgres -c "createdb -p $PORT -O watchwhere $DB"

DATABASE_URL="postgres://watchwhere:watchwhere@127.0.0.1:$PORT/$DB" \
  node --import tsx --test --test-concurrency=1 $(find src scripts -name '*.test.ts' -not -path '*catalog*' | sort)
