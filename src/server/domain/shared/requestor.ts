// The requestor's name moved to src/server/shared, below the database reads that use it; this name stays
// until the SDC upload handler imports it from there.
export * from "../../shared/requestor"
