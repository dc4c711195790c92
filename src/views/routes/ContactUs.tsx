import { createLazyRoute } from "@tanstack/react-router"
import { getContactUs } from "../../services/session/sessionApi"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePublicContent } from "../app/usePublicContent"
import { ServerText } from "../ui/ServerText"

const ContactUs = () => {
  const { LL } = useI18nContext()
  const { content, failed } = usePublicContent((language) => getContactUs(language))
  return <ServerText title={LL.contactUs.title()} text={content?.text} failed={failed} />
}

export const Route = createLazyRoute("/contactUs")({ component: ContactUs })
