import { Link, createLazyRoute } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { card, pageTitle } from "../ui/styles"
import { ClaimsProvidersTab } from "./ClaimsProvidersTab"
import { ClientMappingsTab } from "./ClientMappingsTab"
import { tabIntro } from "./settingsStyles"

const sections = css({ display: "flex", flexDirection: "column", gap: "16px" })
const allSettings = css({
  color: "navy.700",
  fontWeight: "600",
  textDecoration: "underline",
  _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" }
})

/**
 * /b2c (function manageSystemFunction; document 2 section 2 lists the route without its content): the
 * identity-provider settings on one page, the claims providers (e-mail domain to sign-in domain) and
 * the client identifier mappings, the same lists as the first two tabs of /settings.
 */
const IdentityProvidersScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("settings")
  if (!ready) return <Waiting label={LL.common.loading()} />
  const t = LL.settings.identityProviders
  return (
    <div data-testid="identity-providers">
      <h1 className={pageTitle}>{t.title()}</h1>
      <p className={tabIntro}>
        {t.intro()}{" "}
        <Link to="/settings" className={allSettings} data-testid="identity-providers-settings">
          {t.otherSettings()}
        </Link>
      </p>
      <div className={sections}>
        <section className={card} data-testid="identity-providers-claims">
          <ClaimsProvidersTab />
        </section>
        <section className={card} data-testid="identity-providers-clients">
          <ClientMappingsTab />
        </section>
      </div>
    </div>
  )
}

export const Route = createLazyRoute("/b2c")({ component: IdentityProvidersScreen })
