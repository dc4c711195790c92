import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { PageCard } from "./PageCard"

/** A public page of text kept on the server (terms, contact us). */
export const ServerText = (props: { readonly title: string; readonly text: string | undefined; readonly failed: boolean }) => {
  const { LL } = useI18nContext()
  return (
    <PageCard titleId="server-text-title" title={props.title}>
      {props.failed ? (
        <p role="alert" className={css({ color: "danger" })}>
          {LL.errors.connection()}
        </p>
      ) : props.text === undefined ? (
        <p role="status">{LL.common.loading()}</p>
      ) : (
        <div className={css({ whiteSpace: "pre-wrap", lineHeight: 1.6 })} data-testid="server-text">
          {props.text}
        </div>
      )}
    </PageCard>
  )
}
