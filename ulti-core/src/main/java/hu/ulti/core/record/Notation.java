package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardFormatException;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.game.Game;
import hu.ulti.core.internal.Text;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The Ulti position notation: a deal, or a position in the play, as one short line a person can
 * type, as FEN is for chess ({@code docs/notation.md}). Fields are separated by single spaces.
 *
 * <p>A <b>deal</b>: the rule set, the dealer's seat, the hands as dealt (seats 0, 1, 2,
 * separated by {@code /}), the talon as dealt, and, under half-hand rules, each seat's first five
 * cards: {@code standard 2 AOU87.AKU7.AO7.U/...../... -}.
 *
 * <p>A <b>position in the play</b>: the rule set; the declarer's seat, a colon and the contract
 * (its bid code with {@code _} for each space, and {@code @} and the trump suit where the bid
 * names none); the hands when the play began; the talon then; the cards played so far, in order,
 * tricks separated by commas ({@code -} for none); and, if any, the marriages declared, each a
 * seat and a suit letter: {@code standard 1:minor_game@acorns AAK10.../.../... H9B7 HAH7HK,A7 m1A}.
 * The leader of each trick and the seat to play follow from the rules, as in play.
 *
 * <p>A set of cards is written by suit in the order acorns, leaves, hearts, bells, separated by
 * dots, each suit its ranks ({@code A 10 K O U 9 8 7}, strongest first with trumps), an empty
 * suit nothing, an empty set {@code -}: {@code AO87.AKU7.AO7.U}. A card alone is its code
 * ({@code HA}, {@code A10}).
 *
 * <p>Reading is strict: every part is checked, and a position must be one the play can reach
 * (every card once, ten cards a hand, every card played legally). Every problem is a
 * {@link NotationFormatException} naming the field.
 */
