import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"

const tagStyle = css({
  display: "inline-block",
  bg: "accent.subtle",
  color: "#00544e",
  px: "8px",
  py: "2px",
  borderRadius: "4px",
  fontSize: "0.85rem",
  fontWeight: "700",
  whiteSpace: "nowrap"
})

const warningTag = css({ bg: "#fdecea", color: "#8a1c12" })

/** A short flag beside a value or heading: commercial, overlap, price-coded… */
export const Tag = ({
  children,
  tone,
  testId
}: {
  readonly children: ReactNode
  readonly tone?: "warning"
  readonly testId?: string
}) => (
  <span className={cx(tagStyle, tone === "warning" ? warningTag : undefined)} data-testid={testId}>
    {children}
  </span>
)
