import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { readConfig } from "../../src/server/config"
import { claimForSending } from "../../src/server/db/mail/outbox"
import { startPortal, usePortal, type RunningPortal } from "./support/portal"
import { driverInfoAsShown } from "./support/driverInfo"
import { apiAs } from "./support/signIn"

interface Received {
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly raw: string
}

interface OutboxRow {
  readonly sentAt: Date | null
  readonly loggedAt: Date | null
  readonly attempts: number
  readonly lastError: string | null
  readonly retryInSeconds: number | null
}

/** A mail server on a free loopback port that keeps what it receives and refuses mailboxes at refused.example. */
const startMailServer = async () => {
  const received: Array<Received> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      address.address.endsWith("@refused.example")
        ? callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }))
        : callback(),
    onData: (stream, session, callback) => {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8")
        })
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.server.address() as AddressInfo
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** The decoded text of a received message's header and body (encoded words, quoted-printable, base64). */
const decodeMessage = (raw: string) => {
  const [head = "", ...rest] = raw.split("\r\n\r\n")
  const headers = head.replace(/\r\n[ \t]+/g, " ")
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(headers)?.[1] ?? ""
  const qp = (text: string) =>
    Buffer.from(
      text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1"
    ).toString("utf8")
  const subject = header("Subject")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : qp(text.replace(/_/g, " "))
    )
  const encoding = header("Content-Transfer-Encoding").toLowerCase()
  const rawBody = rest.join("\r\n\r\n").replace(/\r\n$/, "")
  const body =
    encoding === "quoted-printable"
      ? qp(rawBody)
      : encoding === "base64"
        ? Buffer.from(rawBody, "base64").toString("utf8")
        : rawBody
  return { subject, body: body.replace(/\r\n/g, "\n"), messageId: header("Message-ID") }
}

const eventually = async <A>(probe: () => Promise<A | undefined>, what: string, timeoutMs = 15_000): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const queueMail = (portal: RunningPortal, recipients: ReadonlyArray<string>, subject: string, body: string) =>
  portal.sql((sql) =>
    sql<{ id: number }>`INSERT INTO mail_outbox (recipients, subject, body)
      VALUES (${[...recipients]}::text[], ${subject}, ${body}) RETURNING id`.pipe(Effect.map(([row]) => row!.id))
  )

const outboxRow = (portal: RunningPortal, id: number) =>
  portal.sql((sql) =>
    sql<OutboxRow>`SELECT sent_at, logged_at, attempts, last_error,
        extract(epoch FROM next_attempt_at - now())::int AS retry_in_seconds
      FROM mail_outbox WHERE id = ${id}`.pipe(Effect.map(([row]) => row!))
  )

