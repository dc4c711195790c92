import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { loadLocale } from "../../i18n/i18n-util.sync"

/** The screen's texts in one language, every area included (the server loads them all at once). */
export const pdfTexts = (language: Locales): TranslationFunctions => {
  loadLocale(language)
  return i18nObject(language)
}
