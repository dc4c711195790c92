import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common"
import { dictionary as englishDictionary } from "@zxcvbn-ts/language-en"
import { dictionary as frenchDictionary } from "@zxcvbn-ts/language-fr"
import { commonPasswordGuesses, type PasswordCheck } from "./password"

/**
 * The estimate of how easily a password is guessed (zxcvbn-ts with its common-password list of
 * breached passwords and the English and French words, names and Wikipedia lists), offline: nothing
 * leaves the server or the browser. The server imports it at once; the browser loads it as its own
 * chunk when a screen with a new password opens (src/services/users/passwordCheck.ts), since its
 * dictionaries weigh more than the rest of the portal.
 */
let factory: ZxcvbnFactory | undefined

const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, ...frenchDictionary },
    graphs: adjacencyGraphs,
    // Few l33t substitutions at a time ("P@ssw0rd" is still found): with the default, a password of
    // 32 characters or more takes seconds to estimate, at the server and at each key in the browser.
    l33tMaxSubstitutions: 5
  }))

export const passwordCheck: PasswordCheck = (password, userInputs) => {
  const result = estimator().check(password, [...userInputs])
  return { score: result.score, common: result.guesses < commonPasswordGuesses }
}
