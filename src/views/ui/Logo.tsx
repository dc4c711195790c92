import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"

/** The bureau's mark with the portal name in the language in use. */
export const Logo = ({ inverted = false, language }: { readonly inverted?: boolean; readonly language?: "en" | "fr" }) => {
  const { LL, locale } = useI18nContext()
  const lang = language ?? locale
  const name = lang === "fr" ? LL.login.logoFr() : LL.login.logoEn()
  const color = inverted ? "#ffffff" : "#0b3d6e"
  return (
    <span className={css({ display: "inline-flex", alignItems: "center", gap: "10px" })} lang={lang}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="32" height="32" rx="6" fill="none" stroke={color} strokeWidth="3" />
        <path d="M9 24 L15 12 L21 20 L27 10" fill="none" stroke={inverted ? "#7fd6cf" : "#00736b"} strokeWidth="3" />
      </svg>
      <span className={css({ fontWeight: "700", fontSize: "1.05rem", color })} data-logo-name>
        {name}
      </span>
    </span>
  )
}
