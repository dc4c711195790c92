import { describe, expect, it } from "vitest"
import type { Caller } from "../../src/api/security"
import { exceedsPrivileges, grantChanges, ungrantedFunctions } from "../../src/api/users/grants"
import type { GrantRow } from "../../src/server/db/users/managedUsers"
import { manages, type Administrator } from "../../src/server/domain/users/administrator"
import { functionGrantsOf, grantableOf, grantsAsStored, storedGrants } from "../../src/server/domain/users/grantRows"
import { changedFields, history, profileFieldNames, type ProfileField } from "../../src/server/domain/users/history"

const northwind = 2
const general = 11
const auto = 12
const harbour = 5

const row = (
  functionId: number,
  organizationId: number,
  reportingCompanyId: number | null,
  overrides: Partial<GrantRow> = {}
) => ({
  functionId,
  organizationId,
  reportingCompanyId,
  organizationType: organizationId === harbour ? ("Broker" as const) : ("Carrier" as const),
  nameEn:
    reportingCompanyId === general
      ? "Northwind General - Ontario"
      : reportingCompanyId === auto
        ? "Northwind Auto - West"
        : "Harbour Brokers",
  nameFr:
    reportingCompanyId === general
      ? "Northwind Générale - Ontario"
      : reportingCompanyId === auto
        ? "Northwind Auto - Ouest"
        : "Courtiers du Havre",
  ...overrides
})

describe("the history of a user, in both languages", () => {
  const driverReport = { en: "Driver Report", fr: "Rapport de conducteur" }
  const company = { en: "Northwind General - Ontario", fr: "Northwind Générale - Ontario" }

  it("names the function and the company granted or removed", () => {
    const granted = history.grantChange(
      { kind: "companyGranted", functionId: 1, company: { organizationId: northwind, reportingCompanyId: general } },
      driverReport,
      company
    )
    expect(granted).toEqual({
      event: "companyGranted",
      detail: { functionId: 1, organizationId: northwind, reportingCompanyId: general },
      descriptionEn: "Function Driver Report granted for Northwind General - Ontario",
      descriptionFr: "Fonction Rapport de conducteur accordée pour Northwind Générale - Ontario"
    })
    const removed = history.grantChange(
      { kind: "companyRemoved", functionId: 1, company: { organizationId: northwind, reportingCompanyId: general } },
      driverReport,
      company
    )
    expect([removed.descriptionEn, removed.descriptionFr]).toEqual([
      "Function Driver Report removed for Northwind General - Ontario",
      "Fonction Rapport de conducteur retirée pour Northwind Générale - Ontario"
    ])
    const functionOnly = history.grantChange({ kind: "functionRemoved", functionId: 1 }, driverReport, undefined)
    expect(functionOnly).toMatchObject({
      event: "functionRemoved",
      detail: { functionId: 1 },
      descriptionEn: "Function Driver Report removed",
      descriptionFr: "Fonction Rapport de conducteur retirée"
    })
  })

  it("names the profile fields changed, and words the account's own events", () => {
    expect(history.profileUpdated(["firstName", "email", "unitId"])).toEqual({
      event: "profileUpdated",
      detail: { fields: ["firstName", "email", "unitId"] },
      descriptionEn: "Profile updated: first name, e-mail, unit",
      descriptionFr: "Profil mis à jour : prénom, courriel, unité"
    })
    expect(
      [history.created(), history.enabled(), history.disabled(), history.deleted()].map((e) => [
        e.event,
        e.descriptionEn,
        e.descriptionFr
      ])
    ).toEqual([
      ["created", "Account created", "Compte créé"],
      ["enabled", "Account enabled", "Compte activé"],
      ["disabled", "Account disabled", "Compte désactivé"],
      ["deleted", "Account deleted", "Compte supprimé"]
    ])
  })

  it("finds exactly the fields whose values differ", () => {
    const before = Object.fromEntries(Object.keys(profileFieldNames).map((k) => [k, null])) as Record<ProfileField, unknown>
    expect(changedFields(before, { ...before })).toEqual([])
    expect(changedFields(before, { ...before, lastName: "Lee", assignedOrganizationsIds: [northwind] })).toEqual([
      "lastName",
      "assignedOrganizationsIds"
    ])
  })

  it("records one change per function and company, from none for a new account", () => {
    const after = [
      { functionId: 1, companies: [{ organizationId: northwind, reportingCompanyId: general }] },
      { functionId: 2, companies: [] }
    ]
    expect(grantChanges([], after).map((c) => c.kind)).toEqual(["functionGranted", "companyGranted", "functionGranted"])
    expect(grantChanges(after, []).map((c) => c.kind)).toEqual(["companyRemoved", "functionRemoved", "functionRemoved"])
    expect(grantChanges(after, after)).toEqual([])
  })
})

