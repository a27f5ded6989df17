/**
 * The rules of Ulti as immutable values and pure functions.
 *
 * <p>Exported: {@link hu.ulti.core} (the common supertype of the SDK's exceptions),
 * {@link hu.ulti.core.card} (suits, ranks, cards, card sets, seats, deals),
 * {@link hu.ulti.core.play} (trumps, tricks, the rules of trick play, card points),
 * {@link hu.ulti.core.contract} (components, bids, contracts, values, the ladder) and
 * {@link hu.ulti.core.rules} (rule sets and how to find them) and {@link hu.ulti.core.scoring}
 * (hand summaries and their settlement) and {@link hu.ulti.core.game} (one deal as an immutable
 * state machine, and what each seat may see of it) and {@link hu.ulti.core.session} (sessions of
 * deals, their players and views) and {@link hu.ulti.core.record} (game records and the position
 * notation) and {@link hu.ulti.core.solve} (a perfect-information solver for the play, claims and
 * resampling). The packages {@code hu.ulti.core.internal} and {@code hu.ulti.core.solve.internal}
 * hold the bitmask code behind them and are not exported.
 */
module hu.ulti.core {
  requires com.google.common;
  requires static org.immutables.value.annotations;

  exports hu.ulti.core;
  exports hu.ulti.core.card;
  exports hu.ulti.core.play;
  exports hu.ulti.core.contract;
  exports hu.ulti.core.rules;
  exports hu.ulti.core.scoring;
  exports hu.ulti.core.game;
  exports hu.ulti.core.session;
  exports hu.ulti.core.record;
  exports hu.ulti.core.solve;

  uses hu.ulti.core.rules.RuleSetProvider;
}
