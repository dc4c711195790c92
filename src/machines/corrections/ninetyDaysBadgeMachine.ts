import { assign, setup } from "xstate"
import { awaits } from "../shared/effectActor"

/** The badge shows up to 9 (document 3 section 9), then "9+"; none when every row is reviewed. */
const maxBadgeCount = 9

export const badgeText = (unreadCount: number): string | undefined =>
  unreadCount <= 0 ? undefined : unreadCount > maxBadgeCount ? `${maxBadgeCount}+` : String(unreadCount)

export interface NinetyDaysBadgeContext {
  readonly unreadCount: number
}

/**
 * The unread-count badge of the 90-day home tile (document 1 section 4): fetched each time the home
 * screen shows, so a review made meanwhile counts. A failed count leaves the tile without a badge.
 */
export const ninetyDaysBadgeMachine = setup({
  types: { context: {} as NinetyDaysBadgeContext, tags: {} as "shown" },
  actors: {
    /** GET NinetyDaysReportUnreadCount. */
    loadUnreadCount: awaits<number>("loadUnreadCount")
  },
  actions: {
    assignUnreadCount: assign((_, unreadCount: number) => ({ unreadCount }))
  }
}).createMachine({
  id: "ninetyDaysBadge",
  context: { unreadCount: 0 },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadUnreadCount",
        src: "loadUnreadCount",
        onDone: { target: "shown", actions: { type: "assignUnreadCount", params: ({ event }) => event.output } },
        onError: { target: "unavailable" }
      }
    },
    shown: { tags: ["shown"] },
    unavailable: {}
  }
})
