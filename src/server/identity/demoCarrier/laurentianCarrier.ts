import { demoPassword, type PortalConfigShape } from "../../config"
import { federatedCallbackPath } from "../federation/federatedSignIn"
import type { FederatedIssuer } from "../../shared/issuerRegistry"
import { makeCarrierProvider, type CarrierAccount } from "./carrierProvider"

/**
 * The demo world's carrier with an identity provider of its own: Laurentian General's staff sign in
 * there (settings tab 1 maps laurentian.example to login.laurentian.example). Served by the portal in
 * demo mode only, under its own path.
 */
export const demoCarrierMountPath = "/demo-carrier/laurentian/oidc"
export const demoCarrierSignInDomain = "login.laurentian.example"
const demoCarrierClientId = "driver-vehicle-data-portal"

/** Laurentian's people at their own provider, with the demo password; the last one has no portal account. */
export const demoCarrierAccounts: ReadonlyArray<CarrierAccount> = [
  { login: "reviewer@laurentian.example", email: "reviewer@laurentian.example", name: "Élise Arsenault", password: demoPassword },
  { login: "f.macleod@laurentian.example", email: "f.macleod@laurentian.example", name: "Fiona MacLeod", password: demoPassword },
  {
    login: "j.tremblay@laurentian.example",
    email: "j.tremblay@laurentian.example",
    name: "Julien Tremblay",
    password: demoPassword
  }
]

/** The registry with the demo carrier in it, unless FEDERATED_ISSUERS_FILE names its sign-in domain itself. */
export const withDemoCarrier = (config: PortalConfigShape): ReadonlyArray<FederatedIssuer> =>
  config.federatedIssuers.some((issuer) => issuer.signInDomain === demoCarrierSignInDomain)
    ? config.federatedIssuers
    : [
        ...config.federatedIssuers,
        {
          signInDomain: demoCarrierSignInDomain,
          issuer: `${config.publicUrl}${demoCarrierMountPath}`,
          clientId: demoCarrierClientId,
          clientSecret: undefined,
          emailClaim: "email",
          // Demo mode never runs in production; the carrier is the portal itself.
          allowInsecureRequests: config.publicUrl.startsWith("http:")
        }
      ]

export const makeDemoCarrier = (config: PortalConfigShape) =>
  makeCarrierProvider({
    origin: config.publicUrl,
    mountPath: demoCarrierMountPath,
    brand: { en: "Laurentian General", fr: "Laurentienne générale" },
    accounts: demoCarrierAccounts,
    clients: [{ clientId: demoCarrierClientId, redirectUri: `${config.publicUrl}${federatedCallbackPath}` }],
    cookieKeys: config.cookieKeys
  })
