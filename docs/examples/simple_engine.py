#!/usr/bin/env python3
"""A sensible Ulti engine, written from docs/engine-protocol.md alone: it reads the rule sheet the
referee sends with the first deal of each rule set, bids only a contract its hand supports (and
never raises its own bid), declares its marriages, never kontras or gives up, and plays each card by
the rule sheet's rank order: it takes a trick cheaply when an opponent is winning it, gives its
partner points, and throws its least card otherwise. Python 3, standard library only.

    ulti match --entrant "engine:python3 docs/examples/simple_engine.py" --entrant rule-of-thumb --deals 100
"""
import json
import sys

SUITS = {"A": "acorns", "L": "leaves", "H": "hearts", "B": "bells"}
LETTER = {name: letter for letter, name in SUITS.items()}
sheets = {}  # the rule sheets, by rule set id


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def suit(card):
    return card[0]


def rank(card):
    return card[1:]


# --- Valuing a hand --------------------------------------------------------------------------

def strength(sheet, card, trumps):
    """How strong a card is in its suit: 7 for the strongest rank, 0 for the weakest."""
    order = sheet["rankOrder"]["withTrumps" if trumps else "withoutTrumps"]
    return 7 - order.index(rank(card))


def points(sheet, card):
    return sheet["cardPointsByRank"].get(rank(card), 0)


def trump_score(sheet, hand, trump):
    """A rough count of the tricks and points a hand takes with this trump suit."""
    trumps = [c for c in hand if suit(c) == trump]
    score = 2 * len(trumps) + sum(2 for c in trumps if rank(c) in ("A", "10"))
    for c in hand:
        if suit(c) != trump and rank(c) == "A":
            score += 3
        elif suit(c) != trump and rank(c) == "10" and suit(c) + "A" in hand:
            score += 2
    return score


def supports(sheet, hand, entry, trump):
    """Whether the hand (ten cards) likely makes every component of the ladder entry."""
    components = set(entry["values"])
    if entry["trumps"] == "none":
        if components != {"betli"} or " open" in entry["bid"]:
            return False
        # Betli: in each suit the lowest card is a seven or an eight, the next at most a ten, and so
        # on, so that the seat can duck under what the others lead.
        for letter in SUITS:
            held = sorted(strength(sheet, c, False) for c in hand if suit(c) == letter)
            if any(value > 2 * i + 1 for i, value in enumerate(held)):
                return False
        return True
    if " open" in entry["bid"] or not components <= {"game", "ulti", "40-100"}:
        return False
    trumps = [c for c in hand if suit(c) == trump]
    score = trump_score(sheet, hand, trump)
    if trump + "A" not in hand or len(trumps) < 4 or score < 11:
        return False
    if "ulti" in components and (trump + "7" not in hand or len(trumps) < 5 or score < 13):
        return False
    if "40-100" in components and (trump + "K" not in hand or trump + "O" not in hand or score < 15):
        return False
    return True


def trump_for(sheet, entry, hand):
    """The trump suit a ladder entry would be played with by this hand, or None without trumps."""
    if entry["trumps"] == "none":
        return None
    if entry["trumps"] == "minor":
        minors = [letter for letter in SUITS if letter != "H"]
        return max(minors, key=lambda letter: (trump_score(sheet, hand, letter), letter))
    return LETTER[entry["trumps"]]


def discard_for(sheet, hand, trump):
    """Two cards to lay down: never a trump, an ace or a ten (they count for the defenders); the weakest first."""
    def cost(card):
        keep = 100 if trump is not None and suit(card) == trump else 0
        return keep + 50 * (points(sheet, card) > 0) + strength(sheet, card, trump is not None)
    return sorted(hand, key=cost)[:2]


def best_bid(sheet, hand, allowed, twelve):
    """The most valuable allowed bid this hand supports, with the discard it needs; None if none."""
    best = None
    for entry in sheet["ladder"]:
        if entry["bid"] not in allowed:
            continue
        trump = trump_for(sheet, entry, hand)
        discard = discard_for(sheet, hand, trump) if twelve else []
        kept = [c for c in hand if c not in discard]
        if supports(sheet, kept, entry, trump) and (best is None or entry["total"] > best[0]["total"]):
            best = (entry, discard)
    return best


def bid(view, sheet):
    box = view["biddingBox"]
    seat = box["seat"]
    hand = view["hand"]
    if box["suitsToName"]:  # older rules: forehand names a suit before taking the talon dealt apart
        name = max(box["suitsToName"], key=lambda s: sum(1 for c in hand if SUITS[suit(c)] == s))
        return {"type": "nameTrumps", "seat": seat, "suit": name}
    if box["discards"]:  # twelve cards: the opening, or after taking the talon; a bid is due
        plan = best_bid(sheet, hand, set(box["bids"]), True)
        if plan is None:  # nothing it likes: the cheapest bid, laying down its weakest cards
            entry = next(e for e in sheet["ladder"] if e["bid"] in box["bids"])
            plan = (entry, discard_for(sheet, hand, trump_for(sheet, entry, hand)))
        discard = next(d for d in box["discards"] if sorted(d) == sorted(plan[1]))
        return {"type": "bid", "seat": seat, "discard": discard, "bid": plan[0]["bid"]}
    if view.get("bidder") == seat and box["mayPass"]:
        return {"type": "pass", "seat": seat}  # the others passed: this pass wins the auction; never raise
    wanted = best_bid(sheet, hand, set(box["bidsAfterTakingTalon"]), False) is not None
    if box["mayTakeTalon"] and (wanted or not box["mayPass"]):  # (older rules: forehand must take it)
        return {"type": "takeTalon", "seat": seat}
    return {"type": "pass", "seat": seat}


