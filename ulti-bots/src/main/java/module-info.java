/**
 * Players that choose their actions from a seat's {@link hu.ulti.core.game.PlayerView} alone:
 * {@link hu.ulti.bots.Bot} and its implementations;
 * and {@link hu.ulti.bots.match.Match}, tournaments of bots on duplicate deals.
 */
module hu.ulti.bots {
  requires transitive hu.ulti.core;

  exports hu.ulti.bots;
  exports hu.ulti.bots.match;
}
