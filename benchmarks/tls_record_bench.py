"""What TLS itself costs this machine per GiB, by the size of the records a peer sends: the floor under SASL_SSL.

A broker cannot choose the size of the TLS records it receives: each `SSL_write` of the sender becomes at least one
record. librdkafka writes one record per buffer segment, and at 1 KB values many segments are one message value
(`strace -ff -e trace=write,sendto,sendmsg,writev` on a producing confluent-kafka process counts mostly 1,046-byte
and 31-32-byte writes, one record each, beside fewer 16,406-byte ones). Every record costs the receiver a fixed
amount of work on top of the bytes: this script measures that work, in this process, with nothing else in the way.

Two `ssl.SSLObject`s of the same TLS 1.3 session (EC P-256 certificates made by kraftpy's CA, the server context
of `kraftpy.security.tls`) talk over memory BIOs, as a Python event loop's TLS transport does: no socket, no
event loop, no Kafka. For each record size, ``--mib`` MiB of plaintext are encrypted as records of that size
(`SSLObject.write` per record, the records taken out of the outgoing BIO every 256 KiB), then decrypted (fed to
the incoming BIO 256 KiB at a time, each record read into one reused buffer, as `SSLObject.read(n, buffer)`
allows). The figures are CPU seconds per GiB of plaintext (`time.process_time`, medians of ``--rounds``) and
microseconds per record; the cipher is what OpenSSL negotiates by default (TLS_AES_256_GCM_SHA384 here).

Usage::

    .venv/bin/python benchmarks/tls_record_bench.py               # 32 B, 1 KiB and 16 KiB records, 64 MiB each
    .venv/bin/python benchmarks/tls_record_bench.py --sizes 1024,4096,16384 --mib 128
    .venv/bin/python benchmarks/tls_record_bench.py --quick       # 1 round of 8 MiB per size
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import ssl
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kraftpy.security.certs import CertificateAuthority
from kraftpy.security.tls import server_context

CHUNK = 256 * 1024
MAX_RECORD = 16384


def session(directory: Path) -> tuple[ssl.SSLObject, ssl.MemoryBIO, ssl.SSLObject, ssl.MemoryBIO]:
    """A finished handshake between a client and a server object: (client, client's outgoing BIO, server,
    server's incoming BIO)."""
    ca = CertificateAuthority.create("bench CA")
    pem = ca.issue("node", hosts=["127.0.0.1"]).write_pem(directory / "node.pem")
    ca_file = ca.write_ca(directory / "ca.pem")
    server_ctx = server_context({"ssl.keystore.type": "PEM", "ssl.keystore.location": str(pem)})
    client_ctx = ssl.create_default_context(cafile=str(ca_file))
    c_in, c_out, s_in, s_out = ssl.MemoryBIO(), ssl.MemoryBIO(), ssl.MemoryBIO(), ssl.MemoryBIO()
    client = client_ctx.wrap_bio(c_in, c_out, server_hostname="127.0.0.1")
    server = server_ctx.wrap_bio(s_in, s_out, server_side=True)
    for _ in range(10):
        done = 0
        for side in (client, server):
            try:
                side.do_handshake()
                done += 1
            except ssl.SSLWantReadError:
                pass
        if c_out.pending:
            s_in.write(c_out.read())
        if s_out.pending:
            c_in.write(s_out.read())
        if done == 2:
            break
    else:
        raise RuntimeError("the TLS handshake did not finish")
    # TLS 1.3 session tickets: the client reads them before the data starts
    with contextlib.suppress(ssl.SSLWantReadError):
        client.read(1)
    return client, c_out, server, s_in


def encrypt(client: ssl.SSLObject, out: ssl.MemoryBIO, size: int, total: int) -> tuple[float, bytes]:
    """CPU seconds to encrypt `total` bytes as records of `size` bytes, and the records."""
    data = memoryview(os.urandom(size))
    pieces: list[bytes] = []
    records = total // size
    per_chunk = max(1, CHUNK // size)
    start = time.process_time()
    for i in range(records):
        client.write(data)
        if i % per_chunk == per_chunk - 1:
            pieces.append(out.read())
    pieces.append(out.read())
    elapsed = time.process_time() - start
    return elapsed, b"".join(pieces)


def decrypt(server: ssl.SSLObject, incoming: ssl.MemoryBIO, wire: bytes, expect: int) -> float:
    """CPU seconds to decrypt `wire` into one reused buffer, record by record."""
    view = memoryview(wire)
    buf = memoryview(bytearray(MAX_RECORD))
    got = 0
    start = time.process_time()
    for pos in range(0, len(wire), CHUNK):
        incoming.write(view[pos : pos + CHUNK])
        try:
            while True:
                got += server.read(MAX_RECORD, buf)  # type: ignore[arg-type,operator]  # with a buffer: the count
        except ssl.SSLWantReadError:
            pass
    elapsed = time.process_time() - start
    if got != expect:
        raise RuntimeError(f"decrypted {got} bytes, expected {expect}")
    return elapsed


def run(sizes: list[int], mib: int, rounds: int) -> dict[str, object]:
    results: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="kraftpy-tls-bench-") as tmp:
        client, c_out, server, s_in = session(Path(tmp))
        cipher = server.cipher()
        for size in sizes:
            total = (mib << 20) // size * size
            enc: list[float] = []
            dec: list[float] = []
            for _ in range(rounds):
                e, wire = encrypt(client, c_out, size, total)
                enc.append(e)
                dec.append(decrypt(server, s_in, wire, total))
            records = total // size
            gib = total / (1 << 30)
            results[str(size)] = {
                "records": records,
                "encrypt_s_per_gib": statistics.median(enc) / gib,
                "decrypt_s_per_gib": statistics.median(dec) / gib,
                "encrypt_us_per_record": statistics.median(enc) / records * 1e6,
                "decrypt_us_per_record": statistics.median(dec) / records * 1e6,
            }
    return {"cipher": cipher[0] if cipher else None, "openssl": ssl.OPENSSL_VERSION, "sizes": results}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="tls_record_bench.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--sizes", default="32,1024,16384", help="record sizes (plaintext bytes), comma separated")
    ap.add_argument("--mib", type=int, default=64, help="MiB of plaintext per size and round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="1 round of 8 MiB per size")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args(argv)
    if args.quick:
        args.mib, args.rounds = 8, 1
    sizes = [int(s) for s in args.sizes.split(",")]
    if any(s < 1 or s > MAX_RECORD for s in sizes):
        ap.error(f"--sizes: each size must be 1..{MAX_RECORD} (the largest TLS record)")
    res = run(sizes, args.mib, args.rounds)
    if args.json:
        print(json.dumps(res, indent=2))
        return 0
    print(f"{res['cipher']}, {res['openssl']}, {args.mib} MiB per size, medians of {args.rounds} rounds:")
    heads = ("encrypt s/GiB", "decrypt s/GiB", "encrypt us/rec", "decrypt us/rec")
    print(f"  {'record':>8s} " + " ".join(f"{h:>15s}" for h in heads))
    sizes_res = res["sizes"]
    assert isinstance(sizes_res, dict)
    for size, r in sizes_res.items():
        print(
            f"  {size:>8s} {r['encrypt_s_per_gib']:15.3f} {r['decrypt_s_per_gib']:15.3f} "
            f"{r['encrypt_us_per_record']:15.2f} {r['decrypt_us_per_record']:15.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
