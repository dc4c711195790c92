import { useActorRef, useSelector } from "@xstate/react"
import type { publicContentMachine } from "../../machines/content/publicContentMachine"
import { useI18nContext } from "../../i18n/i18n-react"

/**
 * Server text for the language in use. The caller is keyed by the language, so a language change
 * starts the machine over and the text is loaded (and a system message shown) again.
 */
export const usePublicContent = <T>(machine: typeof publicContentMachine) => {
  const { locale } = useI18nContext()
  const actor = useActorRef(machine, { input: { language: locale } })
  return useSelector(actor, (s) => ({
    loading: s.hasTag("loading"),
    failed: s.hasTag("failed"),
    content: s.context.content as T | undefined
  }))
}
