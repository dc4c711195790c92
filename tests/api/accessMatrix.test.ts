import { decodeJwt } from "jose"
import { beforeAll, describe, expect, it } from "vitest"
import { describeAccess, type Access } from "../../src/api/access"
import { maxId } from "../../src/api/fields"
import { FunctionId } from "../../src/api/functions"
import type { UserProfile } from "../../src/api/platform/schemas"
import { bureauOnlyCorrections, correctionRequests, foreignCorrectionRequests } from "./support/correctionRequests"
import { forbiddenToken, operations, sendRaw, type RawRequest, type RawResponse } from "./support/operations"
import { usePortal } from "./support/portal"
import { sdcMatrix } from "./support/sdcMatrix"
import { demoPassword, signIn } from "./support/signIn"
import { craftToken, providerKey, subOf } from "./support/tokens"

const portal = usePortal()
const sdc = sdcMatrix(() => portal)

/** The demo accounts of the README, all of them. */
const accounts = {
  admin: "admin@bureau.example",
  analyst: "analyst@northwind.example",
  disabled: "disabled@northwind.example",
  manager: "manager@northwind.example",
  newcomer: "newcomer@maple.example",
  broker: "broker@harbour.example",
  partner: "partner@claimsdata.example",
  reviewer: "reviewer@laurentian.example"
} as const
type Account = keyof typeof accounts

interface Principal {
  readonly name: string
  readonly token: string | undefined
  /** The account whose functions count; undefined when the token itself must be refused. */
  readonly account: Account | undefined
}

const principals: Array<Principal> = []
const profiles = new Map<Account, UserProfile>()
const tokenOf = (account: Account) => principals.find((p) => p.name === account)!.token

const toronto: ReadonlyArray<readonly [string, string]> = [["ianaTimezone", "America/Toronto"]]
const driver = { jurisdictionCode: "NS", driverLicenceNumber: "MURPH900123456" }
const vin = "1HGDM0A1XT9900001"

/** Data the requests name: each account's own reports, PDF links, the content to put back unchanged. */
const data = {
  driverReport: new Map<Account, number>(),
  vehicleReport: new Map<Account, number>(),
  driverPdf: "",
  vehiclePdf: "",
  systemMessage: undefined as unknown,
  contactUs: { textEn: "", textFr: "" },
  terms: { textEn: "", textFr: "" }
}

const call = (operation: string, request: RawRequest, token: string | undefined) =>
  sendRaw(
    portal.baseUrl,
    operations.find((o) => o.key === operation)!,
    request,
    token
  )

const json = <A>(response: RawResponse): A => {
  if (response.status >= 300) throw new Error(`${response.status}: ${response.text}`)
  return JSON.parse(response.text) as A
}

const holds = (account: Account, functionId: number) =>
  profiles.get(account)!.userFunctions.some((f) => f.functionId === functionId)

/** Accounts whose own reports the others stand in for: admin and manager read the analyst's. */
const reportOwner = (account: Account | undefined): Account => {
  if (account === undefined || account === "admin" || account === "manager" || account === "disabled") return "analyst"
  return account
}

const latestTermsVersion = async () =>
  json<{ version: number }>(await call("publicContent.getTermsOfService", {}, undefined)).version

