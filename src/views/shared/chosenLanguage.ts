import type { Locales } from "../../i18n/i18n-types"

/**
 * The language the person last chose. An area's texts asked for in the language before a switch can
 * arrive after the switch was asked for but before the page was drawn in the new language: they must
 * not put the old language back.
 */
let chosen: Locales | undefined

export const chooseLanguage = (language: Locales): void => {
  chosen = language
}

/** True unless the person has since chosen another language. */
export const stillChosen = (language: Locales): boolean => chosen === undefined || chosen === language
