#!/usr/bin/env python3
"""An engine for the vocabulary test: plays the first legal action, offers one option, and writes
every line the referee sends it to the file named by its first argument."""
import json
import sys

log = open(sys.argv[1], "a", encoding="utf-8")


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
    return {"type": "bid", "seat": box["seat"], "discard": (box["discards"] or [[]])[0], "bid": box["bids"][0]}


for line in sys.stdin:
    log.write(line)
    log.flush()
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        send({"type": "identity", "name": "Recorder", "author": "tests", "protocol": 1, "rules": ["*"],
              "options": [{"name": "depth", "type": "integer", "default": 1, "min": 1, "max": 9}]})
    elif kind == "isReady":
        send({"type": "readyOk"})
    elif kind == "go":
        send({"type": "action", "id": message["id"], "action": first_legal(message["view"])})
    elif kind == "quit":
        break
