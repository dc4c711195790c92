import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { readConfig } from "../../src/server/config"
import { layerRetentionRepository } from "../../src/server/db/retention/retentionRepository"
import { sweepRetention } from "../../src/server/domain/retention/retentionSweep"
import { usePortal } from "./support/portal"

const portal = usePortal()
const settings = readConfig({}).retention

// The portal's own sweep, on its repository over the test's connection to the portal's database.
const sweep = () =>
  portal.sql((sql) =>
    sweepRetention(settings).pipe(Effect.provide(layerRetentionRepository), Effect.provideService(SqlClient.SqlClient, sql))
  )

const ids = <A>(rows: ReadonlyArray<A>, key: keyof A) => rows.map((row) => row[key])

describe("the retention sweep (ASVS 8.3.8; docs/data-classification.md)", () => {
  it("has the documented defaults: mail 30 days, quoted SDC values 90 days", () => {
    expect(settings).toEqual({ mailDays: 30, sdcErrorValueDays: 90 })
    expect(readConfig({ RETENTION_MAIL_DAYS: "7", RETENTION_SDC_ERROR_VALUES_DAYS: "365" }).retention).toEqual({
      mailDays: 7,
      sdcErrorValueDays: 365
    })
    expect(() => readConfig({ RETENTION_MAIL_DAYS: "0" })).toThrow(/RETENTION_MAIL_DAYS must be a positive integer/)
  })

  it("deletes mail sent and links spent past their days, and keeps recent and unsent mail", async () => {
    const mail = await portal.sql(
      (sql) => sql<{ id: number; subject: string }>`
        INSERT INTO mail_outbox (recipients, subject, body, body_is_secret, created_at, sent_at) VALUES
          ('{old@northwind.example}', 'sent 31 days ago', 'a notice', false, now() - interval '31 days', now() - interval '31 days'),
          ('{new@northwind.example}', 'sent 29 days ago', 'a notice', false, now() - interval '29 days', now() - interval '29 days'),
          ('{link@northwind.example}', 'unsent link of 31 days', 'https://portal/login/x', true, now() - interval '31 days', NULL),
          ('{wait@northwind.example}', 'unsent notice of 31 days', 'a notice', false, now() - interval '31 days', NULL)
        RETURNING id, subject`
    )
    const [user] = await portal.sql(
      (sql) => sql<{ id: number }>`SELECT id FROM portal_user WHERE email = 'analyst@northwind.example'`
    )
    await portal.sql(
      (sql) => sql`
        INSERT INTO user_invitation (token_hash, user_id, created_at, expires_at, used_at, revoked_at) VALUES
          ('retention-expired-long-ago', ${user!.id}, now() - interval '40 days', now() - interval '33 days', NULL, NULL),
          ('retention-used-long-ago', ${user!.id}, now() - interval '40 days', now() + interval '1 day', now() - interval '35 days', NULL),
          ('retention-expired-lately', ${user!.id}, now() - interval '12 days', now() - interval '5 days', NULL, NULL),
          ('retention-pending', ${user!.id}, now(), now() + interval '7 days', NULL, NULL)`
    )

    const removed = await sweep()

    const left = await portal.sql(
      (sql) => sql<{ subject: string }>`SELECT subject FROM mail_outbox WHERE id = ANY(${ids(mail, "id")}::int[]) ORDER BY id`
    )
    expect(ids(left, "subject")).toEqual(["sent 29 days ago", "unsent notice of 31 days"])
    const invitations = await portal.sql(
      (sql) =>
        sql<{ tokenHash: string }>`SELECT token_hash FROM user_invitation WHERE token_hash LIKE 'retention-%' ORDER BY token_hash`
    )
    expect(ids(invitations, "tokenHash")).toEqual(["retention-expired-lately", "retention-pending"])
    expect(removed).toMatchObject({ sentMail: 2, spentInvitations: 2 })
  })

  it("deletes the provider's expired records and old carrier sign-in states, and keeps live ones", async () => {
    await portal.sql(
      (sql) => sql`
        INSERT INTO oidc_payload (model, id, payload, expires_at) VALUES
          ('Session', 'retention-expired', '{}', now() - interval '1 minute'),
          ('Session', 'retention-live', '{}', now() + interval '1 hour')`
    )
    await portal.sql(
      (sql) => sql`
        INSERT INTO federated_sign_in (state, interaction_uid, sign_in_domain, code_verifier, nonce, created_at) VALUES
          ('retention-old', 'uid-1', 'laurentian.example', 'v', 'n', now() - interval '2 hours'),
          ('retention-new', 'uid-2', 'laurentian.example', 'v', 'n', now())`
    )

    await sweep()

    const payloads = await portal.sql(
      (sql) => sql<{ id: string }>`SELECT id FROM oidc_payload WHERE id LIKE 'retention-%' ORDER BY id`
    )
    expect(ids(payloads, "id")).toEqual(["retention-live"])
    const states = await portal.sql(
      (sql) => sql<{ state: string }>`SELECT state FROM federated_sign_in WHERE state LIKE 'retention-%' ORDER BY state`
    )
    expect(ids(states, "state")).toEqual(["retention-new"])
  })

  it("deletes spent password reset links and second-factor steps past their time, and keeps live ones", async () => {
    const [user] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM portal_user ORDER BY id LIMIT 1`)
    await portal.sql(
      (sql) => sql`
        INSERT INTO password_reset (token_hash, user_id, created_at, expires_at, used_at) VALUES
          ('retention-reset-used', ${user!.id}, now() - interval '3 days', now() - interval '2 days', now() - interval '3 days'),
          ('retention-reset-expired', ${user!.id}, now() - interval '2 days', now() - interval '2 days' + interval '1 hour', NULL),
          ('retention-reset-live', ${user!.id}, now(), now() + interval '1 hour', NULL)`
    )
    await portal.sql(
      (sql) => sql`
        INSERT INTO second_factor_interaction (interaction_uid, user_id, login, created_at) VALUES
          ('retention-step-old', ${user!.id}, 'x', now() - interval '2 hours'),
          ('retention-step-new', ${user!.id}, 'x', now())`
    )

    const removed = await sweep()

    const resets = await portal.sql(
      (sql) =>
        sql<{ tokenHash: string }>`SELECT token_hash FROM password_reset WHERE token_hash LIKE 'retention-%' ORDER BY token_hash`
    )
    expect(ids(resets, "tokenHash")).toEqual(["retention-reset-live"])
    const steps = await portal.sql(
      (sql) =>
        sql<{
          interactionUid: string
        }>`SELECT interaction_uid FROM second_factor_interaction WHERE interaction_uid LIKE 'retention-%'`
    )
    expect(ids(steps, "interactionUid")).toEqual(["retention-step-new"])
    expect(removed.oneTimeSignInRecords).toBeGreaterThanOrEqual(3)
  })

  it("clears the driver data SDC error rows quote once the file is older than its days, keeping line, column and reason", async () => {
    // The demo world's files: one with error rows; another is given one here.
    const files = await portal.sql(
      (sql) => sql<{ id: number; errors: number }>`
        SELECT f.id, (SELECT count(*)::int FROM sdc_error e WHERE e.file_id = f.id AND e.value <> '') AS errors
        FROM sdc_file f ORDER BY errors DESC, f.id LIMIT 2`
    )
    expect(files[0]!.errors).toBeGreaterThan(0)
    const [old, recent] = ids(files, "id")
    await portal.sql(
      (sql) =>
        sql`INSERT INTO sdc_error (file_id, line, column_name, value, reason) VALUES (${recent!}, 2, 'licence', 'A1234', 'invalid')`
    )
    await portal.sql((sql) => sql`UPDATE sdc_file SET received_at = now() - interval '91 days' WHERE id = ${old!}`)
    await portal.sql((sql) => sql`UPDATE sdc_file SET received_at = now() - interval '89 days' WHERE id = ${recent!}`)
    const before = await portal.sql(
      (sql) => sql<{ line: number; columnName: string; reason: string }>`
        SELECT line, column_name, reason FROM sdc_error WHERE file_id = ${old!} ORDER BY id`
    )

    await sweep()

    const after = await portal.sql(
      (sql) => sql<{ fileId: number; line: number; columnName: string; value: string; reason: string }>`
        SELECT file_id, line, column_name, value, reason FROM sdc_error WHERE file_id IN (${old!}, ${recent!}) ORDER BY id`
    )
    const ofOld = after.filter((row) => row.fileId === old)
    expect(ofOld.map(({ line, columnName, reason }) => ({ line, columnName, reason }))).toEqual(before)
    expect(new Set(ofOld.map((row) => row.value))).toEqual(new Set([""]))
    expect(after.filter((row) => row.fileId === recent).some((row) => row.value !== "")).toBe(true)
  })
})
