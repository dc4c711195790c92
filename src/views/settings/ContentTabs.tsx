import { useActorRef, useSelector } from "@xstate/react"
import type { ChangeEvent, ReactNode } from "react"
import { css } from "styled-system/css"
import type { ActorRefFrom } from "xstate"
import { contentLimits, type Language } from "../../api/platform/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { ContentField, ContentKind } from "../../machines/settings/contentTab"
import { contentTabIssues, isChanged, unsavedLanguages } from "../../machines/settings/contentTabMachine"
import { contentTabLive } from "../../machines/settings/contentTabLive"
import { Waiting } from "../ui/Waiting"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { FieldFrame, fieldIds } from "../ui/FieldFrame"
import { Select } from "../ui/Select"
import { button, buttonRow, formGrid, textInput } from "../ui/styles"
import { sectionTitle, tabIntro } from "./settingsStyles"
import { issueMessage } from "../ui/issueMessage"

type ContentTabActor = ActorRefFrom<typeof contentTabLive>

const stack = css({ display: "grid", gap: "16px" })
const sameLanguages = (a: ReadonlyArray<Language>, b: ReadonlyArray<Language>) => a.join() === b.join()
const keptNote = css({ color: "fg.muted", fontStyle: "italic" })
const area = css({ minHeight: "10rem", resize: "vertical", fontFamily: "inherit", lineHeight: "1.5" })

/**
 * The tab's actor, started when the tab is first opened, in the portal's language; its texts, whether it
 * loads, and the field message of each field in the user's language.
 */
const useContentTab = (kind: ContentKind) => {
  const { LL, locale } = useI18nContext()
  const actor = useActorRef(contentTabLive, {
    input: { kind, lang: (locale === "fr" ? "fr" : "en") as Language }
  })
  const issues = useSelector(actor, (s) => contentTabIssues(s.context))
  const loading = useSelector(actor, (s) => s.hasTag("loading"))
  const issue = (field: ContentField) => issueMessage(issues, field, LL.settings.messages, LL)
  return { t: LL.settings, actor, loading, issue }
}

/** A field of a tab's form: a text area, or a date and time when `dateTime` is set. */
const FormField = ({
  actor,
  field,
  label,
  hint,
  error,
  dateTime = false
}: {
  readonly actor: ContentTabActor
  readonly field: ContentField
  readonly label: string
  readonly hint?: string
  readonly error: string | undefined
  readonly dateTime?: boolean
}) => {
  const value = useSelector(actor, (s) => s.context.form[field] ?? "")
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const id = `settings-${field}`
  const control = {
    id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": fieldIds(id, hint, error).describedBy,
    "data-testid": id,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      actor.send({ type: "FIELD_CHANGED", field, value: event.currentTarget.value })
  }
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {dateTime ? (
        <input type="datetime-local" className={textInput} {...control} />
      ) : (
        <textarea className={`${textInput} ${area}`} readOnly={busy} {...control} />
      )}
    </FieldFrame>
  )
}

