import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { TermsOfService, UserProfile } from "../../src/api/platform/schemas"
import { sessionMachine, type LoadedSession, type SessionContext } from "../../src/machines/session/sessionMachine"
import type { ApiFailure } from "../../src/services/api/apiError"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const profile = (termsAccepted: boolean): UserProfile => ({
  id: 7,
  userType: 1,
  userId: "analyst@northwind.example",
  firstName: "Avery",
  middleName: null,
  lastName: "Analyst",
  email: "analyst@northwind.example",
  mfaPhone: null,
  sub: "sub-7",
  termsOfUseAccepted: termsAccepted,
  isDisabled: false,
  isIbcCredentials: false,
  isIbc: false,
  organizationId: 2,
  reportingCompanyId: 3,
  unitId: null,
  previousLogin: "2025-08-01T12:00:00Z",
  assignedOrganizationsIds: [2],
  userFunctions: [{ userId: 7, functionId: 1, reportingCompanies: [] }],
  userDriverReportOptions: [],
  isLastTermsOfServiceAccepted: termsAccepted
})

const terms: TermsOfService = { version: 3, textEn: "Terms", textFr: "Conditions" }

const loaded = (termsAccepted: boolean): LoadedSession => ({
  profile: profile(termsAccepted),
  functions: [{ id: 1, nameEn: "Driver report", nameFr: "Rapport de conducteur", sortOrder: 1 }],
  organizations: [{ id: 2, organizationType: "Carrier", nameEn: "Northwind", nameFr: "Northwind", code: "NW" }],
  terms
})

const failure = (status: number, tag: string, extra: Partial<ApiFailure> = {}): ApiFailure => ({ status, tag, ...extra })
const accountDisabled = failure(403, "Forbidden", { token: "ACCOUNT_DISABLED" })

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })

const coreEvents = [
  done("restoreUser", null),
  done("restoreUser", { accessToken: "stored-token" }),
  error("restoreUser", { message: "storage unavailable" }),
  { type: "SIGNED_IN", accessToken: "callback-token" },
  done("loadProfile", loaded(true)),
  done("loadProfile", loaded(false)),
  error("loadProfile", failure(401, "Unauthorized")),
  error("loadProfile", accountDisabled),
  { type: "ACCEPT" },
  done("acceptTerms", profile(true)),
  error("acceptTerms", failure(400, "BadRequest", { code: "ERROR_400_INVALID_REQUEST" })),
  error("acceptTerms", accountDisabled),
  { type: "ACCOUNT_DISABLED" },
  { type: "ACKNOWLEDGE" },
  { type: "SIGN_OUT" },
  done("signOut", undefined),
  error("signOut", failure(0, "ConnectionError"))
]

const events: SampleEvents = () => [
  ...coreEvents,
  error("loadProfile", failure(404, "NotFound")),
  error("loadProfile", failure(500, "UnexpectedStatus")),
  error("loadProfile", failure(0, "ConnectionError")),
  { type: "TOKEN_RENEWED", accessToken: "renewed-token" },
  { type: "TOKEN_RENEWED" }
]

/** What the portal shows for the session, worked out from the spec alone (document 1 sections 4 and 8). */
interface ExpectedSession {
  screen: string
  busy: boolean
  accessToken: string | undefined
  profile: UserProfile | undefined
  terms: TermsOfService | undefined
  failureCode: number | undefined
  termsError: unknown
  profileLoads: number
  acceptedVersions: Array<{ version: number }>
  signOuts: number
  localStateClears: number
}

const signedOutView = {
  accessToken: undefined,
  profile: undefined,
  terms: undefined,
  failureCode: undefined,
  termsError: undefined
}

