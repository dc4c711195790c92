import { Effect, Layer } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { BadRequest, Forbidden, NotFound } from "../../src/api/errors"
import { FunctionId } from "../../src/api/functions"
import type { OrganizationType } from "../../src/api/platform/schemas"
import type { Caller, HeldGrant } from "../../src/api/security"
import type { UserProfileSave } from "../../src/api/users/schemas"
import {
  UsersRepository,
  type HistoryRow,
  type ManagedUserRecord,
  type StoredGrant,
  type UserSearchFilter,
  type UsersRepositoryShape
} from "../../src/server/db/users/usersRepository"
import { AccountIdentity } from "../../src/server/domain/users/accountIdentity"
import { administratorOf } from "../../src/server/domain/users/administrator"
import { resetSecondFactor, secondFactorStatusOf } from "../../src/server/domain/users/secondFactorReset"
import { copyProfiles, createUser, deleteUser, inviteUser, openUser, updateUser } from "../../src/server/domain/users/saveUser"
import { driverReportOptionsHeldBy, managedUsers, usersOfOrganization } from "../../src/server/domain/users/userLists"
import { findUsers } from "../../src/server/domain/users/userSearch"

/**
 * The world of these tests: the bureau (1), the carrier Northwind (2) with its companies General (21)
 * and Québec (22) and the unit Fleet (210) of General, the broker Harbour (3) without a sponsor, and the
 * carrier Maple (4) with its company Mutual (41), which the administrator does not manage.
 */
const organizations = new Map<number, { type: OrganizationType; nameEn: string; companies: ReadonlyArray<number> }>([
  [1, { type: "IBC", nameEn: "Bureau", companies: [] }],
  [2, { type: "Carrier", nameEn: "Northwind", companies: [21, 22] }],
  [3, { type: "Broker", nameEn: "Harbour", companies: [] }],
  [4, { type: "Carrier", nameEn: "Maple", companies: [41] }]
])
const companies = new Map<number, { organizationId: number; nameEn: string }>([
  [21, { organizationId: 2, nameEn: "Northwind General" }],
  [22, { organizationId: 2, nameEn: "Northwind Québec" }],
  [41, { organizationId: 4, nameEn: "Maple Mutual" }]
])
const units = [{ id: 210, organizationId: 2, reportingCompanyId: 21 }]
const domains = [
  { organizationId: 1, reportingCompanyId: null, domain: "@bureau.example" },
  { organizationId: 2, reportingCompanyId: 21, domain: "@northwind.example" },
  { organizationId: 2, reportingCompanyId: 22, domain: "@northwind.example" },
  { organizationId: 3, reportingCompanyId: null, domain: "@harbour.example" },
  { organizationId: 4, reportingCompanyId: 41, domain: "@maple.example" }
]
const options = [
  { id: 501, organizationId: 2, reportingCompanyId: 21, yearsOfData: 10 },
  { id: 502, organizationId: 2, reportingCompanyId: 21, yearsOfData: null },
  { id: 503, organizationId: 4, reportingCompanyId: 41, yearsOfData: 6 }
]
const functionNames = [
  { id: FunctionId.driverReport, nameEn: "Driver Report", nameFr: "Rapport de conducteur" },
  { id: FunctionId.vehicleReport, nameEn: "Vehicle Report", nameFr: "Rapport de véhicule" },
  { id: FunctionId.userAdministration, nameEn: "User Administration", nameFr: "Administration des utilisateurs" }
]

const nameOf = (organizationId: number, reportingCompanyId: number | null) =>
  reportingCompanyId === null ? organizations.get(organizationId)!.nameEn : companies.get(reportingCompanyId)!.nameEn

const heldGrant = (functionId: number, organizationId: number, reportingCompanyId: number | null): HeldGrant => ({
  functionId,
  organizationId,
  reportingCompanyId,
  organizationType: organizations.get(organizationId)!.type,
  nameEn: nameOf(organizationId, reportingCompanyId),
  nameFr: `${nameOf(organizationId, reportingCompanyId)} (fr)`
})

interface StoredUser {
  record: ManagedUserRecord
  grants: ReadonlyArray<StoredGrant>
  deleted: boolean
  secondFactorSince: Date | null
}

interface HistoryEntry extends HistoryRow {
  readonly userId: number
  readonly changedBy: number | null
}

