import {
  addSponsor,
  deleteClient,
  loadClientProfile,
  loadClients,
  removeSponsor,
  saveClient
} from "../../services/clients/clients"
import { effectActors, fromEffect } from "../shared/effectActor"
import { errorNotice, errorNotices, messagesBy, showFailureNotice, successNotices } from "../shared/liveNotices"
import { clientListMachine } from "./clientListMachine"
import { clientProfileMachine } from "./clientProfileMachine"

const conflictNotice = messagesBy((LL) => LL.dashClients.notices, {
  duplicateName: "duplicateName",
  duplicateClientId: "duplicateClientId",
  assignedToUser: "assignedToUser",
  notModifiable: "notModifiable",
  lastSponsor: "lastSponsor",
  other: "duplicateSponsor"
})

/** The client list with its call. */
export const clientListLive = clientListMachine.provide({
  actors: { loadClients: fromEffect(loadClients) },
  actions: { notifyFailure: showFailureNotice }
})

/** The client profile with the portal's calls and notices. */
export const clientProfileLive = clientProfileMachine.provide({
  actors: effectActors({ load: loadClientProfile, save: saveClient, remove: deleteClient, addSponsor, removeSponsor }),
  actions: {
    ...successNotices((LL) => LL.dashClients.notices, {
      notifyCreated: "created",
      notifyUpdated: "updated",
      notifyDeleted: "deleted",
      notifySponsorAdded: "sponsorAdded",
      notifySponsorRemoved: "sponsorRemoved"
    }),
    ...errorNotices((LL) => LL.dashClients.notices, { notifyNotSaved: "notSaved" }),
    notifyConflict: (_, { conflict }) => errorNotice(conflictNotice(conflict)),
    notifyFailure: showFailureNotice
  }
})
