import { useI18nContext } from "../../i18n/i18n-react"
import { sectionTitle } from "./settingsStyles"

/** Tab 2: client identifier mappings (document 2 section 2). */
export const ClientMappingsTab = () => {
  const { LL } = useI18nContext()
  return <h2 className={sectionTitle}>{LL.settings.tabs.clientMappings()}</h2>
}
