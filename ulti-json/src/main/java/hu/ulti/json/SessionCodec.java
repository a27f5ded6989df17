package hu.ulti.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.AceOfHearts;
import hu.ulti.core.session.DealResult;
import hu.ulti.core.session.InvalidSessionException;
import hu.ulti.core.game.Phase;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.session.Seating;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.session.SessionView;
import hu.ulti.core.game.GameView;
import hu.ulti.core.record.Move;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Sessions: the log ({@code "ulti-session-log 1"}), which is all a replay needs and what a
 * {@link Session} is written as; and the views of a session, a player's
 * ({@code "ulti-session-view 1"}) and a spectator's ({@code "ulti-public-session-view 1"}).
 * Reading a session replays its log and refuses the first deal or action that does not fit;
 * reading a view rebuilds it with its builder, and checks the fields written for display
 * against it.
 */
final class SessionCodec {
  static final String LOG_FORMAT = "ulti-session-log 1";
  static final String VIEW_FORMAT = "ulti-session-view 1";
  static final String PUBLIC_VIEW_FORMAT = "ulti-public-session-view 1";
  /** The most deals a session document holds; a long evening is a few dozen. */
  static final int MAX_DEALS = 500;
  private static final Set<String> LOG = Set.of("format", "rules", "players", "firstDealer", "deals", "endCall");
  private static final Set<String> DEAL = Set.of("deal", "actions");
  private static final Set<String> END_CALL = Set.of("dealNumber", "afterActions");
  private static final Set<String> ACE = Set.of("player", "dealNumber");
  private static final Set<String> RESULT = Set.of("dealNumber", "dealer", "seating", "declarer", "bid", "trumps",
      "summary", "payments");
  /** Written for display, and checked against the rebuilt view when read. */
  private static final List<String> VIEW_DERIVED = List.of("dealsDealt", "dealInProgress", "dealer", "nextDealer",
      "seating", "sittingOut", "toAct", "scores", "over", "seat");
  private static final Set<String> PUBLIC_VIEW = union(Set.of("format", "rules", "players", "firstDealer", "results",
      "endCall", "aceOfHearts", "gameView"), VIEW_DERIVED);
  private static final Set<String> VIEW = union(PUBLIC_VIEW, List.of("player"));

  /** Fields renamed before 0.1.0 (docs/vocabulary.md), by the object they are in: old name to new. */
  private static final Map<String, String> OLD_END_CALL = Map.of("deal", "dealNumber", "actions", "afterActions");
  private static final Map<String, String> OLD_ACE = Map.of("notedAt", "dealNumber");
  private static final Map<String, String> OLD_RESULT = Map.of("number", "dealNumber", "seats", "seating");
  private static final Map<String, String> OLD_VIEW = Map.of("seats", "seating", "deal", "gameView");

  private SessionCodec() {}

  private static Set<String> union(Set<String> fields, List<String> more) {
    Set<String> all = new HashSet<>(fields);
    all.addAll(more);
    return Set.copyOf(all);
  }

  // --- the log ---------------------------------------------------------------------------------

