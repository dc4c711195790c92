import { useActorRef, useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../../i18n/i18n-react"
import { badgeText } from "../../../machines/corrections/ninetyDaysBadgeMachine"
import { ninetyDaysBadgeLive } from "../../../machines/corrections/ninetyDaysBadgeLive"
import { useNamespace } from "../../shared/useNamespace"

const badge = css({
  alignSelf: "flex-start",
  minWidth: "28px",
  px: "8px",
  py: "2px",
  borderRadius: "999px",
  bg: "danger",
  color: "white",
  fontWeight: "700",
  textAlign: "center"
})

/** The 90-day tile's unread count (up to 9, then 9+); nothing while it loads, at 0 or when it fails. */
export const UnreadBadge = () => {
  const ready = useNamespace("ninetyDays")
  const { LL } = useI18nContext()
  const actor = useActorRef(ninetyDaysBadgeLive)
  const unreadCount = useSelector(actor, (s) => (s.hasTag("shown") ? s.context.unreadCount : 0))
  const text = badgeText(unreadCount)
  if (!ready || text === undefined) return null
  return (
    <span className={badge} data-testid="unread-badge" aria-label={LL.ninetyDays.badge({ count: unreadCount })}>
      {text}
    </span>
  )
}
