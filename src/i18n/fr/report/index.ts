import type { NamespaceReportTranslation } from "../../i18n-types"

const fr_report = { title: "Rapport de conducteur" } satisfies NamespaceReportTranslation

export default fr_report