const metric = async (portal: RunningPortal, name: string) => {
  const text = await (await fetch(`${portal.baseUrl}/metrics`)).text()
  const line = text.split("\n").find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`))
  return line === undefined ? 0 : Number(line.split(" ").at(-1))
}

describe("mail delivery with SMTP_URL", () => {
  let mailServer: Awaited<ReturnType<typeof startMailServer>>
  let portal: RunningPortal

  beforeAll(async () => {
    mailServer = await startMailServer()
    portal = await startPortal({
      SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`,
      MAIL_FROM: "Portal <no-reply@portal.test>",
      MAIL_POLL_SECONDS: "1"
    })
  })
  afterAll(async () => {
    await portal?.stop()
    await mailServer?.stop()
  })

  it("sends an outbox row to its recipients with its subject and body, and marks it sent", async () => {
    const id = await queueMail(
      portal,
      ["claims@carrier.test", "audit@carrier.test"],
      "A driver report of yours was corrected",
      "Report 12345: the driver's address was corrected on 2025-08-27."
    )
    const mail = await eventually(
      async () => mailServer.received.find((m) => m.raw.includes("Report 12345")),
      "the mail at the SMTP server"
    )
    expect(mail.to).toEqual(["claims@carrier.test", "audit@carrier.test"])
    expect(mail.from).toBe("no-reply@portal.test")
    expect(mail.raw).toMatch(/^Subject: A driver report of yours was corrected\r$/m)
    expect(mail.raw).toMatch(/^To: claims@carrier\.test, audit@carrier\.test\r$/m)
    expect(mail.raw).toContain("Report 12345: the driver's address was corrected on 2025-08-27.")

    const row = await eventually(async () => {
      const current = await outboxRow(portal, id)
      return current.sentAt ? current : undefined
    }, "the row marked sent")
    expect(row).toMatchObject({ attempts: 1, lastError: null, loggedAt: null })
    expect(await metric(portal, "portal_mail_sent_total")).toBeGreaterThanOrEqual(1)
  })

  it("keeps a mail the server refuses for a later try, with a warning, and goes on with the others", async () => {
    const failuresBefore = await metric(portal, "portal_mail_failures_total")
    const refused = await queueMail(portal, ["nobody@refused.example"], "Refused", "This one is refused.")
    const accepted = await queueMail(portal, ["claims@carrier.test"], "Accepted", "Report 777 was corrected.")

    await eventually(async () => mailServer.received.find((m) => m.raw.includes("Report 777")), "the accepted mail")
    const row = await eventually(async () => {
      const current = await outboxRow(portal, refused)
      return current.lastError ? current : undefined
    }, "the refusal recorded")
    expect(row.sentAt).toBeNull()
    expect(row.attempts).toBe(1)
    expect(row.lastError).toMatch(/rejected|550/i)
    // Tried again in about 30 s, not at every read of the outbox.
    expect(row.retryInSeconds).toBeGreaterThan(20)
    expect(row.retryInSeconds).toBeLessThanOrEqual(30)
    expect((await outboxRow(portal, accepted)).sentAt).not.toBeNull()
    expect(mailServer.received.some((m) => m.raw.includes("This one is refused."))).toBe(false)
    expect(await metric(portal, "portal_mail_failures_total")).toBe(failuresBefore + 1)
  })

  it("delivers the notice a real correction queues to the company's notification recipients", async () => {
    const pull = (login: string) =>
      apiAs(portal.baseUrl, login).then((as) =>
        as.ok((client) =>
          client.driverReports.generateReport({
            query: { ianaTimezone: "America/Toronto" },
            payload: {
              jurisdictionCode: namedDriverRefs.chen.jurisdiction,
              driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
              comment: null,
              driverReportOption: null
            }
          })
        )
      )
    // The analyst's report is news to Northwind; the manager's own, corrected from, is not.
    const analysts = await pull("analyst@northwind.example")
    const manager = await apiAs(portal.baseUrl, "manager@northwind.example")
    const seen = await pull("manager@northwind.example")
    await manager.ok((client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(seen), fullAddress: "1 Front Street West, Toronto ON M5J 1E6" }
      })
    )
    const [queued] = await portal.sql(
      (sql) =>
        sql<{ id: number; recipients: Array<string>; subject: string; body: string }>`
        SELECT id, recipients, subject, body FROM mail_outbox WHERE subject LIKE ${`%report ${analysts.id} /%`}`
    )
    expect(queued).toBeDefined()
    expect(queued!.recipients.length).toBeGreaterThan(0)

    const mail = await eventually(
      async () => mailServer.received.find((m) => m.raw.includes(`<outbox-${queued!.id}@`)),
      "the notice at the SMTP server"
    )
    expect(mail.to).toEqual(queued!.recipients)
    const decoded = decodeMessage(mail.raw)
    expect(decoded.subject).toBe(queued!.subject)
    expect(decoded.body).toBe(queued!.body)
    expect(decoded.body).toContain("Adresse")
    await eventually(async () => ((await outboxRow(portal, queued!.id)).sentAt ? true : undefined), "the notice marked sent")
  })
})

