import pkg from "../../package.json" with { type: "json" }

export const applicationVersion: string = pkg.version
