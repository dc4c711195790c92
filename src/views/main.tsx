import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { startMonitoring } from "../machines/shared/monitoringLive"
import { connectShell, finishSilentSignIn, isSilentCallback, requestPortalConfig } from "../machines/session/sessionLive"
import { detectLanguage } from "../i18n/languageChoice"
import TypesafeI18n from "../i18n/i18n-react"
import { i18nObject } from "../i18n/i18n-util"
import { loadLocaleAsync } from "../i18n/i18n-util.async"
import { createPortal } from "./shared/portal"
import { PortalContext } from "./shared/PortalContext"
import { createPortalRouter } from "./app/router"
import "./index.css"

const start = async (container: HTMLElement) => {
  const language = detectLanguage()
  // The configuration (preloaded by index.html, asked for once) and the sign-in screen's code come while the words load.
  requestPortalConfig().catch(() => undefined)
  if (/^\/login(\/|$)/.test(window.location.pathname)) import("./session/Login").catch(() => undefined)
  await loadLocaleAsync(language)
  document.documentElement.lang = language
  // The server draws the sign-in page ahead of the scripts (src/views/firstPaint).
  const drawnByServer = container.firstElementChild !== null
  const root = createRoot(container)
  try {
    const portal = await createPortal()
    const router = createPortalRouter(portal)
    connectShell({
      navigate: (href, options) => void router.navigate({ href, replace: options.replace, state: options.state }),
      // The toaster loads after the first paint; a notice waits for it.
      showNotice: (notice) => void import("./shell/toaster").then(({ showToast }) => showToast(notice))
    })
    // The server's page stays until the app can show the whole screen in its place.
    if (drawnByServer) await router.load()
    root.render(
      <StrictMode>
        <TypesafeI18n locale={language}>
          <PortalContext.Provider value={portal}>
            <RouterProvider router={router} />
          </PortalContext.Provider>
        </TypesafeI18n>
      </StrictMode>
    )
  } catch {
    root.render(<p role="alert">{i18nObject(language).errors.connection()}</p>)
  }
}

const container = document.getElementById("root")
if (isSilentCallback(window.location.pathname)) void finishSilentSignIn().catch(() => undefined)
else {
  startMonitoring()
  if (container) void start(container)
}
