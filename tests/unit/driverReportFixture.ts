import type { Claim, DriverReport, Lookup, Policy, PolicyVehicle } from "../../src/api/reports/schemas"

/** Crafted driver reports for the report view, its machine and the PDF. */

const lookup = (id: number, code: string, descriptionEn: string, descriptionFr: string): Lookup => ({
  id,
  code,
  descriptionEn,
  descriptionFr
})

const ontario = { code: "ON", descriptionEn: "Ontario", descriptionFr: "Ontario" }
const alberta = { code: "AB", descriptionEn: "Alberta", descriptionFr: "Alberta" }

const vehicle = (id: number, modelYear: number, overrides: Partial<PolicyVehicle> = {}): PolicyVehicle => ({
  id,
  modelYear,
  makeEn: "Honda",
  makeFr: "Honda",
  modelEn: "Civic",
  modelFr: "Civic",
  vin: `2HGFC2F59LH0${String(id).padStart(5, "0")}`,
  isTrailer: false,
  vehicleCode: "123456",
  vehicleLocation: "T2P",
  vehicleUse: lookup(1, "P", "Pleasure", "Promenade"),
  typeOfUse: lookup(2, "C", "Commute", "Domicile-travail"),
  vehicleClass: "01",
  drivingRecord: 6,
  majorCoverages: [lookup(1, "TPL", "Third party liability", "Responsabilité civile")],
  commutingDistanceOneWay: 12,
  commutingDistanceAnnual: 15000,
  businessUsePercentage: 10,
  branding: lookup(1, "N", "Normal", "Normal"),
  grossVehicleWeightInKG: 1325,
  ...overrides
})

