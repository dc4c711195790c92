import { Schema } from "effect"

/**
 * Why a file or one of its values is refused (docs/sdc-format.md), each worded in both languages: the
 * error report CSV carries the text of the language asked for, the screen the same text.
 */
export const sdcReasons = {
  EMPTY_FILE: { en: "The file is empty.", fr: "Le fichier est vide." },
  NOT_CSV: {
    en: "The file is not a CSV text file (UTF-8 text, values separated by commas).",
    fr: "Le fichier n'est pas un fichier texte CSV (texte UTF-8, valeurs séparées par des virgules)."
  },
  BAD_HEADER: {
    en: "The first line is not the header of the SDC format.",
    fr: "La première ligne n'est pas l'en-tête du format SDC."
  },
  NO_ROWS: { en: "The file has a header but no rows.", fr: "Le fichier a un en-tête mais aucune ligne." },
  FILE_TOO_LARGE: {
    en: "The file is larger than the upload limit.",
    fr: "Le fichier dépasse la taille maximale d'un envoi."
  },
  DUPLICATE_FILE: {
    en: "The same file was already accepted for this company; it was not applied again.",
    fr: "Le même fichier a déjà été accepté pour cette entreprise; il n'a pas été appliqué de nouveau."
  },
  INTERRUPTED: {
    en: "The upload was cut off, or the server stopped, before the file was processed; nothing was applied.",
    fr: "L'envoi a été interrompu, ou le serveur s'est arrêté, avant le traitement du fichier; rien n'a été appliqué."
  },
  LINE_TOO_LONG: { en: "The line is longer than the format allows.", fr: "La ligne dépasse la longueur permise." },
  WRONG_COLUMN_COUNT: {
    en: "The line does not have the number of columns of the header.",
    fr: "La ligne n'a pas le nombre de colonnes de l'en-tête."
  },
  INVALID_CHARACTER: {
    en: "The value holds a character that is not allowed (NUL or another control character, or text that is not valid UTF-8).",
    fr: "La valeur contient un caractère non permis (NUL ou autre caractère de contrôle, ou texte qui n'est pas de l'UTF-8 valide)."
  },
  REQUIRED: { en: "A value is required.", fr: "Une valeur est requise." },
  NOT_EXPECTED: {
    en: "This record and transaction take no value in this column.",
    fr: "Cet enregistrement et cette transaction ne prennent aucune valeur dans cette colonne."
  },
  TOO_LONG: { en: "The value is too long.", fr: "La valeur est trop longue." },
  INVALID_FORMAT: {
    en: "The value does not have the format of this column.",
    fr: "La valeur n'a pas le format de cette colonne."
  },
  INVALID_DATE: { en: "The value is not a date yyyy-MM-dd.", fr: "La valeur n'est pas une date aaaa-MM-jj." },
  INVALID_NUMBER: {
    en: "The value is not a number this column allows.",
    fr: "La valeur n'est pas un nombre permis dans cette colonne."
  },
  UNKNOWN_CODE: { en: "The code is not one of this column's codes.", fr: "Le code n'est pas un des codes de cette colonne." },
  DATE_ORDER: {
    en: "The date is not in order with the record's other dates.",
    fr: "La date n'est pas dans l'ordre avec les autres dates de l'enregistrement."
  },
  NOT_OWN_COMPANY: {
    en: "The record belongs to another company: a company sends only its own policies and claims.",
    fr: "L'enregistrement appartient à une autre entreprise : une entreprise n'envoie que ses propres polices et sinistres."
  },
  RECORD_NOT_IN_FILE_TYPE: {
    en: "The file type does not take this kind of record.",
    fr: "Le type de fichier ne prend pas ce genre d'enregistrement."
  },
  DUPLICATE_KEY: {
    en: "The same record appears on an earlier line of the file.",
    fr: "Le même enregistrement figure sur une ligne précédente du fichier."
  },
  RECORD_EXISTS: { en: "The record to add already exists.", fr: "L'enregistrement à ajouter existe déjà." },
  RECORD_NOT_FOUND: {
    en: "The record to change or delete does not exist.",
    fr: "L'enregistrement à modifier ou à supprimer n'existe pas."
  },
  POLICY_NOT_FOUND: {
    en: "The policy is neither one of the company's policies nor added by the file.",
    fr: "La police n'est ni une police de l'entreprise ni ajoutée par le fichier."
  },
  DRIVER_NOT_FOUND: {
    en: "The driver is neither known nor added by an operator record of the file.",
    fr: "Le conducteur n'est ni connu ni ajouté par un enregistrement de conducteur du fichier."
  },
  STILL_REFERENCED: {
    en: "The record is still used by other records (operators or claims) that the file does not delete.",
    fr: "L'enregistrement est encore utilisé par d'autres enregistrements (conducteurs ou sinistres) que le fichier ne supprime pas."
  }
} as const

export type SdcReasonCode = keyof typeof sdcReasons
export const sdcReasonCodes = Object.keys(sdcReasons) as ReadonlyArray<SdcReasonCode>
export const SdcReason = Schema.Literals(sdcReasonCodes as [SdcReasonCode, ...Array<SdcReasonCode>])

export const sdcReasonText = (code: SdcReasonCode, language: "en" | "fr"): string => sdcReasons[code][language]
