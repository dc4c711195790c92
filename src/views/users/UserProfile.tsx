import { createLazyRoute, useSearch } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { accessTypes } from "../../api/users/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { nameIn } from "../../i18n/reportFormat"
import type { accountActionLive, copyFromLive } from "../../machines/users/userProfileLive"
import { userProfileLive } from "../../machines/users/userProfileLive"
import {
  needsCompany,
  profileLayoutOf,
  shownFieldOf,
  shownUserId,
  type ProfileTextField
} from "../../machines/users/userProfileForm"
import { userProfileIssues, type UserProfileContext, type UserProfileEvent } from "../../machines/users/userProfileMachine"
import { usePortal } from "../shared/PortalContext"
import { useNamespace } from "../shared/useNamespace"
import { issueText } from "../ui/issueMessage"
import { Waiting } from "../ui/Waiting"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { IdSelect, Select } from "../ui/Select"
import { ActionButton, ProfilePage, SaveButton } from "../ui/ProfilePage"
import { button, buttonRow, card, formGrid } from "../ui/styles"
import { TextField } from "../ui/TextField"
import { AssignedOrganizationsField } from "./UserProfileAssignedField"
import { FunctionsSection, OptionsSection } from "./UserProfileGrants"

type Send = (event: UserProfileEvent) => void

/** The three name fields of the profile, each with the slug of its id. */
const nameFields = [
  ["firstName", "first-name"],
  ["middleName", "middle-name"],
  ["lastName", "last-name"]
] as const

const sectionTitle = css({ fontSize: "1.2rem", fontWeight: "700", color: "primary", mb: "12px" })
const status = css({ fontWeight: "600", mb: "12px" })
const matchList = css({ display: "grid", gap: "6px", mt: "8px" })

/** The field message of an issue code at the field that shows it, in the language in use. */
const useIssue = (context: UserProfileContext) => {
  const { LL } = useI18nContext()
  const issues = userProfileIssues(context)
  const layout = profileLayoutOf(context.form, context.mode, context.organizations)
  return (field: string): string | undefined => {
    const found = issues.find((i) => shownFieldOf(i.field, layout) === field)
    return found ? issueText(LL, LL.userProfile.messages, found.code) : undefined
  }
}

