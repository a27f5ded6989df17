#!/usr/bin/env python3
"""An engine for the vocabulary test: plays the first legal action, offers one option, and writes
every line the referee sends it to the file named by its first argument."""
import json
import sys

from engine_lines import first_legal, send

log = open(sys.argv[1], "a", encoding="utf-8")


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
