import { createColumnHelper } from "@tanstack/react-table"
import { useActorRef, useSelector } from "@xstate/react"
import type { B2CProvider } from "../../api/settings/mappingSchemas"
import { mappingLimits } from "../../api/settings/mappingSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { claimsProvidersLive } from "../../machines/settings/claimsProvidersLive"
import {
  claimsProviderIssues,
  type ClaimsProviderField,
  type ClaimsProvidersEvent
} from "../../machines/settings/claimsProvidersMachine"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { FormDialog } from "../ui/FormDialog"
import { TextField } from "../ui/TextField"
import { issueMessage } from "../ui/issueMessage"
import { ListTabStatus, RowButton, RowButtons, SettingsListTab } from "./SettingsListTab"

const column = createColumnHelper<B2CProvider>()

/** Tab 1: claims providers of the sign-in service (document 2 sections 2, 5 and 8), with add, edit and delete. */
export const ClaimsProvidersTab = () => {
  const { LL } = useI18nContext()
  const t = LL.settings.claimsProviders
  const actor = useActorRef(claimsProvidersLive)
  const state = useSelector(actor, (s) => s)
  const send = (event: ClaimsProvidersEvent) => actor.send(event)
  const { providers, dialog, deleting } = state.context
  const busy = state.hasTag("busy")

  if (state.hasTag("loading") || state.hasTag("loadFailed"))
    return <ListTabStatus testId="claims-providers" failed={state.hasTag("loadFailed")} onRetry={() => send({ type: "RETRY" })} />

  const columns = [
    column.display({
      id: "emailDomainName",
      header: () => t.columns.emailDomainName(),
      cell: (i) => i.row.original.emailDomainName
    }),
    column.display({ id: "b2cDomainName", header: () => t.columns.b2cDomainName(), cell: (i) => i.row.original.b2CDomainName }),
    column.display({
      id: "actions",
      header: () => t.columns.actions(),
      cell: (i) => {
        const provider = i.row.original
        const name = provider.emailDomainName
        return (
          <RowButtons>
            <RowButton
              label={t.edit()}
              ariaLabel={t.rowLabel.edit({ name })}
              testId="claims-provider-edit"
              onClick={() => send({ type: "EDIT", provider })}
            />
            <RowButton
              label={t.delete()}
              ariaLabel={t.rowLabel.delete({ name })}
              testId="claims-provider-delete"
              onClick={() => send({ type: "DELETE", provider })}
            />
          </RowButtons>
        )
      }
    })
  ]

  const issues = dialog ? claimsProviderIssues(dialog) : []
  const issue = (field: ClaimsProviderField) => issueMessage(issues, field, t.messages, LL)
  /** A domain name's field of the dialog, with its limit as its hint. */
  const domainField = (field: "emailDomainName" | "b2cDomainName", id: string, max: number) =>
    dialog && (
      <TextField
        id={`claims-provider-${id}`}
        label={t.dialog[field]()}
        hint={t.dialog[`${field}Hint`]({ max })}
        value={dialog.form[field]}
        onChange={(value) => send({ type: "FIELD_CHANGED", field, value })}
        error={issue(field)}
        testId={`claims-provider-${id}`}
      />
    )

  return (
    <SettingsListTab
      testId="claims-providers"
      title={LL.settings.tabs.claimsProviders()}
      texts={t}
      addTestId="claims-provider-add"
      onAdd={() => send({ type: "ADD" })}
      columns={columns}
      rows={providers}
      rowId={(row) => String(row.id)}
      busy={busy}
    >
      {dialog && (
        <FormDialog
          title={dialog.existing ? t.dialog.editTitle() : t.dialog.addTitle()}
          testId="claims-provider-dialog"
          stage={{ loading: false, loadFailed: false, busy }}
          onSend={(command) => command.type !== "RETRY" && send(command)}
        >
          {domainField("emailDomainName", "email-domain", mappingLimits.emailDomainName)}
          {domainField("b2cDomainName", "b2c-domain", mappingLimits.b2cDomainName)}
        </FormDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t.deleteConfirm.title()}
          testId="claims-provider-delete-confirm"
          confirmLabel={t.delete()}
          busyLabel={t.deleting()}
          busy={busy}
          onConfirm={() => send({ type: "CONFIRM" })}
          onCancel={() => send({ type: "CANCEL" })}
        >
          <p>{t.deleteConfirm.text({ name: deleting.emailDomainName })}</p>
        </ConfirmDialog>
      )}
    </SettingsListTab>
  )
}
