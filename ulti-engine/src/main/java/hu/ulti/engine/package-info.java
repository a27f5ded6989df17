/**
 * The engine protocol: {@link hu.ulti.engine.EngineBot} plays through an external engine
 * process, {@link hu.ulti.engine.EngineServer} makes a {@link hu.ulti.bots.Bot} an engine,
 * {@link hu.ulti.engine.TimeControl} bounds each decision and each deal, and every way an engine
 * can fail is a {@link hu.ulti.engine.Fault}, reported and answered by a substitute action.
 * The protocol is specified in {@code docs/engine-protocol.md}.
 *
 * <pre>{@code
 * try (EngineBot engine = EngineBot.start(List.of("python3", "my_engine.py"), Path.of("."),
 *     TimeControl.standard(), Map.of())) {
 *   Action action = engine.choose(game.view(seat), random);  // the engine's, or a substitute's
 *   List<Fault> faults = engine.faults();                     // what went wrong, if anything
 * }
 * }</pre>
 */
package hu.ulti.engine;
