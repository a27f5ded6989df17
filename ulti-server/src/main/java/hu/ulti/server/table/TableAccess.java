package hu.ulti.server.table;

import com.google.common.cache.CacheBuilder;
import hu.ulti.core.session.Player;
import hu.ulti.server.store.Rows.PlayerKey;
import hu.ulti.server.store.TableStore;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Who a token opens at a table: a player's place, the table's host (its creator), both, or
 * nobody; and whether a player still holds his place. The roles themselves, and what each may do,
 * are in {@code docs/server.md}; {@link TableService} asks this class before it judges a command.
 *
 * <p>A token is compared exactly, by the SHA-256 of the exact string the request carried, so a
 * token that differs from a player's in any character, its case included, opens nothing.
 * Thread-safe.
 */
public final class TableAccess {
  /**
   * The player a token opens at a table.
   *
   * @param tableId the table
   * @param player the player
   */
  public record Authorized(String tableId, Player player) {}

  /**
   * Who looks at a table, by the token a request carries: a player (a person seated), the host (its
   * creator), both, or neither (a spectator).
   *
   * @param player the player the token opens, if any
   * @param host whether the token is the host's
   */
  public record Viewer(Optional<Player> player, boolean host) {}

  private final TableRepository tables;
  /** Players by token hash: a player's token never changes, so what the database said once stays true. */
  private final Map<String, PlayerKey> playersByToken = CacheBuilder.newBuilder().maximumSize(100_000)
      .expireAfterAccess(Duration.ofMinutes(30)).<String, PlayerKey>build().asMap();

  TableAccess(TableRepository tables) {
    this.tables = tables;
  }

  /**
   * The player the token opens at the table; refused for a missing, malformed or foreign token,
   * and for the token of a person who left.
   *
   * @param tableId the table
   * @param token the token the request carried, if any
   */
  public Authorized authenticate(String tableId, Optional<String> token) {
    Authorized who = player(tableId, token);
    requirePerson(tables.current(tableId), who.player());
    return who;
  }

  /**
   * A player greeted earlier (on a WebSocket), if he still holds his place; refused once he left it.
   *
   * @param tableId the table
   * @param player the player
   */
  public Authorized seated(String tableId, Player player) {
    requirePerson(tables.current(tableId), player);
    return new Authorized(tableId, player);
  }

  /**
   * Who the token shows the table to: its player, the host, or (no token) a spectator. A token
   * that is neither a player's nor the host's is refused as {@link #authenticate} refuses it.
   *
   * @param tableId the table
   * @param token the token the request carried, if any
   */
  public Viewer viewer(String tableId, Optional<String> token) {
    if (token.isEmpty()) {
      tables.current(tableId);
      return new Viewer(Optional.empty(), false);
    }
    boolean host = isHost(tableId, token);
    try {
      return new Viewer(Optional.of(authenticate(tableId, token).player()), host);
    } catch (TableException notAPlayer) {
      if (host) {
        return new Viewer(Optional.empty(), true);
      }
      throw notAPlayer;
    }
  }

  /** Whether the token is the table's host's. */
  boolean isHost(String tableId, Optional<String> token) {
    if (token.isEmpty() || !Tokens.isWellFormed(token.get())) {
      return false;
    }
    return tables.hostHash(tableId).map(Tokens.hash(token.get())::equals).orElse(false);
  }

  /** Refuses a player whose place a bot has taken since he left it. */
  static void requirePerson(TableState state, Player player) {
    if (state.occupant(player).map(Occupant::bot).orElse(true)) {
      throw TableException.unauthorized("this token's player left the table; the server's bot has his place");
    }
  }

  /** The player the token opens at the table, left or not; refused for a missing, malformed or foreign token. */
  private Authorized player(String tableId, Optional<String> token) {
    Optional<PlayerKey> key = token.filter(Tokens::isWellFormed).map(Tokens::hash).flatMap(hash -> {
      PlayerKey known = playersByToken.get(hash);
      if (known != null) {
        return Optional.of(known);
      }
      Optional<PlayerKey> found = tables.read(c -> TableStore.playerByToken(c, hash));
      found.ifPresent(player -> playersByToken.put(hash, player));
      return found;
    });
    if (key.isEmpty() || !key.get().tableId().equals(tableId)) {
      tables.current(tableId); // a table that does not exist is a 404 whatever the token
      throw TableException.unauthorized(token.isEmpty() ? "this needs the player's token: Authorization: Bearer <token>"
          : !Tokens.isWellFormed(token.get()) ? "that is not a player's token"
          : "that token opens no player's place at this table");
    }
    return new Authorized(tableId, Player.of(key.get().player()));
  }
}
