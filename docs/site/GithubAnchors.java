import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Gives every heading of the built site the anchor GitHub gives it, beside the one Doxia gives
 * it: the guides link to {@code json.md#legal-actions} as GitHub renders them, and Doxia names
 * that heading {@code Legal_actions}. Run by the site build (pom.xml, profile site) on
 * target/site, leaving the Javadoc alone: {@code java docs/site/GithubAnchors.java target/site}.
 */
public class GithubAnchors {
  private static final Pattern HEADING = Pattern.compile("<a id=\"([^\"]*)\"></a>\\s*<h([1-6])>(.*?)</h\\2>",
      Pattern.DOTALL);

  public static void main(String[] args) throws IOException {
    Path site = Path.of(args[0]);
    List<Path> pages;
    try (Stream<Path> files = Files.walk(site)) {
      pages = files.filter(p -> p.toString().endsWith(".html") && !site.relativize(p).startsWith("apidocs")).toList();
    }
    int added = 0;
    for (Path page : pages) {
      String html = Files.readString(page, StandardCharsets.UTF_8);
      Map<String, Integer> used = new HashMap<>();
      Matcher heading = HEADING.matcher(html);
      StringBuilder out = new StringBuilder();
      while (heading.find()) {
        String slug = slug(heading.group(3));
        int seen = used.merge(slug, 1, Integer::sum);
        String anchor = seen == 1 ? slug : slug + "-" + (seen - 1); // GitHub's way with repeated headings
        String replacement = heading.group(0);
        // Doxia rewrites a link's anchor that starts with a digit with an "a" before it, as it does ids.
        for (String id : Character.isDigit(anchor.isEmpty() ? 'x' : anchor.charAt(0))
            ? List.of(anchor, "a" + anchor) : List.of(anchor)) {
          if (!id.isEmpty() && !id.equals(heading.group(1)) && !html.contains("id=\"" + id + "\"")) {
            replacement = "<a id=\"" + id + "\"></a>" + replacement;
            added++;
          }
        }
        heading.appendReplacement(out, Matcher.quoteReplacement(replacement));
      }
      heading.appendTail(out);
      Files.writeString(page, out.toString(), StandardCharsets.UTF_8);
    }
    System.out.println("GithubAnchors: " + added + " anchors added in " + pages.size() + " pages");
  }

  /** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
  static String slug(String headingHtml) {
    String text = headingHtml.replaceAll("<[^>]*>", "").replace("&amp;", "&").replace("&lt;", "<")
        .replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").trim().toLowerCase(Locale.ROOT);
    StringBuilder slug = new StringBuilder();
    text.codePoints().forEach(c -> {
      if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
        slug.appendCodePoint(c);
      } else if (c == ' ') {
        slug.append('-');
      }
    });
    return slug.toString();
  }
}
