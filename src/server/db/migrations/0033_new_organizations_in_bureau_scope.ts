import { migration } from "./ddl"

/**
 * The bureau's accounts that hold every organization hold the new ones too (docs/decisions.md): when
 * an organization is created, however it is, each bureau account assigned every earlier organization
 * is assigned it, and each function such an account holds for every earlier organization (for each
 * company of those that have companies, for the organization itself otherwise) is held for it as well.
 * A new organization has no companies yet, so it is held as itself. Earlier organizations are those of
 * smaller id, so that the clients created before this rule, which no one could be assigned, are taken in
 * oldest first.
 */
export default migration(function* (sql) {
  yield* sql.unsafe(`
    CREATE FUNCTION extend_bureau_scope(new_organization integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO user_organization (user_id, organization_id)
      SELECT u.id, new_organization
      FROM portal_user u JOIN organization e ON e.id = u.organization_id
      WHERE e.organization_type = 'IBC' AND u.deleted_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM organization o
          WHERE o.id < new_organization AND o.deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM user_organization a WHERE a.user_id = u.id AND a.organization_id = o.id))
      ON CONFLICT DO NOTHING;

      INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
      SELECT f.user_id, f.function_id, new_organization, held.company_id
      FROM (SELECT DISTINCT user_id, function_id FROM user_function) f
        JOIN portal_user u ON u.id = f.user_id
        JOIN organization e ON e.id = u.organization_id AND e.organization_type = 'IBC'
        JOIN user_organization a ON a.user_id = f.user_id AND a.organization_id = new_organization
        CROSS JOIN LATERAL (
          SELECT c.id AS company_id FROM reporting_company c WHERE c.organization_id = new_organization
          UNION ALL
          SELECT NULL WHERE NOT EXISTS (SELECT 1 FROM reporting_company c WHERE c.organization_id = new_organization)
        ) held
      WHERE u.deleted_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM organization o
          WHERE o.id < new_organization AND o.deleted_at IS NULL
            AND CASE WHEN EXISTS (SELECT 1 FROM reporting_company c WHERE c.organization_id = o.id)
              THEN EXISTS (
                SELECT 1 FROM reporting_company c
                WHERE c.organization_id = o.id
                  AND NOT EXISTS (SELECT 1 FROM user_function g WHERE g.user_id = f.user_id
                    AND g.function_id = f.function_id AND g.organization_id = o.id AND g.reporting_company_id = c.id))
              ELSE NOT EXISTS (SELECT 1 FROM user_function g WHERE g.user_id = f.user_id
                AND g.function_id = f.function_id AND g.organization_id = o.id AND g.reporting_company_id IS NULL)
            END)
      ON CONFLICT DO NOTHING;
    END
    $$`)
  yield* sql.unsafe(`
    CREATE FUNCTION organization_in_bureau_scope() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM extend_bureau_scope(NEW.id);
      RETURN NULL;
    END
    $$`)
  yield* sql`
    CREATE TRIGGER organization_in_bureau_scope AFTER INSERT ON organization
    FOR EACH ROW EXECUTE FUNCTION organization_in_bureau_scope()`
  // The clients created before this rule that no one was assigned, oldest first.
  yield* sql.unsafe(`
    DO $$
    DECLARE client record;
    BEGIN
      FOR client IN SELECT o.id FROM organization o
        WHERE o.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM user_organization a WHERE a.organization_id = o.id)
        ORDER BY o.id LOOP
        PERFORM extend_bureau_scope(client.id);
      END LOOP;
    END
    $$`)
})
