import { createContext, useContext } from "react"
import type { Portal } from "./portal"

export const PortalContext = createContext<Portal | undefined>(undefined)

export const usePortal = (): Portal => {
  const portal = useContext(PortalContext)
  if (!portal) throw new Error("usePortal outside PortalContext")
  return portal
}
