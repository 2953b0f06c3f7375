// Uploaded files kept in the database (`GARDEN_STORAGE=database`), so every instance of the shop serves
// the same pictures whatever machine took the upload (README "Running in production").
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../columns';

/**
 * One uploaded file under its public name (`pc/<32 hex>.png`, served at `/uploads/<name>`). The content
 * type is the one its bytes showed when it was uploaded, never what the client said.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Every picture a shopper uploaded through `/v1/upload` or as an avatar, whichever storage holds it: the
 * per-account quota counts these rows (README "Limits"), and the housekeeping job removes a file that nothing
 * references (a review, an after-sales request, an avatar) a day after its upload, with its row.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage name (`pc/<32 hex>.png`), served at `/uploads/<name>`. */
    name: text('name').primaryKey(),
    userId: integer('user_id').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt), index('uploads_created_idx').on(t.createdAt)],
);
