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
import java.util.Arrays;
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
 * that breaks a rule; where no discard could agree with the record, the least bad one stands in
 * for that purpose. A choice that fails because a seat lacks a card it plays later counts as
 * replaying up to that play.
 */
final class DiscardResolver {
  /** The most actions one resolution applies, over all the choices it tries. */
  static final int BUDGET = 400_000;
  /** How many choices that replay equally far are kept, to find the one that breaks latest. */
  private static final int TIES = 16;

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
    /** For each seat and card: the first move at which the seat plays or declares it; moves.size() if none. */
    private final int[][] firstUse = new int[3][32];
    private final int neededByAnyone;
    /** For each move: the seat that next takes the talon after it, or -1 if nobody does. */
    private final int[] nextTaker;
    /** For each move: whether its seat takes the talon again later. */
    private final boolean[] takesAgain;
    private final CardSet[] chosen;
    /** The choices that replayed furthest (or, lacking a card, would replay at most that far), a few of them. */
    private final List<CardSet[]> furthest = new ArrayList<>();
    private int furthestMove = -1;
    private Game start;
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
      for (int[] seat : firstUse) {
        Arrays.fill(seat, moves.size());
      }
      for (int i = moves.size() - 1; i >= 0; i--) {
        for (Action action : moves.get(i).actions()) {
          int seat = action.seat().index();
          int cards = 0;
          if (action instanceof Action.Play) {
            cards = ((Action.Play) action).card().bit();
          } else if (action instanceof Action.Declare) {
            var suit = ((Action.Declare) action).suit();
            cards = Card.of(suit, Rank.KING).bit() | Card.of(suit, Rank.OVER).bit();
          }
          needed[seat] |= cards;
          for (int rest = cards; rest != 0; rest &= rest - 1) {
            firstUse[seat][Integer.numberOfTrailingZeros(rest)] = i;
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
      this.start = start;
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
        int lacking = firstLacking(game);
        if (lacking < moves.size()) {
          remember(lacking);
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
          int lacking = firstLacking(game);
          if (lacking < moves.size()) {
            remember(lacking); // this choice would replay up to the first card a seat lacks
            return null;
          }
        }
      }
      remember(move);
      reachedMove = move;
      return game;
    }

    /**
     * Keeps the choices that replayed furthest, for the error when nothing replays: a choice
     * whose seat lacks a card is remembered at the move that plays it, though it may break
     * earlier, so a few ties are kept and replayed to the end by {@link #failed()}.
     */
    private void remember(int move) {
      if (move > furthestMove) {
        furthestMove = move;
        furthest.clear();
        furthest.add(chosen.clone());
      } else if (move == furthestMove && furthest.size() < TIES) {
        furthest.add(chosen.clone());
      }
    }

    /**
     * Once the play starts, each seat must hold every card it plays or declares later; this
     * cuts a wrong discard at the start of the play rather than at the card it lacks. The first
     * move that uses a card its seat lacks; moves.size() if every seat holds what it needs, or
     * the play has not just started.
     */
    private int firstLacking(Game game) {
      if (game.phase() != Phase.TRUMPS && game.phase() != Phase.PLAY || game.trickPlay().map(p -> !p.completedTricks()
          .isEmpty() || !p.currentTrick().isEmpty()).orElse(false)) {
        return moves.size();
      }
      int first = moves.size();
      for (Seat seat : Seat.values()) {
        for (int lacking = needed[seat.index()] & ~game.hand(seat).bits(); lacking != 0; lacking &= lacking - 1) {
          first = Math.min(first, firstUse[seat.index()][Integer.numberOfTrailingZeros(lacking)]);
        }
      }
      return first;
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
      List<Card> cards = new ArrayList<>(game.hand(move.seat()).toList());
      cards.sort((a, b) -> Integer.compare(preference(index, seat, b.ordinal()), preference(index, seat, a.ordinal())));
      List<Card> fallback = List.copyOf(cards.subList(0, Math.min(2, cards.size())));
      cards.removeIf(card -> preference(index, seat, card.ordinal()) < 0);
      if (cards.size() < 2) {
        // No discard can agree with the record. The least bad one is tried, so that the replay
        // names the later move that breaks a rule, not this discard.
        cards = fallback;
      }
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

    /** The index of the first move the game refuses, replaying these moves; moves.size() if none. */
    private int firstRefused(List<Move> resolved) {
      Game game = start;
      for (int i = 0; i < resolved.size(); i++) {
        for (Action action : resolved.get(i).actions()) {
          if (game.check(action).isPresent()) {
            return i;
          }
          game = game.apply(action);
        }
      }
      return resolved.size();
    }

    /**
     * Nothing replays: the choice that went furthest, so that the replay names the move that
     * breaks a rule; or, if the search stopped at an unknown discard itself, or ran out of
     * budget, an error at that discard.
     */
    private List<Move> failed() {
      Move stuck = moves.get(Math.min(furthestMove, moves.size() - 1));
      if (applied >= bound) {
        // Not every choice was tried, so no later move can be said to break a rule: the discard
        // is named, and how far the best choice tried got.
        Move first = moves.stream().filter(Move::discardUnknown).findFirst().orElseThrow();
        String furthestTried = furthestMove > moves.indexOf(first) && furthestMove < moves.size()
            ? "; the choice tried that replayed furthest fails at move " + moves.get(furthestMove).number() : "";
        throw new RecordViolationException(first.number(), first.seat(), first.text(), (sharedTotal > 0
            ? "the unknown discards could not be chosen within what was left of the input's bound of " + sharedTotal
                + " actions for all its records"
            : "the unknown discards could not be chosen within the search's bound of " + BUDGET + " actions")
            + furthestTried);
      }
      if (stuck.discardUnknown() && furthest.get(0)[furthestMove] == null) {
        throw new RecordViolationException(stuck.number(), stuck.seat(), stuck.text(),
            "no choice of the unknown discards agrees with the cards played later in the record");
      }
      List<Move> latest = null;
      int latestBreak = -1;
      for (CardSet[] choice : furthest) {
        List<Move> resolved = withDiscards(moves, choice);
        int breaks = firstRefused(resolved);
        if (breaks > latestBreak) {
          latest = resolved;
          latestBreak = breaks;
        }
      }
      return latest;
    }
  }
}
