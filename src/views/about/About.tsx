import { createLazyRoute } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../shared/PortalContext"
import licences from "./licenses.json"
import { PageCard } from "../ui/PageCard"

// Long package names break rather than widen the page on a phone.
const cell = css({
  textAlign: "left",
  px: "12px",
  py: "6px",
  borderBottom: "1px solid",
  borderColor: "border",
  overflowWrap: "anywhere"
})

const About = () => {
  const { LL } = useI18nContext()
  const { config } = usePortal()
  return (
    <PageCard titleId="about-title" title={LL.about.title()}>
      <p className={css({ fontSize: "1.2rem", fontWeight: "600" })}>{LL.common.appName()}</p>
      <p className={css({ color: "fg.muted", mb: "8px" })}>{LL.about.subtitle()}</p>
      <p data-testid="app-version">{LL.about.version({ version: config.version })}</p>
      <h2 className={css({ fontSize: "1.3rem", fontWeight: "700", mt: "24px", mb: "8px" })}>{LL.about.licences()}</h2>
      <table className={css({ borderCollapse: "collapse", width: "100%" })} data-testid="licences">
        <thead>
          <tr>
            <th className={cell}>{LL.about.licenceName()}</th>
            <th className={cell}>{LL.about.licenceVersion()}</th>
            <th className={cell}>{LL.about.licenceType()}</th>
          </tr>
        </thead>
        <tbody>
          {(licences as ReadonlyArray<{ name: string; version: string; license: string }>).map((l) => (
            <tr key={`${l.name}@${l.version}`}>
              <td className={cell}>{l.name}</td>
              <td className={cell}>{l.version}</td>
              <td className={cell}>{l.license}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageCard>
  )
}

export const Route = createLazyRoute("/about")({ component: About })
