import { createLazyRoute } from "@tanstack/react-router"
import type { CorrectionRecord } from "../../../api/corrections/schemas"
import type { CorrectionReportFilters } from "../../../machines/corrections/correctionReportFilters"
import { correctionReportLive } from "../../../machines/corrections/correctionReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../../ui/PagedSearchScreen"
import { dateRangeFields, scopeField } from "../../ui/SearchFilterFields"

/** The correction report of document 3: organization, company and dates; the 11 columns of section 2. */
const correctionReport: PagedSearchScreenProps<CorrectionReportFilters, CorrectionRecord, "correctionReport"> = {
  namespace: "correctionReport",
  idPrefix: "correction",
  search: correctionReportLive,
  filters: (t) => [scopeField(false), ...dateRangeFields(t, true)],
  columns: (column, t, search) => {
    const c = t.columns
    return [
      // The corrected data's company, or its organization when the data has no company.
      column.named("company", c.company, (r) => [r.companyEn ?? r.organizationEn, r.companyFr ?? r.organizationFr]),
      // In the zone the search read the dates in.
      column.dateTime("correctionDate", c.correctionDate, (r) => [r.correctionDate, search.ianaTimezone]),
      ...column.fields(c, "correctorUserName"),
      column.named("fieldName", c.fieldName, (r) => [r.correction.fieldNameEn, r.correction.fieldNameFr]),
      ...column.fields(c, "dln", "policyId", "policyEffectiveDate", "claimId", "accidentDate"),
      column.named("oldValue", c.oldValue, (r) => [r.correction.oldValue.valueEn, r.correction.oldValue.valueFr]),
      column.named("newValue", c.newValue, (r) => [r.correction.newValue.valueEn, r.correction.newValue.valueFr])
    ]
  },
  rowId: (record) => String(record.id)
}

/** /correction-report (function correctionReport). */
export const Route = createLazyRoute("/correction-report")({ component: () => <PagedSearchScreen {...correctionReport} /> })
