import { employerColumns, migration } from "./ddl"

/**
 * User administration (document 2): invited accounts have no sub until their first sign-in; deleted
 * accounts are kept out of every list; driver report options become company records users point to;
 * companies get permitted e-mail domains, a credentials setting and (brokers) sponsors; the user
 * history describes each change in both languages.
 */
export default migration(function* (sql) {
  yield* sql`ALTER TABLE portal_user ALTER COLUMN sub DROP NOT NULL`
  yield* sql`ALTER TABLE portal_user ADD COLUMN created_by integer REFERENCES portal_user (id)`
  yield* sql`ALTER TABLE portal_user ADD COLUMN deleted_at timestamptz`
  // User ID and e-mail stay unique among accounts that are not deleted, in any case.
  yield* sql`ALTER TABLE portal_user DROP CONSTRAINT portal_user_user_id_key`
  yield* sql`ALTER TABLE portal_user DROP CONSTRAINT portal_user_email_key`
  yield* sql`CREATE UNIQUE INDEX portal_user_user_id_live ON portal_user (lower(user_id)) WHERE deleted_at IS NULL`
  yield* sql`CREATE UNIQUE INDEX portal_user_email_live ON portal_user (lower(email)) WHERE deleted_at IS NULL`
  yield* sql`CREATE INDEX portal_user_employer ON portal_user (organization_id, reporting_company_id, unit_id)`
  yield* sql`CREATE INDEX portal_user_name ON portal_user (lower(last_name), lower(first_name))`

  // The link of an invitation carries a random token; only its SHA-256 is kept.
  yield* sql`
    CREATE TABLE user_invitation (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      created_by integer REFERENCES portal_user (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    )`
  yield* sql`CREATE INDEX user_invitation_user ON user_invitation (user_id)`

  yield* sql`
    CREATE TABLE driver_report_option (
      id serial PRIMARY KEY,
      ${employerColumns},
      years_of_data integer CHECK (years_of_data BETWEEN 6 AND 25),
      note text,
      is_disabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX driver_report_option_owner ON driver_report_option (organization_id, reporting_company_id)`
  // Each user's bare number of years (0 = maximum) becomes an option of the company that employs them.
  yield* sql`
    INSERT INTO driver_report_option (organization_id, reporting_company_id, years_of_data)
    SELECT DISTINCT u.organization_id, u.reporting_company_id, NULLIF(r.driver_report_option, 0)
    FROM user_driver_report_option r JOIN portal_user u ON u.id = r.user_id`
  yield* sql`ALTER TABLE user_driver_report_option ADD COLUMN driver_report_option_id integer REFERENCES driver_report_option (id)`
  yield* sql`
    UPDATE user_driver_report_option r SET driver_report_option_id = o.id
    FROM portal_user u, driver_report_option o
    WHERE u.id = r.user_id AND o.organization_id = u.organization_id
      AND o.reporting_company_id IS NOT DISTINCT FROM u.reporting_company_id
      AND o.years_of_data IS NOT DISTINCT FROM NULLIF(r.driver_report_option, 0)`
  yield* sql`ALTER TABLE user_driver_report_option DROP CONSTRAINT user_driver_report_option_pkey`
  yield* sql`ALTER TABLE user_driver_report_option DROP COLUMN driver_report_option`
  yield* sql`ALTER TABLE user_driver_report_option ALTER COLUMN driver_report_option_id SET NOT NULL`
  yield* sql`ALTER TABLE user_driver_report_option ADD PRIMARY KEY (user_id, driver_report_option_id)`

  yield* sql`
    CREATE TABLE permitted_domain (
      id serial PRIMARY KEY,
      ${employerColumns},
      domain text NOT NULL CHECK (domain LIKE '@%'),
      is_disabled boolean NOT NULL DEFAULT false
    )`
  yield* sql`
    CREATE UNIQUE INDEX permitted_domain_live ON permitted_domain (organization_id, coalesce(reporting_company_id, 0), domain)
    WHERE NOT is_disabled`
  // Every organization, and each of its companies, permits the domain its users sign in with today.
  yield* sql`
    INSERT INTO permitted_domain (organization_id, reporting_company_id, domain)
    SELECT o.id, c.id, '@' || o.identity_domain
    FROM organization o LEFT JOIN reporting_company c ON c.organization_id = o.id`

  yield* sql`
    CREATE TABLE organization_company_setting (
      id serial PRIMARY KEY,
      ${employerColumns},
      is_ibc_credentials boolean NOT NULL DEFAULT false
    )`
  yield* sql`
    CREATE UNIQUE INDEX organization_company_setting_owner
    ON organization_company_setting (organization_id, coalesce(reporting_company_id, 0))`
  yield* sql`
    INSERT INTO organization_company_setting (organization_id, reporting_company_id, is_ibc_credentials)
    SELECT o.id, c.id, o.organization_type = 'IBC' OR EXISTS (
      SELECT 1 FROM portal_user u
      WHERE u.is_ibc_credentials AND u.organization_id = o.id AND u.reporting_company_id IS NOT DISTINCT FROM c.id)
    FROM organization o LEFT JOIN reporting_company c ON c.organization_id = o.id`

  // A broker's sponsors: the carriers' companies it works for (clients and sponsors, document 2).
  yield* sql`
    CREATE TABLE sponsor (
      id serial PRIMARY KEY,
      client_organization_id integer NOT NULL REFERENCES organization (id),
      ${employerColumns},
      is_disabled boolean NOT NULL DEFAULT false
    )`
  yield* sql`CREATE INDEX sponsor_client ON sponsor (client_organization_id)`

  // Who changed what, described in both languages as the user access report shows it.
  yield* sql`ALTER TABLE user_access_history ADD COLUMN description_en text`
  yield* sql`ALTER TABLE user_access_history ADD COLUMN description_fr text`
  yield* sql`CREATE INDEX user_access_history_user ON user_access_history (user_id, occurred_at)`
})
