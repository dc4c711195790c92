import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PortalFailure } from "../../services/api/portalFailure"
import {
  addSponsor,
  deleteClient,
  loadClientProfile,
  loadClients,
  removeSponsor,
  saveClient
} from "../../services/clients/clients"
import { showFailure, showNotice } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import { clientListMachine } from "./clientListMachine"
import { clientProfileMachine, type ClientConflict } from "./clientProfileMachine"

const success = (message: (LL: TranslationFunctions) => string) => showNotice({ severity: "success", message, long: false })
const error = (message: (LL: TranslationFunctions) => string) => showNotice({ severity: "error", message, long: false })
const notifyFailure = (_: unknown, { failure }: { failure: PortalFailure }) => showFailure(failure)

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
  actions: { notifyFailure }
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
    notifyCreated: () => success((LL) => LL.dashClients.notices.created()),
    notifyUpdated: () => success((LL) => LL.dashClients.notices.updated()),
    notifyDeleted: () => success((LL) => LL.dashClients.notices.deleted()),
    notifySponsorAdded: () => success((LL) => LL.dashClients.notices.sponsorAdded()),
    notifySponsorRemoved: () => success((LL) => LL.dashClients.notices.sponsorRemoved()),
    notifyNotSaved: () => error((LL) => LL.dashClients.notices.notSaved()),
    notifyConflict: (_, { conflict }) => error(conflictNotices[conflict]),
    notifyFailure
  }
})
