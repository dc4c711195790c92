import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { PageTitle } from "../shared/PageTitle"
import { button } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

/** An address the portal does not know: said plainly, inside the shell, with the way home. */
export const NotFound = () => {
  const { LL } = useI18nContext()
  return (
    <PageCard titleId="not-found-title" title={LL.notFound.title()} testId="not-found">
      <PageTitle page={LL.notFound.title()} />
      <p className={css({ mb: "20px" })}>{LL.notFound.message()}</p>
      <Link to="/" className={button()}>
        {LL.notFound.home()}
      </Link>
    </PageCard>
  )
}
