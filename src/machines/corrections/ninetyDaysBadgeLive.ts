import { unreadCount } from "../../services/corrections/ninetyDays"
import { fromEffect } from "../shared/effectActor"
import { ninetyDaysBadgeMachine } from "./ninetyDaysBadgeMachine"

/** The home tile's unread count with the portal's call. */
export const ninetyDaysBadgeLive = ninetyDaysBadgeMachine.provide({
  actors: { loadUnreadCount: fromEffect(() => unreadCount) }
})
