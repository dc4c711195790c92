import { assign, setup } from "xstate"
import { awaits } from "../shared/effectActor"
import type { Language } from "../../api/platform/schemas"

export interface PublicContentContext {
  readonly language: Language
  /** The last text loaded; kept while the next language loads. */
  readonly content: unknown
}

export type PublicContentEvent = { readonly type: "LANGUAGE_CHANGED"; readonly language: Language }

/** Server text for a public page or band (terms, contact us, system message), loaded again on language change. */
export const publicContentMachine = setup({
  types: {
    input: {} as { language: Language },
    context: {} as PublicContentContext,
    events: {} as PublicContentEvent,
    tags: {} as "loading" | "failed"
  },
  actors: {
    load: awaits<unknown, { language: Language }>("load")
  },
  actions: {
    assignLanguage: assign((_, params: { language: Language }) => ({ language: params.language })),
    assignContent: assign((_, params: { content: unknown }) => ({ content: params.content }))
  }
}).createMachine({
  id: "publicContent",
  context: ({ input }) => ({ language: input.language, content: undefined }),
  initial: "loading",
  on: {
    LANGUAGE_CHANGED: {
      target: ".loading",
      reenter: true,
      actions: { type: "assignLanguage", params: ({ event }) => ({ language: event.language }) }
    }
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: "shown", actions: { type: "assignContent", params: ({ event }) => ({ content: event.output }) } },
        onError: { target: "failed" }
      }
    },
    shown: {},
    failed: { tags: ["failed"] }
  }
})
