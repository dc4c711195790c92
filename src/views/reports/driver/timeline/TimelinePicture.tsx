import { Fragment, type KeyboardEvent, type ReactNode, type SVGProps } from "react"
import { css } from "styled-system/css"
import type { TimelineLayout, TimelineSpan } from "../../../../api/reports/historyTimeline"
import type { ReportSection } from "../../../../machines/reports/driverReportViewMachine"
import { CancelMark, ClaimShape, ink, roleFill, roleLook, spanLook, patternId, TimelinePatterns } from "./timelineLook"
import { lanesOf, type TimelineText } from "./timelineText"

/** The smallest width the picture is drawn at: narrower screens scroll it inside its frame. */
export const minPictureWidth = 640

const pad = 14
const axisTop = 24
const labelHeight = 18
const barHeight = 18
const cancelLabelHeight = 14
const rowGap = 10
const claimLane = 18
const yearLabelSpace = 44

const mark = css({
  cursor: "pointer",
  outline: "none",
  "& > [data-ring]": { visibility: "hidden" },
  "&:focus > [data-ring], &:hover > [data-ring]": { visibility: "visible" }
})

export interface TimelinePictureProps {
  readonly layout: TimelineLayout
  readonly text: TimelineText
  /** What is drawn but not the layout's own: the picture's name, the frame's ends with their dates, the claims' label. */
  readonly labels: {
    readonly title: string
    readonly frameStart: string
    readonly frameEnd: string
    readonly claims: string
    readonly noPolicies: string
  }
  readonly prefix: string
  readonly width: number
  /** A bar or a marker was activated: open its item in the report. */
  readonly onShow: (section: ReportSection, key: string) => void
}

/** Every year when they fit, else every second, fifth or tenth year. */
const yearStep = (years: number, plotWidth: number) =>
  [1, 2, 5, 10].find((step) => (plotWidth / Math.max(years, 1)) * step >= yearLabelSpace) ?? 10

/** A label's place: over its first mark, moved left as far as it needs to end inside the frame (13px bold, about 7.5px a letter). */
const labelX = (text: string, at: number, x0: number, x1: number) => Math.max(x0 + 4, Math.min(at, x1 - text.length * 7.5))

/** Enter and Space activate a drawn button as they do a real one. */
const activateOnKey = (activate: () => void) => (event: KeyboardEvent) => {
  if (event.key !== "Enter" && event.key !== " ") return
  event.preventDefault()
  activate()
}

interface MarkButtonProps {
  readonly name: string
  readonly show: () => void
  readonly testId: string
  /** What the mark is, for tests and styles: `data-role` of a term, `data-kind` of a claim. */
  readonly data: Readonly<Record<`data-${string}`, string>>
  readonly children: ReactNode
}

/** A drawn mark that opens its item: a button named by its sentence, its ring shown on focus and hover. */
const MarkButton = ({ name, show, testId, data, children }: MarkButtonProps) => (
  <g
    role="button"
    tabIndex={0}
    aria-label={name}
    className={mark}
    onClick={show}
    onKeyDown={activateOnKey(show)}
    data-testid={testId}
    {...data}
  >
    <title>{name}</title>
    {children}
  </g>
)

/** Claims on nearby days go on lanes below one another so no marker hides another. */
const claimLanes = (xs: ReadonlyArray<number>) => {
  const lastX: Array<number> = []
  return xs.map((x) => {
    const lane = lastX.findIndex((last) => x - last >= claimLane)
    const chosen = lane === -1 ? lastX.length : lane
    lastX[chosen] = x
    return chosen
  })
}