/** A valid request to each operation, made for the principal: allowed, it succeeds. */
const requests: Record<string, (principal: Principal) => RawRequest | Promise<RawRequest>> = {
  "publicContent.getSystemMessage": () => ({}),
  "publicContent.getTermsOfService": () => ({}),
  "publicContent.getContactUs": () => ({ query: [["lang", "fr"]] }),
  "publicContent.signInLookup": () => ({ query: [["userId", accounts.analyst]] }),
  "publicContent.health": () => ({}),
  "health.live": () => ({}),
  "health.ready": () => ({}),
  "publicContent.clientConfig": () => ({}),
  "functions.list": () => ({}),
  "organizations.getByFunction": () => ({ params: { functionId: String(FunctionId.reportHistory) } }),
  "organizations.list": () => ({}),
  "reportingCompanies.getByOrganization": (p) => ({
    params: { functionId: String(FunctionId.driverReport) },
    query: [["organizationId", String(organizationOf(p))]]
  }),
  "reportingCompanies.getByOrganizationWithoutUserFunction": (p) => ({ query: [["organizationId", String(organizationOf(p))]] }),
  "reportingCompanies.getByOrganizations": (p) => ({
    params: { functionId: String(FunctionId.vehicleReport) },
    body: [organizationOf(p)]
  }),
  "reportingCompanies.getByFunction": () => ({ params: { functionId: String(FunctionId.userAdministration) } }),
  "reportingCompanies.getUserFunctionCompanies": () => ({ params: { functionId: String(FunctionId.driverReport) } }),
  "reportingCompanies.getCompaniesByUserFunction": () => ({ params: { id: String(FunctionId.reportHistory) } }),
  "reportingCompanies.getUserFunctionCompaniesByOrganizations": (p) => ({
    params: { functionId: String(FunctionId.vehicleReport) },
    body: [organizationOf(p)]
  }),
  "reportingCompanies.list": () => ({}),
  "jurisdictions.list": () => ({}),
  "contentAdministration.putSystemMessage": () => ({ body: data.systemMessage }),
  "contentAdministration.putTermsOfService": () => ({ body: data.terms }),
  "contentAdministration.putContactUs": () => ({ body: data.contactUs }),
  "users.getUserConnected": () => ({}),
  "users.whoAmI": () => ({}),
  // The caller's own data: the token names the account, nothing else is sent.
  "myData.export": () => ({}),
  "users.markTermsOfUseAsAccepted": async () => ({ body: { version: await latestTermsVersion() } }),
  "accountSessions.list": () => ({}),
  // A second session of the principal's own account, made for the call: its own session goes on for the next cells.
  "accountSessions.end": async (p) => ({ params: { id: await secondSessionOf(p) } }),
  // The account's own password, set again: it stays the demo password.
  "password.changeMyPassword": () => ({
    body: { currentPassword: demoPassword, newPassword: demoPassword, confirmPassword: demoPassword }
  }),
  // The account's own password, given again in the session.
  "reauthentication.reauthenticate": () => ({ body: { password: demoPassword } }),
  "units.getByOrganization": (p) => ({ query: [["organizationId", String(organizationOf(p))]] }),
  "driverReports.search": () => ({ body: driver }),
  "driverReports.generateReport": () => ({ query: toronto, body: { ...driver, comment: null, driverReportOption: null } }),
  "quoteReports.generateQuoteReports": () => ({
    query: toronto,
    body: { drivers: [driver], comment: null, driverReportOption: null }
  }),
  "driverReports.getById": (p) => ({
    params: { reportId: String(data.driverReport.get(reportOwner(p.account))), contextId: "0" }
  }),
  "driverReports.regenerateReport": (p) => ({
    params: { id: String(data.driverReport.get(reportOwner(p.account))) },
    query: toronto
  }),
  "driverReports.generateReportPdf": (p) => ({
    params: { id: String(data.driverReport.get(reportOwner(p.account))) },
    query: [["lng", "english"]]
  }),
  "driverReports.historySearch": () => ({
    query: [
      ["PageNumber", "1"],
      ["pageSize", "10"]
    ]
  }),
  "driverReports.requestorNameSearch": () => ({ query: [["name", "mo"]] }),
  "reportFiles.getPdf": () => ({ params: { fileId: data.driverPdf } }),
  "vehicleReports.generate": () => ({ params: { vin }, query: toronto }),
  "vehicleReports.generatePdf": (p) => ({
    query: [["lng", "french"]],
    body: { reportId: data.vehicleReport.get(reportOwner(p.account)) }
  }),
  "vehicleReportFiles.getPdf": () => ({ params: { fileId: data.vehiclePdf } }),
  "ninetyDays.search": () => ({ query: [["PageNumber", "1"]], body: { reviewStatus: 0, ianaTimezone: "America/Toronto" } }),
  "ninetyDays.unreadCount": () => ({}),
  ...sdc.requests,
  "correctionReport.search": () => ({
    body: { fromDate: new Date().toISOString().slice(0, 10), toDate: new Date().toISOString().slice(0, 10), ianaTimezone: "UTC" }
  }),
  "monitoring.reportClientEvent": () => ({ body: { kind: "pageLoad", page: "/home", durationMs: 812 } }),
  "userAdministration.search": () => ({ query: [["status", "1"]] }),
  "usageReport.usageReport": () => {
    const today = new Date().toISOString().slice(0, 10)
    return { body: { fromDate: today, toDate: today, ianaTimezone: "UTC" } }
  },
  "userAccessReport.search": () => ({ body: { userStatus: 1, ianaTimezone: "UTC" } }),
  "userAccessReport.details": () => ({ params: { id: String(profiles.get("analyst")!.id) } }),
  "userAdministration.create": () => ({ body: newUserPayload("northwind") }),
  "userAdministration.get": () => ({ params: { id: String(profiles.get("analyst")!.id) } }),
  "userAdministration.update": async (p) => ({
    params: { id: String(profiles.get("analyst")!.id) },
    body: { ...(await analystAsSaved(p)), isDisabled: false }
  }),
  "userAdministration.delete": async (p) => ({ params: { id: String(await invitedUser(p)) }, query: [["hardDelete", "false"]] }),
  "userAdministration.invite": async (p) => ({ params: { id: String(await invitedUser(p)) } }),
  "userAdministration.copyProfiles": () => ({ params: { email: accounts.analyst } }),
  "userAdministration.grantable": () => ({}),
  "userAdministration.driverReportOptions": (p) => ({ params: { organizationId: String(organizationOf(p)) } }),
  "userAdministration.findByOrganization": (p) => ({ params: { id: String(organizationOf(p)) } }),
  "userAdministration.list": () => ({}),
  "userAdministration.userDriverReportOptions": () => ({ query: [["userId", String(profiles.get("analyst")!.id)]] }),
  "secondFactor.status": () => ({ params: { id: String(profiles.get("analyst")!.id) } }),
  "secondFactor.reset": async () => ({ params: { id: String(await enrolledAnalyst()) } }),
  "companyUnits.create": () => ({ body: { ...unitNames(), ...profileCompany() } }),
  "companyUnits.update": async (p) => ({
    params: { id: String(await companyItem(p, "unit")) },
    body: { ...unitNames(), ...profileCompany() }
  }),
  "companyUnits.delete": async (p) => ({ params: { id: String(await companyItem(p, "unit")) } }),
  "companyUnits.get": async (p) => ({ params: { id: String(await companyItem(p, "unit")) } }),
  "companyDriverReportOptions.create": async () => ({ body: await matrixOption(profileCompany()) }),
  "companyDriverReportOptions.update": async (p) => {
    const id = await companyItem(p, "option")
    const [row] = await portal.sql(
      (sql) => sql<{ yearsOfData: number | null }>`SELECT years_of_data FROM driver_report_option WHERE id = ${id}`
    )
    return { params: { id: String(id) }, body: { yearsOfData: row?.yearsOfData ?? null, note: "Matrix", ...profileCompany() } }
  },
  "companyDriverReportOptions.delete": async (p) => ({ params: { id: String(await companyItem(p, "option")) } }),
  "companyDriverReportOptions.get": async (p) => ({ params: { id: String(await companyItem(p, "option")) } }),
  "notificationRecipients.create": () => ({ body: { email: `${freshLabel("matrix")}@northwind.example`, ...profileCompany() } }),
  "notificationRecipients.update": async (p) => ({
    params: { id: String(await companyItem(p, "recipient")) },
    body: { email: `${freshLabel("matrix")}@northwind.example`, ...profileCompany() }
  }),
  "notificationRecipients.delete": async (p) => ({ params: { id: String(await companyItem(p, "recipient")) } }),
  "notificationRecipients.get": async (p) => ({ params: { id: String(await companyItem(p, "recipient")) } }),
  "notificationRecipients.getByOrganization": () => companyListRequest(profileCompany()),
  "permittedDomains.create": () => ({ body: { domain: `@${freshLabel("matrix")}.example`, ...profileCompany() } }),
  "permittedDomains.update": async (p) => ({
    params: { id: String(await companyItem(p, "domain")) },
    body: { domain: `@${freshLabel("matrix")}.example`, ...profileCompany() }
  }),
  "permittedDomains.delete": async (p) => ({ params: { id: String(await companyItem(p, "domain")) } }),
  "permittedDomains.get": async (p) => ({ params: { id: String(await companyItem(p, "domain")) } }),
  "permittedDomains.getByOrganization": () => companyListRequest(profileCompany()),
  "organizationCompany.get": () => ({ query: companyQuery(profileCompany()) }),
  // The setting put back as it is.
  "organizationCompany.update": async () => {
    const setting = await settingOf(profileCompany())
    return { params: { id: String(setting!.id) }, body: { isIbcCredentials: setting!.isIbcCredentials, ...profileCompany() } }
  },
  // For the one account that will make it, the company's setting is removed first and made again as it was.
  "organizationCompany.create": async (p) => {
    const setting = await settingOf(profileCompany())
    if (p.account === "admin") await portal.sql((sql) => sql`DELETE FROM organization_company_setting WHERE id = ${setting!.id}`)
    return {
      params: { id: String(profileCompany().organizationId) },
      body: { isIbcCredentials: setting?.isIbcCredentials ?? false, ...profileCompany() }
    }
  },
  "b2cProviders.list": () => ({}),
  "b2cProviders.find": () => ({ query: [["email", accounts.reviewer]] }),
  "b2cProviders.create": () => ({ body: matrixProvider() }),
  "b2cProviders.update": async (p) => ({ params: { id: String(await settingsItem(p, "provider")) }, body: matrixProvider() }),
  "b2cProviders.delete": async (p) => ({ params: { id: String(await settingsItem(p, "provider")) } }),
  "b2cClientOrganizations.list": () => ({}),
  "b2cClientOrganizations.mappableOrganizations": () => ({}),
  "b2cClientOrganizations.mappableCompanies": () => ({
    query: [["organizationId", String(profileCompany().organizationId)]]
  }),
  "b2cClientOrganizations.mappableUsers": () => ({ query: companyQuery(profileCompany()) }),
  "b2cClientOrganizations.create": () => ({ body: matrixMapping() }),
  "b2cClientOrganizations.update": async (p) => ({
    params: { id: String(await settingsItem(p, "mapping")) },
    body: matrixMapping()
  }),
  "b2cClientOrganizations.delete": async (p) => ({ params: { id: String(await settingsItem(p, "mapping")) } }),
  // An enabled mapping restored is answered as it is.
  "b2cClientOrganizations.restore": async (p) => ({ params: { id: String(await settingsItem(p, "mapping")) } }),
  // A mapping of the matrix's own, so that the demo machine client keeps its secret.
  "machineClients.issueSecret": async (p) => ({ params: { id: String(await settingsItem(p, "mapping")) } }),
  "webhooks.getEndpoint": () => ({ query: companyQuery(profileCompany()) }),
  "webhooks.setEndpoint": () => ({ body: { ...profileCompany(), url: matrixEndpointUrl, eventTypes: ["report.corrected"] } }),
  "webhooks.rotateSecret": async (p) => ({ body: await withEndpoint(p) }),
  "webhooks.deleteEndpoint": async (p) => ({ query: companyQuery(await withEndpoint(p)) }),
  "webhooks.sendTestEvent": async (p) => ({ body: await withEndpoint(p) }),
  "webhooks.deliveries": () => ({ query: [...companyQuery(profileCompany()), ["pageSize", "5"]] }),
  "clients.list": () => ({}),
  "clients.get": () => ({ params: { id: String(profiles.get("broker")!.organizationId), typeId: "4" } }),
  "clients.clientTypes": () => ({}),
  "clients.sponsor": async () => ({ params: { id: String(await brokerSponsor()) } }),
  "clients.sponsors": () => ({ params: { id: String(profiles.get("broker")!.organizationId) } }),
  "clients.create": () => ({ body: matrixClient() }),
  "clients.createSponsor": async () => ({ body: { clientId: await newMatrixClient(), ...profileCompany() } }),
  "clients.update": async () => ({ params: { id: String(await newMatrixClient()) }, body: matrixClient() }),
  "clients.delete": async () => ({ params: { id: String(await newMatrixClient()) } }),
  "clients.deleteSponsor": async () => ({ params: { id: String(await newMatrixSponsor()) } }),
  ...Object.fromEntries(
    Object.entries(correctionRequests(() => portal.baseUrl)).map(([key, build]) => [
      key,
      (p: Principal) => build({ token: p.token, corrects: correctsNorthwind(p) })
    ])
  )
}

