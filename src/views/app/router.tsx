import { createRootRouteWithContext, createRoute, createRouter, redirect, type LazyRoute } from "@tanstack/react-router"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { waitFor } from "xstate"
import type { FunctionName } from "../../api/functions"
import type { UserProfile } from "../../api/platform/schemas"
import { FunctionId } from "../../api/functions"
import { NotFound } from "../shell/NotFound"
import { RenderFailed } from "../shell/RenderFailed"
import { RootLayout } from "../shell/RootLayout"
import { SignedInLayout } from "../shell/SignedInLayout"
import type { Portal, SessionActor } from "../shared/portal"

/** The screens' tab titles (LL.pageTitles); `page` is the template around them. */
export type PageTitleKey = Exclude<keyof TranslationFunctions["pageTitles"], "page">

export interface RouterContext {
  readonly portal: Portal
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RenderFailed,
  notFoundComponent: NotFound
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen module's lazy route, for any path
type LazyScreen = () => Promise<{ Route: LazyRoute<any> }>

/** A page open to everyone: its address, its tab title and its screen's module. */
const publicPage = <const P extends string>(path: P, pageTitle: PageTitleKey, screen: LazyScreen) =>
  createRoute({ getParentRoute: () => rootRoute, path, staticData: { pageTitle } }).lazy(() => screen().then((m) => m.Route))

/** The session once it is in place: restored, completed or refused; nothing navigates on a session still starting. */
const settledSession = (session: SessionActor) => waitFor(session, (s) => !s.hasTag("starting") && !s.hasTag("busy"))

/** A signed-in user who opens the sign-in page goes home. */
const leaveLoginWhenSignedIn = async ({ context }: { readonly context: RouterContext }) => {
  const snapshot = await settledSession(context.portal.session)
  if (snapshot.hasTag("signedIn")) throw redirect({ to: "/" })
}

/** The address to return to after sign-in, and why the user was signed out (the idle timeout). */
const loginSearch = (search: Record<string, unknown>): { redirect?: string; reason?: "idle" } => ({
  ...(typeof search.redirect === "string" ? { redirect: search.redirect } : {}),
  ...(search.reason === "idle" ? { reason: "idle" as const } : {})
})

/** The sign-in page, plain or opened from an invitation: a signed-in user goes home instead. */
const loginPage = <const P extends string>(path: P, screen: LazyScreen) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { pageTitle: "login" },
    validateSearch: loginSearch,
    beforeLoad: leaveLoginWhenSignedIn
  }).lazy(() => screen().then((m) => m.Route))

const loginRoute = loginPage("/login", () => import("../session/Login"))
const invitationLoginRoute = loginPage("/login/$invitationId", () =>
  import("../session/Login").then((m) => ({ Route: m.InvitationRoute }))
)

const redirectTo = <const P extends string>(path: P, to: "/login" | "/login-failed/500" | "/") =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      // The route tree is still being built here, so the target cannot be checked against it.
      throw redirect({ to: to as "/" })
    }
  })

const loginFailedRoute = publicPage("/login-failed/$code", "loginFailed", () => import("../session/LoginFailed"))
const aboutRoute = publicPage("/about", "about", () => import("../about/About"))
const termsRoute = publicPage("/terms", "terms", () => import("../content/Terms"))
const contactUsRoute = publicPage("/contactUs", "contactUs", () => import("../content/ContactUs"))
const loginCallbackRoute = publicPage("/authentication/login-callback", "signingIn", () => import("../session/LoginCallback"))
/** Reached from inside the portal, the logout route signs out; opened directly, the session refuses it. */
const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/authentication/logout",
  staticData: { pageTitle: "signingOut" },
  beforeLoad: ({ context }) => {
    if (context.portal.session.getSnapshot().hasTag("signedIn")) context.portal.session.send({ type: "SIGN_OUT" })
  }
}).lazy(() => import("../session/Logout").then((m) => m.Route))
const logoutCallbackRoute = publicPage("/authentication/logout-callback", "signingOut", () => import("../session/LogoutCallback"))
const loggedOutRoute = publicPage("/authentication/logged-out", "loggedOut", () => import("../session/LoggedOut"))

/** Protected routes: a signed-out visitor goes to /login, which brings them back here after sign-in. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "signedIn",
  component: SignedInLayout,
  beforeLoad: async ({ context, location }) => {
    const snapshot = await settledSession(context.portal.session)
    if (snapshot.hasTag("failed")) {
      throw redirect({ to: "/login-failed/$code", params: { code: String(snapshot.context.failure ?? 500) } })
    }
    if (snapshot.hasTag("signedOut")) {
      throw redirect({ to: "/login", search: { redirect: location.href } })
    }
  }
})

const homeRoute = createRoute({ getParentRoute: () => signedInRoute, path: "/", staticData: { pageTitle: "home" } }).lazy(() =>
  import("../home/Home").then((m) => m.Route)
)

/**
 * A screen opens only for a user holding what its menu entry needs; others get the function message of
 * document 1 section 8 and go home, as a refused call does.
 */
const requireProfile =
  (allowed: (profile: UserProfile) => boolean) =>
  async ({ context }: { readonly context: RouterContext }) => {
    const snapshot = await settledSession(context.portal.session)
    const profile = snapshot.context.profile
    if (profile && !allowed(profile)) {
      context.portal.session.send({ type: "FUNCTION_REFUSED" })
      throw redirect({ to: "/" })
    }
  }

const requireFunction = (names: ReadonlyArray<FunctionName>) =>
  requireProfile((profile) => profile.userFunctions.some((f) => names.some((name) => FunctionId[name] === f.functionId)))

