package hu.ulti.core.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Seat;
import hu.ulti.core.session.DealResult;
import hu.ulti.core.game.Game;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionView;
import hu.ulti.core.rules.ScoringRules.FourPlayerDealer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Checks every session must pass in every state, shared by the core's properties and the
 * variants' conformance suite: one replay rebuilds it from its log, the scores add up, the deal
 * passes to the right, and no view shows what its viewer may not know.
 */
public final class SessionConformance {
  private SessionConformance() {}

  /** {@link Session#replay} of the session's log is the same session. */
  public static void replaysFromItsLog(Session session) {
    Session replayed = Session.replay(session.log());
    assertThat(replayed.log()).isEqualTo(session.log());
    assertThat(replayed.scores()).isEqualTo(session.scores());
    assertThat(replayed.dealer()).isEqualTo(session.dealer());
    assertThat(replayed.isOver()).isEqualTo(session.isOver());
    assertThat(replayed.isEndCalled()).isEqualTo(session.isEndCalled());
    assertThat(replayed.aceOfHearts()).isEqualTo(session.aceOfHearts());
    assertThat(replayed.game()).isEqualTo(session.game());
    assertThat(replayed.entries()).isEqualTo(session.entries());
    assertThat(replayed).as("a session is a value: equal to its replay").isEqualTo(session)
        .hasSameHashCodeAs(session);
  }

  /**
   * The scores are the sums of each deal's payments and sum to zero; each deal's payments are
   * its settlement's, seat by seat, with the sitting-out dealer's part as the rules say; the
   * deal passes to the right.
   */
  public static void scoresAddUpAndTheDealPasses(Session session) {
    int players = session.players().size();
    List<Integer> sums = new ArrayList<>(Collections.nCopies(players, 0));
    for (int i = 0; i < session.entries().size(); i++) {
      Session.Entry entry = session.entries().get(i);
      DealResult result = entry.result();
      assertThat(result.dealNumber()).isEqualTo(i + 1);
      assertThat(result.dealer().index()).as("the deal passes to the right")
          .isEqualTo((session.firstDealer().index() + i) % players);
      assertThat(entry.game().deal().dealer())
          .isEqualTo(players == 3 ? Seat.of(result.dealer().index()) : Seat.SEAT_2)
          .isEqualTo(result.seating().dealerSeat());
      assertThat(result.payments().stream().mapToInt(Integer::intValue).sum()).isZero();
      for (Seat seat : Seat.values()) {
        Player player = result.seating().player(seat);
        assertThat(result.seating().seatOf(player)).contains(seat);
        if (players == 3) {
          assertThat(player.index()).isEqualTo(seat.index());
        } else {
          assertThat(player).isNotEqualTo(result.dealer());
          assertThat(player.index()).isEqualTo((result.dealer().index() + 1 + seat.index()) % 4);
        }
        if (players == 3 || session.rules().scoring().fourPlayerDealer() == FourPlayerDealer.NONE) {
          assertThat(result.payment(player)).isEqualTo(entry.game().payments().get(seat));
        }
      }
      if (players == 4 && session.rules().scoring().fourPlayerDealer() == FourPlayerDealer.NONE) {
        assertThat(result.payment(result.dealer())).as("the sitting-out dealer").isZero();
      }
      assertThat(result.seating().sittingOut()).isEqualTo(players == 4 ? Optional.of(result.dealer())
          : Optional.empty());
      for (int p = 0; p < players; p++) {
        sums.set(p, sums.get(p) + result.payments().get(p));
      }
    }
    assertThat(session.scores()).isEqualTo(sums);
    assertThat(sums.stream().mapToInt(Integer::intValue).sum()).isZero();
    assertThat(session.dealer().index()).as("the latest deal's dealer")
        .isEqualTo((session.firstDealer().index() + Math.max(0, session.dealsDealt() - 1)) % players);
    assertThat(session.nextDealer().map(Player::index)).isEqualTo(session.isOver() ? Optional.empty()
        : Optional.of((session.firstDealer().index() + session.dealsDealt()) % players));
  }

