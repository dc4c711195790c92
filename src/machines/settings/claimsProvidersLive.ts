import { deleteClaimsProvider, loadClaimsProviders, saveClaimsProvider } from "../../services/settings/claimsProviders"
import { fromEffect } from "../shared/effectActor"
import { errorNotice, showFailureNotice, successNotice } from "../shared/liveNotices"
import { claimsProvidersMachine } from "./claimsProvidersMachine"

/** Settings tab 1 with the portal's calls and notices. */
export const claimsProvidersLive = claimsProvidersMachine.provide({
  actors: {
    load: fromEffect(loadClaimsProviders),
    save: fromEffect(saveClaimsProvider),
    remove: fromEffect(deleteClaimsProvider)
  },
  actions: {
    notifySaved: () => successNotice((LL) => LL.settings.claimsProviders.notices.saved()),
    notifyDeleted: () => successNotice((LL) => LL.settings.claimsProviders.notices.deleted()),
    notifyDuplicate: () => errorNotice((LL) => LL.settings.claimsProviders.notices.duplicate()),
    notifyNotSaved: () => errorNotice((LL) => LL.settings.claimsProviders.notices.notSaved()),
    notifyFailure: showFailureNotice
  }
})
