import type { NamespaceReportHistoryTranslation } from "../../i18n-types"

const fr_reportHistory = { title: "reportHistory" } satisfies NamespaceReportHistoryTranslation

export default fr_reportHistory
