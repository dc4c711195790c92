import { sdcFileStatuses, sdcFileTypes } from "../../../api/sdc/schemas"
import { employerDateIndexes, migration } from "./ddl"

/**
 * Supplementary data (document 2, docs/sdc-format.md): the files carriers upload, their errors, and
 * the staging of a file's rows while it streams in. Driver data changes only when a whole file is
 * applied, in one transaction; staging rows of a file never applied are removed (at startup too).
 */
export default migration(function* (sql) {
  for (const name of ["sdc_file_status", "sdc_file_type"]) {
    yield* sql.unsafe(`
      CREATE TABLE ${name} (
        id integer PRIMARY KEY,
        code text NOT NULL UNIQUE,
        name_en text NOT NULL,
        name_fr text NOT NULL
      )`)
  }
  for (const s of sdcFileStatuses)
    yield* sql`INSERT INTO sdc_file_status (id, code, name_en, name_fr) VALUES (${s.id}, ${s.code}, ${s.nameEn}, ${s.nameFr})`
  for (const t of sdcFileTypes)
    yield* sql`INSERT INTO sdc_file_type (id, code, name_en, name_fr) VALUES (${t.id}, ${t.code}, ${t.nameEn}, ${t.nameFr})`

  yield* sql`
    CREATE TABLE sdc_file (
      id serial PRIMARY KEY,
      upload_id uuid UNIQUE,
      file_name text NOT NULL,
      file_type_id integer NOT NULL REFERENCES sdc_file_type (id),
      status_id integer NOT NULL REFERENCES sdc_file_status (id),
      organization_id integer NOT NULL REFERENCES organization (id),
      reporting_company_id integer NOT NULL REFERENCES reporting_company (id),
      uploaded_by_user_id integer NOT NULL REFERENCES portal_user (id),
      uploaded_by_name text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      -- While received or processing: the last sign of life of the instance reading it.
      heartbeat_at timestamptz NOT NULL DEFAULT now(),
      content_sha256 text,
      bytes_received bigint NOT NULL DEFAULT 0,
      row_count integer NOT NULL DEFAULT 0,
      error_count integer NOT NULL DEFAULT 0,
      duplicate_of integer REFERENCES sdc_file (id)
    )`
  // A company's content is applied once: a second accepted file with the same digest is impossible.
  yield* sql`CREATE UNIQUE INDEX sdc_file_accepted_content ON sdc_file (reporting_company_id, content_sha256) WHERE status_id = 3`
  yield* employerDateIndexes(sql, "sdc_file", "received_at")
  yield* sql`CREATE INDEX sdc_file_in_progress ON sdc_file (heartbeat_at) WHERE status_id IN (1, 2)`

  yield* sql`
    CREATE TABLE sdc_error (
      id bigserial PRIMARY KEY,
      file_id integer NOT NULL REFERENCES sdc_file (id),
      line integer NOT NULL,
      column_name text NOT NULL,
      value text NOT NULL,
      reason text NOT NULL
    )`
  yield* sql`CREATE INDEX sdc_error_file_line ON sdc_error (file_id, line, id)`

  // One checked row of a file being received; typed, codes already turned into ids.
  yield* sql`
    CREATE TABLE sdc_staging (
      file_id integer NOT NULL,
      line integer NOT NULL,
      record text NOT NULL CHECK (record IN ('P', 'O', 'C')),
      txn text NOT NULL CHECK (txn IN ('A', 'C', 'D')),
      policy_number text NOT NULL,
      effective_date date,
      expiry_date date,
      policy_status_id integer,
      cancellation_date date,
      holder_name text,
      holder_address text,
      licence_number text,
      jurisdiction_id integer,
      driver_name text,
      driver_address text,
      date_of_birth date,
      gender_id integer,
      relationship_id integer,
      date_added date,
      date_deleted date,
      claim_number text,
      date_of_loss date,
      claim_status text,
      at_fault integer,
      PRIMARY KEY (file_id, line)
    )`
})
