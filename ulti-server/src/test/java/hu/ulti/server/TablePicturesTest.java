package hu.ulti.server;

import static hu.ulti.server.Browsers.actThroughThePage;
import static hu.ulti.server.Browsers.app;
import static hu.ulti.server.Browsers.await;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.external.Integration;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;

/**
 * What people see, at a desktop's and a phone's width in headless Chromium: the 32 cards of the
 * Hungarian pack as the project draws them, each picture agreeing with the card's name; each
 * player's card of the trick in front of him; one language at a time; a tidy end of the deal.
 * The screenshots are written to {@code target/screenshots} on every run, for people to look at.
 */
@Integration
class TablePicturesTest {
  private static final Path SCREENSHOTS = Path.of("target", "screenshots");
  /** The corner index of each rank, as the Hungarian pack shows it: Roman numerals, and the rank's initial. */
  private static final Map<String, Map<String, String>> INDEX = Map.of(
      "hu", Map.of("SEVEN", "VII", "EIGHT", "VIII", "NINE", "IX", "TEN", "X", "UNDER", "A", "OVER", "F", "KING", "K",
          "ACE", "Á"),
      "en", Map.of("SEVEN", "VII", "EIGHT", "VIII", "NINE", "IX", "TEN", "X", "UNDER", "U", "OVER", "O", "KING", "K",
          "ACE", "A"));
  private static final Map<String, Integer> PIPS = Map.of("SEVEN", 7, "EIGHT", 8, "NINE", 9, "TEN", 10);
  private static UltiServer server;
  private static final Browsers browsers = new Browsers();
  private static JsonNode vocabulary;

  @BeforeAll
  static void start() {
    Browsers.requireInstalled();
    server = TestServers.start();
    vocabulary = new TestClient(server.port()).get("/api/vocabulary", null).body();
  }

  @AfterAll
  static void stop() {
    browsers.close();
    if (server != null) {
      server.close();
    }
  }

  private String base() {
    return "http://localhost:" + server.port() + "/";
  }

  /** The pack page, in both languages: every card's picture is the card its name says. */
  @ParameterizedTest
  @ValueSource(strings = {Browsers.DESKTOP, Browsers.PHONE})
  void everyCardsPictureAgreesWithItsName(String size) {
    WebDriver browser = browsers.open(size);
    browser.get(base() + "#/cards");
    for (String language : List.of("hu", "en")) {
      Browsers.language(browser, language);
      await(browser, d -> d.findElements(By.cssSelector("#pack .card")).size() == 32);
      Browsers.screenshot(browser, SCREENSHOTS, "pack-" + language + "-" + width(size));
      List<Map<String, Object>> cards = pictures(browser, "#pack .card");
      assertThat(cards).hasSize(32);
      for (Map<String, Object> card : cards) {
        String code = (String) card.get("code");
        JsonNode named = vocabulary.path("cards").path(code);
        String suit = named.path("suit").asText().toLowerCase();
        String rank = named.path("rank").asText();
        String name = named.path(language).asText();
        String suitName = vocabulary.path("suits").path(named.path("suit").asText()).path(language).asText();
        assertThat(card.get("label")).as(code).isEqualTo(name);
        assertThat(name).as("the name names the suit drawn").contains(suitName);
        assertThat(card.get("rank")).as(code).isEqualTo(rank);
        assertThat(card.get("signs")).as("%s: every sign drawn is of its suit", code).isEqualTo(List.of(suit));
        assertThat(card.get("index")).as("%s: the corner index", code).isEqualTo(INDEX.get(language).get(rank));
        assertThat(((Number) card.get("pips")).intValue()).as("%s: the number card's signs", code)
            .isEqualTo(PIPS.getOrDefault(rank, 0));
        assertThat(card.get("crown")).as("%s: only the king is crowned", code).isEqualTo(rank.equals("KING"));
        if (rank.equals("OVER") || rank.equals("UNDER")) {
          double sign = ((Number) card.get("figureSignY")).doubleValue();
          assertThat(sign).as("%s: the over holds his sign above his head, the under below his waist", code)
              .matches(y -> rank.equals("OVER") ? y < 36 : y > 56);
        }
      }
      String text = browser.findElement(By.tagName("main")).getText().toLowerCase();
      String other = language.equals("hu") ? "en" : "hu";
      vocabulary.path("suits").forEach(s -> assertThat(text).as("one language at a time")
          .doesNotContain(s.path(other).asText().toLowerCase()));
    }
  }

  private static String width(String size) {
    return size.equals(Browsers.PHONE) ? "phone" : "desktop";
  }

