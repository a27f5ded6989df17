package hu.ulti.core.game;

import hu.ulti.core.play.PlayViolation;

/** Why an action is refused: each names the rule it breaks. */
public enum Violation {
  /** Another seat is to act. */
  NOT_YOUR_TURN("It is not your turn.", "Nem te következel."),
  /** The action does not belong to the current phase: its time has not come. */
  WRONG_PHASE("This is not the time for that.", "Ennek most nincs itt az ideje."),
  /**
   * The action's time has passed, and the message says when it ended: bids once the auction is
   * over, giving up once the declarer has led to the first trick, declarations and kontras once
   * the seat has played to the first trick, rekontras once the second trick is led.
   */
  TOO_LATE("It is too late for that.", "Erre már késő."),
  /**
   * Forehand must open with a bid (picking up a talon dealt apart first, after naming a suit
   * where the rules say so), and a player who took the talon must bid.
   */
  MUST_BID("You must bid.", "Licitálnod kell."),
  /** The talon is taken only by a player who will bid, and only once per turn. */
  TALON_NOT_AVAILABLE("You cannot take the talon now.", "A talont most nem veheted fel."),
  /** An overcall must be strictly higher; equal bids shut each other out. */
  BID_NOT_HIGHER("The bid must be higher.", "Magasabbat kell licitálni."),
  /** The rule set has no such bid. */
  BID_NOT_ALLOWED("These rules have no such bid.", "Ezekben a szabályokban nincs ilyen licit."),
  /** Holding twelve cards, discard exactly two of them; holding ten, discard none. */
  INVALID_DISCARD("Lay down two cards, or none when holding ten.", "Két lapot kell letenni, tíz lappal egyet sem."),
  /**
   * The declarer of a minor-suit bid names acorns, leaves or bells; forehand names a suit only
   * before picking up a talon dealt apart.
   */
  INVALID_TRUMPS("You cannot name that suit.", "Ezt a színt nem mondhatod."),
  /** Only the declarer, before the first lead, and only where the rules allow it. */
  GIVE_UP_NOT_ALLOWED("You cannot give up now.", "Most nem dobhatod be."),
  /** Where forfeiting an uncontested simple game is not optional, its declarer must give it up (D13). */
  MUST_GIVE_UP("You must give up.", "Be kell dobnod."),
  /** The marriage is not held, already declared, or not allowed in this contract. */
  ILLEGAL_DECLARATION("You cannot declare that.", "Ezt nem mondhatod be."),
  /** The kontra is not this seat's to say now, or the component cannot be doubled further. */
  KONTRA_NOT_ALLOWED("You cannot double that now.", "Ezt most nem kontrázhatod."),
  /** {@link PlayViolation#NOT_IN_HAND}. */
  NOT_IN_HAND("That card is not in your hand.", "Ez a lap nincs a kezedben."),
  /** {@link PlayViolation#MUST_FOLLOW_SUIT}. */
  MUST_FOLLOW_SUIT("You must follow suit.", "Színre színt kell adni."),
  /** {@link PlayViolation#MUST_BEAT}. */
  MUST_BEAT("You must beat the highest card.", "Felül kell ütni."),
  /** {@link PlayViolation#MUST_TRUMP}. */
  MUST_TRUMP("You must play a trump.", "Adut kell adni."),
  /** {@link PlayViolation#MUST_OVERTRUMP}. */
  MUST_OVERTRUMP("You must overtrump.", "Aduval felül kell ütni."),
  /** {@link PlayViolation#MUST_KEEP_ULTI_SEVEN}. */
  MUST_KEEP_ULTI_SEVEN("Keep the trump seven for the last trick.", "Az adu hetest az utolsó ütésig meg kell tartani.");

  private final String englishName;
  private final String hungarianName;

  Violation(String englishName, String hungarianName) {
    this.englishName = englishName;
    this.hungarianName = hungarianName;
  }

  /**
   * {@return the rule in a few plain English words, addressed to the player ("You must follow suit.")}
   */
  public String englishName() {
    return englishName;
  }

  /**
   * {@return the rule in a few plain Hungarian words, addressed to the player ("Színre színt kell adni.")}
   */
  public String hungarianName() {
    return hungarianName;
  }

  /**
   * {@return the violation of a refused card}
   *
   * @param play the trick play so far
   */
  public static Violation of(PlayViolation play) {
    return valueOf(play.name());
  }
}
