import { anyRow, firstRow } from "../shared/statements"

/** An enabled client identifier mapping with a secret: a machine client of the report api. */
export interface MachineClient {
  readonly id: number
  readonly clientId: string
  /** The portal account the client calls as. */
  readonly userId: number
  readonly clientSecretHash: string
}

/** The enabled mapping of a client id that has a secret; a disabled or secretless one is no client. */
export const findMachineClient = (clientId: string) =>
  firstRow(
    (sql) => sql<MachineClient>`
      SELECT id, client_id, user_id, client_secret_hash FROM b2c_client_organization
      WHERE lower(client_id) = lower(${clientId}) AND NOT disabled AND client_secret_hash IS NOT NULL`
  )

/** Keeps a new secret's hash for an enabled mapping; false when there is no such mapping. */
export const storeClientSecretHash = (id: number, hash: string) =>
  anyRow(
    (sql) => sql`
      UPDATE b2c_client_organization SET client_secret_hash = ${hash} WHERE id = ${id} AND NOT disabled RETURNING id`
  )
