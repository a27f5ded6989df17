package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Chooses discards for moves written {@code discard ? ?} so that the rest of the record replays:
 * every card a seat plays, and both cards of every marriage it declares, must be in its hand
 * when the play starts, and every later move must be legal with those hands (in a betli that
 * ended early an unplayed card still decides what must be played). The score does not depend on
 * the talon's travels, so any such choice settles the same.
 *
 * <p>The search replays the record on real {@link Game}s, so that whatever the rules do to the
 * hands (a half-hand auction that decides who gets the seven, a talon dealt apart) the choices
 * are made from the hands the seats really hold. It is a depth-first search over the unknown
 * discards with an explicit stack, trying first the cards the next taker of the talon needs and
 * the discarder does not; it applies at most {@link #BUDGET} actions in all. If no choice
 * replays, the choice that replayed furthest is returned, so that the replay names the move
 * that breaks a rule.
 */
final class DiscardResolver {
  /** The most actions one resolution applies, over all the choices it tries. */
  static final int BUDGET = 400_000;

  private DiscardResolver() {}

  /** A choice point: the game before an unknown discard, its candidate discards, the next to try. */
  private record Frame(int move, Game before, List<CardSet> candidates, int next) {}

  static List<Move> resolve(RuleSet rules, Deal deal, List<Move> moves) {
    return resolve(rules, deal, moves, ReplayBudget.unlimited());
  }

  /**
   * As {@link #resolve(RuleSet, Deal, List)}, within what is left of a budget shared with other
   * records: the search stops at the smaller of its own bound and what is left, and what it
   * applied is taken from the budget.
   */
  static List<Move> resolve(RuleSet rules, Deal deal, List<Move> moves, ReplayBudget budget) {
    if (moves.stream().noneMatch(Move::discardUnknown)) {
      return moves;
    }
    long left = budget.remaining();
    Search search = new Search(moves, (int) Math.min(BUDGET, left), left < BUDGET ? budget.total() : 0);
    try {
      return search.run(Game.start(rules, deal));
    } finally {
      budget.spend(search.applied);
    }
  }

  /** The record's moves with the chosen discards in place of the unknown ones. */
  private static List<Move> withDiscards(List<Move> moves, CardSet[] chosen) {
    List<Move> resolved = new ArrayList<>(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      Move move = moves.get(i);
      if (!move.discardUnknown() || chosen[i] == null) {
        resolved.add(move);
        continue;
      }
      resolved.add(new Move(move.number(), move.line(), move.seat(), withDiscard(move, chosen[i]), move.text(), false));
    }
    return resolved;
  }

  private static List<Action> withDiscard(Move move, CardSet discard) {
    List<Action> actions = new ArrayList<>(move.actions().size());
    for (Action action : move.actions()) {
      if (action instanceof Action.Bid) {
        Action.Bid make = (Action.Bid) action;
        actions.add(new Action.Bid(make.seat(), discard, make.bid()));
      } else {
        actions.add(action);
      }
    }
    return actions;
  }

  private static final class Search {
    private final List<Move> moves;
    /** The cards each seat plays or declares later in the record. */
    private final int[] needed = new int[3];
    private final int neededByAnyone;
    /** For each move: the seat that next takes the talon after it, or -1 if nobody does. */
    private final int[] nextTaker;
    /** For each move: whether its seat takes the talon again later. */
    private final boolean[] takesAgain;
    private final CardSet[] chosen;
    private CardSet[] furthest;
    private int furthestMove = -1;
    private int applied;
    /** The most actions this search applies: its own bound, or what is left of the input's. */
    private final int bound;
    /** The input's budget when it, not this search's own bound, is the limit; 0 otherwise. */
    private final long sharedTotal;

    Search(List<Move> moves, int bound, long sharedTotal) {
      this.moves = moves;
      this.bound = bound;
      this.sharedTotal = sharedTotal;
      this.chosen = new CardSet[moves.size()];
      for (Move move : moves) {
        for (Action action : move.actions()) {
          if (action instanceof Action.Play) {
            needed[action.seat().index()] |= ((Action.Play) action).card().bit();
          } else if (action instanceof Action.Declare) {
            var suit = ((Action.Declare) action).suit();
            needed[action.seat().index()] |= Card.of(suit, Rank.KING).bit() | Card.of(suit, Rank.OVER).bit();
          }
        }
      }
      this.neededByAnyone = needed[0] | needed[1] | needed[2];
      this.nextTaker = new int[moves.size()];
      this.takesAgain = new boolean[moves.size()];
      int taker = -1;
      boolean[] takesLater = new boolean[3];
      for (int i = moves.size() - 1; i >= 0; i--) {
        nextTaker[i] = taker;
        int seat = moves.get(i).seat().index();
        takesAgain[i] = takesLater[seat];
        if (moves.get(i).actions().get(0) instanceof Action.TakeTalon) {
          taker = seat;
          takesLater[seat] = true;
        }
      }
    }

    List<Move> run(Game start) {
      Deque<Frame> stack = new ArrayDeque<>();
      Game game = start;
      int move = 0;
      while (true) {
        // Replay known moves up to the next unknown discard, the end, or a refusal.
        Game reached = advance(game, move);
        int stopped = reachedMove;
        if (reached != null && stopped == moves.size()) {
          return withDiscards(moves, chosen);
        }
        if (reached != null) {
          Frame frame = choicePoint(reached, stopped);
          if (frame != null) {
            stack.push(frame);
          }
        }
        // Take the next candidate of the innermost choice point that has one.
        Frame next = null;
        while (!stack.isEmpty() && applied < bound) {
          Frame top = stack.pop();
          if (top.next() < top.candidates().size()) {
            next = top;
            break;
          }
          chosen[top.move()] = null;
        }
        if (next == null) {
          return failed();
        }
        CardSet discard = next.candidates().get(next.next());
        stack.push(new Frame(next.move(), next.before(), next.candidates(), next.next() + 1));
        chosen[next.move()] = discard;
        Move unknown = moves.get(next.move());
        Action.Bid bid = (Action.Bid) withDiscard(unknown, discard).get(unknown.actions().size() - 1);
        applied++;
        if (next.before().check(bid).isPresent()) {
          game = null;
          move = next.move();
          continue;
        }
        game = next.before().apply(bid);
        move = next.move() + 1;
        if (!holdsWhatItNeeds(game)) {
          game = null;
        }
      }
    }

    private int reachedMove;

    /**
     * Applies the moves from {@code from} while their discards are known: the game before the
     * first unknown discard (or after the last move), with {@link #reachedMove} its index; null
     * if a move is refused or the budget is spent.
     */
    private Game advance(Game game, int from) {
      if (game == null) {
        return null;
      }
      int move = from;
      for (; move < moves.size() && !moves.get(move).discardUnknown(); move++) {
        for (Action action : moves.get(move).actions()) {
          if (++applied > bound || game.check(action).isPresent()) {
            remember(move);
            return null;
          }
          game = game.apply(action);
          if (!holdsWhatItNeeds(game)) {
            remember(move);
            return null;
          }
        }
      }
      remember(move);
      reachedMove = move;
      return game;
    }

    /** Keeps the choice that replayed furthest, for the error when nothing replays. */
    private void remember(int move) {
      if (move > furthestMove) {
        furthestMove = move;
        furthest = chosen.clone();
      }
    }

    /**
     * Once the play starts, each seat must hold every card it plays or declares later; this
     * cuts a wrong discard at the start of the play rather than at the card it lacks.
     */
    private boolean holdsWhatItNeeds(Game game) {
      if (game.phase() != Phase.TRUMPS && game.phase() != Phase.PLAY || game.trickPlay().map(p -> !p.completedTricks()
          .isEmpty() || !p.currentTrick().isEmpty()).orElse(false)) {
        return true;
      }
      for (Seat seat : Seat.values()) {
        if ((needed[seat.index()] & ~game.hand(seat).bits()) != 0) {
          return false;
        }
      }
      return true;
    }

    /** The choice point of an unknown discard at {@code index}; null if its talon is refused. */
    private Frame choicePoint(Game game, int index) {
      Move move = moves.get(index);
      for (Action action : move.actions()) {
        if (action instanceof Action.TakeTalon) {
          applied++;
          if (game.check(action).isPresent()) {
            return null;
          }
          game = game.apply(action);
        }
      }
      int seat = move.seat().index();
      List<Card> cards = new ArrayList<>();
      for (Card card : game.hand(move.seat())) {
        if (preference(index, seat, card.ordinal()) >= 0) {
          cards.add(card);
        }
      }
      cards.sort((a, b) -> Integer.compare(preference(index, seat, b.ordinal()), preference(index, seat, a.ordinal())));
      List<CardSet> candidates = new ArrayList<>();
      for (int i = 0; i < cards.size(); i++) {
        for (int j = i + 1; j < cards.size(); j++) {
          candidates.add(CardSet.of(cards.get(i), cards.get(j)));
        }
      }
      return new Frame(index, game, candidates, 0);
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

    /**
     * Nothing replays: the choice that went furthest, so that the replay names the move that
     * breaks a rule; or, if the search stopped at an unknown discard itself, or ran out of
     * budget, an error at that discard.
     */
    private List<Move> failed() {
      Move stuck = moves.get(Math.min(furthestMove, moves.size() - 1));
      if (applied >= bound) {
        Move first = moves.stream().filter(Move::discardUnknown).findFirst().orElseThrow();
        throw new RecordViolationException(first.number(), first.seat(), first.text(), sharedTotal > 0
            ? "the unknown discards could not be chosen within what was left of the input's bound of " + sharedTotal
                + " actions for all its records"
            : "the unknown discards could not be chosen within the search's bound of " + BUDGET + " actions");
      }
      if (stuck.discardUnknown() && furthest[furthestMove] == null) {
        throw new RecordViolationException(stuck.number(), stuck.seat(), stuck.text(),
            "no choice of the unknown discards agrees with the cards played later in the record");
      }
      return withDiscards(moves, furthest);
    }
  }
}
