import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from "xstate"
import { Forbidden, NotFound, Unauthorized, BadRequest } from "../../src/api/errors"
import type { TermsOfService, UserProfile } from "../../src/api/platform/schemas"
import {
  loggedOutReturnMs,
  sessionMachine,
  type LoadedSession,
  type SessionContext,
  type SessionEntry
} from "../../src/machines/session/sessionMachine"
import { ConnectionLost, type PortalFailure } from "../../src/services/api/portalFailure"
import { SignInFailed, LogoutNotInitiated } from "../../src/services/session/auth"
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

const accountDisabled = new Forbidden({ token: "ACCOUNT_DISABLED" })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })
const loggedOutReturn = { type: "xstate.after.loggedOutReturn.session.signedOut.loggedOut.returning" }

const coreEvents = [
  done("restoreUser", null),
  done("restoreUser", { accessToken: "stored-token" }),
  done("completeSignIn", { returnUrl: "/report-history", accessToken: "callback-token" }),
  error("completeSignIn", new SignInFailed({ code: 404 })),
  done("loadProfile", loaded(true)),
  done("loadProfile", loaded(false)),
  error("loadProfile", accountDisabled),
  { type: "ACCEPT" },
  done("acceptTerms", profile(true)),
  error("acceptTerms", new BadRequest({ code: "ERROR_400_INVALID_REQUEST" })),
  error("acceptTerms", accountDisabled),
  { type: "ACCOUNT_DISABLED" },
  { type: "ACKNOWLEDGE" },
  { type: "SIGN_OUT" },
  done("signOut", undefined),
  done("idle", undefined),
  done("completeSignOut", { reason: "user", returnUrl: undefined }),
  done("completeSignOut", { reason: "idle", returnUrl: "/report-history?x=1" }),
  error("completeSignOut", new LogoutNotInitiated()),
  done("clearLocalState", undefined),
  loggedOutReturn,
  { type: "GO_TO_LOGIN" },
  { type: "FUNCTION_REFUSED" },
  { type: "SIGNED_IN", returnUrl: "/vehicle-report" }
]

/** The administrator's own profile read again after a self-edit: it lost userAdministration, say. */
const reloadedProfile: UserProfile = { ...profile(true), userFunctions: [] }

const events: SampleEvents = () => [
  ...coreEvents,
  { type: "PROFILE_RELOADED", profile: reloadedProfile },
  error("restoreUser", new Error("storage unavailable")),
  error("completeSignIn", new SignInFailed({ code: 401 })),
  error("completeSignIn", new Error("state mismatch")),
  error("loadProfile", new Unauthorized({})),
  error("loadProfile", new NotFound({})),
  error("loadProfile", new ConnectionLost()),
  error("signOut", new ConnectionLost()),
  error("clearLocalState", new Error("storage unavailable"))
]

/** What the portal shows and does for the session, worked out from the spec alone (document 1 sections 2, 4 and 8). */
interface Expected {
  screen: string
  busy: boolean
  profile: UserProfile | undefined
  terms: TermsOfService | undefined
  returnUrl: string | undefined
  failureCode: number | undefined
  signOutReason: "user" | "idle"
  resumeUrl: string | undefined
  signOutCalls: Array<{ reason: "user" | "idle" }>
  effects: Array<string>
  calls: Record<string, number>
}

const codeOf = (failure: unknown): number => {
  const f = failure as PortalFailure | SignInFailed | Error
  if ("_tag" in f && f._tag === "SignInFailed") return f.code
  if ("_tag" in f && f._tag === "Forbidden") return f.token === "ACCOUNT_DISABLED" ? 401 : 500
  if ("_tag" in f && f._tag === "Unauthorized") return 401
  if ("_tag" in f && f._tag === "NotFound") return 404
  return 500
}

const startScreen: Record<SessionEntry, string> = {
  app: "restoring",
  loginCallback: "completingSignIn",
  logoutCallback: "completingSignOut",
  loggedOut: "signedOut.loggedOut.clearing",
  logout: "signedOut.logoutNotInitiated"
}

const busyScreens = [
  "restoring",
  "completingSignIn",
  "loadingProfile",
  "acceptingTerms.saving",
  "signingOut",
  "completingSignOut"
]

