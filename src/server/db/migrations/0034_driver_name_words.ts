import { migration } from "./ddl"

/**
 * Punctuation inside a word of a name (O'Brien, Jean-Pierre, St.John): ASCII punctuation and the
 * typographic apostrophes and dashes. A regular expression class, the same in both functions.
 */
const punctuation = "[!-/:-@[-`{-~‘’‐–—]"

/**
 * A driver is found by the words of a name as people type them (docs/decisions.md, "Driver search by
 * the words of a name"): every typed word the beginning of a word of the name, in any order, case and
 * accents ignored. Each word of the name and every beginning of it (m, ma, mar, … margaret) is a
 * lexeme of a tsvector (core PostgreSQL, also in the embedded database) with a GIN index, so a typed
 * word is an exact lexeme and the index intersects the drivers of each (a prefix query, `'marg':*`,
 * gathers every matching word's drivers into a bitmap first: ten times slower at 1,000,000 drivers).
 * A word with punctuation is kept whole without it and as its parts (o'brien: obrien, o, brien); a
 * typed word with punctuation matches either way. The driver's jurisdiction is a lexeme of the same
 * index (@ and its id, which no word of a name can be), so that a surname in Ontario reads only the
 * drivers of Ontario, not every province's.
 */
export default migration(function* (sql) {
  yield* sql.unsafe(`
    CREATE FUNCTION portal_name_words(value text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN array_to_tsvector(ARRAY(
      SELECT DISTINCT left(word, n)
      FROM unnest(string_to_array(portal_search_key(value), ' ')) AS token,
        unnest(array_prepend(regexp_replace(token, '${punctuation}', '', 'g'),
          regexp_split_to_array(token, '${punctuation}'))) AS word,
        generate_series(1, length(word)) AS n
      WHERE word <> ''))`)
  // Every typed word; one with punctuation whole or as its parts. NULL (matching no one) when nothing
  // but punctuation was typed.
  yield* sql.unsafe(`
    CREATE FUNCTION portal_name_query(value text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (
      SELECT string_agg(CASE WHEN cardinality(parts) > 1
          THEN '(' || quote_literal(joined) || ' | '
            || array_to_string(ARRAY(SELECT quote_literal(part) FROM unnest(parts) AS part), ' & ') || ')'
          ELSE quote_literal(joined) END, ' & ')::tsquery
      FROM (
        SELECT regexp_replace(token, '${punctuation}', '', 'g') AS joined,
          array_remove(regexp_split_to_array(token, '${punctuation}'), '') AS parts
        FROM unnest(string_to_array(portal_search_key(value), ' ')) AS token) AS typed
      WHERE joined <> '')`)
  yield* sql.unsafe(`
    CREATE FUNCTION portal_driver_name_words(full_name text, jurisdiction_id integer) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN portal_name_words(full_name) || array_to_tsvector(ARRAY['@' || jurisdiction_id::text])`)
  // An index on the expression: existing drivers are indexed as it is built, new and corrected ones as
  // they are written, and the table keeps its shape.
  yield* sql`CREATE INDEX driver_name_words ON driver USING gin (portal_driver_name_words(full_name, jurisdiction_id))`
  yield* sql`ANALYZE driver`
})
