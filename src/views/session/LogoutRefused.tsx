import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { button, card, pageTitle } from "../ui/styles"

/** 'The logout was not initiated from within the page' (document 1 section 2). */
export const LogoutRefused = () => {
  const { LL } = useI18nContext()
  return (
    <section className={card} aria-labelledby="logout-refused-title">
      <h1 id="logout-refused-title" className={pageTitle}>
        {LL.shell.signOut()}
      </h1>
      <p role="alert" className={css({ color: "danger", mb: "20px" })} data-testid="logout-error">
        {LL.auth.logoutNotInitiated()}
      </p>
      <Link to="/login" className={button()}>
        {LL.loginFailed.backToLogin()}
      </Link>
    </section>
  )
}
