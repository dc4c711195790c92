import { addDays, addYears, fromDay } from "../domain/shared/dates"
import { makeVin } from "./canadianData"
import type {
  CoverageCode,
  DriverRef,
  PlannedClaim,
  PlannedDriver,
  PlannedOperator,
  PlannedPolicy,
  PlannedTerm,
  PlannedVehicle,
  PolicyStatusCode
} from "../db/demo/driverPlan"
import { annualTerm } from "./annualTerm"

/**
 * Hand-made demo drivers, one or more per case a report can show (listed in docs/demo-data.md).
 * Dates are relative to the day the demo world is created, so active policies stay active.
 * Their licence numbers carry a 9 where generated ones never do.
 */
export const namedDriverRefs = {
  wilson: { licenceNumber: "W90012345670001", jurisdiction: "ON" },
  robertWilson: { licenceNumber: "W90012345670002", jurisdiction: "ON" },
  gagnon: { licenceNumber: "G900123456701", jurisdiction: "QC" },
  sharma: { licenceNumber: "S90012345670003", jurisdiction: "ON" },
  friesen: { licenceNumber: "900123457", jurisdiction: "AB" },
  lee: { licenceNumber: "9001235", jurisdiction: "BC" },
  bergeron: { licenceNumber: "9001236", jurisdiction: "NB" },
  chen: { licenceNumber: "C90012345670004", jurisdiction: "ON" },
  roy: { licenceNumber: "R90012345670005", jurisdiction: "ON" },
  murphy: { licenceNumber: "MURPH900123456", jurisdiction: "NS" },
  smithOntario: { licenceNumber: "S90012345670006", jurisdiction: "ON" },
  smithBritishColumbia: { licenceNumber: "9001237", jurisdiction: "BC" },
  leblanc: { licenceNumber: "L90012345670007", jurisdiction: "ON" }
} as const satisfies Record<string, DriverRef>

export const namedDriverSearchName = "John Smith"

interface RunOptions {
  /** The last term is cancelled: with a date this many days into it, or at an unknown date (null). */
  readonly cancel?: { readonly status: PolicyStatusCode; readonly afterDays: number | null }
}

/** `years` annual terms from `start`; terms ending by today are expired, the one covering today active. */
const annualTerms = (start: string, years: number, today: string, options: RunOptions = {}): Array<PlannedTerm> => {
  const terms: Array<PlannedTerm> = []
  let effective = start
  for (let i = 0; i < years; i++) {
    const term = annualTerm(effective, today)
    const cancel = i === years - 1 ? options.cancel : undefined
    terms.push(
      cancel
        ? {
            ...term,
            cancelled: true,
            cancellation: cancel.afterDays === null ? null : addDays(effective, cancel.afterDays),
            status: cancel.status
          }
        : term
    )
    effective = term.expiry
  }
  return terms
}

const yearOf = (date: string) => Number(date.slice(0, 4))

/** A date of birth with the year of birth it gives. */
const bornOn = (dateOfBirth: string) => ({ dateOfBirth, yearOfBirth: yearOf(dateOfBirth) })

let serial = 0
const car = (
  make: string,
  model: string,
  modelYear: number,
  wmi: string,
  added: string,
  postal: string,
  extra: Partial<PlannedVehicle> = {}
): PlannedVehicle => ({
  dateAdded: added,
  dateRemoved: null,
  modelYear,
  makeEn: make,
  makeFr: make,
  modelEn: model,
  modelFr: model,
  vin: makeVin(wmi, "DM0A1", modelYear, "9", String(900000 + ++serial)),
  isTrailer: false,
  vehicleCode: String(500000 + serial * 37),
  locationPostalCode: postal,
  use: "C",
  typeOfUse: "PP",
  vehicleClass: "02",
  drivingRecord: 6,
  coverages: ["TPL", "AB", "DCPD", "COLL", "COMP"],
  commutingOneWayKm: 18,
  annualKm: 16000,
  businessUsePercent: 0,
  branding: "NORMAL",
  grossWeightKg: 2050,
  ...extra
})

const self = (vehicles: number, added: string, extra: Partial<PlannedOperator> = {}): PlannedOperator => ({
  driver: "self",
  relationship: "SELF",
  dateAdded: added,
  dateDeleted: null,
  onHold: false,
  vehicles: Array.from({ length: vehicles }, (_, i) => ({ vehicle: i, type: i === 0 ? "P" : "C" })),
  ...extra
})

