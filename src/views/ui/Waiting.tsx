import { css } from "styled-system/css"

/** What a screen shows while it waits: one line, announced politely. */
export const Waiting = ({ label }: { readonly label: string }) => (
  <p role="status" aria-live="polite" className={css({ py: "48px", textAlign: "center", fontSize: "1.1rem" })}>
    {label}
  </p>
)