/** A tab's frame: its heading and intro, loading and failure, its fields, and Save (or Publish). */
const ContentTabFrame = ({
  actor,
  kind,
  saveLabels,
  children
}: {
  readonly actor: ContentTabActor
  readonly kind: ContentKind
  /** Save and Saving, unless the tab says otherwise. */
  readonly saveLabels?: { readonly save: string; readonly busy: string }
  readonly children: ReactNode
}) => {
  const { LL } = useI18nContext()
  const t = LL.settings
  const { save: saveLabel, busy: busyLabel } = saveLabels ?? { save: LL.common.save(), busy: LL.common.saving() }
  const loading = useSelector(actor, (s) => s.hasTag("loading"))
  const loadFailed = useSelector(actor, (s) => s.hasTag("loadFailed"))
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const changed = useSelector(actor, (s) => isChanged(s.context))
  return (
    <section className={stack} aria-labelledby={`settings-${kind}-title`} aria-busy={busy || loading || undefined}>
      <div>
        <h2 id={`settings-${kind}-title`} className={sectionTitle}>
          {t.tabs[kind]()}
        </h2>
        <p className={tabIntro}>{t[kind].intro()}</p>
      </div>
      {loadFailed ? (
        <div>
          <p role="alert">{t.loadFailed()}</p>
          <button type="button" className={button()} onClick={() => actor.send({ type: "RETRY" })}>
            {t.retry()}
          </button>
        </div>
      ) : (
        <>
          {children}
          {loading ? (
            <Waiting label={t.loading()} />
          ) : (
            <div className={buttonRow} data-form-actions="">
              <button
                type="button"
                className={button()}
                disabled={busy || !changed}
                onClick={() => actor.send({ type: "SAVE" })}
                data-testid={`settings-${kind}-save`}
              >
                {busy ? busyLabel : saveLabel}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

/** Tab 3: the contact-us text of the language chosen (document 2 sections 2 and 7). */
export const ContactUsTab = () => {
  const { t, actor, issue } = useContentTab("contactUs")
  const lang = useSelector(actor, (s) => s.context.lang)
  const kept = useSelector(actor, (s) => unsavedLanguages(s.context), sameLanguages)
  const loading = useSelector(actor, (s) => s.hasTag("loading") || s.hasTag("busy"))
  return (
    <ContentTabFrame actor={actor} kind="contactUs">
      <div className={formGrid}>
        <Select
          id="settings-contactUs-lang"
          label={t.contactUs.language()}
          value={lang}
          options={[
            { value: "en", label: t.contactUs.english() },
            { value: "fr", label: t.contactUs.french() }
          ]}
          disabled={loading}
          onChange={(value) => actor.send({ type: "LANGUAGE_CHANGED", lang: value === "fr" ? "fr" : "en" })}
          testId="settings-contactUs-lang"
        />
      </div>
      {kept.map((other) => (
        <p key={other} className={keptNote} data-testid={`settings-contactUs-unsaved-${other}`}>
          {other === "fr" ? t.contactUs.unsaved.fr() : t.contactUs.unsaved.en()}
        </p>
      ))}
      {!loading && (
        <FormField actor={actor} field="text" label={t.contactUs.text()} hint={t.contactUs.textHint()} error={issue("text")} />
      )}
    </ContentTabFrame>
  )
}

/** Tab 4: a new version of the terms of service in both languages, published after a confirmation. */
export const TermsOfServiceTab = () => {
  const { t, actor, loading, issue } = useContentTab("termsOfService")
  const asking = useSelector(actor, (s) => s.hasTag("confirming"))
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  return (
    <ContentTabFrame
      actor={actor}
      kind="termsOfService"
      saveLabels={{ save: t.termsOfService.publish(), busy: t.termsOfService.publishing() }}
    >
      {!loading && (
        <>
          <FormField actor={actor} field="textEn" label={t.termsOfService.textEn()} error={issue("textEn")} />
          <FormField actor={actor} field="textFr" label={t.termsOfService.textFr()} error={issue("textFr")} />
        </>
      )}
      {(asking || busy) && (
        <ConfirmDialog
          title={t.termsOfService.confirmTitle()}
          testId="settings-terms-confirm"
          confirmLabel={t.termsOfService.publish()}
          busyLabel={t.termsOfService.publishing()}
          busy={busy}
          onConfirm={() => actor.send({ type: "CONFIRM" })}
          onCancel={() => actor.send({ type: "CANCEL" })}
        >
          <p>{t.termsOfService.confirmText()}</p>
        </ConfirmDialog>
      )}
    </ContentTabFrame>
  )
}

/** Tab 5: the system message in both languages, with its start and end (document 2 section 5). */
export const SystemMessageTab = () => {
  const { t, actor, loading, issue } = useContentTab("systemMessage")
  const hint = t.systemMessage.messageHint({ max: contentLimits.message })
  return (
    <ContentTabFrame actor={actor} kind="systemMessage">
      {!loading && (
        <>
          <FormField actor={actor} field="messageEn" label={t.systemMessage.messageEn()} hint={hint} error={issue("messageEn")} />
          <FormField actor={actor} field="messageFr" label={t.systemMessage.messageFr()} hint={hint} error={issue("messageFr")} />
          <div className={formGrid}>
            {(["startDate", "endDate"] as const).map((field) => (
              <FormField
                key={field}
                dateTime
                actor={actor}
                field={field}
                label={t.systemMessage[field]()}
                hint={t.systemMessage.dateHint()}
                error={issue(field)}
              />
            ))}
          </div>
        </>
      )}
    </ContentTabFrame>
  )
}