/** A function's screen opens only for a user holding it; others go home. */
const functionRoute = <const P extends string>(
  name: FunctionName,
  path: P,
  screen: LazyScreen = () => import("../shell/FunctionScreen"),
  pageTitle?: PageTitleKey
) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path,
    staticData: { functionName: name, pageTitle },
    beforeLoad: requireFunction([name])
  }).lazy(() => screen().then((m) => m.Route))

/** A driver report, opened from the driver search, the report history or the 90-day report. */
const driverReportRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "/reports/$id",
  staticData: { pageTitle: "driverReport" },
  beforeLoad: requireFunction(["driverReport", "reportHistory", "ninetyDaysReport"])
}).lazy(() => import("../reports/DriverReport").then((m) => m.Route))

/** The user profile opens in create mode, or in update mode for one user (document 2 section 2). */
export type UserProfileSearch = { readonly mode: "create" } | { readonly mode: "update"; readonly id: number }

const userProfileSearch = (search: Record<string, unknown>): UserProfileSearch => {
  const id = Number(search.id)
  return search.mode === "update" && Number.isInteger(id) && id > 0 ? { mode: "update", id } : { mode: "create" }
}

/** /user-administration/userProfile?mode=create, or ?mode=update&id=<id>: opened from the user search. */
const userProfileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "/user-administration/userProfile",
  staticData: { functionName: "userAdministration" },
  validateSearch: userProfileSearch,
  beforeLoad: requireFunction(["userAdministration"])
}).lazy(() => import("../users/UserProfile").then((m) => m.Route))

const functionScreens = [
  functionRoute("driverReport", "/driver-report", () => import("../reports/DriverSearch"), "driverSearch"),
  functionRoute("vehicleReport", "/vehicle-report", () => import("../vehicles/VehicleSearch"), "vehicleSearch"),
  functionRoute("vehicleReport", "/vehicle-report/$id", () => import("../vehicles/VehicleReport"), "vehicleReport"),
  functionRoute("reportHistory", "/report-history", () => import("../reports/ReportHistory"), "reportHistory"),
  functionRoute("ninetyDaysReport", "/ninetydays-report", () => import("../corrections/NinetyDaysReport"), "ninetyDaysReport"),
  functionRoute("userAccessReport", "/user-access-report", () => import("../userAccess/UserAccessReport")),
  functionRoute("userAccessReport", "/user-access-report-details/$id", () => import("../userAccess/UserAccessDetails")),
  functionRoute("companyAdministration", "/company-profile", () => import("../company/CompanyProfile")),
  functionRoute("userAdministration", "/user-administration", () => import("../users/UserSearch")),
  functionRoute("usageReport", "/usage-report", () => import("../usage/UsageReport")),
  functionRoute("manageSystemFunction", "/settings", () => import("../settings/Settings")),
  // Event notifications (issue 36 point 4): a company's endpoint for events, kept by its administrators.
  functionRoute(
    "companyAdministration",
    "/event-notifications",
    () => import("../settings/EventNotifications"),
    "eventNotifications"
  ),
  functionRoute("manageDashClients", "/dash-client", () => import("../clients/ClientList")),
  functionRoute("manageDashClients", "/dash-client/$id", () => import("../clients/ClientProfile")),
  functionRoute("correctionReport", "/correction-report", () => import("../corrections/CorrectionReport"), "correctionReport"),
  functionRoute("sdcReport", "/sdc", () => import("../sdc/SdcReport")),
  // Identity-provider settings (document 2 section 2 names no function for it): those who keep them in /settings.
  functionRoute("manageSystemFunction", "/b2c", () => import("../settings/IdentityProviders"))
] as const

/**
 * Change password is offered to whoever signs in with a password the portal keeps (the profile's
 * mayChangePassword), and opens only for them.
 */
const changePasswordRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "/change-password",
  staticData: { pageTitle: "changePassword" },
  beforeLoad: requireProfile((profile) => profile.mayChangePassword ?? false)
}).lazy(() => import("../users/ChangePassword").then((m) => m.Route))

/** One's own sessions: any signed-in person (ASVS 3.3.4). */
const accountSessionsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "/account/sessions",
  staticData: { pageTitle: "accountSessions" }
}).lazy(() => import("../account/AccountSessions").then((m) => m.Route))

const routeTree = rootRoute.addChildren([
  loginRoute,
  invitationLoginRoute,
  redirectTo("/advanced-login", "/login"),
  redirectTo("/authentication/login", "/login"),
  redirectTo("/authentication/login-failed", "/login-failed/500"),
  redirectTo("/authentication/profile", "/"),
  redirectTo("/authentication/register", "/"),
  loginFailedRoute,
  aboutRoute,
  termsRoute,
  contactUsRoute,
  loginCallbackRoute,
  logoutRoute,
  logoutCallbackRoute,
  loggedOutRoute,
  signedInRoute.addChildren([
    homeRoute,
    changePasswordRoute,
    accountSessionsRoute,
    driverReportRoute,
    userProfileRoute,
    ...functionScreens
  ])
])

export const createPortalRouter = (portal: Portal) =>
  createRouter({ routeTree, context: { portal }, defaultPreload: false, scrollRestoration: true })

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
  interface StaticDataRouteOption {
    functionName?: FunctionName
    /** The browser tab's title of the screen, in the language in use. */
    pageTitle?: PageTitleKey | undefined
  }
  /** Navigation state: where a report was opened from, so Go back returns there. */
  interface HistoryState {
    origin?: "/driver-report" | "/report-history" | "/ninetydays-report"
  }
}
