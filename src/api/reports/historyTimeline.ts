import type { Carrier, Claim, DriverReport, Policy } from "./schemas"

/** The driver's part in a policy, as the timeline tells it apart. */
export type TimelineRole = "principal" | "occasional" | "other" | "excluded"

/** How a claim's marker is told apart. */
export type TimelineClaimKind = "atFault" | "notAtFault" | "comprehensive" | "thirdParty"

/** A place on the timeline: 0 is the frame's first day, 1 the report's day. */
type Position = number

export interface TimelineBar {
  readonly policyKey: number
  readonly policyNumber: string
  readonly startDate: string
  readonly stopDate: string
  readonly from: Position
  readonly to: Position
  readonly role: TimelineRole
  /** Where the term was cancelled, when it was. */
  readonly cancellationDate: string | null
  readonly cancelledAt: Position | null
  /** The term shares days with a term of another policy. */
  readonly overlap: boolean
  /** The term began before the frame or goes on after the report's day. */
  readonly clippedStart: boolean
  readonly clippedEnd: boolean
}

/** A carrier's terms; a carrier with terms at once has a row for each set of terms that do not meet. */
export interface TimelineRow {
  readonly key: string
  readonly carrier: Carrier
  readonly bars: ReadonlyArray<TimelineBar>
}

export interface TimelineSpan {
  readonly startDate: string
  readonly endDate: string
  readonly days: number
  readonly from: Position
  readonly to: Position
}

export interface TimelineClaim {
  readonly id: number
  readonly claimNumber: string
  readonly dateOfLoss: string
  readonly at: Position
  readonly kind: TimelineClaimKind
}

export interface TimelineLayout {
  /** The frame: from its first day to the report's day. */
  readonly fromDate: string
  readonly toDate: string
  readonly years: ReadonlyArray<{ readonly year: number; readonly at: Position }>
  readonly rows: ReadonlyArray<TimelineRow>
  /** The report's possible coverage gaps, as the server found them. */
  readonly gaps: ReadonlyArray<TimelineSpan>
  /** Days covered by terms of two policies or more. */
  readonly overlaps: ReadonlyArray<TimelineSpan>
  readonly claims: ReadonlyArray<TimelineClaim>
}

const dayMs = 86_400_000
const dayOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / dayMs
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10)

/** The report's day in its requester's time zone. */
const reportDay = (report: Pick<DriverReport, "reportDate" | "ianaTimezone">) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: report.ianaTimezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(report.reportDate)
  )

const roleRank: Record<TimelineRole, number> = { principal: 0, occasional: 1, other: 2, excluded: 3 }
const roleOfCode: Record<string, TimelineRole> = { P: "principal", C: "occasional", O: "other", E: "excluded" }

/** The driver's part in the policy: the strongest over the vehicles they are listed on. */
const roleIn = (policy: Policy, report: Pick<DriverReport, "dln">): TimelineRole => {
  const roles = policy.operators
    .filter((operator) => operator.dln === report.dln)
    .flatMap((operator) => operator.vehicles.map((vehicle) => roleOfCode[vehicle.operatorType.code] ?? "other"))
  return roles.sort((a, b) => roleRank[a] - roleRank[b])[0] ?? "other"
}

const kindOf = (claim: Claim): TimelineClaimKind =>
  claim.isThirdParty
    ? "thirdParty"
    : claim.comprehensiveFlag
      ? "comprehensive"
      : (claim.atFault ?? 0) > 0
        ? "atFault"
        : "notAtFault"

/** Spans of days covered by terms of at least two policies, merged. */
const overlapDays = (terms: ReadonlyArray<{ policy: string; start: number; stop: number }>) => {
  const edges = terms.flatMap((t) => [
    { day: t.start, policy: t.policy, step: 1 },
    { day: t.stop, policy: t.policy, step: -1 }
  ])
  edges.sort((a, b) => a.day - b.day || a.step - b.step)
  const open = new Map<string, number>()
  const spans: Array<{ start: number; stop: number }> = []
  let since: number | undefined
  for (const edge of edges) {
    const count = (open.get(edge.policy) ?? 0) + edge.step
    if (count === 0) open.delete(edge.policy)
    else open.set(edge.policy, count)
    if (open.size >= 2 && since === undefined) since = edge.day
    if (open.size < 2 && since !== undefined) {
      if (edge.day > since) spans.push({ start: since, stop: edge.day })
      since = undefined
    }
  }
  return spans
}

