// Uploaded files kept in the database (`GARDEN_STORAGE=database`), so every instance of the shop serves
// the same pictures whatever machine took the upload (README "Running in production").
import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, bytea } from '../columns';

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
