package hu.ulti.core.scoring;

/**
 * Who pays and receives in a settlement. The first defender is the one who plays first after
 * the declarer's lead to the first trick (the declarer's right), the second defender the other.
 */
public enum Party {
  /** The declarer. */
  DECLARER("declarer"),
  /** The defender who plays second to the first trick. */
  FIRST_DEFENDER("firstDefender"),
  /** The defender who plays third to the first trick. */
  SECOND_DEFENDER("secondDefender");

  private final String code;

  Party(String code) {
    this.code = code;
  }

  /** {@return the JSON key: "declarer", "firstDefender", "secondDefender"} */
  public String code() {
    return code;
  }
}
