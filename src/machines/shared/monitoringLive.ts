import { reportClientEvents } from "../../services/monitoring"

/** Started once with the app: browser errors and the page's load time reach the server's monitoring. */
export const startMonitoring = () => reportClientEvents()
