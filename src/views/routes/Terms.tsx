import { createLazyRoute } from "@tanstack/react-router"
import { getTermsOfService } from "../../services/session/sessionApi"
import { useI18nContext } from "../../i18n/i18n-react"
import { localizedText } from "../app/localized"
import { usePublicContent } from "../app/usePublicContent"
import { ServerText } from "../ui/ServerText"

const Terms = () => {
  const { LL, locale } = useI18nContext()
  const { content, failed } = usePublicContent(() => getTermsOfService())
  return (
    <ServerText
      title={LL.terms.title()}
      text={content && localizedText(content.textEn, content.textFr, locale)}
      failed={failed}
    />
  )
}

export const Route = createLazyRoute("/terms")({ component: Terms })
