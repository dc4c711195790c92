/** The user a report is generated for: the report is filed under their organization, company and unit. */
export interface Requestor {
  readonly id: number
  readonly firstName: string
  readonly middleName?: string | null
  readonly lastName: string
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  /** The machine client generating the report as this user, when a system calls with its client credentials. */
  readonly machineClientId?: string | undefined
}

/** The requestor's name as reports, 90-day rows and the correction report show it. */
export const requestorName = (r: Pick<Requestor, "firstName" | "middleName" | "lastName">) =>
  [r.firstName, r.middleName, r.lastName].filter(Boolean).join(" ")

/** Who a stored report is filed under: the requestor, the system calling as them, and their organization, company and unit. */
export const filedUnder = (r: Requestor) => ({
  requestorUserId: r.id,
  requestorName: requestorName(r),
  machineClientId: r.machineClientId ?? null,
  organizationId: r.organizationId,
  reportingCompanyId: r.reportingCompanyId,
  unitId: r.unitId
})
