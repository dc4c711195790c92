import {
  deleteClientMapping,
  issueClientSecret,
  loadClientMappings,
  loadMappingChoices,
  restoreClientMapping,
  saveClientMapping
} from "../../services/settings/clientMappings"
import { fromEffect } from "../shared/effectActor"
import { errorNotice, showFailureNotice, successNotice } from "../shared/liveNotices"
import { clientMappingsMachine } from "./clientMappingsMachine"

/** Settings tab 2 with the portal's calls and notices. */
export const clientMappingsLive = clientMappingsMachine.provide({
  actors: {
    load: fromEffect(loadClientMappings),
    loadChoices: fromEffect(loadMappingChoices),
    save: fromEffect(saveClientMapping),
    remove: fromEffect(deleteClientMapping),
    restore: fromEffect(restoreClientMapping),
    issueSecret: fromEffect(issueClientSecret)
  },
  actions: {
    notifySaved: () => successNotice((LL) => LL.settings.clientMappings.notices.saved()),
    notifyDeleted: () => successNotice((LL) => LL.settings.clientMappings.notices.deleted()),
    notifyRestored: () => successNotice((LL) => LL.settings.clientMappings.notices.restored()),
    notifyDuplicate: () => errorNotice((LL) => LL.settings.clientMappings.notices.duplicate()),
    notifyNotSaved: () => errorNotice((LL) => LL.settings.clientMappings.notices.notSaved()),
    notifySecretRefused: () => errorNotice((LL) => LL.settings.clientMappings.notices.secretRefused()),
    notifyFailure: showFailureNotice
  }
})
