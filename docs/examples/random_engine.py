#!/usr/bin/env python3
"""An Ulti engine that plays a random legal action: the engine protocol of
docs/engine-protocol.md, written from that page alone. Python 3, standard library only.

    ulti match --entrant "engine:python3 docs/examples/random_engine.py" --entrant rule-of-thumb --deals 10
"""
import json
import random
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def legal_actions(view):
    """The view's legal actions: its list, or its bidding box expanded (docs/json.md)."""
    if "legalActions" in view:
        return view["legalActions"]
    box = view.get("biddingBox")
    if box is None:
        return []
    seat = box["seat"]
    actions = [{"type": "nameTrumps", "seat": seat, "suit": suit} for suit in box["suitsToName"]]
    if box["mayPass"]:
        actions.append({"type": "pass", "seat": seat})
    if box["mayTakeTalon"]:
        actions.append({"type": "takeTalon", "seat": seat})
    for bid in box["bids"]:
        for discard in box["discards"] or [[]]:
            actions.append({"type": "bid", "seat": seat, "discard": discard, "bid": bid})
    return actions


chooser = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else None)
for line in sys.stdin:
    message = json.loads(line)
    kind = message.get("type")
    if kind == "hello":
        send({"type": "identity", "name": "Random", "author": "Ulti SDK examples", "protocol": 1,
              "rules": ["*"], "options": []})
    elif kind == "isReady":
        send({"type": "readyOk"})
    elif kind == "go":
        send({"type": "action", "id": message["id"],
              "action": chooser.choice(legal_actions(message["view"]))})
    elif kind == "quit":
        break
