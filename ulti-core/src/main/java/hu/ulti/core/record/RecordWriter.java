package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes games as records in the format of {@code docs/record-format.md}. */
final class RecordWriter {
  static final String FORMAT = "ulti-record 1";
  private static final List<String> OWN_TAGS =
      List.of("Format", "Rules", "Dealer", "Hand0", "Hand1", "Hand2", "Talon", "Result", "View",
          "Exposed0", "Exposed1", "Exposed2", "First0", "First1", "First2");

  private RecordWriter() {}

  /** The record of a game; {@code viewer} non-null writes it as that seat saw it. */
  static String write(Game game, Map<String, String> extraTags, Seat viewer) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Format", FORMAT);
    for (Map.Entry<String, String> tag : extraTags.entrySet()) {
      if (OWN_TAGS.contains(tag.getKey())) {
        throw new IllegalArgumentException("The writer sets the " + tag.getKey() + " tag itself");
      }
      if (!tag.getKey().matches("[A-Za-z][A-Za-z0-9]*")) {
        throw new IllegalArgumentException("A tag name is a letter followed by letters and digits, not '" + tag.getKey() + "'");
      }
      tags.put(tag.getKey(), tag.getValue());
    }
    tags.put("Rules", game.rules().id());
    tags.put("Dealer", String.valueOf(game.deal().dealer().index()));
    for (Seat seat : Seat.values()) {
      tags.put("Hand" + seat.index(), viewer == null || viewer == seat ? game.deal().hand(seat).codes() : "?");
    }
    tags.put("Talon", game.deal().talon().codes());
    for (Seat seat : Seat.values()) {
      game.deal().firstRound(seat).ifPresent(first ->
          tags.put("First" + seat.index(), viewer == null || viewer == seat ? first.codes() : "?"));
    }
    if (game.isFinished()) {
      tags.put("Result", result(game));
    }
    if (viewer != null) {
      tags.put("View", String.valueOf(viewer.index()));
      exposed(game, viewer, tags);
    }
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      out.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
    }
    out.append('\n');
    for (Move move : moves(game.history(), game, viewer)) {
      out.append(move.number()).append(". ").append(move.text()).append('\n');
    }
    return out.toString();
  }

  /** The settlement as net game points per seat: "0 -16, 1 -16, 2 +32". */
  static String result(Game game) {
    StringBuilder out = new StringBuilder();
    for (Seat seat : Seat.values()) {
      int payment = game.payments().get(seat);
      out.append(out.length() == 0 ? "" : ", ").append(seat.index()).append(' ')
          .append(payment > 0 ? "+" : "").append(payment);
    }
    return out.toString();
  }

  /** The move lines of a history, taking the talon joined to the bid that follows it. */
  static List<Move> moves(List<Action> history, Game game, Seat viewer) {
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < history.size(); i++) {
      Action action = history.get(i);
      List<Action> actions = new ArrayList<>();
      actions.add(action);
      StringBuilder text = new StringBuilder().append(action.seat().index()).append(' ');
      boolean hidden = viewer != null && viewer != action.seat();
      if (action instanceof Action.TakeTalon) {
        text.append("take");
        if (i + 1 < history.size() && history.get(i + 1) instanceof Action.MakeBid) {
          Action.MakeBid bid = (Action.MakeBid) history.get(++i);
          actions.add(bid);
          text.append(' ').append(bid(game, bid, hidden));
        }
      } else if (action instanceof Action.MakeBid) {
        text.append(bid(game, (Action.MakeBid) action, hidden));
      } else {
        text.append(describe(action));
      }
      moves.add(new Move(moves.size() + 1, 0, action.seat(), actions, text.toString(), hidden
          && actions.get(actions.size() - 1) instanceof Action.MakeBid
          && !((Action.MakeBid) actions.get(actions.size() - 1)).discard().isEmpty()));
    }
    return moves;
  }

  private static String bid(Game game, Action.MakeBid bid, boolean hidden) {
    String name = game.rules().englishName(bid.bid());
    if (bid.discard().isEmpty()) {
      return "bid " + name;
    }
    return "discard " + (hidden ? "? ?" : bid.discard().codes()) + " bid " + name;
  }

  private static String describe(Action action) {
    if (action instanceof Action.Pass) {
      return "pass";
    }
    if (action instanceof Action.NameTrumps) {
      return "trumps " + ((Action.NameTrumps) action).suit().englishName();
    }
    if (action instanceof Action.GiveUp) {
      return "give up";
    }
    if (action instanceof Action.DeclareMarriage) {
      return "declare " + ((Action.DeclareMarriage) action).suit().englishName();
    }
    if (action instanceof Action.SayKontra) {
      Action.SayKontra kontra = (Action.SayKontra) action;
      return "kontra " + RecordReader.componentCode(kontra.component())
          + kontra.against().map(seat -> " against " + seat.index()).orElse("");
    }
    Card card = ((Action.PlayCard) action).card();
    return "play " + card.code();
  }

  /** In an open contract, the other hands as laid open after the first trick. */
  private static void exposed(Game game, Seat viewer, Map<String, String> tags) {
    if (game.trickPlay().isEmpty() || !game.contract().orElseThrow().isOpen()) {
      return;
    }
    TrickPlay play = game.trickPlay().get();
    if (play.completedTricks().isEmpty()) {
      return;
    }
    for (Seat seat : Seat.values()) {
      if (seat == viewer) {
        continue;
      }
      CardSet after = play.hand(seat);
      for (int t = 1; t < play.completedTricks().size(); t++) {
        Trick trick = play.completedTricks().get(t);
        after = after.with(trick.cardOf(seat).orElseThrow());
      }
      if (play.currentTrick().cardOf(seat).isPresent()) {
        after = after.with(play.currentTrick().cardOf(seat).get());
      }
      tags.put("Exposed" + seat.index(), after.codes());
    }
  }

  private static String escape(String value) {
    return value.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
