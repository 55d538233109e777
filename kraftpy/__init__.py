"""kraftpy: a Kafka-compatible broker and controller on asyncio."""

__version__ = "0.1.0"
