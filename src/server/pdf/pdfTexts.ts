import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { loadLocale } from "../../i18n/i18n-util.sync"

const loaded = new Map<Locales, TranslationFunctions>()

/** The screen's texts in one language, every area included; loaded once per language (they never change). */
export const pdfTexts = (language: Locales): TranslationFunctions => {
  const cached = loaded.get(language)
  if (cached) return cached
  loadLocale(language)
  const texts = i18nObject(language)
  loaded.set(language, texts)
  return texts
}
