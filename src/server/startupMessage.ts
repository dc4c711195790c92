import type { PortalConfigShape } from "./config"
import { demoSecondFactors } from "./demo/demoSecondFactors"
import { demoAccounts, demoPassword } from "./demo/demoWorld"

/**
 * What `npm start` prints once the portal listens: where it is, what it runs on and, with the demo
 * world, the accounts to sign in with. The invited account has no password until its invitation is
 * accepted, so it is named apart.
 */
export const startupMessage = (config: PortalConfigShape): string => {
  const lines = [
    `Driver and vehicle data portal: ${config.publicUrl}`,
    `  database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`}`,
    ...(config.readDatabaseUrl
      ? ["  searches and stored report reads: read replica (READ_DATABASE_URL), the primary while it does not answer"]
      : []),
    `  identity provider: ${config.oidcIssuer}`,
    `  API reference: ${config.publicUrl}/docs`
  ]
  if (config.demoData) {
    const invited = demoAccounts.filter((a) => a.invited)
    lines.push(
      `  demo accounts (password ${demoPassword}):`,
      ...demoAccounts.filter((a) => !a.invited).map((a) => `    ${a.email}`),
      ...(invited.length > 0
        ? ["  invited, with no password until the invitation is accepted:", ...invited.map((a) => `    ${a.email}`)]
        : [])
    )
    if (config.embeddedProvider && config.secondFactor === "administrators") {
      lines.push(
        "  demo administrators give a code after the password: add the key to an authenticator app, or run oathtool --totp -b KEY",
        ...demoSecondFactors.map((d) => `    ${d.userId}  TOTP key ${d.totpKey}`)
      )
    }
  }
  return lines.join("\n")
}