/** The users' repository kept in memory: the rows the rules read and write, without a database. */
const inMemoryUsers = () => {
  const users = new Map<number, StoredUser>()
  const history: Array<HistoryEntry> = []
  const notices: Array<{ to: string; subject: string }> = []
  const searches: Array<UserSearchFilter> = []
  let locks = 0
  let nextId = 100
  const live = () => [...users.values()].filter((u) => !u.deleted)
  const taken = (field: "userId" | "email") => (value: string, exceptId: number | null) =>
    Effect.sync(() => live().some((u) => u.record[field].toLowerCase() === value.toLowerCase() && u.record.id !== exceptId))
  const grantRows = (userId: number) =>
    [...users.get(userId)!.grants]
      .sort(
        (a, b) =>
          a.functionId - b.functionId ||
          a.organizationId - b.organizationId ||
          (a.reportingCompanyId ?? -1) - (b.reportingCompanyId ?? -1)
      )
      .map((g) => heldGrant(g.functionId, g.organizationId, g.reportingCompanyId))

  const repository: UsersRepositoryShape = {
    findOrganization: (id) =>
      Effect.sync(() => (organizations.has(id) ? { id, organizationType: organizations.get(id)!.type } : undefined)),
    companyOrganizationId: (id) => Effect.sync(() => companies.get(id)?.organizationId),
    isUnitOf: (unitId, organizationId, reportingCompanyId) =>
      Effect.sync(() =>
        units.some((u) => u.id === unitId && u.organizationId === organizationId && u.reportingCompanyId === reportingCompanyId)
      ),
    permittedDomains: (organizationId, reportingCompanyId) =>
      Effect.sync(() =>
        domains
          .filter((d) => d.organizationId === organizationId && d.reportingCompanyId === reportingCompanyId)
          .map((d) => d.domain)
      ),
    hasBureauCredentials: (organizationId) => Effect.sync(() => organizations.get(organizationId)?.type === "IBC"),
    hasSponsor: () => Effect.succeed(false),
    userIdInUse: taken("userId"),
    emailInUse: taken("email"),
    driverReportOptionsOf: (organizationId, reportingCompanyId) =>
      Effect.sync(() =>
        options
          .filter(
            (o) =>
              o.organizationId === organizationId && (reportingCompanyId === "any" || o.reportingCompanyId === reportingCompanyId)
          )
          .map((o) => ({ ...o, note: null, hasUsers: false, noOfUsers: 0 }))
      ),
    functionNames: Effect.succeed(functionNames),
    companyNames: (organizationIds) =>
      Effect.sync(() =>
        organizationIds.flatMap((organizationId) => [
          {
            organizationId,
            reportingCompanyId: null,
            nameEn: nameOf(organizationId, null),
            nameFr: `${nameOf(organizationId, null)} (fr)`
          },
          ...organizations.get(organizationId)!.companies.map((id) => ({
            organizationId,
            reportingCompanyId: id,
            nameEn: nameOf(organizationId, id),
            nameFr: `${nameOf(organizationId, id)} (fr)`
          }))
        ])
      ),
    readManagedUser: (id) => Effect.sync(() => live().find((u) => u.record.id === id)?.record),
    readUsersByEmail: (email) =>
      Effect.sync(() =>
        live()
          .filter((u) => u.record.email.toLowerCase() === email.toLowerCase() && !u.record.isDisabled)
          .map((u) => u.record)
      ),
    readGrantRows: (userId) => Effect.sync(() => grantRows(userId)),
    searchUsers: (filter) =>
      Effect.sync(() => {
        searches.push(filter)
        const data = live()
          .map((u) => u.record)
          .filter((u) =>
            u.reportingCompanyId === null
              ? filter.scope.organizationIds.includes(u.organizationId)
              : filter.scope.companyIds.includes(u.reportingCompanyId)
          )
          .filter((u) => filter.organizationId === null || u.organizationId === filter.organizationId)
          .map((u) => ({
            ...u,
            organizationEn: nameOf(u.organizationId, null),
            organizationFr: "",
            companyEn: u.reportingCompanyId === null ? null : nameOf(u.organizationId, u.reportingCompanyId),
            companyFr: u.reportingCompanyId === null ? null : "",
            unitEn: u.unitId === null ? null : "Fleet",
            unitFr: u.unitId === null ? null : "Flotte"
          }))
        return { count: data.length, data }
      }),
    loadUserProfileById: (id) =>
      Effect.sync(() => {
        const user = users.get(id)
        if (user === undefined) return undefined
        const userDriverReportOptions = user.record.driverReportOptions.map((o) => ({
          userId: id,
          isDefault: o.isDefault,
          driverReportOption: { ...options.find((p) => p.id === o.driverReportOptionId)!, note: null }
        }))
        return { id, userDriverReportOptions } as unknown as Caller
      }),
    insertUser: (user) =>
      Effect.sync(() => {
        const id = nextId++
        const record: ManagedUserRecord = {
          ...user,
          id,
          sub: null,
          hasSecondFactor: false,
          isDisabled: false,
          isIbcCredentials: user.userType === 2,
          organizationType: organizations.get(user.organizationId)!.type,
          lastLogin: null,
          createdAt: new Date("2026-11-02T10:00:00Z"),
          assignedOrganizationsIds: [],
          driverReportOptions: []
        }
        users.set(id, { record, grants: [], deleted: false, secondFactorSince: null })
        return id
      }),
    updateUser: (id, user) =>
      Effect.sync(() => {
        const stored = users.get(id)!
        stored.record = { ...stored.record, ...user, organizationType: organizations.get(user.organizationId)!.type }
      }),
    replaceAssignments: (userId, assignments) =>
      Effect.sync(() => {
        const stored = users.get(userId)!
        stored.record = {
          ...stored.record,
          assignedOrganizationsIds: assignments.organizationIds,
          driverReportOptions: assignments.options
        }
        stored.grants = assignments.grants
      }),
    markDeleted: (userId) =>
      Effect.sync(() => {
        users.get(userId)!.deleted = true
      }),
    eraseUser: (userId) =>
      Effect.sync(() => {
        users.delete(userId)
        history.splice(0, history.length, ...history.filter((h) => h.userId !== userId))
      }),
    insertHistory: (userId, changedBy, rows) =>
      Effect.sync(() => {
        for (const row of rows) history.push({ ...row, userId, changedBy })
      }),
    recordUserEvent: (event) =>
      Effect.sync(() => {
        history.push({ ...event, detail: {} })
      }),
    readSecondFactor: (userId) =>
      Effect.sync(() => {
        const since = users.get(userId)?.secondFactorSince ?? null
        return since === null ? undefined : { sealedSecret: "sealed", lastStep: null, enrolledAt: since }
      }),
    removeSecondFactor: (userId) =>
      Effect.sync(() => {
        const stored = users.get(userId)!
        const had = stored.secondFactorSince !== null
        stored.secondFactorSince = null
        stored.record = { ...stored.record, hasSecondFactor: false }
        return had
      }),
    queueNotice: (mail) =>
      Effect.sync(() => {
        notices.push({ to: mail.to, subject: mail.subject })
      }),
    readMyData: () => Effect.succeed(undefined),
    lockUserIdentities: Effect.sync(() => {
      locks++
    })
  }

  /** An account as the administration would have stored it, with its grants: (functionId, organization, company). */
  const add = (
    values: Partial<ManagedUserRecord> & { readonly email: string; readonly organizationId: number },
    grants: ReadonlyArray<readonly [number, number, number | null]> = []
  ) => {
    const id = nextId++
    const record: ManagedUserRecord = {
      id,
      userType: 1,
      userId: values.email,
      firstName: "Sam",
      middleName: null,
      lastName: "Lee",
      mfaPhone: null,
      sub: null,
      hasSecondFactor: false,
      isDisabled: false,
      isIbcCredentials: false,
      organizationType: organizations.get(values.organizationId)!.type,
      reportingCompanyId: null,
      unitId: null,
      lastLogin: null,
      createdAt: new Date("2026-01-15T10:00:00Z"),
      assignedOrganizationsIds: [values.organizationId],
      driverReportOptions: [],
      ...values
    }
    users.set(id, {
      record,
      grants: grants.map(([functionId, organizationId, reportingCompanyId]) => ({
        functionId,
        organizationId,
        reportingCompanyId
      })),
      deleted: false,
      secondFactorSince: record.hasSecondFactor ? new Date("2026-03-01T09:00:00Z") : null
    })
    return id
  }

  return {
    repository,
    add,
    users,
    history,
    notices,
    searches,
    locks: () => locks
  }
}

