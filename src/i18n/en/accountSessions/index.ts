import type { BaseTranslation } from "../../i18n-types"

/** One's own sessions: see them and end any of them (ASVS 3.3.4). */
const en_accountSessions = {
  title: "Sessions",
  intro:
    "Where your account is signed in. End a session you do not recognize or no longer use: that browser will have to sign in again. Changing your password ends every session but this one.",
  columns: {
    browser: "Browser",
    address: "Address",
    started: "Started",
    lastUsed: "Last used",
    actions: "Actions"
  },
  current: "This session",
  unknownBrowser: "Unknown browser",
  unknownAddress: "Unknown",
  end: "End",
  endLabel: "End the session of {browser:string} from {address:string}",
  endOthers: "End all other sessions",
  confirmOneTitle: "End this session?",
  confirmOne: "{browser:string} from {address:string}, last used {lastUsed:string}, will have to sign in again.",
  confirmOthersTitle: "End all other sessions?",
  confirmOthers: "Every browser signed in to your account but this one will have to sign in again.",
  ending: "Ending…",
  ended: "The session has been ended.",
  othersEnded: "Your other sessions have been ended.",
  unavailable: "Your sessions could not be read.",
  retry: "Try again"
} satisfies BaseTranslation

export default en_accountSessions
