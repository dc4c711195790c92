import { useCallback } from "react"
import { useI18nContext } from "../../i18n/i18n-react"
import type { Locales } from "../../i18n/i18n-types"
import { persistLanguage } from "../../services/session/language"
import { loadLocaleAsync } from "../../i18n/i18n-util.async"

export const useLanguage = () => {
  const { locale, setLocale } = useI18nContext()
  const switchLanguage = useCallback(() => {
    const next: Locales = locale === "en" ? "fr" : "en"
    persistLanguage(next)
    void loadLocaleAsync(next).then(() => setLocale(next))
  }, [locale, setLocale])
  return { locale, switchLanguage }
}
