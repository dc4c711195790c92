import { Circle, G, Line, Polygon, Rect, Svg, Text, View } from "@react-pdf/renderer"
import type { ReactElement, ReactNode } from "react"
import {
  historyTimeline,
  type TimelineBar,
  type TimelineClaimKind,
  type TimelineLayout,
  type TimelineRole,
  type TimelineRow
} from "../../api/reports/historyTimeline"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { formatReportDate, nameIn } from "../../i18n/reportFormat"
import { textWidth } from "./pdfFont"
import { contentWidth, reportSection, type Block } from "./pdfParts"
import type { PdfContext } from "./PdfSummary"
import { chunks, fitText, flowLegend, hatchLines, roomyTexts, yearLabels, type LegendItem } from "./timelineGeometry"

/*
 * The driver's history at a glance, on the PDF's first sheet: the picture the report screen draws, from
 * the same layout (historyTimeline), in react-pdf's own SVG. Without patterns in react-pdf, a role is told
 * apart by its shade, its outline (dashed for an excluded driver) and its short mark on the bar; a claim's
 * kind by its marker's shape: each keeps its meaning in grey.
 */

const width = contentWidth
const labelSize = 6.5
const yearSize = 6
const markSize = 5.5
const legendSize = 7
const axisHeight = 10
const rowHeight = 10
const barHeight = 7
const overlapHeight = 8
const claimsHeight = 11
const frameHeight = 10
const legendLine = 10
const legendTop = 4
/** Below each piece of the picture. */
const pieceMargin = 4
/** Rows per piece of a picture too tall to stay on one sheet with what precedes it. */
const rowsPerPiece = 16

const ink = "#1a1a1a"
const blue = "#0b3d6e"
const grey = "#505a66"
const red = "#8a1c1c"
const orange = "#b35c00"

interface RoleLook {
  readonly fill: string
  readonly stroke: string
  readonly dash?: string
  readonly mark: string
}

const roleLooks: Record<TimelineRole, RoleLook> = {
  // A white outline parts a term from the next (a renewal starts the day its term ends).
  principal: { fill: blue, stroke: "#ffffff", mark: "#ffffff" },
  occasional: { fill: "#8fb3d9", stroke: blue, mark: ink },
  other: { fill: "#e3ebf4", stroke: blue, mark: ink },
  excluded: { fill: "#ffffff", stroke: "#404040", dash: "2 1.2", mark: ink }
}

const roles: ReadonlyArray<TimelineRole> = ["principal", "occasional", "other", "excluded"]
const claimKinds: ReadonlyArray<TimelineClaimKind> = ["atFault", "notAtFault", "comprehensive", "thirdParty"]

const font = (size: number, bold = false) => ({ fontSize: size, fontFamily: bold ? "Helvetica-Bold" : "Helvetica" })

/** A line of text in the picture, its baseline at y. */
const Label = ({
  x,
  y,
  size,
  text,
  fill = ink,
  bold = false,
  anchor = "start"
}: {
  readonly x: number
  readonly y: number
  readonly size: number
  readonly text: string
  readonly fill?: string
  readonly bold?: boolean
  readonly anchor?: "start" | "middle" | "end"
}) => (
  <Text x={x} y={y} fill={fill} textAnchor={anchor} {...font(size, bold)}>
    {text}
  </Text>
)

/** Where a text of `size` sits in a band: its baseline, so that it looks centred. */
const baseline = (top: number, height: number, size: number) => top + height / 2 + size * 0.35

/** A band's name in the label column at the left: shortened to fit the column, centred on the band. */
const BandLabel = ({
  top,
  height,
  text,
  labelWidth,
  fill = ink
}: {
  readonly top: number
  readonly height: number
  readonly text: string
  readonly labelWidth: number
  readonly fill?: string
}) => (
  <Label
    x={0}
    y={baseline(top, height, labelSize)}
    size={labelSize}
    text={fitText(text, labelWidth - 6, labelSize)}
    fill={fill}
  />
)

/** A strip below the rows (the overlaps, the claims): its name in grey at the left, and what it draws. */
const Strip = ({
  top,
  height,
  name,
  labelWidth,
  children
}: {
  readonly top: number
  readonly height: number
  readonly name: string
  readonly labelWidth: number
  readonly children: ReactNode
}) => (
  <G>
    <BandLabel top={top} height={height} text={name} labelWidth={labelWidth} fill={grey} />
    {children}
  </G>
)

