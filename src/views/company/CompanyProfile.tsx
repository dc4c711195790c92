import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import type { CompanyItem, ItemKind, ItemTarget } from "../../machines/company/companyItems"
import { companyProfileLive } from "../../machines/company/companyProfileLive"
import { ReportReuseWindow } from "../../api/reports/reportReuse"
import {
  canDelete,
  canOpen,
  reuseWindowOf,
  type CompanyProfileContext,
  type CompanyProfileEvent
} from "../../machines/company/companyProfileMachine"
import { organizationHasCompanies } from "../../machines/shared/organizationScopeMachine"
import { usePortal } from "../shared/PortalContext"
import { useNamespace } from "../shared/useNamespace"
import { CardSection, cardListRow } from "../ui/CardSection"
import { Choice } from "../ui/Choice"
import { Select } from "../ui/Select"
import { fieldIds } from "../ui/FieldFrame"
import { issueMessage } from "../ui/issueMessage"
import { Waiting } from "../ui/Waiting"
import { OrganizationCompanyUnit, companyScopeLabels } from "../ui/OrganizationCompanyUnit"
import { ProfilePage } from "../ui/ProfilePage"
import { button, card, fieldError, formGrid } from "../ui/styles"
import { DeleteItemDialog, ItemDialog, itemName, type DeleteItemActor, type ItemDialogActor } from "./CompanyItemDialogs"

type Send = (event: CompanyProfileEvent) => void

const lists = css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" }, gap: "20px" })
const rowText = css({ display: "grid", gap: "2px", minWidth: 0, overflowWrap: "anywhere" })
const muted = css({ color: "fg.muted", fontSize: "0.95rem" })
const rowButtons = css({ display: "flex", flexWrap: "wrap", gap: "8px" })
const toggle = css({ display: "inline-flex", alignItems: "center", gap: "10px", fontWeight: "600", cursor: "pointer" })
const box = css({ width: "20px", height: "20px", accentColor: "var(--colors-navy-700)" })

interface ItemListProps {
  readonly kind: ItemKind
  readonly title: string
  readonly rows: ReadonlyArray<CompanyItem>
  /** The row's edit dialog, when the list has one: units are renamed, options and recipients edited. */
  readonly edit?: "rename" | "edit"
  readonly detail?: (row: CompanyItem) => ReactNode
}

