import { createLazyRoute, useNavigate, useParams } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { css } from "styled-system/css"
import { clientLimits, type Sponsor } from "../../api/clients/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import {
  choosableTypes,
  companiesOf,
  isReadOnly,
  nameOf,
  type ClientField,
  type SponsorField
} from "../../machines/clients/clientForm"
import {
  canDeleteClient,
  canRemoveSponsor,
  clientIssues,
  hasSponsors,
  type ClientProfileContext,
  type ClientProfileEvent
} from "../../machines/clients/clientProfileMachine"
import { clientProfileLive } from "../../machines/clients/clientsLive"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { CardSection, cardListRow } from "../ui/CardSection"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { FormDialog } from "../ui/FormDialog"
import { ActionButton, ProfilePage, SaveButton } from "../ui/ProfilePage"
import { Select } from "../ui/Select"
import { issueMessage } from "../ui/issueMessage"
import { TextField } from "../ui/TextField"
import { button, buttonRow, card, formGrid } from "../ui/styles"

type Send = (event: ClientProfileEvent) => void

const muted = css({ color: "fg.muted", fontSize: "0.95rem" })

const sponsorName = (sponsor: Sponsor, locale: string) =>
  [nameOf(sponsor.organization, locale), sponsor.reportingCompany && nameOf(sponsor.reportingCompany, locale)]
    .filter(Boolean)
    .join(" – ")

