import { bilingualColumns, employerColumns, migration } from "./ddl"

export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE application_function (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE,
      ${bilingualColumns("name")},
      sort_order integer NOT NULL
    )`
  yield* sql`
    CREATE TABLE organization (
      id serial PRIMARY KEY,
      organization_type text NOT NULL CHECK (organization_type IN ('IBC', 'Carrier', 'Broker', 'ThirdParty')),
      ${bilingualColumns("name")},
      code text NOT NULL UNIQUE,
      identity_domain text NOT NULL
    )`
  yield* sql`
    CREATE TABLE reporting_company (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization (id),
      code text NOT NULL UNIQUE,
      ${bilingualColumns("name")}
    )`
  yield* sql`
    CREATE TABLE unit (
      id serial PRIMARY KEY,
      ${employerColumns},
      ${bilingualColumns("name")},
      is_disabled boolean NOT NULL DEFAULT false
    )`
  yield* sql`
    CREATE TABLE jurisdiction (
      id serial PRIMARY KEY,
      jurisdiction_code text NOT NULL UNIQUE,
      ${bilingualColumns("description")}
    )`
  yield* sql`
    CREATE TABLE portal_user (
      id serial PRIMARY KEY,
      user_type integer NOT NULL CHECK (user_type IN (1, 2, 3)),
      user_id text NOT NULL UNIQUE,
      email text NOT NULL UNIQUE,
      first_name text NOT NULL,
      middle_name text,
      last_name text NOT NULL,
      mfa_phone text,
      sub text NOT NULL UNIQUE,
      password_hash text,
      is_disabled boolean NOT NULL DEFAULT false,
      is_ibc_credentials boolean NOT NULL DEFAULT false,
      ${employerColumns},
      unit_id integer REFERENCES unit (id),
      last_login timestamptz,
      previous_login timestamptz,
      accepted_terms_version integer,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE user_organization (
      user_id integer NOT NULL REFERENCES portal_user (id),
      organization_id integer NOT NULL REFERENCES organization (id),
      PRIMARY KEY (user_id, organization_id)
    )`
  yield* sql`
    CREATE TABLE user_function (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES portal_user (id),
      function_id integer NOT NULL REFERENCES application_function (id),
      ${employerColumns},
      UNIQUE NULLS NOT DISTINCT (user_id, function_id, organization_id, reporting_company_id)
    )`
  yield* sql`
    CREATE TABLE user_driver_report_option (
      user_id integer NOT NULL REFERENCES portal_user (id),
      driver_report_option integer NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      PRIMARY KEY (user_id, driver_report_option)
    )`
  yield* sql`
    CREATE TABLE system_message (
      id integer PRIMARY KEY CHECK (id = 1),
      start_date timestamptz,
      end_date timestamptz,
      ${bilingualColumns("message")}
    )`
  yield* sql`
    CREATE TABLE terms_of_service (
      version serial PRIMARY KEY,
      ${bilingualColumns("text")},
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by integer REFERENCES portal_user (id)
    )`
  yield* sql`
    CREATE TABLE contact_us (
      id integer PRIMARY KEY CHECK (id = 1),
      ${bilingualColumns("text")}
    )`
  yield* sql`
    CREATE TABLE terms_acceptance (
      user_id integer NOT NULL REFERENCES portal_user (id),
      version integer NOT NULL REFERENCES terms_of_service (version),
      accepted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, version)
    )`
  yield* sql`
    CREATE TABLE user_access_history (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES portal_user (id),
      event text NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      changed_by integer REFERENCES portal_user (id),
      detail jsonb
    )`
  yield* sql`
    CREATE TABLE content_change (
      id bigserial PRIMARY KEY,
      content text NOT NULL,
      changed_by integer NOT NULL REFERENCES portal_user (id),
      changed_at timestamptz NOT NULL DEFAULT now(),
      previous jsonb,
      current jsonb NOT NULL
    )`
  yield* sql`
    CREATE TABLE oidc_payload (
      model text NOT NULL,
      id text NOT NULL,
      payload jsonb NOT NULL,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      PRIMARY KEY (model, id)
    )`
  yield* sql`CREATE INDEX oidc_payload_grant ON oidc_payload (grant_id)`
  yield* sql`CREATE INDEX oidc_payload_uid ON oidc_payload (uid)`
  yield* sql`
    CREATE TABLE oidc_signing_key (
      id serial PRIMARY KEY,
      jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
})
