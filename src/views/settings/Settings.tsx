import { Tabs } from "@ark-ui/react/tabs"
import { createLazyRoute } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { card, pageTitle } from "../ui/styles"
import { ClaimsProvidersTab } from "./ClaimsProvidersTab"
import { ClientMappingsTab } from "./ClientMappingsTab"
import { ContactUsTab, SystemMessageTab, TermsOfServiceTab } from "./ContentTabs"

const tabList = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "4px",
  borderBottom: "2px solid",
  borderColor: "border",
  mb: "16px"
})
const tabTrigger = css({
  px: "14px",
  py: "10px",
  minHeight: "44px",
  fontWeight: "600",
  color: "navy.700",
  bg: "transparent",
  borderBottom: "3px solid transparent",
  mb: "-2px",
  cursor: "pointer",
  _hover: { bg: "navy.50" },
  _selected: { borderColor: "navy.700", color: "navy.900" },
  _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "-3px" }
})

const tabs = [
  { value: "claimsProviders", Panel: ClaimsProvidersTab },
  { value: "clientMappings", Panel: ClientMappingsTab },
  { value: "contactUs", Panel: ContactUsTab },
  { value: "termsOfService", Panel: TermsOfServiceTab },
  { value: "systemMessage", Panel: SystemMessageTab }
] as const

/**
 * /settings (function manageSystemFunction, document 2 section 2): five tabs, each loaded when first
 * opened and left running while another is shown, so that what was typed stays.
 */
const SettingsScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("settings")
  if (!ready) return <Waiting label={LL.common.loading()} />
  const t = LL.settings
  return (
    <div data-testid="settings">
      <h1 className={pageTitle}>{t.title()}</h1>
      <Tabs.Root defaultValue="claimsProviders" lazyMount>
        <Tabs.List className={tabList} aria-label={t.tabs.label()}>
          {tabs.map(({ value }) => (
            <Tabs.Trigger key={value} value={value} className={tabTrigger} data-testid={`settings-tab-${value}`}>
              {t.tabs[value]()}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className={card} data-testid={`settings-panel-${value}`}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  )
}

export const Route = createLazyRoute("/settings")({ component: SettingsScreen })
