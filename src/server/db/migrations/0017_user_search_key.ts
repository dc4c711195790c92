import { migration } from "./ddl"

/**
 * The user search's name key as a stored column: the search compares each user in the administrator's
 * scope with the part of a name typed, and computing the key (accents, case, spaces) again for every
 * row was most of its time.
 */
export default migration(function* (sql) {
  yield* sql`ALTER TABLE portal_user ADD COLUMN name_key text COLLATE "C" GENERATED ALWAYS AS (
    portal_search_key(first_name || ' ' || coalesce(middle_name || ' ', '') || last_name || ' ' || first_name)) STORED`
})
