import { css } from "styled-system/css"
import type { Jurisdiction } from "../../api/platform/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { lookupText } from "../../i18n/reportFormat"
import { Select } from "../ui/Select"
import { TextField } from "../ui/TextField"

const statusLine = css({ color: "fg.muted", fontSize: "0.9rem", gridColumn: "1 / -1", minHeight: "1.2em" })

/** Where the licence look-up stands: not asked (licence or jurisdiction missing), under way, or answered. */
export type LicenceLookupStatus = "notAsked" | "lookingUp" | "found" | "notFound"

/** A licence field, its jurisdiction and the look-up's status line (document 3 section 5). */
export const LicenceLookupFields = ({
  idPrefix,
  labels,
  jurisdictions,
  licence,
  jurisdictionId,
  onLicence,
  onJurisdiction,
  licenceError,
  jurisdictionError,
  status
}: {
  readonly idPrefix: string
  readonly labels: { readonly licence: string; readonly jurisdiction: string }
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
  readonly licence: string
  readonly jurisdictionId: string
  readonly onLicence: (value: string) => void
  readonly onJurisdiction: (value: string) => void
  readonly licenceError: string | undefined
  readonly jurisdictionError: string | undefined
  readonly status: LicenceLookupStatus
}) => {
  const { LL, locale } = useI18nContext()
  return (
    <>
      <TextField id={`${idPrefix}-licence`} label={labels.licence} value={licence} onChange={onLicence} error={licenceError} />
      <Select
        id={`${idPrefix}-jurisdiction`}
        label={labels.jurisdiction}
        value={jurisdictionId}
        options={jurisdictions.map((j) => ({
          value: String(j.id),
          label: lookupText({ descriptionEn: j.jurisdictionDescriptionEn, descriptionFr: j.jurisdictionDescriptionFr }, locale)
        }))}
        placeholder={LL.correction.dialog.choose()}
        onChange={onJurisdiction}
        error={jurisdictionError}
      />
      <p className={statusLine} role="status">
        {status === "notAsked" ? "" : LL.correction.lookup[status]()}
      </p>
    </>
  )
}

export const licenceLookupStatus = (lookingUp: boolean, asked: boolean, found: boolean): LicenceLookupStatus =>
  lookingUp ? "lookingUp" : !asked ? "notAsked" : found ? "found" : "notFound"
