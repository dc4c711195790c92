import { createLazyRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { css } from "styled-system/css"
import { formatReportDate } from "../../i18n/reportFormat"
import { useI18nContext } from "../../i18n/i18n-react"
import { heldFunctions } from "../shared/functionRoutes"
import { localizedName } from "../shared/localized"
import { usePortal } from "../shared/PortalContext"
import { UnreadBadge } from "../corrections/ninetyDays/UnreadBadge"
import { SystemMessageBand } from "../content/SystemMessageBand"
import { pageTitle } from "../ui/styles"

const tile = css({
  display: "flex",
  flexDirection: "column",
  gap: "8px",
  bg: "white",
  border: "1px solid",
  borderColor: "border",
  borderTop: "6px solid",
  borderTopColor: "primary",
  borderRadius: "8px",
  p: "20px",
  minHeight: "140px",
  color: "fg",
  textDecoration: "none",
  boxShadow: "sm",
  _hover: { boxShadow: "md", borderTopColor: "accent" },
  _focusVisible: { outline: "3px solid", outlineColor: "accent" }
})

const Home = () => {
  const { LL, locale } = useI18nContext()
  const { session } = usePortal()
  const organizations = useSelector(session, (s) => s.context.organizations)
  const profile = useSelector(session, (s) => s.context.profile)
  const functions = useSelector(session, (s) => s.context.functions)
  const tiles = useMemo(() => (profile ? heldFunctions(profile, functions) : []), [profile, functions])
  if (!profile) return null
  const employer = organizations.find((o) => o.id === profile.organizationId)
  return (
    <>
      <h1 className={pageTitle} data-testid="welcome">
        {LL.home.welcome({ firstName: profile.firstName })}
      </h1>
      {employer && (
        <p className={css({ fontSize: "1.1rem", fontWeight: "600" })} data-testid="organization">
          {localizedName(employer, locale)}
        </p>
      )}
      <p className={css({ mb: "20px", color: "fg.muted" })} data-testid="last-sign-in">
        {profile.previousLogin
          ? LL.home.lastSignIn({
              date: formatReportDate(profile.previousLogin, Intl.DateTimeFormat().resolvedOptions().timeZone)
            })
          : LL.home.firstSignIn()}
      </p>
      <SystemMessageBand />
      <h2 className={css({ srOnly: true })}>{LL.home.tiles()}</h2>
      <ul
        className={css({
          listStyle: "none",
          p: 0,
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(min(300px, 100%), 1fr))",
          gap: "20px"
        })}
        data-testid="tiles"
      >
        {tiles.map((f) => (
          <li key={f.id}>
            <Link to={f.path} className={tile} data-testid={`tile-${f.name}`}>
              <span className={css({ fontSize: "1.2rem", fontWeight: "700", color: "primary" })}>{LL.functions[f.name]()}</span>
              <span>{LL.functionDescriptions[f.name]()}</span>
              {f.name === "ninetyDaysReport" && <UnreadBadge />}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

export const Route = createLazyRoute("/")({ component: Home })
