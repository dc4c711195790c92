import { Dialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import { Link } from "@tanstack/react-router"
import { Fragment } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { functionPages, type HeldFunction } from "../shared/functionRoutes"

const panel = css({
  position: "fixed",
  top: 0,
  left: 0,
  bottom: 0,
  width: "300px",
  maxWidth: "85vw",
  bg: "white",
  boxShadow: "xl",
  zIndex: 1001,
  p: "16px",
  overflowY: "auto"
})

const entry = css({
  display: "block",
  px: "12px",
  py: "10px",
  borderRadius: "4px",
  color: "fg",
  textDecoration: "none",
  _hover: { bg: "primary.subtle" },
  "&[data-status=active]": { bg: "primary.subtle", fontWeight: "700", color: "primary" }
})

export interface SideDrawerProps {
  readonly open: boolean
  readonly functions: ReadonlyArray<HeldFunction>
  /** The top bar hides Change password on a phone; the menu offers it there. */
  readonly showChangePassword: boolean
  /** The top bar offers Download my data on the widest screens only; the menu offers it on the others. */
  readonly onDownloadMyData: () => void
  readonly onClose: () => void
}

/** Home plus one entry per held function, sorted by sortOrder, each followed by the other pages it opens. */
export const SideDrawer = (props: SideDrawerProps) => {
  const { LL } = useI18nContext()
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => !d.open && props.onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: "fixed", inset: 0, bg: "rgba(0,0,0,0.3)", zIndex: 1000 })} />
        <Dialog.Positioner>
          <Dialog.Content className={panel} data-testid="side-drawer">
            <Dialog.Title className={css({ fontWeight: "700", color: "primary", mb: "12px" })}>{LL.shell.menu()}</Dialog.Title>
            <nav aria-label={LL.shell.navigation()}>
              <ul className={css({ listStyle: "none", p: 0, m: 0 })}>
                <li>
                  <Link to="/" className={entry} onClick={props.onClose} activeOptions={{ exact: true }}>
                    {LL.shell.home()}
                  </Link>
                </li>
                {props.functions.map((f) => (
                  <Fragment key={f.id}>
                    <li>
                      <Link to={f.path} className={entry} onClick={props.onClose}>
                        {LL.functions[f.name]()}
                      </Link>
                    </li>
                    {functionPages[f.name]?.map((page) => (
                      <li key={page.path}>
                        <Link to={page.path} className={entry} onClick={props.onClose}>
                          {LL.pageTitles[page.title]()}
                        </Link>
                      </li>
                    ))}
                  </Fragment>
                ))}
                {props.showChangePassword && (
                  <li className={css({ display: { base: "block", md: "none" } })}>
                    <Link to="/change-password" className={entry} onClick={props.onClose}>
                      {LL.shell.changePassword()}
                    </Link>
                  </li>
                )}
                <li className={css({ display: { base: "block", md: "none" } })}>
                  <Link to="/account/sessions" className={entry} onClick={props.onClose}>
                    {LL.shell.sessions()}
                  </Link>
                </li>
                <li className={css({ display: { base: "block", xl: "none" } })}>
                  <button
                    type="button"
                    className={`${entry} ${css({ width: "100%", textAlign: "left", bg: "transparent", border: "none", cursor: "pointer", font: "inherit" })}`}
                    onClick={() => {
                      props.onDownloadMyData()
                      props.onClose()
                    }}
                  >
                    {LL.shell.downloadMyData()}
                  </button>
                </li>
              </ul>
            </nav>
            <Dialog.CloseTrigger className={css({ mt: "16px", cursor: "pointer", color: "primary" })}>
              {LL.shell.closeMenu()}
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