/**
 * The administrator: a Northwind user holding userAdministration for both Northwind companies and for
 * Harbour, driverReport for General and vehicleReport without a company, assigned to Northwind and Harbour.
 */
const adminCaller = (overrides: Partial<Caller> = {}): Caller =>
  ({
    id: 1,
    isIbc: false,
    userId: "admin@northwind.example",
    email: "admin@northwind.example",
    assignedOrganizationsIds: [2, 3],
    grants: [
      heldGrant(FunctionId.driverReport, 2, 21),
      heldGrant(FunctionId.vehicleReport, 2, null),
      heldGrant(FunctionId.userAdministration, 2, 21),
      heldGrant(FunctionId.userAdministration, 2, 22),
      heldGrant(FunctionId.userAdministration, 3, null)
    ],
    ...overrides
  }) as Caller

/** A valid new Northwind General user holding driverReport for General with the 10-year option. */
const newUser = (overrides: Partial<UserProfileSave> = {}): UserProfileSave => ({
  userType: 1,
  userId: "robin.roy@northwind.example",
  firstName: " Robin ",
  middleName: " ",
  lastName: "Roy",
  email: "robin.roy@northwind.example",
  mfaPhone: null,
  organizationId: 2,
  reportingCompanyId: 21,
  unitId: 210,
  assignedOrganizationsIds: [2],
  functions: [{ functionId: FunctionId.driverReport, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }],
  driverReportOptions: [{ driverReportOptionId: 501, isDefault: true }],
  ...overrides
})

