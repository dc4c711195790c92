import type { VehicleReport } from "../../api/reports/vehicleSchemas"

declare module "@tanstack/react-router" {
  /** The vehicle report travels in navigation state from the search to its view. */
  interface HistoryState {
    vehicleReport?: VehicleReport
  }
}

export {}
