/**
 * The JSON wire format of the Ulti SDK: a Jackson module ({@link hu.ulti.json.UltiModule}) that
 * reads and writes the SDK's values, and {@link hu.ulti.json.UltiJson}, a mapper configured to
 * read untrusted input strictly and within bounds. The format is specified in
 * {@code docs/json.md}, with a JSON Schema per top-level type under {@code docs/schema/}.
 */
module hu.ulti.json {
  requires transitive hu.ulti.core;
  requires transitive com.fasterxml.jackson.databind;

  exports hu.ulti.json;

  provides com.fasterxml.jackson.databind.Module with hu.ulti.json.UltiModule;
}
