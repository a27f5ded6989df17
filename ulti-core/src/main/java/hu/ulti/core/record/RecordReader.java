package hu.ulti.core.record;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.internal.Text;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads records: their tags here, their move lines through {@link MoveReader}. Every problem is
 * a {@link RecordFormatException} with line and column; nothing else escapes for any input text.
 *
 * <p>Reading is one pass over the lines, without recursion, and bounded: a line longer than
 * {@link GameRecords#MAX_LINE_LENGTH}, a record with more than {@link GameRecords#MAX_MOVES}
 * moves or {@link GameRecords#MAX_TAGS} tags, and a text with more than
 * {@link GameRecords#MAX_RECORDS} records are refused before they are parsed, so that the work
 * and memory a text costs grow with its length alone.
 */
final class RecordReader {
  static final int MAX_TAG_NAME = 32;
  private static final List<String> REQUIRED = List.of("Rules", "Dealer", "Hand0", "Hand1", "Hand2", "Talon");

  private RecordReader() {}

  /** A tag's value and where the value starts. */
  private record Place(int line, int column) {}

  /** The lines of one record before parsing: tags with their places, then move lines. */
  private static final class Draft {
    final Map<String, String> tags = new LinkedHashMap<>();
    final Map<String, Place> tagPlaces = new LinkedHashMap<>();
    final List<Integer> moveLines = new ArrayList<>();
    final List<String> moveTexts = new ArrayList<>();
    int firstLine;
  }

  /** Whether the name is a well-formed tag name: a letter, then letters and digits. */
  static boolean isTagName(String name) {
    if (name.isEmpty() || name.length() > MAX_TAG_NAME || !isAsciiLetter(name.charAt(0))) {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!isAsciiLetter(c) && !(c >= '0' && c <= '9')) {
        return false;
      }
    }
    return true;
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  static List<GameRecord> read(String text) {
    List<GameRecord> records = new ArrayList<>();
    ReplayBudget budget = ReplayBudget.ofActions(ReplayBudget.DEFAULT_ACTIONS); // shared by every record read here
    Comments comments = new Comments();
    Draft draft = null;
    int start = 0;
    for (int number = 1; start <= text.length(); number++) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      if (end - start > GameRecords.MAX_LINE_LENGTH + 1) {
        throw new RecordFormatException(number, GameRecords.MAX_LINE_LENGTH + 1,
            "a line is at most " + GameRecords.MAX_LINE_LENGTH + " characters; this one has " + (end - start));
      }
      String line = comments.strip(text, start, end, number);
      start = end + 1;
      String trimmed = line.strip();
      if (trimmed.isEmpty()) {
        continue;
      }
      int column = line.indexOf(trimmed.charAt(0)) + 1;
      if (trimmed.charAt(0) == '[') {
        if (draft == null || !draft.moveLines.isEmpty()) {
          if (draft != null) {
            records.add(finish(draft, budget));
          }
          if (records.size() == GameRecords.MAX_RECORDS) {
            throw new RecordFormatException(number, column, "a text holds at most " + GameRecords.MAX_RECORDS + " records");
          }
          draft = new Draft();
          draft.firstLine = number;
        }
        tag(draft, trimmed, number, column);
      } else {
        if (draft == null) {
          throw new RecordFormatException(number, column, "expected a record, starting with [Format \""
              + RecordWriter.FORMAT + "\"], found '" + Text.quote(trimmed) + "'");
        }
        if (draft.moveLines.size() == GameRecords.MAX_MOVES) {
          throw new RecordFormatException(number, column, "a record has at most " + GameRecords.MAX_MOVES
              + " moves; a deal never needs so many");
        }
        draft.moveLines.add(number);
        draft.moveTexts.add(line);
      }
    }
    comments.requireClosed();
    if (draft == null) {
      throw new RecordFormatException(1, 1, "expected a record, found no text");
    }
    records.add(finish(draft, budget));
    return records;
  }

  /** Reads one tag line, {@code [Name "value"]}, into the draft. */
  private static void tag(Draft draft, String trimmed, int line, int column) {
    int i = 1;
    while (i < trimmed.length() && i <= MAX_TAG_NAME && (isAsciiLetter(trimmed.charAt(i))
        || i > 1 && Character.isDigit(trimmed.charAt(i)))) {
      i++;
    }
    String name = trimmed.substring(1, i);
    int quote = i;
    while (quote < trimmed.length() && Character.isWhitespace(trimmed.charAt(quote))) {
      quote++;
    }
    if (!isTagName(name) || quote == i || quote >= trimmed.length() || trimmed.charAt(quote) != '"') {
      throw new RecordFormatException(line, column, "expected a tag such as [Rules \"standard\"], found '"
          + Text.quote(trimmed) + "'");
    }
    StringBuilder value = new StringBuilder();
    int at = quote + 1;
    boolean closed = false;
    while (at < trimmed.length()) {
      char c = trimmed.charAt(at++);
      if (c == '"') {
        closed = true;
        break;
      }
      if (c == '\\' && at < trimmed.length()) {
        char escaped = trimmed.charAt(at++);
        if (escaped != '"' && escaped != '\\') {
          value.append('\\');
        }
        value.append(escaped);
      } else {
        value.append(c);
      }
    }
    if (!closed || at >= trimmed.length() || trimmed.charAt(at) != ']' || !trimmed.substring(at + 1).isBlank()) {
      throw new RecordFormatException(line, column, "expected a tag such as [Rules \"standard\"], found '"
          + Text.quote(trimmed) + "'");
    }
    if (draft.tags.containsKey(name)) {
      throw new RecordFormatException(line, column, "the tag " + name + " is given twice");
    }
    if (draft.tags.size() == GameRecords.MAX_TAGS) {
      throw new RecordFormatException(line, column, "a record has at most " + GameRecords.MAX_TAGS + " tags");
    }
    draft.tags.put(name, value.toString());
    draft.tagPlaces.put(name, new Place(line, column + quote + 1));
  }

  private static GameRecord finish(Draft d, ReplayBudget budget) {
    String first = d.tags.keySet().iterator().next();
    Place formatPlace = d.tagPlaces.get(first);
    if (!first.equals("Format")) {
      throw new RecordFormatException(formatPlace.line(), 1, "expected the Format tag first, found " + first);
    }
    if (!d.tags.get("Format").equals(RecordWriter.FORMAT)) {
      throw new RecordFormatException(formatPlace.line(), formatPlace.column(),
          "expected the format \"" + RecordWriter.FORMAT + "\", found \"" + Text.quote(d.tags.get("Format")) + "\"");
    }
    for (String name : REQUIRED) {
      if (!d.tags.containsKey(name)) {
        throw new RecordFormatException(d.firstLine, 1, "the record has no " + name + " tag");
      }
    }
    RuleSet rules;
    try {
      rules = RuleSets.byId(d.tags.get("Rules"));
    } catch (IllegalArgumentException e) {
      throw at(d, "Rules", e.getMessage());
    }
    Seat dealer = seatTag(d, "Dealer");
    Optional<Seat> viewpoint = d.tags.containsKey("View") ? Optional.of(seatTag(d, "View")) : Optional.empty();
    List<Optional<CardSet>> hands = new ArrayList<>();
    List<Optional<CardSet>> firstRound = new ArrayList<>();
    List<Optional<CardSet>> exposed = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      hands.add(optionalCards(d, "Hand" + seat.index()));
      firstRound.add(optionalCards(d, "First" + seat.index()));
      exposed.add(d.tags.containsKey("Exposed" + seat.index())
          ? Optional.of(cards(d, "Exposed" + seat.index())) : Optional.empty());
    }
    Optional<CardSet> talon = optionalCards(d, "Talon");
    if (hands.stream().allMatch(Optional::isPresent) && talon.isPresent()) {
      Deal deal;
      try {
        deal = Deal.of(dealer, hands.get(0).get(), hands.get(1).get(), hands.get(2).get(), talon.get());
      } catch (IllegalArgumentException e) {
        throw at(d, "Hand0", "the hands and talon do not form a deal: " + e.getMessage());
      }
      if (rules.halfHand().isPlayed() && !firstRound.stream().allMatch(Optional::isPresent)) {
        throw at(d, d.tagPlaces.containsKey("First0") ? "First0" : "Rules", "the " + rules.id() + " rules bid on a first"
            + " round of five, so a record with every hand gives the First0, First1 and First2 tags");
      }
      if (firstRound.stream().allMatch(Optional::isPresent)) {
        try {
          deal = deal.withFirstRound(firstRound.get(0).get(), firstRound.get(1).get(), firstRound.get(2).get());
        } catch (IllegalArgumentException e) {
          throw at(d, "First0", "the first round does not fit the deal: " + e.getMessage());
        }
      }
      String id = Notation.deal(rules, deal);
      if (d.tags.containsKey("DealId") && !d.tags.get("DealId").equals(id) && !sameDeal(d.tags.get("DealId"), rules,
          deal)) {
        throw at(d, "DealId", "the DealId tag says '" + Text.quote(d.tags.get("DealId")) + "' but the hands and talon"
            + " are '" + id + "'");
      }
    }
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < d.moveLines.size(); i++) {
      moves.add(MoveReader.read(rules, d.moveLines.get(i), d.moveTexts.get(i), moves.size() + 1));
    }
    return new GameRecord(d.tags, rules, dealer, viewpoint, hands, talon, firstRound, exposed, moves, budget);
  }

  /**
   * Whether a DealId names the deal, under the record's rules however the id spells them: an id
   * written before a rule set was renamed names it by its old id, which reads as the same rules.
   */
  private static boolean sameDeal(String dealId, RuleSet rules, Deal deal) {
    try {
      Notation.DealPosition named = Notation.parseDeal(dealId);
      return named.rules().equals(rules) && named.deal().equals(deal);
    } catch (NotationFormatException e) {
      return false;
    }
  }

  /**
   * A seat tag's seat, white space around it allowed as in every tag. The reader keeps what it
   * read, so that {@link GameRecord} never reads a tag again.
   */
  private static Seat seatTag(Draft d, String name) {
    String value = d.tags.get(name).strip();
    if (value.length() != 1 || value.charAt(0) < '0' || value.charAt(0) > '2') {
      throw at(d, name, "expected a seat 0, 1 or 2, found \"" + Text.quote(value) + "\"");
    }
    return Seat.of(value.charAt(0) - '0');
  }

  /** A card tag's cards, or empty for {@code ?} or a missing tag. */
  private static Optional<CardSet> optionalCards(Draft d, String name) {
    String value = d.tags.get(name);
    return value == null || value.strip().equals(GameRecords.UNKNOWN) ? Optional.empty() : Optional.of(cards(d, name));
  }

  private static CardSet cards(Draft d, String name) {
    try {
      return CardSet.parse(d.tags.get(name));
    } catch (IllegalArgumentException e) {
      throw at(d, name, "expected card codes: " + e.getMessage());
    }
  }

  private static RecordFormatException at(Draft d, String tag, String problem) {
    Place place = d.tagPlaces.get(tag);
    return new RecordFormatException(place.line(), place.column(), problem);
  }

  /**
   * Removes comments line by line, replacing them by spaces so that columns stay true: a
   * {@code ;} comment runs to the end of its line, a <code>{</code> comment to the next
   * <code>}</code>, possibly on a later line. Quotes protect both inside a tag value.
   */
  private static final class Comments {
    private boolean brace;
    private int braceLine;
    private int braceColumn;

    String strip(String text, int start, int end, int line) {
      StringBuilder out = new StringBuilder(end - start);
      boolean quoted = false;
      int column = 1;
      for (int i = start; i < end; i++) {
        char c = text.charAt(i);
        if (c == '\r') {
          continue;
        }
        if (brace) {
          out.append(' ');
          brace = c != '}';
        } else if (quoted) {
          out.append(c);
          if (c == '\\' && i + 1 < end) {
            out.append(text.charAt(++i));
            column++;
          } else if (c == '"') {
            quoted = false;
          }
        } else if (c == '"') {
          quoted = true;
          out.append(c);
        } else if (c == '{') {
          brace = true;
          braceLine = line;
          braceColumn = column;
          out.append(' ');
        } else if (c == ';') {
          break;
        } else {
          out.append(c);
        }
        column++;
      }
      return out.toString();
    }

    void requireClosed() {
      if (brace) {
        throw new RecordFormatException(braceLine, braceColumn, "expected '}' to close this comment, found the end of the text");
      }
    }
  }
}
