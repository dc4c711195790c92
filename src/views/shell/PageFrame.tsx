import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { Footer } from "./Footer"

const page = css({ minHeight: "100vh", display: "flex", flexDirection: "column", bg: "bg.muted" })

/** Page content fills the screen up to 1648 px; narrower screens get narrower margins. */
export const content = css({
  flex: 1,
  width: "100%",
  minWidth: 0,
  maxWidth: "1648px",
  mx: "auto",
  px: { base: "12px", sm: "20px", lg: "32px" },
  py: { base: "16px", lg: "24px" }
})

const skipLink = css({
  position: "absolute",
  left: "-9999px",
  _focus: { left: "16px", top: "16px", zIndex: 2000, bg: "white", p: "8px" }
})

/**
 * Every page's frame: the skip link, the top bar when there is one, the page's content and the footer.
 * The sign-in page's first paint (firstPaint/signInPage) is drawn in this same frame.
 */
export const PageFrame = ({
  bar,
  overlays,
  children
}: {
  readonly bar?: ReactNode
  readonly overlays?: ReactNode
  readonly children: ReactNode
}) => {
  const { LL } = useI18nContext()
  return (
    <div className={page}>
      <a href="#main" className={skipLink}>
        {LL.common.skipToContent()}
      </a>
      {bar}
      {overlays}
      <main id="main" className={content}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
