package hu.ulti.bots.match;

import hu.ulti.bots.Bot;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One player of a {@link Match}: a name for the crosstable and a way to make the bots that play
 * its seats. A match asks for a bot for each seat it may take at each table it plays at once, so
 * an entrant whose bots hold state (an engine process) never plays two seats or two games with
 * one; bots that are {@link AutoCloseable} are closed when the match ends.
 *
 * @param name the entrant's name, unique within a match
 * @param bots makes a new bot each time it is asked
 */
public record Entrant(String name, Supplier<? extends Bot> bots) {
  /**
   * Checks the name.
   *
   * @param name the name
   * @param bots the bots
   */
  public Entrant {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(bots, "bots");
    if (name.isBlank()) {
      throw new IllegalArgumentException("An entrant needs a name");
    }
  }

  /**
   * {@return an entrant whose seats share one bot} For bots that hold no state and may be used
   * by several threads at once, as the SDK's own do.
   *
   * @param name the name
   * @param bot the bot
   */
  public static Entrant of(String name, Bot bot) {
    Objects.requireNonNull(bot, "bot");
    return new Entrant(name, () -> bot);
  }
}