let world: ReturnType<typeof inMemoryUsers>
let invitations: Array<{ userId: number; issuedBy: number }>
let recentlyAuthenticated: boolean
let reauthenticationAsked: number

beforeEach(() => {
  world = inMemoryUsers()
  invitations = []
  recentlyAuthenticated = true
  reauthenticationAsked = 0
})

const identity = () =>
  Layer.succeed(AccountIdentity, {
    invite: (userId, issuedBy) => Effect.sync(() => void invitations.push({ userId, issuedBy })),
    requireRecentAuthentication: () =>
      Effect.suspend(() => {
        reauthenticationAsked++
        return recentlyAuthenticated ? Effect.void : Effect.fail(new Forbidden({ token: "REAUTHENTICATION_REQUIRED" }))
      })
  })

const run = <A, E>(effect: Effect.Effect<A, E, UsersRepository | AccountIdentity>) =>
  Effect.runPromise(effect.pipe(Effect.provide(Layer.mergeAll(Layer.succeed(UsersRepository, world.repository), identity()))))
const refusal = <A, E>(effect: Effect.Effect<A, E, UsersRepository | AccountIdentity>) => run(Effect.flip(effect))

const admin = () => administratorOf(adminCaller())
const issuesOf = (error: unknown) => {
  expect(error).toBeInstanceOf(BadRequest)
  return (error as BadRequest).issues
}
const historyOf = (userId: number) => world.history.filter((h) => h.userId === userId)

