import { correctionFieldIds, type CorrectionFieldKey } from "../../../api/corrections/correctionFields"
import type { Lookup } from "../../../api/reports/schemas"
import { pdfTexts } from "../../pdf/pdfTexts"
import { lookup, type LookupTable } from "../../shared/lookups"

/** A value as the correction report shows it, in both languages; null when there was none. */
export interface Bilingual {
  readonly en: string | null
  readonly fr: string | null
}

export const none: Bilingual = { en: null, fr: null }

/** The same text in both languages (names, numbers, dates yyyy-MM-dd). */
export const plain = (value: string | number | null | undefined): Bilingual =>
  value === null || value === undefined ? none : { en: String(value), fr: String(value) }

export const described = (value: Pick<Lookup, "descriptionEn" | "descriptionFr"> | null): Bilingual =>
  value === null ? none : { en: value.descriptionEn, fr: value.descriptionFr }

/** A coded value by its lookup id, with its descriptions. */
export const coded = (table: LookupTable, id: number | null): Bilingual => described(lookup(table, id))

export const yesNo = (value: boolean | null): Bilingual =>
  value === null ? none : value ? { en: "Yes", fr: "Oui" } : { en: "No", fr: "Non" }

export const percent = (value: number | null): Bilingual => (value === null ? none : { en: `${value}%`, fr: `${value} %` })

/** What a claim or policy correction concerns, as the correction report lists it. */
interface PolicyRef {
  readonly number: string
  readonly effectiveDate: string | null
}

interface ClaimRef {
  readonly number: string
  readonly accidentDate: string
}

/** One corrected field: one audit record, and its id on the 90-day rows. */
export interface FieldChange {
  readonly field: CorrectionFieldKey
  readonly oldValue: Bilingual
  readonly newValue: Bilingual
  /** The carrier company owning the corrected data. */
  readonly reportingCompanyId: number
  readonly policy?: PolicyRef
  readonly claim?: ClaimRef
}

/** The field's id and its names in both languages (the i18n keys correction.fields.*). */
export const fieldNames = (field: CorrectionFieldKey) => ({
  id: correctionFieldIds[field],
  en: pdfTexts("en").correction.fields[field](),
  fr: pdfTexts("fr").correction.fields[field]()
})