/** A new broker client's payload, of letters and digits only (clients and sponsors). */
const matrixClient = () => ({
  code: freshLabel("M"),
  nameEn: freshLabel("Matrix"),
  nameFr: freshLabel("Matrice"),
  clientTypeId: 4,
  isActive: true
})
/** A new broker client without users, to change, delete or sponsor. */
const newMatrixClient = async () => {
  const client = matrixClient()
  const [row] = await portal.sql(
    (sql) => sql<{ id: number }>`
      INSERT INTO organization (organization_type, name_en, name_fr, code, identity_domain, client_type_id)
      VALUES ('Broker', ${client.nameEn}, ${client.nameFr}, ${client.code}, 'portal', 4) RETURNING id`
  )
  return row!.id
}
/** A sponsor of a new broker without employees, which may be removed. */
const newMatrixSponsor = async () => {
  const clientId = await newMatrixClient()
  const owner = profileCompany()
  const [row] = await portal.sql(
    (sql) => sql<{ id: number }>`
      INSERT INTO sponsor (client_organization_id, organization_id, reporting_company_id)
      VALUES (${clientId}, ${owner.organizationId}, ${owner.reportingCompanyId}) RETURNING id`
  )
  return row!.id
}
/** The demo broker's sponsor. */
const brokerSponsor = async () => {
  const [row] = await portal.sql(
    (sql) => sql<{ id: number }>`
      SELECT id FROM sponsor WHERE client_organization_id = ${profiles.get("broker")!.organizationId} AND NOT is_disabled LIMIT 1`
  )
  return row!.id
}