describe("creating a user (document 2 sections 2, 5, 6 and 8)", () => {
  it("stores the account trimmed, grants what was asked, records each change in both languages and sends the invitation", async () => {
    const created = await run(createUser(admin(), newUser()))
    expect(created).toMatchObject({
      userType: 1,
      userId: "robin.roy@northwind.example",
      firstName: "Robin",
      middleName: null,
      organizationId: 2,
      reportingCompanyId: 21,
      unitId: 210,
      hasSignedIn: false,
      assignedOrganizationsIds: [2],
      functions: [{ functionId: FunctionId.driverReport, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }],
      driverReportOptions: [{ driverReportOptionId: 501, isDefault: true }]
    })
    expect(historyOf(created.id).map((h) => [h.event, h.descriptionEn, h.descriptionFr, h.changedBy])).toEqual([
      ["created", "Account created", "Compte créé", 1],
      ["functionGranted", "Function Driver Report granted", "Fonction Rapport de conducteur accordée", 1],
      [
        "companyGranted",
        "Function Driver Report granted for Northwind General",
        "Fonction Rapport de conducteur accordée pour Northwind General (fr)",
        1
      ]
    ])
    expect(invitations).toEqual([{ userId: created.id, issuedBy: 1 }])
    // The User ID and e-mail are checked under the lock, so two saves at once cannot both take them.
    expect(world.locks()).toBe(1)
  })

  it("refuses the form's rules at their fields, and stores nothing", async () => {
    const error = await refusal(
      createUser(admin(), newUser({ firstName: " ", email: "not an address", functions: [], driverReportOptions: [] }))
    )
    expect(issuesOf(error)).toEqual([
      { field: "firstName", code: "blank" },
      { field: "email", code: "invalidEmail" },
      { field: "functions", code: "noFunction" }
    ])
    expect(world.users.size).toBe(0)
    expect(invitations).toEqual([])
  })

  it("refuses an employer the data does not hold: an unknown organization, another's company, a unit of another company", async () => {
    expect(issuesOf(await refusal(createUser(admin(), newUser({ organizationId: 99 }))))).toEqual([
      { field: "organizationId", code: "unknownValue" }
    ])
    expect(issuesOf(await refusal(createUser(admin(), newUser({ reportingCompanyId: 41, unitId: null }))))).toEqual([
      { field: "reportingCompanyId", code: "unknownValue" }
    ])
    expect(issuesOf(await refusal(createUser(admin(), newUser({ reportingCompanyId: 22 }))))).toEqual([
      { field: "unitId", code: "unknownValue" }
    ])
  })

  it("refuses an e-mail and User ID outside the company's permitted domains with section 8's codes", async () => {
    const error = await refusal(
      createUser(admin(), newUser({ email: "robin@elsewhere.example", userId: "robin@elsewhere.example" }))
    )
    expect(issuesOf(error)).toEqual([
      { field: "email", code: "domainNotPermittedEmail" },
      { field: "userId", code: "domainNotPermittedUserId" }
    ])
    expect((error as BadRequest).code).toBe("ERROR_400_DOMAIN_NAME_NOT_PERMITTED_EMAIL")
  })

  it("refuses a User ID or e-mail another live account has, in any case, but not one a deleted account had", async () => {
    world.add({ email: "Robin.Roy@northwind.example", organizationId: 2, reportingCompanyId: 21 })
    const error = await refusal(createUser(admin(), newUser()))
    expect(issuesOf(error)).toEqual([
      { field: "userId", code: "userIdInUse" },
      { field: "email", code: "emailInUse" }
    ])
    expect((error as BadRequest).code).toBe("ERROR_400_USERID_IN_USE")

    const gone = world.add({ email: "gone@northwind.example", organizationId: 2, reportingCompanyId: 21 })
    world.users.get(gone)!.deleted = true
    await run(createUser(admin(), newUser({ email: "gone@northwind.example", userId: "gone@northwind.example" })))
  })

  it("refuses a broker without a sponsor at the organization", async () => {
    const error = await refusal(
      createUser(
        admin(),
        newUser({
          email: "pat@harbour.example",
          userId: "pat@harbour.example",
          organizationId: 3,
          reportingCompanyId: null,
          unitId: null,
          assignedOrganizationsIds: [3],
          functions: [
            { functionId: FunctionId.userAdministration, companies: [{ organizationId: 3, reportingCompanyId: null }] }
          ],
          driverReportOptions: []
        })
      )
    )
    expect(issuesOf(error)).toEqual([{ field: "organizationId", code: "brokerNoSponsor" }])
    expect((error as BadRequest).code).toBe("ERROR_400_BROKER_NO_SPONSOR")
  })

  it("refuses driver report options of another company, or two defaults, at the options", async () => {
    expect(
      issuesOf(
        await refusal(createUser(admin(), newUser({ driverReportOptions: [{ driverReportOptionId: 503, isDefault: true }] })))
      )
    ).toEqual([{ field: "driverReportOptions", code: "unknownValue" }])
    const twoDefaults = [
      { driverReportOptionId: 501, isDefault: true },
      { driverReportOptionId: 502, isDefault: true }
    ]
    expect(issuesOf(await refusal(createUser(admin(), newUser({ driverReportOptions: twoDefaults }))))).toEqual([
      { field: "driverReportOptions", code: "noDefaultOption" }
    ])
    expect(world.users.size).toBe(0)
  })

  it("refuses with 403 COMPANIES_NOT_ALLOWED a function or company the administrator does not hold, or an organization not assigned to them", async () => {
    const notHeld = newUser({
      functions: [
        ...newUser().functions,
        { functionId: FunctionId.driverReport, companies: [{ organizationId: 2, reportingCompanyId: 22 }] }
      ]
    })
    for (const payload of [
      notHeld,
      newUser({
        functions: [{ functionId: FunctionId.userAccessReport, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }]
      }),
      newUser({ assignedOrganizationsIds: [2, 4] })
    ]) {
      const error = await refusal(createUser(admin(), payload))
      expect(error).toEqual(new Forbidden({ token: "COMPANIES_NOT_ALLOWED" }))
    }
    expect(world.users.size).toBe(0)
  })

  it("gives company credentials whatever a company administrator asks; bureau staff create bureau credentials with a derived User ID", async () => {
    const created = await run(createUser(admin(), newUser({ userType: 2, mfaPhone: "4165550123" })))
    expect(created.userType).toBe(1)
    expect(created.mfaPhone).toBeNull()

    const bureau = administratorOf(
      adminCaller({ isIbc: true, assignedOrganizationsIds: [1], grants: [heldGrant(FunctionId.userAdministration, 1, null)] })
    )
    const staff = await run(
      createUser(bureau, {
        ...newUser(),
        userType: 2,
        userId: null,
        email: "Dom.P@bureau.example",
        mfaPhone: "4165550123",
        organizationId: 1,
        reportingCompanyId: null,
        unitId: null,
        assignedOrganizationsIds: [1],
        functions: [{ functionId: FunctionId.userAdministration, companies: [{ organizationId: 1, reportingCompanyId: null }] }],
        driverReportOptions: []
      })
    )
    expect(staff).toMatchObject({ userType: 2, userId: "dom.p.bureau.example@accounts.bureau.example", mfaPhone: "4165550123" })
    expect(world.users.get(staff.id)!.record.mfaPhone).toBe("+14165550123")
  })

  it("asks for a recent authentication before a grant, and writes nothing without one", async () => {
    recentlyAuthenticated = false
    const error = await refusal(createUser(admin(), newUser()))
    expect(error).toEqual(new Forbidden({ token: "REAUTHENTICATION_REQUIRED" }))
    expect(world.users.size).toBe(0)
    expect(invitations).toEqual([])
  })
})

