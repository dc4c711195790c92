import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { SMTPServer } from "smtp-server"
import { e2eMailDir, e2eSmtpPort } from "./e2ePorts"

/**
 * The e2e run's mail server: the portal under test sends through SMTP_URL to it, and each message it
 * receives is written whole to the mail folder, where tests read the invitations users would get.
 */
export default async function startMailServer() {
  rmSync(e2eMailDir, { recursive: true, force: true })
  mkdirSync(e2eMailDir, { recursive: true })
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        received += 1
        const to = session.envelope.rcptTo.map((r) => r.address).join(",")
        writeFileSync(
          join(e2eMailDir, `${Date.now()}-${received}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`
        )
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(e2eSmtpPort, "127.0.0.1", resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
