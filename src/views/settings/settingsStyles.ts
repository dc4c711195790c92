import { css } from "styled-system/css"

/** The heading of a settings tab. */
export const sectionTitle = css({ fontSize: "1.2rem", fontWeight: "700", color: "primary", mb: "12px" })
export const tabIntro = css({ color: "fg.muted", mb: "16px" })
