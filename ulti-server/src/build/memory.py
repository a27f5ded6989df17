#!/usr/bin/env python3
"""Measures the reference server's memory: starts ulti-server.jar as its own process with a given
-Xmx, opens tables (the creator seated, two bots, so each table holds a deal in progress) from as
many loopback addresses as the per-address limit needs, and prints the process's resident memory
(VmRSS of /proc/PID/status) and the heap in use after a full collection (jcmd GC.heap_info) at each
count, before and after each table's person has played for a while (his first legal action each
turn, from eight threads; the bots answer at once). The numbers in docs/server.md ("Memory") come
from it:

    python3 memory.py ../../target/ulti-server.jar 256m,512m,1g 0,250,1000 60
"""
import http.client
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

PER_ADDRESS = 10  # the server's open tables per client address


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(port, source, method, path, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(source, 0))
    connection.request(method, path, body=None if body is None else json.dumps(body),
                       headers={"Content-Type": "application/json"})
    answer = connection.getresponse()
    data = answer.read()
    connection.close()
    return answer.status, data


def first_legal(view):
    """The person's first legal action in his view, as the server lists it (the bidding box's pass,
    or its first bid with its first discard)."""
    box = view.get("biddingBox")
    if box:
        if box.get("mayPass"):
            return {"type": "pass", "seat": box["seat"]}
        action = {"type": "bid", "seat": box["seat"], "bid": box["bids"][0]}
        if box.get("discards"):
            action["discard"] = box["discards"][0]
        return action
    legal = view.get("legalActions") or []
    return legal[0] if legal else None


def play(port, tables, seconds):
    """Each table's person plays his first legal action and deals the next deal, from eight
    threads, for so many seconds: the bots answer at once. Returns the actions taken."""
    stop = time.time() + seconds
    taken = [0]
    lock = threading.Lock()

    def worker(mine):
        while time.time() < stop:
            for table, token in mine:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                connection.request("GET", "/api/tables/" + table, headers={"Authorization": "Bearer " + token})
                state = json.loads(connection.getresponse().read())
                status = state["table"]["status"]
                path, body = None, None
                if status == "BETWEEN_DEALS":
                    path, body = "/deals", {}
                elif status == "SESSION_OVER":
                    path, body = "/sessions", {}
                elif status == "DEAL_IN_PROGRESS" and state["session"].get("toAct") == 0:
                    action = first_legal(state["session"]["gameView"])
                    if action:
                        path, body = "/actions", {"action": action, "seq": state["table"]["seq"]}
                if path:
                    connection.request("POST", "/api/tables/" + table + path, body=json.dumps(body),
                                       headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"})
                    connection.getresponse().read()
                    with lock:
                        taken[0] += 1
                connection.close()
                if time.time() >= stop:
                    return

    threads = [threading.Thread(target=worker, args=(tables[i::8],)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return taken[0]


def rss_mib(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def heap_used_mib(pid):
    subprocess.run(["jcmd", str(pid), "GC.run"], capture_output=True, check=True)
    info = subprocess.run(["jcmd", str(pid), "GC.heap_info"], capture_output=True, text=True, check=True).stdout
    used = re.search(r"used (\d+)K", info)
    return int(used.group(1)) / 1024


def measure(jar, xmx, counts, seconds):
    port = free_port()
    data = tempfile.mkdtemp(prefix="ulti-memory")
    server = subprocess.Popen(["java", "-Xmx" + xmx, "-jar", jar, "--port", str(port), "--bind", "0.0.0.0",
                               "--db", "jdbc:h2:file:" + data + "/ulti", "--max-requests-per-second", "100000"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                if request(port, "127.0.0.1", "GET", "/api/health")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        opened = 0
        tables = []
        rows = []
        for count in counts:
            while opened < count:
                source = "127.0.%d.%d" % (1 + opened // PER_ADDRESS // 250, 1 + (opened // PER_ADDRESS) % 250)
                status, body = request(port, source, "POST", "/api/tables",
                                       {"name": "Anna", "player": 0, "bots": [1, 2]})
                if status != 201:
                    raise RuntimeError("table %d: %d %s" % (opened, status, body[:200]))
                created = json.loads(body)
                tables.append((created["table"]["id"], created["token"]))
                opened += 1
            time.sleep(2)
            idle = rss_mib(server.pid)
            actions = play(port, tables, seconds) if seconds and count else 0
            played = rss_mib(server.pid)
            rows.append((xmx, count, idle, actions, played, heap_used_mib(server.pid), rss_mib(server.pid)))
        return rows
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    jar, sizes, counts = sys.argv[1], sys.argv[2].split(","), [int(n) for n in sys.argv[3].split(",")]
    seconds = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    print("| -Xmx | tables | RSS, tables idle | actions played | RSS after playing | heap in use after a full GC | RSS after the GC |")
    print("|---|---|---|---|---|---|---|")
    for xmx in sizes:
        for row in measure(jar, xmx, counts, seconds):
            print("| %s | %d | %.0f MiB | %d | %.0f MiB | %.0f MiB | %.0f MiB |" % row)
            sys.stdout.flush()
