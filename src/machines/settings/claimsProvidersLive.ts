import { deleteClaimsProvider, loadClaimsProviders, saveClaimsProvider } from "../../services/settings/claimsProviders"
import { effectActors } from "../shared/effectActor"
import { errorNotices, showFailureNotice, successNotices } from "../shared/liveNotices"
import { claimsProvidersMachine } from "./claimsProvidersMachine"

/** Settings tab 1 with the portal's calls and notices. */
export const claimsProvidersLive = claimsProvidersMachine.provide({
  actors: effectActors({ load: loadClaimsProviders, save: saveClaimsProvider, remove: deleteClaimsProvider }),
  actions: {
    ...successNotices((LL) => LL.settings.claimsProviders.notices, { notifySaved: "saved", notifyDeleted: "deleted" }),
    ...errorNotices((LL) => LL.settings.claimsProviders.notices, { notifyDuplicate: "duplicate", notifyNotSaved: "notSaved" }),
    notifyFailure: showFailureNotice
  }
})
