import { fromDay, toDay } from "../domain/shared/dates"
import {
  businessSuffixes,
  commercialVehicles,
  firstNamesEn,
  firstNamesFr,
  jurisdictionProfiles,
  makeVin,
  passengerVehicles,
  streetsEn,
  streetsFr,
  surnamesEn,
  surnamesFr,
  trailers,
  vinChars,
  type JurisdictionProfile
} from "./canadianData"
import type {
  CoverageCode,
  DriverRef,
  LossKindCode,
  PlannedClaim,
  PlannedDriver,
  PlannedOperator,
  PlannedPolicy,
  PlannedTerm,
  PlannedVehicle,
  PolicyStatusCode
} from "../db/demo/driverPlan"
import { annualTerm } from "./annualTerm"

/** A small seeded generator (mulberry32): the same seed and index always give the same driver. */
class Random {
  private state: number
  constructor(seed: number, index: number, stream: number) {
    let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35) ^ Math.imul(stream + 7, 0x27d4eb2f)
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b)
    this.state = h ^ (h >>> 16)
  }
  next() {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(p: number) {
    return this.next() < p
  }
  pick<T>(items: ReadonlyArray<T>): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  /** A money amount, log-uniform between min and max, in cents. */
  amount(min: number, max: number) {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))) * 100) / 100
  }
}

const multipliers = new Map<number, bigint>()

/**
 * n digits unique per index: an affine bijection modulo 9·10^(n-1) with a multiplier coprime to it,
 * so consecutive indexes look unrelated. The first digit is never 9, which the hand-made demo
 * drivers use, so the two never collide.
 */
const digits = (index: number, n: number) => {
  const modulus = 9n * 10n ** BigInt(n - 1)
  let multiplier = multipliers.get(n)
  if (multiplier === undefined) {
    multiplier = (modulus * 618_034n) / 1_000_000n
    while (multiplier % 2n === 0n || multiplier % 3n === 0n || multiplier % 5n === 0n) multiplier += 1n
    multipliers.set(n, multiplier)
  }
  return ((BigInt(index) * multiplier + 7919n) % modulus).toString().padStart(n, "0")
}

const letters = (name: string, n: number) =>
  name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .padEnd(n, "X")
    .slice(0, n)

const licenceFor = (code: string, surname: string, index: number) => {
  switch (code) {
    case "ON":
      return `${letters(surname, 1)}${digits(index, 14)}`
    case "QC":
      return `${letters(surname, 1)}${digits(index, 12)}`
    case "AB":
      return digits(index, 9)
    case "SK":
      return digits(index, 8)
    case "MB":
      return `${letters(surname, 5)}${digits(index, 7)}`
    case "NS":
      return `${letters(surname, 5)}${digits(index, 9)}`
    case "NL":
      return `${letters(surname, 1)}${digits(index, 9)}`
    default:
      return digits(index, 7)
  }
}

const postalLetters = "ABCEGHJKLMNPRSTVWXYZ"
const postalCode = (r: Random, first: string) =>
  `${r.pick([...first])}${r.int(0, 9)}${r.pick([...postalLetters])} ${r.int(0, 9)}${r.pick([...postalLetters])}${r.int(0, 9)}`

const dcpdJurisdictions = new Set(["ON", "QC", "NB", "NS", "PE", "NL", "AB"])
const cancelReasons: ReadonlyArray<PolicyStatusCode> = ["CNP", "CNR", "CUW", "CMR", "CIR", "COT"]
const year = (day: number) => Number(fromDay(day).slice(0, 4))

export interface DriverIdentity extends DriverRef {
  readonly profile: JurisdictionProfile
  readonly french: boolean
  readonly gender: "M" | "F" | "U"
  readonly firstName: string
  readonly surname: string
  readonly birthDay: number
  readonly dateOfBirthKnown: boolean
}

