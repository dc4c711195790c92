import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useState } from "react"
import type { UserProfile } from "../../api/platform/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { driverSearchInput, driverSearchLive } from "../../machines/reports/driverSearchLive"
import { usePortal } from "../shared/PortalContext"
import { useNamespace } from "../shared/useNamespace"
import { DriverResultDialog, type ResultCase } from "./search/DriverResultDialog"
import { DriverSearchForm } from "./search/DriverSearchForm"
import { Waiting } from "../ui/Waiting"
import { css } from "styled-system/css"
import { PageCard } from "../ui/PageCard"

const DriverSearchView = ({ profile }: { readonly profile: UserProfile }) => {
  const { LL } = useI18nContext()
  const [input] = useState(() => driverSearchInput(profile))
  const actor = useActorRef(driverSearchLive, { input })
  const state = useSelector(actor, (s) => s)
  const shown: ResultCase | undefined = state.hasTag("resultSeveral")
    ? "several"
    : state.hasTag("resultOne")
      ? "one"
      : state.hasTag("resultGenerating")
        ? "generating"
        : state.hasTag("resultNone")
          ? "none"
          : undefined

  if (state.hasTag("loading")) return <Waiting label={LL.common.loading()} />
  return (
    <>
      <DriverSearchForm context={state.context} busy={state.hasTag("busy")} send={actor.send} />
      {state.hasTag("searching") && (
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
    <PageCard titleId="driver-search-title" title={LL.driverSearch.title()}>
      <p className={css({ mb: "20px", color: "fg.muted" })}>{LL.driverSearch.intro()}</p>
      <DriverSearchView profile={profile} />
    </PageCard>
  )
}

export const Route = createLazyRoute("/driver-report")({ component: DriverSearch })
