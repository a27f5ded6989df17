package hu.ulti.server;

import hu.ulti.core.external.Integration;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Two instances on one PostgreSQL database, the database a deployment of several instances
 * uses, hearing each other through PostgreSQL's notifications. It needs a database:
 * {@code ULTI_TEST_POSTGRES_URL} (with {@code _USER} and {@code _PASSWORD}), as {@code .ci/run}
 * sets after starting Debian's postgresql; without it the test is reported as skipped, with the
 * reason and how to run it (the README says so too).
 */
@Integration
class PostgresInstancesTest {
  @Test
  void twoInstancesOnOnePostgresqlDatabaseServeOneTable() {
    String url = System.getenv("ULTI_TEST_POSTGRES_URL");
    Assumptions.assumeTrue(url != null && !url.isBlank(), "No PostgreSQL database to test against: set"
        + " ULTI_TEST_POSTGRES_URL (jdbc:postgresql://HOST:PORT/DB), ULTI_TEST_POSTGRES_USER and"
        + " ULTI_TEST_POSTGRES_PASSWORD to run it (.ci/run does)");
    // Polled only every hundred minutes: each instance hears the other's changes from PostgreSQL
    // itself (LISTEN/NOTIFY), or the deal would not end within the test's minute.
    TwoInstancesTest.playOneTableOnTwoInstances(TestServers.config().withDatabase(url,
        System.getenv().getOrDefault("ULTI_TEST_POSTGRES_USER", "ulti"),
        System.getenv().getOrDefault("ULTI_TEST_POSTGRES_PASSWORD", "")).withPollInterval(Duration.ofMinutes(10)));
  }
}
