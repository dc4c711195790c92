import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { ninetyDaysReportInput, ninetyDaysReportLive } from "../../../machines/corrections/ninetyDaysReportLive"
import { usePortal } from "../../app/PortalContext"
import { useNamespace } from "../../app/useNamespace"
import { NinetyDaysFilters } from "../../corrections/ninetyDays/NinetyDaysFilters"
import { NinetyDaysResults } from "../../corrections/ninetyDays/NinetyDaysResults"
import { Waiting } from "../../shell/SignedInLayout"
import { SearchOutcome, SearchScreen, searchStatus } from "../../ui/PagedSearch"

const NinetyDaysView = ({ userId }: { readonly userId: number }) => {
  const { LL } = useI18nContext()
  const [input] = useState(() => ninetyDaysReportInput(userId))
  const actor = useActorRef(ninetyDaysReportLive, { input })
  const scope = useSelector(actor, (s) => s.children.scope)
  const requestor = useSelector(actor, (s) => s.children.requestor)
  const scopeLoading = useSelector(scope, (s) => s?.matches("loadingOrganizations") ?? true)
  const state = useSelector(actor, (s) => s)
  if (scopeLoading) return <Waiting label={LL.common.loading()} />
  const status = searchStatus(state)
  const result = state.context.result
  return (
    <SearchOutcome
      filters={
        <NinetyDaysFilters
          context={state.context}
          scope={scope}
          requestor={requestor}
          busy={status.busy}
          canExport={status.canExport}
          exporting={status.exporting}
          send={actor.send}
        />
      }
      status={status}
      searchingText={LL.ninetyDays.searching()}
      noResultsText={LL.ninetyDays.noResults()}
      results={
        result &&
        result.count > 0 && (
          <NinetyDaysResults
            result={result}
            page={state.context.page}
            pageSize={state.context.pageSize}
            busy={status.busy}
            onPageChange={(page) => actor.send({ type: "PAGE_CHANGED", page })}
          />
        )
      }
    />
  )
}

/** /ninetydays-report (function ninetyDaysReport): the 90-day report of document 3. */
const NinetyDaysReport = () => {
  const ready = useNamespace("ninetyDays")
  // The date messages are report history's (document 3 section 5).
  const historyReady = useNamespace("reportHistory")
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  if (!ready || !historyReady || !profile) return <Waiting label={LL.common.loading()} />
  return (
    <SearchScreen titleId="ninety-title" title={LL.ninetyDays.title()} intro={LL.ninetyDays.intro()}>
      <NinetyDaysView userId={profile.id} />
    </SearchScreen>
  )
}

export const Route = createLazyRoute("/ninetydays-report")({ component: NinetyDaysReport })