const policy = (
  company: string,
  policyNumber: string,
  holder: { readonly name: string; readonly address: string },
  terms: ReadonlyArray<PlannedTerm>,
  vehicles: ReadonlyArray<PlannedVehicle>,
  operators: ReadonlyArray<PlannedOperator>,
  isCommercial = false
): PlannedPolicy => ({
  company,
  policyNumber,
  holderName: holder.name,
  holderAddress: holder.address,
  isCommercial,
  terms,
  vehicles,
  operators
})

/** A policy on one car, added with the policy's first term and driven by the holder. */
const oneCarPolicy = (
  company: string,
  policyNumber: string,
  holder: { readonly name: string; readonly address: string },
  terms: ReadonlyArray<PlannedTerm>,
  vehicle: (added: string) => PlannedVehicle
) => {
  const added = terms[0]!.effective
  return policy(company, policyNumber, holder, terms, [vehicle(added)], [self(1, added)])
}

const claim = (
  fields: Partial<PlannedClaim> & Pick<PlannedClaim, "company" | "policy" | "policyNumber" | "claimNumber" | "dateOfLoss">
): PlannedClaim => ({
  dateReported: addDays(fields.dateOfLoss, 3),
  status: "closed",
  thirdParty: false,
  reserveOnly: false,
  comprehensive: false,
  atFault: 0,
  involvement: "F",
  vehicle: 0,
  vehicleLoss: "P",
  coverages: ["DCPD"],
  onHold: false,
  losses: [{ kind: "DCPD", loss: 4200, expense: 310, reserve: false, reserveDate: null }],
  firstParty: null,
  thirdPartyDetails: null,
  ...fields
})

const firstParty = (
  name: string,
  ref: DriverRef,
  dateOfBirth: string,
  atFault: number | null
): NonNullable<PlannedClaim["firstParty"]> => ({
  driver: "self",
  fullName: name,
  licenceNumber: ref.licenceNumber,
  jurisdiction: ref.jurisdiction,
  ...bornOn(dateOfBirth),
  listedOnPolicy: true,
  excluded: false,
  atFault
})

const otherDriver = (name: string, licence: string, insurer: string, policyNumber: string, atFault: number) => ({
  fullName: name,
  licenceNumber: licence,
  jurisdiction: "ON",
  insurer,
  policyNumber,
  atFault
})

const base = {
  gender: "F" as const,
  maritalStatus: "M" as const,
  driverTraining: null,
  onHold: false,
  albertaGrid: null
}

