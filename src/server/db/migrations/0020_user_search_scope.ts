import { migration } from "./ddl"

/**
 * The user search reads the users of the employers an administrator manages: indexes by company (and
 * by organization, for those without companies) in the order of the result, holding the name key and
 * the status, so the count and a page read the users in scope alone and not the whole name index.
 */
export default migration(function* (sql) {
  yield* sql`CREATE INDEX portal_user_company_search
    ON portal_user (reporting_company_id, lower(last_name), lower(first_name), id)
    INCLUDE (name_key, is_disabled) WHERE deleted_at IS NULL`
  yield* sql`CREATE INDEX portal_user_organization_search
    ON portal_user (organization_id, lower(last_name), lower(first_name), id)
    INCLUDE (name_key, is_disabled) WHERE deleted_at IS NULL AND reporting_company_id IS NULL`
})
