import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them at start
// (src/db/migrate.ts). Regenerate with scripts/generate-migrations.sh.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
