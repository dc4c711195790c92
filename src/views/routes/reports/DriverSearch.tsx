import { createLazyRoute, useNavigate } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef } from "react"
import { fromPromise } from "xstate"
import type { UserProfile } from "../../../api/platform/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { driverSearchMachine, type GenerateInput } from "../../../machines/reports/driverSearchMachine"
import { currentYear } from "../../../services/clock"
import {
  browserTimeZone,
  defaultYearsOption,
  generateReport,
  loadInsurers,
  loadJurisdictions,
  readRememberedJurisdiction,
  rememberJurisdiction,
  searchDrivers,
  yearsOptions
} from "../../../services/reports/driverSearchApi"
import type { DriverSearchPayload } from "../../../api/reports/schemas"
import { readSearchWithAdvanced, rememberSearchWithAdvanced } from "../../../services/reports/searchWithAdvanced"
import { usePortal } from "../../app/PortalContext"
import { useFailureNotice } from "../../app/useFailureNotice"
import { useNamespace } from "../../app/useNamespace"
import { DriverResultDialog, type ResultCase } from "../../reports/search/DriverResultDialog"
import { DriverSearchForm } from "../../reports/search/DriverSearchForm"
import { Waiting } from "../../shell/SignedInLayout"
import { card, pageTitle } from "../../ui/styles"
import { css } from "styled-system/css"

/** Keeps the newest callback for actions given once to the machine. */
const useLatest = <A,>(value: A) => {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

const DriverSearchView = ({ profile }: { readonly profile: UserProfile }) => {
  const { LL } = useI18nContext()
  const { client } = usePortal()
  const navigate = useNavigate()
  const notify = useLatest(useFailureNotice())
  const openReport = useLatest((reportId: number) =>
    navigate({ to: "/reports/$id", params: { id: String(reportId) }, state: { origin: "/driver-report" } })
  )
  const options = useMemo(() => yearsOptions(profile), [profile])

  const actor = useActorRef(
    driverSearchMachine.provide({
      actors: {
        loadLookups: fromPromise(async () => {
          const [jurisdictions, insurers] = await Promise.all([loadJurisdictions(client), loadInsurers(client)])
          return { jurisdictions, insurers }
        }),
        search: fromPromise(({ input }: { input: { payload: DriverSearchPayload } }) => searchDrivers(client, input.payload)),
        generate: fromPromise(({ input }: { input: GenerateInput }) => generateReport(client, input.payload, input.ianaTimezone))
      },
      actions: {
        rememberJurisdiction: (_, params) => rememberJurisdiction(params.jurisdictionCode),
        rememberSearchWithAdvanced: (_, params) => rememberSearchWithAdvanced(params.searchWithAdvanced),
        openReport: (_, params) => void openReport.current(params.reportId),
        notifyFailure: (_, params) => notify.current(params.failure)
      }
    }),
    {
      input: {
        jurisdictionCode: readRememberedJurisdiction(),
        driverReportOption: defaultYearsOption(options),
        currentYear: currentYear(),
        ianaTimezone: browserTimeZone(),
        searchWithAdvanced: readSearchWithAdvanced()
      }
    }
  )
  const state = useSelector(actor, (s) => s)
  const shown: ResultCase | undefined = state.matches({ showingResult: "several" })
    ? "several"
    : state.matches({ showingResult: "one" })
      ? "one"
      : state.matches({ showingResult: "generating" })
        ? "generating"
        : state.matches({ showingResult: "none" })
          ? "none"
          : undefined

  if (state.matches("loading")) return <Waiting label={LL.common.loading()} />
  return (
    <>
      <DriverSearchForm context={state.context} busy={!state.matches("editing")} yearsOptions={options} send={actor.send} />
      {state.matches("searching") && (
        <p role="status" aria-live="polite" className={css({ mt: "16px" })}>
          {LL.driverSearch.searching()}
        </p>
      )}
      <DriverResultDialog shown={shown} count={state.context.result?.count ?? 0} found={state.context.found} send={actor.send} />
    </>
  )
}

/** /driver-report (function driverReport): the driver search of document 3. */
const DriverSearch = () => {
  const ready = useNamespace("driverSearch")
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  if (!ready || !profile) return <Waiting label={LL.common.loading()} />
  return (
    <section className={card} aria-labelledby="driver-search-title">
      <h1 id="driver-search-title" className={pageTitle}>
        {LL.driverSearch.title()}
      </h1>
      <p className={css({ mb: "20px", color: "fg.muted" })}>{LL.driverSearch.intro()}</p>
      <DriverSearchView profile={profile} />
    </section>
  )
}

export const Route = createLazyRoute("/driver-report")({ component: DriverSearch })
