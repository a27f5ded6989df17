#!/usr/bin/env python3
"""The engine of the engine protocol's worked transcript (docs/engine-protocol.md): it answers each
go with the next action of a script (the file named by its first argument, one JSON action per
line) and writes every line it reads and writes to a transcript (its second argument), the
referee's marked "->" and its own "<-"."""
import json
import sys

script = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
transcript = open(sys.argv[2], "w", encoding="utf-8")


def send(message):
    line = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
    transcript.write("<- " + line + "\n")
    transcript.flush()
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    transcript.write("-> " + line.rstrip("\n") + "\n")
    transcript.flush()
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        send({"type": "identity", "name": "Transcript", "author": "Ulti SDK tests", "protocol": 1, "rules": ["*"],
              "options": [{"name": "samples", "type": "integer", "default": 12, "min": 1, "max": 1000}]})
    elif kind == "isReady":
        send({"type": "readyOk"})
    elif kind == "go":
        send({"type": "action", "id": message["id"], "action": script.pop(0)})
    elif kind == "quit":
        break
