import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PortalFailure } from "../../services/api/portalFailure"
import { showFailure, showNotice } from "../../services/notices"

/** The notices a live module gives its machine's `notify…` actions: short, in the user's language. */

type Message = (LL: TranslationFunctions) => string

export const successNotice = (message: Message) => showNotice({ severity: "success", message, long: false })

export const errorNotice = (message: Message) => showNotice({ severity: "error", message, long: false })

/** The generic handler of document 1 section 8, for a machine's `notifyFailure`. */
export const showFailureNotice = (_: unknown, { failure }: { readonly failure: PortalFailure }) => showFailure(failure)

type NoticeKey<Area> = { [Key in keyof Area]: Area[Key] extends () => string ? Key : never }[keyof Area]

/** The message of each of a set of values (a conflict, an action), named by its notice's key in `area`. */
export const messagesBy =
  <Area, const Value extends string>(area: (LL: TranslationFunctions) => Area, keys: Record<Value, NoticeKey<Area>>) =>
  (value: Value): Message =>
  (LL) =>
    (area(LL)[keys[value]] as () => string)()

const noticesBy =
  (show: (message: Message) => void) =>
  <Area, const Action extends string>(area: (LL: TranslationFunctions) => Area, actions: Record<Action, NoticeKey<Area>>) => {
    const message = messagesBy(area, actions)
    return Object.fromEntries(Object.keys(actions).map((action) => [action, () => show(message(action as Action))])) as Record<
      Action,
      () => void
    >
  }

/** `notify…` actions that each show one of an area's notices: each action names its notice's key in `area`. */
export const successNotices = noticesBy(successNotice)
export const errorNotices = noticesBy(errorNotice)