const CopyFromField = ({
  context,
  copy,
  send
}: {
  readonly context: UserProfileContext
  readonly copy: ActorRefFrom<typeof copyFromLive> | undefined
  readonly send: Send
}) => {
  const { LL } = useI18nContext()
  const t = LL.userProfile
  const copyState = useSelector(copy, (s) => s)
  const chosen = copyState?.context.chosen
  return (
    <div>
      <TextField
        id="user-profile-copy-from"
        label={t.fields.copyFrom()}
        hint={t.fields.copyFromHint()}
        value={context.copyFromEmail}
        onChange={(email) => send({ type: "COPY_FROM_CHANGED", email })}
        testId="user-profile-copy-from"
      />
      {copyState?.hasTag("lookingUp") && <p role="status">{t.copy.lookingUp()}</p>}
      {copyState?.hasTag("notFound") && (
        <p role="status" data-testid="copy-from-not-found">
          {t.copy.notFound()}
        </p>
      )}
      {copyState?.hasTag("choosing") && (
        <div className={matchList} role="group" aria-label={t.copy.choose()}>
          {copyState.context.matches.map((m) => (
            <button
              key={m.id}
              type="button"
              className={button({ tone: "secondary" })}
              onClick={() => copy?.send({ type: "CHOOSE", id: m.id })}
            >
              {`${m.firstName} ${m.lastName} (${m.userId})`}
            </button>
          ))}
        </div>
      )}
      {copyState?.hasTag("confirming") && chosen && (
        <ConfirmDialog
          title={t.copy.title()}
          testId="copy-from-confirm"
          confirmLabel={t.copy.confirm()}
          busyLabel={t.confirm.busy()}
          busy={false}
          onConfirm={() => copy?.send({ type: "CONFIRM" })}
          onCancel={() => copy?.send({ type: "CANCEL" })}
        >
          <p>{t.copy.text({ name: `${chosen.firstName} ${chosen.lastName}`, userId: chosen.userId })}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

const AccountActionDialog = ({
  action,
  name
}: {
  readonly action: ActorRefFrom<typeof accountActionLive> | undefined
  readonly name: string
}) => {
  const { LL } = useI18nContext()
  const t = LL.userProfile
  const state = useSelector(action, (s) => s)
  if (!action || !state || state.context.action === "invite" || state.status !== "active") return null
  if (!state.hasTag("confirming") && !state.hasTag("busy")) return null
  const which = state.context.action
  const texts = {
    disable: { title: t.confirm.disableTitle(), text: t.confirm.disableText({ name }), confirm: t.buttons.disable() },
    enable: { title: t.confirm.enableTitle(), text: t.confirm.enableText({ name }), confirm: t.buttons.enable() },
    delete: { title: t.confirm.deleteTitle(), text: t.confirm.deleteText({ name }), confirm: t.buttons.delete() },
    resetSecondFactor: {
      title: t.confirm.resetSecondFactorTitle(),
      text: t.confirm.resetSecondFactorText({ name }),
      confirm: t.buttons.resetSecondFactor()
    }
  }[which]
  return (
    <ConfirmDialog
      title={texts.title}
      testId={`account-${which}-confirm`}
      confirmLabel={texts.confirm}
      busyLabel={t.confirm.busy()}
      busy={state.hasTag("busy")}
      onConfirm={() => action.send({ type: "CONFIRM" })}
      onCancel={() => action.send({ type: "CANCEL" })}
    >
      <p>{texts.text}</p>
    </ConfirmDialog>
  )
}

const ProfileForm = ({ mode, id }: { readonly mode: "create" | "update"; readonly id: number | null }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.userProfile
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  const catalogue = useSelector(session, (s) => s.context.functions)
  const actor = useActorRef(userProfileLive, {
    input: { mode, id, admin: { id: profile?.id ?? 0, isIbc: profile?.isIbc ?? false } }
  })
  useEffect(() => {
    const subscription = actor.on("signedInProfileReloaded", (event) =>
      session.send({ type: "PROFILE_RELOADED", profile: event.profile })
    )
    return () => subscription.unsubscribe()
  }, [actor, session])
  const state = useSelector(actor, (s) => s)
  const copy = useSelector(actor, (s) => s.children.copyFrom as ActorRefFrom<typeof copyFromLive> | undefined)
  const accountAction = useSelector(actor, (s) => s.children.accountAction as ActorRefFrom<typeof accountActionLive> | undefined)
  const context = state.context
  const form = context.form
  const issue = useIssue(context)
  const send: Send = (event) => actor.send(event)
  const text = (field: ProfileTextField) => (value: string) => send({ type: "FIELD_CHANGED", field, value })
  const busy = state.hasTag("busy")
  const user = context.user
  const accountDisabled = user?.isDisabled ?? false
  const bureau = form.userType === accessTypes.bureauCredentials
  const named = (o: { nameEn: string; nameFr: string }) => nameIn(o.nameEn, o.nameFr, locale)
  /** The organization, company and unit: each a choice among named items, sent as its id. */
  const employerChoice = (
    slug: string,
    field: "organizationId" | "reportingCompanyId" | "unitId",
    label: string,
    items: ReadonlyArray<{ readonly id: number; readonly nameEn: string; readonly nameFr: string }>,
    type: "ORGANIZATION_CHANGED" | "COMPANY_CHANGED" | "UNIT_CHANGED",
    noChoices = false
  ) => (
    <IdSelect
      id={`user-profile-${slug}`}
      label={label}
      chosen={form[field]}
      items={items}
      itemLabel={named}
      placeholder={t.fields.choose()}
      disabled={accountDisabled || noChoices}
      onChoose={(id) => send({ type, id })}
      error={issue(field)}
      testId={`user-profile-${slug}`}
    />
  )

  return (
    <ProfilePage
      testId="user-profile"
      title={mode === "create" ? t.title.create() : t.title.update()}
      waiting={state.hasTag("loading") || state.hasTag("leaving") ? t.loading() : undefined}
      failed={
        state.hasTag("loadFailed")
          ? {
              message: t.loadFailed(),
              retry: t.buttons.retry(),
              onRetry: () => send({ type: "RETRY" }),
              cancel: { label: t.buttons.cancel(), onCancel: () => send({ type: "CANCEL" }) }
            }
          : undefined
      }
      busy={busy}
    >
      <section className={card} aria-labelledby="user-profile-user">
        <h2 id="user-profile-user" className={sectionTitle}>
          {t.sections.user()}
        </h2>
        {user && (
          <p className={status} data-testid="user-profile-status">
            {t.fields.statusIs({ state: user.isDisabled ? t.fields.disabled() : t.fields.enabled() })}
            {!user.hasSignedIn && ` · ${t.fields.notSignedIn()}`}
          </p>
        )}
        <div className={formGrid}>
          {mode === "create" && (
            <Select
              id="user-profile-access-type"
              label={t.fields.accessType()}
              value={form.userType === null ? "" : String(form.userType)}
              options={[
                { value: String(accessTypes.company), label: t.fields.company() },
                { value: String(accessTypes.bureauCredentials), label: t.fields.bureauCredentials() }
              ]}
              placeholder={t.fields.choose()}
              disabled={!context.admin.isIbc}
              onChange={(value) => value !== "" && send({ type: "ACCESS_TYPE_CHANGED", userType: Number(value) as 1 | 2 })}
              error={issue("userType")}
              testId="user-profile-access-type"
            />
          )}
          <TextField
            id="user-profile-user-id"
            label={t.fields.userId()}
            value={mode === "create" ? shownUserId(form) : form.userId}
            readOnly={mode === "update" || bureau}
            hint={mode === "create" && bureau ? t.fields.userIdDerived() : undefined}
            onChange={text("userId")}
            error={issue("userId")}
            testId="user-profile-user-id"
          />
          {nameFields.map(([field, slug]) => (
            <TextField
              key={field}
              id={`user-profile-${slug}`}
              label={t.fields[field]()}
              value={form[field]}
              onChange={text(field)}
              error={issue(field)}
              testId={`user-profile-${slug}`}
            />
          ))}
          <TextField
            id="user-profile-email"
            label={t.fields.email()}
            value={form.email}
            onChange={text("email")}
            error={issue("email")}
            testId="user-profile-email"
          />
          {bureau && (
            <TextField
              id="user-profile-mfa-phone"
              label={t.fields.mfaPhone()}
              hint={t.fields.mfaPhoneHint()}
              value={form.mfaPhone}
              inputMode="numeric"
              onChange={text("mfaPhone")}
              error={issue("mfaPhone")}
              testId="user-profile-mfa-phone"
            />
          )}
          {!accountDisabled && <CopyFromField context={context} copy={copy} send={send} />}
        </div>
      </section>
      <section className={card} aria-labelledby="user-profile-employer">
        <h2 id="user-profile-employer" className={sectionTitle}>
          {t.sections.employer()}
        </h2>
        <div className={formGrid}>
          {employerChoice(
            "organization",
            "organizationId",
            t.fields.organization(),
            context.organizations,
            "ORGANIZATION_CHANGED"
          )}
          {needsCompany(context.organizations, form.organizationId) &&
            employerChoice(
              "company",
              "reportingCompanyId",
              t.fields.reportingCompany(),
              context.choices.companies,
              "COMPANY_CHANGED"
            )}
          {employerChoice(
            "unit",
            "unitId",
            t.fields.unit(),
            context.choices.units,
            "UNIT_CHANGED",
            context.choices.units.length === 0
          )}
          <AssignedOrganizationsField
            id="user-profile-assigned"
            label={t.fields.assignedOrganizations()}
            placeholder={t.fields.choose()}
            more={(count) => t.fields.moreTags({ count })}
            options={context.assignableOrganizations.map((o) => ({ value: String(o.id), label: named(o) }))}
            value={form.assignedOrganizationsIds.map(String)}
            disabled={accountDisabled}
            onChange={(ids) => send({ type: "ASSIGNED_CHANGED", ids: ids.map(Number) })}
            error={issue("assignedOrganizationsIds")}
          />
        </div>
      </section>
      <FunctionsSection context={context} catalogue={catalogue} issue={issue} send={send} />
      <OptionsSection context={context} loading={state.hasTag("loadingChoices")} issue={issue} send={send} />
      <div className={buttonRow} data-form-actions="">
        <SaveButton
          label={t.buttons.save()}
          savingLabel={t.buttons.saving()}
          saving={state.hasTag("saving")}
          disabled={busy || form.userType === null || accountDisabled}
          onSave={() => send({ type: "SAVE" })}
          testId="user-profile-save"
        />
        <ActionButton
          label={t.buttons.cancel()}
          disabled={busy}
          onClick={() => send({ type: "CANCEL" })}
          testId="user-profile-cancel"
        />
        {user && (
          <ActionButton
            label={user.isDisabled ? t.buttons.enable() : t.buttons.disable()}
            disabled={busy}
            onClick={() => send({ type: "ACCOUNT_ACTION", action: user.isDisabled ? "enable" : "disable" })}
            testId={user.isDisabled ? "user-profile-enable" : "user-profile-disable"}
          />
        )}
        {user && !user.hasSignedIn && !user.isDisabled && (
          <ActionButton
            label={t.buttons.resendInvitation()}
            disabled={busy || state.hasTag("accountAction")}
            onClick={() => send({ type: "ACCOUNT_ACTION", action: "invite" })}
            testId="user-profile-invite"
          />
        )}
        {user && !user.hasSignedIn && (
          <ActionButton
            label={t.buttons.delete()}
            disabled={busy}
            onClick={() => send({ type: "ACCOUNT_ACTION", action: "delete" })}
            testId="user-profile-delete"
          />
        )}
        {user && user.hasSecondFactor && user.id !== profile?.id && (
          <ActionButton
            label={t.buttons.resetSecondFactor()}
            disabled={busy}
            onClick={() => send({ type: "ACCOUNT_ACTION", action: "resetSecondFactor" })}
            testId="user-profile-reset-second-factor"
          />
        )}
      </div>
      <AccountActionDialog action={accountAction} name={user ? `${user.firstName} ${user.lastName}` : ""} />
    </ProfilePage>
  )
}

/** /user-administration/userProfile?mode=create, or ?mode=update&id=<id> (document 2 section 2). */
const UserProfileScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("userProfile")
  const search = useSearch({ from: "/signedIn/user-administration/userProfile" })
  if (!ready) return <Waiting label={LL.common.loading()} />
  const id = search.mode === "update" ? search.id : null
  return <ProfileForm key={`${search.mode}-${id ?? ""}`} mode={search.mode} id={id} />
}

export const Route = createLazyRoute("/user-administration/userProfile")({ component: UserProfileScreen })
