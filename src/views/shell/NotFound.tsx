import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { PageTitle } from "../shared/PageTitle"
import { button, card, pageTitle } from "../ui/styles"

/** An address the portal does not know: said plainly, inside the shell, with the way home. */
export const NotFound = () => {
  const { LL } = useI18nContext()
  return (
    <section className={card} aria-labelledby="not-found-title" data-testid="not-found">
      <PageTitle page={LL.notFound.title()} />
      <h1 id="not-found-title" className={pageTitle}>
        {LL.notFound.title()}
      </h1>
      <p className={css({ mb: "20px" })}>{LL.notFound.message()}</p>
      <Link to="/" className={button()}>
        {LL.notFound.home()}
      </Link>
    </section>
  )
}