describe("saving, enabling and disabling a user (document 2 sections 4 and 5)", () => {
  const robin = () =>
    world.add(
      {
        email: "robin.roy@northwind.example",
        firstName: "Robin",
        lastName: "Roy",
        organizationId: 2,
        reportingCompanyId: 21,
        unitId: 210,
        sub: "robin-sub",
        driverReportOptions: [{ driverReportOptionId: 501, isDefault: true }]
      },
      [[FunctionId.driverReport, 2, 21]]
    )
  const saved = (overrides: Partial<UserProfileSave> = {}, isDisabled = false) => ({
    ...newUser({ firstName: "Robin", middleName: null }),
    ...overrides,
    isDisabled
  })

  it("records the profile fields that changed, and asks no recent authentication when nothing is granted", async () => {
    const id = robin()
    const user = await run(updateUser(admin(), id, saved({ lastName: "Roy-Tremblay", unitId: null })))
    expect(user).toMatchObject({ lastName: "Roy-Tremblay", unitId: null })
    expect(historyOf(id).map((h) => [h.event, h.descriptionEn, h.descriptionFr])).toEqual([
      ["profileUpdated", "Profile updated: last name, unit", "Profil mis à jour : nom, unité"]
    ])
    expect(reauthenticationAsked).toBe(0)
  })

  it("a save that changes nothing records nothing", async () => {
    const id = robin()
    await run(updateUser(admin(), id, saved()))
    expect(historyOf(id)).toEqual([])
  })

  it("records a function removed and one granted, by name", async () => {
    const id = robin()
    await run(
      updateUser(
        admin(),
        id,
        saved({ functions: [{ functionId: FunctionId.vehicleReport, companies: [] }], driverReportOptions: [] })
      )
    )
    expect(historyOf(id).map((h) => h.descriptionEn)).toEqual([
      "Profile updated: driver report options",
      "Function Vehicle Report granted",
      "Function Driver Report removed for Northwind General",
      "Function Driver Report removed"
    ])
    expect(reauthenticationAsked).toBe(1)
  })

  it("disabling clears the organizations, functions and options, recorded as disabled and the grants removed", async () => {
    const id = robin()
    const user = await run(
      updateUser(admin(), id, saved({ assignedOrganizationsIds: [], functions: [], driverReportOptions: [] }, true))
    )
    expect(user).toMatchObject({ isDisabled: true, assignedOrganizationsIds: [], functions: [], driverReportOptions: [] })
    expect(historyOf(id).map((h) => h.event)).toEqual(["disabled", "companyRemoved", "functionRemoved"])
  })

  it("a disabled account takes no change but being enabled", async () => {
    const id = world.add({ email: "off@northwind.example", organizationId: 2, reportingCompanyId: 21, isDisabled: true })
    const error = await refusal(updateUser(admin(), id, saved({ email: "off@northwind.example", lastName: "Other" }, true)))
    expect(error).toBeInstanceOf(BadRequest)
    expect((error as BadRequest).issues).toBeUndefined()
    await run(updateUser(admin(), id, saved({ email: "off@northwind.example", unitId: null }, false)))
    expect(historyOf(id).map((h) => h.event)[0]).toBe("enabled")
  })

  it("keeps the User ID as created, and checks an unchanged e-mail no more", async () => {
    const id = robin()
    // The e-mail's domain is no longer permitted, yet a save that does not change it is not refused.
    domains[1] = { ...domains[1]!, domain: "@northwind.other" }
    try {
      const user = await run(updateUser(admin(), id, saved({ userId: "someone.else@northwind.example", firstName: "Rob" })))
      expect(user.userId).toBe("robin.roy@northwind.example")
      const error = await refusal(updateUser(admin(), id, saved({ email: "rob@northwind.example" })))
      expect(issuesOf(error)).toEqual([{ field: "email", code: "domainNotPermittedEmail" }])
    } finally {
      domains[1] = { ...domains[1]!, domain: "@northwind.example" }
    }
  })

  it("answers a user outside the administrator's companies as unknown (404), one above their privileges with 403", async () => {
    const maple = world.add({ email: "kim@maple.example", organizationId: 4, reportingCompanyId: 41 })
    expect(await refusal(openUser(admin(), maple))).toBeInstanceOf(NotFound)
    expect(await refusal(updateUser(admin(), maple, saved()))).toBeInstanceOf(NotFound)
    expect(await refusal(openUser(admin(), 9999))).toBeInstanceOf(NotFound)

    const above = world.add({ email: "boss@northwind.example", organizationId: 2, reportingCompanyId: 21 }, [
      [FunctionId.userAccessReport, 2, 21]
    ])
    expect(await refusal(openUser(admin(), above))).toEqual(new Forbidden({ token: "PRIVILEGES_NOT_ACCESSIBLE" }))
  })
})