let newUsers = 0
/** A new account of Northwind General (or Maple Leaf's, which the manager does not manage) holding the vehicle report. */
const newUserPayload = (employer: "northwind" | "maple") => {
  const owner = profiles.get(employer === "northwind" ? "analyst" : "newcomer")!
  const email = `matrix.${Date.now().toString(36)}.${newUsers++}@${employer}.example`
  return {
    userType: 1,
    userId: email,
    firstName: "Matrix",
    middleName: null,
    lastName: "User",
    email,
    mfaPhone: null,
    organizationId: owner.organizationId,
    reportingCompanyId: owner.reportingCompanyId,
    unitId: null,
    assignedOrganizationsIds: [owner.organizationId],
    functions: [{ functionId: FunctionId.vehicleReport, companies: [] }],
    driverReportOptions: []
  }
}

/** The analyst's profile as the administration reads it, in the shape a save sends. */
const analystAsSaved = async (p: Principal) => {
  if (p.account === undefined || p.account === "disabled" || !holds(p.account, FunctionId.userAdministration))
    return newUserPayload("northwind")
  const user = json<Record<string, unknown>>(
    await call("userAdministration.get", { params: { id: String(profiles.get("analyst")!.id) } }, tokenOf("admin"))
  )
  const fields = ["userType", "userId", "firstName", "middleName", "lastName", "email", "mfaPhone", "organizationId"]
  const more = ["reportingCompanyId", "unitId", "assignedOrganizationsIds", "functions", "driverReportOptions"]
  return Object.fromEntries([...fields, ...more].map((key) => [key, user[key]]))
}

/** The analyst with a second factor again (a reset removes it), for an administrator to reset. */
const enrolledAnalyst = async () => {
  const id = profiles.get("analyst")!.id
  await portal.sql(
    (sql) => sql`INSERT INTO second_factor (user_id, sealed_secret) VALUES (${id}, 'v1.sealed') ON CONFLICT (user_id) DO NOTHING`
  )
  return id
}

/** For an administrator, a new account nobody has signed in to (to delete or invite); for anyone else, any id. */
const invitedUser = async (p: Principal) => {
  if (p.account === undefined || p.account === "disabled" || !holds(p.account, FunctionId.userAdministration))
    return profiles.get("analyst")!.id
  await portal.sql(
    (sql) => sql`
      INSERT INTO permitted_domain (organization_id, reporting_company_id, domain)
      SELECT ${profiles.get("analyst")!.organizationId}, ${profiles.get("analyst")!.reportingCompanyId}, '@northwind.example'
      WHERE NOT EXISTS (SELECT 1 FROM permitted_domain WHERE reporting_company_id = ${profiles.get("analyst")!.reportingCompanyId}
        AND domain = '@northwind.example' AND NOT is_disabled)`
  )
  return json<{ id: number }>(await call("userAdministration.create", { body: newUserPayload("northwind") }, tokenOf("admin"))).id
}

interface CompanyOwner {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}
/** The company the company profile requests name: Northwind General, which admin and manager administer. */
const profileCompany = (): CompanyOwner => ({
  organizationId: profiles.get("analyst")!.organizationId,
  reportingCompanyId: profiles.get("analyst")!.reportingCompanyId
})
/** Maple Leaf Mutual's company, which the manager does not administer. */
const mapleCompany = (): CompanyOwner => ({
  organizationId: profiles.get("newcomer")!.organizationId,
  reportingCompanyId: profiles.get("newcomer")!.reportingCompanyId
})
let labels = 0
/** Letters and digits only, new at each call: unit names, recipients and domains never repeat. */
const freshLabel = (prefix: string) => `${prefix}${Date.now().toString(36)}${labels++}`
/** A unit's English and French names, new each time. */
const unitNames = () => {
  const label = freshLabel("Matrix")
  return { nameEn: label, nameFr: `${label}Fr` }
}
const companyQuery = (owner: CompanyOwner): Array<[string, string]> => [
  ["organizationId", String(owner.organizationId)],
  ...(owner.reportingCompanyId === null ? [] : [["reportingCompanyId", String(owner.reportingCompanyId)] as [string, string]])
]
const companyListRequest = (owner: CompanyOwner): RawRequest => ({
  params: { organizationId: String(owner.organizationId) },
  query: companyQuery(owner).filter(([name]) => name !== "organizationId")
})
const settingOf = async (owner: CompanyOwner) =>
  (
    await portal.sql(
      (sql) => sql<{ id: number; isIbcCredentials: boolean }>`
        SELECT id, is_ibc_credentials FROM organization_company_setting
        WHERE organization_id = ${owner.organizationId} AND reporting_company_id IS NOT DISTINCT FROM ${owner.reportingCompanyId}::int`
    )
  )[0]

/** A new option nobody holds, of years the company has free: the matrix's earlier ones are deleted first. */
const matrixOption = async (owner: CompanyOwner) => {
  await portal.sql(
    (sql) => sql`
      UPDATE driver_report_option d SET is_disabled = true
      WHERE d.note = 'Matrix' AND NOT EXISTS (SELECT 1 FROM user_driver_report_option r WHERE r.driver_report_option_id = d.id)`
  )
  const [free] = await portal.sql(
    (sql) => sql<{ years: number }>`
      SELECT y AS years FROM generate_series(6, 25) AS y
      WHERE NOT EXISTS (SELECT 1 FROM driver_report_option d WHERE d.organization_id = ${owner.organizationId}
        AND d.reporting_company_id IS NOT DISTINCT FROM ${owner.reportingCompanyId}::int AND NOT d.is_disabled AND d.years_of_data = y)
      ORDER BY y LIMIT 1`
  )
  return { yearsOfData: free!.years, note: "Matrix", assignToAllUsers: false, makeDefaultDRO: false, ...owner }
}

