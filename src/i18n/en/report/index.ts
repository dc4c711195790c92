import type { BaseTranslation } from "../../i18n-types"

const en_report = { title: "Driver report" } satisfies BaseTranslation

export default en_report
