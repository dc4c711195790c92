import { addYears, toDay, wholeYearsBetween } from "../shared/dates"

/** Years of continuous insurance are capped at 25 (document 3 section 9). */
export const continuousInsuranceCap = 25
/** Claim counts cover 6 years. */
export const claimCountYears = 6

export const involvementFirstParty = "F"

/** The days a term covers: from its effective date up to (not including) its stop date. */
export interface CoveredSpan {
  readonly policyId: number
  readonly start: string
  readonly stop: string
}

/**
 * A term stops at its cancellation date when it has one, otherwise at its expiry date. A term
 * cancelled without a known date is taken to run to its expiry date.
 */
export const termStop = (term: { readonly expiryDate: string; readonly cancellationDate: string | null }) =>
  term.cancellationDate !== null && term.cancellationDate < term.expiryDate ? term.cancellationDate : term.expiryDate

/** The first day shown by a report with this many years of data; null (maximum) shows everything. */
export const dataBoundStart = (reportDate: string, yearsOfData: number | null): string | null =>
  yearsOfData === null ? null : addYears(reportDate, -yearsOfData)

/** A term is within the bound when it covers any day on or after the bound's first day. */
export const termWithinBound = (span: { readonly stop: string }, boundStart: string | null) =>
  boundStart === null || span.stop > boundStart

export const dateWithinBound = (date: string, boundStart: string | null) => boundStart === null || date >= boundStart

/** Spans merged where they touch or overlap, in date order. */
export const mergeSpans = (spans: ReadonlyArray<{ readonly start: string; readonly stop: string }>) => {
  const sorted = [...spans].filter((s) => s.stop > s.start).sort((a, b) => a.start.localeCompare(b.start))
  const merged: Array<{ start: string; stop: string }> = []
  for (const span of sorted) {
    const last = merged[merged.length - 1]
    if (last && span.start <= last.stop) {
      if (span.stop > last.stop) last.stop = span.stop
    } else {
      merged.push({ start: span.start, stop: span.stop })
    }
  }
  return merged
}

/**
 * Years of continuous insurance: the unbroken run of terms (any carrier) that covers the report
 * date, counted in whole years back from the report date, capped at 25. Not insured on the report
 * date means 0.
 */
export const yearsOfContinuousInsurance = (spans: ReadonlyArray<CoveredSpan>, reportDate: string): number => {
  const run = mergeSpans(spans).find((s) => s.start <= reportDate && reportDate < s.stop)
  if (!run) return 0
  return Math.min(continuousInsuranceCap, Math.max(0, wholeYearsBetween(run.start, reportDate)))
}

export interface Gap {
  readonly startDate: string
  readonly endDate: string
  readonly days: number
}

/** Possible coverage gaps: the days between the end of one run of terms and the start of the next, across all carriers. */
export const possibleCoverageGaps = (spans: ReadonlyArray<CoveredSpan>): ReadonlyArray<Gap> => {
  const merged = mergeSpans(spans)
  const gaps: Array<Gap> = []
  for (let i = 1; i < merged.length; i++) {
    const startDate = merged[i - 1]!.stop
    const endDate = merged[i]!.start
    gaps.push({ startDate, endDate, days: toDay(endDate) - toDay(startDate) })
  }
  return gaps
}

/** Ids of the spans that share at least one day with a span of another policy. */
export const overlappingSpans = <S extends CoveredSpan & { readonly id: number }>(
  spans: ReadonlyArray<S>
): ReadonlySet<number> => {
  const overlapping = new Set<number>()
  const sorted = [...spans].sort((a, b) => a.start.localeCompare(b.start))
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!
    for (let j = i + 1; j < sorted.length && sorted[j]!.start < a.stop; j++) {
      const b = sorted[j]!
      if (b.policyId !== a.policyId && b.stop > b.start && a.stop > a.start) {
        overlapping.add(a.id)
        overlapping.add(b.id)
      }
    }
  }
  return overlapping
}

export interface CountedClaim {
  readonly dateOfLoss: string
  readonly involvementCode: string
  readonly atFaultPercentage: number | null
  readonly isComprehensive: boolean
  readonly isDcpd: boolean
}

/** An at-fault accident: the driver drove (involvement F), some fault, not a comprehensive loss. */
export const isAtFaultAccident = (claim: CountedClaim) =>
  claim.involvementCode === involvementFirstParty && (claim.atFaultPercentage ?? 0) > 0 && !claim.isComprehensive

export interface SixYearCounts {
  readonly claimsInLastSixYears: number
  readonly atFaultAccidents: number
  readonly comprehensiveLosses: number
  readonly dcpdClaims: number
}

/** Claim counts over the 6 years before the report date. */
export const sixYearCounts = (claims: ReadonlyArray<CountedClaim>, reportDate: string): SixYearCounts => {
  const from = addYears(reportDate, -claimCountYears)
  const recent = claims.filter((c) => c.dateOfLoss >= from && c.dateOfLoss <= reportDate)
  return {
    claimsInLastSixYears: recent.length,
    atFaultAccidents: recent.filter(isAtFaultAccident).length,
    comprehensiveLosses: recent.filter((c) => c.isComprehensive).length,
    dcpdClaims: recent.filter((c) => c.isDcpd).length
  }
}

/**
 * Years claims free: whole years since the latest at-fault accident, never more than the years
 * licensed; without any at-fault accident, the years licensed (null when those are unknown).
 */
export const yearsClaimsFree = (
  claims: ReadonlyArray<CountedClaim>,
  reportDate: string,
  yearsLicensed: number | null
): number | null => {
  const latest = claims
    .filter((c) => isAtFaultAccident(c) && c.dateOfLoss <= reportDate)
    .reduce<string | null>((max, c) => (max === null || c.dateOfLoss > max ? c.dateOfLoss : max), null)
  if (latest === null) return yearsLicensed
  const years = Math.max(0, wholeYearsBetween(latest, reportDate))
  return yearsLicensed === null ? years : Math.min(years, yearsLicensed)
}

/** Claim details are shown only when the driver was the first-party driver (involvement F). */
export const claimDetailsMasked = (involvementCode: string) => involvementCode !== involvementFirstParty

/** A term is the active policy when it covers the report date and is not cancelled at an unknown date. */
export const isActiveTerm = (
  term: {
    readonly effectiveDate: string
    readonly expiryDate: string
    readonly cancellationDate: string | null
    readonly isCancelled: boolean
  },
  reportDate: string
) => term.effectiveDate <= reportDate && reportDate < termStop(term) && !(term.isCancelled && term.cancellationDate === null)

/** Vehicles by model year, newest first; ties keep a stable order by id. */
export const sortVehiclesByModelYear = <V extends { readonly modelYear: number; readonly id: number }>(
  vehicles: ReadonlyArray<V>
) => [...vehicles].sort((a, b) => b.modelYear - a.modelYear || a.id - b.id)
