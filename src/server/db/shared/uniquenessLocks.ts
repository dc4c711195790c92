import { execute } from "./statements"

/**
 * Transaction locks for the writes that check a record is not taken before they store it: two such
 * transactions at once would both find it free. The lock is held until the transaction ends, so the
 * second one checks after the first has committed and is refused as a duplicate, never a 500.
 */
const lockKinds = { userIdentities: 1, companyItems: 2, clients: 3, signInMappings: 4 } as const

const lock = (kind: keyof typeof lockKinds, id: number) =>
  execute((sql) => sql`SELECT pg_advisory_xact_lock(${lockKinds[kind]}::int, ${id}::int)`)

/** Before a User ID or e-mail is checked and stored: accounts are unique across the portal. */
export const lockUserIdentities = lock("userIdentities", 0)

/** Before a unit, option, domain, recipient or setting of an organization's companies is checked and stored. */
export const lockCompanyItems = (organizationId: number) => lock("companyItems", organizationId)

/** Before a client's names, Client ID or sponsors are checked and stored: names are unique across clients. */
export const lockClients = lock("clients", 0)

/** Before a claims provider's e-mail domain or a mapping's client id is checked and stored (settings tabs 1 and 2). */
export const lockSignInMappings = lock("signInMappings", 0)
