import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { card } from "./styles"

const head = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "8px",
  mb: "12px"
})
const title = css({ fontSize: "1.2rem", fontWeight: "700", color: "primary" })

/** A row of a CardSection's list: its text, then its buttons at the end of the line (below it on a phone). */
export const cardListRow = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "8px 16px",
  py: "8px",
  borderTop: "1px solid",
  borderColor: "border",
  _first: { borderTop: "none" }
})

/** The classes of a titled section's box, of its head (title and action) and of its title. */
export interface SectionLook {
  readonly section: string
  readonly head: string
  readonly title: string
}

/** A profile page's section: a card. */
export const cardSectionLook: SectionLook = { section: card, head, title }

/** A section named by its h2, with an action beside the title (Add, Expand all) and its content below. */
export const CardSection = ({
  look = cardSectionLook,
  ...props
}: {
  readonly look?: SectionLook
  /** The h2's id, which names the section. */
  readonly titleId: string
  readonly title: string
  readonly testId: string
  readonly action?: ReactNode
  readonly children: ReactNode
}) => (
  <section className={look.section} aria-labelledby={props.titleId} data-testid={props.testId}>
    <div className={look.head}>
      <h2 id={props.titleId} className={look.title}>
        {props.title}
      </h2>
      {props.action}
    </div>
    {props.children}
  </section>
)
