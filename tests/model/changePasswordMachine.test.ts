import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, Forbidden, InternalError } from "../../src/api/errors"
import type { ChangePasswordPayload } from "../../src/api/users/schemas"
import {
  changePasswordMachine,
  changePasswordView,
  type ChangePasswordContext
} from "../../src/machines/users/changePasswordMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

type Field = keyof ChangePasswordPayload
const change = (field: Field, value: string) => ({ type: "FIELD_CHANGED", field, value })
const done = { type: "xstate.done.actor.changePassword", output: undefined }
const failed = (error: unknown) => ({ type: "xstate.error.actor.changePassword", error })

const wrongCurrent = new BadRequest({
  code: "PASSWORD_CHANGE_FAILED",
  issues: [{ field: "currentPassword", code: "wrongPassword" }]
})
const refusedBare = new BadRequest({ code: "PASSWORD_CHANGE_FAILED" })
const serverDown = new InternalError({})
const notBureau = new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" })

/** Each field moves through a few values: empty, then a wrong one, then a right one (document 2 section 5). */
const next: Record<Field, Record<string, string>> = {
  currentPassword: { "": "Old-pass1", "Old-pass1": "Old-pass2" },
  newPassword: { "": "short", short: "Valid-pass2" },
  confirmPassword: { "": "Other-pass3", "Other-pass3": "Valid-pass2" }
}

const events: SampleEvents = (snapshot) => {
  const { form } = snapshot.context as ChangePasswordContext
  const changes = (Object.keys(next) as Array<Field>).flatMap((field) => {
    const value = next[field][form[field]]
    return value === undefined ? [] : [change(field, value)]
  })
  const loading = (snapshot.context as ChangePasswordContext).passwordCheck ? [] : [checkReady]
  return [
    ...changes,
    { type: "SUBMIT" },
    ...loading,
    done,
    failed(wrongCurrent),
    failed(refusedBare),
    failed(serverDown),
    failed(notBureau)
  ]
}
/** The long journeys: the rules met at once, sent, refused, sent again. */
const simpleEvents: SampleEvents = () => [{ type: "SUBMIT" }, done, failed(wrongCurrent)]

/** The spec's messages for the form as it is: current required, new required or criteria, then confirmation. */
const ownIssues = (form: ChangePasswordPayload) => [
  ...(form.currentPassword === "" ? [{ field: "currentPassword", code: "required" }] : []),
  ...(form.newPassword === ""
    ? [{ field: "newPassword", code: "required" }]
    : form.newPassword === "short"
      ? [{ field: "newPassword", code: "passwordCriteria" }]
      : form.newPassword !== form.confirmPassword
        ? [{ field: "confirmPassword", code: "passwordMismatch" }]
        : [])
]

/** The check of common passwords, once loaded: it finds none of the values above common. */
const checkReady = { type: "PASSWORD_CHECK_READY", check: () => ({ score: 3, common: false }) }

const blank: ChangePasswordPayload = { currentPassword: "", newPassword: "", confirmPassword: "" }

/** Document 2 sections 2, 5 and 8, worked out from the events alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "editing" as "editing" | "changing",
    form: blank,
    submitted: false,
    serverIssues: [] as Array<{ field: string; code: string }>,
    calls: [] as Array<ChangePasswordPayload>,
    changed: 0,
    refused: 0,
    failures: [] as Array<PortalFailure>
  }
  for (const event of seen) {
    const e = event as EventObject & { field?: Field; value?: string; error?: PortalFailure }
    if (e.type === "FIELD_CHANGED") {
      s.form = { ...s.form, [e.field!]: e.value! }
      s.serverIssues = s.serverIssues.filter((issue) => issue.field !== e.field)
    } else if (e.type === "SUBMIT") {
      s.submitted = true
      if (ownIssues(s.form).length === 0) {
        s.screen = "changing"
        s.calls.push(s.form)
      }
    } else if (e.type === done.type) {
      Object.assign(s, { screen: "editing", form: blank, submitted: false, serverIssues: [] })
      s.changed += 1
    } else if (e.type === "xstate.error.actor.changePassword") {
      s.screen = "editing"
      if (e.error === wrongCurrent || e.error === refusedBare) {
        s.serverIssues = e.error === wrongCurrent ? [{ field: "currentPassword", code: "wrongPassword" }] : []
        s.refused += 1
      } else s.failures.push(e.error!)
    }
  }
  return s
}

const coverage = new Coverage("changePasswordMachine", changePasswordMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("changing one's password", () => {
  for (const path of modelPaths(changePasswordMachine, { events, simpleEvents, maxSimpleLength: 6 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = { changed: 0, refused: 0, failures: [] as Array<PortalFailure> }
      const actor = createActor(
        changePasswordMachine.provide({
          actors: {
            changePassword: doubles.promise<void, ChangePasswordPayload>("changePassword"),
            passwordCheck: fromCallback(() => undefined)
          },
          actions: {
            notifyChanged: () => (notices.changed += 1),
            notifyRefused: () => (notices.refused += 1),
            notifyFailure: (_, { failure }) => notices.failures.push(failure)
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as ChangePasswordContext
        expect(live.value).toBe(expected.screen)
        expect(context.form).toEqual(expected.form)
        // The messages at the fields: the rules once Change was pressed, then the server's.
        expect(changePasswordView(context)).toEqual([
          ...(expected.submitted ? ownIssues(expected.form) : []),
          ...expected.serverIssues
        ])
        expect(doubles.callsOf("changePassword")).toEqual(expected.calls)
        expect(notices).toEqual({ changed: expected.changed, refused: expected.refused, failures: expected.failures })
      })
    })
  }
})
