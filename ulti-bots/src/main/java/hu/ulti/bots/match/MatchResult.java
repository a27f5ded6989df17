package hu.ulti.bots.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every game a {@link Match} (or a slice of one) played, in deal order then seating order.
 *
 * @param entrants the entrants' names, in the match's order
 * @param deals how many deals were played
 * @param games each game's result; the deals' indices are those of the whole match
 */
public record MatchResult(List<String> entrants, int deals, List<GameResult> games) {
  /**
   * Copies the lists and checks that every seat holds one of the entrants.
   *
   * @param entrants the entrants
   * @param deals the deals
   * @param games the games
   * @throws IllegalArgumentException if {@code deals} is negative, or a game seats an entrant by an
   *     index that is not one of {@code entrants}
   */
  public MatchResult {
    entrants = List.copyOf(entrants);
    games = List.copyOf(games);
    if (deals < 0) {
      throw new IllegalArgumentException("Deals played: at least 0, not " + deals);
    }
    for (GameResult game : games) {
      for (int entrant : game.seating()) {
        if (entrant < 0 || entrant >= entrants.size()) {
          throw new IllegalArgumentException("Deal " + (game.dealIndex() + 1) + ", seating " + game.seating()
              + ": entrant " + entrant + " is not one of the " + entrants.size() + " (0 to " + (entrants.size() - 1)
              + ")");
        }
      }
    }
  }

  /**
   * {@return the results of the slices of one match ({@link Match#slice}) as one: the whole match's,
   * exactly as one run over all its deals gives them}
   *
   * @param parts the slices' results, in any order
   * @throws IllegalArgumentException if there are none, their entrants differ, or two played a deal
   */
  public static MatchResult merge(List<MatchResult> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("Nothing to merge");
    }
    List<String> entrants = parts.get(0).entrants();
    List<GameResult> games = new ArrayList<>();
    Set<Integer> dealsSeen = new HashSet<>();
    int deals = 0;
    for (MatchResult part : parts) {
      if (!part.entrants().equals(entrants)) {
        throw new IllegalArgumentException("Results of different matches: entrants " + part.entrants() + " and "
            + entrants);
      }
      Set<Integer> partDeals = new HashSet<>();
      part.games().forEach(game -> partDeals.add(game.dealIndex()));
      for (int deal : partDeals) {
        if (!dealsSeen.add(deal)) {
          throw new IllegalArgumentException("Deal " + (deal + 1) + " is in two of the results");
        }
      }
      games.addAll(part.games());
      deals += part.deals();
    }
    games.sort(Comparator.comparingInt(GameResult::dealIndex)); // stable: seating order within a deal stays
    return new MatchResult(entrants, deals, games);
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