/**
 * The picture of the driver's history (on the report screen and in its PDF): a row per carrier, or
 * more where its terms meet, a bar per term, the possible gaps and the overlaps, the claims on their
 * date of loss, over the years of data up to the report's day. Places are fractions of the frame.
 */
export const historyTimeline = (report: DriverReport): TimelineLayout => {
  const toDate = reportDay(report)
  const today = dayOf(toDate)
  const starts = [
    ...report.policies.map((p) => dayOf(p.startDate)),
    ...report.claims.map((c) => dayOf(c.dateOfLoss)),
    ...report.possibleCoverageGaps.map((g) => dayOf(g.startDate))
  ]
  const yearsBack =
    report.yearsOfData === null ? undefined : dayOf(`${Number(toDate.slice(0, 4)) - report.yearsOfData}${toDate.slice(4)}`)
  const first = Math.min(yearsBack ?? Math.min(...starts, today - 365), today - 1)
  const at = (day: number) => Math.min(1, Math.max(0, (day - first) / (today - first)))

  const terms = report.policies.map((policy) => ({ policy, start: dayOf(policy.startDate), stop: dayOf(policy.stopDate) }))
  // Terms of one policy (its renewals) never overlap each other; a term of no days overlaps nothing.
  const overlaps = overlapDays(
    terms.map((t) => ({ policy: `${t.policy.carrier.code}:${t.policy.policyNumber}`, start: t.start, stop: t.stop }))
  )
  const overlapping = (start: number, stop: number) => start < stop && overlaps.some((o) => o.start < stop && start < o.stop)

  const rows: Array<{ key: string; carrier: Carrier; bars: Array<TimelineBar>; lastStop: number }> = []
  for (const { policy, start, stop } of [...terms].sort((a, b) => a.start - b.start || a.stop - b.stop)) {
    const bar: TimelineBar = {
      policyKey: policy.policyKey,
      policyNumber: policy.policyNumber,
      startDate: policy.startDate,
      stopDate: policy.stopDate,
      from: at(start),
      to: at(stop),
      role: roleIn(policy, report),
      cancellationDate: policy.cancellationDate,
      cancelledAt: policy.cancellationDate === null ? null : at(dayOf(policy.cancellationDate)),
      overlap: overlapping(start, stop),
      clippedStart: start < first,
      clippedEnd: stop > today
    }
    // The carrier's first row whose terms end before this one begins; else a new row for the carrier.
    const row = rows.find((r) => r.carrier.code === policy.carrier.code && r.lastStop <= start)
    if (row === undefined) {
      const lane = rows.filter((r) => r.carrier.code === policy.carrier.code).length
      rows.push({ key: `${policy.carrier.code}:${lane}`, carrier: policy.carrier, bars: [bar], lastStop: stop })
    } else {
      row.bars.push(bar)
      row.lastStop = stop
    }
  }

  const years: Array<{ year: number; at: Position }> = []
  for (let year = Number(dateOf(first).slice(0, 4)) + 1; dayOf(`${year}-01-01`) <= today; year += 1)
    years.push({ year, at: at(dayOf(`${year}-01-01`)) })

  return {
    fromDate: dateOf(first),
    toDate,
    years,
    rows: rows.map(({ key, carrier, bars }) => ({ key, carrier, bars })),
    gaps: report.possibleCoverageGaps.map((gap) => ({
      ...gap,
      from: at(dayOf(gap.startDate)),
      to: at(dayOf(gap.endDate))
    })),
    overlaps: overlaps.map((o) => ({
      startDate: dateOf(o.start),
      endDate: dateOf(o.stop),
      days: o.stop - o.start,
      from: at(o.start),
      to: at(o.stop)
    })),
    claims: [...report.claims]
      .sort((a, b) => a.dateOfLoss.localeCompare(b.dateOfLoss))
      .map((claim) => ({
        id: claim.id,
        claimNumber: claim.claimNumber,
        dateOfLoss: claim.dateOfLoss,
        at: at(dayOf(claim.dateOfLoss)),
        kind: kindOf(claim)
      }))
  }
}
