/**
 * The Ulti engine protocol ({@code docs/engine-protocol.md}): {@link hu.ulti.engine.EngineBot},
 * an engine process in any language behind the {@link hu.ulti.bots.Bot} interface, with time
 * control and faults that never stop a match; and {@link hu.ulti.engine.EngineServer}, which
 * serves any {@code Bot} as an engine over standard input and output.
 */
module hu.ulti.engine {
  requires transitive hu.ulti.bots;
  requires transitive hu.ulti.json;

  exports hu.ulti.engine;
}
