import type { Effect } from "effect"
import type { Language } from "../../api/platform/schemas"
import type { PortalServices } from "../../services/portalRuntime"
import { fromLazyEffect } from "../shared/effectActor"
import { publicContentMachine } from "./publicContentMachine"

// The sign-in page shows the system message band: its call loads after the page paints.
const calls = () => import("./publicContentCalls")
type Calls = Awaited<ReturnType<typeof calls>>

const loads = <A, E>(load: (call: Calls, language: Language) => Effect.Effect<A, E, PortalServices>) =>
  publicContentMachine.provide({
    actors: {
      load: fromLazyEffect<Calls, unknown, { language: Language }, E>(calls, (call, { language }) => load(call, language))
    }
  })

export const termsOfServiceLive = loads((call) => call.getTermsOfService)

export const contactUsLive = loads((call, language) => call.getContactUs(language))

export const systemMessageLive = loads((call, language) => call.currentSystemMessage(language))
