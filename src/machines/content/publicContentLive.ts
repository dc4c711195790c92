import { Effect } from "effect"
import type { Language } from "../../api/platform/schemas"
import type { PortalServices } from "../../services/portalRuntime"
import { getContactUs, getSystemMessage, getTermsOfService } from "../../services/session/sessionApi"
import { isSystemMessageShown } from "../../services/systemMessage"
import { fromEffect } from "../shared/effectActor"
import { publicContentMachine } from "./publicContentMachine"

const loads = <A, E>(load: (language: Language) => Effect.Effect<A, E, PortalServices>) =>
  publicContentMachine.provide({
    actors: { load: fromEffect<unknown, { language: Language }, E>(({ language }) => load(language)) }
  })

export const termsOfServiceLive = loads(() => getTermsOfService)

export const contactUsLive = loads(getContactUs)

/** The system message band: the message only while it is current and has text in the language in use. */
export const systemMessageLive = loads((language) =>
  getSystemMessage.pipe(
    Effect.map((message) => (isSystemMessageShown(message, new Date().toISOString(), language) ? message : undefined))
  )
)
