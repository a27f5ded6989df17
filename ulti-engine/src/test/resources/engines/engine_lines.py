"""What the test engines share: writing a protocol line, and the first legal action of a view
(its legalActions, or the first choice of its bidding box)."""
import json
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def first_legal(view):
    if "legalActions" in view:
        return view["legalActions"][0]
    box = view["biddingBox"]
    if box["suitsToName"]:
        return {"type": "nameTrumps", "seat": box["seat"], "suit": box["suitsToName"][0]}
    if box["mayPass"]:
        return {"type": "pass", "seat": box["seat"]}
    if box["mayTakeTalon"]:
        return {"type": "takeTalon", "seat": box["seat"]}
    return {"type": "bid", "seat": box["seat"], "discard": (box["discards"] or [[]])[0], "bid": box["bids"][0]}
