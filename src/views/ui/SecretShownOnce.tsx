import { Clipboard } from "@ark-ui/react/clipboard"
import { css } from "styled-system/css"
import { button, fieldLabel } from "./styles"

const control = css({ display: "flex", flexWrap: "wrap", gap: "8px", alignItems: "stretch" })
const secretBox = css({
  flex: "1 1 260px",
  minWidth: 0,
  fontFamily: "mono",
  fontSize: "0.95rem",
  px: "10px",
  py: "8px",
  border: "1px solid",
  borderColor: "border",
  borderRadius: "4px",
  bg: "bg.muted"
})
const warning = css({
  mt: "16px",
  p: "12px",
  borderLeft: "4px solid",
  borderColor: "primary",
  bg: "primary.subtle",
  fontWeight: "600"
})

export interface SecretShownOnceWords {
  readonly secret: string
  readonly copy: string
  readonly copied: string
  /** That the secret is not shown again. */
  readonly once: string
}

/** A secret the server shows this once: read-only, with a copy button, and the warning that it is not shown again. */
export const SecretShownOnce = ({
  value,
  words,
  testId
}: {
  readonly value: string
  readonly words: SecretShownOnceWords
  /** The prefix of the parts' test ids: `-value`, `-copy`, `-once`. */
  readonly testId: string
}) => (
  <>
    <Clipboard.Root value={value} translations={{ triggerLabel: (copied) => (copied ? words.copied : words.copy) }}>
      <Clipboard.Label className={fieldLabel}>{words.secret}</Clipboard.Label>
      <Clipboard.Control className={control}>
        <Clipboard.Input className={secretBox} readOnly data-testid={`${testId}-value`} />
        <Clipboard.Trigger className={button({ tone: "secondary" })} data-testid={`${testId}-copy`}>
          <Clipboard.Indicator copied={<span role="status">{words.copied}</span>}>{words.copy}</Clipboard.Indicator>
        </Clipboard.Trigger>
      </Clipboard.Control>
    </Clipboard.Root>
    <p className={warning} data-testid={`${testId}-once`}>
      {words.once}
    </p>
  </>
)
