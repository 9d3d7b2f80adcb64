#!/usr/bin/env bash
# The server's integration suite on Debian's PostgreSQL 15, to prove the migrations and the local
# Supabase run on a real server, not only on PGlite (scripts/test-postgres.sh starts it).
set -euo pipefail
cd "$(dirname "$0")/../server"

DATABASE_URL=$(bash ../scripts/test-postgres.sh start)
export DATABASE_URL
trap 'bash ../scripts/test-postgres.sh stop "$DATABASE_URL"' EXIT

# Through pnpm, as every script runs: on the project's Node (24), first on pnpm's PATH.
pnpm exec tsx scripts/run-tests.ts $(find src scripts -name '*.test.ts' -not -path '*catalog*')

# The production edge functions (supabase/functions under Deno) against the same contract tests:
# every suite that calls /functions/v1.
FUNCTIONS_RUNTIME=deno pnpm exec tsx scripts/run-tests.ts \
  $(grep -rlE 'functions/v1|functions\.invoke' src --include='*.test.ts')
