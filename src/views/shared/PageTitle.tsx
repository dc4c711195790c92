import { useI18nContext } from "../../i18n/i18n-react"

/**
 * The browser tab's title: the screen's name, then the portal's, in the language in use. React places
 * the newest title first in the head, so a screen's own title wins over the shell's.
 */
export const PageTitle = ({ page }: { readonly page: string }) => {
  const { LL } = useI18nContext()
  return <title>{LL.pageTitles.page({ page })}</title>
}
