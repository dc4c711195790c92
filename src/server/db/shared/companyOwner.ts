import type { SqlClient } from "effect/sql"
import type { OrganizationType } from "../../../api/platform/schemas"
import { maybeFirstRow } from "./statements"

/** A company as the rows that belong to it name it: a carrier's reporting company, or an organization as itself (company null). */
export interface Owner {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

/** What the checks of a named company need: the organization's type, and whether the company (when named) is its own. */
export interface OwnerFacts {
  readonly organizationType: OrganizationType
  readonly companyOfOrganization: boolean
}

/** The same company: the rows' reporting_company_id compared with null as a value. */
export const sameOwner = (sql: SqlClient.SqlClient, owner: Owner, alias: string) =>
  sql`${sql(alias)}.organization_id = ${owner.organizationId}
    AND ${sql(alias)}.reporting_company_id IS NOT DISTINCT FROM ${owner.reportingCompanyId}::int`

/** The facts of the organization a request names; undefined when there is no such organization. */
export const ownerFacts = (owner: Owner) =>
  maybeFirstRow(
    (sql) => sql<OwnerFacts>`
      SELECT o.organization_type,
        EXISTS (SELECT 1 FROM reporting_company c WHERE c.id = ${owner.reportingCompanyId}::int AND c.organization_id = o.id)
          AS company_of_organization
      FROM organization o WHERE o.id = ${owner.organizationId}`
  )
