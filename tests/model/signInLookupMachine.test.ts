import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { NotFound, Unauthorized } from "../../src/api/errors"
import { userIdPattern } from "../../src/api/platform/userId"
import { ConnectionLost, UnexpectedAnswer } from "../../src/services/api/portalFailure"
import { signInLookupMachine, type RedirectInput, type SignInLookupInput } from "../../src/machines/session/signInLookupMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const validId = "analyst@northwind.example"
const paddedId = "  manager@northwind.example "
const invalidId = "analyst northwind"
const domain = "northwind.example"

const lookupFailures = [
  new Unauthorized({}),
  new NotFound({}),
  new UnexpectedAnswer({ status: 502, detail: "StatusCodeError" }),
  new ConnectionLost()
]

const userEvents = [
  { type: "USER_ID_CHANGED", value: validId },
  { type: "USER_ID_CHANGED", value: paddedId },
  { type: "USER_ID_CHANGED", value: invalidId },
  { type: "REMEMBER_TOGGLED" },
  { type: "SUBMIT" }
]

const silentSignIn = { returnUrl: "/report-history", accessToken: "silent-token" }

const outcomes = [
  { type: "xstate.done.actor.lookup", output: { b2CDomainName: domain } },
  ...lookupFailures.map((error) => ({ type: "xstate.error.actor.lookup", error })),
  { type: "xstate.done.actor.signInSilently", output: silentSignIn },
  { type: "xstate.done.actor.signInSilently", output: null },
  { type: "xstate.error.actor.signInSilently", error: new ConnectionLost() },
  { type: "xstate.error.actor.redirect", error: new ConnectionLost() }
]

const events: SampleEvents = () => [...userEvents, ...outcomes]
const simpleEvents: SampleEvents = () => [
  ...userEvents.filter((e) => e.type !== "USER_ID_CHANGED" || e.value === validId),
  ...outcomes
]

/** What the sign-in screen shows, worked out from the spec alone (document 1 sections 2, 4, 5, 8). */
interface ExpectedScreen {
  screen: "editing" | "lookingUp" | "signingInSilently" | "signedIn" | "redirecting" | "failed"
  userId: string
  remember: boolean
  /** 'Please enter a valid User ID' */
  invalidUserIdShown: boolean
  lookups: Array<string>
  stored: Array<string>
  /** The silent sign-in tried first, then the redirect: the same request. */
  silent: RedirectInput | undefined
  redirect: RedirectInput | undefined
  announced: Array<string>
  failureCode: number | undefined
}

const expectedAfter = (input: SignInLookupInput, events: ReadonlyArray<EventObject>): ExpectedScreen => {
  const screen: ExpectedScreen = {
    screen: "editing",
    userId: input.rememberedUserId ?? "",
    remember: input.rememberedUserId !== undefined,
    invalidUserIdShown: false,
    lookups: [],
    stored: [],
    silent: undefined,
    redirect: undefined,
    announced: [],
    failureCode: undefined
  }
  for (const event of events) {
    const e = event as EventObject & { value?: string; output?: { b2CDomainName: string }; error?: { _tag: string } }
    if (e.type === "USER_ID_CHANGED") Object.assign(screen, { userId: e.value, invalidUserIdShown: false })
    if (e.type === "REMEMBER_TOGGLED") screen.remember = !screen.remember
    if (e.type === "SUBMIT") {
      const id = screen.userId.trim()
      if (userIdPattern.test(id)) Object.assign(screen, { screen: "lookingUp", userId: id, lookups: [...screen.lookups, id] })
      else screen.invalidUserIdShown = true
    }
    if (e.type === "xstate.done.actor.lookup") {
      screen.stored = [...screen.stored, screen.remember ? `remember ${screen.userId}` : "forget"]
      const request = {
        userId: screen.userId,
        domainHint: e.output!.b2CDomainName,
        invitationId: input.invitationId,
        returnUrl: input.returnUrl
      }
      // Document 1 section 4: silent sign-in first; an invitation goes straight to the provider's pages.
      if (input.invitationId === undefined) Object.assign(screen, { screen: "signingInSilently", silent: request })
      else Object.assign(screen, { screen: "redirecting", redirect: request })
    }
    if (e.type === "xstate.done.actor.signInSilently") {
      const signedIn = (e as { output?: unknown }).output as { returnUrl: string } | null
      if (signedIn) Object.assign(screen, { screen: "signedIn", announced: [...screen.announced, signedIn.returnUrl] })
      else Object.assign(screen, { screen: "redirecting", redirect: screen.silent })
    }
    if (e.type === "xstate.error.actor.signInSilently") Object.assign(screen, { screen: "redirecting", redirect: screen.silent })
    if (e.type === "xstate.error.actor.lookup") {
      // Document 1 section 8: not authorized (404), account disabled (401), anything else 500.
      const tag = e.error!._tag
      Object.assign(screen, { screen: "failed", failureCode: tag === "NotFound" ? 404 : tag === "Unauthorized" ? 401 : 500 })
    }
    if (e.type === "xstate.error.actor.redirect") Object.assign(screen, { screen: "failed", failureCode: 500 })
  }
  return screen
}

