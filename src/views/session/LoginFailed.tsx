import { createLazyRoute, Link, useParams } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { button, card, pageTitle } from "../ui/styles"

const LoginFailed = () => {
  const { LL } = useI18nContext()
  const { code } = useParams({ strict: false }) as { code?: string }
  const message =
    code === "404" ? LL.loginFailed.error404() : code === "401" ? LL.loginFailed.error401() : LL.loginFailed.error500()
  return (
    <section className={card} aria-labelledby="login-failed-title">
      <h1 id="login-failed-title" className={pageTitle}>
        {LL.loginFailed.title()}
      </h1>
      <p role="alert" className={css({ mb: "24px" })} data-testid="login-failed-message">
        {message}
      </p>
      <Link to="/login" className={button()}>
        {LL.loginFailed.backToLogin()}
      </Link>
    </section>
  )
}

export const Route = createLazyRoute("/login-failed/$code")({ component: LoginFailed })
