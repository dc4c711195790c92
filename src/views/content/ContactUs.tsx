import { createLazyRoute } from "@tanstack/react-router"
import type { ContactUs as ContactUsText } from "../../api/platform/schemas"
import { contactUsLive } from "../../machines/content/publicContentLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePublicContent } from "./usePublicContent"
import { ServerText } from "../ui/ServerText"

const ContactUsContent = () => {
  const { LL } = useI18nContext()
  const { content, failed } = usePublicContent<ContactUsText>(contactUsLive)
  return <ServerText title={LL.contactUs.title()} text={content?.text} failed={failed} />
}

const ContactUs = () => {
  const { locale } = useI18nContext()
  return <ContactUsContent key={locale} />
}

export const Route = createLazyRoute("/contactUs")({ component: ContactUs })
