import { createLazyRoute, Link, useRouterState } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"
import {
  isBrandedTitle,
  isPriceCoded,
  type VehicleReport as VehicleReportData,
  type VehicleReportClaim,
  type VehicleReportPolicy
} from "../../api/reports/vehicleSchemas"
import { vehicleReportViewLive } from "../../machines/vehicles/vehicleReportViewLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { formatCad as cad, formatNumber as number, formatReportDate } from "../../i18n/reportFormat"
import { policyColumnLabels } from "../../i18n/vehicleReportColumns"
import { localizedName, localizedText } from "../shared/localized"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { Tag } from "../ui/Tag"
import { useEnterKey } from "../ui/useEnterKey"
import { BusyButton } from "../ui/BusyButton"
import { button, card, scrollFrame, stickyFirstColumn } from "../ui/styles"
import "./historyState"
import { PageCard } from "../ui/PageCard"
import { TableHead } from "../ui/TableHead"

const section = css({ mt: "28px" })
const sectionTitle = css({ fontSize: "1.35rem", fontWeight: "700", color: "primary", mb: "12px" })
const grid = css({
  display: "grid",
  gridTemplateColumns: { base: "repeat(auto-fill, minmax(min(150px, 100%), 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
  gap: "12px 24px"
})
const term = css({ color: "fg.muted", fontSize: "0.9rem" })
const value = css({ fontWeight: "600", overflowWrap: "anywhere" })

const Field = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div>
    <dt className={term}>{label}</dt>
    <dd className={value}>{children}</dd>
  </div>
)

/** A section of the vehicle report (claims, policies), named by its h2. */
const VehicleSection = ({
  name,
  title,
  children
}: {
  readonly name: string
  readonly title: string
  readonly children: ReactNode
}) => (
  <section className={section} aria-labelledby={`vehicle-${name}-title`} data-testid={`vehicle-${name}`}>
    <h2 id={`vehicle-${name}-title`} className={sectionTitle}>
      {title}
    </h2>
    {children}
  </section>
)

const lossTable = css({
  mt: "12px",
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  "& th, & td": { textAlign: "left", py: "4px", pr: "8px", borderBottom: "1px solid", borderColor: "border" }
})
const policyTable = css({
  width: "100%",
  // On a phone the nine columns stay readable and scroll in their frame.
  minWidth: { base: "48rem", lg: 0 },
  borderCollapse: "separate",
  borderSpacing: 0,
  "& th, & td": {
    textAlign: "left",
    p: "6px",
    borderBottom: "1px solid",
    borderColor: "border",
    verticalAlign: "top"
  }
})

/** A table that scrolls in its own frame when wider than the screen, its first column kept in view. */
const ScrollingTable = ({
  className,
  labels,
  children
}: {
  readonly className: string
  readonly labels: ReadonlyArray<string>
  readonly children: ReactNode
}) => (
  <div className={scrollFrame} tabIndex={0}>
    <table className={cx(stickyFirstColumn, className)}>
      <TableHead labels={labels} />
      <tbody>{children}</tbody>
    </table>
  </div>
)

