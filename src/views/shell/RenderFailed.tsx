import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"

/** A render failure shows the connection-lost message. */
export const RenderFailed = () => {
  const { LL } = useI18nContext()
  return (
    <p role="alert" className={css({ color: "danger", py: "32px", fontSize: "1.1rem" })}>
      {LL.errors.renderFailed()}
    </p>
  )
}
