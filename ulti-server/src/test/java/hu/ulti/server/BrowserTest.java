package hu.ulti.server;

import static hu.ulti.server.Browsers.actThroughThePage;
import static hu.ulti.server.Browsers.app;
import static hu.ulti.server.Browsers.await;
import static hu.ulti.server.Browsers.join;
import static hu.ulti.server.Browsers.sleep;
import static hu.ulti.server.Browsers.toAct;
import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.external.Integration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Three people in three real browsers (Debian's chromium, driven by chromedriver, at a phone's
 * size) play a whole deal to its settlement through the page; one of them tries a card out of
 * turn and sees why it is refused; one reloads mid-deal and finds the same view; and a table of
 * four is played, its dealer sitting each deal out.
 */
@Integration
class BrowserTest {
  private static UltiServer server;
  private static final Browsers browsers = new Browsers();

  @BeforeAll
  static void start() {
    Browsers.requireInstalled();
    server = TestServers.start();
  }

  @AfterAll
  static void stop() {
    browsers.close();
    if (server != null) {
      server.close();
    }
  }

  @Test
  void threeBrowsersPlayADealToItsSettlement() {
    String base = "http://localhost:" + server.port() + "/";
    WebDriver anna = browser();
    anna.get(base);
    String table = create(anna, "3", "person", "person");
    assertThat(app(anna, "status")).isEqualTo("SEATING");

    List<WebDriver> players = new ArrayList<>(List.of(anna));
    String[] names = {"Béla", "Cili"};
    for (int seat = 1; seat <= 2; seat++) {
      WebDriver browser = browser();
      browser.get(base + "#/t/" + table);
      join(browser, names[seat - 1], seat);
      int expected = seat;
      await(browser, d -> String.valueOf(expected).equals(app(d, "player")));
      players.add(browser);
    }
    for (WebDriver browser : players) {
      await(browser, d -> "DEAL_IN_PROGRESS".equals(app(d, "status")));
    }
    screenshot(players.get(1), "bidding");

    boolean refusalSeen = false;
    boolean reloaded = false;
    for (int step = 0; step < 400; step++) {
      List<Map<String, String>> states = players.stream().map(Browsers::state).toList();
      if (states.stream().allMatch(s -> "BETWEEN_DEALS".equals(s.get("status")))) {
        break;
      }
      WebDriver toAct = null;
      WebDriver waiting = null;
      for (int i = 0; i < players.size(); i++) {
        if (toAct(states.get(i))) {
          toAct = players.get(i);
        } else {
          waiting = players.get(i);
        }
      }
      if (toAct == null) {
        sleep();
        continue;
      }
      if (!refusalSeen && !toAct.findElements(By.cssSelector("#hand .card.legal")).isEmpty()) {
        // "Refusals shown in plain words": a card played out of turn.
        waiting.findElement(By.cssSelector("#hand .card")).click();
        WebElement refusal = await(waiting, d -> d.findElement(By.id("refusal")));
        assertThat(refusal.getAttribute("data-violation")).isEqualTo("NOT_YOUR_TURN");
        assertThat(refusal.getText()).as("the rule in plain words, then the server's explanation").startsWith("It is not your turn. ")
            .contains("turn");
        screenshot(waiting, "refusal");
        screenshot(toAct, "to-act");
        refusalSeen = true;
      }
      if (!reloaded && refusalSeen && toAct.findElements(By.cssSelector("#current-trick .card")).size() == 1) {
        List<String> hand = cards(waiting);
        int history = waiting.findElements(By.cssSelector("#history li")).size();
        waiting.navigate().refresh();
        WebDriver again = waiting;
        await(again, d -> !d.findElements(By.cssSelector("#hand .card")).isEmpty()
            && d.findElements(By.cssSelector("#history li")).size() == history);
        assertThat(cards(again)).as("the view after a reload").isEqualTo(hand);
        reloaded = true;
      }
      String seq = states.get(players.indexOf(toAct)).get("seq");
      try {
        actThroughThePage(toAct);
      } catch (StaleElementReferenceException redrawn) {
        continue; // the page redrew itself under the click (a message arrived): look again
      }
      WebDriver acted = toAct;
      await(acted, d -> !seq.equals(app(d, "seq")) || d.findElements(By.id("refusal")).size() > 0);
      assertThat(acted.findElements(By.id("refusal"))).as("the page offers only legal moves").isEmpty();
    }
    assertThat(refusalSeen).isTrue();
    assertThat(reloaded).isTrue();

    List<List<String>> payments = new ArrayList<>();
    for (WebDriver browser : players) {
      await(browser, d -> d.findElement(By.id("settlement")));
      screenshot(browser, "settlement-" + app(browser, "player"));
      List<String> shown = new ArrayList<>();
      for (int seat = 0; seat < 3; seat++) {
        shown.add(browser.findElement(By.cssSelector("#settlement [data-payment='" + seat + "']")).getText());
      }
      payments.add(shown);
      assertThat(browser.findElement(By.id("scores")).getText()).contains("Anna").contains("Béla").contains("Cili");
    }
    assertThat(payments.get(1)).isEqualTo(payments.get(0));
    assertThat(payments.get(2)).isEqualTo(payments.get(0));
    assertThat(payments.get(0).stream().mapToInt(Integer::parseInt).sum()).isZero();
    assertThat(anna.findElement(By.id("next-deal")).isDisplayed()).isTrue();
    historyNumbersAreWhole(anna);
  }

