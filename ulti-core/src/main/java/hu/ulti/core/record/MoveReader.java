package hu.ulti.core.record;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.internal.Text;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads one move line of a record ({@code 3. 1 play HA}): its number, seat, action and the
 * action's cards, bid or components. Every problem is a {@link RecordFormatException} at the
 * line and column of the token that breaks the notation; nothing else escapes for any text.
 */
final class MoveReader {
  private MoveReader() {}

  /** A token of a move line and its column (1-based). */
  private record Token(String text, int column) {}

  /**
   * Reads one move line.
   *
   * @param number the number the move must have if it gives one, or 0 to take any number it
   *     gives (1 if it gives none)
   */
  static Move read(RuleSet rules, int line, String text, int number) {
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
    boolean unknown = bidAt == at + 2 && tokens.get(at).text().equals(GameRecords.UNKNOWN)
        && tokens.get(at + 1).text().equals(GameRecords.UNKNOWN);
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
}
