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
import hu.ulti.core.scoring.ScoreItem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads records. Every problem is a {@link RecordFormatException} with line and column; nothing
 * else escapes for any input text.
 */
final class RecordReader {
  private static final Pattern TAG = Pattern.compile("\\[([A-Za-z][A-Za-z0-9]*)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]\\s*");
  private static final List<String> REQUIRED = List.of("Rules", "Dealer", "Hand0", "Hand1", "Hand2", "Talon");

  private RecordReader() {}

  /** A token of a move line and its column (1-based). */
  private record Token(String text, int column) {}

  /** The lines of one record before parsing: tags with their lines, then move lines. */
  private static final class Draft {
    final Map<String, String> tags = new LinkedHashMap<>();
    final Map<String, int[]> tagPlaces = new LinkedHashMap<>();
    final List<int[]> moveLines = new ArrayList<>();
    final List<String> moveTexts = new ArrayList<>();
    int firstLine;
  }

  static List<GameRecord> read(String text) {
    String[] lines = stripComments(text).split("\n", -1);
    List<GameRecord> records = new ArrayList<>();
    Draft draft = null;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String trimmed = line.strip();
      if (trimmed.isEmpty()) {
        continue;
      }
      int column = line.indexOf(trimmed.charAt(0)) + 1;
      if (trimmed.startsWith("[")) {
        if (draft == null || !draft.moveLines.isEmpty()) {
          if (draft != null) {
            records.add(finish(draft));
          }
          draft = new Draft();
          draft.firstLine = i + 1;
        }
        Matcher m = TAG.matcher(trimmed);
        if (!m.matches()) {
          throw new RecordFormatException(i + 1, column, "expected a tag such as [Rules \"standard\"], found '" + shorten(trimmed) + "'");
        }
        if (draft.tags.containsKey(m.group(1))) {
          throw new RecordFormatException(i + 1, column, "the tag " + m.group(1) + " is given twice");
        }
        draft.tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
        draft.tagPlaces.put(m.group(1), new int[] {i + 1, column + m.start(2)});
      } else {
        if (draft == null) {
          throw new RecordFormatException(i + 1, column, "expected a record, starting with [Format \"" + RecordWriter.FORMAT + "\"], found '" + shorten(trimmed) + "'");
        }
        draft.moveLines.add(new int[] {i + 1});
        draft.moveTexts.add(line);
      }
    }
    if (draft == null) {
      throw new RecordFormatException(1, 1, "expected a record, found no text");
    }
    records.add(finish(draft));
    return records;
  }

  private static GameRecord finish(Draft d) {
    String first = d.tags.keySet().iterator().next();
    int[] formatPlace = d.tagPlaces.get(first);
    if (!first.equals("Format")) {
      throw new RecordFormatException(formatPlace[0], 1, "expected the Format tag first, found " + first);
    }
    if (!d.tags.get("Format").equals(RecordWriter.FORMAT)) {
      throw new RecordFormatException(formatPlace[0], formatPlace[1],
          "expected the format \"" + RecordWriter.FORMAT + "\", found \"" + d.tags.get("Format") + "\"");
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
    if (d.tags.containsKey("View")) {
      seatTag(d, "View");
    }
    List<Optional<CardSet>> hands = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      String name = "Hand" + seat.index();
      String value = d.tags.get(name).strip();
      hands.add(value.equals("?") ? Optional.empty() : Optional.of(cards(d, name, value)));
    }
    CardSet talon = cards(d, "Talon", d.tags.get("Talon").strip());
    for (Seat seat : Seat.values()) {
      if (d.tags.containsKey("Exposed" + seat.index())) {
        cards(d, "Exposed" + seat.index(), d.tags.get("Exposed" + seat.index()));
      }
    }
    List<Optional<CardSet>> firstRound = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      String name = "First" + seat.index();
      String value = d.tags.getOrDefault(name, "?").strip();
      firstRound.add(value.equals("?") ? Optional.empty() : Optional.of(cards(d, name, value)));
    }
    if (hands.stream().allMatch(Optional::isPresent)) {
      Deal deal;
      try {
        deal = Deal.of(dealer, hands.get(0).get(), hands.get(1).get(), hands.get(2).get(), talon);
      } catch (IllegalArgumentException e) {
        throw at(d, "Hand0", "the hands and talon do not form a deal: " + e.getMessage());
      }
      if (rules.halfHand().isPlayed() && !firstRound.stream().allMatch(Optional::isPresent)) {
        throw at(d, d.tagPlaces.containsKey("First0") ? "First0" : "Rules", "the " + rules.id() + " rules bid on a first round of five, so a record with every hand"
            + " gives the First0, First1 and First2 tags");
      }
      if (firstRound.stream().allMatch(Optional::isPresent)) {
        try {
          deal.withFirstRound(firstRound.get(0).get(), firstRound.get(1).get(), firstRound.get(2).get());
        } catch (IllegalArgumentException e) {
          throw at(d, "First0", "the first round does not fit the deal: " + e.getMessage());
        }
      }
    }
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < d.moveLines.size(); i++) {
      moves.add(move(rules, d.moveLines.get(i)[0], d.moveTexts.get(i), moves.size() + 1));
    }
    return new GameRecord(d.tags, rules, dealer, hands, talon, moves);
  }

  private static Move move(RuleSet rules, int line, String text, int number) {
    List<Token> tokens = tokens(text);
    int at = 0;
    if (tokens.get(0).text().matches("\\d+\\.")) {
      if (!tokens.get(0).text().equals(number + ".")) {
        throw new RecordFormatException(line, tokens.get(0).column(),
            "expected move number " + number + ".,  found '" + tokens.get(0).text() + "'");
      }
      at++;
    }
    Token seatToken = need(tokens, at++, line, text, "a seat 0, 1 or 2");
    if (!seatToken.text().matches("[012]")) {
      throw new RecordFormatException(line, seatToken.column(), "expected a seat 0, 1 or 2, found '" + seatToken.text() + "'");
    }
    Seat seat = Seat.of(Integer.parseInt(seatToken.text()));
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
        if (at < tokens.size()) {
          Token next = tokens.get(at);
          if (!next.text().equalsIgnoreCase("discard")) {
            throw new RecordFormatException(line, next.column(), "expected 'discard' after 'take', found '" + next.text() + "'");
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
        actions.add(new Action.MakeBid(seat, CardSet.empty(), bid(rules, tokens, at, line, text)));
        at = tokens.size();
        break;
      case "trumps":
        actions.add(new Action.NameTrumps(seat, suit(need(tokens, at++, line, text, "a suit"), line)));
        break;
      case "give":
        Token up = need(tokens, at++, line, text, "'up'");
        if (!up.text().equalsIgnoreCase("up")) {
          throw new RecordFormatException(line, up.column(), "expected 'give up', found 'give " + up.text() + "'");
        }
        actions.add(new Action.GiveUp(seat));
        break;
      case "declare":
        actions.add(new Action.DeclareMarriage(seat, suit(need(tokens, at++, line, text, "a suit"), line)));
        break;
      case "kontra":
        Component component = component(need(tokens, at++, line, text, "a component"), line);
        Optional<Seat> against = Optional.empty();
        if (at < tokens.size() && tokens.get(at).text().equalsIgnoreCase("against")) {
          at++;
          Token target = need(tokens, at++, line, text, "a seat 0, 1 or 2");
          if (!target.text().matches("[012]")) {
            throw new RecordFormatException(line, target.column(), "expected a seat 0, 1 or 2, found '" + target.text() + "'");
          }
          against = Optional.of(Seat.of(Integer.parseInt(target.text())));
        }
        actions.add(new Action.SayKontra(seat, component, against));
        break;
      case "play":
        Token cardToken = need(tokens, at, line, text, "a card");
        String cardText = text.substring(cardToken.column() - 1).strip();
        try {
          actions.add(new Action.PlayCard(seat, Card.parse(cardText)));
        } catch (IllegalArgumentException e) {
          throw new RecordFormatException(line, cardToken.column(), "expected a card code or name, found '" + cardText + "'");
        }
        at = tokens.size();
        break;
      default:
        throw new RecordFormatException(line, verbToken.column(),
            "expected an action (pass, take, discard, bid, trumps, give up, declare, kontra, play), found '" + verbToken.text() + "'");
    }
    if (at < tokens.size()) {
      Token extra = tokens.get(at);
      throw new RecordFormatException(line, extra.column(), "unexpected '" + extra.text() + "' after the move");
    }
    String written = text.strip().replaceFirst("^\\d+\\.\\s*", "");
    return new Move(number, line, seat, actions, written.replaceAll("\\s+", " "), unknown);
  }

  /**
   * Reads "CARDS bid NAME" into a MakeBid: the two discarded cards as codes ("A8 A9"), names
   * separated by a comma ("piros ász, makk hetes") or "? ?"; returns whether they are unknown.
   */
  private static boolean discardAndBid(RuleSet rules, List<Token> tokens, int at, int line, String text, Seat seat, List<Action> actions) {
    Token first = need(tokens, at, line, text, "two discarded cards");
    int bidAt = at;
    while (bidAt < tokens.size() && !tokens.get(bidAt).text().equalsIgnoreCase("bid")) {
      bidAt++;
    }
    if (bidAt == tokens.size()) {
      throw new RecordFormatException(line, text.stripTrailing().length() + 1, "expected 'bid' after the discard, found the end of the line");
    }
    if (bidAt == at) {
      throw new RecordFormatException(line, first.column(), "expected two discarded cards before 'bid'");
    }
    String cards = text.substring(first.column() - 1, tokens.get(bidAt).column() - 1).strip();
    boolean unknown = cards.replaceAll("\\s+", " ").equals("? ?");
    CardSet discard = CardSet.empty();
    if (!unknown) {
      try {
        discard = CardSet.parse(cards);
      } catch (IllegalArgumentException e) {
        throw new RecordFormatException(line, first.column(), "expected two discarded cards: " + e.getMessage());
      }
      if (discard.size() != 2) {
        throw new RecordFormatException(line, first.column(), "expected two discarded cards, found " + discard.size() + " (" + cards + ")");
      }
    }
    actions.add(new Action.MakeBid(seat, discard, bid(rules, tokens, bidAt + 1, line, text)));
    return unknown;
  }

  private static Bid bid(RuleSet rules, List<Token> tokens, int at, int line, String text) {
    Token first = need(tokens, at, line, text, "a bid name");
    String name = text.substring(first.column() - 1).strip();
    try {
      return rules.parseBid(name);
    } catch (IllegalArgumentException e) {
      throw new RecordFormatException(line, first.column(), "expected a bid name of the " + rules.id() + " rules: " + e.getMessage());
    }
  }

  private static Card card(Token token, int line) {
    try {
      return Card.parse(token.text());
    } catch (IllegalArgumentException e) {
      throw new RecordFormatException(line, token.column(), "expected a card code or name, found '" + token.text() + "'");
    }
  }

  private static Suit suit(Token token, int line) {
    try {
      return Suit.parse(token.text());
    } catch (IllegalArgumentException e) {
      throw new RecordFormatException(line, token.column(), "expected a suit, found '" + token.text() + "'");
    }
  }

  /** The name a record uses for a component: the hand-summary code ("game", "40-100", ...). */
  static String componentCode(Component component) {
    return ScoreItem.of(component).code();
  }

  private static Component component(Token token, int line) {
    String folded = Text.fold(token.text());
    for (Component component : Component.values()) {
      if (folded.equals(Text.fold(componentCode(component))) || folded.equals(Text.fold(component.hungarianName()))) {
        return component;
      }
    }
    throw new RecordFormatException(line, token.column(),
        "expected a component (game, ulti, 40-100, 20-100, betli, durchmars), found '" + token.text() + "'");
  }

  private static Token need(List<Token> tokens, int index, int line, String text, String what) {
    if (index >= tokens.size()) {
      throw new RecordFormatException(line, text.stripTrailing().length() + 1, "expected " + what + ", found the end of the line");
    }
    return tokens.get(index);
  }

  private static Seat seatTag(Draft d, String name) {
    String value = d.tags.get(name).strip();
    if (!value.matches("[012]")) {
      throw at(d, name, "expected a seat 0, 1 or 2, found \"" + value + "\"");
    }
    return Seat.of(Integer.parseInt(value));
  }

  private static CardSet cards(Draft d, String name, String value) {
    try {
      return CardSet.parse(value);
    } catch (IllegalArgumentException e) {
      throw at(d, name, "expected card codes: " + e.getMessage());
    }
  }

  private static RecordFormatException at(Draft d, String tag, String problem) {
    int[] place = d.tagPlaces.get(tag);
    return new RecordFormatException(place[0], place[1], problem);
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

  /** Replaces comments by spaces, keeping line breaks, so positions stay true. */
  private static String stripComments(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int line = 1;
    int column = 1;
    int braceLine = 0;
    int braceColumn = 0;
    boolean brace = false;
    boolean semicolon = false;
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\r') {
        continue;
      }
      if (c == '\n') {
        semicolon = false;
        quoted = false;
        out.append('\n');
        line++;
        column = 1;
        continue;
      }
      if (brace) {
        out.append(' ');
        if (c == '}') {
          brace = false;
        }
      } else if (semicolon) {
        out.append(' ');
      } else if (quoted) {
        out.append(c);
        if (c == '\\' && i + 1 < text.length() && text.charAt(i + 1) != '\n') {
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
        semicolon = true;
        out.append(' ');
      } else {
        out.append(c);
      }
      column++;
    }
    if (brace) {
      throw new RecordFormatException(braceLine, braceColumn, "expected '}' to close this comment, found the end of the text");
    }
    return out.toString();
  }

  private static String shorten(String text) {
    return text.length() > 40 ? text.substring(0, 40) + "..." : text;
  }
}
