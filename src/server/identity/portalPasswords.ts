import { Effect } from "effect"
import type { PortalConfigShape } from "../config"
import { findSignInAccountById, type SignInAccount } from "../db/identity/signInAccounts"
import { withDemoCarrier } from "./demoCarrier/laurentianCarrier"
import { carrierIssuerOfLogin } from "./federation/carrierAccounts"

/** The carriers' providers the portal trusts: FEDERATED_ISSUERS_FILE's, and in demo mode Laurentian General's. */
export const registeredIssuers = (config: PortalConfigShape) =>
  config.demoData ? withDemoCarrier(config) : config.federatedIssuers

/**
 * Whether an account signs in with a password the portal keeps, the one rule for who may change and
 * reset a password (docs/decisions.md): the embedded provider signs it in, it holds a password hash,
 * it is enabled, and its domain does not send it to a registered carrier's provider.
 */
export const holdsPortalPassword = (config: PortalConfigShape, account: SignInAccount | undefined) =>
  Effect.gen(function* () {
    if (!config.embeddedProvider || !account || account.isDisabled || account.sub === null || !account.passwordHash) return false
    return (yield* carrierIssuerOfLogin(registeredIssuers(config), account.userId)) === undefined
  })

/** The profile's mayChangePassword: the rule above for the signed-in account. */
export const mayChangePassword = (config: PortalConfigShape, id: number) =>
  Effect.flatMap(findSignInAccountById(id), (account) => holdsPortalPassword(config, account))
