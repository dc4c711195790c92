import { createColumnHelper } from "@tanstack/react-table"
import { useActorRef, useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import type { B2CClientOrganization } from "../../api/settings/mappingSchemas"
import { mappingLimits } from "../../api/settings/mappingSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { clientMappingsLive } from "../../machines/settings/clientMappingsLive"
import {
  clientMappingIssues,
  companyRequired,
  type ClientMappingField,
  type ClientMappingsEvent
} from "../../machines/settings/clientMappingsMachine"
import { localizedText } from "../shared/localized"
import { ClientSecretDialogs } from "./ClientSecretDialogs"
import { Choice } from "../ui/Choice"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { FormDialog } from "../ui/FormDialog"
import { IdSelect } from "../ui/Select"
import { TextField } from "../ui/TextField"
import { issueMessage } from "../ui/issueMessage"
import { ListTabStatus, RowButton, RowButtons, SettingsListTab } from "./SettingsListTab"

const vendorChoice = css({ display: "inline-flex", alignItems: "center", gap: "8px", cursor: "pointer", fontWeight: "600" })
const muted = css({ color: "fg.muted" })

const column = createColumnHelper<B2CClientOrganization>()

/**
 * Tab 2: client identifier mappings (document 2 sections 2 to 5 and 8): each client id with its
 * organization, company, user account and 'Is Vendor'; add, edit, delete (disable) and restore.
 */
export const ClientMappingsTab = () => {
  const { LL, locale } = useI18nContext()
  const t = LL.settings.clientMappings
  const actor = useActorRef(clientMappingsLive)
  const state = useSelector(actor, (s) => s)
  const send = (event: ClientMappingsEvent) => actor.send(event)
  const context = state.context
  const { mappings, organizations, dialog, target, secretTarget, secret } = context
  const busy = state.hasTag("busy")
  const named = (item: { nameEn: string; nameFr: string }) => localizedText(item.nameEn, item.nameFr, locale)

  if (state.hasTag("loading") || state.hasTag("loadFailed"))
    return <ListTabStatus testId="client-mappings" failed={state.hasTag("loadFailed")} onRetry={() => send({ type: "RETRY" })} />

  const columns = [
    column.display({ id: "clientId", header: () => t.columns.clientId(), cell: (i) => i.row.original.clientId }),
    column.display({
      id: "organization",
      header: () => t.columns.organization(),
      cell: (i) => named(i.row.original.organization)
    }),
    column.display({
      id: "company",
      header: () => t.columns.company(),
      cell: (i) => (i.row.original.reportingCompany ? named(i.row.original.reportingCompany) : "")
    }),
    column.display({
      id: "user",
      header: () => t.columns.user(),
      cell: (i) => `${i.row.original.user.firstName} ${i.row.original.user.lastName} (${i.row.original.user.userId})`
    }),
    column.display({
      id: "isVendor",
      header: () => t.columns.isVendor(),
      cell: (i) => (i.row.original.isVendor ? t.yes() : t.no())
    }),
    column.display({
      id: "status",
      header: () => t.columns.status(),
      cell: (i) => <span data-testid="client-mapping-status">{i.row.original.disabled ? t.disabled() : t.enabled()}</span>
    }),
    column.display({
      id: "actions",
      header: () => t.columns.actions(),
      cell: (i) => {
        const mapping = i.row.original
        const name = mapping.clientId
        return mapping.disabled ? (
          <RowButton
            label={t.restore()}
            ariaLabel={t.rowLabel.restore({ name })}
            testId="client-mapping-restore"
            onClick={() => send({ type: "RESTORE", mapping })}
          />
        ) : (
          <RowButtons>
            <RowButton
              label={t.edit()}
              ariaLabel={t.rowLabel.edit({ name })}
              testId="client-mapping-edit"
              onClick={() => send({ type: "EDIT", mapping })}
            />
            <RowButton
              label={t.delete()}
              ariaLabel={t.rowLabel.delete({ name })}
              testId="client-mapping-delete"
              onClick={() => send({ type: "DELETE", mapping })}
            />
            <RowButton
              label={t.issueSecret()}
              ariaLabel={t.rowLabel.issueSecret({ name })}
              testId="client-mapping-issue-secret"
              onClick={() => send({ type: "ISSUE_SECRET", mapping })}
            />
          </RowButtons>
        )
      }
    })
  ]

  const issues = dialog ? clientMappingIssues(context, dialog) : []
  const issue = (field: ClientMappingField) => issueMessage(issues, field, t.messages, LL)
  const loadingChoices = state.hasTag("loadingChoices")
  const withCompanies = dialog !== null && companyRequired(context, dialog.form)
  const usersReady =
    dialog !== null && dialog.form.organizationId !== null && (!withCompanies || dialog.form.reportingCompanyId !== null)

  return (
    <SettingsListTab
      testId="client-mappings"
      title={LL.settings.tabs.clientMappings()}
      texts={t}
      addTestId="client-mapping-add"
      onAdd={() => send({ type: "ADD" })}
      columns={columns}
      rows={mappings}
      rowId={(row) => String(row.id)}
      busy={busy}
    >
      {dialog && (
        <FormDialog
          title={dialog.existing ? t.dialog.editTitle() : t.dialog.addTitle()}
          testId="client-mapping-dialog"
          wide
          stage={{ loading: false, loadFailed: false, busy }}
          canSave={!loadingChoices}
          onSend={(command) => command.type !== "RETRY" && send(command)}
        >
          <TextField
            id="client-mapping-client-id"
            label={t.dialog.clientId()}
            hint={t.dialog.clientIdHint({ max: mappingLimits.clientId })}
            value={dialog.form.clientId}
            onChange={(value) => send({ type: "CLIENT_ID_CHANGED", value })}
            error={issue("clientId")}
            testId="client-mapping-client-id"
          />
          <IdSelect
            id="client-mapping-organization"
            label={t.dialog.organization()}
            chosen={dialog.form.organizationId}
            placeholder={t.dialog.selectOrganization()}
            items={organizations}
            itemLabel={named}
            onChoose={(id) => send({ type: "ORGANIZATION_CHANGED", id })}
            // Without a company field, the server's refusal of a company shows at the organization.
            error={issue("organizationId") ?? (withCompanies ? undefined : issue("reportingCompanyId"))}
            testId="client-mapping-organization"
          />
          {withCompanies && (
            <IdSelect
              id="client-mapping-company"
              label={t.dialog.company()}
              chosen={dialog.form.reportingCompanyId}
              placeholder={t.dialog.selectCompany()}
              items={dialog.companies}
              itemLabel={named}
              disabled={loadingChoices}
              onChoose={(id) => send({ type: "COMPANY_CHANGED", id })}
              error={issue("reportingCompanyId")}
              testId="client-mapping-company"
            />
          )}
          <IdSelect
            id="client-mapping-user"
            label={t.dialog.user()}
            chosen={dialog.form.userAccountId}
            placeholder={t.dialog.selectUser()}
            items={dialog.users}
            itemLabel={(u) => `${u.firstName} ${u.lastName} (${u.userId})`}
            disabled={loadingChoices || !usersReady}
            onChoose={(id) => send({ type: "USER_CHANGED", id })}
            error={issue("userAccountId")}
            testId="client-mapping-user"
          />
          <div>
            <Choice
              className={vendorChoice}
              label={t.dialog.isVendor()}
              checked={dialog.form.isVendor}
              onChange={() => send({ type: "VENDOR_TOGGLED" })}
              testId="client-mapping-vendor"
            />
          </div>
          {loadingChoices && <p role="status">{t.dialog.loadingChoices()}</p>}
          {!loadingChoices && usersReady && dialog.users.length === 0 && <p className={muted}>{t.dialog.noUsers()}</p>}
        </FormDialog>
      )}
      {target && (
        <ConfirmDialog
          title={target.disabled ? t.restoreConfirm.title() : t.deleteConfirm.title()}
          testId={target.disabled ? "client-mapping-restore-confirm" : "client-mapping-delete-confirm"}
          confirmLabel={target.disabled ? t.restore() : t.delete()}
          busyLabel={target.disabled ? t.restoring() : t.deleting()}
          busy={busy}
          onConfirm={() => send({ type: "CONFIRM" })}
          onCancel={() => send({ type: "CANCEL" })}
        >
          <p>
            {target.disabled ? t.restoreConfirm.text({ name: target.clientId }) : t.deleteConfirm.text({ name: target.clientId })}
          </p>
        </ConfirmDialog>
      )}
      <ClientSecretDialogs
        target={secretTarget}
        secret={secret}
        busy={busy}
        onConfirm={() => send({ type: "CONFIRM" })}
        onCancel={() => send({ type: "CANCEL" })}
        onClose={() => send({ type: "CLOSE" })}
      />
    </SettingsListTab>
  )
}
