import type { TranslationFunctions } from "../../i18n/i18n-types"
import { showFailure, showNotice } from "../../services/notices"
import { loadContent, saveContent, type ContentKind } from "../../services/settings/content"
import { fromEffect } from "../shared/effectActor"
import { contentTabMachine } from "./contentTabMachine"

const savedNotices: Record<ContentKind, (LL: TranslationFunctions) => string> = {
  contactUs: (LL) => LL.settings.notices.contactUsSaved(),
  termsOfService: (LL) => LL.settings.notices.termsPublished(),
  systemMessage: (LL) => LL.settings.notices.systemMessageSaved()
}

/** A content tab of the settings with the portal's calls and notices. */
export const contentTabLive = contentTabMachine.provide({
  actors: { load: fromEffect(loadContent), save: fromEffect(saveContent) },
  actions: {
    notifySaved: (_, { kind }) => showNotice({ severity: "success", message: savedNotices[kind], long: false }),
    notifyNotSaved: () => showNotice({ severity: "error", message: (LL) => LL.settings.notices.notSaved(), long: false }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
