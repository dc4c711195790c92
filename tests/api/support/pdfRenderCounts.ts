/** PDFs rendered so far, from a portal's Prometheus metrics: as asked for ("driver", "vehicle") or ahead ("driver ahead", ...). */
export const driverPdfRenders = (metricsText: string, kind: `${"driver" | "vehicle"}${"" | " ahead"}`) =>
  Number(new RegExp(`portal_pdf_render_duration_seconds_count\\{[^}]*kind="${kind}"[^}]*\\} (\\d+)`).exec(metricsText)?.[1] ?? 0)
