import type { BaseTranslation } from "../../i18n-types"

const en_driverSearch = { title: "driverSearch" } satisfies BaseTranslation

export default en_driverSearch
