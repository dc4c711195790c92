import { lookupTables } from "../../shared/lookups"
import { actorColumns, bilingualColumns, employerDateIndexes, migration, reportPdfColumns } from "./ddl"

/**
 * Driver data (drivers, policies, terms, vehicles, operators, claims), stored driver reports and
 * their PDF files. Lookup tables carry fixed ids so that codes mean the same in every installation.
 */
export default migration(function* (sql) {
  for (const [name, entries] of Object.entries(lookupTables)) {
    yield* sql.unsafe(`
      CREATE TABLE ${name} (
        id integer PRIMARY KEY,
        code text NOT NULL UNIQUE,
        description_en text NOT NULL,
        description_fr text NOT NULL
      )`)
    for (const [id, code, en, fr] of entries) {
      yield* sql`INSERT INTO ${sql(name)} (id, code, description_en, description_fr) VALUES (${id}, ${code}, ${en}, ${fr})`
    }
  }

  // Case- and accent-insensitive search key; immutable so that it can be indexed.
  yield* sql.unsafe(`
    CREATE FUNCTION portal_search_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN regexp_replace(lower(translate(trim(value),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ',
      'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy')), '\\s+', ' ', 'g')`)

  yield* sql`
    CREATE TABLE driver (
      id serial PRIMARY KEY,
      licence_number text NOT NULL,
      jurisdiction_id integer NOT NULL REFERENCES jurisdiction (id),
      full_name text NOT NULL,
      full_address text NOT NULL,
      postal_code text,
      date_of_birth date,
      year_of_birth integer CHECK (year_of_birth >= 1900),
      gender_id integer REFERENCES gender (id),
      marital_status_id integer REFERENCES marital_status (id),
      driver_training_id integer REFERENCES driver_training (id),
      years_licensed integer CHECK (years_licensed BETWEEN 0 AND 99),
      on_hold boolean NOT NULL DEFAULT false,
      alberta_grid_level text CHECK (alberta_grid_level ~ '^[A-Za-z0-9]{1,3}$'),
      alberta_grid_indicator text CHECK (alberta_grid_indicator ~ '^[A-Za-z0-9]$'),
      alberta_grid_rating_date date CHECK (alberta_grid_rating_date >= DATE '1997-10-01'),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (licence_number, jurisdiction_id)
    )`
  yield* sql`CREATE INDEX driver_name_key ON driver (portal_search_key(full_name) text_pattern_ops)`
  yield* sql`CREATE INDEX driver_address_key ON driver (portal_search_key(full_address) text_pattern_ops)`

  yield* sql`
    CREATE TABLE policy (
      id serial PRIMARY KEY,
      reporting_company_id integer NOT NULL REFERENCES reporting_company (id),
      policy_number text NOT NULL,
      holder_name text NOT NULL,
      holder_address text NOT NULL,
      is_commercial boolean NOT NULL DEFAULT false,
      UNIQUE (reporting_company_id, policy_number)
    )`

  yield* sql`
    CREATE TABLE policy_term (
      id serial PRIMARY KEY,
      policy_id integer NOT NULL REFERENCES policy (id),
      effective_date date NOT NULL,
      expiry_date date NOT NULL,
      cancellation_date date,
      is_cancelled boolean NOT NULL DEFAULT false,
      status_id integer NOT NULL REFERENCES policy_status (id),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (expiry_date > effective_date),
      CHECK (cancellation_date IS NULL OR is_cancelled)
    )`
  yield* sql`CREATE INDEX policy_term_policy ON policy_term (policy_id)`

  yield* sql`
    CREATE TABLE policy_vehicle (
      id serial PRIMARY KEY,
      policy_id integer NOT NULL REFERENCES policy (id),
      date_added date NOT NULL,
      date_removed date,
      model_year integer NOT NULL,
      ${bilingualColumns("make")},
      ${bilingualColumns("model")},
      vin text NOT NULL,
      is_trailer boolean NOT NULL DEFAULT false,
      vehicle_code text,
      location_postal_code text,
      vehicle_use_id integer REFERENCES vehicle_use (id),
      type_of_use_id integer REFERENCES type_of_use (id),
      vehicle_class text,
      driving_record integer,
      major_coverage_ids integer[] NOT NULL DEFAULT '{}',
      commuting_distance_one_way integer,
      commuting_distance_annual integer,
      business_use_percentage integer CHECK (business_use_percentage BETWEEN 0 AND 100),
      branding_id integer REFERENCES branding (id),
      gross_vehicle_weight_kg integer
    )`
  yield* sql`CREATE INDEX policy_vehicle_policy ON policy_vehicle (policy_id)`
  yield* sql`CREATE INDEX policy_vehicle_vin ON policy_vehicle (vin)`

  yield* sql`
    CREATE TABLE policy_operator (
      id serial PRIMARY KEY,
      policy_id integer NOT NULL REFERENCES policy (id),
      driver_id integer NOT NULL REFERENCES driver (id),
      relationship_id integer REFERENCES relationship (id),
      date_added date NOT NULL,
      date_deleted date,
      on_hold boolean NOT NULL DEFAULT false
    )`
  yield* sql`CREATE INDEX policy_operator_driver ON policy_operator (driver_id)`
  yield* sql`CREATE INDEX policy_operator_policy ON policy_operator (policy_id)`

  yield* sql`
    CREATE TABLE policy_operator_vehicle (
      policy_operator_id integer NOT NULL REFERENCES policy_operator (id),
      policy_vehicle_id integer NOT NULL REFERENCES policy_vehicle (id),
      operator_type_id integer NOT NULL REFERENCES operator_type (id),
      PRIMARY KEY (policy_operator_id, policy_vehicle_id)
    )`

  // One row per claim on one driver's record; involvement F means that driver drove.
  yield* sql`
    CREATE TABLE claim (
      id serial PRIMARY KEY,
      driver_id integer NOT NULL REFERENCES driver (id),
      reporting_company_id integer NOT NULL REFERENCES reporting_company (id),
      policy_id integer REFERENCES policy (id),
      policy_number text NOT NULL,
      claim_number text NOT NULL,
      date_of_loss date NOT NULL,
      date_reported date,
      status text NOT NULL CHECK (status IN ('open', 'closed')),
      is_third_party boolean NOT NULL DEFAULT false,
      is_reserve_only boolean NOT NULL DEFAULT false,
      is_comprehensive boolean NOT NULL DEFAULT false,
      at_fault_percentage integer CHECK (at_fault_percentage IN (0, 25, 50, 75, 100)),
      involvement_code text NOT NULL,
      policy_vehicle_id integer REFERENCES policy_vehicle (id),
      vehicle_loss_id integer REFERENCES vehicle_loss (id),
      major_coverage_ids integer[] NOT NULL DEFAULT '{}',
      on_hold boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX claim_driver ON claim (driver_id)`
  yield* sql`CREATE INDEX claim_number ON claim (reporting_company_id, claim_number)`

  yield* sql`
    CREATE TABLE claim_loss (
      id serial PRIMARY KEY,
      claim_id integer NOT NULL REFERENCES claim (id),
      loss_kind_id integer NOT NULL REFERENCES claim_loss_kind (id),
      loss_amount numeric(12, 2) NOT NULL DEFAULT 0,
      expense_amount numeric(12, 2) NOT NULL DEFAULT 0,
      is_reserve boolean NOT NULL DEFAULT false,
      reserve_date date
    )`
  yield* sql`CREATE INDEX claim_loss_claim ON claim_loss (claim_id)`

  yield* sql`
    CREATE TABLE claim_first_party (
      claim_id integer PRIMARY KEY REFERENCES claim (id),
      driver_id integer REFERENCES driver (id),
      full_name text,
      licence_number text,
      jurisdiction_id integer REFERENCES jurisdiction (id),
      date_of_birth date,
      year_of_birth integer,
      listed_on_policy boolean,
      driver_excluded boolean,
      at_fault_percentage integer
    )`

  yield* sql`
    CREATE TABLE claim_third_party (
      claim_id integer PRIMARY KEY REFERENCES claim (id),
      full_name text,
      licence_number text,
      jurisdiction_id integer REFERENCES jurisdiction (id),
      insurer_company_id integer REFERENCES reporting_company (id),
      policy_number text,
      at_fault_percentage integer
    )`

  // Every generated report is kept as a snapshot; the usage report counts these rows.
  yield* sql`
    CREATE TABLE driver_report (
      id serial PRIMARY KEY,
      driver_id integer NOT NULL REFERENCES driver (id),
      ${actorColumns("requestor")},
      unit_id integer REFERENCES unit (id),
      reference_number text,
      report_date timestamptz NOT NULL,
      iana_timezone text NOT NULL,
      years_of_data integer,
      driver_licence_number text NOT NULL,
      driver_jurisdiction_code text NOT NULL,
      driver_name text NOT NULL,
      regenerated_from integer REFERENCES driver_report (id),
      ninety_days_data_correction_id integer,
      snapshot jsonb NOT NULL
    )`
  yield* employerDateIndexes(sql, "driver_report", "report_date")
  yield* sql`CREATE INDEX driver_report_driver_date ON driver_report (driver_id, report_date DESC)`

  yield* sql`
    CREATE TABLE report_pdf (
      ${reportPdfColumns("driver_report")},
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX report_pdf_expiry ON report_pdf (expires_at)`

  // What the driver generator has produced in this database (see src/server/demo/seed.ts).
  yield* sql`
    CREATE TABLE generated_drivers (
      id integer PRIMARY KEY CHECK (id = 1),
      seed integer NOT NULL,
      drivers integer NOT NULL
    )`
})
