#!/usr/bin/env bash
# Adds a drizzle-kit migration for the changes made in src/db/schema since the last one:
#   apps/api/scripts/generate-migrations.sh <name>
# Migrations are append-only now that data folders exist in the wild: never edit or regenerate a
# committed one. The first, custom migration creates pg_trgm (drizzle-kit cannot express extensions).
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: generate-migrations.sh <name>}
npx drizzle-kit generate --name="$name"