describe("deleting and inviting (document 2 sections 4 and 7)", () => {
  it("deletes an account nobody signed in to, recorded; erases it with its history when asked", async () => {
    const soft = world.add({ email: "soft@northwind.example", organizationId: 2, reportingCompanyId: 21 })
    await run(deleteUser(admin(), soft, false))
    expect(world.users.get(soft)!.deleted).toBe(true)
    expect(historyOf(soft).map((h) => h.event)).toEqual(["deleted"])

    const hard = world.add({ email: "hard@northwind.example", organizationId: 2, reportingCompanyId: 21 })
    await run(deleteUser(admin(), hard, true))
    expect(world.users.has(hard)).toBe(false)
    expect(historyOf(hard)).toEqual([])
  })

  it("refuses to delete an account that has signed in: it is disabled instead", async () => {
    const id = world.add({ email: "in@northwind.example", organizationId: 2, reportingCompanyId: 21, sub: "in-sub" })
    const error = await refusal(deleteUser(admin(), id, false))
    expect(error).toBeInstanceOf(BadRequest)
    expect(world.users.get(id)!.deleted).toBe(false)
  })

  it("sends the invitation again only to an enabled account nobody has signed in to", async () => {
    const waiting = world.add({ email: "wait@northwind.example", organizationId: 2, reportingCompanyId: 21 })
    await run(inviteUser(admin(), waiting))
    expect(invitations).toEqual([{ userId: waiting, issuedBy: 1 }])

    const signedIn = world.add({ email: "in@northwind.example", organizationId: 2, reportingCompanyId: 21, sub: "s" })
    const disabled = world.add({ email: "off@northwind.example", organizationId: 2, reportingCompanyId: 21, isDisabled: true })
    for (const id of [signedIn, disabled]) expect(await refusal(inviteUser(admin(), id))).toBeInstanceOf(BadRequest)
    expect(invitations).toHaveLength(1)
  })
})

describe("resetting a user's second factor", () => {
  const enrolled = () =>
    world.add({ email: "robin.roy@northwind.example", organizationId: 2, reportingCompanyId: 21, hasSecondFactor: true })

  it("tells whether the user enrolled, and when", async () => {
    const id = enrolled()
    expect(await run(secondFactorStatusOf(admin(), id))).toEqual({ enrolled: true, enrolledAt: "2026-03-01T09:00:00.000Z" })
  })

  it("removes it, records it in the user's history and tells the owner by mail", async () => {
    const id = enrolled()
    await run(resetSecondFactor(admin(), id))
    expect(world.users.get(id)!.secondFactorSince).toBeNull()
    expect(historyOf(id).map((h) => [h.event, h.changedBy, h.descriptionEn])).toEqual([
      ["secondFactorReset", 1, "Second factor reset"]
    ])
    expect(world.notices.map((n) => n.to)).toEqual(["robin.roy@northwind.example"])
  })

  it("refuses one's own, one without a factor, and one without a recent authentication, changing nothing", async () => {
    const own = world.add({ email: "admin2@northwind.example", organizationId: 2, reportingCompanyId: 21, hasSecondFactor: true })
    const ownAdmin = administratorOf(adminCaller({ id: own }))
    expect(await refusal(resetSecondFactor(ownAdmin, own))).toBeInstanceOf(BadRequest)

    const none = world.add({ email: "none@northwind.example", organizationId: 2, reportingCompanyId: 21 })
    expect(await refusal(resetSecondFactor(admin(), none))).toBeInstanceOf(BadRequest)

    const id = enrolled()
    recentlyAuthenticated = false
    expect(await refusal(resetSecondFactor(admin(), id))).toEqual(new Forbidden({ token: "REAUTHENTICATION_REQUIRED" }))
    expect(world.users.get(id)!.secondFactorSince).not.toBeNull()
    expect(world.history).toEqual([])
    expect(world.notices).toEqual([])
  })
})

