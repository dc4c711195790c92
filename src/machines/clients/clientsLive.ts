import type { TranslationFunctions } from "../../i18n/i18n-types"
import {
  addSponsor,
  deleteClient,
  loadClientProfile,
  loadClients,
  removeSponsor,
  saveClient
} from "../../services/clients/clients"
import { fromEffect } from "../shared/effectActor"
import { errorNotice, showFailureNotice, successNotice } from "../shared/liveNotices"
import { clientListMachine } from "./clientListMachine"
import { clientProfileMachine, type ClientConflict } from "./clientProfileMachine"

const conflictNotices: Record<ClientConflict, (LL: TranslationFunctions) => string> = {
  duplicateName: (LL) => LL.dashClients.notices.duplicateName(),
  duplicateClientId: (LL) => LL.dashClients.notices.duplicateClientId(),
  assignedToUser: (LL) => LL.dashClients.notices.assignedToUser(),
  notModifiable: (LL) => LL.dashClients.notices.notModifiable(),
  lastSponsor: (LL) => LL.dashClients.notices.lastSponsor(),
  other: (LL) => LL.dashClients.notices.duplicateSponsor()
}

/** The client list with its call. */
export const clientListLive = clientListMachine.provide({
  actors: { loadClients: fromEffect(loadClients) },
  actions: { notifyFailure: showFailureNotice }
})

/** The client profile with the portal's calls and notices. */
export const clientProfileLive = clientProfileMachine.provide({
  actors: {
    load: fromEffect(loadClientProfile),
    save: fromEffect(saveClient),
    remove: fromEffect(deleteClient),
    addSponsor: fromEffect(addSponsor),
    removeSponsor: fromEffect(removeSponsor)
  },
  actions: {
    notifyCreated: () => successNotice((LL) => LL.dashClients.notices.created()),
    notifyUpdated: () => successNotice((LL) => LL.dashClients.notices.updated()),
    notifyDeleted: () => successNotice((LL) => LL.dashClients.notices.deleted()),
    notifySponsorAdded: () => successNotice((LL) => LL.dashClients.notices.sponsorAdded()),
    notifySponsorRemoved: () => successNotice((LL) => LL.dashClients.notices.sponsorRemoved()),
    notifyNotSaved: () => errorNotice((LL) => LL.dashClients.notices.notSaved()),
    notifyConflict: (_, { conflict }) => errorNotice(conflictNotices[conflict]),
    notifyFailure: showFailureNotice
  }
})