const policy = (policyKey: number, startDate: string, stopDate: string, overrides: Partial<Policy> = {}): Policy => ({
  policyKey,
  policyNumber: `POL-${policyKey}`,
  carrier: { code: "NW", nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
  startDate,
  stopDate,
  effectiveDate: startDate,
  expiryDate: stopDate,
  cancellationDate: null,
  isCancelled: false,
  isActivePolicy: false,
  status: lookup(3, "EXP", "Expired", "Expirée"),
  overlap: false,
  isCommercial: false,
  policyholderFullName: "Jordan Tremblay",
  policyholderFullAddress: "100 Main Street, Calgary AB T2P 1A1",
  numberOfOperators: 1,
  numberOfVehicles: 1,
  operators: [
    {
      id: policyKey * 10,
      fullName: "Jordan Tremblay",
      dln: "123456-789",
      dlnJurisdiction: alberta,
      relationShipToPolicyHolder: lookup(1, "S", "Self", "Soi-même"),
      yearOfBirth: 1985,
      onHold: false,
      vehicles: [{ policyVehicleId: policyKey * 100, operatorType: lookup(1, "P", "Principal", "Principal") }],
      startEarliestTerm: startDate,
      endLatestTerm: null
    }
  ],
  vehicles: [vehicle(policyKey * 100, 2020)],
  ...overrides
})

const claim = (id: number, overrides: Partial<Claim> = {}): Claim => ({
  id,
  dateOfLoss: "2022-03-14",
  dateReported: "2022-03-15",
  carrier: { code: "NW", nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
  isThirdParty: false,
  isReserveOnly: false,
  comprehensiveFlag: false,
  atFault: 50,
  policyholderName: "Jordan Tremblay",
  policyholderAddress: "100 Main Street, Calgary AB T2P 1A1",
  policyNumber: "POL-2",
  claimNumber: `CLM-${id}`,
  majorCoverages: [lookup(3, "COLL", "Collision", "Collision")],
  status: "closed",
  totalLoss: 1234.56,
  totalExpense: 250,
  claimLosses: [
    {
      code: "COLL",
      descriptionEn: "Collision",
      descriptionFr: "Collision",
      lossAmount: 1234.56,
      expenseAmount: 250,
      isReserve: false,
      reserveDate: null
    }
  ],
  vehicleEn: "2020 Honda Civic",
  vehicleFr: "Honda Civic 2020",
  vehicleId: 200,
  vehicleLoss: lookup(1, "P", "Partial", "Partielle"),
  involvement: { code: "F" },
  claimDetailFirstParty: {
    firstPartyOperatorId: 20,
    driverFullName: "Jordan Tremblay",
    dln: "123456-789",
    dlnJurisdiction: alberta,
    dateOfBirth: "1985-06-02",
    yearOfBirth: 1985,
    listedOnPolicy: true,
    driverExcluded: false,
    driverAtFaultPercentage: 50,
    masked: false
  },
  claimDetailThirdParty: null,
  ...overrides
})

/** A masked third-party claim: involvement other than F, its parties' details withheld. */
const maskedClaim = (id: number): Claim =>
  claim(id, {
    dateOfLoss: "2023-07-01",
    isThirdParty: true,
    isReserveOnly: true,
    atFault: 0,
    totalLoss: 0,
    totalExpense: 9876543.21,
    claimLosses: [
      {
        code: "TPL",
        descriptionEn: "Third party liability",
        descriptionFr: "Responsabilité civile",
        lossAmount: 0,
        expenseAmount: 9876543.21,
        isReserve: true,
        reserveDate: "2023-07-05"
      }
    ],
    involvement: { code: "T" },
    claimDetailFirstParty: {
      firstPartyOperatorId: null,
      driverFullName: null,
      dln: null,
      dlnJurisdiction: null,
      dateOfBirth: null,
      yearOfBirth: null,
      listedOnPolicy: null,
      driverExcluded: null,
      driverAtFaultPercentage: null,
      masked: true
    },
    claimDetailThirdParty: {
      driverFullName: null,
      dln: null,
      jurisdiction: null,
      insurerNameEn: "Contoso Mutual",
      insurerNameFr: "Contoso Mutuelle",
      policyNumber: null,
      atFaultPercentage: 100,
      masked: true
    }
  })

export const sampleReport: DriverReport = {
  id: 41,
  driverId: 7,
  fullName: "Jordan Tremblay",
  dln: "123456-789",
  dlnJurisdiction: alberta,
  dateOfBirth: "1985-06-02",
  yearOfBirth: 1985,
  dateOfBirthMasked: false,
  fullAddress: "100 Main Street, Calgary AB T2P 1A1",
  numberOfPoliciesAtAddress: 2,
  gender: lookup(1, "M", "Male", "Masculin"),
  maritalStatus: lookup(1, "M", "Married", "Marié(e)"),
  driverTraining: lookup(2, "N", "No", "Non"),
  yearsLicensed: 20,
  yearsOfContinuousInsurance: 25,
  numberOfYearsClaimsFree: 2,
  claimsInLastSixYears: 2,
  atFaultAccidents: 1,
  comprehensiveLosses: 0,
  dcpdClaims: 1,
  albertaGridRatingDate: "2019-04-01",
  albertaGridLevel: "12",
  albertaGridIndicator: "A",
  // 02:30 UTC on 1 March is still 28 February in Edmonton: the report date shows in the report's zone.
  reportDate: "2025-03-01T02:30:00Z",
  ianaTimezone: "America/Edmonton",
  requestorEn: "Alex Analyst",
  requestorFr: "Alex Analyste",
  companyNameEn: "Northwind Insurance",
  companyNameFr: "Assurances Northwind",
  referenceNumber: "REF-2025-001",
  lastUpdated: "2025-02-20T18:00:00Z",
  yearsOfData: null,
  policies: [
    policy(3, "2024-01-01", "2025-01-01", {
      isActivePolicy: true,
      status: lookup(1, "ACT", "Active", "Active"),
      overlap: true,
      vehicles: [
        vehicle(300, 2018, { modelEn: "Accord", modelFr: "Accord" }),
        vehicle(301, 2023, { modelEn: "CR-V", modelFr: "CR-V" })
      ],
      numberOfVehicles: 2
    }),
    policy(2, "2021-06-01", "2022-06-01", {
      isCancelled: true,
      status: lookup(4, "CNP", "Cancelled - non-payment", "Résiliée - non-paiement")
    }),
    policy(1, "2019-01-01", "2020-01-01", {
      isCommercial: true,
      carrier: { code: "CM", nameEn: "Contoso Mutual", nameFr: "Contoso Mutuelle" }
    })
  ],
  claims: [claim(501), maskedClaim(502)],
  possibleCoverageGaps: [
    { startDate: "2022-06-02", endDate: "2023-12-31", days: 578 },
    { startDate: "2020-01-02", endDate: "2021-05-31", days: 516 }
  ],
  previousInquiries: [
    { date: "2024-05-10T15:00:00Z", companyNameEn: "Contoso Mutual", companyNameFr: "Contoso Mutuelle" },
    { date: "2025-01-03T16:00:00Z", companyNameEn: "Northwind Insurance", companyNameFr: "Assurances Northwind" }
  ]
}

/** A report in Ontario with nothing but the driver: no policies, claims or inquiries. */
export const emptyReport: DriverReport = {
  ...sampleReport,
  id: 42,
  dln: "T1234-56789-01234",
  dlnJurisdiction: ontario,
  dateOfBirth: null,
  dateOfBirthMasked: true,
  yearsOfData: 10,
  policies: [],
  claims: [],
  possibleCoverageGaps: [],
  previousInquiries: []
}

/** A long history: the size to time the PDF with. */
export const largeReport = (policies: number, claims: number): DriverReport => ({
  ...sampleReport,
  id: 43,
  policies: Array.from({ length: policies }, (_, i) => {
    const year = 2024 - i
    return policy(1000 + i, `${year}-01-01`, `${year + 1}-01-01`, {
      isActivePolicy: i === 0,
      isCommercial: i % 5 === 0,
      operators: Array.from({ length: 3 }, (_, o) => ({
        ...policy(1000 + i, `${year}-01-01`, `${year + 1}-01-01`).operators[0]!,
        id: (1000 + i) * 10 + o,
        fullName: `Operator ${o + 1}`
      })),
      vehicles: Array.from({ length: 3 }, (_, v) => vehicle((1000 + i) * 100 + v, 2010 + v)),
      numberOfOperators: 3,
      numberOfVehicles: 3
    })
  }),
  claims: Array.from({ length: claims }, (_, i) => (i % 2 === 0 ? claim(5000 + i) : maskedClaim(5000 + i))),
  possibleCoverageGaps: [],
  previousInquiries: Array.from({ length: 20 }, (_, i) => ({
    date: `2024-${String((i % 12) + 1).padStart(2, "0")}-10T15:00:00Z`,
    companyNameEn: "Northwind Insurance",
    companyNameFr: "Assurances Northwind"
  }))
})
