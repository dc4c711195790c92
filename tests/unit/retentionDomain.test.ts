import { Duration, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { RetentionRepository, type RetentionRepositoryShape } from "../../src/server/db/retention/retentionRepository"
import { sweepRetention } from "../../src/server/domain/retention/retentionSweep"

const hour = 3_600_000
const day = 24 * hour

/** A record and how long ago (in ms) the moment its age is counted from: sent, spent, created, received. */
interface Aged {
  readonly name: string
  readonly ago: number
}

/**
 * The records the sweep reads, each with the moment its removal counts from as the database's
 * statements read it: a removal takes those older than the age it is given.
 */
const inMemoryRecords = () => {
  const kinds = {
    sentMail: [] as Array<Aged>,
    spentInvitations: [] as Array<Aged>,
    providerRecords: [] as Array<Aged>,
    endedSessions: [] as Array<Aged>,
    federatedSignIns: [] as Array<Aged>,
    resetLinks: [] as Array<Aged>,
    secondFactorSteps: [] as Array<Aged>,
    reauthenticationsWithoutGrant: [] as Array<Aged>,
    sdcErrorValues: [] as Array<Aged>
  }
  type Kind = keyof typeof kinds
  const asked: Array<{ kind: Kind; age: Duration.Duration }> = []
  const removeOlder = (kind: Kind) => (age: Duration.Duration) =>
    Effect.sync(() => {
      asked.push({ kind, age })
      const before = kinds[kind].length
      kinds[kind] = kinds[kind].filter((record) => record.ago <= Duration.toMillis(age))
      return before - kinds[kind].length
    })
  const repository: RetentionRepositoryShape = {
    removeSentMail: removeOlder("sentMail"),
    removeSpentInvitations: removeOlder("spentInvitations"),
    removeExpiredProviderRecords: removeOlder("providerRecords"),
    removeEndedSessions: removeOlder("endedSessions"),
    removeFederatedSignIns: removeOlder("federatedSignIns"),
    removeResetLinks: removeOlder("resetLinks"),
    removeSecondFactorSteps: removeOlder("secondFactorSteps"),
    removeReauthentications: removeOlder("reauthenticationsWithoutGrant")(Duration.zero),
    clearSdcErrorValues: removeOlder("sdcErrorValues")
  }
  const add = (kind: Kind, ...records: ReadonlyArray<Aged>) => kinds[kind].push(...records)
  const left = (kind: Kind) => kinds[kind].map((record) => record.name)
  const sweep = (settings: { mailDays: number; sdcErrorValueDays: number }) =>
    Effect.runPromise(Effect.provide(sweepRetention(settings), Layer.succeed(RetentionRepository, repository)))
  return { add, left, sweep, asked }
}

const defaults = { mailDays: 30, sdcErrorValueDays: 90 }

describe("the retention sweep (ASVS 8.3.8; docs/data-classification.md)", () => {
  it("removes mail and spent invitations past the mail days and keeps the younger ones", async () => {
    const records = inMemoryRecords()
    records.add("sentMail", { name: "sent 31 days ago", ago: 31 * day }, { name: "sent 29 days ago", ago: 29 * day })
    records.add("spentInvitations", { name: "used 35 days ago", ago: 35 * day }, { name: "expired 5 days ago", ago: 5 * day })
    const removed = await records.sweep(defaults)
    expect(records.left("sentMail")).toEqual(["sent 29 days ago"])
    expect(records.left("spentInvitations")).toEqual(["expired 5 days ago"])
    expect(removed).toMatchObject({ sentMail: 1, spentInvitations: 1 })
  })

  it("follows the configured days: a week of mail, a year of quoted SDC values", async () => {
    const records = inMemoryRecords()
    records.add("sentMail", { name: "sent 8 days ago", ago: 8 * day }, { name: "sent 6 days ago", ago: 6 * day })
    records.add("sdcErrorValues", { name: "file of 300 days", ago: 300 * day }, { name: "file of 400 days", ago: 400 * day })
    await records.sweep({ mailDays: 7, sdcErrorValueDays: 365 })
    expect(records.left("sentMail")).toEqual(["sent 6 days ago"])
    expect(records.left("sdcErrorValues")).toEqual(["file of 300 days"])
  })

  it("clears the values SDC error rows quote once their file is older than its days", async () => {
    const records = inMemoryRecords()
    records.add("sdcErrorValues", { name: "file of 91 days", ago: 91 * day }, { name: "file of 89 days", ago: 89 * day })
    const removed = await records.sweep(defaults)
    expect(records.left("sdcErrorValues")).toEqual(["file of 89 days"])
    expect(removed.sdcErrorValues).toBe(1)
  })

  it("removes the provider's expired records at once, and the session list's rows a day after their grant went", async () => {
    const records = inMemoryRecords()
    records.add("providerRecords", { name: "expired a minute ago", ago: 60_000 }, { name: "expires in an hour", ago: -hour })
    records.add("endedSessions", { name: "last used 2 days ago", ago: 2 * day }, { name: "last used an hour ago", ago: hour })
    const removed = await records.sweep(defaults)
    expect(records.left("providerRecords")).toEqual(["expires in an hour"])
    expect(records.left("endedSessions")).toEqual(["last used an hour ago"])
    expect(removed).toMatchObject({ expiredProviderRecords: 1, endedSessions: 1 })
  })

  it("removes carriers' sign-in states and second-factor steps after an hour, reset links a day after use or expiry", async () => {
    const records = inMemoryRecords()
    records.add("federatedSignIns", { name: "state of 2 hours", ago: 2 * hour }, { name: "state of now", ago: 0 })
    records.add("secondFactorSteps", { name: "step of 2 hours", ago: 2 * hour }, { name: "step of 30 minutes", ago: hour / 2 })
    records.add("resetLinks", { name: "used 3 days ago", ago: 3 * day }, { name: "expired 2 hours ago", ago: 2 * hour })
    records.add("reauthenticationsWithoutGrant", { name: "grant gone", ago: 1 })
    const removed = await records.sweep(defaults)
    expect(records.left("federatedSignIns")).toEqual(["state of now"])
    expect(records.left("secondFactorSteps")).toEqual(["step of 30 minutes"])
    expect(records.left("resetLinks")).toEqual(["expired 2 hours ago"])
    expect(records.left("reauthenticationsWithoutGrant")).toEqual([])
    // Reset links, second-factor steps and re-authentications are counted together.
    expect(removed).toMatchObject({ federatedSignIns: 1, oneTimeSignInRecords: 3 })
  })

  it("removes the provider's records before the session rows whose grant they held, and reports nothing when nothing was due", async () => {
    const records = inMemoryRecords()
    const removed = await records.sweep(defaults)
    const order = records.asked.map((a) => a.kind)
    expect(order.indexOf("providerRecords")).toBeLessThan(order.indexOf("endedSessions"))
    expect(Object.values(removed).every((count) => count === 0)).toBe(true)
  })
})
