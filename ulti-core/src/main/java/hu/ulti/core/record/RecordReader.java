package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.internal.Text;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads records. Every problem is a {@link RecordFormatException} with line and column; nothing
 * else escapes for any input text.
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
  private static final String UNKNOWN = "?";

  private RecordReader() {}

  /** A token of a move line and its column (1-based). */
  private record Token(String text, int column) {}

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
      moves.add(move(rules, d.moveLines.get(i), d.moveTexts.get(i), moves.size() + 1));
    }
    return new GameRecord(d.tags, rules, dealer, viewpoint, hands, talon, firstRound, exposed, moves, budget);
  }

  /**
   * Reads one move line.
   *
   * @param number the number the move must have if it gives one, or 0 to take any number it
   *     gives (1 if it gives none)
   */
  static Move move(RuleSet rules, int line, String text, int number) {
    if (text.length() > GameRecords.MAX_LINE_LENGTH) {
      throw new RecordFormatException(line, GameRecords.MAX_LINE_LENGTH + 1,
          "a line is at most " + GameRecords.MAX_LINE_LENGTH + " characters; this one has " + text.length());
    }
    List<Token> tokens = tokens(text);
    if (tokens.isEmpty()) {
      throw new RecordFormatException(line, 1, "expected a move such as '0 play HA', found nothing");
    }
    int at = 0;
    if (number == 0) {
      number = isMoveNumber(tokens.get(0).text())
          ? Integer.parseInt(tokens.get(0).text().substring(0, tokens.get(0).text().length() - 1)) : 1;
    }
    if (isMoveNumber(tokens.get(0).text())) {
      if (!tokens.get(0).text().equals(number + ".")) {
        throw new RecordFormatException(line, tokens.get(0).column(),
            "expected move number " + number + ".,  found '" + Text.quote(tokens.get(0).text()) + "'");
      }
      at++;
    }
    Seat seat = seat(need(tokens, at++, line, text, "a seat 0, 1 or 2"), line);
    Token verbToken = need(tokens, at++, line, text, "an action");
    String verb = verbToken.text().toLowerCase(Locale.ROOT);
    List<Action> actions = new ArrayList<>();
    boolean unknown = false;
    switch (verb) {
      case "pass":
        actions.add(new Action.Pass(seat));
        break;
      case "take":
        actions.add(new Action.TakeTalon(seat));
        // "take talon"; records written before 0.1.0 say "take" alone.
        if (at < tokens.size() && tokens.get(at).text().equalsIgnoreCase("talon")) {
          at++;
        }
        if (at < tokens.size()) {
          Token next = tokens.get(at);
          if (!next.text().equalsIgnoreCase("discard")) {
            throw new RecordFormatException(line, next.column(), "expected 'discard' after 'take talon', found '"
                + Text.quote(next.text()) + "'");
          }
          at++;
          unknown = discardAndBid(rules, tokens, at, line, text, seat, actions);
          at = tokens.size();
        }
        break;
      case "discard":
        unknown = discardAndBid(rules, tokens, at, line, text, seat, actions);
        at = tokens.size();
        break;
      case "bid":
        actions.add(new Action.Bid(seat, CardSet.empty(), bid(rules, tokens, at, line, text)));
        at = tokens.size();
        break;
      case "name":
        Token trumps = need(tokens, at++, line, text, "'trumps'");
        if (!trumps.text().equalsIgnoreCase("trumps")) {
          throw new RecordFormatException(line, trumps.column(), "expected 'name trumps', found 'name "
              + Text.quote(trumps.text()) + "'");
        }
        actions.add(new Action.NameTrumps(seat, suit(need(tokens, at++, line, text, "a suit"), line)));
        break;
      case "trumps": // the spelling of records written before 0.1.0
        actions.add(new Action.NameTrumps(seat, suit(need(tokens, at++, line, text, "a suit"), line)));
        break;
      case "give":
        Token up = need(tokens, at++, line, text, "'up'");
        if (!up.text().equalsIgnoreCase("up")) {
          throw new RecordFormatException(line, up.column(), "expected 'give up', found 'give " + Text.quote(up.text()) + "'");
        }
        actions.add(new Action.GiveUp(seat));
        break;
      case "declare":
        actions.add(new Action.Declare(seat, suit(need(tokens, at++, line, text, "a suit"), line)));
        break;
      case "kontra":
        Component component = component(need(tokens, at++, line, text, "a component"), line);
        Optional<Seat> against = Optional.empty();
        if (at < tokens.size() && tokens.get(at).text().equalsIgnoreCase("against")) {
          at++;
          against = Optional.of(seat(need(tokens, at++, line, text, "a seat 0, 1 or 2"), line));
        }
        actions.add(new Action.Kontra(seat, component, against));
        break;
      case "play":
        Token cardToken = need(tokens, at, line, text, "a card");
        String cardText = text.substring(cardToken.column() - 1).strip();
        try {
          actions.add(new Action.Play(seat, Card.parse(cardText)));
        } catch (IllegalArgumentException e) {
          throw new RecordFormatException(line, cardToken.column(), "expected a card code or name, found '"
              + Text.quote(cardText) + "'");
        }
        at = tokens.size();
        break;
      default:
        throw new RecordFormatException(line, verbToken.column(), "expected an action (pass, take talon, discard,"
            + " bid, name trumps, give up, declare, kontra, play), found '" + Text.quote(verbToken.text()) + "'");
    }
    if (at < tokens.size()) {
      Token extra = tokens.get(at);
      throw new RecordFormatException(line, extra.column(), "unexpected '" + Text.quote(extra.text()) + "' after the move");
    }
    StringBuilder written = new StringBuilder();
    for (int i = isMoveNumber(tokens.get(0).text()) ? 1 : 0; i < tokens.size(); i++) {
      written.append(written.length() == 0 ? "" : " ").append(tokens.get(i).text());
    }
    return new Move(number, line, seat, actions, written.toString(), unknown);
  }

  private static boolean isMoveNumber(String token) {
    if (token.length() < 2 || token.length() > 10 || token.charAt(token.length() - 1) != '.') {
      return false;
    }
    for (int i = 0; i < token.length() - 1; i++) {
      if (!Character.isDigit(token.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads "CARDS bid NAME" into a bid action: the two discarded cards as codes ("A8 A9"), names
   * separated by a comma ("piros ász, makk hetes") or "? ?"; returns whether they are unknown.
   */
  private static boolean discardAndBid(RuleSet rules, List<Token> tokens, int at, int line, String text, Seat seat,
      List<Action> actions) {
    Token first = need(tokens, at, line, text, "two discarded cards");
    int bidAt = at;
    while (bidAt < tokens.size() && !tokens.get(bidAt).text().equalsIgnoreCase("bid")) {
      bidAt++;
    }
    if (bidAt == tokens.size()) {
      throw new RecordFormatException(line, text.stripTrailing().length() + 1,
          "expected 'bid' after the discard, found the end of the line");
    }
    if (bidAt == at) {
      throw new RecordFormatException(line, first.column(), "expected two discarded cards before 'bid'");
    }
    boolean unknown = bidAt == at + 2 && tokens.get(at).text().equals(UNKNOWN) && tokens.get(at + 1).text().equals(UNKNOWN);
    CardSet discard = CardSet.empty();
    if (!unknown) {
      String cards = text.substring(first.column() - 1, tokens.get(bidAt).column() - 1).strip();
      try {
        discard = CardSet.parse(cards);
      } catch (IllegalArgumentException e) {
        throw new RecordFormatException(line, first.column(), "expected two discarded cards: " + e.getMessage());
      }
      if (discard.size() != 2) {
        throw new RecordFormatException(line, first.column(), "expected two discarded cards, found " + discard.size()
            + " (" + Text.quote(cards) + ")");
      }
    }
    actions.add(new Action.Bid(seat, discard, bid(rules, tokens, bidAt + 1, line, text)));
    return unknown;
  }

  private static Bid bid(RuleSet rules, List<Token> tokens, int at, int line, String text) {
    Token first = need(tokens, at, line, text, "a bid name");
    String name = text.substring(first.column() - 1).strip();
    try {
      return rules.parseBid(name);
    } catch (IllegalArgumentException e) {
      throw new RecordFormatException(line, first.column(), "expected a bid name of the " + rules.id() + " rules: "
          + e.getMessage());
    }
  }

  private static Seat seat(Token token, int line) {
    String text = token.text();
    if (text.length() != 1 || text.charAt(0) < '0' || text.charAt(0) > '2') {
      throw new RecordFormatException(line, token.column(), "expected a seat 0, 1 or 2, found '" + Text.quote(text) + "'");
    }
    return Seat.of(text.charAt(0) - '0');
  }

  private static Suit suit(Token token, int line) {
    try {
      return Suit.parse(token.text());
    } catch (IllegalArgumentException e) {
      throw new RecordFormatException(line, token.column(), "expected a suit, found '" + Text.quote(token.text()) + "'");
    }
  }

  private static Component component(Token token, int line) {
    return Component.parse(token.text()).orElseThrow(() -> new RecordFormatException(line, token.column(),
        "expected a component (game, ulti, 40-100, 20-100, betli, durchmars), found '" + Text.quote(token.text()) + "'"));
  }

  private static Token need(List<Token> tokens, int index, int line, String text, String what) {
    if (index >= tokens.size()) {
      throw new RecordFormatException(line, text.stripTrailing().length() + 1, "expected " + what + ", found the end of the line");
    }
    return tokens.get(index);
  }

  /**
   * A seat tag's seat, white space around it allowed as in every tag. The reader keeps what it
   * read, so that {@link GameRecord} never reads a tag again.
   */
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
    return value == null || value.strip().equals(UNKNOWN) ? Optional.empty() : Optional.of(cards(d, name));
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

  private static List<Token> tokens(String line) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    while (i < line.length()) {
      if (Character.isWhitespace(line.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      tokens.add(new Token(line.substring(start, i), start + 1));
    }
    return tokens;
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
