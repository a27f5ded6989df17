/**
 * Players that choose their actions from a seat's {@link hu.ulti.core.game.PlayerView} alone:
 * {@link hu.ulti.bots.Bot} and its implementations.
 */
module hu.ulti.bots {
  requires transitive hu.ulti.core;

  exports hu.ulti.bots;
}
