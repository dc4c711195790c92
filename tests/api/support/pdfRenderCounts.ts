/** Driver PDFs rendered so far, from a portal's Prometheus metrics: as asked for ("driver") or ahead ("driver ahead"). */
export const driverPdfRenders = (metricsText: string, kind: "driver" | "driver ahead") =>
  Number(new RegExp(`portal_pdf_render_duration_seconds_count\\{[^}]*kind="${kind}"[^}]*\\} (\\d+)`).exec(metricsText)?.[1] ?? 0)
