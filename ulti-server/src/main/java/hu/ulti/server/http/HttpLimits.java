package hu.ulti.server.http;

/**
 * The limits of the HTTP and WebSocket endpoints against abuse.
 *
 * @param requestsPerSecond HTTP requests per second allowed to one client address, on average
 * @param requestBurst how many HTTP requests one client address may make at once
 * @param messagesPerSecond WebSocket messages per second allowed on one connection, on average
 * @param messageBurst how many WebSocket messages one connection may send at once
 * @param maxBodyBytes the largest HTTP request body
 * @param maxMessageBytes the largest WebSocket message
 */
public record HttpLimits(double requestsPerSecond, int requestBurst, double messagesPerSecond, int messageBurst,
    int maxBodyBytes, int maxMessageBytes) {}
