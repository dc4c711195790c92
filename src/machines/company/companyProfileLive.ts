import {
  deleteItem,
  loadCompanies,
  loadCompanyProfile,
  loadOptions,
  loadOrganizations,
  saveCredentials,
  saveItem
} from "../../services/company/companyProfile"
import { effectActors } from "../shared/effectActor"
import { errorNotices, messagesBy, showFailureNotice, successNotice, successNotices } from "../shared/liveNotices"
import { companyProfileMachine } from "./companyProfileMachine"
import { deleteItemMachine } from "./deleteItemMachine"
import { itemDialogMachine } from "./itemDialogMachine"

const deletedNotice = messagesBy((LL) => LL.companyProfile.notices, {
  unit: "unitDeleted",
  option: "optionDeleted",
  domain: "domainDeleted",
  recipient: "recipientDeleted"
})

/** An add or edit dialog with its save and notices. */
export const itemDialogLive = itemDialogMachine.provide({
  actors: effectActors({ save: saveItem }),
  actions: {
    ...successNotices((LL) => LL.companyProfile.notices, { notifySaved: "saved" }),
    ...errorNotices((LL) => LL.companyProfile.notices, { notifyDuplicate: "duplicate", notifyNotSaved: "notSaved" }),
    notifyFailure: showFailureNotice
  }
})

/** The delete confirmation with its call and notices. */
export const deleteItemLive = deleteItemMachine.provide({
  actors: effectActors({ remove: deleteItem }),
  actions: {
    notifyDeleted: (_, { kind }) => successNotice(deletedNotice(kind)),
    ...errorNotices((LL) => LL.companyProfile.notices, { notifyLinkedToUsers: "linkedToUsers" }),
    notifyFailure: showFailureNotice
  }
})

/** The company profile with the portal's calls and notices. */
export const companyProfileLive = companyProfileMachine.provide({
  actors: {
    ...effectActors({
      loadOrganizations,
      loadCompanies,
      loadProfile: loadCompanyProfile,
      loadOptions,
      saveCredentials,
      saveReuse: saveCredentials
    }),
    itemDialog: itemDialogLive,
    deleteItem: deleteItemLive
  },
  actions: {
    notifyFailure: showFailureNotice,
    ...successNotices((LL) => LL.companyProfile.notices, {
      notifyCredentialsSaved: "credentialsSaved",
      notifyReuseSaved: "reuseSaved"
    })
  }
})
