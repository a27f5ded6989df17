package hu.ulti.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.RankOrder;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worked transcript of docs/engine-protocol.md is what the SDK's referee and an engine say:
 * one deal played through {@link EngineBot} with an engine (a Python program answering from a
 * script) in seat 0, written down by the engine, every line. The deal has every part of the
 * protocol an engine author meets: the opening bid, a talon taken and an overcall, the engine
 * taking the talon back and overcalling, the others passing, the engine raising its own bid and
 * then passing to end the auction, naming trumps, declaring the forty, a defender's kontra and the
 * engine's answer to it after the first trick, the play, and the result.
 *
 * <p>The full transcript is docs/examples/engine-transcript.jsonl; the document shows it shortened.
 * Run with {@code -Dulti.transcript.write=true} to write both again after a change to the protocol.
 */
@Timeout(60)
class TranscriptTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path DOCS = Path.of(System.getProperty("ulti.root", "..")).resolve("docs");
  private static final Path FULL = DOCS.resolve("examples/engine-transcript.jsonl");
  private static final Path PAGE = DOCS.resolve("engine-protocol.md");
  private static final String BEGIN = "<!-- transcript: written by TranscriptTest -->";
  private static final String END = "<!-- end of transcript -->";
  private static final RuleSet RULES = RuleSet.standard();
  private static final Bid GAME = Bid.parseCode("minor game");
  private static final Bid HEART_GAME = Bid.parseCode("hearts game");
  private static final Bid FORTY_HUNDRED = Bid.parseCode("minor 40-100");
  private static final Bid FORTY_HUNDRED_ULTI = Bid.parseCode("minor 40-100 ulti");
  @TempDir Path folder;

  /** The two weakest cards outside acorns, never an ace or a ten (they would count for the opponents). */
  private static CardSet discard(CardSet hand) {
    List<Card> cards = new ArrayList<>(hand.toList().stream()
        .filter(card -> card.suit() != Suit.ACORNS && card.rank() != Rank.ACE && card.rank() != Rank.TEN).toList());
    List<Rank> order = RankOrder.WITH_TRUMPS.strongestFirst();
    cards.sort(Comparator.comparingInt((Card card) -> order.indexOf(card.rank())).reversed());
    return CardSet.of(cards.get(0), cards.get(1));
  }

  /** Seat 0's part, the engine's: the auction of the story, acorns, the forty, no rekontra, then the rule of thumb. */
  private static Action declarer(PlayerView view, RandomGenerator random) {
    Seat seat = view.seat();
    Optional<BiddingBox> box = view.biddingBox();
    if (box.isPresent()) {
      Optional<Bid> highest = view.highestBid();
      if (highest.isEmpty()) {
        return new Action.Bid(seat, discard(view.hand()), GAME);
      }
      if (box.get().discardDue()) {
        return new Action.Bid(seat, discard(view.hand()), FORTY_HUNDRED);
      }
      if (highest.get().equals(HEART_GAME)) {
        return new Action.TakeTalon(seat);
      }
      if (highest.get().equals(FORTY_HUNDRED)) {
        return new Action.Bid(seat, CardSet.empty(), FORTY_HUNDRED_ULTI); // the raise, without the talon
      }
      return new Action.Pass(seat); // the pass that ends the auction
    }
    if (view.phase() == Phase.TRUMPS) {
      return new Action.NameTrumps(seat, Suit.ACORNS);
    }
    if (view.phase() == Phase.KONTRA) {
      return new Action.Pass(seat);
    }
    Action.Declare forty = new Action.Declare(seat, Suit.ACORNS);
    if (view.legalActions().contains(forty)) {
      return forty;
    }
    return new RuleOfThumbBot().choose(view, random);
  }

  /** Seat 1: takes the talon and overcalls with a heart game, then passes; kontras the ulti at the first trick. */
  private static Action firstDefender(PlayerView view, RandomGenerator random) {
    Seat seat = view.seat();
    if (view.biddingBox().isPresent()) {
      if (view.biddingBox().get().discardDue()) {
        return new Action.Bid(seat, discard(view.hand()), HEART_GAME);
      }
      return view.highestBid().equals(Optional.of(GAME)) ? new Action.TakeTalon(seat) : new Action.Pass(seat);
    }
    Action kontra = Action.Kontra.of(seat, Component.ULTI);
    return view.phase() == Phase.PLAY && view.legalActions().contains(kontra) ? kontra
        : new RuleOfThumbBot().choose(view, random);
  }

  /** Seat 2: passes in the auction and plays by the rule of thumb. */
  private static Action secondDefender(PlayerView view, RandomGenerator random) {
    return view.biddingBox().isPresent() ? new Action.Pass(view.seat()) : new RuleOfThumbBot().choose(view, random);
  }

  private static final List<Bot> STORY = List.of(TranscriptTest::declarer, TranscriptTest::firstDefender,
      TranscriptTest::secondDefender);

  /**
   * Plays the story: the engine (or the story's own seat 0) in seat 0; returns the finished game.
   * Each seat draws on its own random source, so that the engine's seat, which draws on none, leaves
   * the others' choices as they were in the story.
   */
  private static Game play(Game game, Bot seat0) {
    List<RandomGenerator> randoms = List.of(SeededRandom.of(1), SeededRandom.of(2), SeededRandom.of(3));
    while (!game.isOver()) {
      Seat seat = game.toAct().orElseThrow();
      Bot bot = seat == Seat.SEAT_0 ? seat0 : STORY.get(seat.index());
      game = game.apply(bot.choose(game.view(seat), randoms.get(seat.index())));
    }
    return game;
  }

  /** The first deal (dealer seat 2) whose forehand holds the acorn king, over and seven and four acorns more. */
  private static Game deal() {
    for (long seed = 0; ; seed++) {
      Game game = Game.deal(RULES, Seat.SEAT_2, SeededRandom.of(seed));
      CardSet hand = game.deal().hand(Seat.SEAT_0);
      long acorns = hand.toList().stream().filter(card -> card.suit() == Suit.ACORNS).count();
      if (hand.contains(Card.of(Suit.ACORNS, Rank.KING)) && hand.contains(Card.of(Suit.ACORNS, Rank.OVER))
          && hand.contains(Card.of(Suit.ACORNS, Rank.SEVEN)) && hand.contains(Card.of(Suit.ACORNS, Rank.ACE))
          && acorns >= 6) {
        return game;
      }
    }
  }

  @Test
  @Integration
  void theDocumentsTranscriptIsWhatTheRefereeAndAnEngineSay() throws IOException {
    Game dealt = deal();
    // The story once without the engine, to write the engine's script: its own actions, in order.
    Game story = play(dealt, STORY.get(0));
    Path script = folder.resolve("script.jsonl");
    StringBuilder actions = new StringBuilder();
    for (Action action : story.history()) {
      if (action.seat() == Seat.SEAT_0) {
        actions.append(UltiJson.mapper().writeValueAsString(action)).append('\n');
      }
    }
    Files.writeString(script, actions);
    Path transcript = folder.resolve("transcript.txt");
    Game played;
    try (EngineBot engine = EngineBot.start(EngineLaunch.of(List.of(Python.require().toString(),
        EngineBotTest.ENGINES.resolve("transcript_engine.py").toString(), script.toString(), transcript.toString()))
        .withOption("samples", "24"))) {
      engine.newDeal("deal 1 of the transcript");
      played = play(dealt, engine);
      engine.dealOver(played.view(Seat.SEAT_0));
      assertThat(engine.faults()).isEmpty();
    }
    assertThat(played.history()).isEqualTo(story.history());
    List<String> kinds = played.history().stream().map(action -> action.getClass().getSimpleName()).toList();
    assertThat(kinds).contains("TakeTalon", "NameTrumps", "Declare", "Kontra", "Play");

    List<String> full = full(Files.readAllLines(transcript, StandardCharsets.UTF_8));
    List<String> shortened = shortened(full);
    if (Boolean.getBoolean("ulti.transcript.write")) {
      Files.writeString(FULL, String.join("\n", full) + "\n");
      String page = Files.readString(PAGE);
      String block = BEGIN + "\n\n```\n" + String.join("\n", shortened) + "\n```\n\n" + END;
      Files.writeString(PAGE, page.substring(0, page.indexOf(BEGIN)) + block + page.substring(page.indexOf(END)
          + END.length()));
    }
    assertThat(Files.readAllLines(FULL, StandardCharsets.UTF_8)).as("%s; -Dulti.transcript.write=true writes it", FULL)
        .isEqualTo(full);
    String page = Files.readString(PAGE);
    assertThat(page).as("the page's transcript; -Dulti.transcript.write=true writes it").contains(BEGIN).contains(END);
    String block = page.substring(page.indexOf(BEGIN) + BEGIN.length(), page.indexOf(END));
    assertThat(block.strip().replaceAll("^```\\n|\\n```$", "").lines().toList())
        .as("the page's transcript; -Dulti.transcript.write=true writes it").isEqualTo(shortened);
  }

  /** The transcript as the engine wrote it, with what depends on the clock (the deal's time left) set to the budget. */
  private static List<String> full(List<String> lines) throws IOException {
    List<String> out = new ArrayList<>();
    for (String line : lines) {
      JsonNode message = JSON.readTree(line.substring(3));
      if (message.path("type").asText().equals("go")) {
        ((ObjectNode) message.path("time")).put("dealLeftMillis", 60000);
      }
      out.add(line.substring(0, 3) + JSON.writeValueAsString(message));
    }
    return out;
  }

  /** The transcript shortened for the page: views and the rule sheet cut to what the step shows. */
  private static List<String> shortened(List<String> full) throws IOException {
    List<String> out = new ArrayList<>();
    int historySeen = 0;
    for (String line : full) {
      ObjectNode message = (ObjectNode) JSON.readTree(line.substring(3));
      switch (message.path("type").asText()) {
        case "newDeal" -> {
          ObjectNode sheet = JSON.createObjectNode().put("format", "ulti-rule-sheet 1").put("rules", "standard")
              .put("…", "the rule sheet: docs/json.md#rule-sheet");
          message.set("ruleSheet", sheet);
        }
        case "go", "dealOver" -> {
          JsonNode view = message.path("view");
          ObjectNode brief = JSON.createObjectNode();
          for (String field : List.of("phase", "hand", "highestBid", "bidder", "contract", "currentTrick")) {
            if (view.has(field)) {
              brief.set(field, view.get(field));
            }
          }
          ArrayNode history = brief.putArray("history");
          if (historySeen > 0) {
            history.add("… " + historySeen + " earlier");
          }
          for (int i = historySeen; i < view.path("history").size(); i++) {
            history.add(view.path("history").get(i));
          }
          historySeen = view.path("history").size();
          if (view.has("biddingBox")) {
            ObjectNode box = brief.putObject("biddingBox");
            JsonNode given = view.path("biddingBox");
            for (String field : List.of("mayPass", "mayTakeTalon")) {
              box.set(field, given.get(field));
            }
            int pairs = given.path("discards").size();
            box.putArray("discards").add(pairs == 0 ? "none: no discard without the talon" : "… " + pairs + " pairs");
            ArrayNode bids = box.putArray("bids");
            JsonNode all = given.path("bids");
            for (int i = 0; i < Math.min(2, all.size()); i++) {
              bids.add(all.get(i));
            }
            if (all.size() > 2) {
              bids.add("… " + all.size() + " bids, lowest first");
            }
          }
          if (view.has("legalActions")) {
            brief.set("legalActions", view.get("legalActions"));
          }
          if (view.has("settlement")) {
            brief.set("payments", view.path("settlement").path("payments"));
            brief.put("settlement", "… its lines: docs/json.md#settlement");
          }
          message.set("view", brief);
        }
        default -> { }
      }
      out.add(line.substring(0, 3) + JSON.writeValueAsString(message));
    }
    return out;
  }
}
