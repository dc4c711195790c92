import { migration } from "./ddl"

/**
 * Name and address search keys as stored columns in byte order: a prefix search then reads the
 * index in order and stops at the first page, and counts from the index alone, instead of computing
 * the key again for every matching row.
 */
export default migration(function* (sql) {
  yield* sql`DROP INDEX driver_name_key`
  yield* sql`DROP INDEX driver_address_key`
  yield* sql`ALTER TABLE driver
    ADD COLUMN name_key text COLLATE "C" GENERATED ALWAYS AS (portal_search_key(full_name)) STORED,
    ADD COLUMN address_key text COLLATE "C" GENERATED ALWAYS AS (portal_search_key(full_address)) STORED`
  yield* sql`CREATE INDEX driver_name_key ON driver (name_key, id)`
  yield* sql`CREATE INDEX driver_address_key ON driver (address_key, id)`
})
