#!/usr/bin/env bash
# Regenerates apps/api/drizzle from scratch: a custom first migration that creates pg_trgm, then
# one initial migration for the whole schema. This is a new project, so one initial migration is
# right; run this after changing any file in src/db/schema and commit the folder.
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf drizzle
npx drizzle-kit generate --custom --name=pg_trgm
trgm=$(ls drizzle/0000_*.sql)
echo 'CREATE EXTENSION IF NOT EXISTS pg_trgm;' > "$trgm"
npx drizzle-kit generate --name=init
