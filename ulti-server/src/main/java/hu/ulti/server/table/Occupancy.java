package hu.ulti.server.table;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import hu.ulti.server.store.TableStore;
import hu.ulti.server.table.TableAccess.Authorized;
import hu.ulti.server.table.TableChanges.Decision;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Who holds each player's place at a table (its {@link Occupant}): a table created, with its creator, the server's bot and the operator's engines
 * in their places; a person taking an empty place; a person putting a bot in one; a person
 * leaving his. When the last place is taken, the table's first session starts and its first deal
 * is dealt. Each is committed as one change ({@code TableChanges}). Thread-safe.
 */
public final class Occupancy {
  /**
   * A table just created, with the creator's token: the host's, which also opens the creator's
   * player's place if he sat down.
   *
   * @param state the table
   * @param player the creator's player, if he sat down
   * @param token the host's token: the only copy there is
   */
  public record Created(TableState state, Optional<Player> player, String token) {}

  /**
   * A player's place just claimed, and its token: the only copy there is.
   *
   * @param state the table
   * @param player the player
   * @param token its token
   */
  public record Claimed(TableState state, Player player, String token) {}

  private final TableRepository tables;
  private final TableChanges changes;
  private final TableService.Limits limits;
  private final PlayerBots bots;

  Occupancy(TableRepository tables, TableChanges changes, TableService.Limits limits, PlayerBots bots) {
    this.tables = tables;
    this.changes = changes;
    this.limits = limits;
    this.bots = bots;
  }

  /**
   * A new table. The creator may sit down at once; the server's bot and the operator's engines
   * may take other players' places; at least one place is left to a person. The first deal is
   * dealt when the last place is taken.
   *
   * @param rulesId the rule set id
   * @param players how many players: {@link Session#playerCounts()}
   * @param creator the creating client's address
   * @param name the creator's name, if he sits down
   * @param player the creator's player, if he sits down
   * @param bots the players the server's bot plays, by number
   * @param engines the players engines play, by number, with the engine's name
   */
  public Created create(String rulesId, int players, String creator, Optional<String> name, Optional<Integer> player,
      Set<Integer> bots, Map<Integer, String> engines) {
    RuleSet rules;
    try {
      rules = RuleSets.byId(rulesId);
    } catch (IllegalArgumentException e) {
      throw TableException.invalid("rules", e.getMessage());
    }
    if (!Session.playerCounts().contains(players)) {
      throw TableException.invalid("playerCount", "Ulti is played by " + Session.playerCounts() + ", not " + players);
    }
    if (player.isPresent() != name.isPresent()) {
      throw TableException.invalid(player.isPresent() ? "name" : "player",
          "to sit down at once, give both a player's number and a name");
    }
    player.ifPresent(p -> checkPlayer("player", p, players));
    name.ifPresent(Occupancy::checkName);
    bots.forEach(b -> checkPlayer("bots", b, players));
    engines.forEach((p, engine) -> {
      checkPlayer("engines", p, players);
      checkEngine(engine);
      if (bots.contains(p)) {
        throw TableException.invalid("engines", "player " + p + " is a bot already");
      }
    });
    if (player.isPresent() && (bots.contains(player.get()) || engines.containsKey(player.get()))) {
      throw TableException.invalid(bots.contains(player.get()) ? "bots" : "engines", "player " + player.get()
          + " is the creator; a bot cannot play him too");
    }
    if (bots.size() + engines.size() == players) {
      throw TableException.invalid("bots", "a table needs at least one person: leave a player's place for someone");
    }
    String id = Tokens.newTableId();
    Optional<Player> creatorPlayer = player.map(Player::of);
    String token = Tokens.newToken();
    TableState empty = tables.create(id, rules, players, creator, Tokens.hash(token), limits.maxOpenTablesPerClient(),
        "after " + limits.idleTimeout().toMinutes() + " minutes without a change, or "
            + limits.emptyTableTimeout().toMinutes() + " minutes after its creation while no person sits at it");
    List<Event> events = new ArrayList<>();
    creatorPlayer.ifPresent(p -> events.add(new Event.Joined(p, name.get(), false)));
    Map<Integer, Optional<String>> botPlayers = new TreeMap<>();
    bots.forEach(b -> botPlayers.put(b, Optional.empty()));
    engines.forEach((p, engine) -> botPlayers.put(p, Optional.of(engine)));
    botPlayers.forEach((b, engine) -> events.add(new Event.Joined(Player.of(b), botName(Player.of(b), engine), true,
        engine)));
    if (events.isEmpty()) {
      return new Created(empty, creatorPlayer, token);
    }
    TableState state = changes.change(id, before -> joinDecision(before, events, c -> {
      if (creatorPlayer.isPresent()) {
        TableStore.insertPlayer(c, id, creatorPlayer.get().index(), "PERSON", name.get(),
            Optional.of(Tokens.hash(token)));
      }
      for (Map.Entry<Integer, Optional<String>> b : botPlayers.entrySet()) {
        TableStore.insertPlayer(c, id, b.getKey(), "BOT", botName(Player.of(b.getKey()), b.getValue()),
            Optional.empty());
      }
    }));
    return new Created(state, creatorPlayer, token);
  }

