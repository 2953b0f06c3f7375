// Uploaded files kept in the database (`GARDEN_STORAGE=database`), so every instance of the shop serves
// the same pictures whatever machine took the upload (README "Running in production").
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../columns';

/** PostgreSQL `bytea` as a Uint8Array: pg answers a Buffer, PGlite a Uint8Array; both are one. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One uploaded file under its public name (`pc/<32 hex>.png`, served at `/uploads/<name>`). The content
 * type is the one its bytes showed when it was uploaded, never what the client said.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull(),
});
