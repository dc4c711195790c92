import { useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { localizedText } from "../shared/localized"
import { usePortal } from "../shared/PortalContext"
import { button } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

/** Users who have not accepted the latest terms answer this before anything else. */
export const TermsAcceptance = () => {
  const { LL, locale } = useI18nContext()
  const { session } = usePortal()
  const terms = useSelector(session, (s) => s.context.terms)
  const saving = useSelector(session, (s) => s.hasTag("saving"))
  return (
    <PageCard titleId="terms-acceptance-title" title={LL.termsAcceptance.title()}>
      <p className={css({ mb: "16px" })}>{LL.termsAcceptance.intro()}</p>
      <div
        tabIndex={0}
        className={css({
          whiteSpace: "pre-wrap",
          maxHeight: "50vh",
          overflowY: "auto",
          border: "1px solid",
          borderColor: "border",
          p: "16px",
          borderRadius: "4px"
        })}
        data-testid="terms-text"
      >
        {terms ? localizedText(terms.textEn, terms.textFr, locale) : LL.common.loading()}
      </div>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "20px" })}>
        <button type="button" className={button()} disabled={saving || !terms} onClick={() => session.send({ type: "ACCEPT" })}>
          {saving ? LL.termsAcceptance.saving() : LL.termsAcceptance.accept()}
        </button>
        <button type="button" className={button({ tone: "secondary" })} onClick={() => session.send({ type: "SIGN_OUT" })}>
          {LL.termsAcceptance.decline()}
        </button>
      </div>
    </PageCard>
  )
}
