import { css } from "styled-system/css"
import type { ClientSecret } from "../../api/settings/machineClientGroups"
import type { B2CClientOrganization } from "../../api/settings/mappingSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { ModalDialog } from "../ui/ModalDialog"
import { SecretShownOnce } from "../ui/SecretShownOnce"

const fields = css({ display: "grid", gap: "12px" })
const label = css({ fontWeight: "600", display: "block", mb: "4px" })

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
          <SecretShownOnce
            value={secret.clientSecret}
            words={{
              secret: t.secretShown.secret(),
              copy: t.secretShown.copy(),
              copied: t.secretShown.copied(),
              once: t.secretShown.once()
            }}
            testId="client-secret"
          />
        </div>
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