/** The sponsors of a Broker client: the list, Add sponsor, and Remove on each but a needed last one. */
const SponsorList = ({ context, send }: { readonly context: ClientProfileContext; readonly send: Send }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.dashClients.sponsors
  const type = context.types.find((candidate) => candidate.id === context.form.clientTypeId)
  return (
    <CardSection
      titleId="client-sponsors-title"
      title={t.title()}
      testId="client-sponsors"
      action={
        hasSponsors(context) && (
          <ActionButton label={t.add()} onClick={() => send({ type: "ADD_SPONSOR" })} testId="client-sponsor-add" />
        )
      }
    >
      {context.client === null ? (
        <p className={muted}>{type?.canHaveSponsors ? t.saveFirst() : t.onlyBrokers()}</p>
      ) : !hasSponsors(context) ? (
        <p className={muted}>{t.onlyBrokers()}</p>
      ) : context.sponsors.length === 0 ? (
        <p className={muted}>{t.empty()}</p>
      ) : (
        <ul>
          {context.sponsors.map((sponsor) => {
            const name = sponsorName(sponsor, locale)
            const removable = canRemoveSponsor(context, sponsor)
            return (
              <li key={sponsor.id} className={cardListRow} data-testid="client-sponsor-row">
                <div>
                  <span>{name}</span>
                  {!removable && <p className={muted}>{t.lastSponsor()}</p>}
                </div>
                <button
                  type="button"
                  className={button({ tone: "secondary" })}
                  disabled={!removable}
                  onClick={() => send({ type: "REMOVE_SPONSOR", sponsor })}
                  aria-label={t.removeLabel({ name })}
                >
                  {t.remove()}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </CardSection>
  )
}

/** The add sponsor dialog: a carrier, then one of its companies. */
const SponsorDialog = ({
  context,
  send,
  busy
}: {
  readonly context: ClientProfileContext
  readonly send: Send
  readonly busy: boolean
}) => {
  const { LL, locale } = useI18nContext()
  const t = LL.dashClients.sponsors
  const form = context.sponsorForm
  const required = LL.dashClients.messages.required()
  const refused = (field: SponsorField) => issueMessage(form.serverIssues, field, LL.dashClients.messages, LL)
  return (
    <FormDialog
      title={t.dialogTitle()}
      testId="client-sponsor-dialog"
      stage={{ loading: false, loadFailed: false, busy }}
      saveLabel={t.add()}
      intro={<p className={muted}>{t.dialogIntro()}</p>}
      onSend={(command) => command.type !== "RETRY" && send(command)}
    >
      <Select
        id="client-sponsor-organization"
        label={t.organization()}
        placeholder={t.selectOrganization()}
        value={form.organizationId === null ? "" : String(form.organizationId)}
        options={context.carriers.map((o) => ({ value: String(o.id), label: nameOf(o, locale) }))}
        onChange={(value) => send({ type: "SPONSOR_ORGANIZATION_CHOSEN", id: value === "" ? null : Number(value) })}
        error={refused("organizationId") ?? (form.submitted && form.organizationId === null ? required : undefined)}
        testId="client-sponsor-organization"
      />
      <Select
        id="client-sponsor-company"
        label={t.company()}
        placeholder={t.selectCompany()}
        value={form.reportingCompanyId === null ? "" : String(form.reportingCompanyId)}
        options={companiesOf(context.companies, form.organizationId).map((c) => ({
          value: String(c.id),
          label: nameOf(c, locale)
        }))}
        onChange={(value) => send({ type: "SPONSOR_COMPANY_CHOSEN", id: value === "" ? null : Number(value) })}
        disabled={form.organizationId === null}
        error={
          form.duplicate
            ? LL.dashClients.notices.duplicateSponsor()
            : (refused("reportingCompanyId") ?? (form.submitted && form.reportingCompanyId === null ? required : undefined))
        }
        testId="client-sponsor-company"
      />
    </FormDialog>
  )
}

const ClientProfileForm = ({ id }: { readonly id: number | null }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.dashClients
  const navigate = useNavigate()
  const actor = useActorRef(clientProfileLive, { input: { id } })
  const state = useSelector(actor, (s) => s)
  const context = state.context
  const send: Send = (event) => actor.send(event)

  useEffect(() => {
    if (state.status !== "done") return
    const created = state.output?.createdId ?? null
    void (created === null
      ? navigate({ to: "/dash-client" })
      : navigate({ to: "/dash-client/$id", params: { id: String(created) }, replace: true }))
  }, [state.status, state.output, navigate])

  const readOnly = isReadOnly(context.client)
  const busy = state.hasTag("busy")
  const messages: Partial<Record<string, () => string>> = t.messages
  const issues = clientIssues(context)
  const issue = (field: ClientField): string | undefined => {
    const found = issues.find((i) => i.field === field)
    if (!found) return undefined
    if (found.code === "duplicate") return field === "code" ? t.messages.duplicateClientId() : t.messages.duplicateName()
    return messages[found.code]?.() ?? LL.errors.error400()
  }
  const types = readOnly
    ? context.types.filter((type) => type.id === context.client?.clientType.id)
    : choosableTypes(context.types)
  const title = context.client === null ? t.newTitle() : `${t.profileTitle()} – ${nameOf(context.client, locale)}`
  const text = (field: "code" | "nameEn" | "nameFr", label: string, hint: string) => (
    <TextField
      id={`client-${field}`}
      label={label}
      hint={hint}
      value={context.form[field]}
      readOnly={readOnly}
      onChange={(value) => send({ type: "FIELD_CHANGED", field, value })}
      error={issue(field)}
      testId={`client-${field}`}
    />
  )
  const sponsorToRemove = context.sponsorToRemove
  /** The question the page asks before it deletes the client or removes a sponsor. */
  const question =
    state.hasTag("deleteAsked") && context.client
      ? {
          title: t.confirm.deleteTitle(),
          testId: "client-delete-confirm",
          confirmLabel: t.buttons.delete(),
          busyLabel: t.buttons.deleting(),
          text: t.confirm.deleteText({ name: nameOf(context.client, locale) })
        }
      : state.hasTag("sponsorRemovalAsked") && sponsorToRemove
        ? {
            title: t.confirm.removeTitle(),
            testId: "client-sponsor-remove-confirm",
            confirmLabel: t.sponsors.remove(),
            busyLabel: t.sponsors.removing(),
            text: t.confirm.removeText({ name: sponsorName(sponsorToRemove, locale) })
          }
        : undefined
  return (
    <ProfilePage
      testId="client-profile"
      title={title}
      waiting={state.hasTag("loading") ? t.loadingProfile() : undefined}
      failed={
        state.hasTag("loadFailed")
          ? {
              message: t.profileLoadFailed(),
              retry: t.retry(),
              onRetry: () => send({ type: "RETRY" }),
              cancel: { label: t.buttons.cancel(), onCancel: () => send({ type: "CANCEL" }) }
            }
          : undefined
      }
      busy={busy}
    >
      <section className={card} aria-label={t.profileTitle()}>
        {readOnly && (
          <p className={muted} data-testid="client-read-only">
            {t.readOnly()}
          </p>
        )}
        <div className={formGrid}>
          {text("code", t.fields.clientId(), t.fields.clientIdHint({ max: clientLimits.code }))}
          {text("nameEn", t.fields.nameEn(), t.fields.nameHint({ max: clientLimits.name }))}
          {text("nameFr", t.fields.nameFr(), t.fields.nameHint({ max: clientLimits.name }))}
          <Select
            id="client-type"
            label={t.fields.type()}
            placeholder={t.fields.selectType()}
            value={context.form.clientTypeId === null ? "" : String(context.form.clientTypeId)}
            options={types.map((type) => ({ value: String(type.id), label: nameOf(type, locale) }))}
            onChange={(value) => send({ type: "TYPE_CHOSEN", id: value === "" ? null : Number(value) })}
            disabled={readOnly}
            error={issue("clientTypeId")}
            testId="client-type"
          />
          <Select
            id="client-status"
            label={t.fields.status()}
            value={context.form.isActive ? "active" : "inactive"}
            options={[
              { value: "active", label: t.status.active() },
              { value: "inactive", label: t.status.inactive() }
            ]}
            onChange={(value) => send({ type: "STATUS_CHOSEN", isActive: value === "active" })}
            disabled={readOnly}
            testId="client-status"
          />
        </div>
        <div className={buttonRow} data-form-actions="">
          {!readOnly && (
            <SaveButton
              label={t.buttons.save()}
              savingLabel={LL.common.saving()}
              saving={state.hasTag("saving")}
              disabled={busy}
              onSave={() => send({ type: "SAVE" })}
              testId="client-save"
            />
          )}
          <ActionButton label={t.buttons.cancel()} onClick={() => send({ type: "CANCEL" })} testId="client-cancel" />
          {canDeleteClient(context) && (
            <ActionButton
              label={t.buttons.delete()}
              disabled={busy}
              onClick={() => send({ type: "DELETE" })}
              testId="client-delete"
            />
          )}
        </div>
      </section>
      <SponsorList context={context} send={send} />
      {state.hasTag("sponsorDialog") && <SponsorDialog context={context} send={send} busy={busy} />}
      {question && (
        <ConfirmDialog
          key={question.testId}
          {...question}
          busy={busy}
          onConfirm={() => send({ type: "CONFIRM" })}
          onCancel={() => send({ type: "CANCEL" })}
        >
          <p>{question.text}</p>
        </ConfirmDialog>
      )}
    </ProfilePage>
  )
}

/** /dash-client/{id}, or /dash-client/new for a new client (function manageDashClients, document 2 section 2). */
const ClientProfileScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("dashClients")
  const { id } = useParams({ from: "/signedIn/dash-client/$id" })
  const clientId = id === "new" ? null : Number(id)
  if (!ready) return <Waiting label={LL.common.loading()} />
  return <ClientProfileForm key={id} id={clientId} />
}

export const Route = createLazyRoute("/dash-client/$id")({ component: ClientProfileScreen })