describe("grants as stored", () => {
  it("reads a carrier's company-less row as a function held alone, and an organization without companies as itself", () => {
    const rows = [row(1, northwind, general), row(1, harbour, null), row(2, northwind, null), row(2, northwind, auto)]
    expect(grantableOf(rows)).toEqual([
      {
        functionId: 1,
        companies: [
          {
            organizationId: northwind,
            reportingCompanyId: general,
            nameEn: "Northwind General - Ontario",
            nameFr: "Northwind Générale - Ontario"
          },
          { organizationId: harbour, reportingCompanyId: null, nameEn: "Harbour Brokers", nameFr: "Courtiers du Havre" }
        ]
      },
      {
        functionId: 2,
        companies: [
          {
            organizationId: northwind,
            reportingCompanyId: auto,
            nameEn: "Northwind Auto - West",
            nameFr: "Northwind Auto - Ouest"
          }
        ]
      }
    ])
    expect(functionGrantsOf([row(2, northwind, null)])).toEqual([{ functionId: 2, companies: [] }])
  })

  it("stores a function without companies as one row of the employer, and reads back what it stored", () => {
    const functions = [
      {
        functionId: 1,
        companies: [
          { organizationId: northwind, reportingCompanyId: general },
          { organizationId: northwind, reportingCompanyId: general }
        ]
      },
      { functionId: 2, companies: [] }
    ]
    const carrier = { organizationId: northwind, reportingCompanyId: general, hasCompanies: true }
    expect(storedGrants(functions, carrier)).toEqual([
      { functionId: 1, organizationId: northwind, reportingCompanyId: general },
      { functionId: 2, organizationId: northwind, reportingCompanyId: null }
    ])
    expect(grantsAsStored(functions, carrier)).toEqual([
      { functionId: 1, companies: [{ organizationId: northwind, reportingCompanyId: general }] },
      { functionId: 2, companies: [] }
    ])
    const broker = { organizationId: harbour, reportingCompanyId: null, hasCompanies: false }
    expect(grantsAsStored([{ functionId: 2, companies: [] }], broker)).toEqual([
      { functionId: 2, companies: [{ organizationId: harbour, reportingCompanyId: null }] }
    ])
    // What is stored reads back as grantsAsStored says, so an unchanged save records nothing.
    const stored = storedGrants([{ functionId: 2, companies: [] }], broker).map((g) =>
      row(g.functionId, g.organizationId, g.reportingCompanyId)
    )
    expect(functionGrantsOf(stored)).toEqual(grantsAsStored([{ functionId: 2, companies: [] }], broker))
  })
})

describe("whom an administrator manages and what they may grant", () => {
  const held = grantableOf([
    row(8, northwind, general),
    row(1, northwind, general),
    row(1, northwind, auto),
    row(2, northwind, general)
  ])
  const administrator: Administrator = {
    user: { id: 1, assignedOrganizationsIds: [northwind] } as unknown as Caller,
    held,
    scope: { companyIds: [general], organizationIds: [] }
  }

  it("manages the users employed by the companies they hold userAdministration for", () => {
    expect(manages(administrator, { organizationId: northwind, reportingCompanyId: general })).toBe(true)
    expect(manages(administrator, { organizationId: northwind, reportingCompanyId: auto })).toBe(false)
    expect(manages(administrator, { organizationId: harbour, reportingCompanyId: null })).toBe(false)
  })

  it("refuses a function they lack, a company they do not hold it for, or one outside the assigned organizations", () => {
    const grant = (functionId: number, reportingCompanyId: number) => ({
      functionId,
      companies: [{ organizationId: northwind, reportingCompanyId }]
    })
    expect(ungrantedFunctions(held, [northwind], [grant(1, general), grant(1, auto)])).toEqual([])
    expect(ungrantedFunctions(held, [northwind], [grant(3, general)])).toEqual([3])
    expect(ungrantedFunctions(held, [northwind], [grant(2, auto)])).toEqual([2])
    expect(ungrantedFunctions(held, [], [grant(1, general)])).toEqual([1])
    expect(ungrantedFunctions(held, [northwind], [{ functionId: 2, companies: [] }])).toEqual([])
  })

  it("finds an account above them: a function they lack or a company they do not hold it for", () => {
    expect(
      exceedsPrivileges(held, [{ functionId: 1, companies: [{ organizationId: northwind, reportingCompanyId: auto }] }])
    ).toBe(false)
    expect(exceedsPrivileges(held, [{ functionId: 11, companies: [] }])).toBe(true)
    expect(
      exceedsPrivileges(held, [{ functionId: 2, companies: [{ organizationId: northwind, reportingCompanyId: auto }] }])
    ).toBe(true)
  })
})