/** The history timeline's SVG: rows of terms, gaps and overlaps behind them, claims below, years above. */
export const TimelinePicture = ({ layout, text, labels, prefix, width, onShow }: TimelinePictureProps) => {
  const x0 = pad
  const x1 = width - pad
  const x = (at: number) => x0 + at * (x1 - x0)

  // Rows from the top: each has its label line, its bars, and a line for cancellation dates when it has any.
  let y = axisTop + 6
  const rows = layout.rows.map((row, index) => {
    const top = y
    const cancelled = row.bars.some((bar) => bar.cancellationDate !== null)
    y += labelHeight + barHeight + (cancelled ? cancelLabelHeight : 0) + rowGap
    return { row, top, lane: lanesOf(layout.rows)[index]! }
  })
  const emptyTop = y
  if (layout.rows.length === 0) y += 40
  const claimXs = layout.claims.map((claim) => x(claim.at))
  const lanes = claimLanes(claimXs)
  const claimsTop = y
  if (layout.claims.length > 0) y += labelHeight + (Math.max(...lanes) + 1) * claimLane + rowGap
  const axisBottom = y
  const height = axisBottom + 24
  const step = yearStep(layout.years.length, x1 - x0)
  // A gap or an overlap: a band the frame's height, at least 2px wide, drawn in its look.
  const spanBand = (kind: "gap" | "overlap", span: TimelineSpan, look: SVGProps<SVGRectElement>) => (
    <rect
      key={`${kind}-${span.startDate}`}
      x={x(span.from)}
      y={axisTop}
      width={Math.max(x(span.to) - x(span.from), 2)}
      height={axisBottom - axisTop}
      {...look}
      data-testid={`timeline-${kind}`}
    />
  )

  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={labels.title}
      fontFamily="inherit"
      data-testid="timeline-picture"
    >
      <TimelinePatterns prefix={prefix} />
      <g aria-hidden="true">
        {layout.years.map(({ year, at }) => (
          <g key={year}>
            <line x1={x(at)} y1={axisTop} x2={x(at)} y2={axisBottom} stroke={ink.grid} />
            {year % step === 0 && (
              <text x={x(at)} y={axisTop - 8} textAnchor="middle" fontSize="12" fill={ink.muted}>
                {year}
              </text>
            )}
          </g>
        ))}
        {layout.gaps.map((gap) =>
          spanBand("gap", gap, { fill: spanLook.gap.fill, stroke: spanLook.gap.stroke, strokeDasharray: "4 3" })
        )}
        {layout.overlaps.map((overlap) =>
          spanBand("overlap", overlap, { fill: `url(#${patternId(prefix, "overlap")})`, opacity: "0.8" })
        )}
        <line x1={x0} y1={axisTop} x2={x0} y2={axisBottom} stroke={ink.frame} />
        <line x1={x1} y1={axisTop} x2={x1} y2={axisBottom} stroke={ink.frame} strokeWidth="3" />
        <line x1={x0} y1={axisBottom} x2={x1} y2={axisBottom} stroke={ink.frame} />
        <text x={x0} y={axisBottom + 17} fontSize="12" fill={ink.text}>
          {labels.frameStart}
        </text>
        <text x={x1} y={axisBottom + 17} fontSize="12" fill={ink.text} textAnchor="end" fontWeight="600">
          {labels.frameEnd}
        </text>
        {layout.rows.length === 0 && (
          <text x={(x0 + x1) / 2} y={emptyTop + 24} textAnchor="middle" fontSize="14" fill={ink.text} fontStyle="italic">
            {labels.noPolicies}
          </text>
        )}
        {rows.map(({ row, top, lane }) => {
          const label = text.rowLabel(row, lane)
          return (
            <text
              key={row.key}
              x={labelX(label, x(row.bars[0]!.from), x0, x1)}
              y={top + 13}
              fontSize="13"
              fontWeight="600"
              fill={ink.text}
            >
              {label}
            </text>
          )
        })}
        {layout.claims.length > 0 && (
          <text
            x={labelX(labels.claims, claimXs[0]! - 6, x0, x1)}
            y={claimsTop + 13}
            fontSize="13"
            fontWeight="600"
            fill={ink.text}
          >
            {labels.claims}
          </text>
        )}
      </g>
      {rows.map(({ row, top }) =>
        row.bars.map((bar) => {
          const barTop = top + labelHeight
          // A pixel of white at each end of a term wider than a few pixels tells renewals apart.
          const inset = x(bar.to) - x(bar.from) > 6 ? 1 : 0
          const left = x(bar.from) + inset
          const barWidth = Math.max(x(bar.to) - left - inset, 4)
          const look = roleLook[bar.role]
          return (
            <Fragment key={bar.policyKey}>
              <MarkButton
                name={text.term(row, bar)}
                show={() => onShow("policies", String(bar.policyKey))}
                testId={`timeline-bar-${bar.policyKey}`}
                data={{ "data-role": bar.role }}
              >
                <rect
                  data-ring
                  x={left - 4}
                  y={barTop - 4}
                  width={barWidth + 8}
                  height={barHeight + 8}
                  rx="3"
                  fill="none"
                  stroke="#00736b"
                  strokeWidth="3"
                />
                <rect
                  x={left}
                  y={barTop}
                  width={barWidth}
                  height={barHeight}
                  fill={roleFill(prefix, bar.role)}
                  stroke={look.stroke}
                  strokeWidth="1.5"
                  strokeDasharray={look.dashed ? "4 2" : undefined}
                />
                {bar.clippedStart && (
                  <path
                    d={`M${left} ${barTop + 2}L${left - 8} ${barTop + barHeight / 2}L${left} ${barTop + barHeight - 2}Z`}
                    fill={ink.frame}
                  />
                )}
                {bar.clippedEnd && (
                  <path
                    d={`M${left + barWidth} ${barTop + 2}L${left + barWidth + 8} ${barTop + barHeight / 2}L${left + barWidth} ${barTop + barHeight - 2}Z`}
                    fill={ink.frame}
                  />
                )}
                {bar.cancelledAt !== null && <CancelMark x={x(bar.cancelledAt)} y={barTop} height={barHeight} />}
              </MarkButton>
              {/* The date beside the button, not in it: the button's name says it in a sentence. */}
              {bar.cancelledAt !== null && bar.cancellationDate !== null && (
                <text
                  x={x(bar.cancelledAt)}
                  y={barTop + barHeight + 13}
                  fontSize="11"
                  fill={ink.text}
                  textAnchor={x(bar.cancelledAt) > x1 - 40 ? "end" : x(bar.cancelledAt) < x0 + 40 ? "start" : "middle"}
                  aria-hidden="true"
                  data-testid="timeline-cancellation"
                >
                  {bar.cancellationDate}
                </text>
              )}
            </Fragment>
          )
        })
      )}
      {layout.claims.map((claim, index) => {
        const cx = claimXs[index]!
        const cy = claimsTop + labelHeight + lanes[index]! * claimLane + claimLane / 2
        return (
          <MarkButton
            key={claim.id}
            name={text.claim(claim)}
            show={() => onShow("claims", String(claim.id))}
            testId={`timeline-claim-${claim.id}`}
            data={{ "data-kind": claim.kind }}
          >
            <line x1={cx} y1={axisTop} x2={cx} y2={cy - 8} stroke={ink.muted} strokeDasharray="2 3" />
            <circle data-ring cx={cx} cy={cy} r="11" fill="none" stroke="#00736b" strokeWidth="3" />
            <ClaimShape kind={claim.kind} x={cx} y={cy} />
          </MarkButton>
        )
      })}
    </svg>
  )
}
