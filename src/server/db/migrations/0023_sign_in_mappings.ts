import { employerColumns, migration } from "./ddl"

/**
 * Settings tabs 1 and 2 (document 2 sections 2 and 3): the claims providers of the sign-in service
 * (an e-mail domain mapped to the sign-in domain its users are sent to) and the client identifier
 * mappings (a client id standing for an organization, a company and a user account). A mapping is
 * disabled rather than deleted and may be restored (section 4); an enabled client id is unique.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE b2c_provider (
      id serial PRIMARY KEY,
      email_domain_name text NOT NULL,
      b2c_domain_name text NOT NULL
    )`
  yield* sql`CREATE UNIQUE INDEX b2c_provider_email_domain ON b2c_provider (lower(email_domain_name))`
  yield* sql`
    CREATE TABLE b2c_client_organization (
      id serial PRIMARY KEY,
      client_id text NOT NULL,
      ${employerColumns},
      user_id integer NOT NULL REFERENCES portal_user (id),
      is_vendor boolean NOT NULL DEFAULT false,
      disabled boolean NOT NULL DEFAULT false
    )`
  yield* sql`CREATE UNIQUE INDEX b2c_client_organization_live ON b2c_client_organization (lower(client_id)) WHERE NOT disabled`
})
