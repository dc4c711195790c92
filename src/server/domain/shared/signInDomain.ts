/** What the sign-in lookup knows of an account. */
export interface SignInAccount {
  readonly isIbcCredentials: boolean
  /** The organization's own identity domain: where its users sign in unless their e-mail domain is mapped. */
  readonly identityDomain: string
  /** The sign-in domain of the claims provider of the account's e-mail domain, if there is one. */
  readonly mappedDomain: string | null
}

/**
 * The b2CDomainName the sign-in lookup answers (document 1's sign-in, settings tab 1): bureau credentials
 * for an account that signs in with them; else the claims provider's sign-in domain of the e-mail's
 * domain; else the organization's own.
 */
export const signInDomainOf = (account: SignInAccount): string =>
  account.isIbcCredentials ? "bureau-credentials" : (account.mappedDomain ?? account.identityDomain)
