import { useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import type { ActorRefFrom } from "xstate"
import { companyLimits } from "../../api/company/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { canSaveItem, maximumYears, yearsChoices, type CompanyItem, type ItemField } from "../../machines/company/companyItems"
import type { deleteItemLive, itemDialogLive } from "../../machines/company/companyProfileLive"
import { itemDialogIssues } from "../../machines/company/itemDialogMachine"
import { Choice } from "../ui/Choice"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { FormDialog } from "../ui/FormDialog"
import { Select } from "../ui/Select"
import { TextField } from "../ui/TextField"
import { fieldError } from "../ui/styles"
import { issueMessage } from "../ui/issueMessage"

export type ItemDialogActor = ActorRefFrom<typeof itemDialogLive>
export type DeleteItemActor = ActorRefFrom<typeof deleteItemLive>

const hint = css({ color: "fg.muted", fontSize: "0.95rem", mt: "4px" })

/** "8 years" or "Maximum", as the lists and the driver search say it. */
export const yearsLabel = (LL: TranslationFunctions, years: number | null): string =>
  years === null ? LL.companyProfile.maximum() : LL.companyProfile.years({ years })

/** What a row is called in its delete question and its buttons' labels. */
export const itemName = (LL: TranslationFunctions, target: CompanyItem, locale: string): string => {
  switch (target.kind) {
    case "unit":
      return locale === "fr" ? target.item.nameFr : target.item.nameEn
    case "option":
      return yearsLabel(LL, target.item.yearsOfData)
    case "domain":
      return target.item.domain
    case "recipient":
      return target.item.email
  }
}

/**
 * The one add or edit dialog of the company profile (document 2 sections 2 and 5): a unit's name, a
 * driver report option, a permitted domain or a recipient's e-mail, each with its limits at the field
 * and the messages of the shared rules, the server's and 'Duplicate record'.
 */
export const ItemDialog = ({ actor }: { readonly actor: ItemDialogActor }) => {
  const { LL } = useI18nContext()
  const t = LL.companyProfile
  const state = useSelector(actor, (s) => s)
  const context = state.context
  const { target, form } = context
  const issues = itemDialogIssues(context)
  const issue = (field: ItemField) => issueMessage(issues, field, t.messages, LL)
  const adding = target.existing === null
  const title = {
    unit: adding ? t.dialogs.addUnit() : t.dialogs.renameUnit(),
    option: adding ? t.dialogs.addOption() : t.dialogs.editOption(),
    domain: t.dialogs.addDomain(),
    recipient: adding ? t.dialogs.addRecipient() : t.dialogs.editRecipient()
  }[target.kind]

  /** A text field of the dialog (a unit's two names, a domain, a recipient): label, hint and limit differ. */
  const textField = (field: "text" | "textFr", label: string, hint: (max: { max: number }) => string, max: number) => {
    const id = field === "text" ? "company-item-text" : "company-item-text-fr"
    return (
      <TextField
        id={id}
        label={label}
        hint={hint({ max })}
        value={form[field]}
        onChange={(value) => actor.send({ type: "FIELD_CHANGED", field, value })}
        error={issue(field)}
        testId={id}
      />
    )
  }

  const fields = () => {
    switch (target.kind) {
      case "unit":
        return (
          <>
            {textField("text", t.dialogs.unitNameEn(), t.dialogs.unitNameHint, companyLimits.unitName)}
            {textField("textFr", t.dialogs.unitNameFr(), t.dialogs.unitNameHint, companyLimits.unitName)}
          </>
        )
      case "domain":
        return textField("text", t.dialogs.domain(), t.dialogs.domainHint, companyLimits.domain)
      case "recipient":
        return textField("text", t.dialogs.recipientEmail(), t.dialogs.recipientHint, companyLimits.recipientEmail)
      case "option":
        return (
          <>
            <Select
              id="company-item-years"
              label={t.dialogs.years()}
              value={form.years}
              options={yearsChoices.map((years) => ({
                value: years,
                label: years === maximumYears ? t.maximum() : String(years)
              }))}
              onChange={(value) => actor.send({ type: "FIELD_CHANGED", field: "years", value })}
              error={issue("years")}
              testId="company-item-years"
            />
            <TextField
              id="company-item-note"
              label={t.dialogs.note()}
              hint={t.dialogs.noteHint({ max: companyLimits.driverReportOptionNote })}
              value={form.note}
              onChange={(value) => actor.send({ type: "FIELD_CHANGED", field: "note", value })}
              error={issue("note")}
              testId="company-item-note"
            />
            {adding && (
              <div>
                <Choice
                  label={t.dialogs.assignToAllUsers()}
                  checked={form.assignToAllUsers}
                  onChange={() => actor.send({ type: "TOGGLED", field: "assignToAllUsers" })}
                  testId="company-item-assign-all"
                />
              </div>
            )}
            {adding && (
              <div>
                <Choice
                  label={t.dialogs.makeDefault()}
                  checked={form.makeDefault}
                  disabled={!form.assignToAllUsers}
                  describedBy="company-item-make-default-hint"
                  onChange={() => actor.send({ type: "TOGGLED", field: "makeDefault" })}
                  testId="company-item-make-default"
                />
                <p id="company-item-make-default-hint" className={hint}>
                  {t.dialogs.makeDefaultHint()}
                </p>
                {issue("makeDefault") && <p className={fieldError}>{issue("makeDefault")}</p>}
              </div>
            )}
          </>
        )
    }
  }

  return (
    <FormDialog
      title={title}
      testId="company-item-dialog"
      stage={{ loading: false, loadFailed: false, busy: state.hasTag("busy") }}
      canSave={canSaveItem(target, form)}
      saveLabel={adding ? t.lists.add() : undefined}
      onSend={(command) => command.type !== "RETRY" && actor.send(command)}
    >
      {fields()}
    </FormDialog>
  )
}

/** The delete confirmation: the row's name in the question; the busy word while it goes. */
export const DeleteItemDialog = ({ actor }: { readonly actor: DeleteItemActor }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.companyProfile
  const state = useSelector(actor, (s) => s)
  if (state.status !== "active") return null
  const target = state.context.target
  const name = itemName(LL, target, locale)
  return (
    <ConfirmDialog
      title={t.deleteConfirm.title()}
      testId="company-delete-confirm"
      confirmLabel={t.buttons.delete()}
      busyLabel={t.buttons.deleting()}
      busy={state.hasTag("busy")}
      onConfirm={() => actor.send({ type: "CONFIRM" })}
      onCancel={() => actor.send({ type: "CANCEL" })}
    >
      <p>{t.deleteConfirm[target.kind]({ name })}</p>
    </ConfirmDialog>
  )
}
