import { createLazyRoute, Link, useParams } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { button } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

const LoginFailed = () => {
  const { LL } = useI18nContext()
  const { code } = useParams({ strict: false }) as { code?: string }
  const message =
    code === "404" ? LL.loginFailed.error404() : code === "401" ? LL.loginFailed.error401() : LL.loginFailed.error500()
  return (
    <PageCard titleId="login-failed-title" title={LL.loginFailed.title()}>
      <p role="alert" className={css({ mb: "24px" })} data-testid="login-failed-message">
        {message}
      </p>
      <Link to="/login" className={button()}>
        {LL.loginFailed.backToLogin()}
      </Link>
    </PageCard>
  )
}

export const Route = createLazyRoute("/login-failed/$code")({ component: LoginFailed })
