import type { TranslationFunctions } from "../../i18n/i18n-types"
import { showFailure, showNotice } from "../../services/notices"
import {
  deleteClientMapping,
  issueClientSecret,
  loadClientMappings,
  loadMappingChoices,
  restoreClientMapping,
  saveClientMapping
} from "../../services/settings/clientMappings"
import { fromEffect } from "../shared/effectActor"
import { clientMappingsMachine } from "./clientMappingsMachine"

const notice = (severity: "success" | "error", message: (LL: TranslationFunctions) => string) =>
  showNotice({ severity, message, long: false })

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
    notifySaved: () => notice("success", (LL) => LL.settings.clientMappings.notices.saved()),
    notifyDeleted: () => notice("success", (LL) => LL.settings.clientMappings.notices.deleted()),
    notifyRestored: () => notice("success", (LL) => LL.settings.clientMappings.notices.restored()),
    notifyDuplicate: () => notice("error", (LL) => LL.settings.clientMappings.notices.duplicate()),
    notifyNotSaved: () => notice("error", (LL) => LL.settings.clientMappings.notices.notSaved()),
    notifySecretRefused: () => notice("error", (LL) => LL.settings.clientMappings.notices.secretRefused()),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