const ClaimCard = ({ claim }: { readonly claim: VehicleReportClaim }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.vehicleReport
  return (
    <article
      className={css({ border: "1px solid", borderColor: "border", borderRadius: "6px", p: "16px" })}
      data-testid={`vehicle-claim-${claim.id}`}
    >
      <dl className={grid}>
        <Field label={t.dateOfLoss()}>{claim.dateOfLoss}</Field>
        <Field label={t.insurer()}>{localizedName(claim.insurer, locale)}</Field>
        <Field label={t.policyNumber()}>{claim.policyNumber}</Field>
        <Field label={t.claimNumber()}>{claim.claimNumber}</Field>
        <Field label={t.status()}>{claim.status === "open" ? t.statusOpen() : t.statusClosed()}</Field>
        <Field label={t.vehicleLoss()}>
          {claim.vehicleLoss ? localizedText(claim.vehicleLoss.descriptionEn, claim.vehicleLoss.descriptionFr, locale) : t.none()}
        </Field>
        <Field label={t.totalLoss()}>{cad(claim.totalLoss, locale)}</Field>
        <Field label={t.totalExpense()}>{cad(claim.totalExpense, locale)}</Field>
      </dl>
      {claim.losses.length > 0 && (
        <ScrollingTable className={lossTable} labels={[t.kindOfLoss(), t.loss(), t.expense()]}>
          {claim.losses.map((loss) => (
            <tr key={loss.code}>
              <td>{localizedText(loss.descriptionEn, loss.descriptionFr, locale)}</td>
              <td>{cad(loss.lossAmount, locale)}</td>
              <td>{cad(loss.expenseAmount, locale)}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
    </article>
  )
}

const PolicyRow = ({ policy }: { readonly policy: VehicleReportPolicy }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.vehicleReport
  const lookup = (l: { descriptionEn: string; descriptionFr: string } | null) =>
    l ? localizedText(l.descriptionEn, l.descriptionFr, locale) : t.none()
  return (
    <tr>
      <td>{`${policy.coveragePeriod.startDate} – ${policy.coveragePeriod.endDate}`}</td>
      <td>{localizedName(policy.carrier, locale)}</td>
      <td>{policy.policyNumber}</td>
      <td>{lookup(policy.policyStatus)}</td>
      <td>{lookup(policy.vehicleUse)}</td>
      <td>{lookup(policy.vehicleClass)}</td>
      <td>{policy.businessUsePercent === null ? "—" : t.percent({ value: number(policy.businessUsePercent, locale) })}</td>
      <td>{policy.commutingDistance === null ? "—" : t.km({ value: number(policy.commutingDistance, locale) })}</td>
      <td>{policy.annualDrivingDistance === null ? "—" : t.km({ value: number(policy.annualDrivingDistance, locale) })}</td>
    </tr>
  )
}

const ReportBody = ({ report }: { readonly report: VehicleReportData }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.vehicleReport
  return (
    <>
      <dl className={grid} data-testid="vehicle-header">
        <Field label={t.vin()}>{report.vin.toUpperCase()}</Field>
        <Field label={t.modelYear()}>{report.modelYear ?? "—"}</Field>
        <Field label={t.make()}>{localizedText(report.makeEn, report.makeFr, locale)}</Field>
        <Field label={t.model()}>
          {localizedText(report.modelEn, report.modelFr, locale)}
          {isPriceCoded(report) && (
            <>
              {" "}
              <Tag testId="price-coded">{t.priceCoded()}</Tag>
            </>
          )}
          {isBrandedTitle(report) && report.branding && (
            <>
              {" "}
              <Tag testId="branded-title">
                {t.brandedTitle({
                  branding: localizedText(report.branding.descriptionEn, report.branding.descriptionFr, locale)
                })}
              </Tag>
            </>
          )}
        </Field>
        <Field label={t.reportDate()}>{formatReportDate(report.reportDate, report.ianaTimezone)}</Field>
        <Field label={t.requestor()}>{report.requestor}</Field>
        <Field label={t.company()}>{localizedText(report.companyNameEn, report.companyNameFr, locale)}</Field>
        <Field label={t.lastUpdate()}>
          {report.lastUpdated ? formatReportDate(report.lastUpdated, report.ianaTimezone) : "—"}
        </Field>
        <Field label={t.vehicleCode()}>{report.vehicleCode ?? "—"}</Field>
        <Field label={t.grossWeight()}>
          {report.grossVehicleWeight === null ? "—" : t.kg({ value: number(report.grossVehicleWeight, locale) })}
        </Field>
        <Field label={t.branding()}>
          {report.branding ? localizedText(report.branding.descriptionEn, report.branding.descriptionFr, locale) : t.none()}
        </Field>
      </dl>
      <VehicleSection name="claims" title={t.claims()}>
        {report.claims.length === 0 ? (
          <p>{t.noClaims()}</p>
        ) : (
          <>
            <dl className={css({ display: "flex", flexWrap: "wrap", gap: "12px 32px", mb: "12px" })}>
              <Field label={t.totalLoss()}>{cad(report.totalClaimsLoss, locale)}</Field>
              <Field label={t.totalExpense()}>{cad(report.totalClaimsExpense, locale)}</Field>
            </dl>
            <div className={css({ display: "grid", gap: "12px" })}>
              {report.claims.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} />
              ))}
            </div>
          </>
        )}
      </VehicleSection>
      <VehicleSection name="policies" title={t.policies()}>
        {report.policies.length === 0 ? (
          <p>{t.noPolicies()}</p>
        ) : (
          <ScrollingTable className={policyTable} labels={policyColumnLabels(t)}>
            {report.policies.map((policy) => (
              <PolicyRow key={`${policy.policyNumber}-${policy.coveragePeriod.startDate}`} policy={policy} />
            ))}
          </ScrollingTable>
        )}
      </VehicleSection>
    </>
  )
}

const VehicleReport = () => {
  const ready = useNamespace("vehicleReport")
  const { LL, locale } = useI18nContext()
  const passed = useRouterState({ select: (s) => s.location.state.vehicleReport })
  const view = useActorRef(vehicleReportViewLive, { input: { report: passed } })
  const state = useSelector(view, (s) => s)
  const goBack = () => view.send({ type: "GO_BACK" })
  useEnterKey(goBack, state.hasTag("shown"))
  if (!ready) return <Waiting label={LL.common.loading()} />
  const t = LL.vehicleReport
  const report = state.context.report
  if (state.hasTag("missing") || !report) {
    return (
      <PageCard titleId="vehicle-report-title" title={t.title()}>
        {/* Document 3 section 8: a report absent from navigation state shows the catalogue's error404 message. */}
        <p role="alert" className={css({ fontWeight: "600", mb: "8px" })} data-testid="vehicle-report-missing">
          {LL.errors.error404()}
        </p>
        <p className={css({ mb: "16px" })}>{t.error404()}</p>
        <div className={css({ display: "flex", gap: "12px", flexWrap: "wrap" })}>
          <Link to="/vehicle-report" className={button()}>
            {t.backToSearch()}
          </Link>
          <Link to="/" className={button({ tone: "secondary" })}>
            {LL.common.backHome()}
          </Link>
        </div>
      </PageCard>
    )
  }
  return (
    <section className={card} aria-labelledby="vehicle-report-title" data-testid="vehicle-report">
      <div className={css({ display: "flex", alignItems: "center", gap: "12px", mb: "16px", flexWrap: "wrap" })}>
        <h1 id="vehicle-report-title" className={css({ fontSize: "1.75rem", fontWeight: "700", color: "primary", flex: 1 })}>
          {t.title()}
        </h1>
        {/* The driver report's actions, with the same emphasis and words: To PDF first, then Go back. */}
        <BusyButton
          busy={state.hasTag("generatingPdf")}
          label={t.toPdf()}
          busyLabel={t.preparingPdf()}
          onClick={() => view.send({ type: "TO_PDF", language: locale === "fr" ? "french" : "english" })}
          testId="vehicle-to-pdf"
        />
        <button type="button" className={button({ tone: "secondary" })} onClick={goBack} data-testid="vehicle-back">
          {t.back()}
        </button>
      </div>
      <ReportBody report={report} />
    </section>
  )
}

export const Route = createLazyRoute("/vehicle-report/$id")({ component: VehicleReport })
