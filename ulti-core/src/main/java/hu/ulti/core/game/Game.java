package hu.ulti.core.game;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Party;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * One deal of Ulti, from the deal to the settlement, as an immutable value.
 *
 * <p>The deal goes through the {@link Phase phases}: the talon-robbing auction (forehand opens
 * with twelve cards, discards two and bids; each later player passes the talon on unseen, or
 * takes it, discards two and bids higher, or bids higher without taking it; passing does not
 * stop a player bidding later; the last bidder may rob his own discards and raise; the auction
 * ends after three passes in a row), trumps for a minor-suit bid, the play (the declarer leads;
 * marriages are declared and kontras said when playing to the first trick; rekontra and the
 * higher levels follow before the lead to the second trick), and the settlement, through
 * {@link Scorer}, of the {@link HandSummary} the deal produces. Every rule choice comes from the
 * {@link RuleSet}.
 *
 * <p>{@link #apply} returns the next game and leaves this one unchanged; {@link #check} gives the
 * same answer as data. The whole history is kept: {@link #replay} rebuilds any game from its deal
 * and actions. {@link #view} is what one seat may know. The facts everybody at the table knows
 * (phase, whose turn, bids, contract, tricks, kontras) are {@link GameFacts}', which every view of
 * the game answers alike.
 *
 * <p>Guarantees: immutable and thread-safe; games share rule sets freely.
 */
public final class Game extends GameFacts {
  private final Deal deal;
  /** The history as a chain from the last action back, so applying an action costs O(1). */
  private record Moves(Action last, Moves before, int size) {}

  private final Moves moves;
  /** Hands by seat during the auction; after it the hands live in {@link #play}. */
  private final CardSet[] hands;
  private final CardSet talon;
  private final TrickPlay play;
  private final Settlement settlement;

  private Game(Deal deal, Moves moves, Table table, CardSet[] hands,
      CardSet talon, TrickPlay play) {
    super(table);
    this.deal = deal;
    this.moves = moves;
    this.hands = hands;
    this.talon = talon;
    this.play = play;
    this.settlement = table.phase == Phase.OVER ? Scorer.settle(HandSummaries.of(table.rules, table, play)) : null;
  }

  /**
   * {@return a game on the given deal, before forehand's opening bid} Forehand holds twelve cards, or ten
   * with the talon dealt apart, which he picks up before his first bid.
   *
   * @param rules the rule set
   * @param deal the deal
   * @throws IllegalArgumentException unless forehand holds twelve cards and the talon is empty,
   *     or ten and the talon two
   */
  public static Game start(RuleSet rules, Deal deal) {
    Objects.requireNonNull(rules, "rules");
    if (rules.halfHand().isPlayed()) {
      checkArgument(deal.firstRound(deal.forehand()).isPresent(),
          "Half-hand ulti bids on a first round of five, which this deal does not record: %s", deal);
      CardSet[] firstRound = new CardSet[3];
      for (Seat seat : Seat.values()) {
        firstRound[seat.index()] = deal.firstRound(seat).orElseThrow();
      }
      return new Game(deal, null, Table.opening(rules, deal.dealer(), false), firstRound,
          CardSet.empty(), null);
    }
    boolean talonApart = deal.talon().size() == 2 && deal.hand(deal.forehand()).size() == 10;
    checkArgument(talonApart || deal.hand(deal.forehand()).size() == 12 && deal.talon().isEmpty(),
        "The auction starts with forehand holding twelve cards and no talon, or ten and the talon: %s", deal);
    CardSet[] hands = new CardSet[3];
    for (Seat seat : Seat.values()) {
      hands[seat.index()] = deal.hand(seat);
    }
    return new Game(deal, null, Table.opening(rules, deal.dealer(), talonApart), hands,
        deal.talon(), null);
  }

  /**
   * {@return a game on a deal shuffled with {@code random} and dealt by the rule set's deal pattern}
   *
   * @param rules the rule set
   * @param dealer the dealer
   * @param random the source of randomness
   */
  public static Game deal(RuleSet rules, Seat dealer, RandomGenerator random) {
    return start(rules, Deal.random(dealer, rules.procedure().dealPattern(), random));
  }

  /**
   * Replays the actions on the deal.
   *
   * @param rules the rule set
   * @param deal the deal
   * @param actions the actions
   * @return the game after the last action
   * @throws IllegalActionException at the first refused action
   */
  public static Game replay(RuleSet rules, Deal deal, List<? extends Action> actions) {
    Game game = start(rules, deal);
    for (Action action : actions) {
      game = game.apply(action);
    }
    return game;
  }

  /** {@return the deal as dealt} */
  public Deal deal() {
    return deal;
  }

  /** {@return every action applied so far, in order} */
  public List<Action> history() {
    Action[] actions = new Action[size()];
    for (Moves node = moves; node != null; node = node.before()) {
      actions[node.size() - 1] = node.last();
    }
    return List.of(actions);
  }

  private int size() {
    return moves == null ? 0 : moves.size();
  }

  /**
   * {@return the cards the seat holds now}
   *
   * @param seat the seat
   */
  public CardSet hand(Seat seat) {
    return play != null ? play.hand(seat) : hands[seat.index()];
  }

  /** {@return the talon now: empty while a player holds it, the last discards otherwise} */
  public CardSet talon() {
    return play != null ? play.talon() : talon;
  }

  /**
   * {@return the cards not dealt yet: during a half-hand auction the rest of the pack, dealt when it
   * ends; empty otherwise} Hands, talon, tricks and these always hold the 32 cards.
   */
  public CardSet undealt() {
    int dealt = talon().bits();
    for (Seat seat : Seat.values()) {
      dealt |= hand(seat).bits();
    }
    if (play != null) {
      for (Trick trick : play.completedTricks()) {
        for (int i = 0; i < trick.size(); i++) {
          dealt |= trick.card(i).bit();
        }
      }
      for (int i = 0; i < play.currentTrick().size(); i++) {
        dealt |= play.currentTrick().card(i).bit();
      }
    }
    return CardSet.ofBits(~dealt);
  }

  /**
   * {@return the cards the seat received from the dealer: its hand as dealt, or under half-hand rules
   * its first five and the packet the second round gave it (which depends on who won the
   * half-hand auction); empty while the second round is not dealt yet}
   *
   * @param seat the seat
   */
  public Optional<CardSet> receivedHand(Seat seat) {
    if (!rules().halfHand().isPlayed()) {
      return Optional.of(deal.hand(seat));
    }
    if (table.phase == Phase.HALF_HAND || table.phase == Phase.HALF_HAND_KONTRA) {
      return Optional.empty();
    }
    Seat first = table.halfHandWinner == null ? deal.forehand() : table.halfHandWinner;
    return Optional.of(deal.secondRoundFrom(first).get(seat.index()));
  }

  /**
   * The talon as dealt, if the seat has seen it: everybody knows the empty talon of the
   * standard deal; a talon dealt apart is seen by forehand when he picks it up, and by nobody
   * else.
   */
  Optional<CardSet> dealtTalonSeenBy(Seat seat) {
    if (deal.talon().isEmpty()) {
      return Optional.of(deal.talon());
    }
    boolean picked = seat == deal.forehand() && history().stream().anyMatch(a -> a instanceof Action.TakeTalon);
    return picked ? Optional.of(deal.talon()) : Optional.empty();
  }

  /** {@return the trick play, once it has started} */
  public Optional<TrickPlay> trickPlay() {
    return Optional.ofNullable(play);
  }

  /**
   * {@return the legal actions of the seat to act, in a fixed order; empty once the deal is over}
   *
   * <p>The order, which the wire format and the engine protocol promise too: while a seat bids,
   * the order of its {@link BiddingBox#actions()} (suits to name, pass, taking the talon, then each
   * bid, lowest first on the ladder, with each discard); after the auction, the trump suits to name
   * (acorns, leaves, bells), then giving up; in the play, the marriages to declare (at the first
   * trick, in suit order), then the cards that may be played (in the SDK's card order), then the
   * kontras (at the first trick, in the contract's component order), then giving up; in the kontra
   * round after the first trick, pass, then the raises. Giving up comes last wherever it is
   * allowed, and is alone where the rules make it compulsory, so that a program that takes the
   * first legal action plays its contracts.
   */
  public List<Action> legalActions() {
    return table.toAct == null ? List.of() : Referee.legalActions(table, hand(table.toAct));
  }

  /**
   * {@return the opening choice of the seat to act, as structured data, while it bids (in the auction,
   * or the half-hand auction); empty otherwise} Its {@link BiddingBox#actions()} are exactly
   * the {@link #legalActions()}.
   */
  public Optional<BiddingBox> biddingBox() {
    return table.toAct == null ? Optional.empty() : Referee.biddingBox(table, hand(table.toAct));
  }

  /**
   * {@return why the action would be refused, or empty if it is legal}
   *
   * @param action the action
   */
  @Override
  public Optional<Refusal> check(Action action) {
    Objects.requireNonNull(action, "action");
    return Referee.check(table, table.toAct == null ? CardSet.empty() : hand(table.toAct), action);
  }

  /**
   * {@return the game after the action}
   *
   * @param action the action
   * @throws IllegalActionException carrying the refusal if the action is not legal; this game
   *     is unchanged
   */
  public Game apply(Action action) {
    Optional<Refusal> refusal = check(action);
    if (refusal.isPresent()) {
      throw new IllegalActionException(refusal.get());
    }
    return Transitions.next(this, action);
  }

  /**
   * {@return what the seat may know: its own cards and everything public}
   *
   * @param seat the seat
   */
  public PlayerView view(Seat seat) {
    return new PlayerView(this, seat);
  }

  /**
   * {@return what a spectator may know: everything public, and no card of any hand or the talon until shown}
   */
  public PublicView publicView() {
    return new PublicView(this);
  }

  /**
   * {@return the hand summary the finished deal produces}
   *
   * @throws IllegalStateException before the end
   */
  public HandSummary summary() {
    return settlement().summary();
  }

  /**
   * {@return the settlement}
   *
   * @throws IllegalStateException before the end
   */
  public Settlement settlement() {
    if (settlement == null) {
      throw new IllegalStateException("The deal is not over");
    }
    return settlement;
  }

  /**
   * {@return the net payment of each seat, positive when received; they sum to zero} The same as the
   * settlement's.
   *
   * @throws IllegalStateException before the end
   */
  public Map<Seat, Integer> payments() {
    return settlement().payments();
  }

  Table table() {
    return table;
  }

  Game with(Action action, Table next, CardSet[] nextHands, CardSet nextTalon, TrickPlay nextPlay) {
    return new Game(deal, new Moves(action, moves, size() + 1), next, nextHands, nextTalon, nextPlay);
  }

  CardSet[] handsCopy() {
    return hands.clone();
  }

  /** Two games are equal when they have the same rules, deal and history, hence the same state. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Game
        && ((Game) other).rules().equals(rules())
        && ((Game) other).deal.equals(deal)
        && ((Game) other).size() == size()
        && ((Game) other).history().equals(history());
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules(), deal, history());
  }

  @Override
  public String toString() {
    return "Game{phase=" + table.phase + ", toAct=" + table.toAct + ", actions=" + size() + "}";
  }
}
