package hu.ulti.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens and table ids. A token is 256 bits from {@link SecureRandom}; the database keeps
 * only its SHA-256, so a leaked database opens no seat.
 */
public final class Tokens {
  private static final SecureRandom RANDOM = new SecureRandom();

  private Tokens() {}

  /** A new seat token: 32 random bytes, base64url without padding (43 characters). */
  public static String newToken() {
    return random(32);
  }

  /** A new table id: 12 random bytes, base64url (16 characters), so table ids cannot be guessed either. */
  public static String newTableId() {
    return random(12);
  }

  private static String random(int bytes) {
    byte[] value = new byte[bytes];
    RANDOM.nextBytes(value);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(value);
  }

  /** The token's SHA-256, in hex: what the database stores and looks up. */
  public static String hash(String token) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java runtime has SHA-256", e);
    }
  }

  /** Whether the text could be a token at all: 43 base64url characters. Anything else is refused unread. */
  public static boolean isWellFormed(String token) {
    return token.length() == 43 && token.chars().allMatch(c -> c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
        || c >= '0' && c <= '9' || c == '-' || c == '_');
  }
}