const coverage = new Coverage("signInLookupMachine", signInLookupMachine, {
  allow: { "signInLookup.choosingSignIn": "left at once by an eventless transition: never a state the user sees" }
})

const inputs: ReadonlyArray<{ readonly title: string; readonly input: SignInLookupInput }> = [
  { title: "first visit", input: { rememberedUserId: undefined, invitationId: undefined, returnUrl: undefined } },
  {
    title: "remembered User ID, an invitation and a protected address",
    input: { rememberedUserId: validId, invitationId: "invitation-7", returnUrl: "/report-history" }
  }
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

for (const { title, input } of inputs) {
  describe(`sign-in screen, ${title}`, () => {
    const paths = modelPaths(signInLookupMachine, { input, events, simpleEvents, maxSimpleLength: 6 })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const stored: Array<string> = []
        const failedPages: Array<number> = []
        const announced: Array<string> = []
        const actor = createActor(
          signInLookupMachine.provide({
            actors: {
              lookup: doubles.promise<{ b2CDomainName: string }, { userId: string }>("lookup"),
              signInSilently: doubles.promise<{ returnUrl: string; accessToken: string } | null, RedirectInput>("signInSilently"),
              redirect: doubles.promise<void, RedirectInput>("redirect")
            },
            actions: {
              rememberUserId: (_, { userId }) => stored.push(`remember ${userId}`),
              forgetUserId: () => stored.push("forget"),
              goToLoginFailed: (_, { code }) => failedPages.push(code),
              announceSignIn: (_, { returnUrl }) => announced.push(returnUrl)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const shown = live.context as { userId: string; remember: boolean; error: string | undefined }
          expect(live.value).toBe(expected.screen)
          expect(shown.userId).toBe(expected.userId)
          expect(shown.remember).toBe(expected.remember)
          expect(shown.error === "invalidUserId").toBe(expected.invalidUserIdShown)
          expect(doubles.callsOf("lookup")).toEqual(expected.lookups.map((userId) => ({ userId })))
          expect(stored).toEqual(expected.stored)
          expect(doubles.callsOf("signInSilently").at(-1)).toEqual(expected.silent)
          expect(doubles.callsOf("redirect").at(-1)).toEqual(expected.redirect)
          expect(announced).toEqual(expected.announced)
          expect(live.hasTag("busy")).toBe(!["editing", "failed"].includes(expected.screen))
          expect(live.status === "done" ? live.output : undefined).toEqual(
            expected.failureCode === undefined ? undefined : { code: expected.failureCode }
          )
          expect(failedPages).toEqual(expected.failureCode === undefined ? [] : [expected.failureCode])
        })
      })
    }
  })
}

describe("sign-in screen, without test actors", () => {
  it("fails loudly when the lookup is not provided", async () => {
    const actor = createActor(signInLookupMachine.provide({ actions: { goToLoginFailed: () => undefined } }), {
      input: { rememberedUserId: validId, invitationId: undefined, returnUrl: undefined }
    })
    actor.start()
    actor.send({ type: "SUBMIT" })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe("done"))
    // The placeholder rejects, which the screen reads as a 500 sign-in failure.
    expect(actor.getSnapshot().output).toEqual({ code: 500 })
  })
})
