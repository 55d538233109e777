"""The dispatcher's cost per request, without sockets: a sans-IO `ServerConnection` and `Dispatcher.dispatch`.

Paths, each `--requests` pipelined requests handed to the connection at once and dispatched one by one (as
`dispatch`, not `dispatch_many`: no cached answer is offered first):

* ``message``: Metadata v12 answered at once with a prebuilt `MetadataResponse` (encoded per request);
* ``deferred``: the same answer through a `Deferred` already resolved (the acks=all / parked-fetch shape);
* ``encoded``: an `EncodedBody` (a body encoded once, framed per request);
* ``api-versions``: ApiVersions v3 through its handler (the body decoded and checked, the cached `EncodedBody`).

Figures: the median over ``--rounds`` rounds of the process CPU time per request (CPU time rather than wall time:
less sensitive to other processes on a loaded machine; still compare only runs made on the same machine, close
together). The garbage collector is off while timing.

Usage::

    .venv/bin/python benchmarks/dispatch_bench.py
    .venv/bin/python benchmarks/dispatch_bench.py --rounds 51 --requests 4000
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import struct
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kraftpy.net import ApiVersionsHandler, ConnectionInfo, Dispatcher, EncodedBody, ServerConnection  # noqa: E402
from kraftpy.protocol.api import encode_request  # noqa: E402
from kraftpy.protocol.codec import Message  # noqa: E402
from kraftpy.protocol.messages import ApiKey  # noqa: E402
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest  # noqa: E402
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse  # noqa: E402
from kraftpy.runtime import Deferred  # noqa: E402

RESPONSE = MetadataResponse(cluster_id="bench", controller_id=1)


def frames(body: Message, version: int, n: int) -> bytes:
    out = []
    for cid in range(n):
        payload = encode_request(body, version, cid, "dispatch-bench")
        out.append(struct.pack(">i", len(payload)) + payload)
    return b"".join(out)


def setup(path: str, n: int) -> tuple[Dispatcher, bytes]:
    """A dispatcher serving `path`'s handler, and `n` requests (frames) to feed it."""
    d = Dispatcher(clock=time.monotonic)
    d.register(ApiKey.API_VERSIONS, ApiVersionsHandler(d))
    encoded = EncodedBody(RESPONSE.encode(12))
    handlers: dict[str, Callable[[Any, Any], Any]] = {
        "message": lambda ctx, req: RESPONSE,
        "deferred": lambda ctx, req: Deferred.resolved(RESPONSE),
        "encoded": lambda ctx, req: encoded,
    }
    if path in handlers:
        d.register(ApiKey.METADATA, handlers[path])
        return d, frames(MetadataRequest(topics=[]), 12, n)
    request = ApiVersionsRequest(client_software_name="dispatch-bench", client_software_version="1")
    return d, frames(request, 3, n)


def measure(path: str, rounds: int, n: int) -> float:
    """Median CPU seconds per request over the rounds."""
    d, data = setup(path, n)
    info = ConnectionInfo("bench", "PLAINTEXT", "PLAINTEXT", ("127.0.0.1", 5000))
    conn = ServerConnection(supported=d.supported_predicate("PLAINTEXT"), info=info)

    def close(reason: str) -> None:
        raise RuntimeError(f"the connection closed: {reason}")

    def run() -> None:
        handled = 0
        reqs = conn.receive_data(data, d.now())
        while reqs:  # the connection hands out as many as its in-flight limit allows
            for r in reqs:
                d.dispatch(r, conn, close)
            handled += len(reqs)
            conn.data_to_send()
            reqs = conn.receive_data(b"", d.now())
        if handled != n:
            raise RuntimeError(f"{handled} of {n} requests handled")

    for _ in range(3):
        run()
    times = []
    gc.disable()
    try:
        for _ in range(rounds):
            t = time.process_time()
            run()
            times.append(time.process_time() - t)
    finally:
        gc.enable()
    return statistics.median(times) / n


PATHS = ("message", "deferred", "encoded", "api-versions")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=25, help="measured rounds per path (default 25)")
    p.add_argument("--requests", type=int, default=2000, help="requests per round (default 2000)")
    p.add_argument("--path", action="append", choices=PATHS, help="repeatable (default: all)")
    args = p.parse_args(argv)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    python = sys.version.split()[0]
    print(f"dispatch_bench: python {python}, {args.rounds} rounds x {args.requests} requests, load average {load}")
    for path in args.path or PATHS:
        print(f"{path:<14} {measure(path, args.rounds, args.requests) * 1e6:6.2f} us CPU per request")
    return 0


if __name__ == "__main__":
    sys.exit(main())
