import { migration } from "./ddl"

/**
 * Audit records were filed under the corrector's organization. The correction report's scope and
 * filters follow the data's owner (docs/decisions.md), so a record's organization is its reporting
 * company's; the corrector's organization is kept beside it.
 */
export const fileAuditUnderDataOwner = migration(function* (sql) {
  yield* sql`
    UPDATE data_correction d SET organization_id = rc.organization_id
    FROM reporting_company rc
    WHERE rc.id = d.reporting_company_id AND d.organization_id <> rc.organization_id`
})

export default migration(function* (sql) {
  yield* sql`ALTER TABLE data_correction ADD COLUMN corrector_organization_id integer REFERENCES organization (id)`
  yield* sql`UPDATE data_correction SET corrector_organization_id = organization_id`
  yield* sql`ALTER TABLE data_correction ALTER COLUMN corrector_organization_id SET NOT NULL`
  yield* fileAuditUnderDataOwner
  yield* sql`CREATE INDEX data_correction_organization_date ON data_correction (organization_id, corrected_at DESC)`
})
