import { useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import type { ActorRefFrom } from "xstate"
import { atFaultChoices, correctionLimits, excludedDriverChoice } from "../../api/corrections/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { formatPercent, lookupText, nameIn } from "../../i18n/reportFormat"
import { policiesOffered, type AddClaimTextField } from "../../machines/corrections/addClaimForm"
import type { addClaimLive } from "../../machines/corrections/addClaimLive"
import { addClaimLookupInput, addClaimView } from "../../machines/corrections/addClaimMachine"
import { ModalDialog } from "../ui/ModalDialog"
import { Select } from "../ui/Select"
import { DateField, TextField } from "../ui/TextField"
import { CheckboxGroup } from "./CheckboxGroup"
import { useIssueText } from "./issueText"

export type AddClaimActor = ActorRefFrom<typeof addClaimLive>

export const formGrid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "16px 20px" })
export const wholeRow = css({ gridColumn: "1 / -1" })
export const statusLine = css({ color: "fg.muted", fontSize: "0.9rem", gridColumn: "1 / -1", minHeight: "1.2em" })

/** Add a claim (bureau users, document 3 sections 2 and 5). */
export const AddClaimDialog = ({ actor }: { readonly actor: AddClaimActor }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.correction.addClaim
  const issueText = useIssueText()
  const state = useSelector(actor, (s) => s)
  const context = state.context
  const form = context.form
  const issues = addClaimView(context)
  const error = (field: Parameters<typeof issueText>[1]) => issueText(issues, field)
  const loading = state.matches("loadingOptions")
  const failed = state.matches("optionsFailed")
  const saving = state.matches("saving")
  const lookingUp = state.matches({ editing: "waitingToLookUp" }) || state.matches({ editing: "lookingUp" })
  const set = (field: AddClaimTextField) => (value: string) => actor.send({ type: "FIELD_CHANGED", field, value })
  const offered = policiesOffered(context.report, form)

  const lookupStatus = lookingUp
    ? LL.correction.lookup.lookingUp()
    : addClaimLookupInput(context) === undefined
      ? ""
      : context.operatorKey !== null
        ? LL.correction.lookup.found()
        : LL.correction.lookup.notFound()

  return (
    <ModalDialog
      open
      wide
      title={t.title()}
      confirmLabel={
        failed ? LL.correction.actions.retry() : saving ? LL.correction.actions.saving() : LL.correction.actions.add()
      }
      onConfirm={() => actor.send({ type: failed ? "RETRY" : "SAVE" })}
      confirmDisabled={loading || saving}
      cancelLabel={LL.correction.actions.cancel()}
      onCancel={() => actor.send({ type: "CANCEL" })}
      focusFirstField
      testId="add-claim-dialog"
    >
      {loading && <p role="status">{LL.correction.dialog.loadingOptions()}</p>}
      {failed && <p role="alert">{LL.correction.dialog.optionsFailed()}</p>}
      {!loading && !failed && (
        <div className={formGrid} aria-busy={saving || undefined}>
          <DateField
            id="add-claim-accident-date"
            label={t.accidentDate()}
            value={form.accidentDate}
            max={context.today}
            onChange={set("accidentDate")}
            error={error("accidentDate")}
          />
          <Select
            id="add-claim-company"
            label={t.reportingCompany()}
            value={form.reportingCompanyCode}
            options={context.companies.map((c) => ({ value: c.code, label: nameIn(c.nameEn, c.nameFr, locale) }))}
            placeholder={LL.correction.dialog.choose()}
            onChange={set("reportingCompanyCode")}
            error={error("reportingCompanyCode")}
          />
          <div className={wholeRow}>
            <Select
              id="add-claim-policy"
              label={t.policy()}
              value={form.firstPartyPolicyKey}
              options={offered.map((p) => ({
                value: String(p.policyKey),
                label: t.policyOption({ policyNumber: p.policyNumber, start: p.startDate, stop: p.stopDate })
              }))}
              placeholder={
                offered.length === 0 && form.accidentDate !== "" && form.reportingCompanyCode !== ""
                  ? t.noPolicy()
                  : LL.correction.dialog.choose()
              }
              disabled={offered.length === 0}
              onChange={set("firstPartyPolicyKey")}
              error={error("firstPartyPolicyKey")}
            />
          </div>
          <TextField
            id="add-claim-claim-id"
            label={t.claimId()}
            value={form.claimId}
            maxLength={correctionLimits.claimNumber}
            onChange={set("claimId")}
            error={error("claimId")}
          />
          <TextField
            id="add-claim-vin"
            label={t.vin()}
            value={form.firstPartyVIN}
            maxLength={correctionLimits.vin}
            onChange={set("firstPartyVIN")}
            error={error("firstPartyVIN")}
          />
          <div className={wholeRow}>
            <CheckboxGroup
              id="add-claim-coverages"
              legend={t.majorCoverages()}
              options={context.majorCoverages.map((c) => ({ value: String(c.id), label: lookupText(c, locale) }))}
              chosen={form.majorCoverages.map(String)}
              onToggle={(value) => actor.send({ type: "COVERAGE_TOGGLED", id: Number(value) })}
              error={error("majorCoverages")}
            />
          </div>
          <TextField
            id="add-claim-licence"
            label={t.licence()}
            value={form.firstPartyOperatorDLN}
            maxLength={correctionLimits.licenceNumber}
            onChange={set("firstPartyOperatorDLN")}
            error={error("firstPartyOperatorDLN")}
          />
          <Select
            id="add-claim-jurisdiction"
            label={t.jurisdiction()}
            value={form.firstPartyOperatorJurisdictionId}
            options={context.jurisdictions.map((j) => ({
              value: String(j.id),
              label: lookupText(
                { descriptionEn: j.jurisdictionDescriptionEn, descriptionFr: j.jurisdictionDescriptionFr },
                locale
              )
            }))}
            placeholder={LL.correction.dialog.choose()}
            onChange={set("firstPartyOperatorJurisdictionId")}
            error={error("firstPartyOperatorJurisdictionId")}
          />
          <p className={statusLine} role="status">
            {lookupStatus}
          </p>
          <div className={wholeRow}>
            <TextField
              id="add-claim-full-name"
              label={t.fullName()}
              value={form.firstPartyFullName}
              maxLength={correctionLimits.fullName}
              onChange={set("firstPartyFullName")}
              error={error("firstPartyFullName")}
            />
          </div>
          <Select
            id="add-claim-excluded"
            label={t.excludedDriver()}
            value={form.firstPartyExcludedDriverId}
            options={[
              { value: String(excludedDriverChoice.yes), label: LL.correction.dialog.yes() },
              { value: String(excludedDriverChoice.no), label: LL.correction.dialog.no() }
            ]}
            placeholder={LL.correction.dialog.choose()}
            onChange={set("firstPartyExcludedDriverId")}
            error={error("firstPartyExcludedDriverId")}
          />
          <Select
            id="add-claim-at-fault"
            label={t.atFault()}
            value={form.firstPartyAtFault}
            options={atFaultChoices.map((choice) => ({ value: String(choice), label: formatPercent(choice, locale) }))}
            placeholder={LL.correction.dialog.choose()}
            onChange={set("firstPartyAtFault")}
            error={error("firstPartyAtFault")}
          />
        </div>
      )}
    </ModalDialog>
  )
}
