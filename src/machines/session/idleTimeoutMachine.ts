import { assign, sendTo, setup } from "xstate"
import { listens } from "../shared/effectActor"

export interface IdleTimeoutInput {
  /** The whole idle period, prompt included (15 minutes in production). */
  readonly idleSeconds: number
  /** The countdown of the prompt (60 s). */
  readonly promptSeconds: number
}

export interface IdleTimeoutContext {
  readonly idleSeconds: number
  readonly promptSeconds: number
  /** Seconds left in the prompt. */
  readonly remaining: number
}

/** Local events are broadcast to the other tabs; theirs come back as REMOTE_ events. */
export type IdleTimeoutEvent =
  | { readonly type: "ACTIVITY" }
  | { readonly type: "STAY" }
  | { readonly type: "LOGOUT" }
  | { readonly type: "REMOTE_ACTIVITY" }
  | { readonly type: "REMOTE_STAY" }
  | { readonly type: "REMOTE_LOGOUT" }

/** What the tabSync actor receives to tell the other tabs. */
export type TabSyncCommand = { readonly type: "ACTIVITY" } | { readonly type: "STAY" } | { readonly type: "LOGOUT" }

const tickMilliseconds = 1000

/** After the idle period a prompt counts down; 'Keep me signed in' resets, 'Sign out' or 0 signs out, in every tab. */
export const idleTimeoutMachine = setup({
  types: {
    input: {} as IdleTimeoutInput,
    context: {} as IdleTimeoutContext,
    events: {} as IdleTimeoutEvent,
    tags: {} as "prompting"
  },
  actors: {
    /** Over a channel between the tabs: receives TabSyncCommand, sends back REMOTE_ events. */
    tabSync: listens<TabSyncCommand>("tabSync"),
    /** The user's mouse, keys, scrolling and touches, sent as ACTIVITY (at most once a second). */
    watchActivity: listens("watchActivity")
  },
  actions: {
    startCountdown: assign({ remaining: ({ context }) => context.promptSeconds }),
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    endCountdown: assign({ remaining: 0 }),
    broadcastActivity: sendTo("tabSync", { type: "ACTIVITY" } satisfies TabSyncCommand),
    broadcastStay: sendTo("tabSync", { type: "STAY" } satisfies TabSyncCommand),
    broadcastLogout: sendTo("tabSync", { type: "LOGOUT" } satisfies TabSyncCommand)
  },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1
  },
  delays: {
    /** Quiet time before the prompt: the idle period less the countdown. */
    untilPrompt: ({ context }) => (context.idleSeconds - context.promptSeconds) * 1000,
    tick: tickMilliseconds
  }
}).createMachine({
  id: "idleTimeout",
  context: ({ input }) => {
    const idleSeconds = Math.max(1, Math.floor(input.idleSeconds))
    // A period shorter than the countdown is all countdown, so logout still comes after idleSeconds.
    const promptSeconds = Math.max(1, Math.min(Math.floor(input.promptSeconds), idleSeconds))
    return { idleSeconds, promptSeconds, remaining: promptSeconds }
  },
  invoke: [
    { id: "tabSync", src: "tabSync" },
    { id: "watchActivity", src: "watchActivity" }
  ],
  initial: "watching",
  states: {
    watching: {
      after: {
        untilPrompt: { target: "prompting", actions: "startCountdown" }
      },
      on: {
        ACTIVITY: { target: "watching", reenter: true, actions: "broadcastActivity" },
        REMOTE_ACTIVITY: { target: "watching", reenter: true },
        REMOTE_STAY: { target: "watching", reenter: true },
        REMOTE_LOGOUT: { target: "loggingOut", actions: "endCountdown" }
      }
    },
    prompting: {
      tags: ["prompting"],
      after: {
        tick: [
          // Reaching 0 is a logout for every tab; a throttled background tab may lag behind this one.
          { guard: "lastSecond", target: "loggingOut", actions: ["endCountdown", "broadcastLogout"] },
          { target: "prompting", reenter: true, actions: "countDown" }
        ]
      },
      on: {
        STAY: { target: "watching", actions: ["startCountdown", "broadcastStay"] },
        REMOTE_STAY: { target: "watching", actions: "startCountdown" },
        LOGOUT: { target: "loggingOut", actions: ["endCountdown", "broadcastLogout"] },
        REMOTE_LOGOUT: { target: "loggingOut", actions: "endCountdown" }
      }
    },
    loggingOut: {
      type: "final"
    }
  }
})
