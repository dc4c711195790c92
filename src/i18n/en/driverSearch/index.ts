import type { BaseTranslation } from "../../i18n-types"

const en_driverSearch = {
  title: "Driver Report",
  intro: "Search a driver by licence number, or use the advanced search.",
  form: "Driver search",
  licenceNumber: "Driver's licence number",
  jurisdiction: "Jurisdiction",
  allProvinces: "All provinces",
  showAdvanced: "Show advanced",
  hideAdvanced: "Hide advanced",
  advanced: "Advanced search",
  fullName: "Full name",
  address: "Address",
  yearOfBirth: "Year of birth",
  yearOfBirthHint: "YYYY",
  vin: "VIN",
  policyNumber: "Policy number",
  policyCompany: "Insurer of the policy",
  claimNumber: "Claim number",
  claimCompany: "Insurer of the claim",
  selectInsurer: "Select an insurer",
  yearsOfData: "Number of years",
  maximumYears: "Maximum",
  years: "{years:number} years",
  noYearsOption: "No option available",
  comment: "Comment",
  commentHint: "Up to 30 characters. It appears on the report as its reference number.",
  consentTitle: "Legal consent",
  consent:
    "By searching, you confirm that you hold the driver's consent, or another lawful authority, to obtain this driver's insurance history, and that you will use the report only for insurance purposes in accordance with applicable privacy laws.",
  search: "Search",
  clear: "Clear",
  searching: "Searching…",
  errors: {
    criteriaRequired: "Enter a driver's licence number or at least one advanced criterion.",
    yearOfBirthFormat: "Enter the year of birth as YYYY.",
    yearOfBirthMin: "The year of birth must be 1900 or later.",
    yearOfBirthFuture: "The year of birth cannot be in the future.",
    policyNumberRequired: "Enter the policy number for the selected insurer.",
    policyCompanyRequired: "Select the insurer of the policy.",
    claimNumberRequired: "Enter the claim number for the selected insurer.",
    claimCompanyRequired: "Select the insurer of the claim."
  },
  result: {
    severalTitle: "Several records found",
    several: "{count:number} records match your criteria. Please refine your search criteria.",
    oneTitle: "Driver found",
    name: "Name",
    licence: "Licence",
    licenceWithJurisdiction: "{licence:string} ({jurisdiction:string})",
    monthYearOfBirth: "Month and year of birth",
    yearOfBirth: "Year of birth",
    notAvailable: "Not available",
    noneTitle: "No Results Found",
    none: "No driver matches your search criteria.",
    getReport: "Get report",
    cancel: "Cancel",
    ok: "OK",
    generating: "Generating the report…"
  }
} satisfies BaseTranslation

export default en_driverSearch
