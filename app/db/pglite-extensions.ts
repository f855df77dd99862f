import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the reports
 * queue's title search, migration 0080), loaded wherever PGlite opens the
 * app's database; PostgreSQL itself ships them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
