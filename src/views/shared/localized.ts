import type { Locales } from "../../i18n/i18n-types"

/** Organization, company and unit names follow the language in use. */
export const localizedName = (entity: { readonly nameEn: string; readonly nameFr: string }, locale: Locales) =>
  locale === "fr" ? entity.nameFr : entity.nameEn

export const localizedText = (en: string, fr: string, locale: Locales) => (locale === "fr" ? fr : en)
