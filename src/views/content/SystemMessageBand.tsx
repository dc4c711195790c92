import { css } from "styled-system/css"
import type { SystemMessage } from "../../api/platform/schemas"
import { systemMessageLive } from "../../machines/content/publicContentLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { localizedText } from "../shared/localized"
import { usePublicContent } from "./usePublicContent"

const band = css({
  bg: "#fff4d6",
  borderLeft: "6px solid #b8860b",
  color: "#3d2c00",
  px: "16px",
  py: "10px",
  borderRadius: "4px",
  overflow: "hidden",
  whiteSpace: "nowrap",
  mb: "16px"
})

const scrolling = css({
  display: "inline-block",
  pl: "100%",
  animation: "systemMessageScroll 30s linear infinite",
  "@media (prefers-reduced-motion: reduce)": { animation: "none", pl: 0, whiteSpace: "normal" }
})

/** Shown only between its start and end dates; a message longer than 150 characters scrolls. */
const SystemMessageText = () => {
  const { LL, locale } = useI18nContext()
  const { content } = usePublicContent<SystemMessage>(systemMessageLive)
  if (!content) return null
  const text = localizedText(content.messageEn, content.messageFr, locale)
  if (!text) return null
  return (
    <section role="status" aria-label={LL.login.systemMessage()} className={band} data-testid="system-message">
      {text.length > 150 ? <span className={scrolling}>{text}</span> : <span>{text}</span>}
    </section>
  )
}

/** Loaded again, and so shown again, on each change of language. */
export const SystemMessageBand = () => {
  const { locale } = useI18nContext()
  return <SystemMessageText key={locale} />
}