const expectedAfter = (events: ReadonlyArray<EventObject>): ExpectedSession => {
  const s: ExpectedSession = {
    screen: "restoring",
    busy: true,
    ...signedOutView,
    profileLoads: 0,
    acceptedVersions: [],
    signOuts: 0,
    localStateClears: 0
  }
  const go = (screen: string) => {
    s.screen = screen
    s.busy = ["restoring", "loadingProfile", "acceptingTerms.saving", "signingOut"].includes(screen)
    if (screen === "loadingProfile") s.profileLoads += 1
    if (screen === "signingOut") s.signOuts += 1
    if (screen === "failed") s.localStateClears += 1
  }
  for (const event of events) {
    const e = event as EventObject & { accessToken?: string; output?: unknown; error?: ApiFailure }
    switch (e.type) {
      case "xstate.done.actor.restoreUser": {
        const stored = e.output as { accessToken: string } | null
        if (stored) {
          s.accessToken = stored.accessToken
          go("loadingProfile")
        } else go("signedOut")
        break
      }
      case "xstate.error.actor.restoreUser":
        go("signedOut")
        break
      case "SIGNED_IN":
        Object.assign(s, { accessToken: e.accessToken, failureCode: undefined })
        go("loadingProfile")
        break
      case "TOKEN_RENEWED":
        s.accessToken = e.accessToken ?? s.accessToken
        break
      case "xstate.done.actor.loadProfile": {
        const data = e.output as LoadedSession
        Object.assign(s, { profile: data.profile, terms: data.terms })
        go(data.profile.isLastTermsOfServiceAccepted ? "signedIn" : "acceptingTerms.showing")
        break
      }
      case "xstate.error.actor.loadProfile": {
        const status = e.error!.token === "ACCOUNT_DISABLED" ? 401 : e.error!.status
        s.failureCode = status === 401 || status === 404 ? status : 500
        go("failed")
        break
      }
      case "ACCEPT":
        s.termsError = undefined
        s.acceptedVersions.push({ version: s.terms!.version })
        go("acceptingTerms.saving")
        break
      case "xstate.done.actor.acceptTerms":
        s.profile = e.output as UserProfile
        go("signedIn")
        break
      case "xstate.error.actor.acceptTerms":
        if (e.error!.token === "ACCOUNT_DISABLED") go("disabledNotice")
        else {
          s.termsError = e.error
          go("acceptingTerms.showing")
        }
        break
      case "ACCOUNT_DISABLED":
        go("disabledNotice")
        break
      case "ACKNOWLEDGE":
      case "SIGN_OUT":
        go("signingOut")
        break
      case "xstate.done.actor.signOut":
      case "xstate.error.actor.signOut":
        Object.assign(s, signedOutView)
        go("signedOut")
        break
    }
  }
  return s
}

const screenOf = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === "string"
    ? snapshot.value
    : Object.entries(snapshot.value).map(([parent, child]) => `${parent}.${String(child)}`)[0]!

const coverage = new Coverage("sessionMachine", sessionMachine)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(() => {
  console.log(coverage.summary())
})

describe("session", () => {
  const paths = modelPaths(sessionMachine, { events, simpleEvents: () => coreEvents, maxSimpleLength: 7 })

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      let localStateClears = 0
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            restoreUser: doubles.promise<{ accessToken: string } | null>("restoreUser"),
            loadProfile: doubles.promise<LoadedSession>("loadProfile"),
            acceptTerms: doubles.promise<UserProfile, { version: number }>("acceptTerms"),
            signOut: doubles.promise<void>("signOut")
          },
          actions: {
            clearLocalState: () => {
              localStateClears += 1
            }
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as SessionContext
        expect(screenOf(live)).toBe(expected.screen)
        expect(live.hasTag("busy")).toBe(expected.busy)
        expect(context.accessToken).toBe(expected.accessToken)
        expect(context.profile).toEqual(expected.profile)
        expect(context.terms).toEqual(expected.terms)
        expect(context.failure).toBe(expected.failureCode)
        expect(context.termsFailure).toEqual(expected.termsError)
        expect(doubles.callsOf("restoreUser")).toHaveLength(1)
        expect(doubles.callsOf("loadProfile")).toHaveLength(expected.profileLoads)
        expect(doubles.callsOf("acceptTerms")).toEqual(expected.acceptedVersions)
        expect(doubles.callsOf("signOut")).toHaveLength(expected.signOuts)
        expect(localStateClears).toBe(expected.localStateClears)
      })
    })
  }
})

describe("session, without test actors", () => {
  it("ends signed out when restoreUser is not provided", async () => {
    const actor = createActor(sessionMachine)
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("signedOut"))
  })
})
