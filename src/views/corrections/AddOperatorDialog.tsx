import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import type { Lookup } from "../../api/reports/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { lookupText, nameIn } from "../../i18n/reportFormat"
import { isAlberta, type AddOperatorTextField } from "../../machines/corrections/addOperatorForm"
import type { addOperatorLive } from "../../machines/corrections/addOperatorLive"
import { addOperatorLookupInput, addOperatorView } from "../../machines/corrections/addOperatorMachine"
import { policyOf, vehicleOptionText } from "../../machines/corrections/correctionEdits"
import { Select } from "../ui/Select"
import { DateField, ReadOnlyField, TextField } from "../ui/TextField"
import { CheckboxGroup } from "./CheckboxGroup"
import { FormDialog, formDialogStage, wholeRow } from "../ui/FormDialog"
import { LicenceLookupFields, licenceLookupStatus } from "./LicenceLookupFields"
import { fieldBinder } from "./fieldBinder"
import { useIssueText } from "./issueText"

export type AddOperatorActor = ActorRefFrom<typeof addOperatorLive>

/** Add an operator to a policy (bureau users, document 3 sections 2, 4 and 5). */
export const AddOperatorDialog = ({ actor }: { readonly actor: AddOperatorActor }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.correction.addOperator
  const issueText = useIssueText()
  const state = useSelector(actor, (s) => s)
  const context = state.context
  const form = context.form
  const issues = addOperatorView(context)
  const error = (field: Parameters<typeof issueText>[1]) => issueText(issues, field)
  const loadingVehicles = state.hasTag("loadingVehicles")
  const lookingUp = state.hasTag("lookingUp")
  const set = (field: AddOperatorTextField) => (value: string) => actor.send({ type: "FIELD_CHANGED", field, value })
  const field = fieldBinder<AddOperatorTextField>("add-operator", form, (event) => actor.send(event), error)
  const choose = LL.correction.dialog.choose()
  const choices = (lookups: ReadonlyArray<Lookup>) => lookups.map((l) => ({ value: String(l.id), label: lookupText(l, locale) }))
  const policy = policyOf(context.report, context.policyKey)
  const found = context.found
  const alberta = isAlberta(context.jurisdictions, form.DLNJurisdictionId)
  const labelOf = (lookups: ReadonlyArray<Lookup>, id: string) => {
    const lookup = lookups.find((l) => String(l.id) === id)
    return lookup ? lookupText(lookup, locale) : LL.report.notAvailable()
  }

  return (
    <FormDialog
      title={t.title({ policyNumber: policy?.policyNumber ?? "" })}
      testId="add-operator-dialog"
      stage={formDialogStage(state)}
      saveLabel={LL.correction.actions.add()}
      wide
      onSend={(command) => actor.send(command)}
    >
      <div className={wholeRow}>
        <CheckboxGroup
          id="add-operator-terms"
          legend={t.policyTerms()}
          options={context.terms.map((term) => ({
            value: term.termStartDate,
            label: t.term({ start: term.termStartDate, end: term.termEndDate })
          }))}
          chosen={form.termStarts}
          onToggle={(termStartDate) => actor.send({ type: "TERM_TOGGLED", termStartDate })}
          error={error("policyTermCount")}
          empty={t.noTerms()}
        />
      </div>
      <div className={wholeRow}>
        <Select
          {...field("vehicleKey", "vehicle")}
          label={t.vehicle()}
          options={context.vehicles.map((v) => {
            const text = vehicleOptionText(v)
            return { value: String(v.vehicleKey), label: nameIn(text.en, text.fr, locale) }
          })}
          placeholder={loadingVehicles ? t.loadingVehicles() : context.vehicles.length === 0 ? t.noVehicles() : undefined}
          disabled={loadingVehicles || context.vehicles.length === 0}
        />
      </div>
      <Select
        {...field("operatorTypeId", "type")}
        label={t.operatorType()}
        options={choices(context.operatorTypes)}
        placeholder={choose}
      />
      <Select
        {...field("relationShipId", "relationship")}
        label={t.relationship()}
        options={choices(context.relationships)}
        placeholder={choose}
      />
      <LicenceLookupFields
        idPrefix="add-operator"
        labels={{ licence: t.licence(), jurisdiction: t.jurisdiction() }}
        jurisdictions={context.jurisdictions}
        licence={form.DLN}
        jurisdictionId={form.DLNJurisdictionId}
        onLicence={set("DLN")}
        onJurisdiction={set("DLNJurisdictionId")}
        licenceError={error("DLN")}
        jurisdictionError={error("DLNJurisdictionId")}
        status={licenceLookupStatus(lookingUp, addOperatorLookupInput(context) !== undefined, found !== null)}
      />
      <div className={wholeRow}>
        <TextField {...field("fullName", "full-name")} label={t.fullName()} />
      </div>
      {found ? (
        <>
          <ReadOnlyField
            id="add-operator-birth"
            label={found.dateOfBirth !== null || found.yearOfBirth === null ? t.dateOfBirth() : t.yearOfBirth()}
            value={found.dateOfBirth ?? (found.yearOfBirth === null ? LL.report.notAvailable() : String(found.yearOfBirth))}
          />
          <ReadOnlyField id="add-operator-gender" label={t.gender()} value={labelOf(context.genders, form.genderId)} />
          <ReadOnlyField
            id="add-operator-marital-status"
            label={t.maritalStatus()}
            value={labelOf(context.maritalStatuses, form.maritalStatusId)}
          />
        </>
      ) : (
        <>
          <DateField {...field("dateOfBirth", "birth")} label={t.dateOfBirth()} max={context.today} />
          <Select {...field("genderId", "gender")} label={t.gender()} options={choices(context.genders)} placeholder={choose} />
          <Select
            {...field("maritalStatusId", "marital-status")}
            label={t.maritalStatus()}
            options={choices(context.maritalStatuses)}
            placeholder={choose}
          />
        </>
      )}
      {alberta && (
        <>
          <TextField {...field("gridLevel", "grid-level")} label={t.gridLevel()} />
          <TextField {...field("gridIndicator", "grid-indicator")} label={t.gridIndicator()} />
        </>
      )}
    </FormDialog>
  )
}
