import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { webhookEventTypes, webhookLimits } from "../../api/settings/webhookSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { formatReportDateTime } from "../../i18n/reportFormat"
import {
  endpointIssues,
  type webhookEndpointMachine,
  type WebhookEndpointEvent
} from "../../machines/settings/webhookEndpointMachine"
import { CardSection } from "../ui/CardSection"
import { Choice } from "../ui/Choice"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { fieldIds } from "../ui/FieldFrame"
import { issueMessage } from "../ui/issueMessage"
import { ModalDialog } from "../ui/ModalDialog"
import { SecretShownOnce } from "../ui/SecretShownOnce"
import { TextField } from "../ui/TextField"
import { Waiting } from "../ui/Waiting"
import { button, buttonRow, fieldError, fieldHint, fieldLabel } from "../ui/styles"
import { eventTypeWords } from "./webhookWords"

export type WebhookEndpointRef = ActorRefFrom<typeof webhookEndpointMachine>

const form = css({ display: "grid", gap: "16px", maxWidth: "48rem" })
const group = css({ border: "none", p: 0, m: 0, minWidth: 0 })
const choices = css({ display: "grid", gap: "8px" })
const muted = css({ color: "fg.muted" })
const secretLine = css({ overflowWrap: "anywhere" })
/** The secret a save or a rotation answered, with its copy button, shown this once. */
const SecretShown = ({ secret, onClose }: { readonly secret: string; readonly onClose: () => void }) => {
  const { LL } = useI18nContext()
  const t = LL.webhooks.secretShown
  return (
    <ModalDialog open title={t.title()} confirmLabel={t.close()} onConfirm={onClose} testId="webhook-secret-shown">
      <SecretShownOnce
        value={secret}
        words={{ secret: t.secret(), copy: t.copy(), copied: t.copied(), once: t.once() }}
        testId="webhook-secret"
      />
    </ModalDialog>
  )
}

/**
 * A company's endpoint for events (issue 36 point 4): its address and events with Save, each refusal at
 * its field; once saved, its secret's last characters, Rotate, Send a test event and Delete.
 */
export const WebhookEndpointSection = ({
  endpointRef,
  ianaTimezone
}: {
  readonly endpointRef: WebhookEndpointRef
  readonly ianaTimezone: string
}) => {
  const { LL } = useI18nContext()
  const t = LL.webhooks
  const state = useSelector(endpointRef, (s) => s)
  const send = (event: WebhookEndpointEvent) => endpointRef.send(event)
  const { endpoint, form: values, secret } = state.context
  const editing = state.hasTag("editing")
  const busy = state.hasTag("busy")
  const issues = endpointIssues(state.context)
  const urlError = issueMessage(issues, "url", t.messages, LL)
  const eventsError = issueMessage(issues, "eventTypes", { required: t.messages.eventTypesRequired }, LL)
  const events = fieldIds("webhook-events", t.endpoint.eventsHint(), eventsError)
  const words = eventTypeWords(LL)
  // The calls on a saved endpoint, each a secondary button beside Save.
  const endpointActions = [
    {
      type: "SEND_TEST",
      testId: "webhook-test",
      label: state.hasTag("sendingTest") ? t.endpoint.testing() : t.endpoint.test()
    },
    { type: "ROTATE", testId: "webhook-rotate", label: t.endpoint.rotate() },
    { type: "DELETE", testId: "webhook-delete", label: t.endpoint.delete() }
  ] as const

  return (
    <CardSection titleId="webhook-endpoint-title" title={t.endpoint.title()} testId="webhook-endpoint">
      {state.hasTag("loading") && <Waiting label={t.loading()} />}
      {state.hasTag("loadFailed") && (
        <div>
          <p role="alert">{t.loadFailed()}</p>
          <button type="button" className={button()} onClick={() => send({ type: "RETRY" })}>
            {t.retry()}
          </button>
        </div>
      )}
      {!state.hasTag("loading") && !state.hasTag("loadFailed") && (
        <form
          className={form}
          noValidate
          aria-labelledby="webhook-endpoint-title"
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: "SAVE" })
          }}
        >
          {endpoint === null && (
            <p className={muted} data-testid="webhook-endpoint-none">
              {t.endpoint.none()}
            </p>
          )}
          <TextField
            id="webhook-url"
            label={t.endpoint.url()}
            hint={t.endpoint.urlHint({ max: webhookLimits.url })}
            value={values.url}
            onChange={(value) => send({ type: "URL_CHANGED", value })}
            error={urlError}
            inputMode="url"
            testId="webhook-url"
          />
          <fieldset className={group} aria-describedby={events.describedBy} data-testid="webhook-events">
            <legend className={fieldLabel}>{t.endpoint.events()}</legend>
            <div className={choices}>
              {webhookEventTypes.map((eventType) => (
                <Choice
                  key={eventType}
                  label={words[eventType]}
                  checked={values.eventTypes.includes(eventType)}
                  invalid={eventsError !== undefined}
                  onChange={() => send({ type: "EVENT_TOGGLED", eventType })}
                  testId={`webhook-event-${eventType}`}
                />
              ))}
            </div>
            <p id={events.hintId} className={fieldHint}>
              {t.endpoint.eventsHint()}
            </p>
            {eventsError && (
              <p id={events.errorId} className={fieldError}>
                {eventsError}
              </p>
            )}
          </fieldset>
          {endpoint !== null && (
            <div data-testid="webhook-secret-hint">
              <span className={fieldLabel}>{t.endpoint.secret()}</span>
              <p className={secretLine}>{t.endpoint.secretHint({ hint: endpoint.secretHint })}</p>
              <p className={muted}>{t.endpoint.updated({ date: formatReportDateTime(endpoint.updated, ianaTimezone) })}</p>
            </div>
          )}
          <div className={buttonRow}>
            <button type="submit" className={button()} disabled={!editing} data-testid="webhook-save">
              {state.hasTag("saving") ? t.endpoint.saving() : t.endpoint.save()}
            </button>
            {endpoint !== null &&
              endpointActions.map(({ type, testId, label }) => (
                <button
                  key={type}
                  type="button"
                  className={button({ tone: "secondary" })}
                  disabled={!editing}
                  onClick={() => send({ type })}
                  data-testid={testId}
                >
                  {label}
                </button>
              ))}
          </div>
        </form>
      )}
      {state.hasTag("confirmingRotate") && (
        <ConfirmDialog
          title={t.rotateConfirm.title()}
          testId="webhook-rotate-confirm"
          confirmLabel={t.endpoint.rotate()}
          busyLabel={t.endpoint.rotating()}
          busy={busy}
          onConfirm={() => send({ type: "CONFIRM" })}
          onCancel={() => send({ type: "CANCEL" })}
        >
          <p>{t.rotateConfirm.text()}</p>
        </ConfirmDialog>
      )}
      {state.hasTag("confirmingDelete") && endpoint !== null && (
        <ConfirmDialog
          title={t.deleteConfirm.title()}
          testId="webhook-delete-confirm"
          confirmLabel={t.endpoint.delete()}
          busyLabel={t.endpoint.deleting()}
          busy={busy}
          onConfirm={() => send({ type: "CONFIRM" })}
          onCancel={() => send({ type: "CANCEL" })}
        >
          <p className={secretLine}>{t.deleteConfirm.text({ url: endpoint.url })}</p>
        </ConfirmDialog>
      )}
      {state.hasTag("secretShown") && secret !== null && <SecretShown secret={secret} onClose={() => send({ type: "CLOSE" })} />}
    </CardSection>
  )
}
