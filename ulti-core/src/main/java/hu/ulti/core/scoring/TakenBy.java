package hu.ulti.core.scoring;

/** Whether one player took all four aces (or tens) in tricks, and on which side. */
public enum TakenBy {
  /** The declarer took all four. */
  DECLARER("declarer"),
  /** One of the defenders alone took all four. */
  DEFENDER("defender"),
  /**
   * The two defenders between them took all four, neither alone: it counts only where the rules
   * pool the defenders' tricks for a silent four aces (D29's alternative).
   */
  DEFENDERS("defenders"),
  /** No single player took all four (nor, where that counts, the defenders together). */
  NONE("none");

  private final String code;

  TakenBy(String code) {
    this.code = code;
  }

  /** {@return the JSON value} */
  public String code() {
    return code;
  }
}
