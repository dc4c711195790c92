import { Link } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { useLanguage } from "../shared/useLanguage"
import { button } from "../ui/styles"

// On a phone the bar keeps its buttons narrow; Change password moves to the menu.
const barButton = css({ px: { base: "10px", sm: "20px" }, whiteSpace: "nowrap" })
const wideOnly = css({ display: { base: "none", md: "inline-flex" } })
// Download my data shows in the bar on the widest screens only; the menu offers it on the others.
const widestOnly = css({ display: { base: "none", xl: "inline-flex" } })
const logoName = css({ "& [data-logo-name]": { display: { base: "none", sm: "inline" } } })
import { Logo } from "../ui/Logo"

const bar = css({
  bg: "primary",
  color: "white",
  display: "flex",
  alignItems: "center",
  gap: { base: "4px", sm: "12px" },
  px: { base: "4px", sm: "20px" },
  height: "64px",
  position: "sticky",
  top: 0,
  zIndex: 100
})

export interface TopBarProps {
  readonly signedIn: boolean
  readonly showChangePassword: boolean
  readonly onMenu: () => void
  /** Saves the signed-in person's own data as a JSON file (GET /Account/MyData). */
  readonly onDownloadMyData: () => void
  readonly downloadingMyData: boolean
  readonly onSignOut: () => void
}

export const TopBar = (props: TopBarProps) => {
  const { LL } = useI18nContext()
  const { switchLanguage } = useLanguage()
  return (
    <header className={bar}>
      {props.signedIn && (
        <button
          type="button"
          className={`${button({ tone: "ghost" })} ${barButton}`}
          onClick={props.onMenu}
          aria-label={LL.shell.menu()}
        >
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
          minWidth: 0,
          _focusVisible: { outline: "3px solid white", outlineOffset: "2px" }
        })}
      >
        <span className={props.signedIn ? logoName : undefined}>
          <Logo inverted />
        </span>
        <span className={css({ srOnly: true })}>{LL.shell.home()}</span>
      </Link>
      <span className={css({ flex: 1 })} />
      {props.showChangePassword && (
        <Link to="/change-password" className={`${button({ tone: "ghost" })} ${wideOnly}`}>
          {LL.shell.changePassword()}
        </Link>
      )}
      {props.signedIn && (
        <Link to="/account/sessions" className={`${button({ tone: "ghost" })} ${wideOnly}`}>
          {LL.shell.sessions()}
        </Link>
      )}
      {props.signedIn && (
        <button
          type="button"
          className={`${button({ tone: "ghost" })} ${widestOnly}`}
          onClick={props.onDownloadMyData}
          disabled={props.downloadingMyData}
          aria-busy={props.downloadingMyData}
        >
          {LL.shell.downloadMyData()}
        </button>
      )}
      <button
        type="button"
        className={`${button({ tone: "ghost" })} ${barButton}`}
        onClick={switchLanguage}
        lang={LL.language.toggle() === "Français" ? "fr" : "en"}
        aria-label={LL.language.toggleLabel()}
        data-testid="language-toggle"
      >
        {LL.language.toggle()}
      </button>
      {props.signedIn && (
        <button type="button" className={`${button({ tone: "ghost" })} ${barButton}`} onClick={props.onSignOut}>
          {LL.shell.signOut()}
        </button>
      )}
    </header>
  )
}