const expectedAfter = (entry: SessionEntry, signInStored: boolean, events: ReadonlyArray<EventObject>): Expected => {
  const s: Expected = {
    screen: "",
    busy: false,
    profile: undefined,
    terms: undefined,
    returnUrl: undefined,
    failureCode: undefined,
    signOutReason: "user",
    resumeUrl: undefined,
    signOutCalls: [],
    effects: [],
    calls: {}
  }
  const go = (screen: string) => {
    s.screen = screen
    s.busy = busyScreens.includes(screen)
    const call = (name: string) => (s.calls[name] = (s.calls[name] ?? 0) + 1)
    if (screen === "restoring") call("restoreUser")
    if (screen === "completingSignIn") call("completeSignIn")
    if (screen === "loadingProfile") call("loadProfile")
    if (screen === "signingOut") {
      call("signOut")
      s.signOutCalls.push({ reason: s.signOutReason })
      Object.assign(s, { profile: undefined, terms: undefined, returnUrl: undefined, failureCode: undefined })
    }
    if (screen === "completingSignOut") call("completeSignOut")
    if (screen === "signedOut.loggedOut.clearing" || screen === "failed") call("clearLocalState")
    if (screen === "failed") s.effects.push(`loginFailed ${s.failureCode}`)
  }
  // Opened in the app with no sign-in stored in the tab: signed out at once, nothing restored.
  go(entry === "app" && !signInStored ? "signedOut.idle" : startScreen[entry])
  const signedIn = (session: LoadedSession) => {
    Object.assign(s, { profile: session.profile, terms: session.terms, failureCode: undefined })
    if (s.returnUrl !== undefined) s.effects.push(`returnTo ${s.returnUrl}`)
    go(session.profile.isLastTermsOfServiceAccepted ? "signedIn" : "acceptingTerms.showing")
  }
  for (const event of events) {
    const e = event as EventObject & { output?: unknown; error?: unknown }
    switch (e.type) {
      case "xstate.done.actor.restoreUser":
        go(e.output === null ? "signedOut.idle" : "loadingProfile")
        break
      case "xstate.error.actor.restoreUser":
        go("signedOut.idle")
        break
      case "xstate.done.actor.completeSignIn":
        s.returnUrl = (e.output as { returnUrl: string }).returnUrl
        go("loadingProfile")
        break
      case "xstate.error.actor.completeSignIn":
      case "xstate.error.actor.loadProfile":
        s.failureCode = codeOf(e.error)
        go("failed")
        break
      case "xstate.done.actor.loadProfile":
        signedIn(e.output as LoadedSession)
        break
      case "ACCEPT":
        go("acceptingTerms.saving")
        break
      case "xstate.done.actor.acceptTerms":
        s.profile = e.output as UserProfile
        go("signedIn")
        break
      case "xstate.error.actor.acceptTerms":
        if (e.error === accountDisabled) go("disabledNotice")
        else {
          s.effects.push(`notify ${(e.error as PortalFailure)._tag}`)
          go("acceptingTerms.showing")
        }
        break
      case "ACCOUNT_DISABLED":
        go("disabledNotice")
        break
      case "ACKNOWLEDGE":
      case "SIGN_OUT":
        s.signOutReason = "user"
        go("signingOut")
        break
      case "xstate.done.actor.idle":
        // Signed out by the idle timeout: the login page will say so and lead back.
        s.signOutReason = "idle"
        go("signingOut")
        break
      case "FUNCTION_REFUSED":
        if (s.screen === "signedIn") s.effects.push("notify FUNCTION_REFUSED")
        break
      case "PROFILE_RELOADED":
        // Only a signed-in session takes a profile read again.
        if (s.screen === "signedIn") s.profile = (e as { profile?: UserProfile }).profile
        break
      case "SIGNED_IN":
        // Signed in silently on the sign-in screen: the user is loaded, then taken where they were headed.
        if (s.screen.startsWith("signedOut.")) {
          s.returnUrl = (e as { returnUrl?: string }).returnUrl
          go("loadingProfile")
        }
        break
      case "xstate.done.actor.signOut":
      case "xstate.error.actor.signOut":
        go("signedOut.idle")
        break
      case "xstate.done.actor.completeSignOut": {
        const completed = e.output as { reason: "user" | "idle"; returnUrl: string | undefined }
        s.signOutReason = completed.reason
        s.resumeUrl = completed.returnUrl
        s.effects.push("loggedOut")
        go("signedOut.loggedOut.clearing")
        break
      }
      case "xstate.error.actor.completeSignOut":
        go("signedOut.logoutNotInitiated")
        break
      case "xstate.done.actor.clearLocalState":
      case "xstate.error.actor.clearLocalState":
        if (s.screen === "signedOut.loggedOut.clearing") go("signedOut.loggedOut.returning")
        break
      case loggedOutReturn.type:
      case "GO_TO_LOGIN":
        s.effects.push(s.signOutReason === "idle" ? `login after idle, back to ${s.resumeUrl}` : "login")
        go("signedOut.idle")
        break
    }
  }
  return s
}

