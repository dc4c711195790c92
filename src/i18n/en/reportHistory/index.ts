import type { BaseTranslation } from "../../i18n-types"

const en_reportHistory = { title: "reportHistory" } satisfies BaseTranslation

export default en_reportHistory
