import { readCookie, toPortalLanguage, type PortalLanguage } from "../../i18n/languageChoice"

/** The browser's preferred language of the two, by quality then order ("fr-CA,fr;q=0.9,en;q=0.8" → fr). */
export const acceptedLanguage = (header: string | undefined): PortalLanguage | undefined => {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...parameters] = part.split(";")
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: toPortalLanguage(tag), quality: q === undefined ? 1 : Number(q), index }
    })
    .filter(
      (entry): entry is { language: PortalLanguage; quality: number; index: number } =>
        entry.language !== undefined && entry.quality > 0
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.language
}

/** The portal's language cookie (`lang`), as the browser app keeps it. */
export const cookieLanguage = (cookieHeader: string | undefined): PortalLanguage | undefined =>
  toPortalLanguage(readCookie(cookieHeader ?? "", "lang"))

const headerText = (value: string | ReadonlyArray<string> | undefined) => (typeof value === "string" ? value : value?.join(","))

/** The language of a page the server draws: the portal's cookie, else the browser's languages, else English. */
export const requestLanguage = (headers: {
  readonly [name: string]: string | ReadonlyArray<string> | undefined
}): PortalLanguage =>
  cookieLanguage(headerText(headers.cookie)) ?? acceptedLanguage(headerText(headers["accept-language"])) ?? "en"
