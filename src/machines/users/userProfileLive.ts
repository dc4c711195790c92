import { navigate } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import {
  copyProfiles,
  loadProfileChoices,
  loadProfileScreen,
  performAccountAction,
  reloadSignedInProfile,
  saveProfile
} from "../../services/users/userProfile"
import { effectActors, fromEffect } from "../shared/effectActor"
import { errorNotice, errorNotices, messagesBy, showFailureNotice, successNotice } from "../shared/liveNotices"
import { accountActionMachine } from "./accountActionMachine"
import { copyFromMachine } from "./copyFromMachine"
import { userProfileMachine, type ProfileMode } from "./userProfileMachine"

const doneNotice = messagesBy((LL) => LL.userProfile.notices, {
  enable: "enabled",
  disable: "disabled",
  delete: "deleted",
  invite: "invitationSent",
  resetSecondFactor: "secondFactorReset"
})

/** Enable, disable, delete and invite with their calls and notices (404 on delete or invite has its own words). */
export const accountActionLive = accountActionMachine.provide({
  actors: effectActors({ perform: performAccountAction }),
  actions: {
    notifyDone: (_, { action }) => successNotice(doneNotice(action)),
    notifyActionFailure: (_, { action, failure }) => {
      if (failure._tag === "NotFound" && action === "delete") errorNotice((LL) => LL.userProfile.notices.deleteNotFound())
      else if (failure._tag === "NotFound" && action === "invite") errorNotice((LL) => LL.userProfile.notices.inviteNotFound())
      else showFailure(failure)
    }
  }
})

/** Copy-from with its look-up. */
export const copyFromLive = copyFromMachine.provide({
  actors: effectActors({ lookUp: copyProfiles }),
  actions: { notifyFailure: showFailureNotice }
})

/** Back where the profile was opened from (the search keeps its list); opened directly, the search itself. */
const goBack = () => {
  if (window.history.length > 1) window.history.back()
  else navigate("/user-administration")
}

/** The user profile with the portal's calls, notices and navigation. */
export const userProfileLive = userProfileMachine.provide({
  actors: {
    ...effectActors({ loadScreen: loadProfileScreen, loadChoices: loadProfileChoices, save: saveProfile }),
    reloadSignedIn: fromEffect(() => reloadSignedInProfile),
    copyFrom: copyFromLive,
    accountAction: accountActionLive
  },
  actions: {
    notifyFailure: showFailureNotice,
    ...errorNotices((LL) => LL.userProfile.notices, { notifyPrivileges: "privileges", notifyNotSaved: "notSaved" }),
    notifySaved: (_, { mode }: { mode: ProfileMode }) =>
      successNotice((LL) => (mode === "create" ? LL.userProfile.notices.created() : LL.userProfile.notices.updated())),
    scrollToTop: () => window.scrollTo({ top: 0 }),
    goBack,
    goHome: () => navigate("/")
  }
})