const pickProfile = (r: Random) => {
  let point = r.int(0, 999)
  for (const p of jurisdictionProfiles) {
    if (point < p.share) return p
    point -= p.share
  }
  return jurisdictionProfiles[0]
}

/** Who generated driver `index` is: name, licence, birth. Computed alone so that a spouse can name them. */
export const driverIdentity = (seed: number, index: number, today: number): DriverIdentity => {
  const r = new Random(seed, index, 0)
  const profile = pickProfile(r)
  const french = r.chance(profile.french)
  const roll = r.next()
  const gender = roll < 0.49 ? "M" : roll < 0.985 ? "F" : "U"
  const names = french ? firstNamesFr : firstNamesEn
  const firstName = r.pick(gender === "U" ? [...names.M, ...names.F] : names[gender])
  const surname = r.pick(french ? surnamesFr : surnamesEn)
  const age = 17 + Math.floor(((r.next() + r.next()) / 2) * 68)
  const birthDay = today - age * 365 - r.int(0, 364)
  return {
    licenceNumber: licenceFor(profile.code, surname, index),
    jurisdiction: profile.code,
    profile,
    french,
    gender,
    firstName,
    surname,
    birthDay,
    dateOfBirthKnown: r.chance(0.92)
  }
}

interface Household {
  readonly identity: DriverIdentity
  readonly address: string
  readonly postal: string
}

const vehicleFor = (
  r: Random,
  kind: "passenger" | "commercial" | "trailer",
  added: number,
  seq: number,
  household: Household,
  commercial: boolean
): PlannedVehicle => {
  const [makeEn, makeFr, modelEn, modelFr, wmi, weight] = r.pick<readonly [string, string, string, string, string, number]>(
    kind === "passenger" ? passengerVehicles : kind === "commercial" ? commercialVehicles : trailers
  )
  const modelYear = Math.max(1990, Math.min(year(added) + 1, year(added) - r.int(0, 9)))
  const descriptor = vinChars(Math.floor(seq / 1_000_000) * 1009 + r.int(0, 1008), 5)
  const serial = String(((seq % 1_000_000) * 104729) % 1_000_000).padStart(6, "0")
  const use = commercial
    ? r.pick(["B", "D"] as const)
    : r.pick(["P", "C", "C", "P", "B", household.identity.profile.code === "SK" ? "F" : "P"] as const)
  const province = household.identity.jurisdiction
  const coverages: Array<CoverageCode> = ["TPL", "AB"]
  if (dcpdJurisdictions.has(province)) coverages.push("DCPD")
  if (r.chance(0.06)) coverages.push("AP")
  else {
    if (r.chance(0.72)) coverages.push("COLL")
    if (r.chance(0.82)) coverages.push("COMP")
  }
  if (r.chance(0.5)) coverages.push("UA")
  const branding = r.next()
  return {
    dateAdded: fromDay(added),
    dateRemoved: null,
    modelYear,
    makeEn,
    makeFr,
    modelEn,
    modelFr,
    vin: makeVin(wmi, descriptor, modelYear, vinChars(r.int(0, 32), 1), serial),
    isTrailer: kind === "trailer",
    vehicleCode: r.chance(0.05) ? `P${r.int(10000, 99999)}` : String(r.int(100000, 999999)),
    locationPostalCode: household.postal,
    use: kind === "trailer" ? "P" : use,
    typeOfUse: kind === "trailer" ? "TR" : commercial ? "CV" : use === "F" ? "FV" : "PP",
    vehicleClass: commercial ? r.pick(["07", "08", "10"]) : ({ P: "01", C: "02", B: "03", F: "06", D: "07" } as const)[use],
    drivingRecord: r.chance(0.7) ? 6 : r.int(0, 5),
    coverages: kind === "trailer" ? ["TPL", "COMP"] : coverages,
    commutingOneWayKm: kind !== "trailer" && use === "C" ? r.int(3, 60) : null,
    annualKm: kind === "trailer" ? null : r.int(5, 40) * 1000,
    businessUsePercent: commercial ? 100 : use === "B" ? r.pick([10, 25, 50, 75]) : 0,
    branding:
      branding < 0.96
        ? "NORMAL"
        : branding < 0.98
          ? "REBUILT"
          : branding < 0.99
            ? "SALVAGE"
            : branding < 0.995
              ? "FLOOD"
              : "NONREPAIRABLE",
    grossWeightKg: weight + (kind === "passenger" ? r.int(350, 700) : r.int(0, 900))
  }
}