const itemCalls = {
  unit: { operation: "companyUnits.create", body: (owner: CompanyOwner) => ({ ...unitNames(), ...owner }) },
  option: { operation: "companyDriverReportOptions.create", body: matrixOption },
  recipient: {
    operation: "notificationRecipients.create",
    body: (owner: CompanyOwner) => ({ email: `${freshLabel("matrix")}@northwind.example`, ...owner })
  },
  domain: {
    operation: "permittedDomains.create",
    body: (owner: CompanyOwner) => ({ domain: `@${freshLabel("matrix")}.example`, ...owner })
  }
} as const

/**
 * For a company administrator, a new item of the company (made by the bureau administrator, so that
 * a delete finds it unlinked); for anyone else, any id, since they are refused before it is read.
 */
const companyItem = async (p: Principal, kind: keyof typeof itemCalls, owner = profileCompany()) => {
  if (p.account === undefined || p.account === "disabled" || !holds(p.account, FunctionId.companyAdministration)) return 1
  const { operation, body } = itemCalls[kind]
  return json<{ id: number }>(await call(operation, { body: await body(owner) }, tokenOf("admin"))).id
}
const mapleItem = (kind: keyof typeof itemCalls) =>
  companyItem(
    principals.find((p) => p.name === "admin")!,
    kind,
    mapleCompany()
  )

/** The address the matrix sets as Northwind General's endpoint for events (nothing answers there). */
const matrixEndpointUrl = "https://events.matrix.example/portal"
/** For a company administrator, Northwind General with an endpoint (set by the bureau administrator); for anyone else, the company alone. */
const withEndpoint = async (p: Principal) => {
  if (p.account !== undefined && p.account !== "disabled" && holds(p.account, FunctionId.companyAdministration))
    json(
      await call(
        "webhooks.setEndpoint",
        { body: { ...profileCompany(), url: matrixEndpointUrl, eventTypes: ["report.corrected"] } },
        tokenOf("admin")
      )
    )
  return profileCompany()
}

/** A claims provider of a new e-mail domain (settings tab 1). */
const matrixProvider = () => ({ emailDomainName: `${freshLabel("matrix")}.example`, b2cDomainName: "login.matrix.example" })
/** A client identifier mapping of a new client id, to the analyst at Northwind General (settings tab 2). */
const matrixMapping = () => ({
  clientId: freshLabel("matrix"),
  ...profileCompany(),
  userAccountId: profiles.get("analyst")!.id,
  isVendor: false
})
/** For a holder of manageSystemFunction, a new provider or mapping (made by the bureau administrator); for anyone else, any id. */
const settingsItem = async (p: Principal, kind: "provider" | "mapping") => {
  if (p.account === undefined || p.account === "disabled" || !holds(p.account, FunctionId.manageSystemFunction)) return 1
  const [operation, body] =
    kind === "provider" ? ["b2cProviders.create", matrixProvider()] : ["b2cClientOrganizations.create", matrixMapping()]
  return json<{ id: number }>(await call(operation, { body }, tokenOf("admin"))).id
}

/** Holds dataCorrection for Northwind General (whose data the correction requests change). */
const correctsNorthwind = (p: Principal) =>
  p.account !== undefined && p.account !== "disabled" && holds(p.account, FunctionId.dataCorrection)

/** Corrections for bureau users only: another corrector is refused whatever the request. */
const bureauOnlyRefusal = (operation: string, p: Principal): Outcome | undefined => {
  // Laurentian's people sign in through their carrier: the portal holds no password of theirs to ask again or change.
  const portalPasswordOnly = operation === "reauthentication.reauthenticate" || operation === "password.changeMyPassword"
  if (portalPasswordOnly && p.account === "reviewer") return "403 NOT_ALLOWED_TO_MANAGE"
  return bureauOnlyCorrections.has(operation) && correctsNorthwind(p) && !profiles.get(p.account!)!.isIbc
    ? "403 NOT_ALLOWED_TO_MANAGE"
    : undefined
}

/** A new session of the principal's account (its sid), for one that can sign in; any id for the others. */
const secondSessionOf = async (p: Principal) => {
  if (p.account === undefined || p.account === "disabled") return "no-such-session"
  return decodeJwt((await signIn(portal.baseUrl, accounts[p.account])).accessToken).sid as string
}

const organizationOf = (p: Principal) =>
  profiles.get(p.account ?? "admin")?.organizationId ?? profiles.get("analyst")!.organizationId

type Outcome = "allowed" | "401" | "403 ACCOUNT_DISABLED" | "403 FUNCTION_NOT_ALLOWED" | "403 NOT_ALLOWED_TO_MANAGE"

/** What the annotation says this principal gets: the independent expectation each cell is checked against. */
const expectedOutcome = (access: Access, principal: Principal, request: RawRequest): Outcome => {
  if (access._tag === "Public" || access._tag === "Link") return "allowed"
  if (principal.account === undefined) return "401"
  if (principal.account === "disabled") return "403 ACCOUNT_DISABLED"
  switch (access._tag) {
    case "SignedIn":
      return "allowed"
    case "Functions":
      if (!access.anyOf.some((id) => holds(principal.account!, id))) return "403 FUNCTION_NOT_ALLOWED"
      return access.bureauStaff && !profiles.get(principal.account)!.isIbc ? "403 NOT_ALLOWED_TO_MANAGE" : "allowed"
    case "FunctionInPath":
      return holds(principal.account, Number(request.params![access.param])) ? "allowed" : "403 FUNCTION_NOT_ALLOWED"
  }
}

const outcomeOf = (response: RawResponse): Outcome | `other ${number}` => {
  if (response.status >= 200 && response.status < 300) return "allowed"
  if (response.status === 401) return "401"
  if (response.status === 403) return `403 ${forbiddenToken(response)}` as Outcome
  return `other ${response.status}`
}

