package hu.ulti.json;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.TextNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Settlement;
import java.util.List;
import java.util.function.Function;

/**
 * The Jackson module of the Ulti wire format ({@code docs/json.md}): it reads and writes
 * {@link Card}, {@link CardSet}, {@link Seat}, {@link Suit}, {@link Bid}, {@link Component},
 * {@link Contract}, {@link Trumps}, {@link Deal}, every {@link Action}, {@link Refusal}, {@link Violation},
 * {@link Phase}, {@link Trick}, {@link BiddingBox}, {@link PlayerView}, {@link PublicView}, {@link Game},
 * {@link HandSummary}, {@link Settlement}, {@link GameRecord}, {@link SessionLog}, {@link Session},
 * {@link PlayerSessionView}, {@link PublicSessionView} and a {@link RuleSet} by its id,
 * with no annotation in the SDK's classes.
 *
 * <p>Registered through {@code META-INF/services}, so
 * {@code new ObjectMapper().findAndRegisterModules()} finds it; or
 * {@code mapper.registerModule(new UltiModule())}. Whatever mapper it is in, it reads each value
 * within bounds, refuses a key given twice and a null, and ignores fields it does not know (or,
 * {@link #strict()}, refuses them); {@link UltiJson#mapper()} adds the mapper-wide limits and
 * refuses trailing content.
 *
 * <p>Reading a game replays and checks every action; reading a view rebuilds it with
 * {@link PlayerView#builder} or {@link PublicView#builder}, so that its {@code legalActions()} and {@code check} answer as
 * the server's. Every problem the module finds is an {@link UltiJsonException} that names the
 * field; what Jackson refuses before it reaches a value (no content, text that is not JSON) stays
 * Jackson's own {@link com.fasterxml.jackson.core.JsonProcessingException} unless the mapper is
 * {@link UltiJson#mapper()}.
 */
public final class UltiModule extends SimpleModule {
  private static final long serialVersionUID = 1L;

  /** Whether a field a reader does not know is refused rather than ignored. */
  private final boolean strict;

  /**
   * The module, which ignores fields it does not know (the compatibility policy of
   * {@code docs/json.md}); Jackson's service loader needs this constructor.
   */
  public UltiModule() {
    this(false);
  }

  /** {@return the module refusing every field it does not know: for documents people write by hand} */
  public static UltiModule strict() {
    return new UltiModule(true);
  }

  private UltiModule(boolean strict) {
    super("UltiModule", Version.unknownVersion());
    this.strict = strict;
    add(Card.class, Codes::card, Codes::card);
    add(CardSet.class, Codes::cards, Codes::cards);
    add(Seat.class, Codes::seat, Codes::seat);
    add(Suit.class, Codes::suit, Codes::suit);
    add(Trumps.class, Codes::trumps, Codes::trumps);
    add(Component.class, Codes::component, Codes::component);
    add(Bid.class, Codes::bid, Codes::bid);
    add(RuleSet.class, Codes::rules, Codes::rules);
    add(Phase.class, phase -> TextNode.valueOf(phase.name()), Codes::phase);
    add(Violation.class, violation -> TextNode.valueOf(violation.name()), Codes::violation);
    add(Contract.class, MiscCodecs::contract, MiscCodecs::contract);
    add(Trick.class, MiscCodecs::trick, MiscCodecs::trick);
    add(Refusal.class, MiscCodecs::refusal, MiscCodecs::refusal);
    add(BiddingBox.class, MiscCodecs::box, MiscCodecs::box);
    add(GameRecord.class, MiscCodecs::record, MiscCodecs::record);
    add(Deal.class, GameCodec::deal, GameCodec::deal);
    add(Game.class, GameCodec::write, GameCodec::read);
    add(PlayerView.class, ViewCodec::write, ViewCodec::read);
    add(PublicView.class, ViewCodec::writePublic, ViewCodec::readPublic);
    add(HandSummary.class, SummaryCodec::write, SummaryCodec::readSummary);
    add(Settlement.class, SummaryCodec::write, SummaryCodec::readSettlement);
    add(Action.class, ActionCodec::write, ActionCodec::read);
    add(SessionLog.class, SessionCodec::writeLog, SessionCodec::readLog);
    add(Session.class, SessionCodec::writeSession, SessionCodec::readSession);
    add(PlayerSessionView.class, SessionCodec::writeView, SessionCodec::readView);
    add(PublicSessionView.class, SessionCodec::writePublicView, SessionCodec::readPublicView);
    for (Class<? extends Action> kind : List.of(Action.Pass.class, Action.TakeTalon.class, Action.Bid.class,
        Action.NameTrumps.class, Action.GiveUp.class, Action.Declare.class, Action.Kontra.class,
        Action.Play.class)) {
      addAction(kind);
    }
  }

  private <T> void add(Class<T> type, Function<? super T, ? extends JsonNode> write, Function<In, ? extends T> read) {
    addSerializer(type, CodecAdapters.serializer(type, write));
    addDeserializer(type, CodecAdapters.deserializer(type, read, strict));
  }

  private <T extends Action> void addAction(Class<T> kind) {
    add(kind, ActionCodec::write, in -> kind.cast(checked(kind, ActionCodec.read(in), in)));
  }

  private static Action checked(Class<? extends Action> kind, Action action, In in) {
    if (!kind.isInstance(action)) {
      throw in.fail("expected an action of type " + ActionCodec.type(kind) + ", found "
          + ActionCodec.type(action.getClass()));
    }
    return action;
  }
}
