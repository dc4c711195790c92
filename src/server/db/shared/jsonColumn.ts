/** A json column as the driver hands it over: parsed already (node-postgres) or as text (PGlite). */
export const jsonColumn = <A>(value: A | string): A => (typeof value === "string" ? (JSON.parse(value) as A) : value)
