package hu.ulti.core.external;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class or method that starts another program: a browser, Python, Node.js, or a
 * JVM, server or command of its own. The quick build ({@code mvn verify}) leaves these tests out,
 * so that it needs nothing but a JDK and stays short; {@code -Pintegration} (the README's test
 * command, and CI) runs them with the rest.
 *
 * <p>The tag is checked where programs are started: each helper that starts one calls {@link
 * Programs#starting}, which fails an untagged test in the quick build instead of letting it run there.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(Integration.TAG)
public @interface Integration {
  /** The JUnit tag, which the build's surefire configuration leaves out or runs. */
  String TAG = "integration";
}
