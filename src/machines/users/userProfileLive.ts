import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PortalFailure } from "../../services/api/portalFailure"
import { navigate } from "../../services/navigation"
import { showFailure, showNotice } from "../../services/notices"
import {
  copyProfiles,
  loadProfileChoices,
  loadProfileScreen,
  performAccountAction,
  reloadSignedInProfile,
  saveProfile
} from "../../services/users/userProfile"
import { fromEffect } from "../shared/effectActor"
import { accountActionMachine, type AccountAction } from "./accountActionMachine"
import { copyFromMachine } from "./copyFromMachine"
import { userProfileMachine, type ProfileMode } from "./userProfileMachine"

const success = (message: (LL: TranslationFunctions) => string) => showNotice({ severity: "success", message, long: false })
const error = (message: (LL: TranslationFunctions) => string) => showNotice({ severity: "error", message, long: false })

const doneNotices: Record<AccountAction, (LL: TranslationFunctions) => string> = {
  enable: (LL) => LL.userProfile.notices.enabled(),
  disable: (LL) => LL.userProfile.notices.disabled(),
  delete: (LL) => LL.userProfile.notices.deleted(),
  invite: (LL) => LL.userProfile.notices.invitationSent(),
  resetSecondFactor: (LL) => LL.userProfile.notices.secondFactorReset()
}

/** Enable, disable, delete and invite with their calls and notices (404 on delete or invite has its own words). */
export const accountActionLive = accountActionMachine.provide({
  actors: { perform: fromEffect(performAccountAction) },
  actions: {
    notifyDone: (_, { action }) => success(doneNotices[action]),
    notifyActionFailure: (_, { action, failure }) => {
      if (failure._tag === "NotFound" && action === "delete") error((LL) => LL.userProfile.notices.deleteNotFound())
      else if (failure._tag === "NotFound" && action === "invite") error((LL) => LL.userProfile.notices.inviteNotFound())
      else showFailure(failure)
    }
  }
})

/** Copy-from with its look-up. */
export const copyFromLive = copyFromMachine.provide({
  actors: { lookUp: fromEffect(copyProfiles) },
  actions: { notifyFailure: (_, { failure }: { failure: PortalFailure }) => showFailure(failure) }
})

/** Back where the profile was opened from (the search keeps its list); opened directly, the search itself. */
const goBack = () => {
  if (window.history.length > 1) window.history.back()
  else navigate("/user-administration")
}

/** The user profile with the portal's calls, notices and navigation. */
export const userProfileLive = userProfileMachine.provide({
  actors: {
    loadScreen: fromEffect(loadProfileScreen),
    loadChoices: fromEffect(loadProfileChoices),
    save: fromEffect(saveProfile),
    reloadSignedIn: fromEffect(() => reloadSignedInProfile),
    copyFrom: copyFromLive,
    accountAction: accountActionLive
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure),
    notifyPrivileges: () => error((LL) => LL.userProfile.notices.privileges()),
    notifyNotSaved: () => error((LL) => LL.userProfile.notices.notSaved()),
    notifySaved: (_, { mode }: { mode: ProfileMode }) =>
      success((LL) => (mode === "create" ? LL.userProfile.notices.created() : LL.userProfile.notices.updated())),
    scrollToTop: () => window.scrollTo({ top: 0 }),
    goBack,
    goHome: () => navigate("/")
  }
})
