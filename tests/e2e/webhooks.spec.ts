import { createHmac } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import en from "../../src/i18n/en"
import enWebhooks from "../../src/i18n/en/webhooks"
import frWebhooks from "../../src/i18n/fr/webhooks"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectNoAxeViolations, signIn } from "./support/portal"

/**
 * Event notifications (issue 36 point 4) as a company's administrator keeps them: the endpoint of a
 * receiver this test runs is saved, its secret shown once; a test event reaches the receiver signed with
 * that secret and shows in the delivery log with its try; the secret is rotated, the endpoint deleted; an
 * address the rules refuse is named at its field, in French.
 */

interface Received {
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A receiver on this machine (taken by a portal running for tests) that answers 204 and keeps what it got. */
const startReceiver = async () => {
  const received: Array<Received> = []
  const server: Server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/portal-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** The Standard Webhooks signature of a delivery: HMAC-SHA256 of id.timestamp.body, keyed with the secret's bytes. */
const signatureOf = (secret: string, { headers, body }: Received) =>
  `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${String(headers["webhook-id"])}.${String(headers["webhook-timestamp"])}.${body}`)
    .digest("base64")}`

/** The page for one company, with a clean slate: an endpoint left by an earlier attempt is deleted first. */
const openCompany = async (page: Page, organization: string | null, company: string) => {
  await page.goto("/event-notifications")
  if (organization !== null) await page.getByTestId("event-notifications-organization").selectOption({ label: organization })
  const companies = page.getByTestId("event-notifications-company")
  await expect(companies).toBeEnabled()
  await companies.selectOption({ label: company })
  await expect(page.getByTestId("webhook-save")).toBeEnabled()
}

test.describe.configure({ timeout: 40_000 })

test("the bureau administrator sets a company's endpoint, sees its secret once, and a signed test event in the log", async ({
  page
}) => {
  const t = enWebhooks
  const receiver = await startReceiver()
  try {
    await signIn(page, "admin@bureau.example")
    await acceptCookies(page)
    await page.getByRole("button", { name: en.shell.menu }).click()
    await page.getByTestId("side-drawer").getByRole("link", { name: en.pageTitles.eventNotifications }).click()
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible()
    await openCompany(page, "Northwind Insurance", "Northwind Auto - West")
    if (await page.getByTestId("webhook-delete").isVisible()) {
      await page.getByTestId("webhook-delete").click()
      await page.getByTestId("webhook-delete-confirm").getByRole("button", { name: t.endpoint.delete }).click()
      await expect(page.getByTestId("webhook-endpoint-none")).toBeVisible()
    }

    await page.getByLabel(t.endpoint.url).fill(receiver.url)
    await expect(page.getByLabel(t.eventTypes.reportCorrected)).toBeChecked()
    await page.getByTestId("webhook-save").click()

    const shown = page.getByTestId("webhook-secret-shown")
    await expect(shown.getByTestId("webhook-secret-once")).toHaveText(t.secretShown.once)
    const secret = await shown.getByTestId("webhook-secret-value").inputValue()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/)
    await shown.getByRole("button", { name: t.secretShown.close }).click()
    await expect(shown).toHaveCount(0)
    // Once closed, the secret is nowhere on the page: only its last four characters.
    await expect(page.getByTestId("webhook-secret-hint")).toContainText(`…${secret.slice(-4)}`)
    await expect(page.locator("body")).not.toContainText(secret)

    await page.getByTestId("webhook-test").click()
    const row = page.getByTestId("webhook-deliveries-table").getByTestId("data-row").first()
    await expect(row).toContainText(t.eventTypes.webhookTest)
    await expect(row.getByTestId("webhook-delivery-status")).toHaveText(t.deliveries.status.succeeded, { timeout: 15_000 })
    await expect(row.getByTestId("webhook-attempts")).toContainText("HTTP 204")

    expect(receiver.received).toHaveLength(1)
    const delivery = receiver.received[0]!
    expect(JSON.parse(delivery.body)).toMatchObject({ type: "webhook.test" })
    expect(String(delivery.headers["webhook-signature"]).split(" ")).toContain(signatureOf(secret, delivery))
    await expectNoAxeViolations(page)

    // A rotation asks first, then shows a new secret, once.
    await page.getByTestId("webhook-rotate").click()
    await page.getByTestId("webhook-rotate-confirm").getByRole("button", { name: t.endpoint.rotate }).click()
    const rotated = await shown.getByTestId("webhook-secret-value").inputValue()
    expect(rotated).not.toBe(secret)
    await shown.getByRole("button", { name: t.secretShown.close }).click()
    await expect(page.getByTestId("webhook-secret-hint")).toContainText(`…${rotated.slice(-4)}`)

    // Deleted, the company has no endpoint again; its log stays.
    await page.getByTestId("webhook-delete").click()
    await page.getByTestId("webhook-delete-confirm").getByRole("button", { name: t.endpoint.delete }).click()
    await expect(page.getByTestId("webhook-endpoint-none")).toBeVisible()
    await expect(row).toContainText(t.eventTypes.webhookTest)
  } finally {
    await receiver.close()
  }
})

test("a company administrator is told at the field, in French, that the address must be https and an event chosen", async ({
  page
}) => {
  const t = frWebhooks
  await signIn(page, "manager@northwind.example")
  await acceptCookies(page)
  await page.getByTestId("language-toggle").click()
  // The manager holds the function for Northwind's companies only: the organization is chosen at once.
  await openCompany(page, null, "Northwind Auto - Ouest")
  await expect(page.getByTestId("event-notifications-organization")).toHaveValue(/\d+/)

  const url = page.getByLabel(t.endpoint.url)
  await url.fill("http://hooks.exemple.com/portail")
  for (const eventType of [t.eventTypes.reportCorrected, t.eventTypes.sdcFileCompleted]) {
    const box = page.getByLabel(eventType)
    if (await box.isChecked()) await box.uncheck()
  }
  await page.getByTestId("webhook-save").click()
  await expect(url).toHaveAttribute("aria-invalid", "true")
  await expect(url).toHaveAccessibleDescription(new RegExp(t.messages.httpsRequired.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
  await expect(page.getByTestId("webhook-events")).toContainText(t.messages.eventTypesRequired)
  await expectNoAxeViolations(page)
})
