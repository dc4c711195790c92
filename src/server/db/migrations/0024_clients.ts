import { bilingualColumns, migration } from "./ddl"

/**
 * Clients and sponsors (document 2): a client is an organization. Its client type (document 2
 * section 3) decides whether it may have sponsors and whether it can be changed or deleted; its
 * status is active or inactive; a deleted client is kept, marked deleted (docs/decisions.md,
 * "Clients and sponsors").
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE client_type (
      id integer PRIMARY KEY,
      ${bilingualColumns("name")},
      organization_type text NOT NULL CHECK (organization_type IN ('IBC', 'Carrier', 'Broker', 'ThirdParty')),
      can_have_sponsors boolean NOT NULL,
      is_modifiable_or_deletable boolean NOT NULL
    )`
  yield* sql`
    INSERT INTO client_type (id, name_en, name_fr, organization_type, can_have_sponsors, is_modifiable_or_deletable) VALUES
      (1, 'IBC', 'BAC', 'IBC', false, false),
      (2, 'Organization', 'Organisation', 'Carrier', false, false),
      (3, 'Company', 'Entreprise', 'Carrier', false, false),
      (4, 'Broker', 'Courtier', 'Broker', true, true),
      (5, 'Third party', 'Tiers', 'ThirdParty', false, true)`
  // An organization added without a client type (the demo world, the user administration's tests) has
  // the one its organization type names: src/server/db/clients/clients.ts reads it so.
  yield* sql`ALTER TABLE organization ADD COLUMN client_type_id integer REFERENCES client_type (id)`
  yield* sql`
    UPDATE organization SET client_type_id = CASE organization_type
      WHEN 'IBC' THEN 1 WHEN 'Carrier' THEN 2 WHEN 'Broker' THEN 4 ELSE 5 END`
  yield* sql`ALTER TABLE organization ADD COLUMN is_active boolean NOT NULL DEFAULT true`
  yield* sql`ALTER TABLE organization ADD COLUMN deleted_at timestamptz`
  // Client names are unique among clients that are not deleted, in any case and in either language.
  yield* sql`CREATE INDEX organization_name_en ON organization (lower(name_en)) WHERE deleted_at IS NULL`
  yield* sql`CREATE INDEX organization_name_fr ON organization (lower(name_fr)) WHERE deleted_at IS NULL`
})