interface ClaimSetting {
  readonly r: Random
  readonly index: number
  readonly policyIndex: number
  readonly policy: PlannedPolicy
  readonly day: number
  readonly today: number
  readonly seq: number
  readonly identity: DriverIdentity
  readonly partner: DriverIdentity | null
  readonly companies: ReadonlyArray<string>
}

const lossCoverage: Record<LossKindCode, CoverageCode> = {
  BI: "TPL",
  PD: "TPL",
  DCPD: "DCPD",
  AB: "AB",
  COLL: "COLL",
  COMP: "COMP",
  SP: "SP",
  AP: "AP",
  UA: "UA"
}

const claimFor = (s: ClaimSetting): PlannedClaim => {
  const { r, identity, policy } = s
  const comprehensive = r.chance(0.22)
  const thirdParty = !comprehensive && r.chance(0.05)
  const atFault = comprehensive ? null : r.pick([0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 50, 50, 75, 100, 100, 100, 100, 100, 100, 100])
  const roll = r.next()
  const involvement = roll < 0.82 ? "F" : roll < 0.92 ? "P" : "O"
  const open = s.today - s.day < 365 && r.chance(0.6)
  const reserveOnly = open && r.chance(0.12)
  const reported = Math.min(s.today, s.day + r.int(0, 20))
  const kinds: Array<LossKindCode> = comprehensive
    ? [r.pick(["COMP", "COMP", "SP"] as const)]
    : atFault === 0 && dcpdJurisdictions.has(identity.jurisdiction)
      ? ["DCPD"]
      : [atFault !== null && atFault > 0 ? "COLL" : "PD"]
  if (!comprehensive && r.chance(0.08)) kinds.push("AB")
  if (!comprehensive && (atFault ?? 0) > 0 && r.chance(0.06)) kinds.push("BI")
  const range: Record<LossKindCode, readonly [number, number]> = {
    BI: [5000, 150000],
    PD: [800, 20000],
    DCPD: [900, 18000],
    AB: [1000, 60000],
    COLL: [800, 30000],
    COMP: [200, 9000],
    SP: [250, 6000],
    AP: [500, 25000],
    UA: [1000, 20000]
  }
  const losses = kinds.map((kind) => {
    const loss = r.amount(...range[kind])
    return {
      kind,
      loss,
      expense: Math.round(loss * r.int(3, 15)) / 100,
      reserve: reserveOnly,
      reserveDate: reserveOnly ? fromDay(Math.min(s.today, reported + r.int(1, 30))) : null
    }
  })
  const vehicles = policy.vehicles
    .map((v, i) => ({ v, i }))
    .filter(({ v }) => toDay(v.dateAdded) <= s.day && (v.dateRemoved === null || toDay(v.dateRemoved) > s.day) && !v.isTrailer)
  const vehicle = vehicles.length === 0 ? null : r.pick(vehicles).i
  const loss = r.next()
  const otherCompany = r.pick(s.companies.filter((c) => c !== policy.company).concat(s.companies.length === 1 ? s.companies : []))
  const company = thirdParty ? otherCompany : policy.company
  const otherName = () => `${r.pick(firstNamesEn[r.chance(0.5) ? "M" : "F"])} ${r.pick(r.chance(0.3) ? surnamesFr : surnamesEn)}`
  const partnerDrove = involvement !== "F" && s.partner !== null && r.chance(0.7)
  const firstParty: PlannedClaim["firstParty"] =
    involvement === "F"
      ? {
          driver: "self",
          fullName: `${identity.firstName} ${identity.surname}`,
          licenceNumber: identity.licenceNumber,
          jurisdiction: identity.jurisdiction,
          dateOfBirth: identity.dateOfBirthKnown ? fromDay(identity.birthDay) : null,
          yearOfBirth: year(identity.birthDay),
          listedOnPolicy: !thirdParty,
          excluded: false,
          atFault
        }
      : partnerDrove && s.partner
        ? {
            driver: s.partner,
            fullName: `${s.partner.firstName} ${s.partner.surname}`,
            licenceNumber: s.partner.licenceNumber,
            jurisdiction: s.partner.jurisdiction,
            dateOfBirth: s.partner.dateOfBirthKnown ? fromDay(s.partner.birthDay) : null,
            yearOfBirth: year(s.partner.birthDay),
            listedOnPolicy: true,
            excluded: r.chance(0.05),
            atFault
          }
        : {
            driver: null,
            fullName: otherName(),
            licenceNumber: `X${digits(s.seq, 12)}`,
            jurisdiction: identity.jurisdiction,
            dateOfBirth: null,
            yearOfBirth: r.int(1950, 2005),
            listedOnPolicy: false,
            excluded: false,
            atFault
          }
  const withOtherParty = !comprehensive && (thirdParty || r.chance(0.65))
  return {
    company,
    policy: thirdParty ? null : s.policyIndex,
    policyNumber: thirdParty ? `${letters(otherCompany, 3)}${digits(s.seq, 9)}` : policy.policyNumber,
    claimNumber: `${letters(company, 3)}C${digits(s.seq, 10)}`,
    dateOfLoss: fromDay(s.day),
    dateReported: fromDay(reported),
    status: open ? "open" : "closed",
    thirdParty,
    reserveOnly,
    comprehensive,
    atFault,
    involvement,
    vehicle: thirdParty ? null : vehicle,
    vehicleLoss: comprehensive ? "P" : loss < 0.07 ? "T" : loss < 0.92 ? "P" : "N",
    coverages: [...new Set(kinds.map((k) => lossCoverage[k]))],
    onHold: r.chance(0.015),
    losses,
    firstParty,
    thirdPartyDetails: withOtherParty
      ? {
          fullName: otherName(),
          licenceNumber: `Y${digits(s.seq, 12)}`,
          jurisdiction: identity.jurisdiction,
          insurer: thirdParty ? policy.company : otherCompany,
          policyNumber: `${letters(thirdParty ? policy.company : otherCompany, 3)}${digits(s.seq + 7, 9)}`,
          atFault: atFault === null ? null : 100 - atFault
        }
      : null
  }
}

