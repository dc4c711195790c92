import { createLazyRoute } from "@tanstack/react-router"
import type { CorrectionRecord } from "../../api/corrections/schemas"
import type { CorrectionReportFilters } from "../../machines/corrections/correctionReportFilters"
import { correctionReportLive } from "../../machines/corrections/correctionReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { dateRangeFields, scopeField } from "../ui/SearchFilterFields"

/** The correction report of document 3: organization, company and dates; the 11 columns of section 2 come with the search. */
const correctionReport: PagedSearchScreenProps<CorrectionReportFilters, CorrectionRecord, "correctionReport"> = {
  namespace: "correctionReport",
  idPrefix: "correction",
  search: correctionReportLive,
  filters: (t) => [scopeField(false), ...dateRangeFields(t, true)],
  rowId: (record) => String(record.id)
}

/** /correction-report (function correctionReport). */
export const Route = createLazyRoute("/correction-report")({ component: () => <PagedSearchScreen {...correctionReport} /> })
