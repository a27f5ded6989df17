#!/usr/bin/env python3
"""Hostile engines for the referee's tests: each shakes hands properly and then misbehaves in one
way, named by its first argument:

  garbage   answers every go with lines that are not the protocol, then never with an action
  illegal   answers every go with an action that is not legal (a pass, in every phase, for seat 9)
  sleeper   answers every go only after sleeping well past its time
  quitter   exits in the middle of its third deal
  mute      never says who it is
  chatty    answers correctly, but says things first: an info, an answer to an old id, blank lines
  old       plays correctly, answering with the words of the protocol before 0.1.0 (id, readyok)
  environment FILE   plays correctly, having written its environment to FILE as JSON
"""
import os
import json
import sys
import time

from engine_lines import first_legal, send

mode = sys.argv[1]
deals = 0
if mode == "environment":
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump(dict(os.environ), out)
if mode == "mute":
    time.sleep(60)
    sys.exit(0)


for line in sys.stdin:
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        send({"type": "id" if mode == "old" else "identity", "name": "Hostile " + mode, "author": "tests",
              "protocol": 1, "rules": ["standard"],
              "options": [{"name": "depth", "type": "integer", "default": 1, "min": 1, "max": 9}]})
    elif kind == "isReady":
        send({"type": "readyok" if mode == "old" else "readyOk"})
    elif kind == "newDeal":
        deals += 1
    elif kind == "go":
        if mode == "garbage":
            sys.stdout.write("hello, referee\n[1, 2, 3]\n{\"type\": \"action\"}\n{\"no type\": true}\n")
            sys.stdout.flush()
        elif mode == "illegal":
            send({"type": "action", "id": message["id"], "action": {"type": "pass", "seat": 9}})
        elif mode == "sleeper":
            time.sleep(message["time"]["decisionMillis"] / 1000 + 0.3)
            send({"type": "action", "id": message["id"], "action": first_legal(message["view"])})
        elif mode == "quitter" and deals == 3:
            sys.stderr.write("quitter: leaving in deal 3\n")
            sys.exit(3)
        else:
            if mode == "chatty":
                send({"type": "info", "message": "thinking"})
                send({"type": "action", "id": "0.1", "action": {"type": "pass", "seat": 0}})
                sys.stdout.write("\r\n")
            send({"type": "action", "id": message["id"], "action": first_legal(message["view"])})
    elif kind == "quit":
        break
