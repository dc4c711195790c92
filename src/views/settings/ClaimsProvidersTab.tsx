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
  const issue = (field: ClaimsProviderField) => issueMessage(issues, field, t.messages, LL.errors.error400)

  return (
    <SettingsListTab
      testId="claims-providers"
      title={LL.settings.tabs.claimsProviders()}
      intro={t.intro()}
      addLabel={t.add()}
      addTestId="claims-provider-add"
      onAdd={() => send({ type: "ADD" })}
      empty={t.empty()}
      caption={t.caption()}
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
          <TextField
            id="claims-provider-email-domain"
            label={t.dialog.emailDomainName()}
            hint={t.dialog.emailDomainNameHint({ max: mappingLimits.emailDomainName })}
            value={dialog.form.emailDomainName}
            onChange={(value) => send({ type: "FIELD_CHANGED", field: "emailDomainName", value })}
            error={issue("emailDomainName")}
            testId="claims-provider-email-domain"
          />
          <TextField
            id="claims-provider-b2c-domain"
            label={t.dialog.b2cDomainName()}
            hint={t.dialog.b2cDomainNameHint({ max: mappingLimits.b2cDomainName })}
            value={dialog.form.b2cDomainName}
            onChange={(value) => send({ type: "FIELD_CHANGED", field: "b2cDomainName", value })}
            error={issue("b2cDomainName")}
            testId="claims-provider-b2c-domain"
          />
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
