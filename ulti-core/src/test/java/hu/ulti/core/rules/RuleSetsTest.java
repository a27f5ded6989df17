package hu.ulti.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How ids are read: one rule for every door, bounded, and each id built once. */
class RuleSetsTest {

  /** Ids ignore case and white space around them, and nothing else. */
  @Test
  void caseAndSurroundingSpacesAreIgnored() {
    assertThat(RuleSets.byId(" Standard\t")).isSameAs(RuleSet.standard());
    assertThat(RuleSets.byId("STANDARD").id()).isEqualTo("standard");
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
    "standard+ | A rule set id has no empty part: 'standard+' ends with '+'",
    "+ | A rule set id has no empty part: '+' starts with '+'",
    "+standard | A rule set id has no empty part: '+standard' starts with '+'",
    "`` | A rule set id is not empty: 'standard', for example",
    "standard++four-aces | A rule set id has no empty part: 'standard++four-aces' has '++'",
    "four aces | A rule set id is lower-case words joined by hyphens, composed with +, such as 'four-aces+tournament'; 'four aces' has ' '",
    "-standard | A rule set id has no empty part: '-standard' starts with '-'",
  })
  void malformedIdsAreRefusedWithTheReason(String id, String message) {
    assertThatThrownBy(() -> RuleSets.byId(id)).isExactlyInstanceOf(UnknownRuleSetException.class).hasMessage(message);
  }

  /** A long composition is refused by its length, before it is read: no regular expression recurses on it. */
  @Test
  void longIdsAreRefusedBeforeTheyAreRead() {
    String id = "standard" + "+standard".repeat(200_000);
    assertThatThrownBy(() -> RuleSets.byId(id)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("A rule set id is at most 200 characters long, not 1800008");
  }

  /** A rule set id is at most 200 characters, so a message quotes it whole, however long a composition is. */
  @Test
  void aLongCompositionIsQuotedWhole() {
    String id = "four-aces+tournament+give-up-any+betli-only-individual+unknown";
    assertThatThrownBy(() -> RuleSets.byId(id)).hasMessageContaining("'" + id + "'");
    String bad = "four-aces+tournament+give-up-any+betli-only-individual+un known";
    assertThatThrownBy(() -> RuleSets.byId(bad)).hasMessageContaining("'" + bad + "'");
  }

  /** ulti-core's tests run without ulti-variants, as a user who forgot it does. */
  @Test
  void withoutTheVariantsModuleAnUnknownIdSaysWhereTheVariantsAre() {
    assertThatThrownBy(() -> RuleSets.byId("four-aces")).isInstanceOf(UnknownRuleSetException.class)
        .hasMessage("Unknown rule set 'four-aces': only the standard rules are here. The variants and house rules are"
            + " in the module ulti-variants (hu.ulti:ulti-variants), which is not on the class path or module path");
    assertThatThrownBy(() -> RuleSets.byId("x".repeat(150)))
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(RuleSets.MAX_ID_LENGTH + 250));
  }

  /** Rule sets are immutable, so each id is built once and the same value is returned. */
  @Test
  void eachIdIsBuiltOnce() {
    assertThat(RuleSets.byId("standard")).isSameAs(RuleSets.byId(" standard "));
    assertThat(RuleSets.ids()).startsWith("standard");
  }
}
