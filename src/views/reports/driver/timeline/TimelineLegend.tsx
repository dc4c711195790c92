import type { ReactNode } from "react"
import { css } from "styled-system/css"
import type { TimelineClaimKind, TimelineRole } from "../../../../api/reports/historyTimeline"
import { useI18nContext } from "../../../../i18n/i18n-react"
import { CancelMark, ClaimShape, ink, patternId, roleFill, roleLook, spanLook } from "./timelineLook"

const list = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "6px 18px",
  listStyle: "none",
  p: 0,
  m: 0,
  fontSize: "0.9rem"
})
const entry = css({ display: "inline-flex", alignItems: "center", gap: "6px" })

const roles: ReadonlyArray<TimelineRole> = ["principal", "occasional", "other", "excluded"]
const kinds: ReadonlyArray<TimelineClaimKind> = ["atFault", "notAtFault", "comprehensive", "thirdParty"]

const Swatch = ({ children }: { readonly children: ReactNode }) => (
  <svg width="28" height="20" viewBox="0 0 28 20" aria-hidden="true">
    {children}
  </svg>
)

/** What each pattern and shape of the picture means (its patterns are the picture's, by its prefix). */
export const TimelineLegend = ({ prefix }: { readonly prefix: string }) => {
  const { LL } = useI18nContext()
  const t = LL.report.timeline.legend
  return (
    <div className={css({ mt: "12px" })} data-testid="timeline-legend">
      <h3 className={css({ fontSize: "1rem", fontWeight: "700", mb: "6px" })}>{t.title()}</h3>
      <ul className={list}>
        {roles.map((role) => (
          <li key={role} className={entry}>
            <Swatch>
              <rect
                x="1"
                y="3"
                width="26"
                height="14"
                fill={roleFill(prefix, role)}
                stroke={roleLook[role].stroke}
                strokeWidth="1.5"
                strokeDasharray={roleLook[role].dashed ? "4 2" : undefined}
              />
            </Swatch>
            {t[role]()}
          </li>
        ))}
        <li className={entry}>
          <Swatch>
            <rect x="1" y="10" width="26" height="8" fill="#e5e7eb" stroke={ink.frame} />
            <CancelMark x={14} y={10} height={6} />
          </Swatch>
          {t.cancelled()}
        </li>
        <li className={entry}>
          <Swatch>
            <rect
              x="1"
              y="1"
              width="26"
              height="18"
              fill={spanLook.gap.fill}
              stroke={spanLook.gap.stroke}
              strokeDasharray="4 3"
            />
          </Swatch>
          {t.gap()}
        </li>
        <li className={entry}>
          <Swatch>
            <rect x="1" y="1" width="26" height="18" fill={`url(#${patternId(prefix, "overlap")})`} />
          </Swatch>
          {t.overlap()}
        </li>
        <li className={entry}>
          <Swatch>
            <path d="M18 4L26 10L18 16Z" fill={ink.frame} />
            <rect x="1" y="4" width="17" height="12" fill="#e5e7eb" stroke={ink.frame} />
          </Swatch>
          {t.clipped()}
        </li>
        {kinds.map((kind) => (
          <li key={kind} className={entry}>
            <Swatch>
              <ClaimShape kind={kind} x={14} y={10} />
            </Swatch>
            {t[kind]()}
          </li>
        ))}
      </ul>
    </div>
  )
}
