package hu.ulti.examples.cli;

import hu.ulti.bots.match.GameResult;
import hu.ulti.bots.match.Match;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecords;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Hears each game of {@code ulti match}: writes its record, keeps it for the analysis, and reports progress. */
final class MatchRecorder implements Match.Listener {
  private final Match match;
  private final String dealsName;
  private final Writer writer;
  private final boolean keep;
  private final Progress progress;
  private final Entrants engines;
  private final List<Map.Entry<GameResult, Game>> games = new ArrayList<>();
  private IOException failure;

  MatchRecorder(Match match, String dealsName, Writer writer, boolean keep, Progress progress, Entrants engines) {
    this.match = match;
    this.dealsName = dealsName;
    this.writer = writer;
    this.keep = keep;
    this.progress = progress;
    this.engines = engines;
  }

  @Override
  public void gameOver(GameResult result, Game game) {
    if (keep) {
      games.add(Map.entry(result, game));
    }
    if (writer != null && failure == null) {
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", "ulti match, deal " + (result.dealIndex() + 1) + " of " + dealsName);
      tags.put("Players", String.join(",", result.seating().stream().map(e -> match.entrants().get(e).name()).toList()));
      try {
        writer.write(GameRecords.write(game, tags));
        // The engines' faults in this game, beside it, as comments (docs/record-format.md).
        for (String fault : engines.faults(match.gameName(result.dealIndex(), result.seating()))) {
          writer.write("; engine fault: " + fault.replace('\n', ' ') + "\n");
        }
        writer.write('\n');
      } catch (IOException e) {
        failure = e;
      }
    }
  }

  @Override
  public void dealOver(int dealsDone) {
    progress.update(dealsDone);
  }

  List<Map.Entry<GameResult, Game>> games() {
    return games;
  }

  void close() throws IOException {
    if (writer != null) {
      writer.close();
    }
    if (failure != null) {
      throw failure;
    }
  }
}
