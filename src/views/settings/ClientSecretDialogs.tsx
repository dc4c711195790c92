import { Clipboard } from "@ark-ui/react/clipboard"
import { css } from "styled-system/css"
import type { ClientSecret } from "../../api/settings/machineClientGroups"
import type { B2CClientOrganization } from "../../api/settings/mappingSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { ModalDialog } from "../ui/ModalDialog"
import { button } from "../ui/styles"

const fields = css({ display: "grid", gap: "12px" })
const label = css({ fontWeight: "600", display: "block", mb: "4px" })
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

/**
 * A machine client's secret (issue 22): the confirmation that a new secret replaces any earlier one,
 * then the secret shown once with a copy button.
 */
export const ClientSecretDialogs = ({
  target,
  secret,
  busy,
  onConfirm,
  onCancel,
  onClose
}: {
  readonly target: B2CClientOrganization | null
  readonly secret: ClientSecret | null
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly onClose: () => void
}) => {
  const { LL } = useI18nContext()
  const t = LL.settings.clientMappings
  if (secret)
    return (
      <ModalDialog
        open
        title={t.secretShown.title({ name: secret.clientId })}
        confirmLabel={t.secretShown.close()}
        onConfirm={onClose}
        testId="client-secret-shown"
      >
        <div className={fields}>
          <div>
            <span className={label}>{t.secretShown.clientId()}</span>
            <code data-testid="client-secret-client-id">{secret.clientId}</code>
          </div>
          <Clipboard.Root
            value={secret.clientSecret}
            translations={{ triggerLabel: (copied) => (copied ? t.secretShown.copied() : t.secretShown.copy()) }}
          >
            <Clipboard.Label className={label}>{t.secretShown.secret()}</Clipboard.Label>
            <Clipboard.Control className={control}>
              <Clipboard.Input className={secretBox} readOnly data-testid="client-secret-value" />
              <Clipboard.Trigger className={button({ tone: "secondary" })} data-testid="client-secret-copy">
                <Clipboard.Indicator copied={<span role="status">{t.secretShown.copied()}</span>}>
                  {t.secretShown.copy()}
                </Clipboard.Indicator>
              </Clipboard.Trigger>
            </Clipboard.Control>
          </Clipboard.Root>
        </div>
        <p className={warning} data-testid="client-secret-once">
          {t.secretShown.once()}
        </p>
      </ModalDialog>
    )
  if (!target) return null
  return (
    <ConfirmDialog
      title={t.secretConfirm.title()}
      testId="client-secret-confirm"
      confirmLabel={t.issueSecret()}
      busyLabel={t.issuingSecret()}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t.secretConfirm.text({ name: target.clientId })}</p>
    </ConfirmDialog>
  )
}