const ClaimMarker = ({ kind, x, y }: { readonly kind: TimelineClaimKind; readonly x: number; readonly y: number }) => {
  const r = 2.8
  switch (kind) {
    case "atFault":
      return <Polygon points={`${x - r},${y - r} ${x + r},${y - r} ${x},${y + r}`} fill={red} stroke={red} strokeWidth={0.5} />
    case "notAtFault":
      return <Circle cx={x} cy={y} r={r - 0.3} fill="#ffffff" stroke={ink} strokeWidth={0.9} />
    case "comprehensive":
      return (
        <Polygon
          points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`}
          fill={orange}
          stroke={orange}
          strokeWidth={0.5}
        />
      )
    case "thirdParty":
      return (
        <Rect
          x={x - r + 0.4}
          y={y - r + 0.4}
          width={2 * r - 0.8}
          height={2 * r - 0.8}
          fill="#ffffff"
          stroke={grey}
          strokeWidth={0.9}
        />
      )
  }
}

/** A term's bar, its top at y: the role's shade and outline. */
const BarShape = ({
  role,
  x,
  y,
  w
}: {
  readonly role: TimelineRole
  readonly x: number
  readonly y: number
  readonly w: number
}) => {
  const look = roleLooks[role]
  return (
    <Rect
      x={x}
      y={y}
      width={Math.max(w, 0.8)}
      height={barHeight}
      fill={look.fill}
      stroke={look.stroke}
      strokeWidth={0.6}
      {...(look.dash ? { strokeDasharray: look.dash } : {})}
    />
  )
}

/** The cancellation's cross, outlined in white so that it shows on a dark bar and in grey. */
const Cross = ({ x, y }: { readonly x: number; readonly y: number }) => {
  const r = 2.6
  const strokes = (color: string, strokeWidth: number, key: string) => (
    <G key={key} stroke={color} strokeWidth={strokeWidth}>
      <Line x1={x - r} y1={y - r} x2={x + r} y2={y + r} />
      <Line x1={x - r} y1={y + r} x2={x + r} y2={y - r} />
    </G>
  )
  return (
    <G>
      {strokes("#ffffff", 2, "halo")}
      {strokes(red, 0.9, "cross")}
    </G>
  )
}

/** A small arrowhead inside a bar's end, pointing out: the term goes on beyond the picture. */
const Beyond = ({
  x,
  y,
  side,
  color
}: {
  readonly x: number
  readonly y: number
  readonly side: -1 | 1
  readonly color: string
}) => <Polygon points={`${x + side * 0.8},${y} ${x - side * 2.2},${y - 2.2} ${x - side * 2.2},${y + 2.2}`} fill={color} />

const Hatch = ({ x, y, w, h }: { readonly x: number; readonly y: number; readonly w: number; readonly h: number }) => (
  <G>
    <Rect x={x} y={y} width={Math.max(w, 0.8)} height={h} fill="#fdf0dc" />
    <G stroke={orange} strokeWidth={0.4}>
      {hatchLines(x, y, w, h, 3).map((l, i) => (
        <Line key={i} {...l} />
      ))}
    </G>
  </G>
)

export interface TimelineTexts {
  readonly LL: TranslationFunctions["report"]["timeline"]
  readonly labelled: TranslationFunctions["report"]["labelled"]
  readonly rowLabel: (row: TimelineRow, lane: number) => string
  readonly date: (date: string) => string
}

/** The texts of one row that find room: the role's mark on each bar, a cancellation's date after its bar. */
const rowTexts = (bars: ReadonlyArray<TimelineBar>, x: (at: number) => number, chartEnd: number, texts: TimelineTexts) => {
  const marks = bars.map((bar) => {
    const text = texts.LL.roleLetters[bar.role]()
    // Clear of the arrowhead of a term going on beyond the picture, and of a cancellation's cross.
    const barEnd = x(bar.to) - (bar.clippedEnd ? 3 : 0)
    const stop = bar.cancelledAt === null ? barEnd : Math.min(barEnd, x(bar.cancelledAt) - 2.6)
    return {
      text,
      x: x(bar.from) + (bar.clippedStart ? 4 : 1.5),
      width: textWidth(text, markSize),
      from: x(bar.from),
      to: stop - 1,
      bar
    }
  })
  const dates = bars.flatMap((bar, i) => {
    if (bar.cancelledAt === null || bar.cancellationDate === null) return []
    const text = texts.date(bar.cancellationDate)
    const next = bars[i + 1]
    const start = Math.max(x(bar.to), x(bar.cancelledAt) + 2.6) + 2
    return [{ text, x: start, width: textWidth(text, markSize), from: start, to: (next ? x(next.from) : chartEnd) - 2, bar }]
  })
  const wished = [...marks, ...dates]
  return roomyTexts(wished).map((i) => ({ ...wished[i]!, mark: i < marks.length }))
}

interface Piece {
  readonly rows: ReadonlyArray<{ readonly row: TimelineRow; readonly lane: number }>
  /** The overlap and claims strips, the frame and the legend: in the last piece. */
  readonly last: boolean
}

interface Geometry {
  readonly labelWidth: number
  readonly x: (at: number) => number
  readonly chartEnd: number
}

const stripsHeight = (layout: TimelineLayout) =>
  (layout.overlaps.length ? overlapHeight : 0) + (layout.claims.length ? claimsHeight : 0) + frameHeight

const pieceHeight = (layout: TimelineLayout, piece: Piece, legendLines: number) =>
  axisHeight + piece.rows.length * rowHeight + (piece.last ? stripsHeight(layout) + legendTop + legendLines * legendLine : 0)

/** The legend's items: what the picture shows, in the order it shows it. */
const legendItems = (layout: TimelineLayout, texts: TimelineTexts) => {
  const t = texts.LL.legend
  const bars = layout.rows.flatMap((row) => row.bars)
  const items: Array<LegendItem & { readonly draw: (x: number, top: number) => ReactElement | null }> = [
    { sample: 0, label: t.title(), weight: "bold", draw: () => null }
  ]
  for (const role of roles) {
    if (!bars.some((bar) => bar.role === role)) continue
    const mark = texts.LL.roleLetters[role]()
    items.push({
      sample: 14,
      label: t[role](),
      draw: (x, top) => (
        <G key={`role-${role}`}>
          <BarShape role={role} x={x} y={top + (legendLine - barHeight) / 2} w={14} />
          <Label
            x={x + 7}
            y={baseline(top, legendLine, markSize)}
            size={markSize}
            text={mark}
            fill={roleLooks[role].mark}
            anchor="middle"
          />
        </G>
      )
    })
  }
  if (bars.some((bar) => bar.cancelledAt !== null))
    items.push({
      sample: 7,
      label: t.cancelled(),
      draw: (x, top) => <Cross key="cancelled" x={x + 3.5} y={top + legendLine / 2} />
    })
  if (bars.some((bar) => bar.clippedStart || bar.clippedEnd))
    items.push({
      sample: 14,
      label: t.clipped(),
      draw: (x, top) => (
        <G key="clipped">
          <BarShape role="other" x={x} y={top + (legendLine - barHeight) / 2} w={14} />
          <Beyond x={x + 14} y={top + legendLine / 2} side={1} color={blue} />
        </G>
      )
    })
  if (layout.gaps.length)
    items.push({ sample: 14, label: t.gap(), draw: (x, top) => <Hatch key="gap" x={x} y={top + 1} w={14} h={legendLine - 2} /> })
  if (layout.overlaps.length)
    items.push({
      sample: 14,
      label: t.overlap(),
      draw: (x, top) => <Rect key="overlap" x={x} y={top + legendLine / 2 - 2} width={14} height={4} fill={red} />
    })
  for (const kind of claimKinds) {
    if (!layout.claims.some((claim) => claim.kind === kind)) continue
    items.push({
      sample: 7,
      label: t[kind](),
      draw: (x, top) => <ClaimMarker key={kind} kind={kind} x={x + 3.5} y={top + legendLine / 2} />
    })
  }
  return items
}

const PictureRow = ({
  row,
  lane,
  top,
  geometry,
  texts
}: {
  readonly row: TimelineRow
  readonly lane: number
  readonly top: number
  readonly geometry: Geometry
  readonly texts: TimelineTexts
}) => {
  const { x, labelWidth, chartEnd } = geometry
  const barTop = top + (rowHeight - barHeight) / 2
  const middle = top + rowHeight / 2
  return (
    <G>
      <BandLabel top={top} height={rowHeight} text={texts.rowLabel(row, lane)} labelWidth={labelWidth} />
      {row.bars.map((bar) => {
        const look = roleLooks[bar.role]
        const from = x(bar.from)
        const to = x(bar.to)
        return (
          <G key={bar.policyKey}>
            <BarShape role={bar.role} x={from} y={barTop} w={to - from} />
            {bar.clippedStart && to - from > 6 && <Beyond x={from} y={middle} side={-1} color={look.mark} />}
            {bar.clippedEnd && to - from > 6 && <Beyond x={to} y={middle} side={1} color={look.mark} />}
            {bar.cancelledAt !== null && <Cross x={x(bar.cancelledAt)} y={middle} />}
          </G>
        )
      })}
      {rowTexts(row.bars, x, chartEnd, texts).map((text, i) => (
        <Label
          key={`text-${i}`}
          x={text.x}
          y={baseline(top, rowHeight, markSize)}
          size={markSize}
          text={text.text}
          fill={text.mark ? roleLooks[text.bar.role].mark : red}
        />
      ))}
    </G>
  )
}

/** One piece of the picture: the years, its rows and, in the last, the strips, the frame and the legend. */
const Picture = ({
  layout,
  piece,
  geometry,
  texts,
  legend
}: {
  readonly layout: TimelineLayout
  readonly piece: Piece
  readonly geometry: Geometry
  readonly texts: TimelineTexts
  readonly legend: ReturnType<typeof legendItems>
}) => {
  const { x, labelWidth, chartEnd } = geometry
  const placedLegend = flowLegend(legend, width, legendSize)
  const height = pieceHeight(layout, piece, placedLegend.lines)
  const rowsBottom = axisHeight + piece.rows.length * rowHeight
  const overlapTop = rowsBottom
  const claimsTop = overlapTop + (piece.last && layout.overlaps.length ? overlapHeight : 0)
  const drawnBottom = piece.last ? claimsTop + (layout.claims.length ? claimsHeight : 0) : rowsBottom
  const frameTop = drawnBottom
  const legendStart = frameTop + frameHeight + legendTop
  const chartWidth = chartEnd - x(0)
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ marginBottom: pieceMargin }}>
      {piece.rows.map(
        (_, i) =>
          i % 2 === 1 && (
            <Rect
              key={`shade-${i}`}
              x={x(0)}
              y={axisHeight + i * rowHeight}
              width={chartWidth}
              height={rowHeight}
              fill="#f2f4f7"
            />
          )
      )}
      {layout.gaps.map((gap, i) => (
        <Hatch key={`gap-${i}`} x={x(gap.from)} y={axisHeight} w={x(gap.to) - x(gap.from)} h={drawnBottom - axisHeight} />
      ))}
      <G stroke="#d5dbe3" strokeWidth={0.4}>
        {layout.years.map((year) => (
          <Line key={year.year} x1={x(year.at)} y1={axisHeight - 2} x2={x(year.at)} y2={drawnBottom} />
        ))}
      </G>
      {yearLabels(layout.years, chartWidth, yearSize).map((label) => (
        <Label key={label.year} x={x(0) + label.x} y={axisHeight - 3} size={yearSize} text={String(label.year)} fill={grey} />
      ))}
      {piece.rows.map(({ row, lane }, i) => (
        <PictureRow key={row.key} row={row} lane={lane} top={axisHeight + i * rowHeight} geometry={geometry} texts={texts} />
      ))}
      {piece.last && layout.overlaps.length > 0 && (
        <Strip top={overlapTop} height={overlapHeight} name={texts.LL.legend.overlap()} labelWidth={labelWidth}>
          {layout.overlaps.map((overlap, i) => (
            <Rect
              key={i}
              x={x(overlap.from)}
              y={overlapTop + overlapHeight / 2 - 2}
              width={Math.max(x(overlap.to) - x(overlap.from), 1)}
              height={4}
              fill={red}
            />
          ))}
        </Strip>
      )}
      {piece.last && layout.claims.length > 0 && (
        <Strip top={claimsTop} height={claimsHeight} name={texts.LL.sentences.claims()} labelWidth={labelWidth}>
          <G stroke="#8a96a6" strokeWidth={0.4} strokeDasharray="1 1.5">
            {layout.claims.map((claim) => (
              <Line key={claim.id} x1={x(claim.at)} y1={axisHeight} x2={x(claim.at)} y2={claimsTop + claimsHeight / 2 - 3} />
            ))}
          </G>
          {layout.claims.map((claim) => (
            <ClaimMarker key={claim.id} kind={claim.kind} x={x(claim.at)} y={claimsTop + claimsHeight / 2} />
          ))}
        </Strip>
      )}
      <G stroke={blue} strokeWidth={0.8}>
        <Line x1={x(0)} y1={axisHeight - 2} x2={x(0)} y2={drawnBottom} />
        <Line x1={chartEnd} y1={axisHeight - 2} x2={chartEnd} y2={drawnBottom} />
      </G>
      {piece.last && (
        <G>
          <Label
            x={x(0)}
            y={frameTop + 7}
            size={yearSize}
            fill={grey}
            text={texts.labelled({ label: texts.LL.frameStart(), text: texts.date(layout.fromDate) })}
          />
          <Label
            x={chartEnd}
            y={frameTop + 7}
            size={yearSize}
            fill={grey}
            anchor="end"
            text={texts.labelled({ label: texts.LL.frameEnd(), text: texts.date(layout.toDate) })}
          />
          {legend.map((item, i) => {
            const placed = placedLegend.items[i]!
            const top = legendStart + placed.line * legendLine
            return (
              <G key={`legend-${i}`}>
                {item.draw(placed.x, top)}
                <Label
                  x={placed.labelX}
                  y={baseline(top, legendLine, legendSize)}
                  size={legendSize}
                  text={item.label}
                  bold={item.weight === "bold"}
                />
              </G>
            )
          })}
        </G>
      )}
    </Svg>
  )
}

/** Each row with its place among its carrier's rows (0 for the first). */
const withLanes = (rows: ReadonlyArray<TimelineRow>) => {
  const seen = new Map<string, number>()
  return rows.map((row) => {
    const lane = seen.get(row.carrier.code) ?? 0
    seen.set(row.carrier.code, lane + 1)
    return { row, lane }
  })
}

/** The label column as wide as its longest label, within bounds; the years from its right to the frame's end. */
const geometryFor = (labels: ReadonlyArray<string>): Geometry => {
  const labelWidth = Math.min(150, Math.max(30, ...labels.map((label) => textWidth(label, labelSize) + 6)))
  const chartEnd = width - 1
  return { labelWidth, chartEnd, x: (at) => labelWidth + at * (chartEnd - labelWidth) }
}

/**
 * The picture's section: its title and the picture, in pieces of a few rows when it is too tall for
 * what is left of a sheet; a sentence instead for a driver without policies over the report's years.
 */
export const timelineBlocks = ({ report, LL, locale }: PdfContext): ReadonlyArray<Block> => {
  const layout = historyTimeline(report)
  const t = LL.report.timeline
  const date = (value: string) => formatReportDate(value, report.ianaTimezone)
  const none = t.noPolicies({ start: date(layout.fromDate), end: date(layout.toDate) })
  const texts: TimelineTexts = {
    LL: t,
    labelled: LL.report.labelled,
    date,
    rowLabel: (row, lane) => {
      const carrier = nameIn(row.carrier.nameEn, row.carrier.nameFr, locale)
      return lane === 0 ? carrier : t.rowLane({ carrier, lane: lane + 1 })
    }
  }
  if (layout.rows.length === 0) return reportSection("timeline", t.title(), [], none)
  const rows = withLanes(layout.rows)
  const geometry = geometryFor([
    ...rows.map(({ row, lane }) => texts.rowLabel(row, lane)),
    ...(layout.overlaps.length ? [t.legend.overlap()] : []),
    ...(layout.claims.length ? [t.sentences.claims()] : [])
  ])
  const legend = legendItems(layout, texts)
  const legendLines = flowLegend(legend, width, legendSize).lines
  const pieces = chunks(rows, rowsPerPiece).map((pieceRows, i, all): Block => {
    const piece = { rows: pieceRows, last: i === all.length - 1 }
    return {
      key: `timeline-${i}`,
      height: pieceHeight(layout, piece, legendLines) + pieceMargin,
      element: <Picture key={`timeline-${i}`} layout={layout} piece={piece} geometry={geometry} texts={texts} legend={legend} />
    }
  })
  const whole: Block =
    pieces.length === 1
      ? pieces[0]!
      : {
          key: "timeline",
          height: pieces.reduce((sum, piece) => sum + piece.height, 0),
          element: <View key="timeline">{pieces.map((piece) => piece.element)}</View>,
          parts: pieces
        }
  return reportSection("timeline", t.title(), [whole], none)
}
