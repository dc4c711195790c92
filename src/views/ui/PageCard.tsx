import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import type { Namespaces, TranslationFunctions } from "../../i18n/i18n-types"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "./Waiting"
import { card, pageTitle } from "./styles"

/** A page on one card, named by its h1: a message page, a form page, a search page. */
export const PageCard = ({
  titleId,
  title,
  testId,
  children
}: {
  /** The h1's id, which names the section. */
  readonly titleId: string
  readonly title: string
  readonly testId?: string
  readonly children: ReactNode
}) => (
  <section className={card} aria-labelledby={titleId} data-testid={testId}>
    <h1 id={titleId} className={pageTitle}>
      {title}
    </h1>
    {children}
  </section>
)

/**
 * A page on one card whose area's texts load with it: the wait until they are there, then its title,
 * a paragraph of introduction and its content.
 */
export const IntroPage = ({
  namespace,
  titleId,
  texts,
  children
}: {
  readonly namespace: Namespaces
  readonly titleId: string
  readonly texts: (LL: TranslationFunctions) => { readonly title: string; readonly intro: string }
  readonly children: ReactNode
}) => {
  const ready = useNamespace(namespace)
  const { LL } = useI18nContext()
  if (!ready) return <Waiting label={LL.common.loading()} />
  const { title, intro } = texts(LL)
  return (
    <PageCard titleId={titleId} title={title}>
      <p className={css({ mb: "20px" })}>{intro}</p>
      {children}
    </PageCard>
  )
}
