import type { GrantChange } from "../../../api/users/grants"
import type { HistoryRow } from "../../db/users/usersRepository"

/** A name in both languages. */
export interface Names {
  readonly en: string
  readonly fr: string
}

/** The profile fields a "profile updated" entry names, in both languages. */
export const profileFieldNames = {
  firstName: { en: "first name", fr: "prénom" },
  middleName: { en: "middle name", fr: "second prénom" },
  lastName: { en: "last name", fr: "nom" },
  email: { en: "e-mail", fr: "courriel" },
  mfaPhone: { en: "MFA phone", fr: "téléphone d'authentification" },
  organizationId: { en: "organization", fr: "organisation" },
  reportingCompanyId: { en: "company", fr: "entreprise" },
  unitId: { en: "unit", fr: "unité" },
  assignedOrganizationsIds: { en: "assigned organizations", fr: "organisations assignées" },
  driverReportOptions: { en: "driver report options", fr: "options du rapport de conducteur" }
} as const satisfies Record<string, Names>
export type ProfileField = keyof typeof profileFieldNames

const plain = (event: string, en: string, fr: string): HistoryRow => ({
  event,
  detail: {},
  descriptionEn: en,
  descriptionFr: fr
})

/**
 * The entries of the user's history (the user access report), one per change, worded in both
 * languages with the function and company names.
 */
export const history = {
  created: () => plain("created", "Account created", "Compte créé"),
  enabled: () => plain("enabled", "Account enabled", "Compte activé"),
  disabled: () => plain("disabled", "Account disabled", "Compte désactivé"),
  deleted: () => plain("deleted", "Account deleted", "Compte supprimé"),
  profileUpdated: (fields: ReadonlyArray<ProfileField>): HistoryRow => ({
    event: "profileUpdated",
    detail: { fields },
    descriptionEn: `Profile updated: ${fields.map((f) => profileFieldNames[f].en).join(", ")}`,
    descriptionFr: `Profil mis à jour : ${fields.map((f) => profileFieldNames[f].fr).join(", ")}`
  }),
  grantChange: (change: GrantChange, functionName: Names, companyName: Names | undefined): HistoryRow => {
    const detail = {
      functionId: change.functionId,
      ...(change.company
        ? { organizationId: change.company.organizationId, reportingCompanyId: change.company.reportingCompanyId }
        : {})
    }
    const granted = change.kind === "functionGranted" || change.kind === "companyGranted"
    const forEn = companyName ? ` for ${companyName.en}` : ""
    const forFr = companyName ? ` pour ${companyName.fr}` : ""
    return {
      event: change.kind,
      detail,
      descriptionEn: `Function ${functionName.en} ${granted ? "granted" : "removed"}${forEn}`,
      descriptionFr: `Fonction ${functionName.fr} ${granted ? "accordée" : "retirée"}${forFr}`
    }
  }
}

/** The profile fields whose values differ between the account as stored and as saved. */
export const changedFields = (
  before: Readonly<Record<ProfileField, unknown>>,
  after: Readonly<Record<ProfileField, unknown>>
): ReadonlyArray<ProfileField> =>
  (Object.keys(profileFieldNames) as Array<ProfileField>).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])
  )
