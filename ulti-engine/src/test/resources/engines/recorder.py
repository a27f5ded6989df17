#!/usr/bin/env python3
"""An engine for the protocol's tests: plays the first legal action, offers an option of each type,
and writes every line the referee sends it to the file named by its first argument; a second
argument is how many seconds it thinks before each action."""
import json
import sys
import time

from engine_lines import first_legal, send

log = open(sys.argv[1], "a", encoding="utf-8")
thinking = float(sys.argv[2]) if len(sys.argv) > 2 else 0


for line in sys.stdin:
    log.write(line)
    log.flush()
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        send({"type": "identity", "name": "Recorder", "author": "tests", "protocol": 1, "rules": ["*"],
              "options": [{"name": "depth", "type": "integer", "default": 1, "min": 1, "max": 9},
                          {"name": "fast", "type": "boolean", "default": False},
                          {"name": "style", "type": "string", "default": "plain"}]})
    elif kind == "isReady":
        send({"type": "readyOk"})
    elif kind == "go":
        time.sleep(thinking)
        send({"type": "action", "id": message["id"], "action": first_legal(message["view"])})
    elif kind == "quit":
        break
