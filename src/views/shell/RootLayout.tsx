import { Outlet, useMatches, useRouterState } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { lazy, Suspense, useMemo, useState } from "react"
import { useI18nContext } from "../../i18n/i18n-react"
import { heldFunctions } from "../shared/functionRoutes"
import { PageTitle } from "../shared/PageTitle"
import { usePortal } from "../shared/PortalContext"
import { myDataLive } from "../../machines/account/myDataLive"
import { PageFrame } from "./PageFrame"

// Drawer and toasts load after the first paint, keeping them off the sign-in route's initial download.
const SideDrawer = lazy(() => import("./SideDrawer").then((m) => ({ default: m.SideDrawer })))
const Toasts = lazy(() => import("./Toasts").then((m) => ({ default: m.Toasts })))
import { TopBar } from "./TopBar"

export const RootLayout = () => {
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const signedIn = useSelector(session, (s) => s.hasTag("signedIn"))
  const profile = useSelector(session, (s) => s.context.profile)
  const functions = useSelector(session, (s) => s.context.functions)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const myData = useActorRef(myDataLive)
  const downloadingMyData = useSelector(myData, (s) => s.hasTag("busy"))
  const held = useMemo(() => (profile ? heldFunctions(profile, functions) : []), [profile, functions])
  // The bar (logo, language) stays on the sign-in error pages; only the sign-in screen has its own header.
  const hideBar = !signedIn && (pathname === "/login" || pathname.startsWith("/login/"))
  const screen = useMatches({
    select: (matches) => matches.map((m) => m.staticData).findLast((d) => d?.pageTitle ?? d?.functionName)
  })
  return (
    <>
      <PageTitle
        page={
          screen?.pageTitle
            ? LL.pageTitles[screen.pageTitle]()
            : screen?.functionName
              ? LL.functions[screen.functionName]()
              : LL.common.appName()
        }
      />
      <PageFrame
        bar={
          !hideBar && (
            <TopBar
              signedIn={signedIn}
              showChangePassword={signedIn && (profile?.mayChangePassword ?? false)}
              onMenu={() => setDrawerOpen(true)}
              onDownloadMyData={() => myData.send({ type: "DOWNLOAD" })}
              downloadingMyData={downloadingMyData}
              onSignOut={() => session.send({ type: "SIGN_OUT" })}
            />
          )
        }
        overlays={
          <Suspense>
            {signedIn && (
              <SideDrawer
                open={drawerOpen}
                functions={held}
                showChangePassword={profile?.mayChangePassword ?? false}
                onDownloadMyData={() => myData.send({ type: "DOWNLOAD" })}
                onClose={() => setDrawerOpen(false)}
              />
            )}
            <Toasts />
          </Suspense>
        }
      >
        <Outlet />
      </PageFrame>
    </>
  )
}