  /** What each card picture under the selector shows, read in the browser. */
  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> pictures(WebDriver browser, String selector) {
    return (List<Map<String, Object>>) ((JavascriptExecutor) browser).executeScript("""
        return [...document.querySelectorAll(arguments[0])].map(card => {
          const picture = card.querySelector('svg.card-picture');
          const signs = [...picture.querySelectorAll('use.sign')];
          const figureSign = signs.filter(s => !s.classList.contains('corner'))
            .map(s => Number(s.getAttribute('y')) + Number(s.getAttribute('height')) / 2)[0];
          return {code: card.dataset.card, label: picture.getAttribute('aria-label'), rank: picture.dataset.rank,
            signs: [...new Set(signs.map(s => s.getAttribute('href').replace('#suit-', '')))],
            index: picture.querySelector('text.index').textContent,
            pips: picture.querySelectorAll('use.pip').length,
            crown: picture.querySelector('.crown') !== null,
            figureSignY: figureSign === undefined ? -1 : figureSign};
        });""", selector);
  }

  /**
   * A table of one person and two bots played through the page: in the middle of a trick each
   * card lies in front of the player who played it (nearer his box than any other's); after the
   * deal the last trick stays, no empty trick heading is left, and the settlement is shown.
   * The deals are the server's own shuffles, and in one of them Anna may never be third to a
   * trick (she or the player after her wins every lead, or the contract is decided early), so
   * further deals are played until she is, at most five.
   */
  @ParameterizedTest
  @ValueSource(strings = {Browsers.DESKTOP, Browsers.PHONE})
  void eachCardOfTheTrickLiesInFrontOfItsPlayer(String size) {
    WebDriver anna = browsers.open(size);
    anna.get(base());
    await(anna, d -> d.findElement(By.id("create-table")));
    anna.findElement(By.id("player-name")).sendKeys("Anna");
    anna.findElement(By.id("create-table")).click();
    await(anna, d -> "DEAL_IN_PROGRESS".equals(app(d, "status")));
    Browsers.screenshot(anna, SCREENSHOTS, "bidding-" + width(size));
    boolean seenMidTrick = false;
    for (int deal = 1; deal <= 5 && !seenMidTrick; deal++) {
      if (deal > 1) {
        anna.findElement(By.id("next-deal")).click();
        await(anna, d -> "DEAL_IN_PROGRESS".equals(app(d, "status")));
      }
      seenMidTrick = playTheDeal(anna, size);
      await(anna, d -> d.findElement(By.id("settlement")));
    }
    assertThat(seenMidTrick).as("a trick with two cards before Anna's turn, within five deals").isTrue();
    Browsers.screenshot(anna, SCREENSHOTS, "settlement-" + width(size));
    assertThat(anna.findElements(By.id("trick-number"))).as("no trick heading after the deal").isEmpty();
    assertThat(anna.findElement(By.id("deal-over")).getText()).isEqualTo("The deal is over.");
    assertThat(anna.findElements(By.cssSelector("#last-trick .card"))).as("the last trick stays").hasSize(3);
    assertEachCardBeforeItsPlayer(anna);
  }

  /** Plays Anna's part of one deal to its end; whether she was once to play third to a trick. */
  private static boolean playTheDeal(WebDriver anna, String size) {
    boolean seenMidTrick = false;
    for (int step = 0; step < 400 && !"BETWEEN_DEALS".equals(app(anna, "status")); step++) {
      if (!Browsers.toAct(Browsers.state(anna))) {
        Browsers.sleep();
        continue;
      }
      if (!seenMidTrick && anna.findElements(By.cssSelector("#current-trick .card")).size() == 2) {
        Browsers.screenshot(anna, SCREENSHOTS, "trick-" + width(size));
        assertEachCardBeforeItsPlayer(anna);
        seenMidTrick = true;
      }
      String seq = app(anna, "seq");
      try {
        actThroughThePage(anna);
      } catch (StaleElementReferenceException redrawn) {
        continue;
      }
      await(anna, d -> !seq.equals(app(d, "seq")) || !d.findElements(By.id("refusal")).isEmpty());
    }
    return seenMidTrick;
  }

  @SuppressWarnings("unchecked")
  private static void assertEachCardBeforeItsPlayer(WebDriver browser) {
    List<Map<String, Object>> slots = (List<Map<String, Object>>) ((JavascriptExecutor) browser).executeScript("""
        const centre = e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
        const seats = [...document.querySelectorAll('#board .seat')].map(s => ({player: s.dataset.player, at: centre(s)}));
        return [...document.querySelectorAll('#board .trick-slot')].filter(t => t.querySelector('.card')).map(t => {
          const [x, y] = centre(t.querySelector('.card'));
          const nearest = seats.map(s => ({player: s.player, d: Math.hypot(s.at[0] - x, s.at[1] - y)}))
            .sort((a, b) => a.d - b.d)[0];
          return {player: t.dataset.player, nearest: nearest.player};
        });""");
    assertThat(slots).isNotEmpty();
    for (Map<String, Object> slot : slots) {
      assertThat(slot.get("nearest")).as("player %s's card", slot.get("player")).isEqualTo(slot.get("player"));
    }
  }
}
