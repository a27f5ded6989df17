package hu.ulti.core.external;

import static org.junit.jupiter.api.Assertions.fail;

/** The check that keeps tests which start other programs out of the quick build: see {@link Integration}. */
public final class Programs {
  private Programs() {}

  /**
   * Called before a test starts another program. The quick build runs its tests with {@code
   * -Dulti.integration=false}: a test that gets here then is not tagged {@link Integration}, and
   * fails, naming the program. Anywhere else (the integration build, an IDE) this returns.
   *
   * @param program what is about to be started, for the failure's message
   */
  public static void starting(String program) {
    if (System.getProperty("ulti.integration", "true").equals("false")) {
      fail("This test starts " + program + " but is not tagged @Integration: the quick build (mvn verify) runs only"
          + " tests that start no other program; tag it, and -Pintegration runs it");
    }
  }
}
