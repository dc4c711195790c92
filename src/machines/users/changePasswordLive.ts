import { showFailure, showNotice } from "../../services/notices"
import { fromCallback } from "xstate"
import { changeMyPassword } from "../../services/users/password"
import { loadPasswordCheck } from "../../services/users/passwordCheck"
import { fromEffect } from "../shared/effectActor"
import { changePasswordMachine } from "./changePasswordMachine"

/** Change password with the portal's call and the shell's notices. */
export const changePasswordLive = changePasswordMachine.provide({
  actors: {
    changePassword: fromEffect(changeMyPassword),
    passwordCheck: fromCallback(({ sendBack }) => {
      let open = true
      loadPasswordCheck().then(
        (check) => open && sendBack({ type: "PASSWORD_CHECK_READY", check }),
        () => undefined
      )
      return () => {
        open = false
      }
    })
  },
  actions: {
    notifyChanged: () => showNotice({ severity: "success", message: (LL) => LL.changePassword.changed(), long: false }),
    notifyRefused: () => showNotice({ severity: "error", message: (LL) => LL.changePassword.refused(), long: false }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
