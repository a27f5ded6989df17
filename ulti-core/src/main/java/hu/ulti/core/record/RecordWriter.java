package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.internal.Text;
import hu.ulti.core.play.Trick;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Party;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntPredicate;

/** Writes games as records in the format of {@code docs/record-format.md}. */
final class RecordWriter {
  static final String FORMAT = "ulti-record 1";

  private RecordWriter() {}

  /** The complete record of a game. */
  static String write(Game game, Map<String, String> extraTags) {
    Map<String, String> tags = startTags(game.rules().id(), game.deal().dealer(), extraTags);
    for (Seat seat : Seat.values()) {
      tags.put("Hand" + seat.index(), game.deal().hand(seat).codes());
    }
    tags.put("Talon", game.deal().talon().codes());
    for (Seat seat : Seat.values()) {
      game.deal().firstRound(seat).ifPresent(first -> tags.put("First" + seat.index(), first.codes()));
    }
    tags.put("DealId", Notation.deal(game));
    if (game.isOver()) {
      tags.put(RecordTags.PAYMENTS, payments(game.payments()));
    }
    return text(tags, moves(game.history(), game.rules(), i -> false));
  }

  /**
   * The record as one seat saw the deal, written from its {@link PlayerView} alone, so that it
   * names no card the seat has not seen: its own cards as it received them, the talon as dealt
   * if it picked it up, the hands an open contract exposed, the public moves with the other
   * seats' discards unknown.
   */
  static String write(PlayerView view, Map<String, String> extraTags) {
    Map<String, String> tags = startTags(view.rules().id(), view.dealer(), extraTags);
    for (Seat seat : Seat.values()) {
      tags.put("Hand" + seat.index(),
          seat == view.seat() ? view.receivedHand().map(CardSet::codes).orElse(GameRecords.UNKNOWN) : GameRecords.UNKNOWN);
    }
    tags.put("Talon", view.dealtTalon().map(CardSet::codes).orElse(GameRecords.UNKNOWN));
    if (view.firstRound().isPresent()) {
      for (Seat seat : Seat.values()) {
        tags.put("First" + seat.index(), seat == view.seat() ? view.firstRound().get().codes() : GameRecords.UNKNOWN);
      }
    }
    view.settlement().ifPresent(settlement -> tags.put(RecordTags.PAYMENTS, payments(settlement.payments())));
    tags.put("View", String.valueOf(view.seat().index()));
    for (Map.Entry<Seat, CardSet> exposed : view.exposedHands().entrySet()) {
      tags.put("Exposed" + exposed.getKey().index(), exposedAfterFirstTrick(view, exposed.getKey(), exposed.getValue()).codes());
    }
    return text(tags, moves(view.history(), view.rules(), view::isDiscardHidden));
  }

  private static Map<String, String> startTags(String rules, Seat dealer, Map<String, String> extraTags) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Format", FORMAT);
    for (Map.Entry<String, String> tag : extraTags.entrySet()) {
      if (RecordTags.OWN.contains(tag.getKey())) {
        throw new IllegalArgumentException("The writer sets the " + tag.getKey() + " tag itself");
      }
      if (!RecordReader.isTagName(tag.getKey())) {
        throw new IllegalArgumentException("A tag name is a letter followed by letters and digits, at most "
            + RecordReader.MAX_TAG_NAME + " in all, not '" + Text.quote(tag.getKey()) + "'");
      }
      tags.put(tag.getKey(), Objects.requireNonNull(tag.getValue(), "tag value"));
    }
    tags.put("Rules", rules);
    tags.put("Dealer", String.valueOf(dealer.index()));
    return tags;
  }

  private static String text(Map<String, String> tags, List<Move> moves) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      out.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
    }
    out.append('\n');
    for (Move move : moves) {
      out.append(move.number()).append(". ").append(move.text()).append('\n');
    }
    return out.toString();
  }

  /** The settlement as net game points per seat: "0 -16, 1 -16, 2 +32". */
  static String payments(Map<Seat, Integer> payments) {
    StringBuilder out = new StringBuilder();
    for (Seat seat : Seat.values()) {
      int payment = payments.get(seat);
      out.append(out.length() == 0 ? "" : ", ").append(seat.index()).append(' ')
          .append(payment > 0 ? "+" : "").append(payment);
    }
    return out.toString();
  }

  /**
   * The move lines of a history, taking the talon joined to the bid that follows it; a bid whose
   * discard is hidden is written {@code discard ? ?}.
   */
  static List<Move> moves(List<Action> history, RuleSet rules, IntPredicate discardHidden) {
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < history.size(); i++) {
      Action action = history.get(i);
      List<Action> actions = new ArrayList<>();
      actions.add(action);
      StringBuilder text = new StringBuilder().append(action.seat().index()).append(' ');
      boolean hidden = false;
      if (action instanceof Action.TakeTalon) {
        text.append("take talon");
        if (i + 1 < history.size() && history.get(i + 1) instanceof Action.Bid) {
          hidden = discardHidden.test(++i);
          Action.Bid bid = (Action.Bid) history.get(i);
          actions.add(bid);
          text.append(' ').append(bid(rules, bid, hidden));
        }
      } else if (action instanceof Action.Bid) {
        hidden = discardHidden.test(i);
        text.append(bid(rules, (Action.Bid) action, hidden));
      } else {
        text.append(describe(action));
      }
      moves.add(new Move(moves.size() + 1, 0, action.seat(), actions, text.toString(), hidden));
    }
    return moves;
  }

  /** One action in move notation: "0 play HA", "1 take talon", "2 discard ? ? bid Ulti" when hidden. */
  static String text(RuleSet rules, Action action, boolean hidden) {
    String what = action instanceof Action.TakeTalon ? "take talon"
        : action instanceof Action.Bid ? bid(rules, (Action.Bid) action, hidden) : describe(action);
    return action.seat().index() + " " + what;
  }

  private static String bid(RuleSet rules, Action.Bid bid, boolean hidden) {
    String name = rules.englishName(bid.bid());
    if (hidden) {
      return "discard ? ? bid " + name;
    }
    return bid.discard().isEmpty() ? "bid " + name : "discard " + bid.discard().codes() + " bid " + name;
  }

  private static String describe(Action action) {
    if (action instanceof Action.Pass) {
      return "pass";
    }
    if (action instanceof Action.NameTrumps) {
      return "name trumps " + ((Action.NameTrumps) action).suit().englishName();
    }
    if (action instanceof Action.GiveUp) {
      return "give up";
    }
    if (action instanceof Action.Declare) {
      return "declare " + ((Action.Declare) action).suit().englishName();
    }
    if (action instanceof Action.Kontra) {
      Action.Kontra kontra = (Action.Kontra) action;
      return "kontra " + kontra.component().code()
          + kontra.against().map(seat -> " against " + seat.index()).orElse("");
    }
    Card card = ((Action.Play) action).card();
    return "play " + card.code();
  }

  /** The cards a seat laid open after the first trick: what it holds now and what it has played since. */
  private static CardSet exposedAfterFirstTrick(PlayerView view, Seat seat, CardSet now) {
    CardSet after = now;
    List<Trick> tricks = view.completedTricks();
    for (int t = 1; t < tricks.size(); t++) {
      after = after.with(tricks.get(t).cardOf(seat).orElseThrow());
    }
    if (view.currentTrick().cardOf(seat).isPresent() && !tricks.isEmpty()) {
      after = after.with(view.currentTrick().cardOf(seat).get());
    }
    return after;
  }

  private static String escape(String value) {
    return value.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
