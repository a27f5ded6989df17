/**
 * The engine protocol: {@link hu.ulti.engine.EngineBot} plays through an external engine
 * process, {@link hu.ulti.engine.EngineServer} makes a {@link hu.ulti.bots.Bot} an engine,
 * {@link hu.ulti.engine.TimeControl} bounds each decision and each deal, and every way an engine
 * can fail is a {@link hu.ulti.engine.Fault}, reported and answered by a substitute action.
 */
package hu.ulti.engine;
