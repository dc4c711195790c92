import type { TimelineClaimKind, TimelineRole } from "../../../../api/reports/historyTimeline"

/**
 * How the timeline tells things apart: each role has a pattern as well as a colour (solid, hatched,
 * dotted, crossed and dashed), each claim kind a shape, so the picture keeps its meaning in grey and
 * for colour-blind readers. Every mark has at least 3:1 contrast with white.
 */

export const ink = { text: "#1f2937", muted: "#4b5563", grid: "#d1d5db", frame: "#374151" } as const

export const roleLook: Record<TimelineRole, { readonly stroke: string; readonly dashed: boolean }> = {
  principal: { stroke: "#0b3d6e", dashed: false },
  occasional: { stroke: "#00736b", dashed: false },
  other: { stroke: "#6b21a8", dashed: false },
  excluded: { stroke: "#b91c1c", dashed: true }
}

export const spanLook = {
  gap: { fill: "#fff4e0", stroke: "#b35c00" },
  overlap: { stroke: "#9d174d" }
} as const

const claimColour: Record<TimelineClaimKind, string> = {
  atFault: "#b91c1c",
  notAtFault: "#15803d",
  comprehensive: "#0b3d6e",
  thirdParty: "#6b21a8"
}

/** The patterns' ids under the picture's own prefix (two pictures on a page keep theirs apart). */
export const patternId = (prefix: string, name: TimelineRole | "overlap") => `${prefix}-${name}`

/** The fill of a role's bar and of its legend swatch. */
export const roleFill = (prefix: string, role: TimelineRole) =>
  role === "principal" ? roleLook.principal.stroke : `url(#${patternId(prefix, role)})`

/** The patterns of the roles and of the overlaps, once per picture. */
export const TimelinePatterns = ({ prefix }: { readonly prefix: string }) => (
  <defs>
    <pattern
      id={patternId(prefix, "occasional")}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <rect width="6" height="6" fill="#e0f2f0" />
      <line x1="0" y1="0" x2="0" y2="6" stroke={roleLook.occasional.stroke} strokeWidth="3" />
    </pattern>
    <pattern id={patternId(prefix, "other")} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect width="6" height="6" fill="#f3e8ff" />
      <circle cx="3" cy="3" r="1.6" fill={roleLook.other.stroke} />
    </pattern>
    <pattern id={patternId(prefix, "excluded")} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill="#ffffff" />
      <path d="M0 0L8 8M8 0L0 8" stroke={roleLook.excluded.stroke} strokeWidth="1" />
    </pattern>
    <pattern id={patternId(prefix, "overlap")} width="5" height="5" patternUnits="userSpaceOnUse">
      <rect width="5" height="5" fill="#fce7f3" />
      <line x1="1" y1="0" x2="1" y2="5" stroke={spanLook.overlap.stroke} strokeWidth="1" />
    </pattern>
  </defs>
)

/** A claim's marker centred on (x, y): triangle, circle, diamond or square by its kind. */
export const ClaimShape = ({ kind, x, y, size = 12 }: { kind: TimelineClaimKind; x: number; y: number; size?: number }) => {
  const r = size / 2
  const colour = claimColour[kind]
  switch (kind) {
    case "atFault":
      return <path d={`M${x} ${y - r}L${x + r} ${y + r}L${x - r} ${y + r}Z`} fill={colour} stroke={colour} strokeWidth="1" />
    case "notAtFault":
      return <circle cx={x} cy={y} r={r - 1} fill="#ffffff" stroke={colour} strokeWidth="2.5" />
    case "comprehensive":
      return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`} fill={colour} />
    case "thirdParty":
      return (
        <rect x={x - r + 1} y={y - r + 1} width={size - 2} height={size - 2} fill="#ffffff" stroke={colour} strokeWidth="2.5" />
      )
  }
}

/** A cancellation's mark at x over a bar from y to y + height: an upright line crossed at its top. */
export const CancelMark = ({ x, y, height }: { x: number; y: number; height: number }) => (
  <g stroke={ink.text} strokeWidth="2">
    <line x1={x} y1={y - 3} x2={x} y2={y + height + 3} stroke="#ffffff" strokeWidth="5" />
    <line x1={x} y1={y - 3} x2={x} y2={y + height + 3} />
    <path d={`M${x - 4} ${y - 9}L${x + 4} ${y - 1}M${x + 4} ${y - 9}L${x - 4} ${y - 1}`} />
  </g>
)
