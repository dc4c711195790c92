import { setup } from "xstate"
import { given } from "../shared/effectActor"

export type CookieNoticeEvent = { readonly type: "ACCEPT" }

/** The cookie notice of the sign-in screen (document 1 section 2): shown until its OK is pressed. */
export const cookieNoticeMachine = setup({
  types: {
    events: {} as CookieNoticeEvent,
    tags: {} as "shown"
  },
  actions: {
    rememberAccepted: given("rememberAccepted")
  },
  guards: {
    /** Read from the browser by the live module. */
    alreadyAccepted: () => false
  }
}).createMachine({
  id: "cookieNotice",
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "alreadyAccepted", target: "accepted" }, { target: "shown" }]
    },
    shown: {
      tags: ["shown"],
      on: { ACCEPT: { target: "accepted", actions: "rememberAccepted" } }
    },
    accepted: {}
  }
})
