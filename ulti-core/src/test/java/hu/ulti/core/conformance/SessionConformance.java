package hu.ulti.core.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.DealResult;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerSessionView;
import hu.ulti.core.game.PublicSessionView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.Session;
import hu.ulti.core.game.SessionView;
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
    assertThat(replayed.aceOfHeartsPlayer()).isEqualTo(session.aceOfHeartsPlayer());
    assertThat(replayed.aceOfHeartsNotedAt()).isEqualTo(session.aceOfHeartsNotedAt());
    assertThat(replayed.game()).isEqualTo(session.game());
    assertThat(replayed.entries()).isEqualTo(session.entries());
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
      assertThat(result.number()).isEqualTo(i + 1);
      assertThat(result.dealer()).as("the deal passes to the right").isEqualTo((session.firstDealer() + i) % players);
      assertThat(entry.game().deal().dealer()).isEqualTo(players == 3 ? Seat.of(result.dealer()) : Seat.THIRD);
      assertThat(result.payments().stream().mapToInt(Integer::intValue).sum()).isZero();
      for (Seat seat : Seat.values()) {
        int player = result.seats().get(seat.index());
        if (players == 3) {
          assertThat(player).isEqualTo(seat.index());
        } else {
          assertThat(player).isNotEqualTo(result.dealer());
          assertThat(player).isEqualTo((result.dealer() + 1 + seat.index()) % 4);
        }
        if (players == 3 || session.rules().scoring().fourPlayerDealer() == FourPlayerDealer.NONE) {
          assertThat(result.payments().get(player)).isEqualTo(entry.game().payments().get(seat));
        }
      }
      if (players == 4 && session.rules().scoring().fourPlayerDealer() == FourPlayerDealer.NONE) {
        assertThat(result.payments().get(result.dealer())).as("the sitting-out dealer").isZero();
      }
      for (int p = 0; p < players; p++) {
        sums.set(p, sums.get(p) + result.payments().get(p));
      }
    }
    assertThat(session.scores()).isEqualTo(sums);
    assertThat(sums.stream().mapToInt(Integer::intValue).sum()).isZero();
    assertThat(session.dealer()).isEqualTo((session.firstDealer() + session.entries().size()) % players);
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
    assertThat(spectator.deal()).isEqualTo(latest.map(Game::publicView));
    assertThat(rebuild(spectator, Optional.empty())).isEqualTo(spectator);
    assertThat(spectator.scores()).isEqualTo(session.scores());
    assertThat(spectator.toAct()).isEqualTo(session.toAct());
    session.toAct().ifPresent(player -> assertThat(session.seatOf(player)).isEqualTo(session.game().orElseThrow().toAct()));
    assertThat(spectator.results()).isEqualTo(session.entries().stream().map(Session.Entry::result).toList());
    assertThat(spectator.isOver()).isEqualTo(session.isOver());
    assertThat(spectator.aceOfHeartsPlayer()).isEqualTo(session.aceOfHeartsPlayer());
    spectator.aceOfHeartsNotedAt().ifPresent(deal -> assertThat(deal).as("noted at the end of a finished deal")
        .isLessThanOrEqualTo(session.entries().size()));
    assertThat(spectator.nextDealer()).isEqualTo(session.isOver() ? Optional.empty()
        : Optional.of(session.isDealInProgress() ? (session.dealer() + 1) % session.players().size()
            : session.dealer()));
    for (int player = 0; player < session.players().size(); player++) {
      PlayerSessionView view = session.view(player);
      assertThat(view.player()).isEqualTo(player);
      Optional<Seat> seat = view.seat();
      assertThat(seat.isEmpty()).as("only the dealer of a table of four sits out")
          .isEqualTo(view.sittingOut().equals(Optional.of(player)));
      if (latest.isPresent()) {
        assertThat(view.deal()).isEqualTo(Optional.of(seat.isPresent() ? latest.get().view(seat.get())
            : latest.get().publicView()));
        assertThat(view.playerView().isPresent()).isEqualTo(seat.isPresent());
        if (seat.isEmpty()) {
          assertThat(view.deal().get()).isInstanceOf(PublicView.class);
        }
      } else {
        assertThat(view.deal()).isEmpty();
      }
      // Apart from the deal's view, a player sees exactly what a spectator does.
      assertThat(view.results()).isEqualTo(spectator.results());
      assertThat(view.scores()).isEqualTo(spectator.scores());
      assertThat(view.seats()).isEqualTo(spectator.seats());
      assertThat(view.endCall()).isEqualTo(spectator.endCall());
      assertThat(view.aceOfHeartsPlayer()).isEqualTo(spectator.aceOfHeartsPlayer());
      assertThat(rebuild(view, Optional.of(player))).isEqualTo(view);
    }
  }

  /** A view built again from its facts, as a client does with what a server sent. */
  public static SessionView rebuild(SessionView view, Optional<Integer> player) {
    SessionView.Builder builder = SessionView.builder(view.rules(), view.players(), view.firstDealer())
        .dealInProgress(view.isDealInProgress());
    view.results().forEach(builder::result);
    view.endCall().ifPresent(builder::endCall);
    view.aceOfHeartsPlayer().ifPresent(ace -> builder.aceOfHeartsPlayer(ace, view.aceOfHeartsNotedAt().orElseThrow()));
    view.deal().ifPresent(builder::deal);
    return player.<SessionView>map(builder::buildFor).orElseGet(builder::buildPublic);
  }

  /** Every check of this class. */
  public static void all(Session session) {
    replaysFromItsLog(session);
    scoresAddUpAndTheDealPasses(session);
    viewsShowOnlyWhatTheViewerMayKnow(session);
  }
}
