import { useSelector } from "@xstate/react"
import type { KeyboardEvent } from "react"
import { css } from "styled-system/css"
import type { ActorRefFrom } from "xstate"
import { useI18nContext } from "../../i18n/i18n-react"
import { nameIn } from "../../i18n/reportFormat"
import {
  claimOf,
  editControl,
  editedField,
  needsCancellationDate,
  policyOf,
  type EditOption
} from "../../machines/corrections/correctionEdits"
import type { editItemLive } from "../../machines/corrections/editItemLive"
import { editView } from "../../machines/corrections/editItemMachine"
import { FormDialog, formDialogStage } from "../ui/FormDialog"
import { Select } from "../ui/Select"
import { DateField, TextField } from "../ui/TextField"
import { useIssueText } from "./issueText"

export type EditItemActor = ActorRefFrom<typeof editItemLive>

const muted = css({ color: "fg.muted" })

/** Years licensed: the keys e . + - are blocked (document 3 section 5). */
const blockNumberKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (["e", "E", ".", "+", "-"].includes(event.key)) event.preventDefault()
}

/** One correction: the value, its field message, Save once it changed and breaks no rule (document 3 sections 2 and 5). */
export const EditItemDialog = ({ actor }: { readonly actor: EditItemActor }) => {
  const { LL, locale } = useI18nContext()
  const issueText = useIssueText()
  const state = useSelector(actor, (s) => s)
  const context = state.context
  const { target, report } = context
  const view = editView(context)
  const field = editedField(target)
  const fieldName = LL.correction.fields[field]()
  const control = editControl(target)

  const optionLabel = (option: EditOption) =>
    "text" in option ? LL.correction.dialog[option.text]() : nameIn(option.en, option.fr, locale)
  const options = context.options.map((option) => ({ value: option.value, label: optionLabel(option) }))
  const shown = (value: string) => {
    if (value === "") return LL.report.notAvailable()
    const option = context.options.find((o) => o.value === value)
    return option ? optionLabel(option) : value
  }
  const change = (name: "value" | "cancellationDate") => (value: string) =>
    actor.send({ type: "VALUE_CHANGED", field: name, value })

  const policy = target.kind === "policy" ? policyOf(report, target.policyKey) : undefined
  const claim = target.kind === "claim" ? claimOf(report, target.claimId) : undefined
  const subject = policy
    ? LL.correction.policy.title({ policyNumber: policy.policyNumber, start: policy.startDate, stop: policy.stopDate })
    : claim
      ? LL.correction.claim.title({ claimNumber: claim.claimNumber, dateOfLoss: claim.dateOfLoss })
      : undefined
  const initial =
    target.kind === "policy" && context.initial.cancellationDate !== ""
      ? `${shown(context.initial.value)}, ${LL.correction.fields.cancellationDate()} ${context.initial.cancellationDate}`
      : shown(context.initial.value)

  const valueError = issueText(view.issues, "value")
  const input = () => {
    const common = { id: "correction-value", label: fieldName, value: context.values.value, error: valueError }
    switch (control) {
      case "text":
        return <TextField {...common} onChange={change("value")} testId="correction-value" />
      case "number":
        return (
          <TextField
            {...common}
            onChange={change("value")}
            inputMode="numeric"
            onKeyDown={blockNumberKeys}
            testId="correction-value"
          />
        )
      case "date":
        return <DateField {...common} onChange={change("value")} max={context.today} testId="correction-value" />
      case "select":
        return (
          <Select
            {...common}
            options={options}
            placeholder={LL.correction.dialog.choose()}
            onChange={change("value")}
            testId="correction-value"
          />
        )
    }
  }

  return (
    <FormDialog
      title={fieldName}
      testId="correction-dialog"
      stage={formDialogStage(state)}
      canSave={view.canSave}
      onSend={(command) => actor.send(command)}
      intro={
        <>
          {subject && <p>{subject}</p>}
          <p className={muted} data-testid="correction-initial">
            {LL.correction.dialog.inReport({ value: initial })}
          </p>
        </>
      }
    >
      {input()}
      {policy && needsCancellationDate(context.options, context.values) && (
        <DateField
          id="correction-cancellation-date"
          label={LL.correction.fields.cancellationDate()}
          value={context.values.cancellationDate}
          onChange={change("cancellationDate")}
          error={issueText(view.issues, "cancellationDate")}
          testId="correction-cancellation-date"
        />
      )}
    </FormDialog>
  )
}