/** Annual terms from `start`, none starting after today; a cancellation ends the policy. */
const termsFrom = (r: Random, start: number, count: number, today: number, cancelRate: number) => {
  const terms: Array<PlannedTerm> = []
  let effective = fromDay(start)
  for (let t = 0; t < count && toDay(effective) <= today; t++) {
    const term = annualTerm(effective, fromDay(today))
    if (r.chance(cancelRate)) {
      const day = Math.min(today, toDay(effective) + r.int(15, 330))
      const known = r.chance(0.78) && day > toDay(effective) && day < toDay(term.expiry)
      terms.push({ ...term, cancelled: true, cancellation: known ? fromDay(day) : null, status: r.pick(cancelReasons) })
      break
    }
    terms.push(term)
    effective = term.expiry
  }
  return terms
}

const stopOf = (terms: ReadonlyArray<PlannedTerm>) => {
  const last = terms[terms.length - 1]!
  return toDay(last.cancellation ?? last.expiry)
}

/**
 * Generated driver number `index`: a Canadian driver with a history across the given carriers
 * (gaps, overlaps, cancellations, commercial policies, trailers, spouses, claims of every kind).
 * `today` is the day the history runs up to.
 */
export const generateDriver = (seed: number, index: number, today: number, companies: ReadonlyArray<string>): PlannedDriver => {
  const identity = driverIdentity(seed, index, today)
  const r = new Random(seed, index, 1)
  const { profile } = identity
  const alberta = identity.jurisdiction === "AB"
  const partner = index % 2 === 1 && r.chance(0.45) ? driverIdentity(seed, index - 1, today) : null
  const street = r.pick(identity.french ? streetsFr : streetsEn)
  const city = r.pick(profile.cities)
  const postal = postalCode(r, profile.letters)
  const address = `${r.int(1, 9999)} ${street}, ${city} ${identity.jurisdiction} ${postal}`
  const household: Household = { identity, address, postal }
  const fullName = `${identity.firstName} ${identity.surname}`
  const licensedDay = Math.min(today - 30, identity.birthDay + (16 + Math.floor(r.next() ** 2 * 10)) * 365 + r.int(0, 300))
  const yearsLicensed = r.chance(0.04) ? null : Math.max(0, Math.min(99, Math.floor((today - licensedDay) / 365.25)))
  const age = Math.floor((today - identity.birthDay) / 365.25)
  const maritalRoll = r.next()
  const maritalStatus =
    partner !== null
      ? r.pick(["M", "C"] as const)
      : age < 25
        ? maritalRoll < 0.9
          ? "N"
          : "T"
        : maritalRoll < 0.45
          ? "M"
          : maritalRoll < 0.72
            ? "N"
            : maritalRoll < 0.84
              ? "C"
              : maritalRoll < 0.92
                ? "D"
                : maritalRoll < 0.97
                  ? "S"
                  : "T"

  // Most histories reach back at most 20 years; one in ten goes back up to 30 so the 25-year cap shows.
  const historyLimit = today - (r.chance(0.1) ? 30 : 20) * 365
  let cursor = Math.max(licensedDay + r.int(0, 500), historyLimit + r.int(0, 200))
  const policies: Array<PlannedPolicy> = []
  const claims: Array<PlannedClaim> = []
  let vehicleSeq = index * 40
  let claimSeq = index * 40
  let previousCompany: string | null = null
  const neverInsured = r.chance(0.03)

  while (!neverInsured && cursor <= today && policies.length < 9) {
    const company = r.pick(companies.length > 1 ? companies.filter((c) => c !== previousCompany) : companies)
    previousCompany = company
    const terms = termsFrom(r, cursor, 1 + Math.floor(r.next() ** 1.2 * 10), today, 0.035)
    if (terms.length === 0) break
    const start = toDay(terms[0]!.effective)
    const stop = stopOf(terms)
    const vehicleCount = r.chance(0.68) ? 1 : r.chance(0.8) ? 2 : 3
    const vehicles: Array<PlannedVehicle> = []
    for (let v = 0; v < vehicleCount; v++) {
      vehicles.push(vehicleFor(r, "passenger", start, vehicleSeq++, household, false))
    }
    // A long policy usually replaces its first car at a renewal.
    if (terms.length > 4 && r.chance(0.6)) {
      const changeDay = toDay(terms[r.int(2, terms.length - 2)]!.effective)
      vehicles[0] = { ...vehicles[0]!, dateRemoved: fromDay(changeDay) }
      vehicles.push(vehicleFor(r, "passenger", changeDay, vehicleSeq++, household, false))
    }
    const operators: Array<PlannedOperator> = [
      {
        driver: "self",
        relationship: "SELF",
        dateAdded: fromDay(start),
        dateDeleted: null,
        onHold: false,
        vehicles: vehicles.map((_, i) => ({ vehicle: i, type: i === 0 || i === vehicles.length - 1 ? "P" : "C" }))
      }
    ]
    if (partner !== null && r.chance(0.8)) {
      const deleted = terms.length > 2 && r.chance(0.1) ? terms[r.int(1, terms.length - 1)]!.effective : null
      operators.push({
        driver: partner,
        relationship: "SPOUSE",
        dateAdded: fromDay(start),
        dateDeleted: deleted,
        onHold: r.chance(0.03),
        vehicles: vehicles.map((_, i) => ({
          vehicle: i,
          type: r.chance(0.05) ? "E" : vehicles.length > 1 && i === 1 ? "P" : "C"
        }))
      })
      // Deleting a listed driver during the current term leaves it "active - driver deleted".
      const last = terms[terms.length - 1]!
      if (deleted !== null && last.status === "ACT" && deleted >= last.effective) {
        terms[terms.length - 1] = { ...last, status: "ADD" }
      }
    }
    const policyIndex = policies.length
    const policy: PlannedPolicy = {
      company,
      policyNumber: `${letters(company, 3)}${digits(index * 10 + policyIndex, 10)}`,
      holderName: fullName,
      holderAddress: address,
      isCommercial: false,
      terms,
      vehicles,
      operators
    }
    policies.push(policy)
    for (const term of terms) {
      if (r.chance(0.05)) {
        const from = toDay(term.effective)
        const day = Math.min(today - 1, from + r.int(0, Math.max(0, toDay(term.cancellation ?? term.expiry) - from - 1)))
        if (day >= from)
          claims.push(claimFor({ r, index, policyIndex, policy, day, today, seq: claimSeq++, identity, partner, companies }))
      }
    }
    if (stop > today || r.chance(0.02)) break
    const roll = r.next()
    const cancelled = terms[terms.length - 1]!.cancelled
    cursor =
      cancelled && roll < 0.6
        ? stop + r.int(10, 500)
        : roll < 0.76
          ? stop
          : roll < 0.9
            ? stop + Math.floor(r.next() ** 2 * 400) + 1
            : stop - r.int(5, 60)
  }

  if (!neverInsured && r.chance(0.07)) {
    const start = today - r.int(30, 3000)
    const terms = termsFrom(r, start, 10, today, 0.03)
    const company = r.pick(companies)
    const [en] = r.pick(businessSuffixes)
    const vehicles = [vehicleFor(r, "commercial", start, vehicleSeq++, household, true)]
    if (r.chance(0.5)) vehicles.push(vehicleFor(r, "trailer", start, vehicleSeq, household, true))
    policies.push({
      company,
      policyNumber: `${letters(company, 3)}${digits(index * 10 + 9, 10)}`,
      holderName: `${identity.surname} ${en}`,
      holderAddress: `${r.int(1, 999)} ${r.pick(streetsEn)}, ${household.address.split(", ")[1]}`,
      isCommercial: true,
      terms,
      vehicles,
      operators: [
        {
          driver: "self",
          relationship: "OTHER",
          dateAdded: terms[0]!.effective,
          dateDeleted: null,
          onHold: false,
          vehicles: vehicles.map((_, i) => ({ vehicle: i, type: "P" as const }))
        }
      ]
    })
  }

  return {
    licenceNumber: identity.licenceNumber,
    jurisdiction: identity.jurisdiction,
    fullName,
    fullAddress: address,
    postalCode: postal,
    dateOfBirth: identity.dateOfBirthKnown ? fromDay(identity.birthDay) : null,
    yearOfBirth: year(identity.birthDay),
    gender: identity.gender,
    maritalStatus,
    driverTraining: yearsLicensed !== null && yearsLicensed < 3 ? (r.chance(0.6) ? "Y" : "N") : null,
    yearsLicensed,
    onHold: r.chance(0.004),
    albertaGrid: alberta
      ? {
          level: String(r.int(0, 15)),
          indicator: r.pick(["Y", "N"]),
          ratingDate: fromDay(r.int(Math.max(toDay("1997-10-01"), licensedDay), today))
        }
      : null,
    policies,
    claims
  }
}
