import { allRows, execute } from "../shared/statements"
import { type Employer, filedUnder } from "./organizations"
import { insertRow } from "./storedRows"

/** A driver report option an employer offers: years of data (null = maximum) and a note for its users. */
export const insertDriverReportOption = (owner: Employer, yearsOfData: number | null, note: string | null = null) =>
  insertRow("driver_report_option", { ...filedUnder(owner), years_of_data: yearsOfData, note })

/** The options an employer offers and has not disabled, oldest first. */
export const driverReportOptionsOf = (owner: Employer) =>
  allRows(
    (sql) =>
      sql<{ id: number; yearsOfData: number | null }>`
      SELECT id, years_of_data FROM driver_report_option
      WHERE organization_id = ${owner.organizationId}
        AND reporting_company_id IS NOT DISTINCT FROM ${owner.reportingCompanyId} AND NOT is_disabled
      ORDER BY id`
  )

/** Gives a user one of their employer's options, the one their report form starts with when `isDefault`. */
export const giveDriverReportOption = (userId: number, optionId: number, isDefault: boolean) =>
  execute(
    (sql) =>
      sql`INSERT INTO user_driver_report_option (user_id, driver_report_option_id, is_default)
        VALUES (${userId}, ${optionId}, ${isDefault})`
  )

/** The accounts holding a function but no driver report option, with their employer, by id. */
export const accountsWithoutReportOptions = (functionId: number) =>
  allRows(
    (sql) =>
      sql<{ id: number } & Employer>`
      SELECT DISTINCT u.id, u.organization_id, u.reporting_company_id
      FROM user_function f JOIN portal_user u ON u.id = f.user_id
      WHERE f.function_id = ${functionId}
        AND NOT EXISTS (SELECT 1 FROM user_driver_report_option o WHERE o.user_id = f.user_id)
      ORDER BY u.id`
  )