/** One of the four lists: its rows with their buttons, and Add. */
const ItemList = ({
  kind,
  title,
  rows,
  context,
  send,
  edit,
  detail
}: ItemListProps & { readonly context: CompanyProfileContext; readonly send: Send }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.companyProfile
  const addTarget = { kind, existing: null } as ItemTarget
  return (
    <CardSection
      titleId={`company-${kind}-title`}
      title={title}
      testId={`company-${kind}-list`}
      action={
        canOpen(context, addTarget) && (
          <button
            type="button"
            className={button({ tone: "secondary" })}
            onClick={() => send({ type: "OPEN_DIALOG", target: addTarget })}
            aria-label={t.lists.addTo({ list: title })}
            data-testid={`company-${kind}-add`}
          >
            {t.lists.add()}
          </button>
        )
      }
    >
      {rows.length === 0 ? (
        <p className={muted}>{t.lists.empty()}</p>
      ) : (
        <ul>
          {rows.map((row) => {
            const name = itemName(LL, row, locale)
            const linked = row.kind !== "recipient" && row.item.hasUsers
            return (
              <li key={row.item.id} className={cardListRow} data-testid={`company-${kind}-row`}>
                <div className={rowText}>
                  <span>{name}</span>
                  {detail?.(row)}
                  {linked && <span className={muted}>{t.linkedToUsers()}</span>}
                </div>
                <div className={rowButtons}>
                  {edit && (
                    <button
                      type="button"
                      className={button({ tone: "secondary" })}
                      onClick={() => send({ type: "OPEN_DIALOG", target: { kind, existing: row.item } as ItemTarget })}
                      aria-label={t.rowLabel[edit]({ name })}
                    >
                      {t.buttons[edit]()}
                    </button>
                  )}
                  {(kind !== "domain" || context.isIbc) && (
                    <button
                      type="button"
                      className={button({ tone: "secondary" })}
                      disabled={!canDelete(context, row)}
                      onClick={() => send({ type: "DELETE", target: row })}
                      aria-label={t.rowLabel.delete({ name })}
                    >
                      {t.buttons.delete()}
                    </button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </CardSection>
  )
}

const CompanyProfileForm = ({ isIbc }: { readonly isIbc: boolean }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.companyProfile
  const actor = useActorRef(companyProfileLive, { input: { isIbc } })
  const state = useSelector(actor, (s) => s)
  const dialog = useSelector(actor, (s) => s.children.itemDialog as ItemDialogActor | undefined)
  const deleting = useSelector(actor, (s) => s.children.deleteItem as DeleteItemActor | undefined)
  const context = state.context
  const send: Send = (event) => actor.send(event)
  const profile = context.profile
  const credentialsError = issueMessage(context.credentialsIssues, "isIbcCredentials", t.messages, LL)
  const credentialsIds = fieldIds("company-credentials", t.credentials.hint(), credentialsError)
  const reuseError = issueMessage(context.reuseIssues, "reportReuse", t.messages, LL)
  const itemLists = (shown: NonNullable<CompanyProfileContext["profile"]>): ReadonlyArray<ItemListProps> => [
    { kind: "unit", title: t.lists.units(), rows: shown.units.map((item) => ({ kind: "unit", item })), edit: "rename" },
    {
      kind: "option",
      title: t.lists.options(),
      rows: shown.options.map((item) => ({ kind: "option", item })),
      edit: "edit",
      detail: (row: CompanyItem) =>
        row.kind === "option" && (
          <span className={muted}>
            {[row.item.note, t.columns.usersCount({ count: row.item.noOfUsers })].filter(Boolean).join(" · ")}
          </span>
        )
    },
    { kind: "domain", title: t.lists.domains(), rows: shown.domains.map((item) => ({ kind: "domain", item })) },
    {
      kind: "recipient",
      title: t.lists.recipients(),
      rows: shown.recipients.map((item) => ({ kind: "recipient", item })),
      edit: "edit"
    }
  ]

  const scopeLocked = !state.hasTag("scopeOpen")
  const organization = context.organizations.find((o) => o.id === context.organizationId)
  const setting = profile?.setting ?? null
  return (
    <ProfilePage
      testId="company-profile"
      title={t.title()}
      waiting={state.hasTag("starting") ? t.loading() : undefined}
      failed={
        state.hasTag("startFailed")
          ? { message: t.loadFailed(), retry: t.retry(), onRetry: () => send({ type: "RETRY" }) }
          : undefined
      }
      busy={state.hasTag("busy") || state.hasTag("loading")}
    >
      <section className={card} aria-label={t.scope.company()}>
        <div className={formGrid}>
          <OrganizationCompanyUnit
            idPrefix="company-profile"
            locale={locale}
            labels={companyScopeLabels(t.scope)}
            organizations={context.organizations}
            companies={context.companies}
            loadingCompanies={state.hasTag("loadingCompanies")}
            value={{
              organizationId: context.organizationId ?? undefined,
              reportingCompanyId: context.reportingCompanyId ?? undefined,
              unitId: undefined
            }}
            hasCompanies={organizationHasCompanies}
            onOrganizationChange={(id) => send({ type: "ORGANIZATION_CHANGED", id: id ?? null })}
            onCompanyChange={(id) => send({ type: "COMPANY_CHANGED", id: id ?? null })}
            disabled={scopeLocked}
          />
        </div>
        {isIbc && profile && (
          <div className={css({ mt: "16px" })}>
            <Choice
              role="switch"
              className={toggle}
              boxClassName={box}
              label={
                <>
                  {t.credentials.label()}
                  {state.hasTag("saving") && <span className={muted}>{t.credentials.saving()}</span>}
                </>
              }
              checked={setting?.isIbcCredentials ?? false}
              disabled={!state.hasTag("editing")}
              invalid={credentialsError !== undefined}
              describedBy={credentialsIds.describedBy}
              onChange={() => send({ type: "TOGGLE_CREDENTIALS" })}
              testId="company-credentials"
            />
            <p id={credentialsIds.hintId} className={muted}>
              {t.credentials.hint()}
            </p>
            {credentialsError && (
              <p id={credentialsIds.errorId} className={fieldError} data-testid="company-credentials-error">
                {credentialsError}
              </p>
            )}
            <div className={css({ mt: "16px", maxW: "28rem" })}>
              <Select
                id="company-reuse"
                label={t.reuse.label()}
                value={reuseWindowOf(context)}
                options={ReportReuseWindow.literals.map((value) => ({ value, label: t.reuse[value]() }))}
                onChange={(value) => send({ type: "REUSE_CHANGED", value: value as typeof ReportReuseWindow.Type })}
                disabled={!state.hasTag("editing")}
                hint={t.reuse.hint()}
                error={reuseError}
                testId="company-reuse"
              />
              {state.hasTag("savingReuse") && (
                <p role="status" className={muted}>
                  {t.reuse.saving()}
                </p>
              )}
            </div>
          </div>
        )}
      </section>
      {state.hasTag("choosing") && (
        <p className={muted} data-testid="company-profile-choose">
          {organization && organizationHasCompanies(organization) && state.hasTag("loadingCompanies")
            ? t.scope.loadingCompanies()
            : t.scope.choose()}
        </p>
      )}
      {state.hasTag("loading") && <Waiting label={t.loading()} />}
      {state.hasTag("profileFailed") && (
        <section className={card}>
          <p role="alert">{t.loadFailed()}</p>
          <button type="button" className={button()} onClick={() => send({ type: "RETRY" })}>
            {t.retry()}
          </button>
        </section>
      )}
      {profile && (
        <div className={lists}>
          {itemLists(profile).map((list) => (
            <ItemList key={list.kind} {...list} context={context} send={send} />
          ))}
        </div>
      )}
      {state.hasTag("reloadingOptions") && <p role="status">{t.lists.loadingOptions()}</p>}
      {dialog && <ItemDialog actor={dialog} />}
      {deleting && <DeleteItemDialog actor={deleting} />}
    </ProfilePage>
  )
}

/** /company-profile (function companyAdministration, document 2 section 2). */
const CompanyProfileScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("companyProfile")
  const { session } = usePortal()
  const isIbc = useSelector(session, (s) => s.context.profile?.isIbc ?? false)
  if (!ready) return <Waiting label={LL.common.loading()} />
  return <CompanyProfileForm isIbc={isIbc} />
}

export const Route = createLazyRoute("/company-profile")({ component: CompanyProfileScreen })
