/** The account a notice is about: its holder's name and User ID. */
export interface MailAccount {
  readonly firstName: string
  readonly lastName: string
  readonly userId: string
}

/** A notice carrying a one-time link for the account, and when the link stops working. */
export interface OneTimeLinkMail extends MailAccount {
  readonly link: string
  readonly expiresAt: Date
}

/** "2026-12-02 14:05 UTC": the same in both languages. */
export const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`

/** The body of a notice: the holder greeted by name, in English then French, as every notice of the portal. */
export const noticeBody = (account: MailAccount, english: ReadonlyArray<string>, french: ReadonlyArray<string>) => {
  const name = `${account.firstName} ${account.lastName}`
  return [`Hello ${name},`, "", ...english, "", "---", "", `Bonjour ${name},`, "", ...french].join("\n")
}
