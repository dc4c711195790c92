import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import type { SignInPage, SignInPageInput, SignInPageRenderer } from "../../api/platform/firstPaint"
import TypesafeI18n from "../../i18n/i18n-react"
import { i18nObject } from "../../i18n/i18n-util"
import { loadLocale } from "../../i18n/i18n-util.sync"
import { PageFrame } from "../shell/PageFrame"
import { CookieNotice, SignInScreen } from "../session/SignInScreen"

/**
 * The sign-in page as the browser app draws it on arrival, drawn by the server so it shows before
 * the scripts have run; the app then takes its place (main.tsx).
 */
export const renderSignInPage: SignInPageRenderer["renderSignInPage"] = (input: SignInPageInput): SignInPage => {
  loadLocale(input.language)
  const LL = i18nObject(input.language)
  // Links build their addresses through a router; this one knows no routes and never navigates.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ["/login"] }) })
  const body = renderToString(
    <TypesafeI18n locale={input.language}>
      <RouterContextProvider router={router}>
        <PageFrame>
          <SignInScreen
            interactive={false}
            userId=""
            remember={false}
            busy={false}
            invalidUserId={false}
            idleSignedOut={input.idleSignedOut}
            back={{ href: input.learnMoreUrl }}
            learnMoreUrl={input.learnMoreUrl}
            passwordResetUrl={input.passwordResetUrl}
          />
          {input.cookieNotice && <CookieNotice />}
        </PageFrame>
      </RouterContextProvider>
    </TypesafeI18n>
  )
  return { title: LL.pageTitles.page({ page: LL.pageTitles.login() }), body }
}
