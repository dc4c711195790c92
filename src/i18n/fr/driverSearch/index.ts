import type { NamespaceDriverSearchTranslation } from "../../i18n-types"

const fr_driverSearch = { title: "driverSearch" } satisfies NamespaceDriverSearchTranslation

export default fr_driverSearch
