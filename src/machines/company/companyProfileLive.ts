import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PortalFailure } from "../../services/api/portalFailure"
import {
  deleteItem,
  loadCompanies,
  loadCompanyProfile,
  loadOptions,
  loadOrganizations,
  saveCredentials,
  saveItem
} from "../../services/company/companyProfile"
import { showFailure, showNotice } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import type { ItemKind } from "./companyItems"
import { companyProfileMachine } from "./companyProfileMachine"
import { deleteItemMachine } from "./deleteItemMachine"
import { itemDialogMachine } from "./itemDialogMachine"

const success = (message: (LL: TranslationFunctions) => string) => showNotice({ severity: "success", message, long: false })
const error = (message: (LL: TranslationFunctions) => string) => showNotice({ severity: "error", message, long: false })
const notifyFailure = (_: unknown, { failure }: { failure: PortalFailure }) => showFailure(failure)

const deletedNotices: Record<ItemKind, (LL: TranslationFunctions) => string> = {
  unit: (LL) => LL.companyProfile.notices.unitDeleted(),
  option: (LL) => LL.companyProfile.notices.optionDeleted(),
  domain: (LL) => LL.companyProfile.notices.domainDeleted(),
  recipient: (LL) => LL.companyProfile.notices.recipientDeleted()
}

/** An add or edit dialog with its save and notices. */
export const itemDialogLive = itemDialogMachine.provide({
  actors: { save: fromEffect(saveItem) },
  actions: {
    notifySaved: () => success((LL) => LL.companyProfile.notices.saved()),
    notifyDuplicate: () => error((LL) => LL.companyProfile.notices.duplicate()),
    notifyNotSaved: () => error((LL) => LL.companyProfile.notices.notSaved()),
    notifyFailure
  }
})

/** The delete confirmation with its call and notices. */
export const deleteItemLive = deleteItemMachine.provide({
  actors: { remove: fromEffect(deleteItem) },
  actions: {
    notifyDeleted: (_, { kind }) => success(deletedNotices[kind]),
    notifyLinkedToUsers: () => error((LL) => LL.companyProfile.notices.linkedToUsers()),
    notifyFailure
  }
})

/** The company profile with the portal's calls and notices. */
export const companyProfileLive = companyProfileMachine.provide({
  actors: {
    loadOrganizations: fromEffect(loadOrganizations),
    loadCompanies: fromEffect(loadCompanies),
    loadProfile: fromEffect(loadCompanyProfile),
    loadOptions: fromEffect(loadOptions),
    saveCredentials: fromEffect(saveCredentials),
    itemDialog: itemDialogLive,
    deleteItem: deleteItemLive
  },
  actions: {
    notifyFailure,
    notifyCredentialsSaved: () => success((LL) => LL.companyProfile.notices.credentialsSaved())
  }
})