beforeAll(async () => {
  const key = await providerKey(portal)
  const adminSub = await subOf(portal, accounts.admin)
  principals.push({ name: "no token", token: undefined, account: undefined })
  principals.push({
    name: "expired token",
    token: await craftToken(portal, key, { sub: adminSub, exp: Math.floor(Date.now() / 1000) - 60 }),
    account: undefined
  })
  principals.push({
    name: "token of another audience",
    token: await craftToken(portal, key, { sub: adminSub, aud: "another-api" }),
    account: undefined
  })
  for (const [account, email] of Object.entries(accounts) as Array<[Account, string]>) {
    // The disabled account cannot finish a sign-in; a token the provider would have signed stands for one it kept.
    const token =
      account === "disabled"
        ? await craftToken(portal, key, { sub: await subOf(portal, email) })
        : (await signIn(portal.baseUrl, email)).accessToken
    principals.push({ name: account, token, account })
    if (account !== "disabled") profiles.set(account, json(await call("users.getUserConnected", {}, token)))
  }

  for (const owner of ["analyst", "newcomer", "broker", "partner", "reviewer"] as const) {
    const token = tokenOf(owner)
    if (holds(owner, FunctionId.driverReport)) {
      const report = json<{ id: number }>(
        await call(
          "driverReports.generateReport",
          await requests["driverReports.generateReport"]!({ name: owner, token, account: owner }),
          token
        )
      )
      data.driverReport.set(owner, report.id)
    }
    const vehicle = json<{ id: number }>(await call("vehicleReports.generate", { params: { vin }, query: toronto }, token))
    data.vehicleReport.set(owner, vehicle.id)
  }
  const admin = tokenOf("admin")
  const driverLink = json<{ link: string }>(
    await call(
      "driverReports.generateReportPdf",
      { params: { id: String(data.driverReport.get("analyst")) }, query: [["lng", "english"]] },
      admin
    )
  ).link
  data.driverPdf = driverLink.split("/").pop()!
  const vehicleLink = json<{ link: string }>(
    await call(
      "vehicleReports.generatePdf",
      { query: [["lng", "french"]], body: { reportId: data.vehicleReport.get("analyst") } },
      admin
    )
  ).link
  data.vehiclePdf = vehicleLink.split("/").pop()!
  data.systemMessage = json(await call("publicContent.getSystemMessage", {}, undefined))
  const terms = json<{ textEn: string; textFr: string }>(await call("publicContent.getTermsOfService", {}, undefined))
  data.terms = { textEn: terms.textEn, textFr: terms.textFr }
  const contact = async (lang: string) =>
    json<{ text: string }>(await call("publicContent.getContactUs", { query: [["lang", lang]] }, undefined)).text
  data.contactUs = { textEn: await contact("en"), textFr: await contact("fr") }
})

