/**
 * The JSON wire format of the Ulti SDK: {@link hu.ulti.json.UltiJson} and the Jackson module
 * {@link hu.ulti.json.UltiModule} read and write every public value (cards, bids, contracts,
 * actions, hand summaries, settlements, player and public views, game records), each document
 * marked with its format and version. Reading validates as the core does, so a document that
 * names an impossible state is refused with the JSON path of the offending field. The format is
 * specified in {@code docs/json.md} with JSON Schemas in {@code docs/schema/}.
 *
 * <p>A server sends a seat its view; the client reads it back and checks its move as the server
 * will:
 *
 * <pre>{@code
 * ObjectMapper json = UltiJson.mapper();
 * String message = json.writeValueAsString(game.view(seat));      // with its legal actions
 * PlayerView view = json.readValue(message, PlayerView.class);     // on the client
 * Optional<Refusal> why = view.check(action);                      // empty: the server agrees
 * }</pre>
 */
package hu.ulti.json;