  /** The history list shows whole numbers: from 10 on, a list marker outside its scrolling box lost its first digit. */
  private static void historyNumbersAreWhole(WebDriver browser) {
    // Each number is scrolled into view and read where it is drawn, all in one script: one
    // WebDriver call per entry and property made this check seconds long.
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> shown = (List<Map<String, Object>>) ((JavascriptExecutor) browser).executeScript("""
        const list = document.getElementById('history');
        return [...list.querySelectorAll('li')].map(entry => {
          const number = entry.querySelector('.n');
          number.scrollIntoView();
          return {text: number.innerText, x: number.getBoundingClientRect().x, listX: list.getBoundingClientRect().x};
        });""");
    assertThat(shown).hasSizeGreaterThanOrEqualTo(10);
    for (int i = 0; i < shown.size(); i++) {
      Map<String, Object> number = shown.get(i);
      assertThat(number.get("text")).isEqualTo((i + 1) + ".");
      assertThat(((Number) number.get("x")).doubleValue()).as("entry %s starts inside the list", i + 1)
          .isGreaterThanOrEqualTo(((Number) number.get("listX")).doubleValue());
    }
  }

  /**
   * A table of four in two browsers (two bots take the other seats): whoever deals sits the deal
   * out and the page shows him what a spectator sees; the deal passes to the right.
   */
  @Test
  void fourPlayTheDealerSitsOutAndTheDealPasses() {
    String base = "http://localhost:" + server.port() + "/";
    WebDriver anna = browser();
    anna.get(base);
    await(anna, d -> d.findElement(By.id("create-table")));
    Browsers.language(anna, "hu"); // this table is played in Hungarian: one language at a time
    assertThat(anna.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("hu");
    String table = create(anna, "4", "person", "bot", "bot");
    WebDriver bela = browser();
    bela.get(base + "#/t/" + table);
    Browsers.language(bela, "hu");
    join(bela, "Béla", 1);
    await(bela, d -> "1".equals(app(d, "player")));
    List<WebDriver> people = List.of(anna, bela);
    for (WebDriver browser : people) {
      await(browser, d -> "DEAL_IN_PROGRESS".equals(app(d, "status")));
      assertThat(browser.findElements(By.cssSelector(".seats .seat"))).hasSize(4);
    }
    boolean sawSittingOut = false;
    String lastDealer = "";
    for (int deal = 1; deal <= 3 && !sawSittingOut; deal++) {
      for (WebDriver browser : people) {
        String out = app(browser, "sitting-out");
        assertThat(out).isNotEmpty().isNotEqualTo(lastDealer);
        if (out.equals(app(browser, "player"))) {
          // "the dealer gives cards to the other three players and sits out of the play"
          assertThat(browser.findElements(By.id("sitting-out"))).hasSize(1);
          assertThat(browser.findElements(By.id("hand"))).isEmpty();
          assertThat(browser.findElements(By.id("bidding-box"))).isEmpty();
          screenshot(browser, "sitting-out");
          sawSittingOut = true;
        }
      }
      lastDealer = app(anna, "sitting-out");
      playToTheEnd(people);
      if (!sawSittingOut) {
        anna.findElement(By.id("next-deal")).click();
        String finished = lastDealer;
        for (WebDriver browser : people) {
          await(browser, d -> "DEAL_IN_PROGRESS".equals(app(d, "status")) && !finished.equals(app(d, "sitting-out")));
        }
      }
    }
    assertThat(sawSittingOut).as("a person dealt within three deals").isTrue();
  }

  /**
   * The page offers each role its commands (docs/server.md, "Who may do what"): a guest may leave
   * but not close; the host closes, also after he has left his place to the bot.
   */
  @Test
  void theHostClosesAndAGuestMayOnlyLeave() {
    String base = "http://localhost:" + server.port() + "/";
    WebDriver anna = browser();
    anna.get(base);
    String table = create(anna, "3", "person", "bot");
    WebDriver bela = browser();
    bela.get(base + "#/t/" + table);
    join(bela, "Béla", 1);
    await(bela, d -> "1".equals(app(d, "player")) && "DEAL_IN_PROGRESS".equals(app(d, "status")));
    assertThat(bela.findElements(By.id("leave"))).hasSize(1);
    assertThat(bela.findElements(By.id("close-table"))).as("a guest cannot close the others' game").isEmpty();

    clickWhenShown(anna, "leave");
    await(anna, d -> "".equals(app(d, "player")) && !d.findElements(By.id("close-table")).isEmpty());
    assertThat(anna.findElements(By.id("hand"))).as("her place is the bot's").isEmpty();
    clickWhenShown(anna, "close-table");
    await(anna, d -> "CLOSED".equals(app(d, "status")));
    await(bela, d -> "CLOSED".equals(app(d, "status")));
  }

  /** Anna opens a table in the lobby, sitting at player 0, the others' places as given; returns its id. */
  private static String create(WebDriver anna, String players, String... others) {
    await(anna, d -> d.findElement(By.id("create-table")));
    anna.findElement(By.id("player-name")).sendKeys("Anna");
    new Select(anna.findElement(By.id("player-count"))).selectByValue(players);
    for (int i = 0; i < others.length; i++) {
      new Select(anna.findElement(By.id("player-" + (i + 1) + "-kind"))).selectByValue(others[i]);
    }
    anna.findElement(By.id("create-table")).click();
    return await(anna, d -> app(d, "table"));
  }

  /** Clicks the element once it is shown; found again if the page redraws itself (the bots play on) first. */
  private static void clickWhenShown(WebDriver browser, String id) {
    await(browser, d -> {
      d.findElement(By.id(id)).click();
      return true;
    });
  }

  /** Plays the deal in progress through the pages of the people at the table until it ends. */
  private static void playToTheEnd(List<WebDriver> people) {
    for (int step = 0; step < 400; step++) {
      List<Map<String, String>> states = people.stream().map(Browsers::state).toList();
      if (states.stream().noneMatch(s -> "DEAL_IN_PROGRESS".equals(s.get("status")))) {
        return;
      }
      int acting = IntStream.range(0, people.size()).filter(i -> toAct(states.get(i))).findFirst().orElse(-1);
      if (acting < 0) {
        sleep();
        continue;
      }
      WebDriver toAct = people.get(acting);
      String seq = states.get(acting).get("seq");
      try {
        actThroughThePage(toAct);
      } catch (StaleElementReferenceException redrawn) {
        continue; // the page redrew itself under the click (a message arrived): look again
      }
      await(toAct, d -> !seq.equals(app(d, "seq")) || d.findElements(By.id("refusal")).size() > 0);
      assertThat(toAct.findElements(By.id("refusal"))).as("the page offers only legal moves").isEmpty();
    }
    throw new AssertionError("the deal did not end");
  }

  /** The cards of the hand shown; read again if the page redraws itself while they are read. */
  private static List<String> cards(WebDriver browser) {
    for (int attempt = 0; ; attempt++) {
      try {
        return browser.findElements(By.cssSelector("#hand .card")).stream().map(c -> c.getAttribute("data-card")).toList();
      } catch (StaleElementReferenceException redrawn) {
        if (attempt == 50) {
          throw redrawn;
        }
        sleep();
      }
    }
  }

  /** With -Dulti.screenshots=DIR, saves what the browser shows, to look at. */
  private static void screenshot(WebDriver browser, String name) {
    String dir = System.getProperty("ulti.screenshots");
    if (dir != null) {
      Browsers.screenshot(browser, Path.of(dir), name);
    }
  }

  private static WebDriver browser() {
    return browsers.open(Browsers.PHONE);
  }
}
