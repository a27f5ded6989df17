package hu.ulti.core.scoring;

/** Whether one player took all four aces (or tens) in tricks, and on which side. */
public enum TakenBy {
  /** The declarer took all four. */
  DECLARER("declarer"),
  /** One of the defenders alone took all four. */
  DEFENDER("defender"),
  /** No single player took all four. */
  NONE("none");

  private final String code;

  TakenBy(String code) {
    this.code = code;
  }

  /** The JSON value. */
  public String code() {
    return code;
  }
}
