import type { CorrectionRecord } from "../../api/corrections/schemas"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { named, type SearchTable } from "../shared/searchTable"

/**
 * The correction report's 11 columns (document 3 section 2), names and values in the language in use, the
 * correction date in the zone the search read the dates in.
 */
export const correctionReportColumns: SearchTable<CorrectionRecord, "correctionReport"> = {
  namespace: "correctionReport",
  columns: [
    // The corrected data's company, or its organization when the data has no company.
    {
      id: "company",
      value: (r, { language }) => named(r.companyEn ?? r.organizationEn, r.companyFr ?? r.organizationFr, language)
    },
    {
      id: "correctionDate",
      dateTime: true,
      value: (r, { ianaTimezone }) => formatReportDateTime(r.correctionDate, ianaTimezone)
    },
    { id: "correctorUserName", value: (r) => r.correctorUserName },
    { id: "fieldName", value: (r, { language }) => named(r.correction.fieldNameEn, r.correction.fieldNameFr, language) },
    { id: "dln", value: (r) => r.dln },
    { id: "policyId", value: (r) => r.policyId },
    { id: "policyEffectiveDate", value: (r) => r.policyEffectiveDate },
    { id: "claimId", value: (r) => r.claimId },
    { id: "accidentDate", value: (r) => r.accidentDate },
    { id: "oldValue", value: (r, { language }) => named(r.correction.oldValue.valueEn, r.correction.oldValue.valueFr, language) },
    { id: "newValue", value: (r, { language }) => named(r.correction.newValue.valueEn, r.correction.newValue.valueFr, language) }
  ]
}
