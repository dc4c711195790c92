import { createLazyRoute, Link, useMatches } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { button } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

/** A function's screen whose area is not built yet: it says so plainly instead of showing nothing. */
const FunctionScreen = () => {
  const { LL } = useI18nContext()
  const matches = useMatches()
  const name = matches.map((m) => m.staticData?.functionName).find(Boolean)
  return (
    <PageCard titleId="function-title" title={name ? LL.functions[name]() : LL.shell.changePassword()}>
      <p className={css({ mb: "20px" })}>{LL.common.notAvailableYet()}</p>
      <Link to="/" className={button()}>
        {LL.common.backHome()}
      </Link>
    </PageCard>
  )
}

export const Route = createLazyRoute("/driver-report")({ component: FunctionScreen })
