import { createColumnHelper } from "@tanstack/react-table"
import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import type { WebhookAttempt, WebhookDelivery } from "../../api/settings/webhookSchemas"
import { webhookLimits } from "../../api/settings/webhookSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { formatReportDateTime } from "../../i18n/reportFormat"
import type { webhookDeliveriesMachine } from "../../machines/settings/webhookDeliveriesMachine"
import { CardSection } from "../ui/CardSection"
import { DateTime } from "../ui/DateTime"
import { DataTable } from "../ui/DataTable"
import { pagerLabels } from "../ui/PagedSearch"
import { Waiting } from "../ui/Waiting"
import { button } from "../ui/styles"
import { eventTypeWords } from "./webhookWords"

export type WebhookDeliveriesRef = ActorRefFrom<typeof webhookDeliveriesMachine>

const intro = css({ mb: "12px" })
const tries = css({ display: "grid", gap: "4px", listStyle: "none", p: 0, m: 0 })
const muted = css({ color: "fg.muted" })
const failed = css({ color: "danger", fontWeight: "600" })
const succeeded = css({ color: "success", fontWeight: "600" })

const column = createColumnHelper<WebhookDelivery>()

/** One try: when, and the receiver's HTTP status or why it did not answer. */
const attemptText = (LL: TranslationFunctions, attempt: WebhookAttempt, ianaTimezone: string) => {
  const t = LL.webhooks.deliveries
  const outcome =
    attempt.httpStatus !== null ? t.httpStatus({ status: attempt.httpStatus }) : t.noAnswer({ error: attempt.error ?? "" })
  return t.attempt({ time: formatReportDateTime(attempt.attemptedAt, ianaTimezone), outcome })
}

/**
 * A company's delivery log (issue 36 point 4): its deliveries newest first, a page at a time, each with
 * its event, when it was made, every try with its time and HTTP status or error, the next try and its
 * status; Refresh reads the page again.
 */
export const WebhookDeliveriesSection = ({
  deliveriesRef,
  ianaTimezone
}: {
  readonly deliveriesRef: WebhookDeliveriesRef
  readonly ianaTimezone: string
}) => {
  const { LL } = useI18nContext()
  const t = LL.webhooks.deliveries
  const state = useSelector(deliveriesRef, (s) => s)
  const { result, page, pageSize } = state.context
  const busy = state.hasTag("busy")
  const words = eventTypeWords(LL)
  const statusClass = { pending: undefined, succeeded, failed }

  const columns = [
    column.display({ id: "eventType", header: () => t.columns.eventType(), cell: (i) => words[i.row.original.eventType] }),
    column.display({
      id: "created",
      header: () => t.columns.created(),
      cell: (i) => <DateTime value={formatReportDateTime(i.row.original.created, ianaTimezone)} />
    }),
    column.display({
      id: "attempts",
      header: () => t.columns.attempts(),
      cell: (i) =>
        i.row.original.attempts.length === 0 ? (
          <span className={muted}>{t.noAttempt()}</span>
        ) : (
          <ol className={tries} data-testid="webhook-attempts">
            {i.row.original.attempts.map((attempt) => (
              <li key={attempt.attemptedAt}>{attemptText(LL, attempt, ianaTimezone)}</li>
            ))}
          </ol>
        )
    }),
    column.display({
      id: "nextAttempt",
      header: () => t.columns.nextAttempt(),
      cell: (i) =>
        i.row.original.nextAttempt === null ? (
          <span className={muted}>{t.noNextAttempt()}</span>
        ) : (
          <DateTime value={formatReportDateTime(i.row.original.nextAttempt, ianaTimezone)} />
        )
    }),
    column.display({
      id: "status",
      header: () => t.columns.status(),
      cell: (i) => (
        <span className={statusClass[i.row.original.status]} data-testid="webhook-delivery-status">
          {t.status[i.row.original.status]()}
        </span>
      )
    })
  ]

  return (
    <CardSection
      titleId="webhook-deliveries-title"
      title={t.title()}
      testId="webhook-deliveries"
      action={
        <button
          type="button"
          className={button({ tone: "secondary" })}
          disabled={busy || state.hasTag("loadFailed")}
          onClick={() => deliveriesRef.send({ type: "REFRESH" })}
          data-testid="webhook-deliveries-refresh"
        >
          {busy ? t.refreshing() : t.refresh()}
        </button>
      }
    >
      <p className={intro}>{t.intro({ hours: webhookLimits.retryHours })}</p>
      {state.hasTag("loading") && result === undefined && <Waiting label={LL.webhooks.loading()} />}
      {state.hasTag("loadFailed") && (
        <div>
          <p role="alert">{LL.webhooks.loadFailed()}</p>
          <button type="button" className={button()} onClick={() => deliveriesRef.send({ type: "RETRY" })}>
            {LL.webhooks.retry()}
          </button>
        </div>
      )}
      {state.hasTag("noResults") && (
        <p role="status" data-testid="webhook-deliveries-empty">
          {t.empty()}
        </p>
      )}
      {result !== undefined && result.count > 0 && !state.hasTag("noResults") && (
        <>
          <p className={intro} aria-live="polite" data-testid="result-count">
            {t.count({ count: result.count })}
          </p>
          <DataTable
            caption={t.caption()}
            columns={columns}
            data={result.data}
            getRowId={(row) => row.id}
            testId="webhook-deliveries-table"
            paging={{
              mode: "server",
              page,
              pageSize,
              count: result.count,
              busy,
              onPageChange: (next) => deliveriesRef.send({ type: "PAGE_CHANGED", page: next }),
              labels: pagerLabels(t.pager)
            }}
          />
        </>
      )}
    </CardSection>
  )
}
