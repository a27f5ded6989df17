package hu.ulti.examples.cli;

import hu.ulti.core.card.Card;
import hu.ulti.core.game.Action;
import hu.ulti.core.rules.RuleSet;

/** Human-readable sentences for actions, in English with the Hungarian names alongside. */
final class Describe {
  private Describe() {}

  static String action(RuleSet rules, Action action) {
    if (action instanceof Action.Pass) {
      return "passes (passz)";
    }
    if (action instanceof Action.TakeTalon) {
      return "takes the talon";
    }
    if (action instanceof Action.Bid) {
      Action.Bid make = (Action.Bid) action;
      String discard = make.discard().isEmpty() ? "" : "discards " + make.discard().codes() + ", ";
      return discard + "bids " + rules.englishName(make.bid()) + " (" + rules.hungarianName(make.bid()) + ")";
    }
    if (action instanceof Action.NameTrumps) {
      Action.NameTrumps trumps = (Action.NameTrumps) action;
      return "names " + trumps.suit().englishName() + " (" + trumps.suit().hungarianName() + ") trumps";
    }
    if (action instanceof Action.GiveUp) {
      return "gives up (bedobja)";
    }
    if (action instanceof Action.Declare) {
      return "declares the " + ((Action.Declare) action).suit().englishName() + " marriage";
    }
    if (action instanceof Action.Kontra) {
      Action.Kontra kontra = (Action.Kontra) action;
      return "doubles the " + kontra.component().englishName()
          + kontra.against().map(seat -> " against " + seat).orElse("");
    }
    Card card = ((Action.Play) action).card();
    return "plays " + card.code() + " (" + card.hungarianName() + ")";
  }
}
