import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { NotFound } from "../../src/api/errors"
import { FunctionId } from "../../src/api/functions"
import {
  UserAccessRepository,
  type AccessCandidate,
  type AccessCandidateFilter,
  type AccessUserRecord,
  type ChangeRecord,
  type UserAccessRepositoryShape
} from "../../src/server/db/userAccess/userAccessRepository"
import { userAccessDetails, userAccessReport, type UserAccessFilter } from "../../src/server/domain/userAccess/userAccessReport"

const { driverReport, vehicleReport, userAdministration } = FunctionId
const names = [
  { id: driverReport, nameEn: "Driver Report", nameFr: "Rapport de conducteur" },
  { id: vehicleReport, nameEn: "Vehicle Report", nameFr: "Rapport de véhicule" },
  { id: userAdministration, nameEn: "User Administration", nameFr: "Administration des utilisateurs" }
]

/** The end of the as-of day the report is asked for. */
const until = new Date("2026-06-01T04:00:00Z")

interface StoredUser {
  readonly candidate: AccessCandidate
  readonly record: AccessUserRecord
  readonly changes: ReadonlyArray<ChangeRecord>
}

/** The report's repository kept in memory: the users in scope as the database would select them, and what it was asked. */
const inMemoryAccess = (users: ReadonlyArray<StoredUser>) => {
  const asked: Array<AccessCandidateFilter> = []
  const repository: UserAccessRepositoryShape = {
    readAccessCandidates: (filter) =>
      Effect.sync(() => {
        asked.push(filter)
        return users.map((u) => u.candidate).filter((c) => filter.id === null || c.id === filter.id)
      }),
    readAccessUsers: (ids) => Effect.sync(() => users.map((u) => u.record).filter((r) => ids.includes(r.id))),
    readChanges: (userId) => Effect.sync(() => users.find((u) => u.record.id === userId)?.changes ?? []),
    functionNames: Effect.succeed(names)
  }
  const run = <A, E>(effect: Effect.Effect<A, E, UserAccessRepository>) =>
    Effect.runPromise(Effect.provide(effect, Layer.succeed(UserAccessRepository, repository)))
  return { run, asked }
}

const user = (
  id: number,
  access: Omit<AccessCandidate, "id">,
  record: Partial<AccessUserRecord> = {},
  changes: ReadonlyArray<ChangeRecord> = []
): StoredUser => ({
  candidate: { id, ...access },
  record: {
    id,
    userId: `user${id}@northwind.example`,
    firstName: "Sam",
    middleName: null,
    lastName: `Lee${id}`,
    organizationId: 2,
    organizationEn: "Northwind",
    organizationFr: "Northwind (fr)",
    reportingCompanyId: 21,
    companyEn: "Northwind General",
    companyFr: "Northwind Générale",
    createdDate: new Date("2026-01-15T10:00:00Z"),
    lastLoginDate: null,
    ...record
  },
  changes
})

const scope = { userId: 1, companyIds: new Set([21]), organizationIds: new Set<number>() }
const filter = (overrides: Partial<UserAccessFilter> = {}): UserAccessFilter => ({
  scope,
  organizationId: null,
  reportingCompanyId: null,
  userId: null,
  userName: null,
  status: 0,
  functionId: null,
  until,
  ...overrides
})

