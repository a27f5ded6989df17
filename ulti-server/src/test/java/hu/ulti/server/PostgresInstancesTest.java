package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Two instances on one PostgreSQL database, the database a deployment of several instances
 * uses, hearing each other through PostgreSQL's notifications. The build runs this class only
 * when {@code ULTI_TEST_POSTGRES_URL} (with {@code _USER} and {@code _PASSWORD}) names a database, as {@code .ci/run} does after installing Debian's
 * postgresql; without it the class is left out rather than skipped, so a plain build reports no
 * skipped test.
 */
class PostgresInstancesTest {
  @Test
  void twoInstancesOnOnePostgresqlDatabaseServeOneTable() {
    String url = System.getenv("ULTI_TEST_POSTGRES_URL");
    assertThat(url).as("ULTI_TEST_POSTGRES_URL").isNotBlank();
    // Polled only every hundred minutes: each instance hears the other's changes from PostgreSQL
    // itself (LISTEN/NOTIFY), or the deal would not end within the test's minute.
    TwoInstancesTest.playOneTableOnTwoInstances(TestServers.config().withDatabase(url,
        System.getenv().getOrDefault("ULTI_TEST_POSTGRES_USER", "ulti"),
        System.getenv().getOrDefault("ULTI_TEST_POSTGRES_PASSWORD", "")).withPollInterval(Duration.ofMinutes(10)));
  }
}
