import { employerColumns, migration } from "./ddl"

const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The endpoints that take `event` for the row `row` (an alias): its employer's, subscribed to the event. */
const takers = (row: string, event: string) =>
  `e.organization_id = ${row}.organization_id AND e.reporting_company_id IS NOT DISTINCT FROM ${row}.reporting_company_id
        AND '${event}' = ANY (e.event_types)`

/**
 * A trigger's function that queues `event`, for each row `row` of `from` (which joins the endpoints `e`
 * that take it), a delivery: the event's data is `data`'s pairs and the row's employer.
 */
const queueFunction = (name: string, event: string, row: string, data: string, from: string) => `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO webhook_delivery (endpoint_id, organization_id, reporting_company_id, url, event_type, data)
      SELECT e.id, ${row}.organization_id, ${row}.reporting_company_id, e.url, '${event}',
        jsonb_build_object(${data},
          'organizationId', ${row}.organization_id, 'reportingCompanyId', ${row}.reporting_company_id)
      ${from};
      RETURN NULL;
    END $$`

/**
 * Corrections pushed (docs/api.md, "Corrections pushed"): a company's endpoint for events, the outbox of
 * deliveries and each try. The events are queued by triggers, in the transaction of the change that
 * causes them, whichever path makes it (a correction, an SDC file, the sweep of interrupted files): a
 * 90-day row made, an SDC file accepted or rejected. A company without an endpoint queues nothing.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE webhook_endpoint (
      id serial PRIMARY KEY,
      ${employerColumns},
      url text NOT NULL,
      event_types text[] NOT NULL,
      secret_sealed text NOT NULL,
      secret_hint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE UNIQUE INDEX webhook_endpoint_company ON webhook_endpoint (organization_id, coalesce(reporting_company_id, 0))`
  yield* sql`
    CREATE TABLE webhook_delivery (
      id bigserial PRIMARY KEY,
      message_id text NOT NULL UNIQUE DEFAULT ('msg_' || replace(gen_random_uuid()::text, '-', '')),
      endpoint_id integer REFERENCES webhook_endpoint (id) ON DELETE SET NULL,
      ${employerColumns},
      url text NOT NULL,
      event_type text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      next_attempt_at timestamptz DEFAULT now(),
      claimed_until timestamptz
    )`
  yield* sql`CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status = 'pending'`
  yield* sql`
    CREATE INDEX webhook_delivery_company ON webhook_delivery (organization_id, reporting_company_id, created_at DESC, id DESC)`
  yield* sql`CREATE INDEX webhook_delivery_created ON webhook_delivery (created_at)`
  yield* sql`
    CREATE TABLE webhook_attempt (
      id bigserial PRIMARY KEY,
      delivery_id bigint NOT NULL REFERENCES webhook_delivery (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      http_status integer,
      error text,
      duration_ms integer NOT NULL
    )`
  yield* sql`CREATE INDEX webhook_attempt_delivery ON webhook_attempt (delivery_id, attempted_at)`

  yield* sql.unsafe(
    queueFunction(
      "webhook_queue_report_corrected",
      "report.corrected",
      "n",
      `'ninetyDaysDataCorrectionId', n.id, 'reportId', n.report_id,
          'driverLicenceNumber', r.driver_licence_number, 'jurisdictionCode', r.driver_jurisdiction_code,
          'reportDate', ${isoUtc("r.report_date")}, 'correctionDate', ${isoUtc("n.change_date")},
          'fieldIds', to_jsonb(n.field_ids)`,
      `FROM opened n
      JOIN webhook_endpoint e ON ${takers("n", "report.corrected")}
      JOIN driver_report r ON r.id = n.report_id
      ORDER BY n.id`
    )
  )
  yield* sql.unsafe(`
    CREATE TRIGGER webhook_report_corrected AFTER INSERT ON ninety_days_data_correction
    REFERENCING NEW TABLE AS opened FOR EACH STATEMENT EXECUTE FUNCTION webhook_queue_report_corrected()`)

  yield* sql.unsafe(
    queueFunction(
      "webhook_queue_sdc_file_completed",
      "sdcFile.completed",
      "NEW",
      `'fileId', NEW.id, 'fileName', NEW.file_name,
          'status', CASE NEW.status_id WHEN 3 THEN 'accepted' ELSE 'rejected' END,
          'rows', NEW.row_count, 'errorCount', NEW.error_count,
          'completedDate', ${isoUtc("coalesce(NEW.completed_at, now())")}`,
      `FROM webhook_endpoint e
      WHERE ${takers("NEW", "sdcFile.completed")}`
    )
  )
  yield* sql.unsafe(`
    CREATE TRIGGER webhook_sdc_file_completed AFTER UPDATE OF status_id ON sdc_file
    FOR EACH ROW WHEN (OLD.status_id IN (1, 2) AND NEW.status_id IN (3, 4))
    EXECUTE FUNCTION webhook_queue_sdc_file_completed()`)
})