  /**
   * Each player's view holds the public facts every view shares and, of the cards, only the
   * latest deal as his seat sees it (the game's own {@link Game#view}, which
   * {@link GameConformance#viewsLeakNothing} checks), or the spectator's view while he sits the
   * deal out; the spectator's view likewise; and each view rebuilds from its facts alone.
   */
  public static void viewsShowOnlyWhatTheViewerMayKnow(Session session) {
    PublicSessionView spectator = session.publicView();
    Optional<Game> latest = session.latestGame();
    assertThat(spectator.gameView()).isEqualTo(latest.map(Game::publicView));
    assertThat(rebuild(spectator, Optional.empty())).isEqualTo(spectator);
    assertThat(spectator.scores()).isEqualTo(session.scores());
    assertThat(spectator.toAct()).isEqualTo(session.toAct());
    session.toAct().ifPresent(player -> assertThat(session.seatOf(player)).isEqualTo(session.game().orElseThrow().toAct()));
    assertThat(spectator.seating()).isEqualTo(session.seating());
    assertThat(spectator.dealer()).isEqualTo(session.dealer());
    assertThat(spectator.results()).isEqualTo(session.entries().stream().map(Session.Entry::result).toList());
    assertThat(spectator.isOver()).isEqualTo(session.isOver());
    assertThat(spectator.aceOfHearts()).isEqualTo(session.aceOfHearts());
    spectator.aceOfHearts().ifPresent(ace -> assertThat(ace.dealNumber()).as("noted at the end of a finished deal")
        .isLessThanOrEqualTo(session.entries().size()));
    assertThat(spectator.nextDealer()).isEqualTo(session.nextDealer());
    for (int p = 0; p < session.players().size(); p++) {
      Player player = Player.of(p);
      PlayerSessionView view = session.view(player);
      assertThat(view.player()).isEqualTo(player);
      Optional<Seat> seat = view.seat();
      assertThat(seat.isEmpty()).as("only the dealer of a table of four sits out")
          .isEqualTo(view.sittingOut().equals(Optional.of(player)));
      if (latest.isPresent()) {
        assertThat(view.gameView()).isEqualTo(Optional.of(seat.isPresent() ? latest.get().view(seat.get())
            : latest.get().publicView()));
        assertThat(view.playerView().isPresent()).isEqualTo(seat.isPresent());
        if (seat.isEmpty()) {
          assertThat(view.gameView().get()).isInstanceOf(PublicView.class);
        }
      } else {
        assertThat(view.gameView()).isEmpty();
      }
      // Apart from the deal's view, a player sees exactly what a spectator does.
      assertThat(view.results()).isEqualTo(spectator.results());
      assertThat(view.scores()).isEqualTo(spectator.scores());
      assertThat(view.seating()).isEqualTo(spectator.seating());
      assertThat(view.endCall()).isEqualTo(spectator.endCall());
      assertThat(view.aceOfHearts()).isEqualTo(spectator.aceOfHearts());
      assertThat(rebuild(view, Optional.of(player))).isEqualTo(view);
    }
  }

  /** A view built again from its facts, as a client does with what a server sent. */
  public static SessionView rebuild(SessionView view, Optional<Player> player) {
    SessionView.Builder builder = SessionView.builder(view.rules(), view.players(), view.firstDealer())
        .dealInProgress(view.isDealInProgress());
    view.results().forEach(builder::result);
    view.endCall().ifPresent(builder::endCall);
    view.aceOfHearts().ifPresent(builder::aceOfHearts);
    view.gameView().ifPresent(builder::gameView);
    return player.<SessionView>map(builder::buildFor).orElseGet(builder::buildPublic);
  }

  /** Every check of this class. */
  public static void all(Session session) {
    replaysFromItsLog(session);
    scoresAddUpAndTheDealPasses(session);
    viewsShowOnlyWhatTheViewerMayKnow(session);
  }
}
