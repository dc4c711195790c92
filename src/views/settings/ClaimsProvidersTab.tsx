import { useI18nContext } from "../../i18n/i18n-react"
import { sectionTitle } from "./settingsStyles"

/** Tab 1: claims providers of the sign-in service (document 2 section 2). */
export const ClaimsProvidersTab = () => {
  const { LL } = useI18nContext()
  return <h2 className={sectionTitle}>{LL.settings.tabs.claimsProviders()}</h2>
}
