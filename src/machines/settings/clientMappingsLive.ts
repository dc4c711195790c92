import {
  deleteClientMapping,
  issueClientSecret,
  loadClientMappings,
  loadMappingChoices,
  restoreClientMapping,
  saveClientMapping
} from "../../services/settings/clientMappings"
import { effectActors } from "../shared/effectActor"
import { errorNotices, showFailureNotice, successNotices } from "../shared/liveNotices"
import { clientMappingsMachine } from "./clientMappingsMachine"

/** Settings tab 2 with the portal's calls and notices. */
export const clientMappingsLive = clientMappingsMachine.provide({
  actors: effectActors({
    load: loadClientMappings,
    loadChoices: loadMappingChoices,
    save: saveClientMapping,
    remove: deleteClientMapping,
    restore: restoreClientMapping,
    issueSecret: issueClientSecret
  }),
  actions: {
    ...successNotices((LL) => LL.settings.clientMappings.notices, {
      notifySaved: "saved",
      notifyDeleted: "deleted",
      notifyRestored: "restored"
    }),
    ...errorNotices((LL) => LL.settings.clientMappings.notices, {
      notifyDuplicate: "duplicate",
      notifyNotSaved: "notSaved",
      notifySecretRefused: "secretRefused"
    }),
    notifyFailure: showFailureNotice
  }
})
