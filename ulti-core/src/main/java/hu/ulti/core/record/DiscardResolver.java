package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Chooses discards for moves written {@code discard ? ?} so that the rest of the record replays:
 * every card a seat plays, and both cards of every marriage it declares, must be in its hand
 * when the play starts, and every later move must be legal with those hands (in a betli that
 * ended early an unplayed card still decides what must be played). The score does not depend on
 * the talon's travels, so any such choice settles the same. A depth-first search over the
 * unknown discards, trying first the cards the next taker needs and the discarder does not;
 * bounded, and only run when a discard is unknown. If no choice replays, the first choice that
 * fits the cards is returned, so that the replay names the move that breaks a rule.
 */
final class DiscardResolver {
  private static final int BUDGET = 200_000;

  private DiscardResolver() {}

  static List<Move> resolve(RuleSet rules, Deal deal, List<Move> moves) {
    if (moves.stream().noneMatch(Move::discardUnknown)) {
      return moves;
    }
    int[] needed = new int[3];
    for (Move move : moves) {
      for (Action action : move.actions()) {
        if (action instanceof Action.PlayCard) {
          needed[action.seat().index()] |= ((Action.PlayCard) action).card().bit();
        } else if (action instanceof Action.DeclareMarriage) {
          var suit = ((Action.DeclareMarriage) action).suit();
          needed[action.seat().index()] |= Card.of(suit, Rank.KING).bit() | Card.of(suit, Rank.OVER).bit();
        }
      }
    }
    int[] hands = new int[3];
    for (Seat seat : Seat.values()) {
      hands[seat.index()] = deal.hand(seat).bits();
    }
    Search search = new Search(moves, needed, chosen -> replays(rules, deal, withDiscards(moves, chosen)));
    int[] chosen = new int[moves.size()];
    if (search.run(0, hands, deal.talon().bits(), chosen)) {
      return withDiscards(moves, chosen);
    }
    if (search.firstFit != null) {
      return withDiscards(moves, search.firstFit); // the replay will name the move that breaks a rule
    }
    Move first = moves.stream().filter(Move::discardUnknown).findFirst().orElseThrow();
    throw new RecordViolationException(first.number(), first.seat(), first.text(), null,
        "no choice of the unknown discards agrees with the cards played later in the record");
  }

  /** Whether every move of the record is legal. */
  private static boolean replays(RuleSet rules, Deal deal, List<Move> moves) {
    Game game = Game.start(rules, deal);
    for (Move move : moves) {
      for (Action action : move.actions()) {
        if (game.check(action).isPresent()) {
          return false;
        }
        game = game.apply(action);
      }
    }
    return true;
  }

  private static List<Move> withDiscards(List<Move> moves, int[] chosen) {
    List<Move> resolved = new ArrayList<>(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      Move move = moves.get(i);
      if (!move.discardUnknown()) {
        resolved.add(move);
        continue;
      }
      List<Action> actions = new ArrayList<>();
      for (Action action : move.actions()) {
        if (action instanceof Action.MakeBid) {
          Action.MakeBid make = (Action.MakeBid) action;
          actions.add(new Action.MakeBid(make.seat(), CardSet.ofBits(chosen[i]), make.bid()));
        } else {
          actions.add(action);
        }
      }
      resolved.add(new Move(move.number(), move.line(), move.seat(), actions, move.text(), false));
    }
    return resolved;
  }

  private static final class Search {
    private final List<Move> moves;
    private final int[] needed;
    private final int neededByAnyone;
    /** For each move: the seat that next takes the talon after it, or -1 if nobody does. */
    private final int[] nextTaker;
    /** For each move: whether its seat takes the talon again later. */
    private final boolean[] takesAgain;
    private final java.util.function.Predicate<int[]> replays;
    private int nodes;
    int[] firstFit;

    Search(List<Move> moves, int[] needed, java.util.function.Predicate<int[]> replays) {
      this.moves = moves;
      this.needed = needed;
      this.replays = replays;
      this.neededByAnyone = needed[0] | needed[1] | needed[2];
      this.nextTaker = new int[moves.size()];
      this.takesAgain = new boolean[moves.size()];
      for (int i = 0; i < moves.size(); i++) {
        nextTaker[i] = -1;
        for (int j = i + 1; j < moves.size(); j++) {
          if (moves.get(j).actions().get(0) instanceof Action.TakeTalon) {
            if (nextTaker[i] < 0) {
              nextTaker[i] = moves.get(j).seat().index();
            }
            takesAgain[i] |= moves.get(j).seat() == moves.get(i).seat();
          }
        }
      }
    }

    /** How much a discard of this card is worth trying first; negative: never. */
    private int preference(int index, int seat, int card) {
      int bit = 1 << card;
      if (nextTaker[index] < 0) {
        return (neededByAnyone & bit) == 0 ? 2 : -1; // it stays in the talon for good
      }
      if ((needed[seat] & bit) != 0 && !takesAgain[index]) {
        return -1; // the seat will play it but never gets it back
      }
      if ((needed[nextTaker[index]] & bit) != 0) {
        return 3;
      }
      return (neededByAnyone & bit) == 0 ? 2 : (needed[seat] & bit) == 0 ? 1 : 0;
    }

    boolean run(int index, int[] hands, int talon, int[] chosen) {
      if (++nodes > BUDGET) {
        return false;
      }
      if (index == moves.size()) {
        for (int seat = 0; seat < 3; seat++) {
          if ((needed[seat] & ~hands[seat]) != 0) {
            return false;
          }
        }
        if (firstFit == null) {
          firstFit = chosen.clone();
        }
        return replays.test(chosen);
      }
      Move move = moves.get(index);
      int seat = move.seat().index();
      int[] next = hands.clone();
      int nextTalon = talon;
      boolean twelve = Integer.bitCount(hands[seat]) == 12;
      for (Action action : move.actions()) {
        if (action instanceof Action.TakeTalon) {
          next[seat] |= nextTalon;
          nextTalon = 0;
          twelve = true;
        } else if (action instanceof Action.MakeBid && twelve && !move.discardUnknown()) {
          int discard = ((Action.MakeBid) action).discard().bits();
          next[seat] &= ~discard;
          nextTalon = discard;
        } else if (action instanceof Action.PlayCard) {
          return run(moves.size(), next, nextTalon, chosen); // the auction is over: check what is needed
        }
      }
      if (!move.discardUnknown()) {
        return run(index + 1, next, nextTalon, chosen);
      }
      List<Integer> cards = new ArrayList<>();
      for (int bits = next[seat]; bits != 0; bits &= bits - 1) {
        int card = Integer.numberOfTrailingZeros(bits);
        if (preference(index, seat, card) >= 0) {
          cards.add(card);
        }
      }
      cards.sort((a, b) -> Integer.compare(preference(index, seat, b), preference(index, seat, a)));
      for (int i = 0; i < cards.size(); i++) {
        for (int j = i + 1; j < cards.size(); j++) {
          int discard = (1 << cards.get(i)) | (1 << cards.get(j));
          int[] after = next.clone();
          after[seat] &= ~discard;
          chosen[index] = discard;
          if (run(index + 1, after, discard, chosen)) {
            return true;
          }
        }
      }
      return false;
    }
  }
}
