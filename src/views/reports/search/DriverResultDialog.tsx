import { css } from "styled-system/css"
import type { DriverSearchRecord } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import type { DriverSearchEvent } from "../../../machines/reports/driverSearchMachine"
import { localizedText } from "../../shared/localized"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { ModalDialog } from "../../ui/ModalDialog"

export type ResultCase = "several" | "one" | "generating" | "none"

export interface DriverResultDialogProps {
  readonly shown: ResultCase | undefined
  readonly count: number
  readonly found: DriverSearchRecord | undefined
  readonly send: (event: DriverSearchEvent) => void
}

// Label beside value where there is room; on a phone each value goes under its label.
const details = css({
  display: "grid",
  gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "max-content minmax(0, 1fr)" },
  gap: { base: "2px 16px", sm: "8px 16px" },
  "& dd": { overflowWrap: "anywhere", mb: { base: "8px", sm: 0 } }
})
const term = css({ fontWeight: "700" })

/** yyyy-MM-dd → MM/yyyy: the dialog shows only the month and year of birth. */
const monthYear = (dateOfBirth: string) => `${dateOfBirth.slice(5, 7)}/${dateOfBirth.slice(0, 4)}`

/** The result dialog of document 3 section 2: several (refine), one (Cancel / Get report), none. */
export const DriverResultDialog = ({ shown, count, found, send }: DriverResultDialogProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.driverSearch.result
  const oneFound = (shown === "one" || shown === "generating") && found !== undefined
  if (!oneFound) {
    return (
      <ModalDialog
        open={shown === "several" || shown === "none"}
        title={shown === "several" ? t.severalTitle() : t.noneTitle()}
        confirmLabel={t.ok()}
        onConfirm={() => send({ type: "DISMISS" })}
        testId="result-dialog"
      >
        <p>{shown === "several" ? t.several({ count }) : t.none()}</p>
      </ModalDialog>
    )
  }
  return (
    <ConfirmDialog
      title={t.oneTitle()}
      testId="result-dialog"
      confirmLabel={t.getReport()}
      busyLabel={t.generating()}
      busy={shown === "generating"}
      onConfirm={() => send({ type: "GET_REPORT" })}
      onCancel={() => send({ type: "CANCEL" })}
    >
      <dl className={details}>
        <dt className={term}>{t.name()}</dt>
        <dd data-testid="result-name">{found.fullName}</dd>
        <dt className={term}>{t.licence()}</dt>
        <dd data-testid="result-licence">
          {t.licenceWithJurisdiction({
            licence: found.licenseNumber,
            jurisdiction: localizedText(found.jurisdiction.descriptionEn, found.jurisdiction.descriptionFr, locale)
          })}
        </dd>
        <dt className={term}>{found.dateOfBirth ? t.monthYearOfBirth() : t.yearOfBirth()}</dt>
        <dd data-testid="result-birth">
          {found.dateOfBirth ? monthYear(found.dateOfBirth) : (found.yearOfBirth?.toString() ?? t.notAvailable())}
        </dd>
      </dl>
      <p role="status" aria-live="polite" className={css({ mt: "16px", minHeight: "1.5em", color: "fg.muted" })}>
        {shown === "generating" ? t.generating() : ""}
      </p>
    </ConfirmDialog>
  )
}
