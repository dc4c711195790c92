import { useEffect, useState } from "react"
import { useI18nContext } from "../../i18n/i18n-react"
import type { Namespaces } from "../../i18n/i18n-types"
import { loadedLocales } from "../../i18n/i18n-util"
import { loadNamespaceAsync } from "../../i18n/i18n-util.async"
import { stillChosen } from "./chosenLanguage"

const isLoaded = (locale: keyof typeof loadedLocales, namespace: Namespaces) => loadedLocales[locale]?.[namespace] !== undefined

/** An area's texts load with its screens, in the language in use; ready once they are there. */
export const useNamespace = (namespace: Namespaces): boolean => {
  const { locale, setLocale } = useI18nContext()
  const [loaded, setLoaded] = useState(() => isLoaded(locale, namespace))
  useEffect(() => {
    if (isLoaded(locale, namespace)) {
      setLoaded(true)
      return
    }
    setLoaded(false)
    let current = true
    void loadNamespaceAsync(locale, namespace).then(() => {
      // Refreshes the words in use; once another language is chosen, its own load does that.
      if (!current || !stillChosen(locale)) return
      setLocale(locale)
      setLoaded(true)
    })
    return () => {
      current = false
    }
  }, [locale, namespace, setLocale])
  return loaded && isLoaded(locale, namespace)
}