# --- Playing the cards -----------------------------------------------------------------------

def beats(sheet, card, other, led, trump):
    """Whether card beats other in a trick whose led suit is led."""
    if suit(card) == suit(other):
        return strength(sheet, card, trump is not None) > strength(sheet, other, trump is not None)
    return suit(card) == trump or (suit(card) == led and suit(other) != trump)


def winner(sheet, trick, trump):
    """The index of the winning card of a trick so far."""
    best = 0
    for i, card in enumerate(trick):
        if beats(sheet, card, trick[best], suit(trick[0]), trump):
            best = i
    return best


def play(view, sheet, actions):
    seat = view["seat"]
    cards = [a["card"] for a in actions if a["type"] == "play"]
    contract = view["contract"]
    trump = None if contract["trumps"] == "none" else LETTER[contract["trumps"]]
    declarer = view["declarer"]
    trick = view.get("currentTrick", {"cards": [], "seats": []})
    played = trick["cards"]
    low = lambda c: (points(sheet, c), strength(sheet, c, trump is not None), suit(c) == trump)

    def choose(card):
        return next(a for a in actions if a["type"] == "play" and a["card"] == card)

    if "betli" in contract["bid"]:
        if seat == declarer and played:  # duck under the winning card with the highest card that does
            top = played[winner(sheet, played, None)]
            ducking = [c for c in cards if not beats(sheet, c, top, suit(played[0]), None)]
            if ducking:
                return choose(max(ducking, key=lambda c: strength(sheet, c, False)))
        return choose(min(cards, key=lambda c: strength(sheet, c, False)))
    if "durchmars" in contract["bid"] and seat == declarer:
        return choose(max(cards, key=lambda c: (suit(c) == trump, strength(sheet, c, trump is not None))))
    if not played:  # lead: a side ace, else draw trumps as declarer, else the least card
        aces = [c for c in cards if rank(c) == "A" and suit(c) != trump]
        if aces:
            return choose(aces[0])
        trumps = [c for c in cards if suit(c) == trump]
        if seat == declarer and len(trumps) >= 3:
            return choose(max(trumps, key=lambda c: strength(sheet, c, True)))
        return choose(min(cards, key=low))
    leader = trick["seats"][winner(sheet, played, trump)]
    partner_wins = leader != declarer and seat != declarer
    last = len(played) == 2
    if partner_wins:  # give the partner points if it is safe, else throw the least card
        return choose(max(cards, key=lambda c: (points(sheet, c), -strength(sheet, c, trump is not None)))
                      if last else min(cards, key=low))
    top = played[winner(sheet, played, trump)]
    winning = [c for c in cards if beats(sheet, c, top, suit(played[0]), trump)]
    at_stake = sum(points(sheet, c) for c in played)
    if winning and (last or at_stake > 0 or seat == declarer):
        return choose(min(winning, key=lambda c: (suit(c) == trump, strength(sheet, c, trump is not None))))
    return choose(min(cards, key=low))


def decide(view, sheet):
    if "biddingBox" in view:
        return bid(view, sheet)
    actions = view["legalActions"]
    for action in actions:
        if action["type"] == "declare":  # marriages first: they count for the seat's side
            return action
    if view["phase"] == "TRUMPS":
        hand = view["hand"]
        names = [a for a in actions if a["type"] == "nameTrumps"]
        if names:
            return max(names, key=lambda a: (trump_score(sheet, hand, LETTER[a["suit"]]), LETTER[a["suit"]]))
        return actions[0]
    if any(a["type"] == "play" for a in actions):
        return play(view, sheet, actions)
    passes = [a for a in actions if a["type"] == "pass"]
    return passes[0] if passes else actions[0]  # no kontras; giving up comes last and is never chosen


rules = None
for line in sys.stdin:
    message = json.loads(line)
    kind = message.get("type")
    if kind == "hello":
        send({"type": "identity", "name": "Simple", "author": "Ulti SDK examples", "protocol": 1,
              "rules": ["*"], "options": []})
    elif kind == "isReady":
        send({"type": "readyOk"})
    elif kind == "newDeal":
        rules = message["rules"]
        if "ruleSheet" in message:
            sheets[rules] = message["ruleSheet"]
    elif kind == "go":
        send({"type": "action", "id": message["id"], "action": decide(message["view"], sheets[rules])})
    elif kind == "quit":
        break