  /**
   * A person takes a player's empty place, and gets its token.
   *
   * @param tableId the table
   * @param player the player's number
   * @param name the name shown
   */
  public Claimed claim(String tableId, int player, String name) {
    checkName(name);
    String token = Tokens.newToken();
    TableState state = changes.change(tableId, before -> {
      Player free = requireFree(before, player);
      return joinDecision(before, List.of(new Event.Joined(free, name, false)),
          c -> TableStore.insertPlayer(c, tableId, player, "PERSON", name, Optional.of(Tokens.hash(token))));
    });
    return new Claimed(state, Player.of(player), token);
  }

  /**
   * A person at the table puts a bot in a player's empty place: the server's own, or one of the
   * operator's engines.
   *
   * @param who the person
   * @param player the player's number
   * @param engine the engine's name, or empty for the server's bot
   */
  public TableState addBot(Authorized who, int player, Optional<String> engine) {
    engine.ifPresent(this::checkEngine);
    return changes.change(who.tableId(), before -> {
      Player free = requireFree(before, player);
      return joinDecision(before, List.of(new Event.Joined(free, botName(free, engine), true, engine)),
          c -> TableStore.insertPlayer(c, who.tableId(), player, "BOT", botName(free, engine), Optional.empty()));
    });
  }

  /**
   * A person leaves his place: the server's bot takes it, at once and for the rest of the table's
   * life, and his token opens it no more. When the last person leaves, the table closes.
   *
   * @param who a person at the table
   */
  public TableState leave(Authorized who) {
    return changes.change(who.tableId(), before -> {
      TableChanges.requireOpen(before);
      TableAccess.requirePerson(before, who.player());
      String bot = botName(who.player(), Optional.empty());
      List<Event> events = new ArrayList<>(List.of(new Event.Left(who.player(), bot)));
      if (before.people() == 1) {
        events.add(new Event.Closed("the last person left"));
        return new Decision(events, c -> TableStore.playerToBot(c, who.tableId(), who.player().index(), bot));
      }
      Decision seated = joinDecision(before, List.of(new Event.Joined(who.player(), bot, true)),
          c -> TableStore.playerToBot(c, who.tableId(), who.player().index(), bot));
      events.addAll(seated.events().subList(1, seated.events().size()));
      return new Decision(events, seated.extra());
    });
  }

  /** {@return the names of the engines that may play at the tables} */
  public Set<String> engines() {
    return bots.engines();
  }

  private static String botName(Player player, Optional<String> engine) {
    return engine.map(name -> name + " " + player.index()).orElse("Bot " + player.index());
  }

  private void checkEngine(String engine) {
    if (!bots.engines().contains(engine)) {
      throw TableException.invalid("engine", "no engine is named '" + (engine.length() > 40 ? engine.substring(0, 40) + "..." : engine) + "'; this server's engines are "
          + new TreeSet<>(bots.engines()));
    }
  }

  private static Player requireFree(TableState state, int number) {
    TableChanges.requireOpen(state);
    checkPlayer("player", number, state.players().size());
    Player player = Player.of(number);
    state.occupant(player).ifPresent(taken -> {
      throw TableException.conflict(player + "'s place is taken by " + taken.name());
    });
    return player;
  }

  /** Players' places taken, and when that fills the table, its first session started and dealt. */
  private Decision joinDecision(TableState before, List<Event> joined, TableRepository.Extra extra) {
    List<Event> events = new ArrayList<>(joined);
    boolean full = true;
    for (int p = 0; p < before.players().size(); p++) {
      Player player = Player.of(p);
      full &= before.occupant(player).isPresent()
          || joined.stream().anyMatch(e -> e instanceof Event.Joined taken && taken.player() == player);
    }
    if (full && before.session().isEmpty()) {
      List<String> names = new ArrayList<>();
      for (int p = 0; p < before.players().size(); p++) {
        Player player = Player.of(p);
        names.add(before.occupant(player).map(Occupant::name).orElseGet(() -> joined.stream()
            .map(Event.Joined.class::cast).filter(e -> e.player() == player).findFirst().orElseThrow().name()));
      }
      events.addAll(changes.newSession(before.rules(), names));
    }
    return new Decision(events, extra);
  }

  private static void checkPlayer(String field, int player, int players) {
    if (player < 0 || player >= players) {
      throw TableException.invalid(field, "a player is a number from 0 to " + (players - 1) + ", not " + player);
    }
  }

  private static void checkName(String name) {
    if (!Names.isValid(name)) {
      throw TableException.invalid("name", "a name is " + Names.rule());
    }
  }
}
