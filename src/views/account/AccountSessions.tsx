import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import { browserName, type AccountSession } from "../../api/users/accountSessions"
import { useI18nContext } from "../../i18n/i18n-react"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { accountSessionsLive } from "../../machines/account/accountSessionsLive"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { Waiting } from "../ui/Waiting"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { DateTime } from "../ui/DateTime"
import { button, buttonRow, scrollFrame } from "../ui/styles"
import { IntroPage } from "../ui/PageCard"
import { TableHead } from "../ui/TableHead"

type Words = TranslationFunctions["accountSessions"]

const table = css({
  width: "100%",
  borderCollapse: "collapse",
  "& th, & td": { textAlign: "left", px: "12px", py: "10px", borderBottom: "1px solid", borderColor: "border" },
  "& th": { fontWeight: "700", color: "primary" },
  "& tr[data-current] td": { bg: "primary.subtle" }
})
const currentTag = css({ display: "block", fontWeight: "700", fontSize: "0.9rem", color: "primary" })

/** yyyy-MM-dd HH:mm in the browser's time zone, as the portal writes every date and time in both languages. */
const formatDateTime = (instantIso: string) => formatReportDateTime(instantIso, Intl.DateTimeFormat().resolvedOptions().timeZone)

/** The browser's short name (Firefox · Windows), or the words for one no rule knows. */
const browserOf = (t: Words, session: AccountSession) => browserName(session.userAgent) ?? t.unknownBrowser()
const addressOf = (t: Words, session: AccountSession) => session.address ?? t.unknownAddress()

const SessionList = () => {
  const { LL } = useI18nContext()
  const t = LL.accountSessions
  const actor = useActorRef(accountSessionsLive)
  const state = useSelector(actor, (s) => s)
  const { sessions, toEnd } = state.context
  const busy = state.hasTag("busy")
  if (state.hasTag("unavailable"))
    return (
      <div className={buttonRow}>
        <p>{t.unavailable()}</p>
        <button type="button" className={button({ tone: "secondary" })} onClick={() => actor.send({ type: "RETRY" })}>
          {t.retry()}
        </button>
      </div>
    )
  if (state.hasTag("loading") && sessions.length === 0) return <Waiting label={LL.common.loading()} />
  const ending = toEnd?.kind === "one" ? sessions.find((session) => session.id === toEnd.id) : undefined
  const hasOthers = sessions.some((session) => !session.current)
  return (
    <>
      <div className={scrollFrame} tabIndex={0} aria-label={t.title()}>
        <table className={table} data-testid="account-sessions" aria-busy={busy || undefined}>
          <TableHead
            labels={[t.columns.browser(), t.columns.address(), t.columns.started(), t.columns.lastUsed(), t.columns.actions()]}
          />
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} data-current={session.current || undefined} data-testid="account-session">
                <td>
                  {browserOf(t, session)}
                  {session.current && <span className={currentTag}>{t.current()}</span>}
                </td>
                <td>{addressOf(t, session)}</td>
                <td>
                  <DateTime value={formatDateTime(session.startedAt)} />
                </td>
                <td>
                  <DateTime value={formatDateTime(session.lastUsedAt)} />
                </td>
                <td>
                  {!session.current && (
                    <button
                      type="button"
                      className={button({ tone: "secondary" })}
                      disabled={busy}
                      aria-label={t.endLabel({ browser: browserOf(t, session), address: addressOf(t, session) })}
                      onClick={() => actor.send({ type: "END", id: session.id })}
                    >
                      {t.end()}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasOthers && (
        <div className={`${buttonRow} ${css({ mt: "24px" })}`}>
          <button
            type="button"
            className={button()}
            disabled={busy}
            data-testid="end-other-sessions"
            onClick={() => actor.send({ type: "END_OTHERS" })}
          >
            {t.endOthers()}
          </button>
        </div>
      )}
      {toEnd && state.hasTag("endAsked") && (
        <ConfirmDialog
          title={toEnd.kind === "one" ? t.confirmOneTitle() : t.confirmOthersTitle()}
          testId="end-session-confirm"
          confirmLabel={t.end()}
          busyLabel={t.ending()}
          busy={state.hasTag("ending")}
          onConfirm={() => actor.send({ type: "CONFIRM" })}
          onCancel={() => actor.send({ type: "CANCEL" })}
        >
          <p>
            {ending
              ? t.confirmOne({
                  browser: browserOf(t, ending),
                  address: addressOf(t, ending),
                  lastUsed: formatDateTime(ending.lastUsedAt)
                })
              : t.confirmOthers()}
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}

/** /account/sessions: the signed-in person's sessions, and ending them (ASVS 3.3.4). */
const AccountSessions = () => (
  <IntroPage
    namespace="accountSessions"
    titleId="account-sessions-title"
    texts={(LL) => ({ title: LL.accountSessions.title(), intro: LL.accountSessions.intro() })}
  >
    <SessionList />
  </IntroPage>
)

export const Route = createLazyRoute("/account/sessions")({ component: AccountSessions })