describe("the user access report as of a day (document 2 section 2)", () => {
  /** Disabled since the day: enabled on it. Enabled since: disabled on it. Granted vehicle report since: not held on it. */
  const world = () =>
    inMemoryAccess([
      user(1, { isDisabled: true, functionIds: [driverReport], later: [{ event: "disabled", functionId: null }] }),
      user(2, { isDisabled: false, functionIds: [driverReport], later: [{ event: "enabled", functionId: null }] }),
      user(3, {
        isDisabled: false,
        functionIds: [vehicleReport, driverReport],
        later: [{ event: "functionGranted", functionId: vehicleReport }]
      }),
      user(4, { isDisabled: false, functionIds: [], later: [{ event: "functionRemoved", functionId: userAdministration }] })
    ])

  it("shows each user's status on the day, not today's, and filters on it", async () => {
    const { run } = world()
    const all = await run(userAccessReport(filter(), null))
    expect(all.data.map((r) => [r.id, r.userStatus])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 1]
    ])
    expect((await run(userAccessReport(filter({ status: 1 }), null))).data.map((r) => r.id)).toEqual([1, 3, 4])
    expect((await run(userAccessReport(filter({ status: 2 }), null))).data.map((r) => r.id)).toEqual([2])
  })

  it("finds by a function held on the day: not one granted since, but one removed since", async () => {
    const { run } = world()
    expect((await run(userAccessReport(filter({ functionId: vehicleReport }), null))).count).toBe(0)
    expect((await run(userAccessReport(filter({ functionId: userAdministration }), null))).data.map((r) => r.id)).toEqual([4])
    expect((await run(userAccessReport(filter({ functionId: driverReport }), null))).data.map((r) => r.id)).toEqual([1, 2, 3])
  })

  it("names the functions held on the day in both languages, and the user, employer and dates as a row shows them", async () => {
    const { run } = inMemoryAccess([
      user(
        7,
        { isDisabled: false, functionIds: [userAdministration, driverReport], later: [] },
        {
          firstName: "Ann",
          middleName: " ",
          lastName: "Roy",
          lastLoginDate: new Date("2026-05-30T12:00:00Z"),
          reportingCompanyId: null,
          companyEn: null,
          companyFr: null
        }
      )
    ])
    const [row] = (await run(userAccessReport(filter(), null))).data
    expect(row).toEqual({
      id: 7,
      userId: "user7@northwind.example",
      organization: { id: 2, nameEn: "Northwind", nameFr: "Northwind (fr)" },
      reportingCompany: null,
      userName: "Ann Roy",
      createdDate: "2026-01-15T10:00:00.000Z",
      userStatus: 1,
      lastLoginDate: "2026-05-30T12:00:00.000Z",
      functionsEn: "Driver Report; User Administration",
      functionsFr: "Rapport de conducteur; Administration des utilisateurs"
    })
  })

  it("counts every match and shows the page asked for, in the database's order", async () => {
    const { run, asked } = inMemoryAccess(
      Array.from({ length: 5 }, (_, i) => user(i + 1, { isDisabled: false, functionIds: [driverReport], later: [] }))
    )
    const page = await run(userAccessReport(filter({ userName: "Lee" }), { number: 2, size: 2 }))
    expect(page.count).toBe(5)
    expect(page.data.map((r) => r.id)).toEqual([3, 4])
    // The report asks for every user in scope matching the text filters; the day's status and functions are the domain's.
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({
      scope,
      organizationId: null,
      reportingCompanyId: null,
      userId: null,
      userName: "Lee",
      until,
      id: null
    })
  })
})

describe("one user's access and history as of a day", () => {
  const changes: ReadonlyArray<ChangeRecord> = [
    {
      changeDate: new Date("2026-05-02T10:00:00Z"),
      administratorFirstName: "Alex",
      administratorLastName: "Martin",
      descriptionEn: "Function Driver Report granted",
      descriptionFr: "Fonction Rapport de conducteur accordée"
    },
    {
      changeDate: new Date("2026-04-01T10:00:00Z"),
      administratorFirstName: null,
      administratorLastName: null,
      descriptionEn: "Account created",
      descriptionFr: "Compte créé"
    }
  ]

  it("gives the row as of the day and the changes recorded up to it, with who made each", async () => {
    const { run } = inMemoryAccess([
      user(5, { isDisabled: true, functionIds: [driverReport], later: [{ event: "disabled", functionId: null }] }, {}, changes)
    ])
    const details = await run(userAccessDetails({ scope, until }, 5))
    expect(details).toMatchObject({ id: 5, userStatus: 1, functionsEn: "Driver Report" })
    expect(details.history).toEqual([
      {
        changeDate: "2026-05-02T10:00:00.000Z",
        changeAdministrator: "Alex Martin",
        changeDescriptionEn: "Function Driver Report granted",
        changeDescriptionFr: "Fonction Rapport de conducteur accordée"
      },
      {
        changeDate: "2026-04-01T10:00:00.000Z",
        changeAdministrator: null,
        changeDescriptionEn: "Account created",
        changeDescriptionFr: "Compte créé"
      }
    ])
  })

  it("answers a user outside the scope, or who did not exist on the day, as unknown (404)", async () => {
    const { run, asked } = inMemoryAccess([user(5, { isDisabled: false, functionIds: [], later: [] })])
    const error = await run(Effect.flip(userAccessDetails({ scope, until }, 6)))
    expect(error).toBeInstanceOf(NotFound)
    expect(asked[0]).toMatchObject({ id: 6, scope, until, organizationId: null, userId: null, userName: null })
  })
})
