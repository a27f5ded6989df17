package hu.ulti.server.table;

import com.google.common.cache.CacheBuilder;
import hu.ulti.core.session.Player;
import hu.ulti.server.store.Rows.PlayerKey;
import hu.ulti.server.store.TableStore;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Which player's place a token opens. A token is compared exactly, by the SHA-256 of the exact
 * string the request carried, so a token that differs from a player's in any character, its
 * case included, opens nothing.
 */
final class PlayerTokens {
  private final TableRepository tables;
  /** Players by token hash: a player's token never changes, so what the database said once stays true. */
  private final Map<String, PlayerKey> playersByToken = CacheBuilder.newBuilder().maximumSize(100_000)
      .expireAfterAccess(Duration.ofMinutes(30)).<String, PlayerKey>build().asMap();

  PlayerTokens(TableRepository tables) {
    this.tables = tables;
  }

  /** The player the token opens at the table; refused for a missing, malformed or foreign token. */
  TableService.Authorized authenticate(String tableId, Optional<String> token) {
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
    return new TableService.Authorized(tableId, Player.of(key.get().player()));
  }
}
