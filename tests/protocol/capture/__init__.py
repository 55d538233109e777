"""Golden-capture tooling: a logging fake Kafka broker and a driver that records what real clients send.

See ``tests/protocol/testdata/golden/README.md``.
"""
