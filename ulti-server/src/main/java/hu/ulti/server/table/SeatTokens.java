package hu.ulti.server.table;

import com.google.common.cache.CacheBuilder;
import hu.ulti.server.store.Rows.SeatKey;
import hu.ulti.server.store.TableStore;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Which seat a token opens. A token is compared exactly, by the SHA-256 of the exact string the
 * request carried, so a token that differs from a seat's in any character, its case included,
 * opens nothing.
 */
final class SeatTokens {
  private final TableRepository tables;
  /** Seats by token hash: a seat's token never changes, so what the database said once stays true. */
  private final Map<String, SeatKey> seatsByToken = CacheBuilder.newBuilder().maximumSize(100_000)
      .expireAfterAccess(Duration.ofMinutes(30)).<String, SeatKey>build().asMap();

  SeatTokens(TableRepository tables) {
    this.tables = tables;
  }

  /** The seat the token opens at the table; refused for a missing, malformed or foreign token. */
  TableService.Seated authenticate(String tableId, Optional<String> token) {
    Optional<SeatKey> key = token.filter(Tokens::isWellFormed).map(Tokens::hash).flatMap(hash -> {
      SeatKey known = seatsByToken.get(hash);
      if (known != null) {
        return Optional.of(known);
      }
      Optional<SeatKey> found = tables.read(c -> TableStore.seatByToken(c, hash));
      found.ifPresent(seat -> seatsByToken.put(hash, seat));
      return found;
    });
    if (key.isEmpty() || !key.get().tableId().equals(tableId)) {
      tables.current(tableId); // a table that does not exist is a 404 whatever the token
      throw TableException.unauthorized(token.isEmpty() ? "this needs the seat's token: Authorization: Bearer <token>"
          : !Tokens.isWellFormed(token.get()) ? "that is not a seat token" : "that token opens no seat at this table");
    }
    return new TableService.Seated(tableId, key.get().seat());
  }
}
