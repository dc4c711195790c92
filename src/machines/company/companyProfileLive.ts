import type { TranslationFunctions } from "../../i18n/i18n-types"
import {
  deleteItem,
  loadCompanies,
  loadCompanyProfile,
  loadOptions,
  loadOrganizations,
  saveCredentials,
  saveItem
} from "../../services/company/companyProfile"
import { fromEffect } from "../shared/effectActor"
import { errorNotice, showFailureNotice, successNotice } from "../shared/liveNotices"
import type { ItemKind } from "./companyItems"
import { companyProfileMachine } from "./companyProfileMachine"
import { deleteItemMachine } from "./deleteItemMachine"
import { itemDialogMachine } from "./itemDialogMachine"

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
    notifySaved: () => successNotice((LL) => LL.companyProfile.notices.saved()),
    notifyDuplicate: () => errorNotice((LL) => LL.companyProfile.notices.duplicate()),
    notifyNotSaved: () => errorNotice((LL) => LL.companyProfile.notices.notSaved()),
    notifyFailure: showFailureNotice
  }
})

/** The delete confirmation with its call and notices. */
export const deleteItemLive = deleteItemMachine.provide({
  actors: { remove: fromEffect(deleteItem) },
  actions: {
    notifyDeleted: (_, { kind }) => successNotice(deletedNotices[kind]),
    notifyLinkedToUsers: () => errorNotice((LL) => LL.companyProfile.notices.linkedToUsers()),
    notifyFailure: showFailureNotice
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
    notifyFailure: showFailureNotice,
    notifyCredentialsSaved: () => successNotice((LL) => LL.companyProfile.notices.credentialsSaved())
  }
})
