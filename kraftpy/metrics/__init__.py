"""Prometheus metrics of a kraftpy node: a registry per node (no global state) and an asyncio `/metrics` endpoint.

See `kraftpy.metrics.node` for the metric names.
"""

from __future__ import annotations

from .http import MetricsServer
from .node import LATENCY_BUCKETS, NodeMetrics

__all__ = ["LATENCY_BUCKETS", "MetricsServer", "NodeMetrics"]
