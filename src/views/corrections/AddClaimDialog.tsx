import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { atFaultChoices, excludedDriverChoice } from "../../api/corrections/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { formatPercent, lookupText, nameIn } from "../../i18n/reportFormat"
import { policiesOffered, type AddClaimTextField } from "../../machines/corrections/addClaimForm"
import type { addClaimLive } from "../../machines/corrections/addClaimLive"
import { addClaimLookupInput, addClaimView } from "../../machines/corrections/addClaimMachine"
import { Select } from "../ui/Select"
import { DateField, TextField } from "../ui/TextField"
import { CheckboxGroup } from "./CheckboxGroup"
import { FormDialog, formDialogStage, wholeRow } from "../ui/FormDialog"
import { LicenceLookupFields, licenceLookupStatus } from "./LicenceLookupFields"
import { fieldBinder } from "./fieldBinder"
import { useIssueText } from "./issueText"

export type AddClaimActor = ActorRefFrom<typeof addClaimLive>

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
  const lookingUp = state.hasTag("lookingUp")
  const set = (field: AddClaimTextField) => (value: string) => actor.send({ type: "FIELD_CHANGED", field, value })
  const field = fieldBinder<AddClaimTextField>("add-claim", form, (event) => actor.send(event), error)
  const choose = LL.correction.dialog.choose()
  const offered = policiesOffered(context.report, form)

  return (
    <FormDialog
      title={t.title()}
      testId="add-claim-dialog"
      stage={formDialogStage(state)}
      saveLabel={LL.correction.actions.add()}
      wide
      onSend={(command) => actor.send(command)}
    >
      <DateField {...field("accidentDate", "accident-date")} label={t.accidentDate()} max={context.today} />
      <Select
        {...field("reportingCompanyCode", "company")}
        label={t.reportingCompany()}
        options={context.companies.map((c) => ({ value: c.code, label: nameIn(c.nameEn, c.nameFr, locale) }))}
        placeholder={choose}
      />
      <div className={wholeRow}>
        <Select
          {...field("firstPartyPolicyKey", "policy")}
          label={t.policy()}
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
        />
      </div>
      <TextField {...field("claimId", "claim-id")} label={t.claimId()} />
      <TextField {...field("firstPartyVIN", "vin")} label={t.vin()} />
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
      <LicenceLookupFields
        idPrefix="add-claim"
        labels={{ licence: t.licence(), jurisdiction: t.jurisdiction() }}
        jurisdictions={context.jurisdictions}
        licence={form.firstPartyOperatorDLN}
        jurisdictionId={form.firstPartyOperatorJurisdictionId}
        onLicence={set("firstPartyOperatorDLN")}
        onJurisdiction={set("firstPartyOperatorJurisdictionId")}
        licenceError={error("firstPartyOperatorDLN")}
        jurisdictionError={error("firstPartyOperatorJurisdictionId")}
        status={licenceLookupStatus(lookingUp, addClaimLookupInput(context) !== undefined, context.operatorKey !== null)}
      />
      <div className={wholeRow}>
        <TextField {...field("firstPartyFullName", "full-name")} label={t.fullName()} />
      </div>
      <Select
        {...field("firstPartyExcludedDriverId", "excluded")}
        label={t.excludedDriver()}
        options={[
          { value: String(excludedDriverChoice.yes), label: LL.correction.dialog.yes() },
          { value: String(excludedDriverChoice.no), label: LL.correction.dialog.no() }
        ]}
        placeholder={choose}
      />
      <Select
        {...field("firstPartyAtFault", "at-fault")}
        label={t.atFault()}
        options={atFaultChoices.map((choice) => ({ value: String(choice), label: formatPercent(choice, locale) }))}
        placeholder={choose}
      />
    </FormDialog>
  )
}