/** The hand-made drivers as of `todayDay`; spouses and siblings come after the drivers they name. */
export const namedDrivers = (todayDay: number): ReadonlyArray<PlannedDriver> => {
  serial = 0
  const today = fromDay(todayDay)
  const ago = (years: number, days = 0) => addDays(addYears(today, -years), -days)
  const refs = namedDriverRefs

  const wilsonHome = { name: "Margaret Wilson", address: "48 Maple Avenue, Toronto ON M4B 1B3" }
  const wilsonStart = ago(28, -45)
  const wilsonTerms = {
    lau: annualTerms(wilsonStart, 12, today),
    mpl: annualTerms(addYears(wilsonStart, 12), 9, today),
    nwd: annualTerms(addYears(wilsonStart, 21), 7, today)
  }
  const spouse = (added: string, vehicles: number): PlannedOperator => ({
    driver: refs.robertWilson,
    relationship: "SPOUSE",
    dateAdded: added,
    dateDeleted: null,
    onHold: false,
    vehicles: Array.from({ length: vehicles }, (_, i) => ({ vehicle: i, type: i === 1 ? "P" : "C" }))
  })
  const robertWilson: PlannedDriver = {
    ...base,
    ...refs.robertWilson,
    fullName: "Robert James Wilson",
    fullAddress: wilsonHome.address,
    postalCode: "M4B 1B3",
    ...bornOn(ago(63, 120)),
    gender: "M",
    yearsLicensed: 45,
    policies: [],
    claims: [
      // Margaret drove: on Robert's record the claim shows with its details masked.
      claim({
        company: "NWD-GEN",
        policy: null,
        policyNumber: "NWD9000000003",
        claimNumber: "NWDC9000000101",
        dateOfLoss: ago(2, 30),
        involvement: "P",
        atFault: 100,
        coverages: ["COLL"],
        losses: [{ kind: "COLL", loss: 9650.4, expense: 812.25, reserve: false, reserveDate: null }],
        firstParty: {
          ...firstParty("Margaret Anne Wilson", refs.wilson, ago(61, 200), 100),
          driver: refs.wilson
        },
        thirdPartyDetails: otherDriver("Paul Tremblay", "T18273645091827", "MPL-MUT", "MPL4455667788", 0)
      })
    ]
  }
  const wilson: PlannedDriver = {
    ...base,
    ...refs.wilson,
    fullName: "Margaret Anne Wilson",
    fullAddress: wilsonHome.address,
    postalCode: "M4B 1B3",
    ...bornOn(ago(61, 200)),
    yearsLicensed: 44,
    policies: [
      oneCarPolicy("LAU-GEN", "LAU9000000001", wilsonHome, wilsonTerms.lau, (added) =>
        car("Honda", "Accord", yearOf(added) - 3, "1HG", added, "M4B 1B3")
      ),
      policy(
        "MPL-MUT",
        "MPL9000000002",
        wilsonHome,
        wilsonTerms.mpl,
        [car("Toyota", "Camry", yearOf(wilsonTerms.mpl[0]!.effective) - 1, "4T1", wilsonTerms.mpl[0]!.effective, "M4B 1B3")],
        [self(1, wilsonTerms.mpl[0]!.effective), spouse(wilsonTerms.mpl[0]!.effective, 1)]
      ),
      policy(
        "NWD-GEN",
        "NWD9000000003",
        wilsonHome,
        wilsonTerms.nwd,
        [
          car("Subaru", "Outback", yearOf(today) - 9, "4S4", wilsonTerms.nwd[0]!.effective, "M4B 1B3"),
          car("Toyota", "RAV4", yearOf(today) - 2, "2T3", wilsonTerms.nwd[0]!.effective, "M4B 1B3"),
          car("Ford", "F-150", yearOf(today) - 5, "1FT", wilsonTerms.nwd[0]!.effective, "M4B 1B3", {
            use: "P",
            vehicleClass: "01"
          })
        ],
        [self(3, wilsonTerms.nwd[0]!.effective), spouse(wilsonTerms.nwd[0]!.effective, 3)]
      )
    ],
    claims: [
      claim({
        company: "NWD-GEN",
        policy: 2,
        policyNumber: "NWD9000000003",
        claimNumber: "NWDC9000000001",
        dateOfLoss: ago(2, 30),
        atFault: 100,
        coverages: ["COLL", "TPL"],
        vehicle: 1,
        losses: [
          { kind: "COLL", loss: 9650.4, expense: 812.25, reserve: false, reserveDate: null },
          { kind: "PD", loss: 3120, expense: 240, reserve: false, reserveDate: null }
        ],
        firstParty: firstParty("Margaret Anne Wilson", refs.wilson, ago(61, 200), 100),
        thirdPartyDetails: otherDriver("Paul Tremblay", "T18273645091827", "MPL-MUT", "MPL4455667788", 0)
      }),
      claim({
        company: "NWD-GEN",
        policy: 2,
        policyNumber: "NWD9000000003",
        claimNumber: "NWDC9000000002",
        dateOfLoss: ago(0, 140),
        comprehensive: true,
        atFault: null,
        coverages: ["COMP"],
        vehicle: 0,
        status: "open",
        losses: [{ kind: "COMP", loss: 1180.75, expense: 95, reserve: false, reserveDate: null }],
        firstParty: firstParty("Margaret Anne Wilson", refs.wilson, ago(61, 200), null)
      }),
      claim({
        company: "MPL-MUT",
        policy: 1,
        policyNumber: "MPL9000000002",
        claimNumber: "MPLC9000000003",
        dateOfLoss: ago(8, 75),
        atFault: 0,
        coverages: ["DCPD"],
        firstParty: firstParty("Margaret Anne Wilson", refs.wilson, ago(61, 200), 0),
        thirdPartyDetails: otherDriver("Helen Brown", "B55512345678901", "LAU-GEN", "LAU7788990011", 100)
      }),
      claim({
        company: "LAU-GEN",
        policy: 0,
        policyNumber: "LAU9000000001",
        claimNumber: "LAUC9000000004",
        dateOfLoss: ago(19, 10),
        atFault: 50,
        coverages: ["COLL"],
        vehicleLoss: "T",
        losses: [{ kind: "COLL", loss: 14800, expense: 1250.5, reserve: false, reserveDate: null }],
        firstParty: firstParty("Margaret Anne Wilson", refs.wilson, ago(61, 200), 50)
      })
    ]
  }

  const gagnonHome = { name: "Jean-François Gagnon", address: "1200 rue Saint-Denis, Montréal QC H2X 3K8" }
  const gagnonA = annualTerms(ago(11, -20), 4, today)
  const gagnonGapStart = gagnonA[3]!.expiry
  const gagnonB = annualTerms(addDays(gagnonGapStart, 120), 3, today)
  const gagnonC = annualTerms(addDays(gagnonB[2]!.expiry, -45), 4, today)
  const gagnon: PlannedDriver = {
    ...base,
    ...refs.gagnon,
    fullName: "Jean-François Gagnon",
    fullAddress: gagnonHome.address,
    postalCode: "H2X 3K8",
    ...bornOn(ago(44, 12)),
    gender: "M",
    maritalStatus: "C",
    yearsLicensed: 27,
    policies: [
      oneCarPolicy("NWD-QC", "NWD9000000011", gagnonHome, gagnonA, (added) =>
        car("Mazda", "Mazda3", yearOf(added) - 2, "3MZ", added, "H2X 3K8")
      ),
      oneCarPolicy("MPL-MUT", "MPL9000000012", gagnonHome, gagnonB, (added) =>
        car("Hyundai", "Tucson", yearOf(added) - 1, "KM8", added, "H2X 3K8")
      ),
      oneCarPolicy("LAU-GEN", "LAU9000000013", gagnonHome, gagnonC, (added) =>
        car("Kia", "Sportage", yearOf(added), "KND", added, "H2X 3K8")
      )
    ],
    claims: []
  }

  const sharmaHome = { name: "Priya Sharma", address: "77 Lakeshore Road, Mississauga ON L5G 1E3" }
  const sharmaA = annualTerms(ago(9, -60), 3, today, { cancel: { status: "CNP", afterDays: 140 } })
  const sharmaB = annualTerms(addDays(sharmaA[2]!.cancellation!, 35), 2, today, { cancel: { status: "CIR", afterDays: null } })
  const sharmaC = annualTerms(sharmaB[1]!.expiry, 5, today)
  const sharma: PlannedDriver = {
    ...base,
    ...refs.sharma,
    fullName: "Priya Sharma",
    fullAddress: sharmaHome.address,
    postalCode: "L5G 1E3",
    ...bornOn(ago(38, 77)),
    maritalStatus: "N",
    yearsLicensed: 20,
    policies: [
      oneCarPolicy("MPL-MUT", "MPL9000000021", sharmaHome, sharmaA, (added) =>
        car("Nissan", "Rogue", yearOf(added) - 4, "5N1", added, "L5G 1E3")
      ),
      oneCarPolicy("LAU-GEN", "LAU9000000022", sharmaHome, sharmaB, (added) =>
        car("Nissan", "Rogue", yearOf(sharmaA[0]!.effective) - 4, "5N1", added, "L5G 1E3")
      ),
      oneCarPolicy("NWD-GEN", "NWD9000000023", sharmaHome, sharmaC, (added) =>
        car("Tesla", "Model 3", yearOf(added), "5YJ", added, "L5G 1E3")
      )
    ],
    claims: []
  }

  const friesenHome = { name: "Dale Friesen", address: "RR 2, Red Deer AB T4N 5E1" }
  const friesenFarm = { name: "Friesen Farms Ltd.", address: "Range Road 272, Red Deer County AB T4E 1A1" }
  const friesenPersonal = annualTerms(ago(15, -100), 15, today)
  const friesenCommercial = annualTerms(ago(6, -10), 6, today)
  const friesen: PlannedDriver = {
    ...base,
    ...refs.friesen,
    fullName: "Dale Friesen",
    fullAddress: friesenHome.address,
    postalCode: "T4N 5E1",
    ...bornOn(ago(52, 33)),
    gender: "M",
    yearsLicensed: 36,
    albertaGrid: { level: "4", indicator: "Y", ratingDate: ago(3, 150) },
    policies: [
      oneCarPolicy("NWD-AUTO", "NWD9000000031", friesenHome, friesenPersonal, (added) =>
        car("Ram", "1500", yearOf(today) - 4, "1C6", added, "T4N 5E1", {
          use: "F",
          typeOfUse: "FV",
          vehicleClass: "06",
          grossWeightKg: 3100
        })
      ),
      policy(
        "MPL-MUT",
        "MPL9000000032",
        friesenFarm,
        friesenCommercial,
        [
          car("Freightliner", "M2 106", yearOf(today) - 7, "1FV", friesenCommercial[0]!.effective, "T4E 1A1", {
            use: "B",
            typeOfUse: "CV",
            vehicleClass: "08",
            businessUsePercent: 100,
            commutingOneWayKm: null,
            annualKm: 45000,
            grossWeightKg: 11800,
            coverages: ["TPL", "AB", "DCPD", "AP"]
          }),
          car("Big Tex", "Equipment trailer", yearOf(today) - 10, "16V", friesenCommercial[0]!.effective, "T4E 1A1", {
            isTrailer: true,
            use: "P",
            typeOfUse: "TR",
            vehicleClass: "10",
            commutingOneWayKm: null,
            annualKm: null,
            grossWeightKg: 4500,
            coverages: ["TPL", "COMP"],
            modelFr: "Remorque à équipement"
          })
        ],
        [
          self(2, friesenCommercial[0]!.effective, {
            relationship: "OTHER",
            vehicles: [
              { vehicle: 0, type: "P" },
              { vehicle: 1, type: "P" }
            ]
          })
        ],
        true
      )
    ],
    claims: []
  }

  const lee: PlannedDriver = {
    ...base,
    ...refs.lee,
    fullName: "Kevin Lee",
    fullAddress: "3301 Cambie Street, Vancouver BC V5Z 2W6",
    postalCode: "V5Z 2W6",
    ...bornOn(ago(33, 5)),
    gender: "M",
    maritalStatus: "N",
    yearsLicensed: 15,
    onHold: true,
    policies: [
      oneCarPolicy(
        "MPL-MUT",
        "MPL9000000041",
        { name: "Kevin Lee", address: "3301 Cambie Street, Vancouver BC V5Z 2W6" },
        annualTerms(ago(5, -30), 5, today),
        (added) => car("Honda", "Civic", yearOf(today) - 6, "2HG", added, "V5Z 2W6", { coverages: ["TPL", "AB", "COLL", "COMP"] })
      )
    ],
    claims: []
  }

  const bergeron: PlannedDriver = {
    ...base,
    ...refs.bergeron,
    fullName: "Chloé Bergeron",
    fullAddress: "15 rue Champlain, Dieppe NB E1A 1N4",
    postalCode: "E1A 1N4",
    dateOfBirth: null,
    yearOfBirth: yearOf(today) - 29,
    maritalStatus: "T",
    yearsLicensed: null,
    policies: [
      oneCarPolicy(
        "LAU-GEN",
        "LAU9000000051",
        { name: "Chloé Bergeron", address: "15 rue Champlain, Dieppe NB E1A 1N4" },
        annualTerms(ago(3, -75), 3, today),
        (added) => car("Volkswagen", "Jetta", yearOf(today) - 8, "3VW", added, "E1A 1N4")
      )
    ],
    claims: []
  }

  const chenHome = { name: "Olivia Chen", address: "250 Bay Street, Toronto ON M5J 2N8" }
  const chenTerms = annualTerms(ago(6, -15), 6, today)
  const chenCoverages: ReadonlyArray<CoverageCode> = ["TPL", "AB", "DCPD", "COLL", "COMP"]
  const chenFirstParty = firstParty("Olivia Chen", refs.chen, ago(41, 250), 0)
  const chen: PlannedDriver = {
    ...base,
    ...refs.chen,
    fullName: "Olivia Chen",
    fullAddress: chenHome.address,
    postalCode: "M5J 2N8",
    ...bornOn(ago(41, 250)),
    maritalStatus: "D",
    yearsLicensed: 23,
    policies: [
      policy(
        "NWD-GEN",
        "NWD9000000061",
        chenHome,
        chenTerms,
        [
          car("Toyota", "Corolla", yearOf(today) - 11, "2T1", chenTerms[0]!.effective, "M5J 2N8", {
            coverages: chenCoverages
          }),
          car("Mazda", "CX-5", yearOf(today) - 1, "JM3", chenTerms[0]!.effective, "M5J 2N8", {
            coverages: chenCoverages
          })
        ],
        [self(2, chenTerms[0]!.effective)]
      )
    ],
    claims: [
      claim({
        company: "MPL-MUT",
        policy: null,
        policyNumber: "MPL4455000111",
        claimNumber: "MPLC9000000201",
        dateOfLoss: ago(1, 200),
        thirdParty: true,
        vehicle: null,
        coverages: ["TPL"],
        losses: [{ kind: "BI", loss: 22500, expense: 3100, reserve: false, reserveDate: null }],
        firstParty: { ...chenFirstParty, listedOnPolicy: false },
        thirdPartyDetails: otherDriver("Marcus Reid", "R44455566677788", "MPL-MUT", "MPL4455000111", 100)
      }),
      claim({
        company: "NWD-GEN",
        policy: 0,
        policyNumber: "NWD9000000061",
        claimNumber: "NWDC9000000202",
        dateOfLoss: ago(0, 40),
        status: "open",
        reserveOnly: true,
        atFault: 25,
        coverages: ["COLL"],
        vehicle: 1,
        losses: [{ kind: "COLL", loss: 6000, expense: 500, reserve: true, reserveDate: ago(0, 35) }],
        firstParty: { ...chenFirstParty, atFault: 25 }
      }),
      claim({
        company: "NWD-GEN",
        policy: 0,
        policyNumber: "NWD9000000061",
        claimNumber: "NWDC9000000203",
        dateOfLoss: ago(3, 90),
        involvement: "O",
        atFault: 100,
        coverages: ["COLL"],
        vehicle: 0,
        vehicleLoss: "T",
        losses: [{ kind: "COLL", loss: 11200, expense: 640, reserve: false, reserveDate: null }],
        firstParty: {
          ...chenFirstParty,
          driver: null,
          fullName: "Daniel Chen",
          licenceNumber: "C11122233344455",
          dateOfBirth: null,
          yearOfBirth: 2004,
          listedOnPolicy: false,
          atFault: 100
        },
        thirdPartyDetails: otherDriver("Sarah Kelly", "K99988877766655", "LAU-GEN", "LAU1212121212", 0)
      }),
      claim({
        company: "NWD-GEN",
        policy: 0,
        policyNumber: "NWD9000000061",
        claimNumber: "NWDC9000000204",
        dateOfLoss: ago(4, 10),
        onHold: true,
        atFault: 100,
        coverages: ["COLL"],
        losses: [{ kind: "COLL", loss: 3300, expense: 150, reserve: false, reserveDate: null }],
        firstParty: { ...chenFirstParty, atFault: 100 }
      })
    ]
  }

  const roy: PlannedDriver = {
    ...base,
    ...refs.roy,
    fullName: "Emma Roy",
    fullAddress: "77 Lakeshore Road, Mississauga ON L5G 1E3",
    postalCode: "L5G 1E3",
    ...bornOn(ago(18, 200)),
    maritalStatus: "N",
    driverTraining: "Y",
    yearsLicensed: 2,
    policies: [
      oneCarPolicy(
        "NWD-GEN",
        "NWD9000000071",
        { name: "Emma Roy", address: "77 Lakeshore Road, Mississauga ON L5G 1E3" },
        annualTerms(ago(1, -20), 1, today),
        (added) => car("Hyundai", "Elantra", yearOf(today) - 12, "KMH", added, "L5G 1E3")
      )
    ],
    claims: []
  }
  // Emma is also listed on Priya Sharma's current policy, on hold: her year of birth is masked there.
  const sharmaWithRoy: PlannedDriver = {
    ...sharma,
    policies: sharma.policies.map((p, i) =>
      i === 2
        ? {
            ...p,
            operators: [
              ...p.operators,
              {
                driver: refs.roy,
                relationship: "FRIEND",
                dateAdded: addDays(sharmaC[0]!.effective, 200),
                dateDeleted: null,
                onHold: true,
                vehicles: [{ vehicle: 0, type: "C" }]
              }
            ]
          }
        : p
    )
  }

  const murphy: PlannedDriver = {
    ...base,
    ...refs.murphy,
    fullName: "Liam Murphy",
    fullAddress: "12 Spring Garden Road, Halifax NS B3J 1E9",
    postalCode: "B3J 1E9",
    ...bornOn(ago(24, 66)),
    gender: "M",
    maritalStatus: "N",
    yearsLicensed: 6,
    policies: [],
    claims: []
  }

  const smith = (
    ref: DriverRef,
    address: string,
    postal: string,
    born: string,
    company: string,
    number: string
  ): PlannedDriver => ({
    ...base,
    ...ref,
    fullName: namedDriverSearchName,
    fullAddress: address,
    postalCode: postal,
    ...bornOn(born),
    gender: "M",
    yearsLicensed: 30,
    policies: [
      oneCarPolicy(company, number, { name: namedDriverSearchName, address }, annualTerms(ago(4, -5), 4, today), (added) =>
        car("Chevrolet", "Equinox", yearOf(today) - 3, "2GN", added, postal)
      )
    ],
    claims: []
  })

  // The driver the demo corrections change (demoCorrections.ts): Laurentian General's policy, then Northwind General's.
  const leblanc = (): PlannedDriver => {
    const home = { name: "Sophie Leblanc", address: "31 Elgin Street, Ottawa ON K1P 5K1" }
    const laurentian = annualTerms(ago(8, -30), 5, today)
    const northwind = annualTerms(laurentian[4]!.expiry, 4, today)
    return {
      ...base,
      ...refs.leblanc,
      fullName: "Sophie Leblanc",
      fullAddress: home.address,
      postalCode: "K1P 5K1",
      ...bornOn(ago(36, 140)),
      maritalStatus: "N",
      yearsLicensed: 18,
      policies: [
        oneCarPolicy("LAU-GEN", "LAU9000000091", home, laurentian, (added) =>
          car("Honda", "Civic", yearOf(added) - 2, "2HG", added, "K1P 5K1")
        ),
        policy(
          "NWD-GEN",
          "NWD9000000092",
          home,
          northwind,
          [
            car("Honda", "CR-V", yearOf(northwind[0]!.effective) - 1, "7FA", northwind[0]!.effective, "K1P 5K1"),
            car("Kia", "Soul", yearOf(today) - 6, "KNA", northwind[0]!.effective, "K1P 5K1")
          ],
          [self(2, northwind[0]!.effective)]
        )
      ],
      claims: [
        claim({
          company: "NWD-GEN",
          policy: 1,
          policyNumber: "NWD9000000092",
          claimNumber: "NWDC9000000911",
          dateOfLoss: ago(1, 60),
          atFault: 50,
          coverages: ["COLL"],
          vehicle: 0,
          losses: [{ kind: "COLL", loss: 7400, expense: 560, reserve: false, reserveDate: null }],
          firstParty: firstParty("Sophie Leblanc", refs.leblanc, ago(36, 140), 50)
        }),
        claim({
          company: "LAU-GEN",
          policy: 0,
          policyNumber: "LAU9000000091",
          claimNumber: "LAUC9000000912",
          dateOfLoss: ago(5, 100),
          firstParty: firstParty("Sophie Leblanc", refs.leblanc, ago(36, 140), 0)
        })
      ]
    }
  }

  return [
    robertWilson,
    wilson,
    gagnon,
    roy,
    sharmaWithRoy,
    friesen,
    lee,
    bergeron,
    chen,
    murphy,
    smith(refs.smithOntario, "9 King Street West, Toronto ON M5H 1A1", "M5H 1A1", ago(48, 10), "NWD-GEN", "NWD9000000081"),
    smith(
      refs.smithBritishColumbia,
      "400 Government Street, Victoria BC V8W 1A1",
      "V8W 1A1",
      ago(55, 300),
      "LAU-GEN",
      "LAU9000000082"
    ),
    leblanc()
  ]
}
