// The lookup tables moved to src/server/shared, below the migrations that create them; this name stays
// until the SDC row rules and the glossary test import them from there.
export * from "../../shared/lookups"
