import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { CardSection, type SectionLook } from "../../ui/CardSection"

/** The pieces every section of the driver report is built from. */

export const section = css({
  bg: "white",
  border: "1px solid",
  borderColor: "border",
  borderRadius: "8px",
  boxShadow: "sm",
  p: { base: "12px", sm: "24px" },
  mt: "20px",
  minWidth: 0
})

export const sectionHead = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "16px",
  mb: "16px"
})

export const sectionTitle = css({ fontSize: "1.35rem", fontWeight: "700", color: "primary" })

const reportSectionLook: SectionLook = { section, head: sectionHead, title: sectionTitle }

/** A section of the report, named by its h2 (`report-${name}-title`), with an action beside the title. */
export const ReportSection = (props: {
  readonly name: string
  readonly title: string
  readonly action?: ReactNode
  readonly children: ReactNode
}) => (
  <CardSection
    look={reportSectionLook}
    titleId={`report-${props.name}-title`}
    testId={`report-${props.name}`}
    title={props.title}
    action={props.action}
  >
    {props.children}
  </CardSection>
)

export const subTitle = css({ fontSize: "1.05rem", fontWeight: "700", color: "primary", mt: "18px", mb: "8px" })

export const muted = css({ color: "fg.muted" })

export const note = css({ display: "block", fontWeight: "normal", fontSize: "0.85rem", color: "fg.muted" })

export const none = css({ color: "fg.muted", fontStyle: "italic" })

const fieldGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(220px, 100%), 1fr))",
  gap: "12px 24px",
  m: 0
})

const wideField = css({ gridColumn: "1 / -1" })

const term = css({ color: "fg.muted", fontSize: "0.9rem" })

const definition = css({ fontWeight: "600", m: 0, overflowWrap: "anywhere" })

export const FieldList = ({ children, label }: { readonly children: ReactNode; readonly label?: string }) => (
  <dl className={fieldGrid} aria-label={label}>
    {children}
  </dl>
)

/** A label and its value; `wide` takes the whole line (addresses); `action` sits beside the value (an edit button). */
export const Field = ({
  label,
  children,
  wide,
  testId,
  action
}: {
  readonly label: string
  readonly children: ReactNode
  readonly wide?: boolean
  readonly testId?: string
  readonly action?: ReactNode
}) => (
  <div className={wide ? wideField : undefined} data-testid={testId}>
    <dt className={term}>{label}</dt>
    <dd className={definition}>
      {children}
      {action}
    </dd>
  </div>
)

/** A report table scrolls inside this frame on a narrow screen. */
export { scrollFrame as tableFrame } from "../../ui/styles"

export const table = css({
  width: "100%",
  // On a phone the table keeps readable columns and scrolls in its frame.
  minWidth: { base: "36rem", md: 0 },
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: "0.95rem",
  "& th, & td": {
    textAlign: "left",
    verticalAlign: "top",
    px: "8px",
    py: "6px",
    borderBottom: "1px solid",
    borderColor: "border"
  },
  "& th": { bg: "bg.muted", fontWeight: "700" }
})

/** Header pieces of an accordion item, laid out in a row that wraps. */
export const itemHeader = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8px 16px", flex: 1 })

export const itemHeaderMain = css({ fontWeight: "700", color: "primary" })

export const itemHeaderEnd = css({ ml: "auto", fontWeight: "600" })
