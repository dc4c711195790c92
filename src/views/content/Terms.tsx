import { createLazyRoute } from "@tanstack/react-router"
import type { TermsOfService } from "../../api/platform/schemas"
import { termsOfServiceLive } from "../../machines/content/publicContentLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { localizedText } from "../shared/localized"
import { usePublicContent } from "./usePublicContent"
import { ServerText } from "../ui/ServerText"

const TermsText = () => {
  const { LL, locale } = useI18nContext()
  const { content, failed } = usePublicContent<TermsOfService>(termsOfServiceLive)
  return (
    <ServerText
      title={LL.terms.title()}
      text={content && localizedText(content.textEn, content.textFr, locale)}
      failed={failed}
    />
  )
}

const Terms = () => {
  const { locale } = useI18nContext()
  return <TermsText key={locale} />
}

export const Route = createLazyRoute("/terms")({ component: Terms })
