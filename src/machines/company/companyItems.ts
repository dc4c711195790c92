import type { NotificationRecipient } from "../../api/company/schemas"
import { companyLimits } from "../../api/company/schemas"
import { companyItemRules, storedNote, type CompanySaveIssue } from "../../api/company/validation"
import type { Unit } from "../../api/platform/schemas"
import type { DriverReportOption } from "../../api/users/schemas"
import type { CompanyItem, CompanyOwner, ItemKind, ItemSave, SavedItem } from "../../services/company/companyProfile"

export type { CompanyItem, CompanyOwner, ItemKind, ItemSave, SavedItem }

/**
 * The four lists of the company profile (document 2 sections 2 to 5) and the one form their add and
 * edit dialogs fill: what each dialog starts with, the shared rules it shows, and what it sends.
 */

/** What a dialog adds (existing null) or edits: units are renamed, options and recipients edited, domains only added. */
export type ItemTarget =
  | { readonly kind: "unit"; readonly existing: Unit | null }
  | { readonly kind: "option"; readonly existing: DriverReportOption | null }
  | { readonly kind: "domain"; readonly existing: null }
  | { readonly kind: "recipient"; readonly existing: NotificationRecipient | null }

/** The years-of-data choice: "6" to "25", or the maximum. */
export const maximumYears = "max"

export const yearsChoices: ReadonlyArray<string> = [
  ...Array.from({ length: companyLimits.yearsOfData.max - companyLimits.yearsOfData.min + 1 }, (_, i) =>
    String(companyLimits.yearsOfData.min + i)
  ),
  maximumYears
]

/** Every field any of the dialogs has; each dialog shows its own. */
export interface ItemForm {
  /** The unit's English name, the domain or the recipient's e-mail. */
  readonly text: string
  /** The unit's French name. */
  readonly textFr: string
  readonly years: string
  readonly note: string
  readonly assignToAllUsers: boolean
  readonly makeDefault: boolean
}

export type ItemTextField = "text" | "textFr" | "years" | "note"
export type ItemToggle = "assignToAllUsers" | "makeDefault"

/** The dialog's fields by the payload fields the shared rules and the server name. */
export type ItemField = "text" | "textFr" | "years" | "note" | "makeDefault"

/**
 * The dialog's field of a payload field the shared rules or the server name: the company the item
 * belongs to is chosen on the page, so its refusals show at the dialog's main field.
 */
export const itemFieldOf =
  (kind: ItemKind) =>
  (payloadField: string): ItemField | undefined =>
    payloadField === "organizationId" || payloadField === "reportingCompanyId"
      ? duplicateField(kind)
      : (
          {
            nameEn: "text",
            nameFr: "textFr",
            domain: "text",
            email: "text",
            yearsOfData: "years",
            note: "note",
            makeDefaultDRO: "makeDefault"
          } as Record<string, ItemField>
        )[payloadField]

/** The field a duplicate (409) is shown at: the value that makes the record. */
export const duplicateField = (kind: ItemKind): ItemField => (kind === "option" ? "years" : "text")

const yearsOf = (years: number | null): string => (years === null ? maximumYears : String(years))

/** A new option starts at 25 years, an edited one at its own (document 2 section 5). */
export const initialForm = (target: ItemTarget): ItemForm => {
  const blank: ItemForm = {
    text: "",
    textFr: "",
    years: String(companyLimits.yearsOfData.default),
    note: "",
    assignToAllUsers: false,
    makeDefault: false
  }
  if (target.existing === null) return blank
  if (target.kind === "unit") return { ...blank, text: target.existing.nameEn, textFr: target.existing.nameFr }
  if (target.kind === "recipient") return { ...blank, text: target.existing.email }
  return { ...blank, years: yearsOf(target.existing.yearsOfData), note: target.existing.note ?? "" }
}

/** 'Make default' goes with 'assign to all users': unticking the one unticks the other. */
export const withToggled = (form: ItemForm, toggle: ItemToggle): ItemForm =>
  toggle === "assignToAllUsers"
    ? { ...form, assignToAllUsers: !form.assignToAllUsers, makeDefault: form.assignToAllUsers ? false : form.makeDefault }
    : form.assignToAllUsers
      ? { ...form, makeDefault: !form.makeDefault }
      : form

const yearsValue = (years: string): number | null => (years === maximumYears ? null : Number(years))

export const itemSave = (target: ItemTarget, form: ItemForm, owner: CompanyOwner): ItemSave => {
  const text = form.text.trim()
  switch (target.kind) {
    case "unit":
      return {
        kind: "unit",
        id: target.existing?.id ?? null,
        payload: { nameEn: text, nameFr: form.textFr.trim(), ...owner }
      }
    case "domain":
      return { kind: "domain", id: null, payload: { domain: text, ...owner } }
    case "recipient":
      return { kind: "recipient", id: target.existing?.id ?? null, payload: { email: text, ...owner } }
    case "option": {
      const common = { yearsOfData: yearsValue(form.years), note: storedNote(form.note), ...owner }
      return target.existing === null
        ? {
            kind: "option",
            id: null,
            payload: { ...common, assignToAllUsers: form.assignToAllUsers, makeDefaultDRO: form.makeDefault }
          }
        : { kind: "option", id: target.existing.id, payload: common }
    }
  }
}

/** The shared rules of src/api/company/validation.ts for what the dialog would send. */
export const itemIssues = (target: ItemTarget, form: ItemForm, owner: CompanyOwner): ReadonlyArray<CompanySaveIssue> => {
  const save = itemSave(target, form, owner)
  const rules = companyItemRules[save.kind] as (payload: typeof save.payload) => ReadonlyArray<CompanySaveIssue>
  return rules(save.payload)
}

/** Save is disabled while the domain is empty (document 2 section 5); the other dialogs say what is missing. */
export const canSaveItem = (target: ItemTarget, form: ItemForm): boolean => target.kind !== "domain" || form.text.trim() !== ""

/** The fields each dialog draws (src/views/company/CompanyItemDialogs.tsx): 'make default' only when adding an option. */
export const drawnItemFields = (kind: ItemKind, adding: boolean): ReadonlyArray<ItemField> =>
  ({
    unit: ["text", "textFr"] as const,
    domain: ["text"] as const,
    recipient: ["text"] as const,
    option: adding ? (["years", "note", "makeDefault"] as const) : (["years", "note"] as const)
  })[kind]