  static ObjectNode writeLog(SessionLog log) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", LOG_FORMAT);
    node.set("rules", Codes.rules(log.rules()));
    writePlayers(node, log.players(), log.firstDealer());
    ArrayNode deals = node.putArray("deals");
    for (SessionLog.DealLog deal : log.deals()) {
      ObjectNode entry = deals.addObject();
      entry.set("deal", GameCodec.deal(deal.deal()));
      ArrayNode actions = entry.putArray("actions");
      deal.actions().forEach(action -> actions.add(ActionCodec.write(action)));
    }
    log.endCall().ifPresent(call -> node.set("endCall", endCall(call)));
    return node;
  }

  static ObjectNode writeSession(Session session) {
    return writeLog(session.log());
  }

  static SessionLog readLog(In in) {
    in.only(LOG);
    GameCodec.format(in, LOG_FORMAT);
    RuleSet rules = Codes.rules(in.field("rules"));
    List<String> players = players(in.field("players"));
    Player firstDealer = Player.of(in.field("firstDealer").integer(0, players.size() - 1));
    List<SessionLog.DealLog> deals = new ArrayList<>();
    for (In entry : in.field("deals").array(MAX_DEALS)) {
      entry.only(DEAL);
      Deal deal = GameCodec.deal(entry.field("deal"));
      List<Action> actions = new ArrayList<>();
      for (In action : entry.field("actions").array(UltiJson.MAX_ACTIONS)) {
        actions.add(action(action, rules));
      }
      deals.add(new SessionLog.DealLog(deal, actions));
    }
    Optional<SessionLog.EndCall> endCall = in.optional("endCall").map(SessionCodec::endCall);
    try {
      return SessionLog.of(rules, players, firstDealer, deals, endCall);
    } catch (IllegalArgumentException e) {
      throw (endCall.isPresent() && e.getMessage().contains("end") ? in.field("endCall") : in).fail(e.getMessage());
    }
  }

  /** A session: its log, replayed; the first deal or action that does not fit is refused where it stands. */
  static Session readSession(In in) {
    SessionLog log = readLog(in);
    try {
      return Session.replay(log);
    } catch (InvalidSessionException e) {
      In at = in;
      String message = e.getMessage().replaceFirst("^deal \\d+(, action \\d+)?: ", "");
      if (e.dealNumber() >= 1 && e.dealNumber() <= log.deals().size()) {
        In deal = in.field("deals").array(MAX_DEALS).get(e.dealNumber() - 1);
        at = e.action().isPresent() ? deal.field("actions").array(UltiJson.MAX_ACTIONS).get(e.action().get()) : deal;
      } else if (log.endCall().isPresent()) {
        at = in.field("endCall");
      }
      throw at.fail(message);
    }
  }

  /** An action: a tagged object, or a move in record notation with the session's rules. */
  private static Action action(In in, RuleSet rules) {
    if (in.json.isTextual()) {
      try {
        List<Action> actions = Move.parse(rules, in.text()).actions();
        if (actions.size() != 1) {
          throw in.fail("one action per entry; this move is " + actions.size());
        }
        return actions.get(0);
      } catch (RecordFormatException e) {
        throw in.fail("not a move: " + e.getMessage().replaceFirst("^line 1, ", ""));
      }
    }
    return ActionCodec.read(in);
  }

  private static ObjectNode endCall(SessionLog.EndCall call) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("dealNumber", call.dealNumber());
    node.put("afterActions", call.afterActions());
    return node;
  }

  private static SessionLog.EndCall endCall(In given) {
    In in = given.renamed(OLD_END_CALL).only(END_CALL);
    return new SessionLog.EndCall(in.field("dealNumber").integer(1, MAX_DEALS + 1),
        in.field("afterActions").integer(0, UltiJson.MAX_ACTIONS));
  }

  private static void writePlayers(ObjectNode node, List<String> players, Player firstDealer) {
    ArrayNode names = node.putArray("players");
    players.forEach(names::add);
    node.put("firstDealer", firstDealer.index());
  }

  private static List<String> players(In in) {
    List<In> names = in.array(4);
    if (names.size() < 3) {
      throw in.fail("three or four players, not " + names.size());
    }
    List<String> players = new ArrayList<>();
    for (In name : names) {
      String text = name.text();
      if (text.length() > 100) {
        throw name.fail("a name of at most 100 characters");
      }
      players.add(text);
    }
    return players;
  }

  // --- the views -------------------------------------------------------------------------------

  static ObjectNode writeView(PlayerSessionView view) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", VIEW_FORMAT);
    writeFacts(node, view);
    node.put("player", view.player().index());
    view.seat().ifPresent(seat -> node.set("seat", Codes.seat(seat)));
    view.gameView().ifPresent(game -> node.set("gameView", game instanceof PlayerView mine ? ViewCodec.write(mine)
        : ViewCodec.writePublic((PublicView) game)));
    return node;
  }

  static ObjectNode writePublicView(PublicSessionView view) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", PUBLIC_VIEW_FORMAT);
    writeFacts(node, view);
    view.publicView().ifPresent(game -> node.set("gameView", ViewCodec.writePublic(game)));
    return node;
  }

  private static void writeFacts(ObjectNode node, SessionView view) {
    node.set("rules", Codes.rules(view.rules()));
    writePlayers(node, view.players(), view.firstDealer());
    writeDerived(node, view);
    ArrayNode results = node.putArray("results");
    view.results().forEach(result -> results.add(result(result)));
    view.endCall().ifPresent(call -> node.set("endCall", endCall(call)));
    view.aceOfHearts().ifPresent(ace -> node.putObject("aceOfHearts").put("player", ace.player().index())
        .put("dealNumber", ace.dealNumber()));
  }

  private static void writeDerived(ObjectNode node, SessionView view) {
    node.put("dealsDealt", view.dealsDealt());
    node.put("dealInProgress", view.isDealInProgress());
    node.put("dealer", view.dealer().index());
    view.nextDealer().ifPresent(next -> node.put("nextDealer", next.index()));
    node.set("seating", seating(view.seating()));
    view.sittingOut().ifPresent(out -> node.put("sittingOut", out.index()));
    view.toAct().ifPresent(player -> node.put("toAct", player.index()));
    ArrayNode scores = node.putArray("scores");
    view.scores().forEach(scores::add);
    node.put("over", view.isOver());
  }

  private static ObjectNode result(DealResult result) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("dealNumber", result.dealNumber());
    node.put("dealer", result.dealer().index());
    node.set("seating", seating(result.seating()));
    node.set("declarer", Codes.seat(result.declarer()));
    node.set("bid", Codes.bid(result.bid()));
    node.set("trumps", Codes.trumps(result.trumps()));
    node.set("summary", SummaryCodec.write(result.settlement().summary()));
    ArrayNode payments = node.putArray("payments");
    result.payments().forEach(payments::add);
    return node;
  }

  /** The players at seats 0, 1 and 2: {@code [3, 0, 1]}. */
  private static ArrayNode seating(Seating seating) {
    ArrayNode players = Codes.NODES.arrayNode();
    seating.players().forEach(player -> players.add(player.index()));
    return players;
  }

  /** A result, its settlement scored again from its summary and everything else derived and checked. */
  private static DealResult result(In given, int players, int number, Player dealer) {
    In in = given.renamed(OLD_RESULT).only(RESULT);
    Settlement settlement = Scorer.settle(SummaryCodec.readSummary(in.field("summary")));
    DealResult result;
    try {
      result = DealResult.of(number, Seating.of(players, dealer), settlement);
    } catch (IllegalArgumentException e) {
      throw in.fail(e.getMessage());
    }
    ObjectNode derived = result(result);
    for (String name : RESULT) {
      Optional<In> field = in.optional(name);
      if (field.isPresent() && !name.equals("summary") && !Tree.matches(field.get().json, derived.get(name))) {
        throw field.get().fail("deal " + number + " gives " + UltiJson.quote(derived.get(name).toString()));
      }
    }
    return result;
  }

  static PlayerSessionView readView(In given) {
    In in = given.renamed(OLD_VIEW).only(VIEW);
    GameCodec.format(in, VIEW_FORMAT);
    SessionView.Builder builder = readFacts(in);
    Player player = Player.of(in.field("player").integer(0, in.field("players").json.size() - 1));
    in.optional("gameView").ifPresent(game -> latest(builder, game.json.has("seat") ? ViewCodec.read(game)
        : ViewCodec.readPublic(game)));
    PlayerSessionView view = build(in, () -> builder.buildFor(player));
    checkDerived(in, view);
    in.optional("seat").ifPresent(seat -> {
      if (!view.seat().equals(Optional.of(Codes.seat(seat)))) {
        throw seat.fail(view.seat().map(s -> "the player sits at seat " + s.index())
            .orElse("the player sits this deal out"));
      }
    });
    return view;
  }

  static PublicSessionView readPublicView(In given) {
    In in = given.renamed(OLD_VIEW).only(PUBLIC_VIEW);
    GameCodec.format(in, PUBLIC_VIEW_FORMAT);
    if (in.optional("seat").isPresent()) {
      throw in.field("seat").fail("a spectator has no seat");
    }
    SessionView.Builder builder = readFacts(in);
    in.optional("gameView").ifPresent(game -> latest(builder, ViewCodec.readPublic(game)));
    PublicSessionView view = build(in, builder::buildPublic);
    checkDerived(in, view);
    return view;
  }

  private static SessionView.Builder readFacts(In in) {
    RuleSet rules = Codes.rules(in.field("rules"));
    List<String> players = players(in.field("players"));
    Player firstDealer = Player.of(in.field("firstDealer").integer(0, players.size() - 1));
    SessionView.Builder builder;
    try {
      builder = SessionView.builder(rules, players, firstDealer);
    } catch (IllegalArgumentException e) {
      throw in.field("players").fail(e.getMessage());
    }
    List<In> results = in.field("results").array(MAX_DEALS);
    for (int i = 0; i < results.size(); i++) {
      Player dealer = Player.of((firstDealer.index() + i) % players.size());
      DealResult result = result(results.get(i), players.size(), i + 1, dealer);
      try {
        builder.result(result);
      } catch (InvalidSessionException e) {
        throw results.get(i).fail(e.getMessage());
      }
    }
    in.optional("endCall").map(SessionCodec::endCall).ifPresent(builder::endCall);
    in.optional("aceOfHearts").ifPresent(given -> {
      In ace = given.renamed(OLD_ACE).only(ACE);
      builder.aceOfHearts(new AceOfHearts(Player.of(ace.field("player").integer(0, players.size() - 1)),
          ace.field("dealNumber").integer(1, MAX_DEALS)));
    });
    return builder;
  }

  /** The latest deal: a deal is in progress when the latest deal shown is not over. */
  private static void latest(SessionView.Builder builder, GameView game) {
    builder.gameView(game).dealInProgress(game.phase() != Phase.OVER);
  }

  private static <V extends SessionView> V build(In in, Supplier<V> build) {
    try {
      return build.get();
    } catch (InvalidSessionException e) {
      throw in.fail(e.getMessage());
    }
  }

  private static void checkDerived(In in, SessionView view) {
    ObjectNode derived = Codes.NODES.objectNode();
    writeDerived(derived, view);
    for (String name : VIEW_DERIVED) {
      Optional<In> given = in.optional(name);
      JsonNode expected = derived.get(name);
      if (given.isPresent() && !name.equals("seat") && !Tree.matches(given.get().json, expected)) {
        throw given.get().fail("the session gives " + (expected == null ? "none" : UltiJson.quote(expected.toString())));
      }
    }
  }
}