describe("the authorization matrix of the contract", () => {
  it("declares who may call every operation", () => {
    const undeclared = operations.filter((o) => o.access === undefined).map((o) => o.key)
    expect(undeclared).toEqual([])
  })

  it("answers every operation × every demo account and bad token exactly as the operation declares", async () => {
    const mismatches: Array<string> = []
    let cells = 0
    let malformed = 0
    const started = performance.now()
    for (const operation of operations) {
      const request = requests[operation.key]
      expect(request, `${operation.key} needs a request in the matrix`).toBeDefined()
      for (const principal of principals) {
        const raw = await request!(principal)
        const response = await sendRaw(portal.baseUrl, operation, raw, principal.token)
        const expected = bureauOnlyRefusal(operation.key, principal) ?? expectedOutcome(operation.access!, principal, raw)
        const actual = outcomeOf(response)
        cells++
        if (actual !== expected) {
          mismatches.push(
            `${operation.key} as ${principal.name}: expected ${expected}, got ${actual} ${response.text.slice(0, 200)}`
          )
        }
        // The function is checked before the request is read: a malformed one is refused the same way.
        if (expected === "403 FUNCTION_NOT_ALLOWED" && operation.access!._tag === "Functions") {
          const params = Object.fromEntries(Object.keys(raw.params ?? {}).map((k) => [k, "x"]))
          const garbage: RawRequest = { params, query: [["x", "1"]], body: "{" }
          const refusal = outcomeOf(await sendRaw(portal.baseUrl, operation, garbage, principal.token))
          malformed++
          if (refusal !== expected) mismatches.push(`${operation.key} as ${principal.name}, malformed: got ${refusal}`)
        }
      }
    }
    console.log(
      `Authorization matrix: ${operations.length} operations × ${principals.length} principals = ${cells} cells, and ${malformed} malformed requests refused before reading, in ${Math.round(performance.now() - started)} ms`
    )
    expect(mismatches).toEqual([])
    // Every cell is a real call, some with a sign-in of their own (a second session to end): minutes on a loaded machine.
  }, 180_000)

  it("refuses a function the path names, however the number is spelt, to a user who does not hold it", async () => {
    const inPath = operations.filter((o) => o.access?._tag === "FunctionInPath")
    expect(inPath.length).toBeGreaterThan(0)
    const notHeld = Object.values(FunctionId).find((id) => !holds("analyst", id))!
    const spellings = [String(notHeld), `00${notHeld}`, String(maxId)]
    for (const operation of inPath) {
      const param = (operation.access as Extract<Access, { _tag: "FunctionInPath" }>).param
      const base = await requests[operation.key]!(principals.find((p) => p.name === "analyst")!)
      for (const spelling of spellings) {
        const response = await sendRaw(
          portal.baseUrl,
          operation,
          { ...base, params: { ...base.params, [param]: spelling } },
          tokenOf("analyst")
        )
        expect(response.status, `${operation.key} with ${param} ${spelling}: ${response.text}`).toBe(403)
        expect(forbiddenToken(response)).toBe("FUNCTION_NOT_ALLOWED")
      }
    }
  })

  it("states each operation's access in the OpenAPI document", async () => {
    const document = (await (await fetch(`${portal.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string; "x-access"?: Access }>>
    }
    for (const operation of operations) {
      const path = operation.path.replace(/:(\w+)/g, "{$1}")
      const described = document.paths[path]?.[operation.method.toLowerCase()]
      expect(described?.["x-access"], operation.key).toEqual(operation.access)
      expect(described?.description, operation.key).toContain(describeAccess(operation.access!))
    }
  })
})

/** A company-scoped operation tried on another company's data: the request and who tries it. */
const foreign: Record<
  string,
  ReadonlyArray<{ readonly as: Account; readonly request: () => RawRequest | Promise<RawRequest>; readonly status: number }>
> = {
  ...Object.fromEntries(
    Object.entries(
      foreignCorrectionRequests(
        () => portal.baseUrl,
        () => tokenOf("manager")!
      )
    ).map(([key, cases]) => [key, cases.map((c) => ({ as: "manager" as const, ...c }))])
  ),
  ...Object.fromEntries(
    Object.entries(sdc.foreign).map(([key, cases]) => [key, cases.map((c) => ({ as: "manager" as const, ...c }))])
  ),
  "driverReports.getById": [
    {
      as: "newcomer",
      request: () => ({ params: { reportId: String(data.driverReport.get("analyst")), contextId: "0" } }),
      status: 404
    },
    {
      as: "broker",
      request: () => ({ params: { reportId: String(data.driverReport.get("analyst")), contextId: "0" } }),
      status: 404
    },
    {
      as: "analyst",
      request: () => ({ params: { reportId: String(data.driverReport.get("newcomer")), contextId: "0" } }),
      status: 404
    },
    {
      as: "manager",
      request: () => ({ params: { reportId: String(data.driverReport.get("broker")), contextId: "0" } }),
      status: 404
    }
  ],
  "driverReports.regenerateReport": [
    {
      as: "newcomer",
      request: () => ({ params: { id: String(data.driverReport.get("analyst")) }, query: toronto }),
      status: 404
    },
    { as: "manager", request: () => ({ params: { id: String(data.driverReport.get("newcomer")) }, query: toronto }), status: 404 }
  ],
  "driverReports.generateReportPdf": [
    {
      as: "broker",
      request: () => ({ params: { id: String(data.driverReport.get("analyst")) }, query: [["lng", "english"]] }),
      status: 404
    },
    {
      as: "analyst",
      request: () => ({ params: { id: String(data.driverReport.get("broker")) }, query: [["lng", "french"]] }),
      status: 404
    }
  ],
  "vehicleReports.generatePdf": [
    {
      as: "partner",
      request: () => ({ query: [["lng", "english"]], body: { reportId: data.vehicleReport.get("analyst") } }),
      status: 404
    },
    {
      as: "analyst",
      request: () => ({ query: [["lng", "english"]], body: { reportId: data.vehicleReport.get("partner") } }),
      status: 404
    },
    {
      as: "newcomer",
      request: () => ({ query: [["lng", "english"]], body: { reportId: data.vehicleReport.get("broker") } }),
      status: 404
    }
  ],
  "driverReports.historySearch": [
    {
      as: "analyst",
      request: () => ({ query: [["reportingCompanyId", String(profiles.get("newcomer")!.reportingCompanyId)]] }),
      status: 403
    },
    {
      as: "manager",
      request: () => ({ query: [["organizationId", String(profiles.get("newcomer")!.organizationId)]] }),
      status: 403
    }
  ],
  "driverReports.requestorNameSearch": [
    {
      as: "analyst",
      request: () => ({
        query: [
          ["name", "mo"],
          ["reportingCompanyId", String(profiles.get("newcomer")!.reportingCompanyId)]
        ]
      }),
      status: 403
    },
    {
      as: "manager",
      request: () => ({
        query: [
          ["name", "mo"],
          ["organizationId", String(profiles.get("newcomer")!.organizationId)]
        ]
      }),
      status: 403
    }
  ],
  "ninetyDays.search": [
    {
      as: "manager",
      request: () => ({ body: { reviewStatus: 0, reportingCompanyId: profiles.get("newcomer")!.reportingCompanyId } }),
      status: 403
    },
    {
      as: "manager",
      request: () => ({ body: { reviewStatus: 0, organizationId: profiles.get("newcomer")!.organizationId } }),
      status: 403
    }
  ],
  ...Object.fromEntries(
    (["getEndpoint", "deliveries", "deleteEndpoint"] as const).map((name) => [
      `webhooks.${name}`,
      [{ as: "manager" as const, request: () => ({ query: companyQuery(mapleCompany()) }), status: 403 }]
    ])
  ),
  "webhooks.setEndpoint": [
    {
      as: "manager",
      request: () => ({ body: { ...mapleCompany(), url: matrixEndpointUrl, eventTypes: ["report.corrected"] } }),
      status: 403
    }
  ],
  "webhooks.rotateSecret": [{ as: "manager", request: () => ({ body: mapleCompany() }), status: 403 }],
  "webhooks.sendTestEvent": [{ as: "manager", request: () => ({ body: mapleCompany() }), status: 403 }],
  // A count of the caller's own companies' rows: nothing of another company's to refuse.
  "ninetyDays.unreadCount": [{ as: "manager", request: () => ({}), status: 200 }],
  "correctionReport.search": [
    {
      as: "manager",
      request: () => {
        const today = new Date().toISOString().slice(0, 10)
        return {
          body: { fromDate: today, toDate: today, ianaTimezone: "UTC", organizationId: profiles.get("newcomer")!.organizationId }
        }
      },
      status: 403
    }
  ],
  "usageReport.usageReport": [
    {
      as: "manager",
      request: () => {
        const today = new Date().toISOString().slice(0, 10)
        return {
          body: { fromDate: today, toDate: today, ianaTimezone: "UTC", organizationId: profiles.get("newcomer")!.organizationId }
        }
      },
      status: 403
    }
  ],
  "userAccessReport.search": [
    {
      as: "manager",
      request: () => ({ body: { userStatus: 1, ianaTimezone: "UTC", organizationId: profiles.get("newcomer")!.organizationId } }),
      status: 403
    }
  ],
  "userAccessReport.details": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.id) } }), status: 404 }
  ],
  "userAdministration.search": [
    {
      as: "manager",
      request: () => ({
        query: [
          ["status", "1"],
          ["organizationId", String(profiles.get("newcomer")!.organizationId)]
        ]
      }),
      status: 403
    }
  ],
  "userAdministration.create": [{ as: "manager", request: () => ({ body: newUserPayload("maple") }), status: 403 }],
  "userAdministration.get": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.id) } }), status: 404 }
  ],
  "userAdministration.update": [
    {
      as: "manager",
      request: () => ({
        params: { id: String(profiles.get("newcomer")!.id) },
        body: { ...newUserPayload("maple"), isDisabled: true }
      }),
      status: 404
    }
  ],
  "userAdministration.delete": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.id) } }), status: 404 }
  ],
  "userAdministration.invite": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.id) } }), status: 404 }
  ],
  "secondFactor.status": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.id) } }), status: 404 }
  ],
  "secondFactor.reset": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.id) } }), status: 404 }
  ],
  // Another company's user is not offered to copy: the list comes back empty.
  "userAdministration.copyProfiles": [{ as: "manager", request: () => ({ params: { email: accounts.newcomer } }), status: 200 }],
  // The caller's own grants: nothing of another company's to refuse.
  "userAdministration.grantable": [{ as: "manager", request: () => ({}), status: 200 }],
  "userAdministration.findByOrganization": [
    { as: "manager", request: () => ({ params: { id: String(profiles.get("newcomer")!.organizationId) } }), status: 403 }
  ],
  // Only the users the caller manages: nothing of another company's to refuse.
  "userAdministration.list": [{ as: "manager", request: () => ({}), status: 200 }],
  "userAdministration.userDriverReportOptions": [
    { as: "manager", request: () => ({ query: [["userId", String(profiles.get("newcomer")!.id)]] }), status: 404 }
  ],
  "companyUnits.create": [
    { as: "manager", request: () => ({ body: { nameEn: "Elsewhere", nameFr: "Ailleurs", ...mapleCompany() } }), status: 403 }
  ],
  "companyUnits.update": [
    {
      as: "manager",
      request: async () => ({
        params: { id: String(await mapleItem("unit")) },
        body: { nameEn: "Elsewhere", nameFr: "Ailleurs", ...mapleCompany() }
      }),
      status: 404
    }
  ],
  "companyUnits.delete": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("unit")) } }), status: 404 }
  ],
  "companyUnits.get": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("unit")) } }), status: 404 }
  ],
  "companyDriverReportOptions.create": [
    { as: "manager", request: async () => ({ body: await matrixOption(mapleCompany()) }), status: 403 }
  ],
  "companyDriverReportOptions.update": [
    {
      as: "manager",
      request: async () => ({
        params: { id: String(await mapleItem("option")) },
        body: { yearsOfData: null, note: null, ...mapleCompany() }
      }),
      status: 404
    }
  ],
  "companyDriverReportOptions.delete": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("option")) } }), status: 404 }
  ],
  "companyDriverReportOptions.get": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("option")) } }), status: 404 }
  ],
  "notificationRecipients.create": [
    { as: "manager", request: () => ({ body: { email: "elsewhere@maple.example", ...mapleCompany() } }), status: 403 }
  ],
  "notificationRecipients.update": [
    {
      as: "manager",
      request: async () => ({
        params: { id: String(await mapleItem("recipient")) },
        body: { email: "elsewhere@maple.example", ...mapleCompany() }
      }),
      status: 404
    }
  ],
  "notificationRecipients.delete": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("recipient")) } }), status: 404 }
  ],
  "notificationRecipients.get": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("recipient")) } }), status: 404 }
  ],
  "notificationRecipients.getByOrganization": [{ as: "manager", request: () => companyListRequest(mapleCompany()), status: 403 }],
  "permittedDomains.get": [
    { as: "manager", request: async () => ({ params: { id: String(await mapleItem("domain")) } }), status: 404 }
  ],
  "permittedDomains.getByOrganization": [{ as: "manager", request: () => companyListRequest(mapleCompany()), status: 403 }],
  "organizationCompany.get": [{ as: "manager", request: () => ({ query: companyQuery(mapleCompany()) }), status: 403 }],
  "units.getByOrganization": [
    {
      as: "newcomer",
      request: () => ({ query: [["organizationId", String(profiles.get("analyst")!.organizationId)]] }),
      status: 403
    }
  ],
  "reportingCompanies.getByOrganizationWithoutUserFunction": [
    {
      as: "broker",
      request: () => ({ query: [["organizationId", String(profiles.get("newcomer")!.organizationId)]] }),
      status: 403
    }
  ]
}

describe("company-scoped operations across companies", () => {
  it("never answers one company's data to another company's user", async () => {
    const scoped = operations.filter((o) => (o.access?._tag === "Functions" || o.access?._tag === "SignedIn") && o.access.scoped)
    expect(scoped.length).toBeGreaterThan(0)
    let tries = 0
    for (const operation of scoped) {
      const cases = foreign[operation.key]
      expect(cases, `${operation.key} is company-scoped and needs a cross-company case`).toBeDefined()
      for (const attempt of cases!) {
        const response = await sendRaw(portal.baseUrl, operation, await attempt.request(), tokenOf(attempt.as))
        tries++
        expect(response.status, `${operation.key} as ${attempt.as}: ${response.text}`).toBe(attempt.status)
        expect(response.text).not.toContain(driver.driverLicenceNumber)
        expect(response.text).not.toContain(vin)
      }
    }
    console.log(`Cross-company tries: ${tries} on ${scoped.length} company-scoped operations`)
  })

  it("lists in the report history only the reports of the companies held", async () => {
    const rows = (token: string | undefined) =>
      call("driverReports.historySearch", { query: [["pageSize", "100"]] }, token).then((r) =>
        json<{ data: ReadonlyArray<{ reportId: number }> }>(r).data.map((row) => row.reportId)
      )
    const analystSees = await rows(tokenOf("analyst"))
    expect(analystSees).toContain(data.driverReport.get("analyst"))
    expect(analystSees).not.toContain(data.driverReport.get("newcomer"))
    expect(analystSees).not.toContain(data.driverReport.get("broker"))
  })

  it("keeps the own report of each account readable (so the refusals above are for the company alone)", async () => {
    for (const owner of ["analyst", "newcomer", "broker"] as const) {
      const response = await call(
        "driverReports.getById",
        { params: { reportId: String(data.driverReport.get(owner)), contextId: "0" } },
        tokenOf(owner)
      )
      expect(response.status).toBe(200)
    }
  })
})