public final class Notation {
  /** The longest text {@link #parseDeal} and {@link #parsePosition} read. */
  public static final int MAX_LENGTH = 400;
  /** The longest problem an error message states; what another part of the SDK says is cut to it. */
  private static final int MAX_MESSAGE = 200;
  private static final List<Suit> SUITS = List.of(Suit.ACORNS, Suit.LEAVES, Suit.HEARTS, Suit.BELLS);
  private static final List<Rank> RANKS = List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.OVER, Rank.UNDER, Rank.NINE,
      Rank.EIGHT, Rank.SEVEN);

  /**
   * A deal and the rule set it is dealt under.
   *
   * @param rules the rule set
   * @param deal the deal
   */
  public record DealPosition(RuleSet rules, Deal deal) {
    /**
     * Checks the parts.
     *
     * @param rules the rule set
     * @param deal the deal
     */
    public DealPosition {
      Objects.requireNonNull(rules, "rules");
      Objects.requireNonNull(deal, "deal");
    }
  }

  /**
   * A position in the play: what the solver needs.
   *
   * @param rules the rule set
   * @param contract the contract
   * @param play the trick play so far
   * @param declaredMarriages the suits of the marriages each seat declared
   */
  public record PlayPosition(RuleSet rules, Contract contract, TrickPlay play, Map<Seat, List<Suit>> declaredMarriages) {
    /**
     * Checks and copies the parts.
     *
     * @param rules the rule set
     * @param contract the contract
     * @param play the trick play so far
     * @param declaredMarriages the suits of the marriages each seat declared
     */
    public PlayPosition {
      Objects.requireNonNull(rules, "rules");
      Objects.requireNonNull(contract, "contract");
      Objects.requireNonNull(play, "play");
      Map<Seat, List<Suit>> copy = new EnumMap<>(Seat.class);
      declaredMarriages.forEach((seat, suits) -> {
        if (!suits.isEmpty()) {
          copy.put(seat, List.copyOf(suits));
        }
      });
      declaredMarriages = Collections.unmodifiableMap(copy);
    }
  }

  private Notation() {}

  /**
   * {@return a deal in the notation}
   *
   * @param rules the rule set it is dealt under
   * @param deal the deal
   */
  public static String deal(RuleSet rules, Deal deal) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(deal, "deal");
    StringBuilder out = new StringBuilder(rules.id()).append(' ').append(deal.dealer().index()).append(' ');
    out.append(hands(seat -> deal.hand(seat))).append(' ').append(cards(deal.talon()));
    if (deal.firstRound(Seat.SEAT_0).isPresent()) {
      out.append(' ').append(hands(seat -> deal.firstRound(seat).orElseThrow()));
    }
    return out.toString();
  }

  /**
   * {@return the deal a game was dealt, in the notation}
   *
   * @param game the game
   */
  public static String deal(Game game) {
    return deal(game.rules(), game.deal());
  }

  /**
   * {@return a position in the play, in the notation}
   *
   * @param position the position
   */
  public static String position(PlayPosition position) {
    Objects.requireNonNull(position, "position");
    TrickPlay play = position.play();
    Contract contract = position.contract();
    StringBuilder out = new StringBuilder(position.rules().id()).append(' ').append(play.declarer().index()).append(':')
        .append(contract.bid().code().replace(' ', '_'));
    if (!impliedTrumps(contract.bid())) {
      contract.trumps().suit().ifPresent(suit -> out.append('@').append(suit.englishName()));
    }
    Map<Seat, CardSet> start = new EnumMap<>(Seat.class);
    for (Seat seat : Seat.values()) {
      start.put(seat, play.hand(seat));
    }
    List<Trick> tricks = new ArrayList<>(play.completedTricks());
    if (!play.currentTrick().isEmpty()) {
      tricks.add(play.currentTrick());
    }
    for (Trick trick : tricks) {
      for (int i = 0; i < trick.size(); i++) {
        start.merge(trick.seatAt(i), CardSet.of(trick.card(i)), CardSet::union);
      }
    }
    out.append(' ').append(hands(start::get)).append(' ').append(cards(play.talon())).append(' ');
    if (tricks.isEmpty()) {
      out.append('-');
    }
    for (int t = 0; t < tricks.size(); t++) {
      out.append(t == 0 ? "" : ",");
      tricks.get(t).cards().forEach(card -> out.append(card.code()));
    }
    if (!position.declaredMarriages().isEmpty()) {
      out.append(" m");
      position.declaredMarriages().forEach((seat, suits) -> suits.forEach(suit -> out.append(seat.index())
          .append(suit.englishName().toUpperCase(Locale.ROOT).charAt(0))));
    }
    return out.toString();
  }

  /**
   * {@return the position of a game in its play, in the notation}
   *
   * @param game the game
   * @throws IllegalArgumentException if the game is not in its play
   */
  public static String position(Game game) {
    Objects.requireNonNull(game, "game");
    TrickPlay play = game.trickPlay().orElseThrow(() -> new IllegalArgumentException(
        "The game is in its " + game.phase() + " phase, not in its play"));
    return position(new PlayPosition(game.rules(), game.contract().orElseThrow(), play,
        game.view(Seat.SEAT_0).declaredMarriages()));
  }

  /** Whether the bid itself gives its trumps: all but a minor-suit bid, whose suit the declarer names. */
  private static boolean impliedTrumps(Bid bid) {
    return bid.denomination() != Denomination.MINOR;
  }

  /**
   * {@return the deal a line of the notation describes}
   *
   * @param text the line
   * @throws NotationFormatException naming the field that is wrong
   */
  public static DealPosition parseDeal(String text) {
    String[] fields = fields(text, 4, 5);
    RuleSet rules = rules(fields[0]);
    Seat dealer = seat(fields[1], "the dealer");
    List<CardSet> hands = hands(fields[2], "the hands");
    CardSet talon = cards(fields[3], "the talon");
    Deal deal;
    try {
      deal = Deal.of(dealer, hands.get(0), hands.get(1), hands.get(2), talon);
      if (fields.length == 5) {
        List<CardSet> first = hands(fields[4], "the first round");
        deal = deal.withFirstRound(first.get(0), first.get(1), first.get(2));
      }
    } catch (IllegalArgumentException e) {
      throw problem("the deal", e.getMessage());
    }
    if (fields.length == 4 && rules.halfHand().isPlayed()) {
      throw problem("the first round", "is required: the " + rules.id() + " rules bid on a first round of five cards,"
          + " given after the talon (seat 0/seat 1/seat 2)");
    }
    try {
      Game.start(rules, deal); // what a deal line names can be played
    } catch (IllegalArgumentException e) {
      throw problem("the deal", e.getMessage());
    }
    return new DealPosition(rules, deal);
  }

  /**
   * {@return the position in the play a line of the notation describes, every card played checked}
   *
   * @param text the line
   * @throws NotationFormatException naming the field that is wrong
   */
  public static PlayPosition parsePosition(String text) {
    String[] fields = fields(text, 5, 6);
    RuleSet rules = rules(fields[0]);
    int colon = fields[1].indexOf(':');
    if (colon < 0) {
      throw problem("the contract", "is the declarer's seat, a colon and the bid, such as 1:minor_game@acorns");
    }
    Seat declarer = seat(fields[1].substring(0, colon), "the declarer");
    Contract contract = contract(fields[1].substring(colon + 1));
    List<CardSet> hands = hands(fields[2], "the hands");
    CardSet talon = cards(fields[3], "the talon");
    TrickPlay play;
    try {
      play = TrickPlay.start(rules.trickRules(), contract.trumps(), declarer, UltiSeven.keptIf(contract.isUltiBid()),
          hands, talon);
    } catch (IllegalArgumentException e) {
      throw problem("the hands", e.getMessage());
    }
    if (!fields[4].equals("-")) {
      String[] tricks = fields[4].split(",", -1);
      if (tricks.length > TrickPlay.TRICKS) {
        throw problem("the tricks", "ten at most, not " + tricks.length);
      }
      for (int t = 0; t < tricks.length; t++) {
        List<Card> cards = cardList(tricks[t], "trick " + (t + 1));
        if (cards.isEmpty() || cards.size() > 3 || t < tricks.length - 1 && cards.size() != 3) {
          throw problem("trick " + (t + 1), "has three cards (the last may have fewer), not " + cards.size());
        }
        for (Card card : cards) {
          try {
            play = play.play(card);
          } catch (IllegalArgumentException e) {
            throw problem("trick " + (t + 1), e.getMessage());
          }
        }
      }
    }
    Map<Seat, List<Suit>> marriages = new EnumMap<>(Seat.class);
    if (fields.length == 6) {
      String declared = fields[5];
      if (!declared.startsWith("m") || declared.length() % 2 == 0 || declared.length() > 25) {
        throw problem("the marriages", "are an m and, for each, a seat and a suit letter (m1A2H), not '"
            + Text.quote(declared) + "'");
      }
      for (int i = 1; i < declared.length(); i += 2) {
        Seat seat = seat(declared.substring(i, i + 1), "a marriage's seat");
        Suit suit = suit(declared.charAt(i + 1));
        List<Suit> earlier = marriages.computeIfAbsent(seat, s -> new ArrayList<>());
        checkMarriage(rules, contract, declarer, hands.get(seat.index()), seat, suit, earlier);
        earlier.add(suit);
      }
    }
    return new PlayPosition(rules, contract, play, marriages);
  }

  /**
   * A marriage the seat could have declared at the first trick: it held the king and over of the
   * suit when the play began, declared each suit once, and the rule set's declaration rules allow
   * it in this contract, for the declarer or for an opponent.
   */
  private static void checkMarriage(RuleSet rules, Contract contract, Seat declarer, CardSet hand, Seat seat,
      Suit suit, List<Suit> earlier) {
    String marriage = seat.index() + "" + suit.englishName().toUpperCase(Locale.ROOT).charAt(0);
    if (!hand.contains(Card.of(suit, Rank.KING)) || !hand.contains(Card.of(suit, Rank.OVER))) {
      throw problem("the marriages", "name " + marriage + ", but " + seat + " did not hold the king and over of "
          + suit.englishName() + " when the play began");
    }
    if (earlier.contains(suit)) {
      throw problem("the marriages", "name " + marriage + " twice");
    }
    boolean forty = contract.trumps().suit().filter(suit::equals).isPresent();
    Optional<String> forbidden = seat != declarer ? rules.declarations().opponentsForbidden(contract.bid())
        : forty ? rules.declarations().declarerForbiddenForty(contract.bid(), earlier.size())
        : rules.declarations().declarerForbiddenTwenty(contract.bid(), earlier.size());
    if (forbidden.isPresent()) {
      throw problem("the marriages", "name " + marriage + ", but " + forbidden.get());
    }
  }

  private static String[] fields(String text, int fewest, int most) {
    Objects.requireNonNull(text, "text");
    if (text.length() > MAX_LENGTH) {
      throw problem("the line", "is at most " + MAX_LENGTH + " characters long, not " + text.length());
    }
    String[] fields = text.split(" ", -1);
    for (String field : fields) {
      if (field.isEmpty()) {
        throw problem("the line", "has its fields separated by single spaces: '" + Text.quote(text) + "'");
      }
    }
    if (fields.length < fewest || fields.length > most) {
      throw problem("the line", "has " + fewest + (most > fewest ? " or " + most : "") + " fields, not "
          + fields.length + ": '" + Text.quote(text) + "'");
    }
    return fields;
  }

  private static RuleSet rules(String id) {
    try {
      return RuleSets.byId(id);
    } catch (IllegalArgumentException e) {
      throw problem("the rule set", e.getMessage());
    }
  }

  private static Seat seat(String text, String what) {
    if (text.length() != 1 || text.charAt(0) < '0' || text.charAt(0) > '2') {
      throw problem(what, "is a seat, 0, 1 or 2, not '" + Text.quote(text) + "'");
    }
    return Seat.of(text.charAt(0) - '0');
  }

  private static Suit suit(char letter) {
    for (Suit suit : SUITS) {
      if (Character.toUpperCase(letter) == suit.englishName().toUpperCase(Locale.ROOT).charAt(0)) {
        return suit;
      }
    }
    throw problem("the marriages", "name suits by A, L, H or B, not '" + letter + "'");
  }

  private static Contract contract(String text) {
    int at = text.indexOf('@');
    String code = (at < 0 ? text : text.substring(0, at)).replace('_', ' ');
    Bid bid;
    try {
      bid = Bid.parseCode(code);
    } catch (IllegalArgumentException e) {
      throw problem("the contract", e.getMessage());
    }
    if (at < 0) {
      if (!impliedTrumps(bid)) {
        throw problem("the contract", "a minor-suit bid names its trumps: " + text + "@acorns, for one");
      }
      return Contract.of(bid);
    }
    String suit = text.substring(at + 1);
    for (Suit candidate : SUITS) {
      if (candidate.englishName().equals(suit)) {
        try {
          return Contract.of(bid, Trumps.of(candidate));
        } catch (IllegalArgumentException e) {
          throw problem("the contract", e.getMessage());
        }
      }
    }
    throw problem("the contract", "names its trumps acorns, leaves, hearts or bells, not '" + Text.quote(suit) + "'");
  }

  private interface Hands {
    CardSet of(Seat seat);
  }

  private static String hands(Hands hands) {
    StringBuilder out = new StringBuilder();
    for (Seat seat : Seat.values()) {
      out.append(seat.index() == 0 ? "" : "/").append(cards(hands.of(seat)));
    }
    return out.toString();
  }

  private static List<CardSet> hands(String text, String what) {
    String[] parts = text.split("/", -1);
    if (parts.length != 3) {
      throw problem(what, "are three, for seats 0, 1 and 2, separated by /: not '" + Text.quote(text) + "'");
    }
    List<CardSet> hands = new ArrayList<>();
    for (int s = 0; s < 3; s++) {
      hands.add(cards(parts[s], what + " (seat " + s + ")"));
    }
    return hands;
  }

  /**
   * {@return a set of cards in the notation: by suit, {@code AO87.AKU7.AO7.U}; {@code -} for none}
   *
   * @param cards the cards
   */
  public static String cards(CardSet cards) {
    Objects.requireNonNull(cards, "cards");
    if (cards.isEmpty()) {
      return "-";
    }
    StringBuilder out = new StringBuilder();
    for (Suit suit : SUITS) {
      out.append(suit == Suit.ACORNS ? "" : ".");
      for (Rank rank : RANKS) {
        if (cards.contains(Card.of(suit, rank))) {
          out.append(rank.code());
        }
      }
    }
    return out.toString();
  }

  private static CardSet cards(String text, String what) {
    if (text.equals("-")) {
      return CardSet.empty();
    }
    String[] suits = text.split("\\.", -1);
    if (suits.length != 4) {
      throw problem(what, "are written by suit, acorns.leaves.hearts.bells, or - for none: not '"
          + Text.quote(text) + "'");
    }
    CardSet cards = CardSet.empty();
    for (int i = 0; i < 4; i++) {
      String ranks = suits[i];
      int at = 0;
      while (at < ranks.length()) {
        int length = ranks.startsWith("10", at) ? 2 : 1;
        Rank rank;
        try {
          rank = Rank.parse(ranks.substring(at, at + length));
        } catch (IllegalArgumentException e) {
          throw problem(what, "name ranks A, 10, K, O, U, 9, 8, 7, not '" + Text.quote(ranks.substring(at)) + "'");
        }
        Card card = Card.of(SUITS.get(i), rank);
        if (cards.contains(card)) {
          throw problem(what, "name " + card.code() + " twice");
        }
        cards = cards.with(card);
        at += length;
      }
    }
    return cards;
  }

  /** Cards by code, one after another: {@code HAH7HK}. */
  private static List<Card> cardList(String text, String what) {
    List<Card> cards = new ArrayList<>();
    int at = 0;
    while (at < text.length()) {
      int length = text.startsWith("10", at + 1) ? 3 : 2;
      if (at + length > text.length()) {
        throw problem(what, "is cards by code (HAH7HK), not '" + Text.quote(text) + "'");
      }
      try {
        cards.add(Card.parse(text.substring(at, at + length)));
      } catch (CardFormatException e) {
        throw problem(what, "is cards by code (HAH7HK): " + e.getMessage());
      }
      at += length;
    }
    return cards;
  }

  /** A field's problem; a message another part of the SDK gave is quoted short, as every notation error is. */
  private static NotationFormatException problem(String what, String message) {
    return new NotationFormatException(what, Text.quote(message, MAX_MESSAGE));
  }
}
