// Placeholder agreed with the catalogue engineer, who owns src/seed and fills this in.
import type { Database } from '../db/client';

/** Loads the demo catalogue and accounts into an empty database (issue 3, "Demo catalogue"). */
export async function seedIfEmpty(_db: Database, _options: { mediaDir: string }): Promise<void> {}
