package hu.ulti.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.game.Game;
import hu.ulti.core.session.Session;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Notation;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Seating;
import hu.ulti.server.table.Occupant;
import hu.ulti.server.table.TableState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The server's archive of finished deals, off by default: each deal an action on this instance
 * finishes is appended to {@code ulti-server-archive.jsonl} (one JSON line per deal, in the
 * dataset format of {@code ulti dataset}) and {@code ulti-server-archive.records} (its game
 * record), with the players' names left out: each seat's player is only {@code person}, {@code bot} or
 * {@code engine:NAME}. Each instance writes its own folder.
 */
final class DealArchive {
  static final String JSON_LINES = "ulti-server-archive.jsonl";
  static final String RECORDS = "ulti-server-archive.records";

  private final Path folder;
  private final ObjectMapper json;

  DealArchive(Path folder, ObjectMapper json) {
    this.folder = folder;
    this.json = json;
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("The archive folder " + folder + " cannot be made", e);
    }
  }

  /** Appends the deal the state's session last finished. */
  synchronized void archive(TableState state) {
    Session session = state.session().orElseThrow();
    Game game = session.latestGame().orElseThrow();
    Seating seating = session.entries().get(session.entries().size() - 1).result().seating();
    List<String> players = new ArrayList<>();
    for (Player player : seating.players()) {
      Optional<Occupant> occupant = state.occupant(player);
      players.add(occupant.map(o -> o.engine().map(engine -> "engine:" + engine).orElse(o.kind())).orElse("person"));
    }
    ObjectNode line = json.createObjectNode().put("format", "ulti-dataset-deal 1").put("dataset", "ulti-server")
        .put("dealId", Notation.deal(game));
    ArrayNode kinds = line.putArray("players");
    players.forEach(kinds::add);
    game.contract().ifPresent(contract -> line.put("contract", game.rules().englishName(contract.bid()))
        .put("declarer", game.declarer().orElseThrow().index()));
    line.set("game", json.valueToTree(game));
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "ulti-server archive");
    tags.put("Players", String.join(",", players));
    try {
      Files.writeString(folder.resolve(JSON_LINES), json.writeValueAsString(line) + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      Files.writeString(folder.resolve(RECORDS), GameRecords.write(game, tags) + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException("The archive in " + folder + " cannot be written", e);
    }
  }
}
