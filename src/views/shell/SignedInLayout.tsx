import { Navigate, Outlet } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense } from "react"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../shared/PortalContext"
import { Waiting } from "../ui/Waiting"

const IdleTimeout = lazy(() => import("./IdleTimeout").then((m) => ({ default: m.IdleTimeout })))
const Reauthentication = lazy(() => import("./Reauthentication").then((m) => ({ default: m.Reauthentication })))
const TermsAcceptance = lazy(() => import("./TermsAcceptance").then((m) => ({ default: m.TermsAcceptance })))
const ModalDialog = lazy(() => import("../ui/ModalDialog").then((m) => ({ default: m.ModalDialog })))

/** Everything behind sign-in: terms first, then the screens; the disabled-account notice over them. */
export const SignedInLayout = () => {
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const state = useSelector(session, (s) => s)
  // A failed sign-in is sent to its login-failed page by the session itself.
  if (state.hasTag("signedOut")) return <Navigate to="/login" />
  if (state.hasTag("acceptingTerms")) {
    return (
      <Suspense fallback={<Waiting label={LL.common.loading()} />}>
        <TermsAcceptance />
      </Suspense>
    )
  }
  if (state.hasTag("signingOut")) return <Waiting label={LL.auth.signingOut()} />
  if (!state.hasTag("signedIn") && !state.hasTag("disabledNotice")) return <Waiting label={LL.common.loading()} />
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {state.hasTag("signedIn") && <IdleTimeout />}
        {state.hasTag("signedIn") && <Reauthentication />}
        <ModalDialog
          open={state.hasTag("disabledNotice")}
          title={LL.auth.accountDisabledTitle()}
          confirmLabel={LL.common.ok()}
          onConfirm={() => session.send({ type: "ACKNOWLEDGE" })}
          testId="account-disabled-dialog"
        >
          <p>{LL.auth.accountDisabled()}</p>
        </ModalDialog>
      </Suspense>
    </>
  )
}