describe("an invitation sent by SMTP", () => {
  let mailServer: Awaited<ReturnType<typeof startMailServer>>
  let portal: RunningPortal

  beforeAll(async () => {
    mailServer = await startMailServer()
    portal = await startPortal({ SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`, MAIL_POLL_SECONDS: "1" })
  })
  afterAll(async () => {
    await portal?.stop()
    await mailServer?.stop()
  })

  it("reaches the user with its link, and the outbox keeps the mail without the link once it is sent", async () => {
    const [invited] = await portal.sql(
      (sql) => sql<{ id: number }>`SELECT id FROM portal_user WHERE email = 'invited@northwind.example'`
    )
    const manager = await apiAs(portal.baseUrl, "manager@northwind.example")
    await manager.ok((client) => client.userAdministration.invite({ params: { id: invited!.id } }))
    const [queued] = await portal.sql(
      (sql) => sql<{ id: number }>`
        SELECT id FROM mail_outbox WHERE 'invited@northwind.example' = ANY(recipients) ORDER BY id DESC LIMIT 1`
    )
    const mail = await eventually(
      async () => mailServer.received.find((m) => m.raw.includes(`<outbox-${queued!.id}@`)),
      "the invitation at the SMTP server"
    )
    expect(decodeMessage(mail.raw).body).toMatch(/\/login\/[A-Za-z0-9_-]{20,}/)
    const kept = await eventually(async () => {
      const [row] = await portal.sql(
        (sql) => sql<{ sentAt: Date | null; body: string }>`SELECT sent_at, body FROM mail_outbox WHERE id = ${queued!.id}`
      )
      return row!.sentAt ? row : undefined
    }, "the invitation marked sent")
    expect(kept.body).not.toContain("/login/")
  })
})

describe("mail delivery without SMTP_URL", () => {
  const portal = usePortal({ MAIL_POLL_SECONDS: "1" }, { captureLogs: true })

  const logLinesAbout = (subject: string) => portal.logLines.filter((line) => line.subject === subject)

  it("writes each new outbox row to the log once, with its recipients and subject, and marks it logged", async () => {
    const id = await queueMail(portal, ["claims@carrier.test", "audit@carrier.test"], "Logged notice 4242", "Body")
    const row = await eventually(async () => {
      const current = await outboxRow(portal, id)
      return current.loggedAt ? current : undefined
    }, "the row marked logged")
    expect(row.sentAt).toBeNull()

    await eventually(async () => (logLinesAbout("Logged notice 4242").length > 0 ? true : undefined), "the log line")
    // Outside production, mail kept in the outbox is how the portal is meant to run: information, not a warning.
    expect(logLinesAbout("Logged notice 4242")).toEqual([
      expect.objectContaining({
        level: "INFO",
        message: "Mail kept in the outbox and not sent: SMTP_URL is not set",
        outboxId: id,
        recipients: "claims@carrier.test, audit@carrier.test"
      })
    ])
    // Further reads of the outbox (every second) do not log it again.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(logLinesAbout("Logged notice 4242")).toHaveLength(1)
  })

  it("hands each due row to one sender only when several claim at once", async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => queueMail(portal, [`r${n}@carrier.test`], `Claim ${n}`, "x")))
    const claims = await portal.sql((sql) =>
      Effect.all([claimForSending(3), claimForSending(3), claimForSending(3), claimForSending(3)], {
        concurrency: "unbounded"
      }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
    )
    // The rows logged by the test before are unsent too, and may be among the claimed.
    const claimed = claims.flat().map((mail) => mail.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed).toEqual(expect.arrayContaining(ids))
    // Claimed rows are leased: nobody claims them again while the lease runs.
    const again = await portal.sql((sql) => claimForSending(10).pipe(Effect.provideService(SqlClient.SqlClient, sql)))
    expect(again.filter((mail) => ids.includes(mail.id))).toEqual([])
  })
})

describe("mail settings", () => {
  it("keep mail in the outbox without SMTP_URL and send from the portal's host by default", () => {
    const config = readConfig({ PUBLIC_URL: "https://portal.example" })
    expect(config.smtpUrl).toBeUndefined()
    expect(config.mailFrom).toBe(
      "Driver and Vehicle Data Portal / Portail des données sur les conducteurs et les véhicules <no-reply@portal.example>"
    )
    expect(config.mailPollSeconds).toBe(5)
  })

  it("refuse an SMTP_URL that is not smtp:// or smtps://, without repeating its password", () => {
    expect(() => readConfig({ SMTP_URL: "http://mailer:secret-word@mail.example" })).toThrow(/SMTP_URL/)
    expect(() => readConfig({ SMTP_URL: "http://mailer:secret-word@mail.example" })).not.toThrow(/secret-word/)
    expect(String(readConfig({ SMTP_URL: "smtps://mailer:secret-word@mail.example:465" }).smtpUrl)).not.toContain("secret-word")
  })
})