const screenOf = (snapshot: AnyMachineSnapshot): string => {
  const walk = (value: unknown): string =>
    typeof value === "string"
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([parent, child]) => `${parent}.${walk(child)}`)
          .join()
  return walk(snapshot.value)
}

const coverage = new Coverage("sessionMachine", sessionMachine, {
  allow: { "session.starting": "left at once by an eventless transition: never a state the user sees" }
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

const entries: ReadonlyArray<readonly [SessionEntry, boolean]> = [
  ["app", true],
  ["app", false],
  ["loginCallback", true],
  ["logoutCallback", true],
  ["loggedOut", true],
  ["logout", true]
]

describe.each(entries)("session opened at %s, sign-in stored: %s", (entry, signInStored) => {
  const input = { entry, idleSeconds: 900, signInStored }
  const paths = modelPaths(sessionMachine, { input, events, simpleEvents: () => coreEvents, maxSimpleLength: 6 })

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const effects: Array<string> = []
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            restoreUser: doubles.promise("restoreUser"),
            completeSignIn: doubles.promise("completeSignIn"),
            loadProfile: doubles.promise("loadProfile"),
            acceptTerms: doubles.promise("acceptTerms"),
            signOut: doubles.promise("signOut"),
            completeSignOut: doubles.promise("completeSignOut"),
            clearLocalState: doubles.promise("clearLocalState"),
            watchAccount: fromCallback(() => undefined),
            watchSignIn: fromCallback(() => undefined),
            idleTimeout: doubles.promise("idle") as never
          },
          actions: {
            goToReturnUrl: ({ context }) => {
              if (context.returnUrl !== undefined) effects.push(`returnTo ${context.returnUrl}`)
            },
            goToLoginFailed: (_, { code }) => effects.push(`loginFailed ${code}`),
            goToLoggedOut: () => effects.push("loggedOut"),
            goToLogin: ({ context }) =>
              effects.push(context.signOutReason === "idle" ? `login after idle, back to ${context.resumeUrl}` : "login"),
            notifyFailure: (_, { failure }) => effects.push(`notify ${failure._tag}`),
            notifyFunctionRefused: () => effects.push("notify FUNCTION_REFUSED")
          }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(
        actor,
        path,
        doubles,
        coverage,
        (live, seen) => {
          const expected = expectedAfter(entry, signInStored, seen)
          const context = live.context as SessionContext
          expect(screenOf(live)).toBe(expected.screen)
          expect(live.hasTag("busy")).toBe(expected.busy)
          expect(context.profile).toEqual(expected.profile)
          expect(context.terms).toEqual(expected.terms)
          expect(context.returnUrl).toBe(expected.returnUrl)
          expect(context.failure).toBe(expected.failureCode)
          expect(context.signOutReason).toBe(expected.signOutReason)
          expect(context.resumeUrl).toBe(expected.resumeUrl)
          expect(doubles.callsOf("signOut")).toEqual(expected.signOutCalls)
          expect(effects).toEqual(expected.effects)
          for (const name of ["restoreUser", "completeSignIn", "loadProfile", "signOut", "completeSignOut", "clearLocalState"]) {
            expect(doubles.callsOf(name), name).toHaveLength(expected.calls[name] ?? 0)
          }
        },
        (delay) => (delay === "loggedOutReturn" ? loggedOutReturnMs : 0)
      )
    })
  }
})

it("returns to the address the user asked for only once the session is in place", async () => {
  const doubles = new ActorDoubles()
  const effects: Array<string> = []
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        completeSignIn: doubles.promise("completeSignIn"),
        loadProfile: doubles.promise("loadProfile"),
        watchAccount: fromCallback(() => undefined),
        idleTimeout: doubles.promise("idle") as never
      },
      actions: { goToReturnUrl: ({ context }) => effects.push(`returnTo ${context.returnUrl}`) }
    }),
    { input: { entry: "loginCallback", idleSeconds: 900, signInStored: true } }
  )
  actor.start()
  doubles.settle("completeSignIn", "resolve", { returnUrl: "/report-history", accessToken: "t" })
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("loadingProfile"))
  expect(effects).toEqual([])
  doubles.settle("loadProfile", "resolve", loaded(true))
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("signedIn"))
  expect(effects).toEqual(["returnTo /report-history"])
  actor.stop()
})
