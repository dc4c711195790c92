import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import { publicContentMachine } from "../../machines/content/publicContentMachine"
import { useI18nContext } from "../../i18n/i18n-react"

/** Server text for the language in use, reloaded when the language changes. */
export const usePublicContent = <T>(load: (language: "en" | "fr") => Promise<T>) => {
  const { locale } = useI18nContext()
  const actor = useActorRef(
    publicContentMachine.provide({
      actors: { load: fromPromise<unknown, { language: "en" | "fr" }>(({ input }) => load(input.language)) }
    }),
    { input: { language: locale } }
  )
  useEffect(() => {
    if (actor.getSnapshot().context.language !== locale) actor.send({ type: "LANGUAGE_CHANGED", language: locale })
  }, [actor, locale])
  return useSelector(actor, (s) => ({
    loading: s.matches("loading"),
    failed: s.matches("failed"),
    content: s.context.content as T | undefined,
    // The language change re-shows server text (the system message band is shown again).
    language: s.context.language
  }))
}
