import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { button } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

/** 'The logout was not initiated from within the page' (document 1 section 2). */
export const LogoutRefused = () => {
  const { LL } = useI18nContext()
  return (
    <PageCard titleId="logout-refused-title" title={LL.shell.signOut()}>
      <p role="alert" className={css({ color: "danger", mb: "20px" })} data-testid="logout-error">
        {LL.auth.logoutNotInitiated()}
      </p>
      <Link to="/login" className={button()}>
        {LL.loginFailed.backToLogin()}
      </Link>
    </PageCard>
  )
}
