package hu.ulti.server;

import static org.junit.jupiter.api.Assertions.fail;

import hu.ulti.core.external.Programs;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Real browsers for the page's tests: Debian's chromium, headless, driven by chromedriver, at a
 * phone's or a desktop's width; and what the tests do through the page.
 */
final class Browsers implements AutoCloseable {
  /** A phone's screen, in CSS pixels. */
  static final String PHONE = "412,915";
  /** A desktop window, in CSS pixels. */
  static final String DESKTOP = "1280,900";
  /** Chromium and its driver: given by {@code -Dulti.chromium} and {@code -Dwebdriver.chrome.driver}, or found on the PATH. */
  private static final Optional<Path> CHROMIUM = executable("ulti.chromium", "chromium", "chromium-browser");
  private static final Optional<Path> DRIVER = executable("webdriver.chrome.driver", "chromedriver");
  /**
   * Selenium warns on every start that it has no DevTools (CDP) bindings for Debian's chromium
   * version; the tests use WebDriver only, so the warning says nothing. Held strongly: JUL keeps
   * loggers weakly, and a collected logger would forget its level.
   */
  private static final Logger SELENIUM = quiet("org.openqa.selenium");

  private final List<WebDriver> opened = new ArrayList<>();

  private static Logger quiet(String name) {
    Logger logger = Logger.getLogger(name);
    logger.setLevel(Level.SEVERE);
    return logger;
  }

  private static Optional<Path> executable(String property, String... names) {
    String given = System.getProperty(property);
    if (given != null && !given.isBlank()) {
      return Optional.of(Path.of(given)).filter(Files::isExecutable);
    }
    for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : names) {
        Path candidate = Path.of(directory, name);
        if (!directory.isBlank() && Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /** Fails (or, with {@code -Dulti.browser=skip}, skips) the calling test class without chromium and its driver. */
  static void requireInstalled() {
    Programs.starting("a browser");
    if (System.getProperty("ulti.browser", "required").equals("skip")) {
      Assumptions.assumeTrue(false, "browser tests skipped with -Dulti.browser=skip");
    }
    if (CHROMIUM.isEmpty() || DRIVER.isEmpty()) {
      fail("The browser tests need chromium and chromedriver on the PATH (Debian: apt-get install chromium"
          + " chromium-driver; .ci/run does), or -Dulti.chromium=... and -Dwebdriver.chrome.driver=..., or run with"
          + " -Dulti.browser=skip");
    }
  }

  /** A new browser window of this size ({@link #PHONE}, {@link #DESKTOP}), in English unless the page is told otherwise. */
  WebDriver open(String size) {
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.orElseThrow().toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-extensions", "--no-first-run", "--lang=en-US",
        "--hide-scrollbars", "--window-size=" + size);
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.orElseThrow().toFile())
        .usingAnyFreePort().build();
    WebDriver driver = new ChromeDriver(service, options);
    opened.add(driver);
    return driver;
  }

  @Override
  public void close() {
    opened.forEach(WebDriver::quit);
    opened.clear();
  }

  static <T> T await(WebDriver driver, Function<WebDriver, T> condition) {
    // Polled every 10 ms, not Selenium's default 500 ms: a page answers a move within milliseconds,
    // and each of the deal's dozens of moves is awaited.
    return new WebDriverWait(driver, Duration.ofSeconds(20), Duration.ofMillis(10))
        .ignoring(StaleElementReferenceException.class).until(condition);
  }

  /** Switches the page's language by its switch in the header. */
  static void language(WebDriver browser, String code) {
    await(browser, d -> {
      d.findElement(By.id("lang-" + code)).click();
      return "true".equals(d.findElement(By.id("lang-" + code)).getAttribute("aria-pressed"));
    });
  }

  /**
   * Types a name and takes a player's place. A state message may redraw the page between the two
   * (the socket's first state arrives after the page's own request), so both are done again on a
   * redrawn page.
   */
  static void join(WebDriver browser, String name, int player) {
    await(browser, d -> {
      WebElement field = d.findElement(By.id("join-name"));
      field.clear();
      field.sendKeys(name);
      d.findElement(By.cssSelector("button[data-join='" + player + "']")).click();
      return true;
    });
  }

  static String app(WebDriver driver, String attribute) {
    return driver.findElement(By.id("app")).getAttribute("data-" + attribute);
  }

  /**
   * The page's state attributes ({@code data-*} of {@code #app}) in one round trip to the
   * browser: the play loops read them for every browser at every step, and one WebDriver call
   * per attribute made those loops most of this test's time.
   */
  @SuppressWarnings("unchecked")
  static Map<String, String> state(WebDriver driver) {
    Object read = ((JavascriptExecutor) driver).executeScript(
        "const d = document.getElementById('app').dataset; const o = {}; for (const k in d) o[k] = d[k]; return o;");
    return (Map<String, String>) read;
  }

  static boolean toAct(Map<String, String> state) {
    return "DEAL_IN_PROGRESS".equals(state.get("status")) && state.getOrDefault("player", "").equals(state.get("toAct"));
  }

  /** A simple player: passes or bids the lowest bid, names the first trump suit, plays the first legal card. */
  static void actThroughThePage(WebDriver browser) {
    if (!browser.findElements(By.id("bidding-box")).isEmpty()) {
      List<WebElement> pass = browser.findElements(By.id("pass"));
      if (!pass.isEmpty()) {
        pass.get(0).click();
        return;
      }
      List<WebElement> hand = browser.findElements(By.cssSelector("#hand .card"));
      hand.get(0).click();
      browser.findElements(By.cssSelector("#hand .card")).get(1).click();
      browser.findElement(By.id("make-bid")).click();
      return;
    }
    List<WebElement> trumps = browser.findElements(By.cssSelector("button[data-action='nameTrumps']"));
    if (!trumps.isEmpty()) {
      trumps.get(0).click();
      return;
    }
    List<WebElement> legal = browser.findElements(By.cssSelector("#hand .card.legal"));
    if (!legal.isEmpty()) {
      legal.get(0).click();
      return;
    }
    browser.findElement(By.cssSelector("#actions button")).click();
  }

  /** Saves what the browser shows as {@code DIR/name.png}. */
  static void screenshot(WebDriver browser, Path dir, String name) {
    try {
      byte[] png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
      Files.createDirectories(dir);
      Files.write(dir.resolve(name + ".png"), png);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void sleep() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
