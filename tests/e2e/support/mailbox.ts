import { expect } from "@playwright/test"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { e2eMailDir } from "./e2ePorts"

export interface ReceivedMail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** The header and the body of a message as a person reads it: soft line breaks joined, =XX decoded. */
const decode = (raw: string): ReceivedMail => {
  const [head = "", ...rest] = raw.split("\r\n\r\n")
  const headers = head.replace(/\r\n[ \t]+/g, " ")
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(headers)?.[1] ?? ""
  const body = rest.join("\r\n\r\n")
  const quotedPrintable = /quoted-printable/i.test(header("Content-Transfer-Encoding"))
  const base64 = /base64/i.test(header("Content-Transfer-Encoding"))
  const text = base64
    ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
    : quotedPrintable
      ? Buffer.from(
          body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1"
        ).toString("utf8")
      : body
  return { to: header("X-Envelope-To"), subject: header("Subject"), text }
}

/** Waits for the first mail to `to` that the test has not seen yet, as it arrived at the e2e mail server. */
export const waitForMail = async (to: string, seenBefore = 0): Promise<ReceivedMail> => {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        const mails = readdirSync(e2eMailDir)
          .sort()
          .map((file) => decode(readFileSync(join(e2eMailDir, file), "utf8")))
          .filter((mail) => mail.to.split(",").includes(to))
        found = mails[seenBefore]
        return found !== undefined
      },
      { message: `a mail to ${to}`, timeout: 30_000 }
    )
    .toBe(true)
  return found!
}

/** The invitation link of a mail: the portal's /login/{invitation} address. */
export const invitationLinkIn = (mail: ReceivedMail): string => {
  const link = /https?:\/\/\S+\/login\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link, "the invitation link in the mail").toBeDefined()
  return link!
}
