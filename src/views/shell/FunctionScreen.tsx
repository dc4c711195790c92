import { createLazyRoute, Link, useMatches } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { button, card, pageTitle } from "../ui/styles"

/** A function's screen whose area is not built yet: it says so plainly instead of showing nothing. */
const FunctionScreen = () => {
  const { LL } = useI18nContext()
  const matches = useMatches()
  const name = matches.map((m) => m.staticData?.functionName).find(Boolean)
  return (
    <section className={card} aria-labelledby="function-title">
      <h1 id="function-title" className={pageTitle}>
        {name ? LL.functions[name]() : LL.shell.changePassword()}
      </h1>
      <p className={css({ mb: "20px" })}>{LL.common.notAvailableYet()}</p>
      <Link to="/" className={button()}>
        {LL.common.backHome()}
      </Link>
    </section>
  )
}

export const Route = createLazyRoute("/driver-report")({ component: FunctionScreen })
