package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The legal actions come in the order {@link Game#legalActions()} promises, the order a program in
 * another language reads from the wire: after the auction the suits to name then giving up; in the
 * play the declarations, the cards, the kontras, then giving up; in the kontra round pass first.
 * Giving up is never first unless it is the only action, so a program that takes the first legal
 * action plays its contracts. Checked on random games of the standard rules and of rules where any
 * contract may be given up.
 */
class LegalActionOrderProperties {
  private static final RuleSet GIVE_UP_ANY = RuleSet.standard().toBuilder("test-give-up-any", "any contract may be given up")
      .scoring(RuleSet.standard().scoring().toBuilder().giveUp(ScoringRules.GiveUp.ANY_CONTRACT_KONTRAD_VALUE, 0).build())
      .build();

  /** The rank of each kind of action in the play and after the auction; lower comes first. */
  private static final Map<Class<? extends Action>, Integer> ORDER = Map.of(
      Action.NameTrumps.class, 0, Action.Declare.class, 1, Action.Play.class, 2, Action.Kontra.class, 3,
      Action.GiveUp.class, 4);

  @Property(tries = 200)
  void giveUpIsLastAndEachKindComesInItsPlace(@ForAll long seed, @ForAll boolean anyContract) {
    RuleSet rules = anyContract ? GIVE_UP_ANY : RuleSet.standard();
    for (Game game : RandomPlayer.playout(rules, seed)) {
      List<Action> legal = game.legalActions();
      if (legal.isEmpty()) {
        continue;
      }
      switch (game.phase()) {
        case TRUMPS, PLAY -> {
          for (int i = 1; i < legal.size(); i++) {
            assertThat(ORDER.get(legal.get(i - 1).getClass())).as("%s before %s", legal.get(i - 1), legal.get(i))
                .isLessThanOrEqualTo(ORDER.get(legal.get(i).getClass()));
          }
          if (legal.size() > 1) {
            assertThat(legal.get(0)).isNotInstanceOf(Action.GiveUp.class);
          }
        }
        case KONTRA -> assertThat(legal.get(0)).isInstanceOf(Action.Pass.class);
        case AUCTION, HALF_HAND -> assertThat(legal).isEqualTo(game.biddingBox().orElseThrow().actions());
        default -> assertThat(legal.get(0)).isInstanceOf(Action.Pass.class);
      }
    }
  }

  @Property(tries = 100)
  void theDeclarerWhoMayGiveUpFindsItLast(@ForAll long seed) {
    boolean seen = false;
    for (Game game : RandomPlayer.playout(GIVE_UP_ANY, seed)) {
      List<Action> legal = game.legalActions();
      if (legal.stream().anyMatch(Action.GiveUp.class::isInstance)) {
        assertThat(legal.get(legal.size() - 1)).isInstanceOf(Action.GiveUp.class);
        seen = true;
      }
    }
    assertThat(seen).as("the declarer may give any contract up before his first lead").isTrue();
  }
}
