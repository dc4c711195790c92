import { useCallback } from "react"
import { persistLanguage } from "../../i18n/languageChoice"
import { useI18nContext } from "../../i18n/i18n-react"
import type { Locales, Namespaces } from "../../i18n/i18n-types"
import { loadedLocales, namespaces } from "../../i18n/i18n-util"
import { loadLocaleAsync, loadNamespaceAsync } from "../../i18n/i18n-util.async"
import { chooseLanguage, stillChosen } from "./chosenLanguage"

/** Switches language, loading the new language's base texts and every area already in use. */
export const useLanguage = () => {
  const { locale, setLocale } = useI18nContext()
  const switchLanguage = useCallback(() => {
    const next: Locales = locale === "en" ? "fr" : "en"
    persistLanguage(next)
    chooseLanguage(next)
    const inUse = namespaces.filter((namespace: Namespaces) => loadedLocales[locale]?.[namespace] !== undefined)
    void loadLocaleAsync(next)
      .then(() => Promise.all(inUse.map((namespace) => loadNamespaceAsync(next, namespace))))
      .then(() => {
        if (stillChosen(next)) setLocale(next)
      })
  }, [locale, setLocale])
  return { locale, switchLanguage }
}
