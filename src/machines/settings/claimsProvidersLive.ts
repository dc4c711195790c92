import type { TranslationFunctions } from "../../i18n/i18n-types"
import { deleteClaimsProvider, loadClaimsProviders, saveClaimsProvider } from "../../services/settings/claimsProviders"
import { showFailure, showNotice } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import { claimsProvidersMachine } from "./claimsProvidersMachine"

const notice = (severity: "success" | "error", message: (LL: TranslationFunctions) => string) =>
  showNotice({ severity, message, long: false })

/** Settings tab 1 with the portal's calls and notices. */
export const claimsProvidersLive = claimsProvidersMachine.provide({
  actors: {
    load: fromEffect(loadClaimsProviders),
    save: fromEffect(saveClaimsProvider),
    remove: fromEffect(deleteClaimsProvider)
  },
  actions: {
    notifySaved: () => notice("success", (LL) => LL.settings.claimsProviders.notices.saved()),
    notifyDeleted: () => notice("success", (LL) => LL.settings.claimsProviders.notices.deleted()),
    notifyDuplicate: () => notice("error", (LL) => LL.settings.claimsProviders.notices.duplicate()),
    notifyNotSaved: () => notice("error", (LL) => LL.settings.claimsProviders.notices.notSaved()),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