describe("the user lists and search (document 2 section 2)", () => {
  it("searches only the administrator's employers, with blank text filters left out", async () => {
    world.add({ email: "a@northwind.example", organizationId: 2, reportingCompanyId: 21, firstName: "Ann", middleName: " " })
    await run(findUsers(admin(), { status: 1, userId: "  ", userName: " Ann ", unitId: 210 }, { number: 2, size: 10 }))
    expect(world.searches).toEqual([
      {
        scope: { companyIds: [21, 22], organizationIds: [3] },
        organizationId: null,
        reportingCompanyId: null,
        unitId: 210,
        status: 1,
        userId: null,
        userName: "Ann",
        page: { number: 2, size: 10 }
      }
    ])
  })

  it("shows each user's name without a blank middle name, their employer and status", async () => {
    world.add({
      email: "a@northwind.example",
      organizationId: 2,
      reportingCompanyId: 21,
      firstName: "Ann",
      middleName: " ",
      unitId: 210
    })
    world.add({ email: "b@harbour.example", organizationId: 3, firstName: "Bo", middleName: "J", isDisabled: true })
    world.add({ email: "c@maple.example", organizationId: 4, reportingCompanyId: 41 })
    const result = await run(findUsers(admin(), { status: 0 }, null))
    expect(result.count).toBe(2)
    expect(
      result.data.map((r) => [
        r.userName,
        r.organization.nameEn,
        r.reportingCompany?.nameEn ?? null,
        r.unit?.nameEn ?? null,
        r.status
      ])
    ).toEqual([
      ["Ann Lee", "Northwind", "Northwind General", "Fleet", 1],
      ["Bo J Lee", "Harbour", null, null, 2]
    ])
  })

  it("refuses a filter on an organization or company the administrator does not manage (403 COMPANIES_NOT_ALLOWED)", async () => {
    const forbidden = new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    expect(await refusal(findUsers(admin(), { status: 0, organizationId: 4 }, null))).toEqual(forbidden)
    expect(await refusal(findUsers(admin(), { status: 0, reportingCompanyId: 41 }, null))).toEqual(forbidden)
    expect(await refusal(usersOfOrganization(admin(), 4))).toEqual(forbidden)
    expect(world.searches).toEqual([])
  })

  it("lists every managed user, enabled or disabled, and one organization's", async () => {
    world.add({ email: "a@northwind.example", organizationId: 2, reportingCompanyId: 22 })
    world.add({ email: "b@harbour.example", organizationId: 3, isDisabled: true })
    expect((await run(managedUsers(admin()))).map((u) => u.userId)).toEqual(["a@northwind.example", "b@harbour.example"])
    expect((await run(usersOfOrganization(admin(), 3))).map((u) => u.userId)).toEqual(["b@harbour.example"])
  })

  it("reads the options a user holds only for a user the administrator may open", async () => {
    const id = world.add({
      email: "a@northwind.example",
      organizationId: 2,
      reportingCompanyId: 21,
      driverReportOptions: [{ driverReportOptionId: 502, isDefault: true }]
    })
    const held = await run(driverReportOptionsHeldBy(admin(), id))
    expect(held.map((o) => [o.driverReportOption.id, o.isDefault])).toEqual([[502, true]])
    const maple = world.add({ email: "kim@maple.example", organizationId: 4, reportingCompanyId: 41 })
    expect(await refusal(driverReportOptionsHeldBy(admin(), maple))).toBeInstanceOf(NotFound)
  })

  it("offers to copy only the enabled profiles with that e-mail that the administrator manages and does not stand below", async () => {
    const mine = world.add({ email: "same@northwind.example", organizationId: 2, reportingCompanyId: 22 }, [
      [FunctionId.vehicleReport, 2, null]
    ])
    world.add({ email: "SAME@northwind.example", organizationId: 4, reportingCompanyId: 41 })
    world.add({ email: "same@northwind.example", organizationId: 2, reportingCompanyId: 21 }, [
      [FunctionId.userAccessReport, 2, 21]
    ])
    world.add({ email: "same@northwind.example", organizationId: 2, reportingCompanyId: 21, isDisabled: true })
    const profiles = await run(copyProfiles(admin(), " same@northwind.example "))
    expect(profiles.map((p) => [p.id, p.functions])).toEqual([[mine, [{ functionId: FunctionId.vehicleReport, companies: [] }]]])
  })
})
