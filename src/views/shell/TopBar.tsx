import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { useLanguage } from "../app/useLanguage"
import { button } from "../ui/styles"
import { Logo } from "./Logo"

const bar = css({
  bg: "primary",
  color: "white",
  display: "flex",
  alignItems: "center",
  gap: "12px",
  px: "20px",
  height: "64px",
  position: "sticky",
  top: 0,
  zIndex: 100
})

export interface TopBarProps {
  readonly signedIn: boolean
  readonly showChangePassword: boolean
  readonly onMenu: () => void
  readonly onSignOut: () => void
}

export const TopBar = (props: TopBarProps) => {
  const { LL } = useI18nContext()
  const { switchLanguage } = useLanguage()
  return (
    <header className={bar}>
      {props.signedIn && (
        <button type="button" className={button({ tone: "ghost" })} onClick={props.onMenu} aria-label={LL.shell.menu()}>
          ☰
        </button>
      )}
      <Link
        to="/"
        className={css({
          color: "white",
          display: "flex",
          alignItems: "center",
          gap: "4px",
          _focusVisible: { outline: "3px solid white", outlineOffset: "2px" }
        })}
      >
        <Logo inverted />
        <span className={css({ srOnly: true })}>{LL.shell.home()}</span>
      </Link>
      <span className={css({ flex: 1 })} />
      {props.showChangePassword && (
        <Link to="/change-password" className={button({ tone: "ghost" })}>
          {LL.shell.changePassword()}
        </Link>
      )}
      <button
        type="button"
        className={button({ tone: "ghost" })}
        onClick={switchLanguage}
        lang={LL.language.toggle() === "Français" ? "fr" : "en"}
        aria-label={LL.language.toggleLabel()}
        data-testid="language-toggle"
      >
        {LL.language.toggle()}
      </button>
      {props.signedIn && (
        <button type="button" className={button({ tone: "ghost" })} onClick={props.onSignOut}>
          {LL.shell.signOut()}
        </button>
      )}
    </header>
  )
}
