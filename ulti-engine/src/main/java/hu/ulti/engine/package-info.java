/**
 * The engine protocol: {@link hu.ulti.engine.EngineBot} plays through an external engine
 * process, started as an {@link hu.ulti.engine.EngineLaunch} says (options, a start-up limit, a
 * minimal environment); {@link hu.ulti.engine.EngineServer} makes a {@link hu.ulti.bots.Bot} an
 * engine; {@link hu.ulti.engine.TimeControl} bounds each decision and each deal, and every way an
 * engine can fail is a {@link hu.ulti.engine.Fault}, named by its game, reported and answered by a
 * substitute action. The protocol is specified in {@code docs/engine-protocol.md}.
 *
 * <pre>{@code
 * try (EngineBot engine = EngineBot.start(EngineLaunch.of(List.of("python3", "my_engine.py"))
 *     .withOption("samples", "24"))) {
 *   engine.newDeal("deal 1 of my test");                      // names the game in faults
 *   Action action = engine.choose(game.view(seat), random);  // the engine's, or a substitute's
 *   List<Fault> faults = engine.faults();                     // what went wrong, if anything
 * }
 * }</pre>
 */
package hu.ulti.engine;
