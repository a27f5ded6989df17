package hu.ulti.bots.match;

import java.util.List;

/**
 * Every game a {@link Match} played, in deal order then seating order.
 *
 * @param entrants the entrants' names, in the match's order
 * @param deals how many deals were played
 * @param games each game's result
 */
public record MatchResult(List<String> entrants, int deals, List<GameResult> games) {
  /**
   * Copies the lists.
   *
   * @param entrants the entrants
   * @param deals the deals
   * @param games the games
   */
  public MatchResult {
    entrants = List.copyOf(entrants);
    games = List.copyOf(games);
  }

  /**
   * {@return the crosstable, with 95% intervals from {@code resamples} bootstrap resamples of the
   * deals, drawn from the seed}
   *
   * @param resamples how many resamples, at least 100
   * @param seed the seed of the resampling
   */
  public Crosstable crosstable(int resamples, long seed) {
    return Crosstable.of(this, resamples, seed);
  }

  /** The result in one line: its entrants and how many deals and games, not every game. */
  @Override
  public String toString() {
    return "MatchResult{entrants=" + entrants + ", deals=" + deals + ", games=" + games.size() + "}";
  }
}
